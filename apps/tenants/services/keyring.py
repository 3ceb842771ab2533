"""The keyring: sealing secrets under the master key, platform signing keys, master-key rotation.

Envelopes are ``pmse1.<kid>.<body>`` (see pylota.core.crypto); every column that stores one
is a ``pylota.db.SealedField`` and is listed in ``pylota.db.SEALED_FIELDS``, which is how
``reseal_all`` finds them. See docs/adr/0002-sealed-secrets-and-keyring.md.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import logging
import secrets
import time
from dataclasses import dataclass
from functools import lru_cache

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.db import models, transaction
from django.db.models import Count, F, Func, Value

from apps.tenants.models import SigningKey
from apps.tenants.services import audit_record
from pylota import db
from pylota.core.crypto import VERSION, MasterKey, SealError, envelope_kid, open_sealed, seal
from pylota.core.principal import Actor

logger = logging.getLogger(__name__)

SIGNING_KEY_BYTES = 32
# How long this process trusts its memory of which key is active for a purpose. A rotation
# in this process forgets at once; one in another process is seen within this time. Until
# then this process keeps signing with the previous key, which stays verifiable by kid.
ACTIVE_KEY_TTL_SECONDS = 60.0


# --- Master keys and envelopes ------------------------------------------------------------


@lru_cache(maxsize=8)
def _parse_master_key(text: str) -> MasterKey:
    return MasterKey.from_text(text)


def _current_master_key() -> MasterKey:
    return _parse_master_key(settings.PM_MASTER_KEY)


def _next_master_key() -> MasterKey | None:
    text = settings.PM_MASTER_KEY_NEXT
    return _parse_master_key(text) if text else None


def master_keys() -> dict[str, MasterKey]:
    """Every key an envelope may be sealed under right now, by kid: the current and the next."""
    current = _current_master_key()
    keys = {current.kid: current}
    upcoming = _next_master_key()
    if upcoming is not None:
        keys[upcoming.kid] = upcoming
    return keys


def seal_secret(plaintext: bytes | str, *, context: str) -> str:
    """Seal under the CURRENT master key, even while PM_MASTER_KEY_NEXT is set.

    During the rolling restart that introduces NEXT, some processes do not know it yet; an
    envelope sealed under NEXT would not open there. So new secrets stay under the current
    key, and ``reseal_all`` moves everything to NEXT explicitly, once every process can open
    both.
    """
    if isinstance(plaintext, str):
        plaintext = plaintext.encode()
    return seal(plaintext, key=_current_master_key(), context=context)


def open_secret(envelope: str, *, context: str) -> bytes:
    """Open an envelope sealed under the current or the next key; SealError otherwise."""
    return open_sealed(envelope, keys=master_keys(), context=context)


# --- Signing keys -------------------------------------------------------------------------

SIGNING_KEY_CONTEXT = SigningKey._meta.get_field("material").seal_context()


@dataclass(frozen=True)
class _ActiveKey:
    kid: str
    material: bytes
    expires_at: float


# Entries are keyed by the master keys in force, so a process whose master key changes
# (a rotation, override_settings in tests) reads the rows again instead of trusting memory
# of material that the configured keys might no longer be able to open.
_active_keys: dict[tuple[tuple[str, str], str], _ActiveKey] = {}
_material_by_kid: dict[tuple[tuple[str, str], str], tuple[str, bytes]] = {}


def _master_identity() -> tuple[str, str]:
    upcoming = _next_master_key()
    return (_current_master_key().kid, upcoming.kid if upcoming else "")


def keyring_cache_clear() -> None:
    """Forget every signing key this process remembers (tests that flush the database)."""
    _active_keys.clear()
    _material_by_kid.clear()


def _remember(row: SigningKey, material: bytes, *, active: bool) -> None:
    identity = _master_identity()

    def fill() -> None:
        _material_by_kid[(identity, row.kid)] = (row.purpose, material)
        if active:
            expires_at = time.monotonic() + ACTIVE_KEY_TTL_SECONDS
            _active_keys[(identity, row.purpose)] = _ActiveKey(row.kid, material, expires_at)

    # Only after commit: a key created in a transaction that rolls back must not be
    # remembered, or this process would sign with a key no other process can find.
    transaction.on_commit(fill)


def _open_material(row: SigningKey) -> bytes:
    material = open_secret(row.material, context=SIGNING_KEY_CONTEXT)
    if len(material) != SIGNING_KEY_BYTES:
        raise SealError(f"signing key {row.kid} does not hold {SIGNING_KEY_BYTES} bytes")
    return material


def _new_signing_key(purpose: str) -> SigningKey:
    return SigningKey(
        purpose=purpose,
        kid=secrets.token_hex(8),
        material=seal_secret(secrets.token_bytes(SIGNING_KEY_BYTES), context=SIGNING_KEY_CONTEXT),
        active=True,
    )


def _check_purpose(purpose: str) -> None:
    max_length = SigningKey._meta.get_field("purpose").max_length
    if not purpose or len(purpose) > max_length:
        raise ValueError(f"a signing key purpose is 1 to {max_length} characters")


def signing_key(purpose: str) -> tuple[str, bytes]:
    """The active key for ``purpose`` as (kid, 32 bytes), created on first use."""
    _check_purpose(purpose)
    cached = _active_keys.get((_master_identity(), purpose))
    if cached is not None and cached.expires_at > time.monotonic():
        return cached.kid, cached.material

    active = SigningKey.objects.filter(purpose=purpose, active=True)
    for _attempt in range(3):
        row = active.first()
        if row is None:
            # Several processes may find no key and insert at once. ON CONFLICT DO NOTHING
            # lets the partial unique index (one active key per purpose) pick one winner:
            # the losers' inserts wait for the winner's commit, then do nothing, and the
            # next read sees the winner's row. No savepoint, no IntegrityError to catch.
            SigningKey.objects.bulk_create([_new_signing_key(purpose)], ignore_conflicts=True)
            row = active.first()
        if row is not None:
            material = _open_material(row)
            _remember(row, material, active=True)
            return row.kid, material
    # Only reachable if the winner was rotated away between our insert and our read three
    # times over, or if the caller runs under REPEATABLE READ and cannot see the winner.
    raise RuntimeError(f"could not create or read the active signing key for {purpose!r}")


def signing_key_by_kid(kid: str, *, purpose: str | None = None) -> bytes | None:
    """The material of the key named ``kid``, active or rotated out; None if there is none.

    Pass ``purpose`` when verifying: a token of one kind naming the kid of another kind's
    key then finds nothing, instead of verifying under the wrong purpose's key.
    """
    cached = _material_by_kid.get((_master_identity(), kid))
    if cached is None:
        row = SigningKey.objects.filter(kid=kid).first()
        if row is None:
            return None
        cached = (row.purpose, _open_material(row))
        _remember(row, cached[1], active=False)
    key_purpose, material = cached
    if purpose is not None and key_purpose != purpose:
        return None
    return material


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _mac(key: bytes, context: str, payload: str) -> str:
    mac = hmac.new(key, f"{context}:{payload}".encode(), hashlib.sha256).digest()
    return _b64(mac[:20])


def token_sign(body: dict, *, purpose: str, context: str) -> str:
    """``{payload}.{kid}.{mac}``: ``body`` as base64url JSON, MAC'd (HMAC-SHA256 over
    ``context:payload``, 160 bits) with the active key of ``purpose``."""
    payload = _b64(json.dumps(body, separators=(",", ":")).encode())
    kid, key = signing_key(purpose)
    return f"{payload}.{kid}.{_mac(key, context, payload)}"


def token_read(token: str, *, purpose: str, context: str, max_length: int) -> dict | None:
    """The body of a token ``token_sign`` made for this purpose and context; None when it
    is malformed, too long, names a key of another purpose or its MAC does not verify
    (the caller checks the body's own fields, such as an expiry)."""
    parts = (token or "").split(".")
    if len(parts) != 3 or not all(parts) or len(token) > max_length:
        return None
    payload, kid, mac = parts
    if not kid.isalnum():
        return None
    key = signing_key_by_kid(kid, purpose=purpose)
    if key is None or not hmac.compare_digest(_mac(key, context, payload), mac):
        return None
    try:
        body = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    except (ValueError, binascii.Error):
        return None
    return body if isinstance(body, dict) else None


@transaction.atomic
def signing_key_rotate(purpose: str, *, actor: Actor) -> SigningKey:
    """Make a new active key for ``purpose``; the old one stays, inactive, for verification."""
    _check_purpose(purpose)
    # Make sure a predecessor exists (created exactly once even if rotations race), then
    # serialize rotations of this purpose on its oldest row, which never changes: a second
    # rotation waits here and, once the first has committed, retires the first one's new
    # key instead of colliding with it. Locking every row of the purpose instead deadlocks:
    # two rotations whose snapshots saw different sets of rows lock them in different orders.
    signing_key(purpose)
    oldest = SigningKey.objects.select_for_update().filter(purpose=purpose).order_by("pk")
    list(oldest.values_list("pk")[:1])
    previous = SigningKey.objects.filter(purpose=purpose, active=True).first()
    if previous is not None:
        previous.active = False
        previous.save(update_fields=["active"])
    new = _new_signing_key(purpose)
    new.save(force_insert=True)
    audit_record(
        actor=actor,
        type="keyring.rotated",
        target=new,
        data={
            "purpose": purpose,
            "kid": new.kid,
            "previous_kid": previous.kid if previous else None,
        },
    )
    transaction.on_commit(lambda: _forget_active(purpose))
    return new


def _forget_active(purpose: str) -> None:
    for key in [key for key in _active_keys if key[1] == purpose]:
        _active_keys.pop(key, None)


# --- Master-key rotation ------------------------------------------------------------------


@dataclass
class ResealCounts:
    resealed: int = 0  # opened under another key and sealed again under NEXT
    already: int = 0  # already under NEXT (and verified to open)
    failed: int = 0  # opens under no configured key: left as is, primary key logged


def _sealed_columns() -> list[tuple[type[models.Model], str]]:
    # Read at call time (not imported by name) so a column registered later is included.
    # A table seen twice (a proxy, a test model on the same table) is swept once.
    columns: dict[tuple[str, str], tuple[type[models.Model], str]] = {}
    for model, name in db.SEALED_FIELDS:
        if model._meta.proxy:
            continue
        columns[(model._meta.db_table, model._meta.get_field(name).column)] = (model, name)
    return list(columns.values())


def column_label(model: type[models.Model], name: str) -> str:
    return f"{model._meta.label_lower}.{name}"


def _sealed_values(model: type[models.Model], name: str) -> models.QuerySet:
    return (
        model._base_manager.exclude(**{f"{name}__isnull": True})
        .exclude(**{name: ""})
        .order_by("pk")
    )


def reseal_all(*, batch_size: int = 500) -> dict[str, ResealCounts]:
    """Move every sealed value to PM_MASTER_KEY_NEXT; counts per ``app_label.model.field``.

    Idempotent: values already under NEXT are counted as ``already`` and left alone, so an
    interrupted sweep is simply run again.
    """
    target = _next_master_key()
    if target is None:
        raise ImproperlyConfigured(
            "PM_MASTER_KEY_NEXT is not set: set it to the new master key before re-sealing"
        )
    if batch_size < 1:
        raise ValueError("batch_size must be at least 1")
    keys = master_keys()
    return {
        column_label(model, name): _reseal_column(
            model, name, keys=keys, target=target, batch_size=batch_size
        )
        for model, name in _sealed_columns()
    }


def _reseal_column(
    model: type[models.Model],
    name: str,
    *,
    keys: dict[str, MasterKey],
    target: MasterKey,
    batch_size: int,
) -> ResealCounts:
    context = model._meta.get_field(name).seal_context()
    label = column_label(model, name)
    pk_attname = model._meta.pk.attname
    counts = ResealCounts()
    last_pk = None
    while True:
        # One short transaction per primary-key range. The rows are locked (waiting, not
        # skip_locked, so no row is missed) so that a write replacing a secret between our
        # read and our update cannot be overwritten with the re-sealed old value.
        with transaction.atomic():
            rows = _sealed_values(model, name)
            if last_pk is not None:
                rows = rows.filter(pk__gt=last_pk)
            batch = list(rows.select_for_update().values_list("pk", name)[:batch_size])
            if not batch:
                break
            last_pk = batch[-1][0]
            updates = []
            for pk, envelope in batch:
                try:
                    plaintext = open_sealed(envelope, keys=keys, context=context)
                except SealError:
                    counts.failed += 1
                    logger.warning("reseal: %s pk=%s opens under no configured key", label, pk)
                    continue
                if envelope_kid(envelope) == target.kid:
                    counts.already += 1
                    continue
                sealed = seal(plaintext, key=target, context=context)
                updates.append(model(**{pk_attname: pk, name: sealed}))
            if updates:
                model._base_manager.bulk_update(updates, [name])
                counts.resealed += len(updates)
    logger.info(
        "reseal: %s resealed=%d already=%d failed=%d",
        label,
        counts.resealed,
        counts.already,
        counts.failed,
    )
    return counts


NOT_AN_ENVELOPE = "(not an envelope)"


def _split_part(name: str, index: int) -> Func:
    return Func(
        F(name), Value("."), Value(index), function="split_part", output_field=models.TextField()
    )


def sealed_counts_by_kid() -> dict[str, dict[str, int]]:
    """For each sealed column, how many non-empty values sit under each master-key kid."""
    result: dict[str, dict[str, int]] = {}
    for model, name in _sealed_columns():
        rows = (
            _sealed_values(model, name)
            .order_by()
            .annotate(
                # Aliases that no model field is likely to share.
                pm_seal_version=_split_part(name, 1),
                pm_seal_kid=_split_part(name, 2),
            )
            .values("pm_seal_version", "pm_seal_kid")
            .annotate(n=Count("*"))
        )
        counts: dict[str, int] = {}
        for row in rows:
            kid = row["pm_seal_kid"]
            if row["pm_seal_version"] != VERSION or not kid:
                kid = NOT_AN_ENVELOPE
            counts[kid] = counts.get(kid, 0) + row["n"]
        result[column_label(model, name)] = counts
    return result


def master_key_kids() -> tuple[str, str | None]:
    """(current kid, next kid or None), for reports."""
    upcoming = _next_master_key()
    return _current_master_key().kid, upcoming.kid if upcoming else None
