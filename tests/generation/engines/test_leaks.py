"""The leak scan: what of the originals stands in a pseudonymized text outside the
spans it replaced, in each form annotators miss, and what it must not report."""

from __future__ import annotations

from generation.engines.leaks import (
    OTHER_DOCUMENT,
    PART,
    WHOLE,
    LeakScanner,
    Original,
)


def _scan(originals, text, replaced=(), document=1, keep=(), language="en"):
    scanner = LeakScanner(originals, keep=keep)
    return scanner.scan(document, text, list(replaced), language)


def _found(scan):
    return [(f.text, f.kind) for f in scan.findings]


NADIR = Original("Nadir Kalkan", "PER", "PERSON", document=1, span=10)


def test_a_surname_alone_after_the_full_name_is_found() -> None:
    text = "Mr Ali Demir met the press. Later Kalkan said nothing."
    # "Ali Demir" replaced "Nadir Kalkan"; the second mention was never annotated
    got = _scan([NADIR], text, replaced=[(3, 12)])
    assert _found(got) == [("Kalkan", PART)]
    finding = got.findings[0]
    assert text[finding.start : finding.end] == "Kalkan"
    assert (finding.original, finding.label) == ("Nadir Kalkan", "PER")
    assert finding.span == 10


def test_the_whole_original_possessives_and_swedish_genitives_are_found() -> None:
    text = "Nadir Kalkan's lawyer spoke. Kalkan’s wife did not."
    assert _found(_scan([NADIR], text)) == [
        ("Nadir Kalkan's", WHOLE),
        ("Kalkan’s", PART),
    ]
    eva = Original("Eva Lindqvist", "namn", "PERSON", document=1)
    swedish = "Enligt Lindqvists förslag flyttas simundervisningen."
    assert _found(_scan([eva], swedish, language="sv")) == [("Lindqvists", PART)]


def test_a_name_inside_an_address_or_handle_is_found() -> None:
    adaeze = Original("Adaeze Okafor", "who", "PERSON", document=1)
    text = "Write to adaeze.okafor@example.com or @okaforadaeze on the forum."
    got = _found(_scan([adaeze], text))
    assert ("adaeze", PART) in got and ("okafor", PART) in got
    # run together in @okaforadaeze
    assert any(found == "okafor" for found, _ in got[2:])


def test_case_and_diacritics_are_folded() -> None:
    agnieszka = Original("Agnieszka Wójcik", "PER", "PERSON", document=1)
    got = _scan([agnieszka], "A letter from WOJCIK arrived; Wojcik signed it.")
    assert _found(got) == [("WOJCIK", PART), ("Wojcik", PART)]


def test_a_place_named_again_in_the_other_language_is_found() -> None:
    copenhagen = Original("Köpenhamn", "LOC", "LOC", document=1)
    germany = Original("Tyskland", "LOC", "LOC", document=1)
    text = "They moved from Germany to Copenhagen in May."
    assert _found(_scan([copenhagen, germany], text)) == [
        ("Germany", WHOLE),
        ("Copenhagen", WHOLE),
    ]


def test_another_documents_original_counts_too() -> None:
    other = Original("Hussein Al-Jabouri", "PER", "PERSON", document=2)
    got = _scan([other], "Today Hussein Al-Jabouri was not in the room.", document=1)
    assert _found(got) == [("Hussein Al-Jabouri", OTHER_DOCUMENT)]


def test_long_numbers_count_by_their_digits_and_years_do_not() -> None:
    originals = [
        Original("19420315-4417", "ID", "CODE", document=1),
        Original("070-174 06 05", "phone", "MISC", document=1),
        Original("1942", "date", "DATETIME", document=1),
        Original("Tuesday", "date", "DATETIME", document=1),
    ]
    text = "Born in 1942 (194203154417), call 070 174 06 05 on Tuesday."
    got = _found(_scan(originals, text))
    assert got == [("194203154417", WHOLE), ("070 174 06 05", WHOLE)]


def test_what_was_replaced_is_not_reported() -> None:
    text = "Nadir Kalkan was kept by the curator."
    assert _found(_scan([NADIR], text, replaced=[(0, 12)])) == []


