"""Generators by name, built from options and the resources configured for a site.

The masked LM and LLM generators are imported only when asked for: importing them pulls
in torch or an HTTP client, which the baselines do not need.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .consistency import ConsistentGenerator
from .inventory import load_inventory
from .tagging import Tagger, get_tagger
from .types import EngineError, Generator, GeneratorOptions

GENERATORS = frozenset({"random", "upos", "placeholder", "mlm", "llm", "surrogate"})
# What the surrogate generator may hand the spans no rule places to, by option only:
# by default ("none") its own typed guesses place them and no random word is drawn.
FALLBACKS = ("none", "upos", "random", "mlm", "llm", "placeholder")

# The --option keys each generator reads; anything else is a typo worth saying so.
OPTION_KEYS: dict[str, frozenset[str]] = {
    "random": frozenset(),
    "upos": frozenset(),
    "placeholder": frozenset({"placeholder", "scheme"}),
    "mlm": frozenset({"model", "reject_punct", "reject_overlap", "sampling"}),
    "llm": frozenset({"model", "host", "openai_base_url", "temperature"}),
    "surrogate": frozenset({"fallback"}),
}


def check_option_keys(name: str, keys: set[str] | frozenset[str]) -> None:
    """Refuse option keys the generator would not read (``consistency`` is for all)."""
    unknown = sorted(set(keys) - OPTION_KEYS.get(name, frozenset()) - {"consistency"})
    if unknown:
        known = sorted(OPTION_KEYS.get(name, frozenset()) | {"consistency"})
        raise EngineError(
            f"The {name} generator has no option {', '.join(unknown)}; "
            f"it takes: {', '.join(known)}.",
            setting="--option",
        )


@dataclass
class EngineResources:
    ud_paths: dict[str, str] = field(default_factory=dict)  # language -> CoNLL-U path
    tagger: str = "auto"  # auto | stanza | conllu
    mlm_models: dict[str, str] = field(default_factory=dict)  # language -> model
    mlm_device: str = "cpu"
    ollama_host: str = "http://127.0.0.1:11434"
    llm_model: str = "qwen2.5:1.5b-instruct"
    # language -> model, where a language has its own (else llm_model)
    llm_models: dict[str, str] = field(default_factory=dict)
    openai_base_url: str | None = None
    llm_concurrency: int = 8
    llm_timeout: float = 60.0
    llm_tokens_per_mask: int = 32
    # sentence-transformers folder (blank: the all-MiniLM-L6-v2 package's, if any)
    similarity_model: str = ""

    def ud_path(self, language: str) -> str:
        return self.ud_paths.get(language, "")


def build_generator(
    name: str,
    options: GeneratorOptions,
    *,
    language: str,
    resources: EngineResources,
    memory: Any = None,
) -> Generator:
    """The generator called ``name``; it carries ``tagger_name`` for the run to record.

    ``options.consistency == "entity"`` wraps it in :class:`ConsistentGenerator`, except
    for placeholders, whose S1/S2 share one string on purpose and S3 is per entity
    already.
    """
    if name in GENERATORS:
        check_option_keys(name, set(options.extra))
    if name not in GENERATORS:
        raise EngineError(
            f"Unknown generator {name!r}; known: {', '.join(sorted(GENERATORS))}.",
            setting="generator",
        )
    generator: Generator
    tagger: Tagger | None = None
    if name == "surrogate":
        return _named(_surrogate(options, language, resources, memory), tagger)
    if name == "placeholder":
        from .placeholders import PlaceholderGenerator

        strategy = options.extra.get("placeholder", options.extra.get("scheme", "S3"))
        return _named(PlaceholderGenerator(strategy), tagger)
    if name in ("random", "upos"):
        from .baselines import RandomGenerator, UposGenerator

        inventory = load_inventory(resources.ud_path(language), language=language)
        if name == "random":
            generator = RandomGenerator(inventory, seed=options.seed)
        else:
            tagger = get_tagger(resources.tagger, language, resources.ud_path(language))
            generator = UposGenerator(inventory, tagger, seed=options.seed)
    elif name == "mlm":
        # --option model=NAME_OR_PATH overrides the site's model for one run.
        model = options.extra.get("model") or resources.mlm_models.get(language)
        if not model:
            raise EngineError(
                f"No masked language model is configured for {language!r}; set "
                f"PSEUDOWEB_MLM_MODEL_{language.upper()}.",
                setting=f"PSEUDOWEB_MLM_MODEL_{language.upper()}",
            )
        from .mlm import MaskedLMGenerator

        tagger = _tagger_for(options, language, resources)
        generator = MaskedLMGenerator(
            model=model,
            options=options,
            tagger=tagger,
            language=language,
            device=resources.mlm_device,
        )
    else:
        from .llm import LLMGenerator

        tagger = _tagger_for(options, language, resources)
        # --option host=URL / model=NAME override the server and model for one run.
        generator = LLMGenerator(
            host=options.extra.get("host") or resources.ollama_host,
            model=options.extra.get("model")
            or resources.llm_models.get(language)
            or resources.llm_model,
            options=options,
            tagger=tagger,
            language=language,
            openai_base_url=options.extra.get("openai_base_url")
            or resources.openai_base_url,
            concurrency=resources.llm_concurrency,
            timeout=resources.llm_timeout,
            tokens_per_mask=resources.llm_tokens_per_mask,
        )
    if options.consistency == "entity":
        generator = ConsistentGenerator(generator)
    return _named(generator, tagger)


def _surrogate(
    options: GeneratorOptions,
    language: str,
    resources: EngineResources,
    memory: Any,
) -> Generator:
    from .metrics import (
        Embedder,
        SentenceTransformerEmbedder,
        default_similarity_model,
    )
    from .surrogate import SurrogateGenerator

    fallback = options.extra.get("fallback") or "none"
    if fallback not in FALLBACKS:
        raise EngineError(
            f"Unknown fallback {fallback!r} for the surrogate generator; use one of "
            f"{', '.join(FALLBACKS)}.",
            setting="fallback",
        )
    # The fallback runs with the run's own options, minus the surrogate's.
    inner = replace(
        options, extra={k: v for k, v in options.extra.items() if k != "fallback"}
    )
    built: dict[str, Generator] = {}

    def factory(document_language: str) -> Generator:
        if document_language not in built:
            built[document_language] = build_generator(
                fallback, inner, language=document_language, resources=resources
            )
        return built[document_language]

    model = resources.similarity_model or default_similarity_model()

    def embedder() -> Embedder:
        return SentenceTransformerEmbedder(model)

    return SurrogateGenerator(
        seed=options.seed,
        k=options.k,
        memory=memory,
        fallback=None if fallback == "none" else factory,
        fallback_name=fallback,
        nearest=embedder if model else None,
        nearest_model=model,
        ud_paths=resources.ud_paths,
    )


def _tagger_for(
    options: GeneratorOptions, language: str, resources: EngineResources
) -> Tagger | None:
    """A tagger for the UPOS constraint; without the constraint, one only if at hand.

    A model run without ``upos`` must not fail just because no treebank is configured.
    """
    try:
        return get_tagger(resources.tagger, language, resources.ud_path(language))
    except EngineError:
        if options.upos:
            raise
        return None


def _named(generator: Generator, tagger: Tagger | None) -> Generator:
    # The run records which tagger gave the spans their UPOS ("" when none did).
    generator.tagger_name = tagger.name if tagger is not None else ""  # type: ignore[attr-defined]
    return generator
