"""Model building blocks shared by every app."""

from __future__ import annotations

import contextlib
import operator
import zlib
from dataclasses import dataclass
from functools import partial, reduce

from django.db import connection, models

from pylota.core.ids import new_id
from pylota.core.principal import Principal


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
    needs the plaintext, through apps.tenants.services.keyring.
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


# --- Tenant scoping --------------------------------------------------------------------------
_NOTHING = models.Q(pk__in=[])


@dataclass(frozen=True)
class Scope:
    """Where a model's rows meet the tenant tree, for ``ScopedQuerySet.for_principal``.

    - ``tenant``: the path to the row's tenant (``""`` on the tenant model itself);
    - ``partner``: the path to a partner column the row carries itself, when it has one
      (events and audit rows copy it; keys and webhook endpoints may belong to a partner);
    - ``partner_via_tenant``: whether a partner also sees rows through the tenant's
      partner (False where ``tenant`` is a plain column, not a foreign key);
    - ``identity``: the path to the row's identity, for identity-scoped keys (``""`` on
      the identity model itself; None where such a key sees the tenant's rows).
    """

    tenant: str = "tenant"
    partner: str | None = None
    partner_via_tenant: bool = True
    identity: str | None = None

    def q(self, principal: Principal) -> models.Q:
        if principal.is_platform:
            return models.Q()
        if principal.is_partner:
            return self._partner_q(principal.partner_id) if principal.partner_id else _NOTHING
        if not principal.tenant_id:
            return _NOTHING
        q = models.Q(**{_column(self.tenant): principal.tenant_id})
        if principal.identity_id and self.identity is not None:
            q &= models.Q(**{_column(self.identity): principal.identity_id})
        return q

    def _partner_q(self, partner_id: str) -> models.Q:
        # Compared on the key's own partner ID, so a row of a tenant without a partner
        # (NULL) never matches.
        paths = [_column(self.partner)] if self.partner is not None else []
        if self.partner_via_tenant:
            paths.append(f"{self.tenant}__partner_id" if self.tenant else "partner_id")
        return reduce(operator.or_, (models.Q(**{path: partner_id}) for path in paths))


def _column(path: str) -> str:
    return f"{path}_id" if path else "pk"


class ScopedQuerySet(models.QuerySet):
    """Tenant data, read through the one scoping rule (NetBox's ``restrict()``).

    A model using it declares ``principal_scope = Scope(...)``. Every selector that reads
    tenant data starts from ``Model.objects.for_principal(principal)``, so "not yours" and
    "not there" are the same empty result.
    """

    def for_principal(self, principal: Principal) -> ScopedQuerySet:
        return self.filter(self.model.principal_scope.q(principal))


# --- Session advisory locks ----------------------------------------------------------------
# Held by this database session until released, and released by PostgreSQL when the
# session ends: a worker that dies leaves nothing locked.


def _session_lock_key(name: str) -> int:
    return zlib.crc32(name.encode()) - 2**31


def session_lock_try(name: str) -> bool:
    """Take the session advisory lock ``name`` unless another session holds it. (A session
    that holds it already takes it again, and must release it as many times.)"""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_lock(%s)", [_session_lock_key(name)])
        return bool(cursor.fetchone()[0])


def session_lock_release(name: str) -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_unlock(%s)", [_session_lock_key(name)])


class SessionLocks:
    """Session advisory locks named ``<prefix>:<key>``, taken one at a time (``take``) and
    all released when the ``with`` block ends. A worker claims work items this way: an item
    another session holds is left to it, and a dead worker's locks go with its session."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.held: list[str] = []

    def name(self, key: str) -> str:
        return f"{self.prefix}:{key}"

    def take(self, key: str) -> bool:
        if not session_lock_try(self.name(key)):
            return False
        self.held.append(key)
        return True

    def __enter__(self) -> SessionLocks:
        return self

    def __exit__(self, *exc_info) -> None:
        with contextlib.suppress(Exception):  # a lost connection released them already
            for key in self.held:
                session_lock_release(self.name(key))
