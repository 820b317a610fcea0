"""``manage.py rotate_keys``: every project key re-wrapped under a new master key,
the data left as it is; resumable, logged, and the key files swapped at the end."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from annotation.corpus import crypto, keys
from annotation.corpus.models import ActivityLog, Document, ProjectKey
from annotation.corpus.sealed import Unreadable, reset_caches, sealed_value
from tests.factories import DocumentFactory, ProjectFactory

pytestmark = pytest.mark.django_db

TEXT = "Anna Berg lives in Lund."


@pytest.fixture
def key_file(settings, tmp_path):
    """The master key in a key file (PSEUDOWEB_MASTER_KEY_FILE)."""
    path = tmp_path / "keys" / "master.key"
    keys.write_key_file(path, crypto.new_key())
    settings.PSEUDOWEB_MASTER_KEY = ""
    settings.PSEUDOWEB_MASTER_KEY_FILE = str(path)
    return path


def _documents(n: int) -> list[Document]:
    return [DocumentFactory(project=ProjectFactory(), text=TEXT) for _ in range(n)]


def _text(document: Document) -> str:
    reset_caches()
    return Document.objects.get(pk=document.pk).text


def _rotate(*args: str) -> str:
    out = io.StringIO()
    call_command("rotate_keys", *args, stdout=out, stderr=out)
    return out.getvalue()


def test_rotation_rewraps_every_key_logs_it_and_swaps_the_key_files(key_file):
    first, second, forgotten = _documents(3)
    ProjectKey.objects.filter(project=forgotten.project).update(
        wrapped="", destroyed_at=timezone.now()
    )
    old = keys.read_key_file(key_file)
    output = _rotate()
    new = keys.read_key_file(key_file)
    assert new != old
    assert not keys.pending_file().exists()
    (kept,) = key_file.parent.glob("master.key.old-*")
    assert keys.read_key_file(kept) == old
    assert f"project {first.project_id} (" in output
    assert "2 re-wrapped, 0 already under the new key, 1 forgotten" in output
    assert f"kept in {kept}" in output
    rows = ProjectKey.objects.exclude(wrapped="")
    assert {row.master_id for row in rows} == {crypto.key_id(new)}
    assert all(row.rotated_at for row in rows)
    # The data was not touched, and opens with the new key alone.
    assert _text(first) == TEXT and _text(second) == TEXT
    logs = ActivityLog.objects.filter(action="key-rotated")
    assert sorted(log.project_id for log in logs) == sorted(
        [first.project_id, second.project_id]
    )
    assert logs[0].details == {
        "old_master": crypto.key_id(old),
        "new_master": crypto.key_id(new),
    }
    assert crypto.key_text(new) not in json.dumps(list(logs.values()), default=str)


def test_after_rotation_the_old_key_alone_opens_nothing(key_file, settings):
    (document,) = _documents(1)
    _rotate()
    (kept,) = key_file.parent.glob("master.key.old-*")
    settings.PSEUDOWEB_MASTER_KEY_FILE = str(kept)
    assert isinstance(_text(document), Unreadable)


def test_an_interrupted_rotation_is_finished_by_running_it_again(key_file, monkeypatch):
    first, second = _documents(2)
    old_id = crypto.key_id(keys.read_key_file(key_file))
    wrap = crypto.wrap
    calls = []

    def wrap_once(master: bytes, data_key: bytes) -> str:
        calls.append(1)
        if len(calls) > 1:
            raise OSError("the machine went down")
        return wrap(master, data_key)

    monkeypatch.setattr(crypto, "wrap", wrap_once)
    with pytest.raises(OSError):
        _rotate()
    monkeypatch.undo()
    pending = keys.pending_file()
    new_id = crypto.key_id(keys.read_key_file(pending))
    masters = dict(ProjectKey.objects.values_list("project_id", "master_id"))
    assert masters == {first.project_id: new_id, second.project_id: old_id}
    # Half-way, the site reads both: the key file and the pending one; a new
    # project's key goes under the new master at once.
    assert _text(first) == TEXT and _text(second) == TEXT
    (third,) = _documents(1)
    assert ProjectKey.objects.get(project=third.project).master_id == new_id
    output = _rotate()
    assert f"project {first.project_id} ({first.project.name}): already" in output
    assert f"project {second.project_id} ({second.project.name}): re-wrapped" in output
    assert not pending.exists()
    assert crypto.key_id(keys.read_key_file(key_file)) == new_id
    assert _text(first) == TEXT and _text(second) == TEXT


def test_a_process_that_loaded_the_old_key_follows_the_rotation(key_file, monkeypatch):
    (document,) = _documents(1)
    assert [m.id for m in keys.keyring.masters()] == [
        crypto.key_id(keys.read_key_file(key_file))
    ]
    _rotate()  # as another process would: this one's keyring still holds the old key
    monkeypatch.setattr(keys, "CACHE_SECONDS", 0.0)
    assert crypto.is_sealed(sealed_value(document.project_id, "Nils"))


def test_with_the_key_from_the_environment_a_new_key_file_is_required(
    settings, tmp_path
):
    (document,) = _documents(1)
    stranger = ProjectFactory()
    DocumentFactory(project=stranger, text=TEXT)
    ProjectKey.objects.filter(project=stranger).update(master_id="0123456789abcdef")
    with pytest.raises(CommandError, match="--new-key-file PATH"):
        _rotate()
    new_file = tmp_path / "new.key"
    output = _rotate("--new-key-file", str(new_file))
    assert "1 re-wrapped" in output and "1 under another master key" in output
    assert f"project {stranger.pk} ({stranger.name}): under another" in output
    assert "Set PSEUDOWEB_MASTER_KEY_FILE to that file" in output
    settings.PSEUDOWEB_MASTER_KEY = ""
    settings.PSEUDOWEB_MASTER_KEY_FILE = str(new_file)
    assert _text(document) == TEXT
    with pytest.raises(CommandError, match="nothing to rotate"):
        _rotate("--new-key-file", str(new_file))
