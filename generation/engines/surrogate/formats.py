"""Numbers, dates and codes: surrogates that keep the original's format.

* Numbers keep their digit count, separators and decimals, and move by up to about a
  third; number words stay words ("five" -> "seven", "fem" -> "sju").
* Dates move by the project's offset in days, which is more than a year and not a whole
  number of weeks, so a surrogate date never equals its original; weekdays move with
  it, and every part is written back as the original wrote it.
* Codes keep their shape (digits for digits, letters for letters, separators kept);
  Swedish personal identity numbers and IBANs get valid check digits, e-mail
  addresses and URLs keep their structure.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Sequence
from datetime import date, timedelta

from .rng import Rng
from .text import copy_case

# --------------------------------------------------------------------------- numbers

NUMBER_WORDS = {
    "en": {
        "one": 1,
        "two": 2,
        "three": 3,
        "four": 4,
        "five": 5,
        "six": 6,
        "seven": 7,
        "eight": 8,
        "nine": 9,
        "ten": 10,
        "eleven": 11,
        "twelve": 12,
        "thirteen": 13,
        "fourteen": 14,
        "fifteen": 15,
        "sixteen": 16,
        "seventeen": 17,
        "eighteen": 18,
        "nineteen": 19,
        "twenty": 20,
        "thirty": 30,
        "forty": 40,
        "fifty": 50,
        "sixty": 60,
        "seventy": 70,
        "eighty": 80,
        "ninety": 90,
        "hundred": 100,
    },
    "sv": {
        "en": 1,
        "ett": 1,
        "två": 2,
        "tre": 3,
        "fyra": 4,
        "fem": 5,
        "sex": 6,
        "sju": 7,
        "åtta": 8,
        "nio": 9,
        "tio": 10,
        "elva": 11,
        "tolv": 12,
        "tretton": 13,
        "fjorton": 14,
        "femton": 15,
        "sexton": 16,
        "sjutton": 17,
        "arton": 18,
        "nitton": 19,
        "tjugo": 20,
        "trettio": 30,
        "fyrtio": 40,
        "femtio": 50,
        "sextio": 60,
        "sjuttio": 70,
        "åttio": 80,
        "nittio": 90,
        "hundra": 100,
    },
}
WORDS_OF_NUMBER = {
    lang: {value: word for word, value in table.items() if word not in ("en",)}
    for lang, table in NUMBER_WORDS.items()
}
_SMALL = {
    lang: [v for v in words if v <= 20] for lang, words in WORDS_OF_NUMBER.items()
}
_NUMBER = re.compile(r"\d+(?:[ ,.\u00a0\u202f']\d+)*")
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def _near_value(value: int, digits: int, rng: Rng) -> int:
    """Another value of the same number of digits, within about a third of ``value``."""
    low_bound = 10 ** (digits - 1) if digits > 1 else 0
    high_bound = 10**digits - 1
    if value < 10:
        choices = [v for v in range(max(1, value - 3), value + 4) if v != value]
        choices = [v for v in choices if low_bound <= v <= high_bound] or [
            v for v in range(1, 10) if v != value
        ]
        return rng.choice(choices)
    span = max(1, value // 3)
    for _ in range(20):
        candidate = value + rng.randint(-span, span)
        if candidate != value and low_bound <= candidate <= high_bound:
            return candidate
    return low_bound + (
        value - low_bound + 1 + rng.randrange(high_bound - low_bound)
    ) % (high_bound - low_bound + 1)


def _replace_digits(template: str, value: int, width: int) -> str:
    digits = str(value).zfill(width)
    it = iter(digits)
    return "".join(next(it) if c.isdigit() else c for c in template)


def shift_number_token(token: str, rng: Rng, *, cap_100: bool = False) -> str:
    """``token`` (digits with separators) as another number of the same shape."""
    raw = "".join(c for c in token if c.isdigit())
    value = int(raw)
    leading_zero = raw[0] == "0" and len(raw) > 1
    if leading_zero and len(token) > 1 and not token[1].isdigit():
        # 0.25, 0,5: the integer stays 0 and the decimals move
        decimals = len(raw) - 1
        new = rng.randrange(1, 10**decimals)
        while new == value:
            new = rng.randrange(1, 10**decimals)
        return _replace_digits(token, new, len(raw))
    if leading_zero:
        new = rng.randrange(10 ** len(raw))
        while new == value:
            new = rng.randrange(10 ** len(raw))
        return _replace_digits(token, new, len(raw))
    zeros = len(raw) - len(raw.rstrip("0")) if value else 0
    if zeros and len(raw) > 2:
        # a round number stays round: 31.000 -> 24.000, 40,000,000 -> 30,000,000
        zeros = min(zeros, len(raw) - 1)
        head = value // 10**zeros
        new = _near_value(head, len(raw) - zeros, rng) * 10**zeros
    else:
        new = _near_value(value, len(raw), rng)
    if cap_100 and value <= 100 < new:
        new = max(1, value - max(1, value // 4))
        if len(str(new)) < len(raw) and token.isdigit():
            return str(new)
    return _replace_digits(token, new, len(raw))


def replace_numbers(
    text: str, language: str, rng: Rng, *, year_shift: int = 0
) -> tuple[str, bool]:
    """Every number and number word of ``text`` moved; whether any was found.

    Four-digit numbers that read as years move by ``year_shift`` (the project's date
    offset) when it is given, so "the 1992 Act" and "in 1992" stay together.
    """
    changed = False

    def number(match: re.Match[str]) -> str:
        nonlocal changed
        token = match.group(0)
        changed = True
        # a year is written without a group separator: "1 800 kr" is an amount
        if year_shift and re.fullmatch(r"1[6-9]\d\d|20\d\d", token):
            return str(int(token) + year_shift)
        after = text[match.end() : match.end() + 2]
        return shift_number_token(token, rng, cap_100="%" in after)

    out = _NUMBER.sub(number, text)
    words = NUMBER_WORDS.get(language, {})

    def compound(match: re.Match[str]) -> str:
        # "twenty-three", "Twenty three", "tjugotre": one number, written back alike
        nonlocal changed
        tens_word, separator, unit_word = match.group(1), match.group(2), match.group(3)
        value = words[tens_word.lower()] + words[unit_word.lower()]
        new = _near_value(value, 2, rng)
        tens, units = new - new % 10, new % 10
        table = WORDS_OF_NUMBER[language]
        if new <= 20:
            written = table[new]
        else:
            written = table[tens] + (separator + table[units] if units else "")
        changed = True
        compounds.append(copy_case(tens_word, written))
        return f"\x00{len(compounds) - 1}\x00"

    compounds: list[str] = []

    if words:
        tens = "|".join(
            w for w, v in words.items() if v >= 20 and v % 10 == 0 and v < 100
        )
        units = "|".join(w for w, v in words.items() if 1 <= v <= 9 and w != "en")
        joiner = "(-| )" if language == "en" else "()"
        out = re.sub(
            rf"\b({tens}){joiner}({units})\b", compound, out, flags=re.IGNORECASE
        )

    def word(match: re.Match[str]) -> str:
        nonlocal changed
        token = match.group(0)
        lowered = token.lower()
        if language == "en" and "-" not in lowered:
            pass
        value = words.get(lowered)
        if value is None:
            return token
        if language == "sv" and lowered in ("en", "ett"):
            return token  # also the indefinite article: leave it
        changed = True
        return copy_case(token, _other_number_word(value, language, rng))

    out = _WORD.sub(word, out)
    for index, written in enumerate(compounds):
        out = out.replace(f"\x00{index}\x00", written)
    return out, changed


def _other_number_word(value: int, language: str, rng: Rng) -> str:
    table = WORDS_OF_NUMBER[language]
    if value <= 20:
        choices = [v for v in _SMALL[language] if v != value and abs(v - value) <= 3]
        choices = [v for v in choices if v > 1] or [
            v for v in _SMALL[language] if v != value
        ]
        return table[rng.choice(choices)]
    tens = [v for v in table if v >= 20 and v != value and abs(v - value) <= 30]
    return table[rng.choice(tens or [v for v in table if v != value])]


# ----------------------------------------------------------------------------- dates

MONTHS = {
    "en": [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
    "sv": [
        "januari",
        "februari",
        "mars",
        "april",
        "maj",
        "juni",
        "juli",
        "augusti",
        "september",
        "oktober",
        "november",
        "december",
    ],
}
WEEKDAYS = {
    "en": [
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
    ],
    "sv": ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"],
}
SEASONS = {
    "en": ["spring", "summer", "autumn", "winter"],
    "sv": ["våren", "sommaren", "hösten", "vintern"],
}

# name (folded, also 3-letter abbreviations) -> (language, month number 1-12)
_MONTH_OF: dict[str, tuple[str, int]] = {}
for _lang, _names in MONTHS.items():
    for _i, _name in enumerate(_names, 1):
        _MONTH_OF.setdefault(_name.lower(), (_lang, _i))
        _MONTH_OF.setdefault(_name.lower()[:3], (_lang, _i))
_MONTH_OF["sept"] = ("en", 9)
_FULL_MONTHS = {m.lower() for names in MONTHS.values() for m in names}
# weekday (folded) -> (language, index 0-6 from Monday)
_WEEKDAY_STEM: dict[str, tuple[str, int]] = {
    name.lower(): (lang, i)
    for lang, names in WEEKDAYS.items()
    for i, name in enumerate(names)
}
# Abbreviations are read as weekdays only before a date ("Wed 17 Jan 2024").
_WEEKDAY_ABBR: dict[str, tuple[str, int]] = {
    **{a: ("en", i) for i, a in enumerate("mon tue wed thu fri sat sun".split())},
    **{"tues": ("en", 1), "thur": ("en", 3), "thurs": ("en", 3)},
    **{a: ("sv", i) for i, a in enumerate("mån tis ons tors fre lör sön".split())},
}
WEEKDAY_ABBREVIATIONS = {
    "en": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    "sv": ["mån", "tis", "ons", "tors", "fre", "lör", "sön"],
}
# A weekday's endings: English plural; Swedish "i tisdags", "tisdagen", "tisdagar",
# and its compounds with a time of day ("tisdagskvällen", "söndagsmorgon").
_WEEKDAY_SUFFIX = (
    r"s(?:morgon|förmiddag|eftermiddag|kväll|natt|lunch)(?:en)?|arna|ens|en|ar|s"
)
HOUR_WORDS = {
    "en": "one two three four five six seven eight nine ten eleven twelve".split(),
    "sv": "ett två tre fyra fem sex sju åtta nio tio elva tolv".split(),
}
_ORDINAL_WORDS = {
    "en": ["first", "second", "third", "fourth"],
    "sv": ["första", "andra", "tredje", "fjärde"],
    "num": ["1st", "2nd", "3rd", "4th"],
}

_MONTH_RE = "|".join(sorted((re.escape(m) for m in _MONTH_OF), key=len, reverse=True))
_ORD = r"(?:st|nd|rd|th|:e|:a)?"
# A date that follows a weekday: "Thursday 9 November", "torsdagen den 14 mars"
_DATE_AHEAD = (
    rf"(?:\d{{1,2}}{_ORD}\.?\s+(?:{_MONTH_RE})(?![^\W\d_])"
    rf"|\d{{1,2}}[./]\d{{1,2}}[./]\d{{2,4}}|\d{{4}}-\d{{1,2}}-\d{{1,2}}"
    rf"|(?:{_MONTH_RE})\.?\s+\d{{1,2}}(?!\d))"
)
_RANGE_JOIN = r"(?:\s*[–—-]\s*|\s+(?:to|and|until|till|through|och)\s+)"
_HOURS = "|".join(HOUR_WORDS["en"])
_SV_HOURS = "|".join(HOUR_WORDS["sv"])
# An amount is no clock time and no year: "$29.95", "£31.60", "€1985", "12.50 kr"
# were read as times (hour 29) and moved by an hour.
_NO_MONEY = r"(?<![$£€¥₹₦₩₱₽₪₫฿¢][\s\d])(?<![$£€¥₹₦₩₱₽₪₫฿¢])"
_NOT_MONEY_AFTER = r"(?!\s*(?:kr\b|kronor|SEK|EUR|USD|GBP|euro|€|\$|£))"
_DATE_SOURCE = rf"""
    (?P<iso>\b(?P<iy>\d{{4}})-(?P<im>\d{{1,2}})-(?P<id>\d{{1,2}})\b)
  | (?P<num>\b(?P<nd>\d{{1,2}})(?P<ns>[./])(?P<nm>\d{{1,2}})(?P=ns)
        (?P<ny>\d{{4}}|\d{{2}})\b)
  | (?P<range>\b(?P<rd>\d{{1,2}}{_ORD})(?={_RANGE_JOIN}(?:den\s+|the\s+)?
        (?P<re>\d{{1,2}}){_ORD}\.?\s+(?P<rm>{_MONTH_RE})\.?(?![^\W\d_])
        (?:,?\s+(?P<ry>\d{{4}})\b)?))
  | (?P<dmy>\b(?P<dd>\d{{1,2}})(?P<ddo>{_ORD})\.?\s+(?P<dm>(?:{_MONTH_RE}))\.?
        (?![^\W\d_])(?:,?\s+(?P<dy>\d{{4}})\b)?)
  | (?P<mdy>\b(?P<mm>(?:{_MONTH_RE}))\.?\s+(?P<md>\d{{1,2}})(?P<mdo>{_ORD})\b(?!\d)
        (?:{_RANGE_JOIN}(?P<me>\d{{1,2}})(?P<meo>{_ORD})\b(?!\d|[.:/]\d))?
        (?:,?\s+(?P<my>\d{{4}})\b)?)
  | (?P<my2>\b(?P<mo>(?:{_MONTH_RE}))\.?\s+(?P<yo>\d{{4}})\b)
  | (?P<decade>\b(?P<dc>1[6-9]\d0|20\d0)(?P<dcs>s|-talet|-tal|-talets)\b)
  | (?P<year>{_NO_MONEY}\b(?P<yy>1[6-9]\d\d|20\d\d)\b)
  | (?P<week>\b(?:vecka|veckan|week|wk|v\.?)\s*(?P<wkn>\d{{1,2}})\b(?![.:]\d))
  | (?P<quarter>\b(?:(?P<qw>first|second|third|fourth|1st|2nd|3rd|4th|första|andra|
        tredje|fjärde)(?=\s+(?:quarter|kvartalet|kvartal)\b)|Q(?P<qd>[1-4])\b))
  | (?P<month>\b(?P<mw>(?:{_MONTH_RE}))\b)
  | (?P<time>{_NO_MONEY}\b(?P<th>[01]?\d|2[0-4])(?:[.:](?P<tm>[0-5]\d))?\s*
        (?P<tap>a\.m\.|p\.m\.|am|pm)
        |{_NO_MONEY}\b(?P<th2>[01]?\d|2[0-4])[.:](?P<tm2>[0-5]\d)\b{_NOT_MONEY_AFTER})
  | (?P<clock>\b(?:(?<=\bpast\s)|(?<=\bto\s))(?P<ch>{_HOURS}|midnight|noon|midday)\b
        |\b(?P<ch2>{_HOURS})(?=\s+o'clock\b)|\b(?P<ch3>midnight|noon|midday)\b)
  | (?P<klocka>\b(?:(?<=\bhalv\s)|(?<=\növer\s)|(?<=\bkvart\si\s)|(?<=\bfem\si\s)
        |(?<=\btio\si\s))(?P<kh>{_SV_HOURS})\b
        |(?<=\bklockan\s)(?P<kh2>{_SV_HOURS})\b|\b(?P<kh3>midnatt)(?P<khs>en)?\b)
  | (?P<weekday>\b(?:(?P<wd>{"|".join(_WEEKDAY_STEM)})(?P<wsuf>{_WEEKDAY_SUFFIX})?\b
        |(?P<wab>{"|".join(_WEEKDAY_ABBR)})\b\.?)
        (?P<wdate>(?=,?\s+(?:the\s+|den\s+)?{_DATE_AHEAD}))?)
    """
DATE_PATTERN = re.compile(_DATE_SOURCE, re.IGNORECASE | re.VERBOSE)


def weekdays_only(text: str) -> bool:
    """Whether the only dates ``text`` names are weekdays without a date ("i
    söndags", "last Monday", "Tuesdays and Thursdays")."""
    found = False
    for match in DATE_PATTERN.finditer(text):
        if match.group("weekday") is None or match.group("wdate") is not None:
            return False
        found = True
    return found


# A weekday before a date, as a span of its own kind writes it ("Sat 24/08/2024",
# "Friday, 12 July 2024", "torsdagen den 14 mars"): what is left is the date.
LEADING_WEEKDAY = re.compile(
    rf"^(?:{'|'.join(_WEEKDAY_STEM)})(?:{_WEEKDAY_SUFFIX})?\b\.?,?\s+(?:den\s+|the\s+)?"
    rf"|^(?:{'|'.join(_WEEKDAY_ABBR)})\b\.?,?\s+",
    re.IGNORECASE,
)
# The same without the rare forms (ranges, weeks, quarters, clock times in words),
# for a text with no word of them: each form is tried at every character.
_RARE_FORMS = ("range", "week", "quarter", "clock", "klocka")
_COMMON_DATE_PATTERN = re.compile(
    "\n  | ".join(
        part
        for part in _DATE_SOURCE.split("\n  | ")
        if not any(part.lstrip().startswith(f"(?P<{n}>") for n in _RARE_FORMS)
    ),
    re.IGNORECASE | re.VERBOSE,
)
_RARE_HINT = re.compile(
    r"\d\s*[–—-]|\b(?:to|and|och|until|till|through|past|vecka|veckan|week|wk|v|"
    r"quarter|kvartal|kvartalet|q[1-4]|o'clock|midnight|noon|midday|halv|kvart|"
    r"klockan|över|midnatt)\b",
    re.IGNORECASE,
)
_FIRST_YEAR = re.compile(r"\b(1[6-9]\d\d|20\d\d)\b")
# The other end of a range after a bare day ("[18] and 22 September") and the
# first end before one ("September 18 and [22]").
RANGE_AFTER = re.compile(
    rf"{_RANGE_JOIN}(?:den\s+|the\s+)?(?P<day>\d{{1,2}}){_ORD}\.?\s+"
    rf"(?P<month>{_MONTH_RE})\.?(?![^\W\d_])(?:,?\s+(?P<year>\d{{4}})\b)?",
    re.IGNORECASE,
)
RANGE_BEFORE = re.compile(
    rf"\b(?P<month>{_MONTH_RE})\.?\s+(?P<day>\d{{1,2}}){_ORD}{_RANGE_JOIN}$",
    re.IGNORECASE,
)
_SEASON_WORDS = {
    # one row per form, in the order spring, summer, autumn, winter
    "en": [
        ["spring", "summer", "autumn", "winter"],
        ["springtime", "summertime", "autumntime", "wintertime"],
    ],
    "sv": [
        ["våren", "sommaren", "hösten", "vintern"],
        ["i våras", "i somras", "i höstas", "i vintras"],
        ["vårens", "sommarens", "höstens", "vinterns"],
        ["vårvintern", "sensommaren", "senhösten", "förvintern"],
        ["i vår", "i sommar", "i höst", "i vinter"],
    ],
}
SEASONS_SV_PAST = _SEASON_WORDS["sv"][1]
_SEASON_OF: dict[str, tuple[list[str], int]] = {
    word: (row, i)
    for rows in _SEASON_WORDS.values()
    for row in rows
    for i, word in enumerate(row)
}
_SEASON_RE = re.compile(
    r"\b(?:"
    + "|".join(sorted(map(re.escape, _SEASON_OF), key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)
REFERENCE_YEAR = 2001
# Middle days of the seasons (day of the year), spring first, and the first day of
# each (meteorological) season.
_SEASON_MIDDLE = (105, 196, 288, 15)


def in_year_shift(offset_days: int) -> int:
    """How far the offset moves a date within its year (-182..182 days): the days
    left when the whole years (which move the year numbers) are taken off."""
    year_shift = round(offset_days / 365.25) or (1 if offset_days > 0 else -1)
    return round(offset_days - year_shift * 365.25)


def _season_of_day(day_of_year: int) -> int:
    month = (date(REFERENCE_YEAR, 1, 1) + timedelta(days=day_of_year % 365)).month
    return {3: 0, 4: 0, 5: 0, 6: 1, 7: 1, 8: 1, 9: 2, 10: 2, 11: 2}.get(month, 3)


def shift_season(index: int, offset_days: int) -> int:
    """The season (0 spring .. 3 winter) a season moves to: the one its middle moves
    into, but never the same nor the opposite one (a neighbour in the direction of
    the offset then)."""
    shift = in_year_shift(offset_days)
    new = _season_of_day(_SEASON_MIDDLE[index] + shift)
    if new in (index, (index + 2) % 4):
        new = (index + (1 if shift >= 0 else -1)) % 4
    return new


def year_with_weekday(
    month: int, day: int, weekday: int, near: int, years: Sequence[int] = ()
) -> int:
    """The year near ``near`` (and the document's ``years``) in which day/month
    falls on ``weekday``: "Thursday 9 November" in a text of 2023 is of 2023."""
    best: tuple[tuple[int, int], int] | None = None
    around = {y for centre in (near, *years) for y in range(centre - 7, centre + 8)}
    for year in sorted(around):
        found = _safe_date(year, month, day)
        if found is None or found.weekday() != weekday:
            continue
        score = (min((abs(year - y) for y in years), default=0), abs(year - near))
        if best is None or score < best[0]:
            best = (score, year)
    return best[1] if best else near


def range_day(
    day_text: str,
    month_text: str,
    other_day: int,
    year: int,
    offset_days: int,
    language: str = "",
    *,
    first: bool,
) -> str | None:
    """A bare day of a range moved as its other end ("[18] and 22 September"):
    a day number, with its month when the move takes it into another month than
    the other end ("30 October and 3 November"); None when it is no such day."""
    match = re.fullmatch(r"(\d{1,2})(st|nd|rd|th|:e|:a)?", day_text.strip())
    if match is None or month_text.lower().rstrip(".") not in _MONTH_OF:
        return None
    _, month = _MONTH_OF[month_text.lower().rstrip(".")]
    this = _safe_date(year, month, int(match.group(1)))
    other = _safe_date(year, month, other_day)
    if this is None or other is None or (this > other if first else this < other):
        return None
    delta = timedelta(days=offset_days)
    new, new_other = this + delta, other + delta
    pad = 2 if match.group(1).startswith("0") else 1
    text = f"{new.day:0{pad}d}{_ordinal(new.day, match.group(2) or '')}"
    if new.month != new_other.month:
        name = _month_name(month_text, new.month, language)
        text = f"{text} {name}" if first else f"{name} {text}"
    return text


def _month_name(model: str, month: int, preferred: str = "") -> str:
    language, _ = _MONTH_OF.get(model.lower().rstrip("."), ("en", 1))
    if preferred in MONTHS and preferred != language:
        # "september", "november" are English and Swedish: the document decides
        base = model.lower().rstrip(".")
        if any(m.lower().startswith(base) for m in MONTHS[preferred]):
            language = preferred
    name = MONTHS[language][month - 1]
    base = model.rstrip(".").lower()
    if base not in _FULL_MONTHS:  # an abbreviation: "Jan", "sept"
        if language == "en" and base == "sept":
            # the AP's abbreviations, whose "Sept." has four letters: "Aug.", and
            # March to July written out ("Sept. 8" moved into August was "Augu. 26")
            name = _AP_MONTHS[month - 1]
            dot = "." if model.endswith(".") and name != MONTHS["en"][month - 1] else ""
            return copy_case(model, name) + dot
        full, name = name, name[:3]
        if name == full:  # "May" has no abbreviation to mark ("Feb." -> "May.")
            return copy_case(model, name)
    return copy_case(model, name) + ("." if model.endswith(".") else "")


_AP_MONTHS = "Jan Feb March April May June July Aug Sept Oct Nov Dec".split()


def ordinal_suffix(number: int, model_suffix: str) -> str:
    """The ordinal ending of ``number`` in the style of ``model_suffix``."""
    return _ordinal(number, model_suffix)


def _ordinal(day: int, model_suffix: str) -> str:
    if not model_suffix:
        return ""
    if model_suffix in (":e", ":a"):
        return ":a" if day % 10 in (1, 2) and day not in (11, 12) else ":e"
    if day % 10 == 1 and day != 11:
        return "st"
    if day % 10 == 2 and day != 12:
        return "nd"
    if day % 10 == 3 and day != 13:
        return "rd"
    return "th"


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


# a year and the next one or two written short: "2026–27", "2025/26"
_SHORT_YEAR_RANGE = re.compile(r"\b((?:1[6-9]|20)\d\d)([–/-])(\d\d)\b(?![-/.,]?\d)")


def _follow_short_year(new: re.Match[str], old: re.Match[str] | None) -> str:
    """``new`` ("2025–27") with its short year as far after its first year as the
    original's was ("2026–27": one), when the original was such a range."""
    if old is None:
        return new.group(0)
    gap = (int(old.group(3)) - int(old.group(1))) % 100
    if not 1 <= gap <= 2 or (int(new.group(3)) - int(new.group(1))) % 100 == gap:
        return new.group(0)
    short = (int(new.group(1)) + gap) % 100
    return f"{new.group(1)}{new.group(2)}{short:02d}"


def shift_dates(
    text: str,
    offset_days: int,
    language: str = "",
    *,
    context_year: int | None = None,
    years: Sequence[int] = (),
    month_first: bool = False,
    minutes: int = 0,
) -> tuple[str, bool]:
    """Every date, year, month, weekday and time in ``text`` moved by the offset.

    Returns the new text and whether anything was recognised. A day and month without
    a year take the span's first year, else ``context_year`` (the document's), else
    a reference year; with a weekday before them, the year near those in which they
    fall on that weekday (``years``: the document's).
    A weekday before a date is the new date's weekday. A clock time moves by an
    hour or two, or by ``minutes`` where it is given (the text has times of its own
    that it must stay among: "back at the station at 17.30"). A date in figures is read
    day first ("04/03/2012"), month first where ``month_first`` (a US text) or where
    only that reading is a date ("05/13/2011").
    """
    delta = timedelta(days=offset_days)
    # an offset within the year (a text that keeps its years) moves no year
    year_shift = round(offset_days / 365.25)
    hours = (offset_days % 2) + 1
    first_year = _FIRST_YEAR.search(text)
    if first_year:
        context_year = int(first_year.group(1))
    anchor = context_year or REFERENCE_YEAR
    found = False
    # the weekday before a date waits for that date: (placeholder, model, index)
    waiting: list[tuple[str, re.Match[str], int]] = []
    weekdays_of: dict[str, date] = {}
    models: dict[str, tuple[re.Match[str], str, int]] = {}

    def year_of(month: int, day: int) -> int:
        if waiting:
            return year_with_weekday(month, day, waiting[-1][2], anchor, years)
        return anchor

    def dated(new: date) -> None:
        if waiting:
            weekdays_of[waiting.pop()[0]] = new

    def sub(match: re.Match[str]) -> str:
        nonlocal found
        g = match.group
        kind = match.lastgroup
        whole = match.group(0)
        if kind == "iso":
            d = _safe_date(int(g("iy")), int(g("im")), int(g("id")))
            if d is None:
                return whole
            found = True
            n = d + delta
            dated(n)
            return f"{n.year:04d}-{n.month:0{len(g('im'))}d}-{n.day:0{len(g('id'))}d}"
        if kind == "num":
            year = int(g("ny"))
            full = (
                year if len(g("ny")) == 4 else 1900 + year if year > 30 else 2000 + year
            )
            d, read_month_first = _numeric_date(
                full, int(g("nd")), int(g("nm")), month_first
            )
            if d is None:
                return whole
            found = True
            n = d + delta
            dated(n)
            y = f"{n.year:04d}" if len(g("ny")) == 4 else f"{n.year % 100:02d}"
            sep = g("ns")
            # zero-padded where the original pads (04/03/2012), not otherwise
            pad = 2 if g("nd").startswith("0") or g("nm").startswith("0") else 1
            one, two = (n.month, n.day) if read_month_first else (n.day, n.month)
            return f"{one:0{pad}d}{sep}{two:0{pad}d}{sep}{y}"
        if kind == "range":
            # "18 and 22 September": the first day moves as the date it ends with
            year = int(g("ry")) if g("ry") else anchor
            new_day = range_day(
                g("rd"), g("rm"), int(g("re")), year, offset_days, language, first=True
            )
            if new_day is None:
                return whole
            found = True
            return new_day
        if kind == "dmy":
            _, month = _MONTH_OF[g("dm").lower().rstrip(".")]
            year = int(g("dy")) if g("dy") else year_of(month, int(g("dd")))
            d = _safe_date(year, month, int(g("dd")))
            if d is None:
                return whole
            found = True
            n = d + delta
            dated(n)
            changes = {
                "dd": f"{n.day:0{2 if g('dd').startswith('0') else 1}d}",
                "ddo": _ordinal(n.day, g("ddo")),
                "dm": _month_name(g("dm"), n.month, language),
            }
            if g("dy"):
                changes["dy"] = f"{n.year:04d}"
            return _rebuild(match, changes)
        if kind == "mdy":
            _, month = _MONTH_OF[g("mm").lower().rstrip(".")]
            year = int(g("my")) if g("my") else year_of(month, int(g("md")))
            d = _safe_date(year, month, int(g("md")))
            if d is None:
                return whole
            found = True
            n = d + delta
            dated(n)
            changes = {
                "mm": _month_name(g("mm"), n.month, language),
                "md": str(n.day),
                "mdo": _ordinal(n.day, g("mdo")),
            }
            if g("me"):
                # "September 18-22": the end moves with it, its month written
                # when it is another than the start's
                end = range_day(
                    g("me") + g("meo"),
                    g("mm"),
                    int(g("md")),
                    year,
                    offset_days,
                    language,
                    first=False,
                )
                if end is None:
                    return whole
                changes["me"], changes["meo"] = end, ""
            if g("my"):
                changes["my"] = f"{n.year:04d}"
            return _rebuild(match, changes)
        if kind == "my2":
            _, month = _MONTH_OF[g("mo").lower().rstrip(".")]
            found = True
            n = date(int(g("yo")), month, 15) + delta
            return (
                _month_name(g("mo"), n.month, language)
                + whole[len(g("mo")) : whole.rindex(g("yo"))]
                + f"{n.year:04d}"
            )
        if kind == "decade":
            found = True
            shift = (
                year_shift if abs(year_shift) >= 10 else (10 if year_shift > 0 else -10)
            )
            return f"{int(g('dc')) + shift - (int(g('dc')) + shift) % 10}{g('dcs')}"
        if kind == "year":
            found = True
            return f"{int(g('yy')) + year_shift:04d}"
        if kind == "week":
            # "vecka 12", "week 12": the week the dates of that week move into
            week = int(g("wkn"))
            if not 1 <= week <= 52:
                return whole
            found = True
            n = date.fromisocalendar(anchor, week, 3) + delta
            return _rebuild(match, {"wkn": str(n.isocalendar()[1])})
        if kind == "quarter":
            # "the first quarter", "första kvartalet", "Q1": where its middle moves
            model = g("qw") or g("qd")
            column = (
                "num"
                if model[:1].isdigit() and g("qw")
                else "sv"
                if model.lower() in _ORDINAL_WORDS["sv"]
                else "en"
            )
            index = (
                int(model) - 1
                if g("qd")
                else _ORDINAL_WORDS[column].index(model.lower())
            )
            n = date(anchor, 3 * index + 2, 15) + delta
            new = (n.month - 1) // 3
            if new == index:
                new = (index + (1 if offset_days > 0 else -1)) % 4
            found = True
            if g("qd"):
                return whole[: match.start("qd") - match.start()] + str(new + 1)
            return copy_case(model, _ORDINAL_WORDS[column][new])
        if kind == "month":
            if g("mw").lower() in ("may", "mar", "jun", "dec", "jan", "aug", "maj"):
                # "may" and friends are also words; only a capitalised one is a month
                if not g("mw")[0].isupper() and g("mw").lower() != "maj":
                    return whole
            if len(g("mw")) <= 3 and g("mw").lower() not in ("may", "maj"):
                return whole
            _, month = _MONTH_OF[g("mw").lower()]
            found = True
            n = date(anchor, month, 15) + delta
            if n.month == month:
                n = date(REFERENCE_YEAR, month % 12 + 1, 15)
            return _month_name(g("mw"), n.month, language)
        if kind == "time":
            found = True
            if g("th") is not None:
                hour = int(g("th"))
                marker = g("tap")
                evening = marker.lstrip()[:1].lower() == "p"
                minute = int(g("tm")) if g("tm") else 0
                total = (hour % 12 + (12 if evening else 0)) * 60 + minute
                shift = minutes if minutes and hours and g("tm") else hours * 60
                total = (total + shift) % 1440
                moved, minute = divmod(total, 60)
                new = moved % 12 or 12
                if (moved >= 12) != evening:  # 11.30 am + 1 -> 12.30 pm
                    first = marker.lstrip()[:1]
                    swapped = "p" if first.lower() == "a" else "a"
                    marker = marker.replace(first, copy_case(first, swapped), 1)
                shown = f".{minute:02d}" if g("tm") else ""
                if g("tm") and ":" in whole:
                    shown = f":{minute:02d}"
                gap = " " if re.search(r"\d\s+[ap]", whole, re.IGNORECASE) else ""
                return f"{new}{shown}{gap}{marker}"
            hour = int(g("th2"))
            sep = whole[len(g("th2"))]
            if minutes and hours:
                total = (hour * 60 + int(g("tm2")) + minutes) % 1440
                return f"{total // 60:0{len(g('th2'))}d}{sep}{total % 60:02d}"
            return f"{(hour + hours) % 24:0{len(g('th2'))}d}{sep}{g('tm2')}"
        if kind in ("clock", "klocka"):
            # a clock time in words: "half past midnight" -> "half past one",
            # "klockan tre" -> "klockan fyra"; midnight and noon become hours
            hour_words = (g("ch"), g("ch2"), g("ch3"), g("kh"), g("kh2"), g("kh3"))
            word = next(w for w in hour_words if w)
            table = HOUR_WORDS["sv" if kind == "klocka" else "en"]
            lowered = word.lower()
            hour = table.index(lowered) + 1 if lowered in table else 12
            new_word = table[(hour % 12 + hours - 1) % 12]
            found = True
            if g("kh3"):
                return copy_case(word, "klockan " + new_word)
            if g("ch3"):
                return copy_case(word, new_word + " o'clock")
            return copy_case(word, new_word)
        if kind == "weekday":
            if g("wab"):
                day_language, index = _WEEKDAY_ABBR[g("wab").lower()]
            else:
                day_language, index = _WEEKDAY_STEM[g("wd").lower()]
            if g("wdate") is not None:
                # written when its date is: the new date's weekday
                found = True
                mark = f"\x00{len(waiting) + len(weekdays_of)}\x00"
                waiting.append((mark, match, index))
                models[mark] = (match, day_language, index)
                return mark
            if g("wab"):
                return whole
            found = True
            weekday = WEEKDAYS[day_language][(index + offset_days) % 7]
            return copy_case(g("wd"), weekday) + (g("wsuf") or "")
        return whole

    pattern = DATE_PATTERN if _RARE_HINT.search(text) else _COMMON_DATE_PATTERN
    if _TIME_OF_DAY.search(text) and any(
        m.lastgroup in _DAY_KINDS for m in pattern.finditer(text)
    ):
        # "Tue 9 Sep, 8:52 AM": the date moves, the time of day stays, so it keeps
        # its place among the times the text gives unannotated ("replied at 9:05")
        hours = 0
    out = pattern.sub(sub, text)
    # "2026–27", "2025/26": a school year or season's second year, written short,
    # follows its first ("2025–26", not "2025–27")
    out = _SHORT_YEAR_RANGE.sub(
        lambda m: _follow_short_year(m, _SHORT_YEAR_RANGE.search(text)), out
    )
    for mark, (match, day_language, index) in models.items():
        new_date = weekdays_of.get(mark)
        new_index = (
            new_date.weekday() if new_date is not None else (index + offset_days) % 7
        )
        if match.group("wab"):
            model = match.group("wab")
            word = WEEKDAY_ABBREVIATIONS[day_language][new_index]
            written = copy_case(model, word) + match.group(0)[len(model) :]
        else:
            word = WEEKDAYS[day_language][new_index]
            written = copy_case(match.group("wd"), word) + (match.group("wsuf") or "")
        out = out.replace(mark, written)
    if not found:
        season = _SEASON_RE.search(text)
        if season:
            word = season.group(0)
            row, index = _SEASON_OF[word.lower()]
            found = True
            new = row[shift_season(index, offset_days)]
            out = text[: season.start()] + copy_case(word, new) + text[season.end() :]
    return out, found


def _numeric_date(
    year: int, first: int, second: int, month_first: bool
) -> tuple[date | None, bool]:
    """The date of "first/second/year" and whether it was read month first: day
    first unless ``month_first``, the other way where only that is a date."""
    orders = (True, False) if month_first else (False, True)
    for swapped in orders:
        month, day = (first, second) if swapped else (second, first)
        found = _safe_date(year, month, day)
        if found is not None:
            return found, swapped
    return None, False


def first_day(
    text: str,
    *,
    context_year: int | None = None,
    years: Sequence[int] = (),
    month_first: bool = False,
) -> date | None:
    """The first day ``text`` names (a month of a year as its 15th), read as
    :func:`shift_dates` reads it: without a year, the span's first year, else
    ``context_year``; with a weekday before it, the year near those in which it
    falls on that weekday. None when it names no day."""
    first_year = _FIRST_YEAR.search(text)
    anchor = int(first_year.group(1)) if first_year else context_year or REFERENCE_YEAR
    weekday: int | None = None
    for match in _COMMON_DATE_PATTERN.finditer(text):
        g = match.group
        kind = match.lastgroup
        if kind == "weekday":
            if g("wdate") is not None:
                weekday = (
                    _WEEKDAY_ABBR[g("wab").lower()]
                    if g("wab")
                    else _WEEKDAY_STEM[g("wd").lower()]
                )[1]
            continue
        if kind == "iso":
            return _safe_date(int(g("iy")), int(g("im")), int(g("id")))
        if kind == "num":
            year = int(g("ny"))
            full = (
                year if len(g("ny")) == 4 else 1900 + year if year > 30 else 2000 + year
            )
            return _numeric_date(full, int(g("nd")), int(g("nm")), month_first)[0]
        if kind in ("dmy", "mdy"):
            names, day_text, year_text = (
                ("dm", "dd", "dy") if kind == "dmy" else ("mm", "md", "my")
            )
            _, month = _MONTH_OF[g(names).lower().rstrip(".")]
            day = int(g(day_text))
            if g(year_text):
                year = int(g(year_text))
            elif weekday is not None:
                year = year_with_weekday(month, day, weekday, anchor, years)
            else:
                year = anchor
            return _safe_date(year, month, day)
        if kind == "my2":
            _, month = _MONTH_OF[g("mo").lower().rstrip(".")]
            return _safe_date(int(g("yo")), month, 15)
    return None


# The kinds of match in DATE_PATTERN that name a day
_DAY_KINDS = frozenset({"iso", "num", "range", "dmy", "mdy"})
# A time of day in a text, the only case in which the kinds above are looked for
_TIME_OF_DAY = re.compile(
    r"\d[:.]\d\d|\d\s*[ap]\.?m\b|o'clock|midnight|noon|midday|\bkl\b|klockan"
    r"|\bpast\b|\bto\b|\bhalv\b|\bkvart\b|\d\s*hrs\b",
    re.IGNORECASE,
)


def _rebuild(match: re.Match[str], changes: dict[str, str]) -> str:
    """The match's text with the named groups' text replaced (``changes`` in the
    order the groups stand)."""
    whole, base = match.group(0), match.start()
    parts: list[str] = []
    position = 0
    for name, new in changes.items():
        begin = match.start(name)
        if begin < 0:
            continue
        parts.append(whole[position : begin - base])
        parts.append(new)
        position = match.end(name) - base
    parts.append(whole[position:])
    return "".join(parts)


def within_year(offset_days: int) -> int:
    """The part of a project's offset within the year, in whole weeks and never
    none: -378 days (a year and 13 days back) gives -14."""
    rest = in_year_shift(offset_days)
    weeks = round(rest / 7) or (1 if rest > 0 else -1)
    return weeks * 7


_LONE_YEAR = re.compile(r"(?<![\d,./-])(?<!\d )\b(?:19|20)\d\d\b(?![-/.,]\d)")


def years_left_in(text: str, spans: Sequence[tuple[int, int, str]]) -> bool:
    """Whether the text leaves a year unannotated beside an annotated date ("second
    instalment on 1 February 2026" beside the annotated "Date: 11 May 2026"; "born
    in 1946" in a story dated "Saturday, Dec. 12, 2026"; "hösten 2025" in a report
    of a trial of "Tisdag 10 februari 2026"). Such a document's dates move within
    their year: a date moved a year back while the text around it keeps its years
    reads as a contradiction (an invoice of April 2025 that speaks of a payment in
    February 2026, a woman born in 1946 who "turned 80" in 2025, a trial before the
    fraud), and the year it would hide stands in the text anyway, or the years the
    text keeps date it."""
    inside = [(start, end) for start, end, _ in spans]
    if not any(
        not any(a <= match.start() < b for a, b in inside)
        for match in _LONE_YEAR.finditer(text)
    ):
        return False
    return any(
        category == "DATETIME"
        and DATE_PATTERN.search(piece := text[start:end])
        and not _LONE_YEAR.fullmatch(piece.strip())
        for start, end, category in spans
    )


def project_offset(rng: Rng) -> int:
    """Days every date of a project moves: back one or two years, and 6 to 20 days
    either way within the year, in whole weeks.

    Back, so that no date moves past the time the text was written (a 2024 letter
    does not speak of 2026); by whole years give or take two weeks or so, so that
    the year changes, a date often changes its month, and the season, the school
    term and the feast it falls near mostly stay (Divali in late October stays in
    the autumn; five weeks moved it into September). In whole weeks, so that every
    date keeps its weekday: the words the annotators left ("on the Saturday",
    "every Monday", "i söndags") still fit the dates around them, and a race, a
    Sunday service or a Saturday meeting does not move to a Tuesday."""
    while True:
        years = rng.choice((1, 2))
        days = -round(years * 365.25) + rng.randint(6, 20) * rng.choice((-1, 1))
        if days % 7 == 0:
            return days


# ----------------------------------------------------------------------------- codes

_EMAIL = re.compile(r"^([\w.+-]+)@([\w-]+(?:\.[\w-]+)+)$")
# A web address's ending: two to six letters, or the reserved "example" (RFC 2606)
TLD = r"(?:[a-z]{2,6}|example)"
_URL = re.compile(
    r"^(?P<scheme>https?://)?(?P<www>www\.)?(?P<host>[\w-]+(?:\.[\w-]+)*)"
    rf"\.(?P<tld>{TLD})(?P<path>/\S*)?$",
    re.IGNORECASE,
)
_PERSONNUMMER = re.compile(r"^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})$")
_MASKED_PERSONNUMMER = re.compile(
    r"^(\d{2})?(\d{2})(\d{2})(\d{2})([-+])(\*{4}|[xX]{4})$"
)
_IBAN = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}$")
_PHONE = re.compile(r"^(?:\+|0)[\d\s\-()]{7,}$")


_LOWER_WORD = re.compile(r"(?<![\w])([a-zåäö]{1,5})(?=[^\w]|$)")


_DIGIT_RUN = re.compile(r"\d+")
_LETTER_RUN = re.compile(r"[^\W\d_]+")
_CODE_LETTERS = "ABCDEFGHJKLMNPRSTUWXYZ"
# The year that ends a case or report number: "A 143/24", "5000-K312845-25"
_CODE_YEAR = re.compile(r"(?<=[/-])\d{2}(?=[A-Za-z]{0,3}$)")
_CODE_FULL_YEAR = re.compile(
    r"(?<!\d)(?:19[5-9]\d|20\d\d)(?=[/-])|(?<=[/-])(?:19[5-9]\d|20\d\d)(?!\d)"
)


def code_year(original: str, new: str, offset_days: int) -> str:
    """``new`` (``original`` with its digits drawn) with the two-digit year that
    ends ``original`` moved by the project's years instead: a case of 2024 stays
    a case of the year its hearing moved to, never one after it."""
    if len(new) != len(original):
        return new
    # an offset within the year (a text that keeps its years) moves no year: the
    # code keeps its own
    shift = round(offset_days / 365.25)
    # a year written whole inside a code ("IMY-2025-11482", "FA-2025-30917") moves
    # with the dates, as one written short at its end
    for whole in _CODE_FULL_YEAR.finditer(original):
        if int(whole.group()) <= date.today().year + 1:
            moved = f"{int(whole.group()) + shift:04d}"
            new = new[: whole.start()] + moved + new[whole.end() :]
    found = _CODE_YEAR.search(original)
    if found is None:
        return new
    year = int(found.group())
    if (
        year > date.today().year % 100 + 1
        or not new[found.start() : found.end()].isdigit()
    ):
        return new  # "/87" of a number, or of a year long ago: drawn like the rest
    return f"{new[: found.start()]}{(year + shift) % 100:02d}{new[found.end() :]}"


def scramble(text: str, rng: Rng) -> str:
    """Digits for digits, letters for letters (case kept), everything else kept.

    Short lower-case words without digits ("no.", "nr", "och") are words of the
    format, not of the code, and stay.
    """
    kept = {
        m.start(1) + i
        for m in _LOWER_WORD.finditer(text)
        for i in range(len(m.group(1)))
    }
    if sum(c.isdigit() for c in text) >= 5:
        # A single letter marks an identifier's kind ("T1134567G", "H0783215"), and
        # the first digits of a long run its issuer or year ("752…" a chip of
        # Sweden's): they stay, the rest is drawn. Runs of letters are the
        # issuer's initials ("GHA-", "KD-", "IMY-"), which readers take for a
        # piece of the original: drawn too, as are the digits of shorter runs
        # ("SDS-0472913" kept "SDS-047")
        if " " not in text:
            kept.update(
                m.start() for m in _LETTER_RUN.finditer(text) if len(m.group()) == 1
            )
        for run in _DIGIT_RUN.finditer(text):
            if len(run.group()) >= 10:
                kept.update(
                    range(run.start(), run.start() + min(3, len(run.group()) // 3))
                )
    for _ in range(10):
        out = []
        first_digit = True
        for position, c in enumerate(text):
            if position in kept:
                out.append(c)
            elif c.isdigit():
                if first_digit and c != "0":
                    out.append(str(rng.randint(1, 9)))
                else:
                    out.append(str(rng.randint(0, 9)))
                first_digit = False
            elif c.isalpha() and c.isascii() and c.isupper():
                # no I, O (read as 1, 0), Q or V: letters plates and codes avoid
                out.append(rng.choice(_CODE_LETTERS))
            elif c.isalpha() and c.isascii():
                out.append(rng.choice(string.ascii_lowercase))
            elif c.isalpha():
                letter = rng.choice(string.ascii_lowercase)
                out.append(letter.upper() if c.isupper() else letter)
            else:
                if not c.isalnum():
                    first_digit = True
                out.append(c)
        result = "".join(out)
        if result != text:
            return result
    return text


def _luhn_digit(digits: str) -> str:
    from stdnum import luhn

    return luhn.calc_check_digit(digits)


def personnummer(text: str, rng: Rng, offset_days: int) -> str | None:
    """A personal identity number moved by the project's offset: a valid one, of
    the same sex (the ninth digit's parity) and form; one whose last four are
    masked ("530617-****") keeps its mask."""
    match = _PERSONNUMMER.match(text) or _MASKED_PERSONNUMMER.match(text)
    if not match:
        return None
    century, yy, mm, dd, sep, last = match.groups()
    year = int((century or "19") + yy)
    day = int(dd)
    coordination = day > 60  # samordningsnummer: day + 60
    born = _safe_date(year, int(mm), day - 60 if coordination else day)
    if born is None:
        return None
    new = born + timedelta(days=offset_days)
    new_day = new.day + (60 if coordination else 0)
    body = f"{new.year % 100:02d}{new.month:02d}{new_day:02d}"
    prefix = f"{new.year // 100:02d}" if century else ""
    if not last[0].isdigit():
        return f"{prefix}{body}{sep}{last}"  # masked: the mask stays
    # the sex digit's parity stays: a man's number stays a man's
    for _ in range(50):
        serial = f"{rng.randint(0, 99):02d}{rng.randint(0, 4) * 2 + int(last[2]) % 2}"
        if serial != last[:3]:
            break
    check = _luhn_digit(body + serial)
    return f"{prefix}{body}{sep}{serial}{check}"


_ORGNR = re.compile(r"^(16)?(\d)(\d)([2-9])(\d{3})([-]?)(\d{4})$")


def organisationsnummer(text: str, rng: Rng) -> str | None:
    """A Swedish organisation number ("559213-4478"): its first digit (the legal
    form: 5 a company, 7 an economic association, 8 a non-profit) stays, the third
    stays at least 2 (no date of birth), the rest is drawn with a valid check digit.
    None for anything else, ten digits without the dash or a valid check digit
    included (a personnummer is read before)."""
    from stdnum.se import orgnr

    match = _ORGNR.match(text)
    if not match or not (match.group(6) or orgnr.is_valid(text.removeprefix("16"))):
        # written as one ("559213-4478"), or ten digits with its check digit; ten
        # digits of something else ("1338461207") are drawn as a code
        return None
    prefix, form, _, _, _, sep, _ = match.groups()
    for _ in range(20):
        body = (
            form
            + str(rng.randint(0, 9))
            + str(rng.randint(2, 9))
            + "".join(str(rng.randint(0, 9)) for _ in range(6))
        )
        new = body[:6] + sep + body[6:] + _luhn_digit(body)
        if new.replace("-", "") != text.replace("-", "").removeprefix("16"):
            return (prefix or "") + new
    return None


def iban(text: str, rng: Rng) -> str | None:
    compact = text.replace(" ", "")
    if not _IBAN.match(text):
        return None
    from stdnum import iban as stdiban

    if not stdiban.is_valid(compact):
        return None
    country = compact[:2]
    bban = scramble(compact[4:], rng)
    check = stdiban.calc_check_digits(country + "00" + bban)
    new = country + check + bban
    if " " in text:
        return " ".join(new[i : i + 4] for i in range(0, len(new), 4))
    return new


def is_phone(text: str) -> bool:
    """A phone number's shape: digits with spaces, dashes or a leading + or 0, or
    North America's "(478) 555-0143", "876-555-0131"."""
    return (bool(_PHONE.match(text)) and sum(c.isdigit() for c in text) >= 8) or bool(
        _NANP.match(text)
    )


def phone(text: str, rng: Rng) -> str | None:
    """The number with its country code and area code kept (the town's, so it
    still fits the place: "01632 960 418" -> "01632 512 907", "(478) 555-0143" ->
    "(478) 555-0187"), North America's exchange 555 of fiction too, the rest
    drawn."""
    if not is_phone(text):
        return None
    nanp = _NANP.match(text)
    if nanp:
        keep = nanp.end("area")
        if nanp.group("exchange") == "555":
            keep = nanp.end("exchange")
        return text[:keep] + scramble(text[keep:], rng)
    # the country code, then the first group of digits (the trunk and area code,
    # "070", "01632", "+46 70") when it is short, else two digits
    country = re.match(r"^\+\d{1,3}[\s-]*", text)
    start = country.end() if country else 0
    group = re.match(r"\(?\d{2,5}\)?(?=[\s-])", text[start:])
    if group:
        keep = start + group.end()
    else:
        keep = start + (2 if not country else 1)
    if sum(c.isdigit() for c in text[keep:]) < 4:
        keep = start + 2
    return text[:keep] + scramble(text[keep:], rng)


_NANP = re.compile(r"^(?P<area>\(?\d{3}\)?)[\s.-]+(?P<exchange>\d{3})[\s.-]\d{4}$")


# Mail domains that say nothing of whom an address belongs to: kept, so that an
# address still reads as a private one ("@gmail.com") or as made up ("@example.com").
PUBLIC_MAIL = frozenset(
    """gmail.com googlemail.com hotmail.com hotmail.se hotmail.co.uk outlook.com
    outlook.se live.com live.se live.co.uk msn.com yahoo.com yahoo.se yahoo.co.uk
    icloud.com me.com mac.com aol.com protonmail.com proton.me gmx.com gmx.de gmx.net
    mail.com yandex.ru qq.com 163.com telia.com bredband.net spray.se""".split()
)
_RESERVED = re.compile(r"^(?:example\.(?:com|org|net)|localhost)$", re.I)
# "otago.example" is not one: its name says whose address it is, so it changes
# like any other ("keller.example"), the reserved ending kept.


def anonymous_domain(domain: str) -> bool:
    """A domain of a public mail service or a whole domain reserved for examples
    (RFC 2606: example.com, example.org, example.net)."""
    return domain.lower() in PUBLIC_MAIL or _RESERVED.search(domain) is not None


def email(text: str, rng: Rng, local: str, domain: str) -> str | None:
    match = _EMAIL.match(text)
    if not match:
        return None
    old_local, old_domain = match.groups()
    tld = old_domain.rsplit(".", 1)[1]
    domain = domain.lower()
    if anonymous_domain(old_domain):
        domain, tld = old_domain.rsplit(".", 1)
    separator = next((c for c in old_local if c in "._-"), "")
    parts = local.lower().split()
    new_local = separator.join(parts) if separator else "".join(parts[-1:])
    if any(c.isdigit() for c in old_local):
        new_local += str(rng.randint(1, 99))
    return f"{new_local}@{domain}.{tld}"


def url(
    text: str,
    rng: Rng,
    word: str,
    *,
    ordinary: Callable[[str], bool] = lambda _: True,
    another: Callable[[], str] | None = None,
) -> str | None:
    """A web address of the same shape: its site's name ``word``, its other labels
    and page words that are no ``ordinary`` words ("hotnights.anu.example",
    "/tbe") ``another`` word each (or their letters drawn), its scheme, "www" and
    ordinary page words ("/booking", "/karta") kept."""
    match = _URL.match(text)
    if not match or (
        not match.group("scheme") and not match.group("www") and "." not in text
    ):
        return None

    def replaced(part: str) -> str:
        if not part.isalpha() or part.lower() in _URL_GENERIC or ordinary(part):
            return part
        return another().lower() if another is not None else scramble(part, rng)

    host = match.group("host")
    labels = host.split(".")
    labels = [replaced(label) for label in labels[:-1]] + [word.lower()]
    path = match.group("path") or ""
    if path:
        # "/booking", "/menu": words of the site's pages stay, ids are drawn
        path = "/".join(
            scramble(p, rng)
            if p and not (p.isalpha() and p.islower())
            else replaced(p)
            if p
            else p
            for p in path.split("/")
        )
    return (
        (match.group("scheme") or "")
        + (match.group("www") or "")
        + ".".join(labels)
        + "."
        + match.group("tld")
        + path
    )


# Host labels and page words that name no one ("www.", "m.", "/en", "/news")
_URL_GENERIC = frozenset(
    "www m en sv de fr es mail web news shop app my portal booking blog info "
    "home".split()
)

# The reason that keeps a day named from the text's own day ("yesterday", "last
# night", "i går"): the text's dates move by the project's offset and its weekdays
# with them, so "yesterday" still falls where "Sunday mass" was; another day there
# ("the day before yesterday") contradicted them, and "later that month" its tense.
DAY_KEPT = "a day, week or year named from the text's own day, which moves with the text's dates"
