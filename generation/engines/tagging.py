"""Part-of-speech (UPOS) tagging of documents, spans and candidate pseudonyms.

Two taggers share one small interface:

* :class:`StanzaTagger` runs Stanza (as the research did when gold UPOS was missing).
  Its models are never downloaded implicitly: :func:`stanza_available` only looks on
  disk, and :func:`fetch_resources` is the one explicit way to get them.
* :class:`ConlluTagger` needs nothing but a CoNLL-U treebank: a rule-based tokenizer
  and the treebank's most frequent UPOS per form, with fallbacks for unknown words.

A span's UPOS is the tag of its right-most token (the research's rule for multi-word
PII), tagged in its sentence.
"""

from __future__ import annotations

import functools
import importlib.metadata
import importlib.util
import os
import re
import shutil
import tempfile
import urllib.error
import urllib.request
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol

from .inventory import UD_SETTINGS, Inventory, load_inventory
from .types import EngineDocument, EngineError, SpanRef
from .windows import ABBREVIATIONS, Sentence, split_sentences

TAGGER_SETTING = "PSEUDOWEB_TAGGER"
TaggerMode = Literal["auto", "stanza", "conllu"]


@dataclass(frozen=True)
class Token:
    start: int  # code-point offsets into the tagged text
    end: int
    form: str
    upos: str


class Tagger(Protocol):
    name: str  # "stanza" or "conllu": what a run records

    def tag(self, text: str, sentences: Sequence[Sentence]) -> list[Token]: ...

    def tag_in_context(self, left: str, word: str, right: str) -> str:
        """UPOS of ``word`` (its right-most token) between ``left`` and ``right``."""
        ...

    def tag_many_in_context(
        self, items: Sequence[tuple[str, str, str]]
    ) -> list[str]: ...


def span_upos(tokens: Sequence[Token], span: SpanRef) -> str:
    """UPOS of the right-most token inside ``span`` ("X" if no token is in it)."""
    inside = [t for t in tokens if t.start >= span.start and t.end <= span.end]
    if not inside:
        # A token sticking out of the span ("Smith's" for "Smith") still tags it.
        inside = [t for t in tokens if t.start < span.end and t.end > span.start]
    return inside[-1].upos if inside else "X"


def document_span_upos(
    tagger: Tagger, document: EngineDocument, sentences: Sequence[Sentence]
) -> dict[Any, str]:
    """UPOS of every span of ``document`` (by span key), tagged in context."""
    tokens = tagger.tag(document.text, sentences)
    return {span.key: span_upos(tokens, span) for span in document.spans}


class _ContextMixin:
    language: str

    def tag(self, text: str, sentences: Sequence[Sentence]) -> list[Token]:
        raise NotImplementedError

    def tag_in_context(self, left: str, word: str, right: str) -> str:
        return self.tag_many_in_context([(left, word, right)])[0]

    def tag_many_in_context(self, items: Sequence[tuple[str, str, str]]) -> list[str]:
        result = []
        for left, word, right in items:
            text = left + word + right
            span = SpanRef(
                key=None, start=len(left), end=len(left) + len(word), label=""
            )
            sentences = split_sentences(text, self.language, spans=[span])
            result.append(span_upos(self.tag(text, sentences), span))
        return result


# --------------------------------------------------------------------------------
# The treebank tagger

_DOTTED = re.compile(r"(?:[^\W\d_]+\.)+(?:[^\W\d_]+\.?)?")
_INITIAL = re.compile(r"[^\W\d_]\.(?=\s+[^\W\d_])")
_URL = re.compile(
    r"(?:https?://|www\.)\S+[^\s.,;:!?)\]\"'”’]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
)
_NUMBER = re.compile(r"\d+(?:[.,:/]\d+)+(?![\w-])")
_WORD = re.compile(r"\w+(?:[-'’]\w+)*")
_PUNCT = re.compile(r"([^\w\s])\1*")
_EN_CLITIC = re.compile(r"(?i)(.+?)(n['’]t|['’](?:s|re|ll|ve|d|m))")
_NUMERIC = re.compile(r"[\d.,:/-]*\d[\d.,:/-]*")

