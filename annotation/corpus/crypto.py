"""The cryptography of encryption at rest (issue 24), with no Django.

Each project has a random 32-byte *data key*. Its originals are sealed with AES-GCM
under that key; look-ups by equality use an HMAC-SHA256 key derived from it. The data
key is stored *wrapped* (AES-GCM again) under the site's *master key*, which never
enters the database: it comes from the environment or a key file
(:mod:`annotation.corpus.keys`). Destroying a project's wrapped data key makes its
sealed values unreadable for good; rotating the master key re-wraps the data keys and
leaves the data as it is.

A sealed value is text, so it fits the columns it replaces::

    enc1:<key id>:<characters>:<base64 of nonce + ciphertext + tag>

The key id names the project's data key (a row of ``ProjectKey``); the number of
characters lets a reader without the key keep offsets (a document's spans) in place.
The associated data binds each value to its key id, so a value moved under another
project's key does not open.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

PREFIX = "enc1:"
KEY_BYTES = 32
NONCE_BYTES = 12
_WRAP_AAD = b"pseudoweb data key v1"
_HMAC_INFO = b"pseudoweb lookup v1"


class SealError(ValueError):
    """A sealed value or a wrapped key that does not open with the key at hand."""


def new_key() -> bytes:
    return os.urandom(KEY_BYTES)


def key_text(key: bytes) -> str:
    """A key as one line of text (a key file's content, an environment variable)."""
    return base64.urlsafe_b64encode(key).decode("ascii")


def key_from_text(text: str) -> bytes:
    """The key a line of text holds; ValueError saying why when it is no key."""
    try:
        key = base64.urlsafe_b64decode(text.strip().encode("ascii"))
    except (ValueError, UnicodeEncodeError) as exc:
        raise ValueError("not base64 (urlsafe) text") from exc
    if len(key) != KEY_BYTES:
        raise ValueError(f"{len(key)} bytes; a master key is {KEY_BYTES}")
    return key


def key_id(key: bytes) -> str:
    """A short public name of a key: which master wrapped a data key."""
    return hmac.new(key, b"pseudoweb key id", hashlib.sha256).hexdigest()[:16]


def wrap(master: bytes, data_key: bytes) -> str:
    nonce = os.urandom(NONCE_BYTES)
    sealed = AESGCM(master).encrypt(nonce, data_key, _WRAP_AAD)
    return base64.b64encode(nonce + sealed).decode("ascii")


def unwrap(master: bytes, wrapped: str) -> bytes:
    raw = base64.b64decode(wrapped)
    try:
        return AESGCM(master).decrypt(raw[:NONCE_BYTES], raw[NONCE_BYTES:], _WRAP_AAD)
    except InvalidTag as exc:
        raise SealError("the data key does not open with this master key") from exc


class DataKey:
    """One project's data key, ready to seal, open and hash.

    Sealing and opening run once per value (every span's attributes on import,
    every candidate on a page), so what does not change per value (the associated
    data, the envelope's head) is made once here and base64 goes straight through
    ``binascii``.
    """

    __slots__ = ("kid", "project_id", "_aead", "_aad", "_head", "_lookup")

    def __init__(self, kid: int, project_id: int, key: bytes) -> None:
        self.kid = kid
        self.project_id = project_id
        self._aead = AESGCM(key)
        self._aad = f"pseudoweb:{kid}".encode("ascii")
        self._head = f"{PREFIX}{kid}:"
        self._lookup = hmac.new(key, _HMAC_INFO, hashlib.sha256).digest()

    def seal(self, text: str) -> str:
        nonce = os.urandom(NONCE_BYTES)
        sealed = self._aead.encrypt(nonce, text.encode("utf-8"), self._aad)
        body = binascii.b2a_base64(nonce + sealed, newline=False).decode("ascii")
        return f"{self._head}{len(text)}:{body}"

    def open(self, value: str) -> str:
        kid, _, body = envelope(value)
        if kid != self.kid:
            raise SealError(f"sealed under key {kid}, not {self.kid}")
        return self.open_body(body)

    def open_body(self, body: str) -> str:
        """The plain text of a sealed value's body (its envelope already read)."""
        try:
            raw = binascii.a2b_base64(body)
            plain = self._aead.decrypt(raw[:NONCE_BYTES], raw[NONCE_BYTES:], self._aad)
        except ValueError as exc:  # binascii.Error: no base64
            raise SealError("the value is no sealed value") from exc
        except InvalidTag as exc:
            raise SealError("the value does not open with its project's key") from exc
        return plain.decode("utf-8")

    def lookup(self, text: str) -> str:
        """The keyed hash that stands for ``text`` where equality is all that is
        asked (the pseudonym memory, the keep-list): hex, 64 characters."""
        return hmac.new(self._lookup, text.encode("utf-8"), hashlib.sha256).hexdigest()


def is_sealed(value: object) -> bool:
    return isinstance(value, str) and value.startswith(PREFIX)


def envelope(value: str) -> tuple[int, int, str]:
    """(key id, characters, body) of a sealed value."""
    try:
        _, kid, length, body = value.split(":", 3)
        return int(kid), int(length), body
    except ValueError as exc:
        raise SealError("not a sealed value") from exc
