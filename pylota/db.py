"""Model building blocks shared by every app."""

from __future__ import annotations

from functools import partial

from django.db import models

from pylota.core.ids import new_id


class PrefixedIdField(models.CharField):
    """Primary key like ``tnt_01J…``: prefixed, opaque and ordered by creation time."""

    def __init__(self, prefix: str, **kwargs) -> None:
        self.prefix = prefix
        kwargs.setdefault("max_length", 30)
        kwargs.setdefault("primary_key", True)
        kwargs.setdefault("editable", False)
        kwargs["default"] = partial(new_id, prefix)
        super().__init__(**kwargs)

    def deconstruct(self):
        name, path, args, kwargs = super().deconstruct()
        kwargs.pop("default", None)
        return name, path, [self.prefix, *args], kwargs


SEALED_FIELDS: list[tuple[type[models.Model], str]] = []


class SealedField(models.TextField):
    """A column holding a ``pmse1.`` envelope (see pylota.core.crypto).

    Declaring one registers it, so master-key rotation finds every sealed column without a
    hand-kept list. The field never decrypts by itself: code opens a secret only where it
    needs the plaintext, through apps.tenants.keyring.
    """

    def __init__(self, *args, context: str = "", **kwargs) -> None:
        self.context = context
        super().__init__(*args, **kwargs)

    def contribute_to_class(self, cls, name, *args, **kwargs):
        super().contribute_to_class(cls, name, *args, **kwargs)
        # Migrations build historical copies of models (module "__fake__"): not real columns.
        real = not cls._meta.abstract and cls.__module__ != "__fake__"
        if real and (cls, name) not in SEALED_FIELDS:
            SEALED_FIELDS.append((cls, name))

    def seal_context(self) -> str:
        return self.context or f"{self.model._meta.label_lower}.{self.name}"

    def deconstruct(self):
        name, path, args, kwargs = super().deconstruct()
        if self.context:
            kwargs["context"] = self.context
        return name, path, args, kwargs
