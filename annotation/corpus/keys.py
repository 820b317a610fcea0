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
from typing import TYPE_CHECKING

from django.conf import settings
from django.core.signals import setting_changed
from django.db import IntegrityError, connection, transaction

from . import crypto

if TYPE_CHECKING:
    from .models import ProjectKey

CACHE_SECONDS = 30.0
RELOAD_SECONDS = 5.0


class KeyUnavailable(RuntimeError):
    """The originals cannot be read or written: the key is missing or destroyed."""


class KeyDestroyed(KeyUnavailable):
    """The project's key was destroyed (``forget_originals``): for good, not for want
    of a master key. Sealed fields store the project's new values as they are."""


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


@dataclass
class _Held:
    at: float
    key: crypto.DataKey
    wrapped: str
    committed: bool


def _strangers_of(masters: list[Master]) -> set[str]:
    from .models import ProjectKey

    return set(
        ProjectKey.objects.exclude(wrapped="")
        .exclude(master_id__in=[m.id for m in masters])
        .values_list("master_id", flat=True)
        .distinct()
    )


class Keyring:
    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._masters: list[Master] | None = None
        self._by_kid: dict[int, crypto.DataKey] = {}
        self._by_project: dict[int, _Held] = {}
        # Masters named by wrapped keys that this process does not hold; why the
        # masters could not be loaded, and when (looked for again after a while).
        self._strangers: set[str] = set()
        self._failed: tuple[float, str] | None = None
        self._reloaded: float | None = None

    def reset(self) -> None:
        with self._lock:
            self._masters = None
            self._by_kid.clear()
            self._by_project.clear()
            self._strangers = set()
            self._failed = None
            self._reloaded = None

    def forget(self, project_id: int) -> None:
        with self._lock:
            held = self._by_project.pop(project_id, None)
            if held is not None:
                self._by_kid.pop(held.key.kid, None)
            for kid, key in list(self._by_kid.items()):
                if key.project_id == project_id:
                    del self._by_kid[kid]

    # ---------------------------------------------------------------- master keys

    def masters(self, *, create: bool = True) -> list[Master]:
        """The master key, then the new one of a rotation under way."""
        with self._lock:
            if self._masters is None:
                masters = self._load(create=create)
                self._strangers = _strangers_of(masters)
                self._masters = masters
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
        """ "" when the originals can be read, else why not (banners, checks).

        Free once the masters are loaded: keys wrapped under a master this process
        does not hold are counted as they load (one query), and added to when one
        fails to unwrap. A master that cannot be loaded is looked for again after
        ``CACHE_SECONDS``."""
        now = time.monotonic()
        with self._lock:
            failed = self._failed if self._masters is None else None
        if failed is not None and now - failed[0] < CACHE_SECONDS:
            return failed[1]
        kind, path = master_source()
        try:
            if (
                self._masters is None
                and kind == "default"
                and path is not None
                and not path.exists()
                and not _wrapped_keys_exist()
            ):
                problem = ""  # made on first use
            else:
                problem = self._strangers_state(self.masters(create=False))
        except KeyUnavailable as exc:
            problem = str(exc)
        with self._lock:
            if self._masters is None:
                self._failed = (now, problem)
        return problem

    def _strangers_state(self, masters: list[Master]) -> str:
        with self._lock:
            strangers = sorted(self._strangers)
        if not strangers:
            return ""
        return (
            f"Project keys were wrapped under master key {', '.join(strangers)}, "
            "not under the one configured "
            f"({', '.join(f'{m.id} from {m.source}' for m in masters)}): those "
            "projects' originals cannot be read."
        )

    # ------------------------------------------------------------------ data keys

    def _unwrap(self, row: ProjectKey) -> crypto.DataKey:
        if not row.wrapped:
            raise KeyDestroyed(
                f"The originals of project {row.project_id} were forgotten: its key "
                "was destroyed."
            )
        for master in self._masters_for(row.master_id):
            if master.id == row.master_id:
                key = crypto.unwrap(master.key, row.wrapped)
                return crypto.DataKey(row.pk, row.project_id, key)
        with self._lock:
            self._strangers.add(row.master_id)
        raise KeyUnavailable(
            f"The key of project {row.project_id} was wrapped under master key "
            f"{row.master_id}, which is not the one configured "
            f"({', '.join(m.id for m in self.masters())}): the originals cannot be "
            "read."
        )

    def _masters_for(self, master_id: str) -> list[Master]:
        """The masters, read again from their files when none is ``master_id``: a
        ``rotate_keys`` run by another process re-wraps keys under a new master this
        process loaded before it existed. At most once per ``RELOAD_SECONDS``, so a
        wrong key costs no file reads on every value."""
        masters = self.masters()
        if any(m.id == master_id for m in masters):
            return masters
        now = time.monotonic()
        with self._lock:
            if self._reloaded is not None and now - self._reloaded < RELOAD_SECONDS:
                return masters
            self._reloaded = now
            self._masters = None
        return self.masters()

    def for_project(self, project_id: int, *, create: bool = True) -> crypto.DataKey:
        """The project's data key, made on first use."""
        from .models import ProjectKey

        now = time.monotonic()
        # Reads need no lock (one dict look-up is atomic); writes take it.
        held = self._by_project.get(project_id)
        if (
            held is not None
            and now - held.at < CACHE_SECONDS
            and (held.committed or self._still_there(held))
        ):
            return held.key
        row = ProjectKey.objects.filter(project_id=project_id).first()
        if row is None:
            if not create:
                raise KeyUnavailable(f"Project {project_id} has no key.")
            row = self._make(project_id)
        key = self._unwrap(row)
        # A key read or made inside a transaction may still be rolled back (a refused
        # import takes its new project and key with it, and the next project may get
        # the same id): until the transaction commits, the cached key is checked
        # against its row before sealing anything with it.
        entry = _Held(now, key, row.wrapped, not connection.in_atomic_block)
        with self._lock:
            self._by_project[project_id] = entry
            self._by_kid[key.kid] = key
        if not entry.committed:
            transaction.on_commit(lambda: self._promote(project_id, entry))
        return key

    def _still_there(self, held: _Held) -> bool:
        from .models import ProjectKey

        return ProjectKey.objects.filter(pk=held.key.kid, wrapped=held.wrapped).exists()

    def _promote(self, project_id: int, entry: _Held) -> None:
        with self._lock:
            if self._by_project.get(project_id) is entry:
                entry.committed = True

    def _make(self, project_id: int) -> ProjectKey:
        from .models import ProjectKey

        # The newest master: while a rotation is under way, a new project's key is
        # wrapped under the key it rotates to, so it is never left behind.
        master = self.masters()[-1]
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
        try:
            return self.by_id(kid).open_body(body)
        except crypto.SealError:
            # A key cached from a transaction that was rolled back, whose id a new
            # key took since: read the row again, once.
            with self._lock:
                self._by_kid.pop(kid, None)
            return self.by_id(kid).open_body(body)


keyring = Keyring()


def _reset(*, setting: str, **kwargs: object) -> None:
    if setting in ("PSEUDOWEB_MASTER_KEY", "PSEUDOWEB_MASTER_KEY_FILE", "VAR_DIR"):
        keyring.reset()


setting_changed.connect(_reset)


def lookup(project_id: int, text: str) -> str:
    """The project's keyed hash of ``text`` (see :meth:`crypto.DataKey.lookup`): what
    stands in the database for a memory key, a keep-list entry or a file's digest, so
    look-ups by equality never need the original."""
    return keyring.for_project(project_id).lookup(text)
