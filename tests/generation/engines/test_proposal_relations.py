"""Proposals for what held between spans and no longer holds between candidates."""

from __future__ import annotations

from generation.engines.proposals import NO_ERROR
from tests.generation.engines.test_proposals import _propose


def test_a_range_that_runs_backwards_is_contradictory() -> None:
    text = "She was on the ward between 18 and 22 September."
    got = _propose(
        text, [("18", "23", "DATETIME"), ("22 September", "12 November", "DATETIME")]
    )
    assert got["22 September"].tag == "SEM:CONTRADICTORY"
    assert "backwards" in got["22 September"].evidence[0]
    kept = _propose(
        text, [("18", "8", "DATETIME"), ("22 September", "12 November", "DATETIME")]
    )
    assert kept["22 September"].tag == NO_ERROR


def test_a_span_of_years_that_runs_backwards_is_contradictory() -> None:
    text = "Agnieszka Nowak, teacher, 1942-2023"
    got = _propose(text, [("1942", "1990", "DATETIME"), ("2023", "1985", "DATETIME")])
    assert got["2023"].tag == "SEM:CONTRADICTORY"


def test_an_age_the_years_no_longer_give_is_contradictory() -> None:
    text = "Nowak, 1942-2023. She died aged 81 in Chester."
    pairs = [("1942", "1944", "DATETIME"), ("2023", "2025", "DATETIME")]
    wrong = _propose(text, [*pairs, ("81", "93", "DATETIME")])
    assert wrong["81"].tag == "SEM:CONTRADICTORY"
    assert "1944" in wrong["81"].evidence[0]
    right = _propose(text, [*pairs, ("81", "81", "DATETIME")])
    assert right["81"].tag != "SEM:CONTRADICTORY"


def test_an_age_without_years_to_check_it_is_left_alone() -> None:
    got = _propose("He is 38 and lives in Ilford.", [("38", "47", "DATETIME")])
    assert got["38"].tag == NO_ERROR


def test_a_season_turned_to_its_opposite_is_contradictory() -> None:
    text = "The first winter was brutal. Under sommaren badar vi."
    got = _propose(text, [("winter", "summer", "DATETIME")])
    assert got["winter"].tag == "SEM:CONTRADICTORY"
    near = _propose(text, [("winter", "spring", "DATETIME")])
    assert near["winter"].tag == NO_ERROR
    swedish = _propose(text, [("sommaren", "vintern", "DATETIME")], "sv")
    assert swedish["sommaren"].tag == "SEM:CONTRADICTORY"


def test_a_nationality_that_left_its_towns_country_is_contradictory() -> None:
    text = "She taught Polish for years. Born in Gdańsk, she came to Britain."
    wrong = _propose(text, [("Polish", "Slovak", "DEM"), ("Gdańsk", "Cracow", "LOC")])
    assert wrong["Polish"].tag == "SEM:CONTRADICTORY"
    assert "Cracow" in wrong["Polish"].evidence[0]
    moved = _propose(
        text, [("Polish", "Slovak", "DEM"), ("Gdańsk", "Bratislava", "LOC")]
    )
    assert moved["Polish"].tag == NO_ERROR


def test_a_body_or_town_that_holds_a_name_is_not_a_person() -> None:
    got = _propose(
        "He worked at Pennine Housing Group in Tunbridge Wells.",
        [
            ("Pennine Housing Group", "Bradley Housing Group", "ORG"),
            ("Tunbridge Wells", "Stoke Ferry", "LOC"),
        ],
    )
    assert got["Pennine Housing Group"].tag == NO_ERROR
    assert got["Tunbridge Wells"].tag == NO_ERROR
    person = _propose("He joined Rovers.", [("Rovers", "Emily Christensen", "ORG")])
    assert person["Rovers"].tag == "SEM:CATEGORY"
