"""What reading the ninth held-out corpora's proposals found (issue 19, stop 35): a
firm's trade replaced by a surname ("Lagan Valley Removals Ltd" -> "Bass Valley Mann
Ltd", "Halmstads Trafikskola AB" -> "Halmstads Ottosson AB", the town kept); a
venue's kind word lost ("Rusksele bygdegård" -> "Stehag"); an event's head noun
invented and its year thrown far ("Eldoret City Marathon 2026" -> "Sodo City
Gaxbepon 4199")."""

from __future__ import annotations

import pytest

from generation.engines.surrogate.lexicon import common_words
from tests.generation.engines.marked import pairs


@pytest.mark.parametrize("seed", range(4))
def test_a_firms_trade_stays_before_its_legal_form(seed):
    [(_, new, _)] = pairs("en", "Quote from [Lagan Valley Removals Ltd|ORG].", seed)
    assert new.endswith(" Valley Removals Ltd") and not new.startswith("Lagan ")


@pytest.mark.parametrize("seed", range(4))
def test_a_swedish_firms_town_becomes_another_towns_genitive(seed):
    [(_, new, _)] = pairs("sv", "Intyg från [Halmstads Trafikskola AB|ORG].", seed)
    town, trade, form = new.rsplit(" ", 2)
    assert (trade, form) == ("Trafikskola", "AB")
    assert town != "Halmstads" and town.endswith(("s", "x", "z"))


def test_a_towns_genitive_is_no_ordinary_word():
    assert "halmstads" not in common_words()


@pytest.mark.parametrize("seed", range(4))
def test_a_swedish_venue_keeps_its_kind_word(seed):
    found = pairs(
        "sv", "Årsmötet i [Rusksele bygdegård|LOC], fikat på [Fittja gård|LOC].", seed
    )
    (_, hall, _), (_, farm, _) = found
    assert hall.endswith(" bygdegård") and not hall.startswith("Rusksele")
    assert farm.endswith(" gård") and not farm.startswith("Fittja")


@pytest.mark.parametrize("seed", range(4))
def test_an_events_head_noun_stays_and_its_year_moves_with_the_dates(seed):
    (_, race, _), (_, when, _) = pairs(
        "en",
        "Results of the [Eldoret City Marathon 2026] held in [May 2026|DATETIME].",
        seed,
    )
    assert race.endswith(" City Marathon " + when[-4:]) and not race.startswith(
        "Eldoret"
    )
    assert when[-4:] in ("2024", "2025")


# ------------------------------------------------------------------ people


@pytest.mark.parametrize("seed", range(6))
def test_a_couples_title_gives_no_gender_to_the_name_after_it(seed):
    """'Dear [Mr. and Mrs. Alvarez-Kim], [Mateo] has ...': "Mrs." was read as
    the word before "Mateo", who became "Esther" while his full name became
    "Aldo Lozada-Pantoja"."""
    found = pairs(
        "en",
        "Swimmer: [Mateo Alvarez-Kim|PERSON]. Dear [Mr. and Mrs. Alvarez-Kim|PERSON], "
        "[Mateo|PERSON] has had a great session. He missed two lessons.",
        seed,
    )
    (_, full, _), (_, couple, _), (_, alone, _) = found
    assert full.split()[0] == alone
    assert couple.startswith("Mr. and Mrs. ") and couple.endswith(full.split()[-1])


@pytest.mark.parametrize("seed", range(4))
def test_a_nickname_in_quotes_keeps_the_name_around_it_one_persons(seed):
    (_, full, why), (_, alone, _) = pairs(
        "en",
        'With [Desmond "Bigga" Francis|PERSON]. On Tuesday [Desmond|PERSON] talks.',
        seed,
    )
    given, nickname, surname = full.split(" ")
    assert given == alone and given != "Desmond" and surname != "Francis"
    assert nickname.startswith('"') and nickname.endswith('"') and nickname != '"Bigga"'
    assert "nickname" in why


@pytest.mark.parametrize("seed", range(3))
def test_a_stage_title_stays_a_title(seed):
    [(_, new, _)] = pairs("en", "Music with [DJ Kemzy|PERSON] tonight.", seed)
    assert new.startswith("DJ ") and new != "DJ Kemzy"


# --------------------------------------------------------------- everyday kinds


@pytest.mark.parametrize("seed", range(4))
def test_instruments_genres_breeds_and_named_diseases_keep_their_kind(seed):
    from generation.engines.surrogate.lexicon import kinds

    lex = kinds()
    found = pairs(
        "en",
        "She plays the [violin], loves [reggae], walks her [cockapoo] and has "
        "[type 2 diabetes].",
        seed,
    )
    for (old, new, _), kind in zip(
        found, ("instrument", "music_genre", "dog_breed", "named_disease"), strict=True
    ):
        assert new in lex.words[(kind, "en")] and new != old


@pytest.mark.parametrize("seed", range(4))
def test_a_swedish_compound_no_list_knows_becomes_one_of_the_same_head(seed):
    [(_, new, why)] = pairs("sv", "Vi ses på [släktträffen] i juli.", seed)
    [(_, other, _)] = pairs("sv", "Vi ses på [släktträff] i juli.", seed)
    assert other.endswith("träff") and other != "släktträff" and "same head" in why


@pytest.mark.parametrize("seed", range(3))
def test_a_web_address_with_digits_keeps_its_reserved_domain(seed):
    [(_, new, why)] = pairs("en", "Listen at [mcr973.example/live|CODE].", seed)
    assert new.endswith(".example/live") and "web address" in why


@pytest.mark.parametrize("seed", range(4))
def test_an_age_after_turns_stays_a_human_age(seed):
    [(_, new, why)] = pairs(
        "en", "Mother Iris, who turns [100|DATETIME] on Friday.", seed
    )
    assert 90 <= int(new) <= 110 and "age" in why


@pytest.mark.parametrize("seed", range(4))
def test_a_programmes_title_of_everyday_words_keeps_its_topic(seed):
    """ "Health Corner" became "Madame Bovary": a radio slot is no famous work."""
    found = pairs("en", "Listen to [Health Corner] and [Church Notes] at noon.", seed)
    (_, health, why), (_, church, _) = found
    assert health.startswith("Health ") and health != "Health Corner"
    assert church.startswith("Church ") and church != "Church Notes"
    assert "title" in why


@pytest.mark.parametrize("seed", range(3))
def test_the_trade_of_a_club_stays(seed):
    [(_, new, _)] = pairs(
        "en", "Join the [Huon Valley Beekeepers Association|ORG] now.", seed
    )
    assert new.endswith(" Valley Beekeepers Association") and "Huon" not in new