_SUFFIXES: dict[str, tuple[tuple[str, str], ...]] = {
    # Checked in order; the first suffix that matches decides.
    "en": (
        ("ly", "ADV"),
        ("ing", "VERB"),
        ("ed", "VERB"),
        ("tion", "NOUN"),
        ("sion", "NOUN"),
        ("ment", "NOUN"),
        ("ness", "NOUN"),
        ("ity", "NOUN"),
        ("ism", "NOUN"),
        ("ist", "NOUN"),
        ("ous", "ADJ"),
        ("ful", "ADJ"),
        ("ive", "ADJ"),
        ("able", "ADJ"),
        ("ible", "ADJ"),
        ("less", "ADJ"),
        ("ical", "ADJ"),
        ("ic", "ADJ"),
        ("al", "ADJ"),
        ("ise", "VERB"),
        ("ize", "VERB"),
        ("ate", "VERB"),
        ("s", "NOUN"),
    ),
    "sv": (
        ("het", "NOUN"),
        ("heten", "NOUN"),
        ("else", "NOUN"),
        ("ning", "NOUN"),
        ("ningen", "NOUN"),
        ("tion", "NOUN"),
        ("tionen", "NOUN"),
        ("ande", "VERB"),
        ("ende", "VERB"),
        ("lig", "ADJ"),
        ("liga", "ADJ"),
        ("ligt", "ADV"),
        ("isk", "ADJ"),
        ("iska", "ADJ"),
        ("iskt", "ADJ"),
        ("ig", "ADJ"),
        ("iga", "ADJ"),
        ("bar", "ADJ"),
        ("sam", "ADJ"),
        ("ade", "VERB"),
        ("erade", "VERB"),
        ("era", "VERB"),
        ("erar", "VERB"),
        ("ats", "VERB"),
        ("des", "VERB"),
        ("tes", "VERB"),
    ),
}


def tokenize(text: str, language: str, *, known: Callable[[str], bool]) -> list[Token]:
    """Split ``text`` into word tokens the way UD treebanks do (tags left empty).

    ``known`` says whether a form is in the lexicon; it decides whether a dot belongs
    to an abbreviation ("U.S.", "t.ex.") or ends the sentence.
    """
    abbreviations = ABBREVIATIONS.get(language, frozenset())

    def is_abbreviation(candidate: str) -> bool:
        return known(candidate) or candidate.lower().rstrip(".") in abbreviations

    tokens: list[Token] = []
    position = 0
    length = len(text)
    while position < length:
        if text[position].isspace():
            position += 1
            continue
        end = None
        for pattern in (_URL, _NUMBER):
            found = pattern.match(text, position)
            if found:
                end = found.end()
                break
        if end is None:
            found = _DOTTED.match(text, position)
            if found:
                candidate = found.group()
                if candidate.endswith(".") and is_abbreviation(candidate):
                    end = found.end()
                elif is_abbreviation(candidate + ".") and text.startswith(
                    ".", found.end()
                ):
                    end = found.end() + 1
                elif "." in candidate.rstrip(".") and is_abbreviation(candidate):
                    end = found.end()
        if end is None:
            found = _INITIAL.match(text, position)
            if found and text[position].isupper():
                end = found.end()
        if end is None:
            found = _WORD.match(text, position)
            if found:
                word = found.group()
                # Title abbreviations without internal dots: "Mr." "Dr." "nr."
                if text.startswith(".", found.end()) and (
                    known(word + ".") or word.lower() in abbreviations
                ):
                    end = found.end() + 1
                else:
                    end = found.end()
                    if language == "en":
                        clitic = _EN_CLITIC.fullmatch(word)
                        if clitic and not known(word):
                            split = position + clitic.end(1)
                            tokens.append(
                                Token(position, split, text[position:split], "")
                            )
                            tokens.append(Token(split, end, text[split:end], ""))
                            position = end
                            continue
        if end is None:
            found = _PUNCT.match(text, position)
            end = found.end() if found else position + 1
        tokens.append(Token(position, end, text[position:end], ""))
        position = end
    return tokens


