"""DKIM keys of the platform domain: made on first use, sealed, used to sign every send.

One RSA-2048 and one Ed25519 key per domain (RFC 8463: both signatures on each message).
Selectors are ``{PM_DKIM_SELECTOR_PREFIX}{yyyymmdd}{4 hex}r`` and ``…e``, so a rotation makes
new selectors and the old TXT records can stay published until mail signed with them is old.
``manage.py dkim_records`` prints the TXT records operators publish.
"""

from __future__ import annotations

import secrets
import time

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.outbound.models import DkimKey
from apps.tenants import services as tenant_services
from apps.tenants.services import keyring
from pylota.core.compose import dkim
from pylota.core.principal import Actor

_CONTEXT = DkimKey._meta.get_field("private_key").seal_context()
_SUFFIX = {"rsa-sha256": "r", "ed25519-sha256": "e"}
# Parsed active keys per (domain, master kid), for CACHE_SECONDS: a rotation in another
# process is picked up within that time (the retired keys still verify meanwhile).
CACHE_SECONDS = 300.0
_cache: dict[tuple[str, str], tuple[float, list[dkim.DkimKey]]] = {}


def _generate(algorithm: str) -> dkim.GeneratedKey:
    return dkim.generate_rsa_key() if algorithm == "rsa-sha256" else dkim.generate_ed25519_key()


def _create(domain: str, algorithm: str, *, actor: Actor) -> None:
    generated = _generate(algorithm)
    # A fresh selector per key (date plus 16 random bits): a rotation never reuses one, so
    # old and new TXT records can be published side by side.
    selector = (
        f"{settings.PM_DKIM_SELECTOR_PREFIX}{timezone.now():%Y%m%d}"
        f"{secrets.token_hex(2)}{_SUFFIX[algorithm]}"
    )
    try:
        with transaction.atomic():
            row = DkimKey.objects.create(
                domain=domain,
                selector=selector,
                algorithm=algorithm,
                private_key=keyring.seal_secret(generated.private_key, context=_CONTEXT),
                txt_record=generated.txt_record,
            )
            tenant_services.audit_record(
                actor=actor,
                type="dkim_key.created",
                target=row,
                data={"domain": domain, "selector": selector, "algorithm": algorithm},
            )
    except IntegrityError:
        pass  # another process made it first (one active key per domain and algorithm)


def dkim_keys_for(domain: str) -> list[dkim.DkimKey]:
    """The active signing keys of ``domain`` (A-label), creating them on first use."""
    domain = domain.lower()
    master = keyring.master_key_kids()
    cached = _cache.get((domain, master[0]))
    if cached is not None and cached[0] > time.monotonic():
        return cached[1]
    for algorithm in _SUFFIX:
        if not DkimKey.objects.filter(domain=domain, algorithm=algorithm, active=True).exists():
            _create(domain, algorithm, actor=Actor(user="system"))
    keys = [
        dkim.DkimKey(
            domain=row.domain,
            selector=row.selector,
            private_key=keyring.open_secret(row.private_key, context=_CONTEXT),
        )
        for row in DkimKey.objects.filter(domain=domain, active=True)
    ]
    expires = time.monotonic() + CACHE_SECONDS
    transaction.on_commit(lambda: _cache.__setitem__((domain, master[0]), (expires, keys)))
    return keys


def dkim_sign(raw: bytes, *, domain: str) -> bytes:
    if not settings.PM_DKIM_SIGN:
        return raw
    return dkim.sign(raw, dkim_keys_for(domain))


@transaction.atomic
def dkim_rotate(*, domain: str, actor: Actor) -> list[DkimKey]:
    """Retire the domain's active keys and make new ones under new selectors."""
    domain = domain.lower()
    old = list(DkimKey.objects.select_for_update().filter(domain=domain, active=True))
    DkimKey.objects.filter(pk__in=[k.pk for k in old]).update(active=False)
    for algorithm in _SUFFIX:
        _create(domain, algorithm, actor=actor)
    _cache.clear()
    return list(DkimKey.objects.filter(domain=domain, active=True))


def dkim_records(domain: str) -> list[DkimKey]:
    """Every key of the domain, active first: publish the active ones, keep the rest a while."""
    dkim_keys_for(domain)
    return list(DkimKey.objects.filter(domain=domain.lower()).order_by("-active", "-created_at"))


def dkim_cache_clear() -> None:
    _cache.clear()