def test_the_keep_list_and_no_mask_originals_are_exempt_and_counted() -> None:
    palme = Original("Olof Palme", "PER", "PERSON", document=1, exempt="NO_MASK")
    got = _scan([palme], "Olof Palme and the Riksdag.", keep=["Riksdag"])
    assert got.findings == []
    assert got.exempt == {"NO_MASK": 1, "keep-list": 1}


def test_an_ordinary_word_is_reported_only_where_it_is_a_name() -> None:
    hope = Original("Hope Mensah", "PER", "PERSON", document=1)
    may = Original("Theresa May", "PER", "PERSON", document=1)
    quiet = "We hope for rain. Hope is a good thing. It rained in May."
    assert _found(_scan([hope, may], quiet)) == []
    named = "The report that Hope wrote. Hope Mensah's reply came in May."
    assert _found(_scan([hope, may], named)) == [
        ("Hope", PART),
        ("Hope Mensah's", WHOLE),
    ]
    swedish_hope = "Vi träffade Hope i går."
    assert _found(_scan([hope], swedish_hope, language="sv")) == [("Hope", PART)]


def test_words_of_a_description_are_not_parts() -> None:
    official = Original(
        "the official representative of the Central Chinese government",
        "other",
        "MISC",
        document=1,
    )
    text = "The official said the government would answer."
    assert _found(_scan([official], text)) == []


# --- The same forms in Swedish ------------------------------------------------------


ASA = Original("Åsa Öberg", "namn", "PERSON", document=1, span=7)


def test_swedish_a_surname_alone_and_its_genitive_are_found() -> None:
    text = "Lena Ek kom sent. Enligt Öberg var mötet inställt; Öbergs bil stod kvar."
    got = _scan([ASA], text, replaced=[(0, 7)], language="sv")
    assert _found(got) == [("Öberg", PART), ("Öbergs", PART)]


def test_swedish_names_in_an_address_written_without_å_ä_ö_are_found() -> None:
    text = "Skriv till asa.oberg@example.se eller @obergasa på forumet."
    got = _found(_scan([ASA], text, language="sv"))
    assert ("asa", PART) not in got  # three letters: only with a separator
    assert ("oberg", PART) in got
    assert got.count(("oberg", PART)) == 2  # also run together in @obergasa


def test_swedish_letters_are_not_folded_into_other_words() -> None:
    las = Original("Las", "lag", "MISC", document=1)
    assert _found(_scan([las], "Läs mer om Las här.", language="sv")) == [
        ("Las", WHOLE)
    ]


def test_swedish_a_place_in_the_other_language_and_another_document() -> None:
    copenhagen = Original("Copenhagen", "ort", "LOC", document=2)
    got = _scan([copenhagen], "De flyttade till Köpenhamn i maj.", language="sv")
    assert _found(got) == [("Köpenhamn", OTHER_DOCUMENT)]


def test_swedish_numbers_count_by_their_digits() -> None:
    pnr = Original("19420315-4417", "pnr", "CODE", document=1)
    phone = Original("070-174 06 05", "tel", "MISC", document=1)
    text = "Personnummer 194203154417, ring 0701740605 eller 070 174 06 05 år 1942."
    got = _found(_scan([pnr, phone], text, language="sv"))
    assert got == [
        ("194203154417", WHOLE),
        ("0701740605", WHOLE),
        ("070 174 06 05", WHOLE),
    ]


def test_swedish_ordinary_words_stay_ordinary() -> None:
    finn = Original("Finn Juhl", "namn", "PERSON", document=1)
    mitt = Original("Mitt Romney", "namn", "PERSON", document=1)
    quiet = "Finns det någon väg? – Mitt enda mål var att vinna. Det finns mer."
    assert _found(_scan([finn, mitt], quiet, language="sv")) == []
    named = "Vi pratade med Finn i går, och Juhl svarade."
    assert _found(_scan([finn, mitt], named, language="sv")) == [
        ("Finn", PART),
        ("Juhl", PART),
    ]


def test_an_ordinary_word_of_an_address_counts_only_in_addresses() -> None:
    mail = Original("scholarships@lakeshore-state.example", "reach", "MISC", 1)
    text = "Office of Financial Aid and Scholarships. Write to scholarships@lakeshore."
    got = _found(_scan([mail], text))
    # the ones in the address only
    assert got == [("scholarships", PART), ("lakeshore", PART)]