class ConlluTagger(_ContextMixin):
    """Tags by the most frequent UPOS a form has in a treebank, with fallbacks.

    Unknown forms: numerals -> NUM, punctuation -> PUNCT, a capitalised word that does
    not start its sentence -> PROPN, else a few suffix rules per language, else NOUN.
    """

    name = "conllu"

    def __init__(self, inventory: Inventory, *, language: str = "en") -> None:
        self.inventory = inventory
        self.language = language
        self._suffixes = _SUFFIXES.get(language, ())

    def _known(self, form: str) -> bool:
        return form in self.inventory.lexicon

    def upos_for(self, form: str, *, sentence_initial: bool) -> str:
        found = self.inventory.lexicon.get(form)
        if found is not None:
            return found
        lower = form.lower()
        found = self.inventory.lower_lexicon.get(lower)
        if found is not None:
            # "Rose" mid-sentence is more likely a name than the flower.
            if form[:1].isupper() and not sentence_initial and found in ("NOUN", "ADJ"):
                return "PROPN"
            return found
        if _NUMERIC.fullmatch(form):
            return "NUM"
        if not any(ch.isalnum() for ch in form):
            if form[:1] in "$€£¥%§":
                return "SYM"
            return "PUNCT"
        if "@" in form or form.startswith(("http", "www.")):
            return "X"
        if form[:1].isupper():
            if not sentence_initial or form.isupper() or "." in form:
                return "PROPN"
        for suffix, upos in self._suffixes:
            if lower.endswith(suffix) and len(lower) > len(suffix) + 2:
                return upos
        if form[:1].isupper():
            return "PROPN"
        return "NOUN"

    def tag_forms(self, forms: Sequence[str]) -> list[str]:
        """Tag one sentence given as forms (the first one starts the sentence)."""
        tags = []
        for index, form in enumerate(forms):
            initial = index == 0 or (
                index == 1 and not any(ch.isalnum() for ch in forms[0])
            )
            tags.append(self.upos_for(form, sentence_initial=initial))
        return tags

    def tag(self, text: str, sentences: Sequence[Sentence]) -> list[Token]:
        result: list[Token] = []
        bounds = list(sentences) or [Sentence(0, len(text))]
        for sentence in bounds:
            raw = tokenize(
                text[sentence.start : sentence.end], self.language, known=self._known
            )
            tags = self.tag_forms([t.form for t in raw])
            result.extend(
                Token(t.start + sentence.start, t.end + sentence.start, t.form, upos)
                for t, upos in zip(raw, tags, strict=True)
            )
        return result


# --------------------------------------------------------------------------------
# Stanza

STANZA_LANGUAGES = {"en": "en", "sv": "sv"}


def stanza_installed() -> bool:
    return importlib.util.find_spec("stanza") is not None


def stanza_resources_dir() -> Path:
    """Where Stanza keeps its models, found as Stanza does but without importing it.

    Importing stanza pulls in torch (seconds); an availability check must stay cheap.
    """
    explicit = os.environ.get("STANZA_RESOURCES_DIR")
    if explicit:
        return Path(explicit)
    try:
        from platformdirs import user_cache_dir

        version = importlib.metadata.version("stanza")
    except (ImportError, importlib.metadata.PackageNotFoundError):
        return Path.home() / "stanza_resources"
    return Path(user_cache_dir("stanza", "StanfordNLP", version)) / "resources"


def stanza_available(language: str, *, resources_dir: Path | None = None) -> bool:
    """Are Stanza's tokenize and pos models for ``language`` on disk? No download."""
    if not stanza_installed():
        return False
    base = resources_dir or stanza_resources_dir()
    lang_dir = base / STANZA_LANGUAGES.get(language, language)
    if not (base / "resources.json").is_file():
        return False
    return all(
        (lang_dir / processor).is_dir() and any((lang_dir / processor).glob("*.pt"))
        for processor in ("tokenize", "pos")
    )


@functools.lru_cache(maxsize=4)
def _stanza_pipeline(language: str, resources_dir: str) -> Any:
    import stanza

    return stanza.Pipeline(
        lang=STANZA_LANGUAGES.get(language, language),
        processors="tokenize,pos",
        tokenize_pretokenized=False,
        dir=resources_dir,
        download_method=None,  # never reach the internet from a worker
        use_gpu=False,
        logging_level="WARN",
    )


class StanzaTagger(_ContextMixin):
    name = "stanza"

    def __init__(self, language: str, *, resources_dir: Path | None = None) -> None:
        self.language = language
        base = resources_dir or stanza_resources_dir()
        if not stanza_available(language, resources_dir=base):
            raise EngineError(
                f"Stanza models for {language!r} are not installed in {base}. Run "
                "'manage.py fetch_resources' where the internet is reachable, or set "
                f"{TAGGER_SETTING}=conllu to tag with the UD treebank instead.",
                setting=TAGGER_SETTING,
            )
        try:
            self._pipeline = _stanza_pipeline(language, str(base))
        except Exception as exc:  # stanza raises many kinds; all mean "cannot tag"
            raise EngineError(
                f"Stanza could not load its {language!r} models from {base}: {exc}. "
                f"Reinstall them or set {TAGGER_SETTING}=conllu.",
                setting=TAGGER_SETTING,
            ) from exc

    def tag(self, text: str, sentences: Sequence[Sentence]) -> list[Token]:
        import stanza

        bounds = list(sentences) or [Sentence(0, len(text))]
        documents = [stanza.Document([], text=text[s.start : s.end]) for s in bounds]
        processed = self._pipeline(documents) if documents else []
        tokens: list[Token] = []
        for sentence, doc in zip(bounds, processed, strict=True):
            for stanza_sentence in doc.sentences:
                for token in stanza_sentence.tokens:
                    words = token.words
                    own = [
                        w for w in words if getattr(w, "start_char", None) is not None
                    ]
                    if len(own) == len(words) and len(words) > 1:
                        for word in words:
                            tokens.append(
                                Token(
                                    word.start_char + sentence.start,
                                    word.end_char + sentence.start,
                                    word.text,
                                    word.upos,
                                )
                            )
                    else:
                        # A multiword token ("Obama's") takes its first word's tag.
                        tokens.append(
                            Token(
                                token.start_char + sentence.start,
                                token.end_char + sentence.start,
                                token.text,
                                words[0].upos,
                            )
                        )
        return tokens


