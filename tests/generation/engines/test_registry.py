from __future__ import annotations

from pathlib import Path

import pytest

from generation.engines.consistency import ConsistentGenerator
from generation.engines.registry import GENERATORS, EngineResources, build_generator
from generation.engines.types import (
    EngineDocument,
    EngineError,
    GeneratorOptions,
    SpanRef,
)


@pytest.fixture
def resources(
    ud_en: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> EngineResources:
    # No Stanza models in an empty directory: "auto" must pick the treebank tagger.
    monkeypatch.setenv("STANZA_RESOURCES_DIR", str(tmp_path))
    return EngineResources(ud_paths={"en": str(ud_en)}, tagger="auto")


def test_known_generators() -> None:
    assert GENERATORS == {"random", "upos", "placeholder", "mlm", "llm", "surrogate"}


def test_unknown_generator_lists_the_known_ones(resources: EngineResources) -> None:
    with pytest.raises(EngineError) as raised:
        build_generator("gpt", GeneratorOptions(), language="en", resources=resources)
    assert "llm, mlm, placeholder, random, surrogate, upos" in str(raised.value)


def test_surrogate_has_no_fallback_by_default_and_uses_what_the_run_names(
    resources: EngineResources,
) -> None:
    default = build_generator(
        "surrogate", GeneratorOptions(seed=1), language="en", resources=resources
    )
    assert default.fallback_name == "none"  # type: ignore[attr-defined]
    named = build_generator(
        "surrogate",
        GeneratorOptions(seed=1, extra={"fallback": "random"}),
        language="en",
        resources=resources,
    )
    assert named.fallback_name == "random"  # type: ignore[attr-defined]
    # a span of symbols only: no rule reads it, so the named fallback does
    doc = EngineDocument(1, "She saw *** twice.", (SpanRef(1, 8, 11, "M", "MISC"),))
    [(_, [suggestion])] = list(named.fill([doc]))
    assert suggestion.reason.startswith("MISC fallback random:")
    with pytest.raises(EngineError, match="fallback"):
        build_generator(
            "surrogate",
            GeneratorOptions(extra={"fallback": "gpt"}),
            language="en",
            resources=resources,
        )


def test_baselines_record_their_tagger(resources: EngineResources) -> None:
    random_generator = build_generator(
        "random", GeneratorOptions(seed=1), language="en", resources=resources
    )
    assert random_generator.name == "random"
    assert random_generator.tagger_name == ""  # type: ignore[attr-defined]
    upos = build_generator("upos", GeneratorOptions(seed=1), language="en",
                           resources=resources)  # fmt: skip
    assert upos.name == "upos"
    assert upos.tagger_name == "conllu"  # type: ignore[attr-defined]


def test_entity_consistency_wraps_the_generator(resources: EngineResources) -> None:
    options = GeneratorOptions(seed=4, consistency="entity")
    generator = build_generator("random", options, language="en", resources=resources)
    assert isinstance(generator, ConsistentGenerator)
    text = "Ann met Bob and Ann."
    doc = EngineDocument("d", text, (SpanRef(1, 0, 3, "P"), SpanRef(2, 8, 11, "P"),
                                     SpanRef(3, 16, 19, "P")))  # fmt: skip
    [(_, suggestions)] = list(generator.fill([doc]))
    texts = [s.text for s in suggestions]
    assert texts[0] == texts[2]
    assert texts[0].casefold() != texts[1].casefold()


def test_placeholder_strategy_comes_from_the_extra_options(
    resources: EngineResources,
) -> None:
    options = GeneratorOptions(consistency="entity", extra={"placeholder": "S2"})
    generator = build_generator("placeholder", options, language="sv",
                                resources=resources)  # fmt: skip
    assert not isinstance(generator, ConsistentGenerator)
    doc = EngineDocument("d", "Ann", (SpanRef(1, 0, 3, "P", "PERSON"),))
    assert [s.text for _, ss in generator.fill([doc]) for s in ss] == ["PERSON"]


def test_missing_treebank_names_its_setting(tmp_path: Path) -> None:
    resources = EngineResources(ud_paths={"sv": str(tmp_path / "missing.conllu")})
    with pytest.raises(EngineError) as raised:
        build_generator(
            "random", GeneratorOptions(), language="sv", resources=resources
        )
    assert raised.value.setting == "PSEUDOWEB_UD_SV"


def test_mlm_without_a_model_names_its_setting(resources: EngineResources) -> None:
    with pytest.raises(EngineError) as raised:
        build_generator("mlm", GeneratorOptions(), language="en", resources=resources)
    assert raised.value.setting == "PSEUDOWEB_MLM_MODEL_EN"


def test_llm_is_built_with_the_configured_backend(resources: EngineResources) -> None:
    resources.llm_model = "tiny:latest"
    generator = build_generator("llm", GeneratorOptions(upos=True), language="en",
                                resources=resources)  # fmt: skip
    assert generator.name == "llm"
    assert generator.tagger_name == "conllu"  # type: ignore[attr-defined]
    assert generator.tagger is not None  # type: ignore[attr-defined]


def test_llm_without_upos_does_not_need_a_treebank(tmp_path: Path) -> None:
    resources = EngineResources(ud_paths={}, tagger="conllu")
    generator = build_generator("llm", GeneratorOptions(), language="en",
                                resources=resources)  # fmt: skip
    assert generator.tagger_name == ""  # type: ignore[attr-defined]


def test_llm_takes_the_model_of_the_documents_language_where_one_is_set(
    resources: EngineResources,
) -> None:
    resources.llm_model = "multi:latest"
    resources.llm_models = {"sv": "swedish:latest"}

    def model(language: str, **extra: str) -> str:
        options = GeneratorOptions(extra=extra)
        built = build_generator("llm", options, language=language, resources=resources)
        return built._backend.model  # type: ignore[attr-defined]

    assert model("sv") == "swedish:latest"
    assert model("en") == "multi:latest"
    assert model("sv", model="chosen:1b") == "chosen:1b"  # --option model= wins
