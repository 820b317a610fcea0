"""A document's sums of money: the amounts it names, the sums and products among
them, and new amounts that keep those sums true.

An invoice says "three nights at [£95]", "Total: [£285]" and, unannotated, "deposit
of £85 paid, balance of £200": amounts drawn one by one gave "£78" and "£380", and the
reader sees that the figures no longer add up. Here the document's amounts (annotated
or not) are read once, with the counts and percentages that stand in its text, and
every equation among them is found: a total that is the sum of two to four others
(each perhaps a count or a percentage times an amount), or a count times an amount.
The annotated amounts are the unknowns of those equations, the others are fixed:

- an amount the unannotated figures determine (£285 = £85 + £200) is kept, as the
  text around it already gives it; so is one that only such amounts determine
  (£95 = £285 / 3);
- the others are drawn anew, one for each degree of freedom the equations leave
  (income and expenses around an unannotated surplus: the expenses drawn, the income
  the expenses plus the surplus), and the rest computed, so that every sum still
  holds; when no draw gives amounts of the original's form (whole where it was
  whole), the amounts are left to the usual rule.

Amounts of one currency and value are one unknown, so a figure written twice stays
one figure; a figure the text also gives unannotated ("£3.2m grant" in a headline over
"a [£3.2 million] grant") is kept. Amounts written with a word of scale ("€1.15
million") are in the same equations as those written out ("€640,000, €330,000 and
[€180,000]"), and are written back in their scale.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations

from .formats import NUMBER_WORDS
from .rng import Rng

# A reason that keeps an amount: the text's unannotated figures give it.
FIGURE_KEPT = "an amount the text's other figures give"
FIGURE_DRAWN = "an amount drawn so that the text's sums still add up"

_CURRENCY_BEFORE = (
    # any dollar ("FJ$", "NZ$", "US$"), the other signs, and the codes and short
    # forms written before the number ("USh 4,900", "KSh 300", "VT 450")
    r"(?<!\w)(?:[A-Z]{1,3}\$|£|\$|€|¥|₹|₦|₱|₩|₺|₽|₴|฿|₫|₪|GH₵|₵|KSh|Ksh|USh|TSh|"
    r"Rs\.?|Rp\.?|RM|Tk|VT|Nu\.?|FCFA|CFA|"
    # a letter or two before thousands: the rand's R, the pula's P, the kwacha's K,
    # the loti's M, the lilangeni's E ("R2,500", "M48,000": "Room R2" is no amount)
    r"[A-Z]{1,2}(?=\d{1,3},\d{3})|"
    r"GBP|USD|EUR|SEK|NOK|DKK|CHF|INR|KES|ZAR|NGN|UGX|TZS|RWF|GHS|ETB|FJD|AUD|CAD|"
    r"NZD|JPY|CNY|RUB|TRY|BRL|MXN|PHP|IDR|MYR|THB|VND|PKR|BDT|LKR|NPR|EGP|MAD|XOF|"
    r"XAF|PLN|HUF|CZK|RON|UAH|ILS|AED|SAR|QAR)"
)
_CURRENCY_AFTER = (
    r"(?:kr\b\.?|kronor\b|SEK\b|NOK\b|DKK\b|euro\b|euros\b|EUR\b|€|:-|dollars\b|"
    r"pounds\b|rupees\b|shillings\b|rand\b|naira\b|"
    # the other currencies written out, in English and Swedish ("48 000 maloti",
    # "3 500 dollar", "12 000 zloty")
    r"(?:dollar|pund|rubel|rubler|rupier|maloti|loti|vatu|emalangeni|lilangeni|pula|"
    r"kwacha|cedis|cedi|pesos|peso|yen|yuan|renminbi|rupiah|ringgit|baht|dong|lira|"
    r"lire|zloty|zlotys|złoty|złotych|forint|forints|koruna|lei|leu|dinars|dinar|"
    r"dirhams|dirham|riyals|riyal|rials|rial|francs|franc|birr|leones|taka|afghanis|"
    r"manat|tenge|hryvnias|hryvnia|roubles|rubles|shekels|kip|riel|kyat|tala|kina|"
    r"dalasi|reais)\b)"
)
_NUMBERS = {
    "en": r"\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?",
    "sv": r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?",
}
_CURRENCY_GROUPS = {
    "kr": "kr", "kr.": "kr", "kronor": "kr", "sek": "kr", ":-": "kr",
    "€": "eur", "euro": "eur", "euros": "eur", "eur": "eur",
    "£": "gbp", "pounds": "gbp", "pund": "gbp", "gbp": "gbp",
    "$": "usd", "us$": "usd", "usd": "usd", "dollars": "usd", "dollar": "usd",
    "rs": "inr", "rs.": "inr", "₹": "inr", "inr": "inr", "rupees": "inr",
    "ksh": "kes", "kes": "kes", "shillings": "kes",
    "rand": "zar", "zar": "zar", "₦": "ngn", "naira": "ngn", "ngn": "ngn",
}  # fmt: skip
# Words of scale after a number ("38 miljoner kronor", "£2.5 million").
_SCALES = (
    r"(?:miljoner|miljon|miljarder|miljard|million|millions|billion|bn|mn|mnkr|mdkr)"
)
_SCALE_GROUPS = {
    "miljoner": 10**6, "miljon": 10**6, "million": 10**6, "millions": 10**6,
    "mn": 10**6, "mnkr": 10**6, "m": 10**6, "miljarder": 10**9, "miljard": 10**9,
    "billion": 10**9, "bn": 10**9, "mdkr": 10**9, "k": 10**3,
}  # fmt: skip
_MAX_TERMS = 16  # the terms nearest a total that may sum to it
_MAX_AMOUNTS = 40  # a document with more amounts than this is a table: left alone


@dataclass(frozen=True)
class Amount:
    start: int  # where the number stands in the text
    end: int
    value: Fraction
    currency: str
    token: str  # the number as written ("9 847", "1,015.50")
    annotated: bool
    line: int = 0  # the number of the text's line it stands on
    # the scale its word gives ("1.15 million": 10**6); ``value`` is the whole amount
    scale: int = 1
    # a count of things, no money ("160 anställda och 45 konsulter, 205 i allt"):
    # in sums with the counts of its paragraph only, never scaled by a rate
    count: bool = False


# How an unknown amount is written: the original's token and its scale.
Form = tuple[str, int]


@dataclass
class Plan:
    """New numbers for the annotated amounts in equations: (start, end) of the
    number -> (the new token, the reason)."""

    numbers: dict[tuple[int, int], tuple[str, str]]


@lru_cache(maxsize=4)
def _amount_pattern(language: str) -> re.Pattern[str]:
    number = _NUMBERS.get(language, _NUMBERS["en"])
    return re.compile(
        rf"(?P<pre>{_CURRENCY_BEFORE})\s?(?P<n1>{number})(?!\d)"
        # after a currency sign a short scale may stand close ("£3.2m", "$40k")
        rf"(?:\s(?P<s1>{_SCALES})\b|(?P<s4>m|bn|k)\b)?"
        rf"|(?<![\d,.])(?<!\d[ \u00a0\u202f])(?P<n2>{number})"
        rf"(?:\s(?P<s2>{_SCALES}))?\s?(?P<post>{_CURRENCY_AFTER})"
        rf"|(?<![\d,.])(?<!\d[ \u00a0\u202f])(?P<n3>{number})\s(?P<s3>{_SCALES})\b"
    )


def _amounts(
    text: str, language: str, spans: tuple[tuple[int, int], ...]
) -> list[Amount]:
    found: list[Amount] = []
    line, counted = 0, 0  # the line of the text up to ``counted``
    for match in _amount_pattern(language).finditer(text):
        line += text.count("\n", counted, match.start())
        counted = match.start()
        group = next(g for g in ("n1", "n2", "n3") if match.group(g))
        token = match.group(group)
        currency = (match.group("pre") or match.group("post") or "").lower()
        currency = _CURRENCY_GROUPS.get(currency, currency)
        scale = next(
            (
                match.group(g).lower()
                for g in ("s1", "s2", "s3", "s4")
                if match.group(g)
            ),
            "",
        )
        if scale and not currency:
            # "14 miljoner": a scale without a currency is the language's money
            currency = "kr" if language == "sv" else "?"
        factor = _SCALE_GROUPS.get(scale, 1)
        value = _value(token, language)
        if value is None or value <= 0:
            continue
        start, end = match.start(group), match.end(group)
        found.append(
            Amount(
                start,
                end,
                value * factor,
                currency,
                token,
                any(a <= start and end <= b for a, b in spans),
                line,
                factor,
            )
        )
    found = _elided(text, language, spans, found)
    return sorted(
        [*found, *_counts(text, language, spans, found)], key=lambda a: a.start
    )


_COUNT = {
    "en": re.compile(
        r"(?<![\w.,:/#$£€-])(\d{1,3}(?:,\d{3})+|\d{1,5})(?![\w%/:-]|[.,:]\d)"
    ),
    "sv": re.compile(
        r"(?<![\w.,:/#$£€-])(?<!\d )(\d{1,3}(?:[ \u00a0]\d{3})+|\d{1,5})"
        r"(?![\w%/:-]|[.,:]\d|[ \u00a0]\d)"
    ),
}
# what after a number makes it no count: a percentage, a month (a date), a clock, a
# unit of time or money already read
_NOT_A_COUNT_AFTER = re.compile(
    r"\s?(?:%|per ?cent|procent|kr\b|kronor|\$|am\b|pm\b|a\.m\.|p\.m\.|"
    r"(?:jan|feb|mar|apr|may|maj|jun|jul|aug|sep|oct|okt|nov|dec)[a-z]*\b|"
    r"(?:miljon|miljard|million|billion))",
    re.IGNORECASE,
)
_MONTH_BEFORE = re.compile(
    r"(?:jan|feb|mar|apr|may|maj|jun|jul|aug|sep|oct|okt|nov|dec)[a-z]*\.?\s$",
    re.IGNORECASE,
)


def _counts(
    text: str, language: str, spans: tuple[tuple[int, int], ...], amounts: list[Amount]
) -> list[Amount]:
    """The counts of things in the text: whole numbers that are no amount, year,
    date, clock time, percentage or part of a code, each in its paragraph's sums.
    An annotated one counts only where its span is the number alone ("[205]")."""
    pattern = _COUNT.get(language, _COUNT["en"])
    taken = [(a.start, a.end) for a in amounts]
    found: list[Amount] = []
    for match in pattern.finditer(text):
        start, end = match.span(1)
        if any(a <= start < b for a, b in taken):
            continue
        token = match.group(1)
        value = _value(token, language)
        if value is None or value < 2:
            continue
        if len(token) == 4 and 1500 <= value <= 2100:
            continue  # a year
        if _NOT_A_COUNT_AFTER.match(text, end) or _MONTH_BEFORE.search(
            text[max(0, start - 12) : start]
        ):
            continue
        inside = next(((a, b) for a, b in spans if a <= start and end <= b), None)
        if inside is not None and text[inside[0] : inside[1]].strip() != token:
            continue  # a number inside a phrase or a code: not a count of its own
        paragraph = text.count("\n\n", 0, start)
        found.append(
            Amount(
                start,
                end,
                value,
                f"#{paragraph}",
                token,
                inside is not None,
                text.count("\n", 0, start),
                count=True,
            )
        )
    return found


_GROUPED = {
    "en": re.compile(r"(?<![\d,.])\d{1,3}(?:,\d{3})+(?![\d,.]*\d)(?!\s*[^\W\d_])"),
    "sv": re.compile(
        r"(?<![\d,.])(?<!\d )\d{1,3}(?: \d{3})+(?![\d,]*\d)(?!\s*[^\W\d_])"
    ),
}


def _elided(
    text: str, language: str, spans: tuple[tuple[int, int], ...], found: list[Amount]
) -> list[Amount]:
    """``found`` and the numbers of thousands whose currency the sentence leaves out
    ("försäkrade för 600 000 kronor och modellen för 250 000, sammanlagt 850 000
    kronor"): the currency of the amount before them in the same sentence."""
    pattern = _GROUPED.get(language)
    if pattern is None or not found:
        return found
    taken = [(a.start, a.end) for a in found]
    extra: list[Amount] = []
    for match in pattern.finditer(text):
        start, end = match.start(), match.end()
        if any(a <= start < b for a, b in taken):
            continue
        before = [a for a in found if a.end <= start and "." not in text[a.end : start]]
        if not before or start - before[-1].end > 80:
            continue
        value = _value(match.group(0), language)
        if value is None:
            continue
        extra.append(
            Amount(
                start,
                end,
                value,
                before[-1].currency,
                match.group(0),
                any(a <= start and end <= b for a, b in spans),
                before[-1].line,
            )
        )
    return sorted([*found, *extra], key=lambda a: a.start) if extra else found


def _value(token: str, language: str) -> Fraction | None:
    decimal = "," if language == "sv" else "."
    digits = "".join(c for c in token if c.isdigit() or c == decimal)
    try:
        return Fraction(digits.replace(",", "."))
    except ValueError:
        return None


def _multipliers(
    text: str, language: str, spans: tuple[tuple[int, int], ...], amounts: list[Amount]
) -> list[tuple[int, Fraction]]:
    """The unannotated counts ("three nights", "24 lektioner", "36 andelar") and
    percentages ("3 %", "10 procent") of the text, where they stand."""
    taken = [(a.start, a.end) for a in amounts] + list(spans)
    found: list[tuple[int, Fraction]] = []
    words = NUMBER_WORDS.get(language, {})
    for match in _multiplier_pattern(language).finditer(text):
        if any(a <= match.start() < b for a, b in taken):
            continue
        if match.group(1):
            value = Fraction(match.group(1).replace(",", ".")) / 100
        elif match.group(3):
            # "1.8 hours at $135.00", "1,5 timmar": a count may have decimals
            value = Fraction(match.group(3).replace(",", "."))
            if not (2 <= value <= 1000 or (value > 1 and value.denominator != 1)):
                continue
        else:
            count = words.get(match.group(4).lower())
            if count is None or count < 2 or match.group(4).lower() in ("en", "ett"):
                continue
            value = Fraction(count)
        found.append((match.start(), value))
    return found


@lru_cache(maxsize=4)
def _multiplier_pattern(language: str) -> re.Pattern[str]:
    """A percentage, a count in digits before a word, or a number word of
    ``language`` (the words looked up in NUMBER_WORDS, not every word)."""
    words = sorted(NUMBER_WORDS.get(language, {}), key=len, reverse=True)
    spelled = "|".join(re.escape(w) for w in words) or r"(?!)"
    return re.compile(
        r"\b(\d+(?:[.,]\d+)?)\s?(%|procent\b|per cent\b|percent\b)"
        r"|(?<![\d.,])(\d{1,4}(?:[.,]\d{1,2})?)(?=\s*(?:x|×)?\s*[^\W\d_])"
        rf"|\b((?i:{spelled}))\b"
    )


def _equations(
    amounts: list[Amount], multipliers: list[tuple[int, Fraction]]
) -> list[list[tuple[int, Fraction]]]:
    """Equations among the amounts, each as (amount index, coefficient) pairs that
    sum to zero: a total minus the terms that make it."""
    equations: list[list[tuple[int, Fraction]]] = []
    seen: set[frozenset[tuple[int, Fraction]]] = set()
    for t, total in enumerate(amounts):
        terms: list[tuple[int, Fraction, int]] = []  # amount, coefficient, position
        for i, other in enumerate(amounts):
            if i == t or other.currency != total.currency:
                continue
            terms.append((i, Fraction(1), other.start))
            if other.count:
                continue  # a count is no price: no rate scales it
            for where, factor in multipliers:
                # a count or percentage within a line or two of the amount it scales
                if abs(where - other.start) <= 80 and factor != 1:
                    terms.append((i, factor, other.start))
        terms.sort(key=lambda term: abs(term[2] - total.start))
        terms = terms[:_MAX_TERMS]
        for size in range(1, 5):
            for combo in combinations(terms, size):
                bases = [term[0] for term in combo]
                if len(set(bases)) < size:
                    continue
                if (
                    size == 1
                    and combo[0][1] == 1
                    and (amounts[bases[0]].annotated or total.value < 10)
                ):
                    # the same figure twice is no equation, unless the text also
                    # gives it unannotated: then that fixes it
                    continue
                if sum(amounts[i].value * c for i, c, _ in combo) != total.value:
                    continue
                members = [(t, Fraction(1))] + [(i, -c) for i, c, _ in combo]
                if not any(amounts[i].annotated for i, _ in members):
                    continue
                key = frozenset(members)
                if key not in seen:
                    seen.add(key)
                    equations.append(members)
    for members in _columns(amounts):
        key = frozenset(members)
        if key not in seen:
            seen.add(key)
            equations.append(members)
    return equations


def _columns(amounts: list[Amount]) -> list[list[tuple[int, Fraction]]]:
    """Totals of a column of lines: an amount that ends its line and is the sum of
    the amounts that end the lines just above it ("Venue hire: £6,500", "Drinks,
    84 guests at £22: £1,848", ..., "Total: £16,050"), however many lines there
    are. Only the last amount of a line counts, so a unit price beside its line
    total ("at £22") is no term."""
    if not amounts:
        return []
    lines: list[int] = []  # the index of the last amount of each line with one
    for i, amount in enumerate(amounts):
        if amount.count:
            continue  # a column of money: counts beside it are no terms
        if i + 1 < len(amounts) and amounts[i + 1].line == amount.line:
            continue
        lines.append(i)
    found: list[list[tuple[int, Fraction]]] = []
    for k, t in enumerate(lines):
        total = amounts[t]
        running = Fraction(0)
        block: list[int] = []
        for i in reversed(lines[:k]):
            if amounts[i].currency != total.currency:
                break
            running += amounts[i].value
            block.append(i)
            if running > total.value:
                break
            if running == total.value and len(block) >= 2:
                members = [(t, Fraction(1))] + [(i, Fraction(-1)) for i in block]
                if any(amounts[i].annotated for i, _ in members):
                    found.append(members)
                break
    return found


def plan(
    text: str, language: str, spans: tuple[tuple[int, int], ...], rng: Rng
) -> Plan:
    """New numbers for the document's annotated amounts that stand in equations."""
    amounts = list(_amounts_of(text, language, spans))
    money = [a for a in amounts if not a.count]
    if (
        len(amounts) < 2
        or len(money) > _MAX_AMOUNTS
        or not any(a.annotated for a in amounts)
    ):
        return Plan({})
    equations = _equations(amounts, _multipliers(text, language, spans, money))
    if not equations:
        return Plan({})
    # unknowns: the annotated amounts, one per currency and value
    unknown_of: dict[tuple[str, Fraction], int] = {}
    for amount in amounts:
        if amount.annotated:
            unknown_of.setdefault((amount.currency, amount.value), len(unknown_of))
    rows: list[tuple[dict[int, Fraction], Fraction]] = []
    for members in equations:
        coefficients: dict[int, Fraction] = {}
        constant = Fraction(0)
        for i, c in members:
            amount = amounts[i]
            if amount.annotated:
                u = unknown_of[(amount.currency, amount.value)]
                coefficients[u] = coefficients.get(u, Fraction(0)) + c
            else:
                constant -= c * amount.value
        coefficients = {u: c for u, c in coefficients.items() if c}
        if coefficients:
            rows.append((coefficients, constant))
    originals = {u: value for (_, value), u in unknown_of.items()}
    forms = {
        unknown_of[(a.currency, a.value)]: (a.token, a.scale)
        for a in amounts
        if a.annotated
    }
    solved = _solve(rows, originals, forms, rng)
    numbers: dict[tuple[int, int], tuple[str, str]] = {}
    for amount in amounts:
        if not amount.annotated:
            continue
        u = unknown_of[(amount.currency, amount.value)]
        if u not in solved:
            continue
        value, reason = solved[u]
        numbers[(amount.start, amount.end)] = (
            amount.token
            if value == amount.value
            else _written(value / amount.scale, amount.token, language),
            reason,
        )
    return Plan(numbers)


def _solve(
    rows: list[tuple[dict[int, Fraction], Fraction]],
    originals: dict[int, Fraction],
    forms: dict[int, Form],
    rng: Rng,
) -> dict[int, tuple[Fraction, str]]:
    """Values of the unknowns in equations: the determined ones as they are, the
    free ones drawn, the others computed from them (Gauss-Jordan on fractions)."""
    # the later amounts first: totals stand after their terms, so the pivots are
    # the totals and the free unknowns the terms they are computed from
    involved = sorted(
        {u for coefficients, _ in rows for u in coefficients}, reverse=True
    )
    matrix = [[coefficients.get(u, Fraction(0)) for u in involved] + [constant]
              for coefficients, constant in rows]  # fmt: skip
    pivots: list[int] = []  # column of each reduced row
    r = 0
    for col in range(len(involved)):
        pick = next((i for i in range(r, len(matrix)) if matrix[i][col]), None)
        if pick is None:
            continue
        matrix[r], matrix[pick] = matrix[pick], matrix[r]
        lead = matrix[r][col]
        matrix[r] = [x / lead for x in matrix[r]]
        for i in range(len(matrix)):
            if i != r and matrix[i][col]:
                factor = matrix[i][col]
                matrix[i] = [
                    x - factor * y for x, y in zip(matrix[i], matrix[r], strict=True)
                ]
        pivots.append(col)
        r += 1
        if r == len(matrix):
            break
    free = [c for c in range(len(involved)) if c not in pivots]
    result: dict[int, tuple[Fraction, str]] = {}
    dependent: list[tuple[int, list[Fraction]]] = []
    for row, col in enumerate(pivots):
        u = involved[col]
        if not any(matrix[row][c] for c in free):
            # "Total: [£285]" beside an unannotated £85 + £200: the text gives it
            result[u] = (originals[u], f"{FIGURE_KEPT}: kept, so that its sums hold")
        else:
            dependent.append((row, matrix[row]))
    if not dependent and not free:
        return result
    for _ in range(40):
        drawn = {involved[c]: _near(originals[involved[c]], forms[involved[c]], rng)
                 for c in free}  # fmt: skip
        values = dict(drawn)
        values.update((u, value) for u, (value, _) in result.items())
        _propagate(rows, values, forms)
        fits = True
        for row, line in dependent:
            u = involved[pivots[row]]
            value = values.get(u)
            if value is None:
                value = line[-1] - sum(line[c] * drawn[involved[c]] for c in free)
            if (
                not _plausible(value, originals[u])
                or not _fits(value, forms[u])
                or value == originals[u]
            ):
                fits = False
                break
            values[u] = value
        if fits and not all(_holds(row, values, forms) for row in rows):
            fits = False
        if fits:
            for u in result:
                values.pop(u, None)
            for u, value in values.items():
                result[u] = (value, FIGURE_DRAWN)
            return result
    return result


def _propagate(
    rows: list[tuple[dict[int, Fraction], Fraction]],
    values: dict[int, Fraction],
    forms: dict[int, Form],
) -> None:
    """Values for the unknowns that an equation with one unknown left gives, one
    after the other. An equation with a percentage or a rate in it ("Sales tax
    (7%): $42.42") is rounded to the amount's decimals, as invoices round it: 7 % of
    $515.00 is $36.05, not $36.0500 that no draw of cents would fit."""
    progress = True
    while progress:
        progress = False
        for coefficients, constant in rows:
            left = [u for u in coefficients if u not in values]
            if len(left) != 1:
                continue
            u = left[0]
            value = (
                constant - sum(c * values[v] for v, c in coefficients.items() if v != u)
            ) / coefficients[u]
            if not _fits(value, forms[u]) and _rounded(coefficients):
                unit = _unit(forms[u])
                value = round(value / unit) * unit
            values[u] = value
            progress = True


def _rounded(coefficients: dict[int, Fraction]) -> bool:
    """Whether an equation scales an amount by a fraction (a percentage, a rate)."""
    return any(c.denominator != 1 for c in coefficients.values())


def _holds(
    row: tuple[dict[int, Fraction], Fraction],
    values: dict[int, Fraction],
    forms: dict[int, Form],
) -> bool:
    """Whether an equation holds for the values, to the rounding of its amounts
    where it scales an amount by a fraction."""
    coefficients, constant = row
    if any(u not in values for u in coefficients):
        return True  # not part of what was drawn
    residual = abs(sum(c * values[u] for u, c in coefficients.items()) - constant)
    if not _rounded(coefficients):
        return residual == 0
    unit = max(_unit(forms[u]) for u in coefficients)
    return residual <= unit * sum(abs(c) for c in coefficients.values()) / 2


def _decimals(token: str) -> int:
    match = re.search(r"[.,](\d{1,2})$", token)
    return len(match.group(1)) if match else 0


def _plausible(value: Fraction, original: Fraction) -> bool:
    """Whether a computed amount is of the original's size (half to twice it): a
    term of €180,000 that its total's draw leaves at €20,000 reads as another
    figure."""
    return original / 2 <= value <= original * 2


def _unit(form: Form) -> Fraction:
    """The smallest step the original's form can write: a cent of "1,015.50", ten
    thousand of "1.15 million"."""
    token, scale = form
    return Fraction(scale, 10 ** _decimals(token))


def _fits(value: Fraction, form: Form) -> bool:
    """Whether ``value`` can be written with the original's decimals and scale."""
    return (value / _unit(form)).denominator == 1


def _near(value: Fraction, form: Form, rng: Rng) -> Fraction:
    """Another amount of about the same size and roundness: 68,400 -> 55,600."""
    token, scale = form
    return _near_written(value / scale, token, rng) * scale


def _near_written(value: Fraction, token: str, rng: Rng) -> Fraction:
    places = _decimals(token)
    whole = int(value)
    zeros = len(str(whole)) - len(str(whole).rstrip("0")) if whole else 0
    step = Fraction(10) ** min(zeros, max(0, len(str(whole)) - 2))
    if places and value.denominator != 1:
        step = Fraction(1, 10**places)
    while True:
        factor = Fraction(rng.randint(70, 135), 100)
        if abs(factor - 1) < Fraction(5, 100):
            continue
        new = round(value * factor / step) * step
        if new > 0 and new != value:
            return Fraction(new)


def _written(value: Fraction, token: str, language: str) -> str:
    """``value`` written as ``token`` is: its thousands separator and decimals."""
    places = _decimals(token)
    decimal = "," if language == "sv" else "."
    head = token[: -places - 1] if places else token
    grouping = next((c for c in head if not c.isdigit()), "")
    whole = int(value)
    digits = str(whole)
    if (
        grouping
        or (whole >= 10_000 and language == "sv")
        or (whole >= 1000 and len(head) <= 3 and language == "en")
    ):
        separator = grouping or ("," if language == "en" else " ")
        groups: list[str] = []
        while len(digits) > 3:
            groups.insert(0, digits[-3:])
            digits = digits[:-3]
        digits = separator.join([digits, *groups])
    if places:
        cents = round((value - whole) * 10**places)
        digits += decimal + str(cents).zfill(places)
    return digits


# ------------------------------------------------------ for the tag proposals


def equations_in(
    text: str, language: str, spans: tuple[tuple[int, int], ...]
) -> tuple[list[Amount], list[list[tuple[int, Fraction]]]]:
    """The document's amounts and counts and the equations among them (each a list
    of (amount index, coefficient) pairs summing to zero), as the plan reads them:
    what the proposals check the candidates against."""
    amounts = list(_amounts_of(text, language, spans))
    money = [a for a in amounts if not a.count]
    if len(amounts) < 2 or len(money) > _MAX_AMOUNTS:
        return amounts, []
    return amounts, _equations(amounts, _multipliers(text, language, spans, money))


def numbers_in(
    text: str, language: str, spans: tuple[tuple[int, int], ...]
) -> list[tuple[int, int, Fraction]]:
    """Every amount and count of the text and the unannotated number words and
    counts before a noun ("four offences", "14 months"), as (start, end, value),
    in order: the terms a product or a difference of the text may have."""
    amounts = list(_amounts_of(text, language, spans))
    found = [(a.start, a.end, a.value) for a in amounts]
    taken = {a.start for a in amounts}
    money = [a for a in amounts if not a.count]
    for start, value in _multipliers(text, language, spans, money):
        if start not in taken and value.denominator == 1:
            found.append((start, start + 1, value))
    return sorted(found)


def number_value(token: str, language: str) -> Fraction | None:
    """The value of one number as ``language`` writes it ("1 140", "2,8", "4,500")."""
    return _value(token, language)


def value_in(text: str, language: str, count: bool) -> Fraction | None:
    """The one amount (or, for ``count``, the one count) a candidate is, as a whole
    value ("€1.2 million": 1,200,000); None when it is none or several."""
    found = [a for a in _amounts(text, language, ((0, len(text)),)) if a.count == count]
    return found[0].value if len(found) == 1 else None


def percent_of(text: str, language: str) -> Fraction | None:
    """The value of a percentage written alone ("22 per cent", "31 procent")."""
    match = _PERCENT.match(text.strip())
    return _value(match.group(1), language) if match else None


# ------------------------------------------------------------ percentages

# A reason that keeps a percentage: two numbers of its sentence or the one before
# give it ("47 of the 212 pupils, or [22 per cent]"; "from 52 000 to 35 800, a fall
# of [31 procent]").
PERCENT_KEPT = "a percentage two of the text's numbers give"
_PERCENT = re.compile(
    r"^(?:(?:about|around|nearly|almost|some|drygt|nästan|cirka|omkring|runt)\s+)?"
    r"(\d{1,3}(?:[.,]\d{1,2})?)\s?(?:%|per ?cent|percent|procent)$",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[.!?](?=\s)|\n")


@lru_cache(maxsize=8)
def _amounts_of(
    text: str, language: str, spans: tuple[tuple[int, int], ...]
) -> tuple[Amount, ...]:
    """The document's amounts, read once for its plan, its percentages and the
    check of the drawn figures (each read them again before)."""
    return tuple(_amounts(text, language, spans))


def percent_given(
    text: str,
    language: str,
    spans: tuple[tuple[int, int], ...],
    start: int,
    end: int,
) -> str | None:
    """Why the percentage at ``start``-``end`` is kept: two unannotated numbers of
    its sentence or the sentence before it are its part and whole, or its change
    from one to the other, to its own rounding. None when none are."""
    match = _PERCENT.match(text[start:end].strip())
    if match is None:
        return None
    token = match.group(1)
    value = _value(token, language)
    if value is None:
        return None
    stops = [m.end() for m in _SENTENCE.finditer(text, 0, start)]
    begin = stops[-2] if len(stops) >= 2 else 0
    after = _SENTENCE.search(text, end)
    stop = after.end() if after else len(text)
    numbers = [
        a
        for a in _amounts_of(text, language, spans)
        if begin <= a.start and a.end <= stop and not a.annotated
        and not (start <= a.start < end)
    ]  # fmt: skip
    half = Fraction(1, 2 * 10 ** _decimals(token))
    for i, one in enumerate(numbers):
        for other in numbers[i + 1 :]:
            if one.currency != other.currency:
                continue
            low, high = sorted((one.value, other.value))
            for ratio, how in (
                (100 * low / high, f"{low} of {high}"),
                (100 * (high - low) / high, f"the change between {high} and {low}"),
            ):
                if abs(ratio - value) <= half:
                    return f"{PERCENT_KEPT} ({how}): kept, as they stay"
    return None
