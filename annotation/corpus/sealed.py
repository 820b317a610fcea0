"""Model fields whose values are sealed at rest with their project's data key.

A sealed field reads and writes plain values in Python; in the database it holds a
sealed text (:mod:`annotation.corpus.crypto`). The project comes from the instance
being saved (``project="document.project_id"``), so ``save()``, ``create()`` and
``bulk_create()`` seal by themselves. Paths that write without an instance
(``QuerySet.update``, ``bulk_update``) must seal first with :func:`sealed_value` or
use :func:`bulk_update`; a plain value there is refused, never stored.

Without the key (the master key missing, or the project's originals forgotten) a
text reads as :class:`Unreadable`: as many "▒" as the original had characters, so
offsets hold and pages show where something was; JSON reads as its empty default.
Saving such a value back is refused.

Empty values ("" , {}, []) are stored as they are: they hide nothing, and filters
such as ``text=""`` keep working.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from django.core.serializers.json import DjangoJSONEncoder
from django.db import models, transaction

from . import crypto
from .keys import KeyUnavailable, keyring

MASK = "▒"


class Unreadable(str):
    """The stand-in of a sealed text that cannot be opened here."""

    reason: str = ""


class SealNeeded(RuntimeError):
    """A plain value reached the database outside ``save()``: seal it first."""


# What other modules keep of sealed values per process, emptied by reset_caches.
_CACHES: list[Callable[[], None]] = []


def on_reset(clear: Callable[[], None]) -> None:
    """Have :func:`reset_caches` call ``clear`` too."""
    _CACHES.append(clear)


def reset_caches() -> None:
    """Forget every key and project look-up of this process (tests, rotation)."""
    keyring.reset()
    _project_of.cache_clear()
    for clear in _CACHES:
        clear()


def open_text(value: str) -> str:
    try:
        return keyring.open(value)
    except (KeyUnavailable, crypto.SealError) as exc:
        _, length, _ = crypto.envelope(value)
        out = Unreadable(MASK * length)
        out.reason = str(exc)
        return out


@lru_cache(maxsize=65536)
def _project_of(model: type[models.Model], pk: int, rest: tuple[str, ...]) -> int:
    value: Any = (
        model._base_manager.filter(pk=pk)
        .values_list("__".join(rest), flat=True)
        .first()
    )
    if value is None:
        raise KeyUnavailable(f"No {model.__name__} {pk} to seal under.")
    return int(value)


def project_id_of(instance: models.Model, path: str) -> int:
    """Walk ``path`` ("project_id", "document.project_id", "run.project_id") from the
    instance, using related objects already loaded and one cached query otherwise."""
    parts = path.split(".")
    obj: Any = instance
    for index, part in enumerate(parts[:-1]):
        field = obj._meta.get_field(part)
        if field.is_cached(obj):
            obj = getattr(obj, part)
            continue
        pk = getattr(obj, field.attname)
        rest = tuple(parts[index + 1 :])
        rest = rest[:-1] + (rest[-1].removesuffix("_id"),) if rest else rest
        return _project_of(field.related_model, pk, rest)
    return int(getattr(obj, parts[-1]))


def sealed_value(project_id: int, value: Any, *, json_value: bool = False) -> Any:
    """What a sealed field stores for ``value`` of that project."""
    if isinstance(value, Unreadable):
        raise KeyUnavailable(value.reason or "This value cannot be read here.")
    if json_value:
        if value in (None, {}, []) or crypto.is_sealed(value):
            return value
        text = json.dumps(value, cls=DjangoJSONEncoder, ensure_ascii=False)
        return keyring.for_project(project_id).seal(text)
    if not value or crypto.is_sealed(value):
        return value
    return keyring.for_project(project_id).seal(str(value))


class _Sealed:
    json_value = False

    def __init__(self, *args: Any, project: str = "project_id", **kwargs: Any) -> None:
        self.project_path = project
        super().__init__(*args, **kwargs)

    def deconstruct(self) -> Any:
        name, path, args, kwargs = super().deconstruct()  # type: ignore[misc]
        kwargs["project"] = self.project_path
        return name, path, args, kwargs

    def pre_save(self, model_instance: models.Model, add: bool) -> Any:
        value = getattr(model_instance, self.attname)  # type: ignore[attr-defined]
        if self._empty(value) or crypto.is_sealed(value):
            return value
        project_id = project_id_of(model_instance, self.project_path)
        return sealed_value(project_id, value, json_value=self.json_value)

    def _empty(self, value: Any) -> bool:
        return value in (None, "", {}, [])

    def _check(self, value: Any) -> None:
        if isinstance(value, Unreadable):
            raise KeyUnavailable(value.reason or "This value cannot be read here.")
        if not self._empty(value) and not crypto.is_sealed(value):
            raise SealNeeded(
                f"{self.model.__name__}.{self.name} was written outside save(): "  # type: ignore[attr-defined]
                "seal it with annotation.corpus.sealed.sealed_value first."
            )


class SealedTextField(_Sealed, models.TextField):
    def from_db_value(self, value: Any, expression: Any, connection: Any) -> Any:
        if crypto.is_sealed(value):
            return open_text(value)
        return value

    def get_prep_value(self, value: Any) -> Any:
        value = super().get_prep_value(value)
        if hasattr(value, "resolve_expression"):
            return value
        self._check(value)
        return value


class SealedJSONField(_Sealed, models.JSONField):
    json_value = True

    def from_db_value(self, value: Any, expression: Any, connection: Any) -> Any:
        value = super().from_db_value(value, expression, connection)
        if crypto.is_sealed(value):
            text = open_text(value)
            if isinstance(text, Unreadable):
                return self.get_default()
            return json.loads(text)
        return value

    def get_prep_value(self, value: Any) -> Any:
        if hasattr(value, "resolve_expression"):
            return value
        self._check(value)
        return super().get_prep_value(value)


class SealedQuerySet(models.QuerySet):
    """``update()`` that seals: a plain value for a sealed field is sealed once per
    project the rows belong to (the default manager of every model with one)."""

    def update(self, **kwargs: Any) -> int:
        fields = {
            name: field
            for name, field in (
                (name, self.model._meta.get_field(name)) for name in kwargs
            )
            if isinstance(field, _Sealed)
            and not hasattr(kwargs[name], "resolve_expression")
            and not field._empty(kwargs[name])
            and not crypto.is_sealed(kwargs[name])
        }
        if not fields:
            return super().update(**kwargs)
        path = next(iter(fields.values())).project_path.replace(".", "__")
        path = path.removesuffix("_id") if "__" in path else path
        done = 0
        with transaction.atomic(using=self.db):
            projects = set(self.values_list(path, flat=True).distinct())
            for project_id in projects:
                values = dict(kwargs)
                for name, field in fields.items():
                    values[name] = sealed_value(
                        project_id, kwargs[name], json_value=field.json_value
                    )
                rows = self.filter(**{path: project_id}).values("pk")
                done += self.model._base_manager.filter(pk__in=rows).update(**values)
        return done

    update.alters_data = True  # type: ignore[attr-defined]


def bulk_update(
    model: type[models.Model], objs: list[Any], fields: list[str], **kwargs: Any
) -> int:
    """``bulk_update`` that seals the sealed fields of ``fields`` first (and leaves
    the objects' own values as they were)."""
    sealed = [
        f
        for f in (model._meta.get_field(name) for name in fields)
        if isinstance(f, _Sealed)
    ]
    held: list[tuple[Any, str, Any]] = []
    try:
        for obj in objs:
            for field in sealed:
                value = getattr(obj, field.attname)
                held.append((obj, field.attname, value))
                setattr(obj, field.attname, field.pre_save(obj, add=False))
        return model._base_manager.bulk_update(objs, fields, **kwargs)
    finally:
        for obj, attname, value in held:
            setattr(obj, attname, value)
