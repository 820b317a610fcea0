"""The keyring: the master key from outside the database, and the projects' data keys.

The master key comes from ``PSEUDOWEB_MASTER_KEY`` (its text) or
``PSEUDOWEB_MASTER_KEY_FILE`` (a file holding it). With neither, the embedded default
is the key file ``var/keys/master.key``, beside the database and not in it: it is
made on first use, so the README's two commands just work. A missing key never
makes a new one where wrapped data keys exist already: the originals would be lost.

While ``rotate_keys`` runs, the new master waits in ``<key file>.new``; the keyring
reads keys wrapped under either, so the site keeps working half-way through.

Data keys are unwrapped once per process and kept; a project's key is looked up
again after ``CACHE_SECONDS`` so that a key destroyed by another process
(``forget_originals``) stops being used for new values within that time.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.core.signals import setting_changed
from django.db import IntegrityError, transaction

from . import crypto

CACHE_SECONDS = 30.0


class KeyUnavailable(RuntimeError):
    """The originals cannot be read or written: the key is missing or destroyed."""


@dataclass(frozen=True)
class Master:
    key: bytes
    id: str
    source: str  # where it came from, for messages (never the key)


def _default_file() -> Path:
    return Path(settings.VAR_DIR) / "keys" / "master.key"


def master_source() -> tuple[str, Path | None]:
    """("env" | "file" | "default", the key file)."""
    if getattr(settings, "PSEUDOWEB_MASTER_KEY", ""):
        return "env", None
    path = getattr(settings, "PSEUDOWEB_MASTER_KEY_FILE", "")
    if path:
        return "file", Path(path)
    return "default", _default_file()


def pending_file() -> Path | None:
    """Where ``rotate_keys`` keeps the new master until every key is re-wrapped."""
    _, path = master_source()
    return path.with_name(path.name + ".new") if path is not None else None


def read_key_file(path: Path) -> bytes:
    try:
        text = path.read_text(encoding="ascii")
    except FileNotFoundError as exc:
        raise KeyUnavailable(f"The master key file {path} does not exist.") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise KeyUnavailable(
            f"The master key file {path} cannot be read: {exc}"
        ) from exc
    try:
        return crypto.key_from_text(text)
    except ValueError as exc:
        raise KeyUnavailable(
            f"The master key file {path} holds no key: {exc}."
        ) from exc


def write_key_file(path: Path, key: bytes) -> None:
    """A new key file, readable by its owner only; refuses to overwrite one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.chmod(path.parent, 0o700)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as handle:
        handle.write(crypto.key_text(key) + "\n")


def _wrapped_keys_exist() -> bool:
    from .models import ProjectKey

    return ProjectKey.objects.exclude(wrapped="").exists()


