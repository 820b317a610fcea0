"""What the blind review of the nineteenth held-out corpora and the last rounds' open
errors found (issue 19, stop 40): "Loxton" became "Renmark West" in a story that
also names Renmark, and two reviewers read the new town as the old one (OVERLAP)."""

from __future__ import annotations

from generation.engines.surrogate import SurrogateGenerator, SurrogateMemory


def test_a_surrogate_holds_no_word_that_is_another_original() -> None:
    memory = SurrogateMemory(originals=frozenset({"Renmark", "Loxton", "Stockholm"}))
    generator = SurrogateGenerator(seed=1, k=3, memory=memory)
    accept = generator._acceptable
    assert not accept("Loxton", "Renmark West", primary=True, category="LOC")
    assert accept("Loxton", "Berri West", primary=True, category="LOC")
    # the original's own kind word and words that are not names stay possible
    assert accept("Loxton Council", "Barmera Council", primary=True, category="ORG")
    # an alternative is not the surrogate: no original is read into it
    assert accept("Loxton", "Renmark West", primary=False, category="LOC")
    kept = SurrogateMemory(
        originals=frozenset({"Stockholm"}), keep=frozenset({"Stockholm"})
    )
    keeping = SurrogateGenerator(seed=1, k=3, memory=kept)
    # an original every generator keeps (a public name) may stand in a surrogate
    assert keeping._acceptable(
        "Uppsala universitet", "Stockholm universitet", primary=True, category="ORG"
    )