def get_tagger(mode: str, language: str, ud_path: str | None) -> Tagger:
    """The tagger ``mode`` asks for; ``auto`` is Stanza when installed, else CoNLL-U."""
    if mode not in ("auto", "stanza", "conllu"):
        raise EngineError(
            f"Unknown tagger {mode!r}; {TAGGER_SETTING} must be auto, stanza or "
            "conllu.",
            setting=TAGGER_SETTING,
        )
    if mode == "stanza" or (mode == "auto" and stanza_available(language)):
        return StanzaTagger(language)
    inventory = load_inventory(ud_path or "", language=language)
    return ConlluTagger(inventory, language=language)


# --------------------------------------------------------------------------------
# Fetching resources (the one place that goes to the internet)

UD_RAW_BASE = "https://raw.githubusercontent.com/UniversalDependencies"
PUD_FILES = {
    "en": ("UD_English-PUD", "en_pud-ud-test.conllu"),
    "sv": ("UD_Swedish-PUD", "sv_pud-ud-test.conllu"),
}
Progress = Callable[[str, int, int | None], None]  # (what, bytes so far, total or None)


def _download(url: str, target: Path, *, progress: Progress, timeout: float) -> None:
    with urllib.request.urlopen(url, timeout=timeout) as response:  # noqa: S310
        total_header = response.headers.get("Content-Length")
        total = int(total_header) if total_header and total_header.isdigit() else None
        target.parent.mkdir(parents=True, exist_ok=True)
        # Write beside the target and rename, so a broken download leaves no half file.
        with tempfile.NamedTemporaryFile(dir=target.parent, delete=False) as partial:
            done = 0
            while chunk := response.read(64 * 1024):
                partial.write(chunk)
                done += len(chunk)
                progress(target.name, done, total)
        shutil.move(partial.name, target)


def fetch_resources(
    languages: Iterable[str],
    dest_dir: str | Path,
    *,
    progress: Progress | None = None,
    ud_base_url: str = UD_RAW_BASE,
    branch: str = "master",
    stanza_models: bool = True,
    stanza_dir: str | Path | None = None,
    stanza_resources_url: str | None = None,
    timeout: float = 30.0,
) -> list[str]:
    """Download the PUD treebanks and Stanza models; return what could not be fetched.

    Each problem is a plain sentence for the person running the command; an empty list
    means everything is in place.
    """
    report: Progress = progress or (lambda what, done, total: None)
    destination = Path(dest_dir)
    problems: list[str] = []
    for language in languages:
        if language not in PUD_FILES:
            problems.append(f"No PUD treebank is known for language {language!r}.")
            continue
        repository, filename = PUD_FILES[language]
        url = f"{ud_base_url.rstrip('/')}/{repository}/{branch}/{filename}"
        target = destination / filename
        try:
            _download(url, target, progress=report, timeout=timeout)
        except (urllib.error.URLError, OSError, ValueError) as exc:
            reason = getattr(exc, "reason", exc)
            problems.append(
                f"Could not download the {language} UD treebank from {url} ({reason}). "
                f"Download it by hand and set {UD_SETTINGS[language]} to its path."
            )
        if stanza_models:
            problems.extend(
                _fetch_stanza(language, stanza_dir, stanza_resources_url, report)
            )
    return problems


def _fetch_stanza(
    language: str,
    stanza_dir: str | Path | None,
    resources_url: str | None,
    progress: Progress,
) -> list[str]:
    try:
        import stanza
    except ImportError:
        return ["Stanza is not installed, so its models were not downloaded."]
    model_dir = str(stanza_dir or stanza_resources_dir())
    kwargs: dict[str, Any] = {"model_dir": model_dir, "processors": "tokenize,pos"}
    if resources_url:
        kwargs["resources_url"] = resources_url
    progress(f"stanza {language}", 0, None)
    try:
        stanza.download(STANZA_LANGUAGES.get(language, language), **kwargs)
    except Exception as exc:  # network, HTTP and file errors all end up here
        return [
            f"Could not download the Stanza {language} models into {model_dir} "
            f"({exc}). Tagging falls back to the UD treebank "
            f"({TAGGER_SETTING}=conllu)."
        ]
    return []
