from __future__ import annotations

from pathlib import Path

import pytest

from generation.engines.inventory import Inventory, load_inventory, read_conllu
from generation.engines.types import EngineError

TINY = """# sent_id = 1
# text = Anna's cat can't run.
1-2\tAnna's\t_\t_\t_\t_\t_\t_\t_\t_
1\tAnna\tAnna\tPROPN\t_\t_\t3\tnmod\t_\t_
2\t's\t's\tPART\t_\t_\t1\tcase\t_\t_
3\tcat\tcat\tNOUN\t_\t_\t5\tnsubj\t_\t_
4\tcan\tcan\tAUX\t_\t_\t5\taux\t_\t_
4.1\tghost\tghost\tNOUN\t_\t_\t_\t_\t_\t_
5\trun\trun\tVERB\t_\t_\t0\troot\t_\t_
6\t.\t.\tPUNCT\t_\t_\t5\tpunct\t_\t_

# sent_id = 2
1\tRun\trun\tNOUN\t_\t_\t0\troot\t_\t_
2\trun\trun\tVERB\t_\t_\t1\tdep\t_\t_
3\t.\t.\tPUNCT\t_\t_\t1\tpunct\t_\t_
"""


def test_read_conllu_skips_multiword_tokens_empty_nodes_and_comments() -> None:
    sentences = list(read_conllu(TINY.splitlines(keepends=True)))
    assert sentences == [
        [
            ("Anna", "PROPN"),
            ("'s", "PART"),
            ("cat", "NOUN"),
            ("can", "AUX"),
            ("run", "VERB"),
            (".", "PUNCT"),
        ],
        [("Run", "NOUN"), ("run", "VERB"), (".", "PUNCT")],
    ]


def test_inventory_has_distinct_forms_by_upos_and_most_frequent_tag() -> None:
    inventory = Inventory.from_sentences(read_conllu(TINY.splitlines()))
    assert inventory.forms == ["Anna", "'s", "cat", "can", "run", ".", "Run"]
    assert inventory.forms_by_upos["VERB"] == ["run"]
    assert inventory.forms_by_upos["NOUN"] == ["cat", "Run"]
    # Punctuation stays in the random inventory, as in the research.
    assert "." in inventory.forms
    assert inventory.upos_of("run") == "VERB"
    assert inventory.upos_of("Run") == "NOUN"  # exact case wins
    assert inventory.upos_of("RUN") == "VERB"  # lowercase: 'run' VERB x2 vs NOUN x1
    assert inventory.upos_of("CAT") == "NOUN"
    assert inventory.upos_of("dog") is None


def test_load_inventory_reads_a_file_once(tmp_path: Path) -> None:
    path = tmp_path / "tiny.conllu"
    path.write_text(TINY, encoding="utf-8")
    first = load_inventory(str(path), language="en")
    path.write_text("", encoding="utf-8")  # a second read would see no words
    assert load_inventory(str(path), language="en") is first
    assert first.source == str(path)


@pytest.mark.parametrize(
    ("language", "setting"), [("en", "PSEUDOWEB_UD_EN"), ("sv", "PSEUDOWEB_UD_SV")]
)
def test_missing_treebank_names_the_setting(
    tmp_path: Path, language: str, setting: str
) -> None:
    with pytest.raises(EngineError) as raised:
        load_inventory(str(tmp_path / "nope.conllu"), language=language)
    assert raised.value.setting == setting
    assert setting in str(raised.value)


def test_unset_treebank_names_the_setting() -> None:
    with pytest.raises(EngineError) as raised:
        load_inventory("", language="sv")
    assert raised.value.setting == "PSEUDOWEB_UD_SV"


@pytest.mark.parametrize("language", ["en", "sv"])
def test_pud_inventory_covers_the_usual_tags(
    language: str, request: pytest.FixtureRequest
) -> None:
    path = request.getfixturevalue(f"ud_{language}")
    inventory = load_inventory(str(path), language=language)
    assert len(inventory.forms) > 5000
    for upos in ("NOUN", "PROPN", "VERB", "ADJ", "NUM", "PUNCT"):
        assert len(inventory.forms_by_upos[upos]) > 5
    assert len(set(inventory.forms)) == len(inventory.forms)