class Keyring:
    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._masters: list[Master] | None = None
        self._by_kid: dict[int, crypto.DataKey] = {}
        self._by_project: dict[int, tuple[float, crypto.DataKey]] = {}

    def reset(self) -> None:
        with self._lock:
            self._masters = None
            self._by_kid.clear()
            self._by_project.clear()

    def forget(self, project_id: int) -> None:
        with self._lock:
            held = self._by_project.pop(project_id, None)
            if held is not None:
                self._by_kid.pop(held[1].kid, None)
            for kid, key in list(self._by_kid.items()):
                if key.project_id == project_id:
                    del self._by_kid[kid]

    # ---------------------------------------------------------------- master keys

    def masters(self, *, create: bool = True) -> list[Master]:
        """The master key, then the new one of a rotation under way."""
        with self._lock:
            if self._masters is None:
                self._masters = self._load(create=create)
            return self._masters

    def _load(self, *, create: bool) -> list[Master]:
        kind, path = master_source()
        found: list[Master] = []
        if kind == "env":
            try:
                key = crypto.key_from_text(settings.PSEUDOWEB_MASTER_KEY)
            except ValueError as exc:
                raise KeyUnavailable(
                    f"PSEUDOWEB_MASTER_KEY holds no key: {exc}."
                ) from exc
            found.append(Master(key, crypto.key_id(key), "PSEUDOWEB_MASTER_KEY"))
        else:
            assert path is not None
            if kind == "default" and not path.exists() and create:
                if _wrapped_keys_exist():
                    raise KeyUnavailable(
                        f"The master key file {path} is missing, and the database "
                        "holds keys it wrapped: restore the file from its backup "
                        "(docs/operations.md)."
                    )
                try:
                    write_key_file(path, crypto.new_key())
                except FileExistsError:
                    pass  # another process made it first
            key = read_key_file(path)
            found.append(Master(key, crypto.key_id(key), str(path)))
        pending = pending_file()
        if pending is not None and pending.exists():
            key = read_key_file(pending)
            found.append(Master(key, crypto.key_id(key), str(pending)))
        return found

    def state(self) -> str:
        """ "" when the master key is at hand, else why not (for banners and checks)."""
        try:
            self.masters(create=False)
        except KeyUnavailable as exc:
            return str(exc)
        kind, path = master_source()
        if kind == "default" and path is not None and not path.exists():
            return ""  # made on first use
        return ""

    # ------------------------------------------------------------------ data keys

    def _unwrap(self, row: object) -> crypto.DataKey:
        from .models import ProjectKey

        assert isinstance(row, ProjectKey)
        if not row.wrapped:
            raise KeyUnavailable(
                f"The originals of project {row.project_id} were forgotten: its key "
                "was destroyed."
            )
        for master in self.masters():
            if master.id == row.master_id:
                key = crypto.unwrap(master.key, row.wrapped)
                return crypto.DataKey(row.pk, row.project_id, key)
        raise KeyUnavailable(
            f"The key of project {row.project_id} was wrapped under master key "
            f"{row.master_id}, which is not the one configured "
            f"({', '.join(m.id for m in self.masters())}): the originals cannot be "
            "read."
        )

    def for_project(self, project_id: int, *, create: bool = True) -> crypto.DataKey:
        """The project's data key, made on first use."""
        from .models import ProjectKey

        now = time.monotonic()
        # Reads need no lock (one dict look-up is atomic); writes take it.
        held = self._by_project.get(project_id)
        if held is not None and now - held[0] < CACHE_SECONDS:
            return held[1]
        row = ProjectKey.objects.filter(project_id=project_id).first()
        if row is None:
            if not create:
                raise KeyUnavailable(f"Project {project_id} has no key.")
            row = self._make(project_id)
        key = self._unwrap(row)
        with self._lock:
            self._by_project[project_id] = (now, key)
            self._by_kid[key.kid] = key
        return key

    def _make(self, project_id: int) -> object:
        from .models import ProjectKey

        master = self.masters()[0]
        try:
            with transaction.atomic():
                return ProjectKey.objects.create(
                    project_id=project_id,
                    wrapped=crypto.wrap(master.key, crypto.new_key()),
                    master_id=master.id,
                )
        except IntegrityError:
            return ProjectKey.objects.get(project_id=project_id)

    def by_id(self, kid: int) -> crypto.DataKey:
        from .models import ProjectKey

        key = self._by_kid.get(kid)
        if key is not None:
            return key
        row = ProjectKey.objects.filter(pk=kid).first()
        if row is None:
            raise KeyUnavailable(f"Key {kid} does not exist (any more).")
        key = self._unwrap(row)
        with self._lock:
            self._by_kid[kid] = key
        return key

    def open(self, value: str) -> str:
        kid, _, body = crypto.envelope(value)
        return self.by_id(kid).open_body(body)


keyring = Keyring()


def _reset(*, setting: str, **kwargs: object) -> None:
    if setting in ("PSEUDOWEB_MASTER_KEY", "PSEUDOWEB_MASTER_KEY_FILE", "VAR_DIR"):
        keyring.reset()


setting_changed.connect(_reset)


def lookup(project_id: int, text: str) -> str:
    """The project's keyed hash of ``text`` (see :meth:`crypto.DataKey.lookup`)."""
    return keyring.for_project(project_id).lookup(text)


def seal(project_id: int, text: str) -> str:
    return keyring.for_project(project_id).seal(text) if text else text
