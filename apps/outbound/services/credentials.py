"""Transport credentials (the smarthost's password, SES keys), sealed under the master key."""

from __future__ import annotations

from django.db import transaction

from apps.outbound.models import TransportCredential
from apps.tenants import services as tenant_services
from apps.tenants.services import keyring
from pylota.core.principal import Actor

_CONTEXT = TransportCredential._meta.get_field("secret").seal_context()


@transaction.atomic
def transport_credential_set(
    *, actor: Actor, transport: str, username: str, secret: str
) -> TransportCredential:
    row, _ = TransportCredential.objects.update_or_create(
        transport=transport,
        defaults={"username": username, "secret": keyring.seal_secret(secret, context=_CONTEXT)},
    )
    tenant_services.audit_record(
        actor=actor, type="transport_credential.set", target=row, data={"transport": transport}
    )
    return row


def transport_credential_by_id(credential_id: str) -> tuple[str, str] | None:
    """(username, secret) of one credential by its ID (a tenant domain's own transport
    login), or None when there is no such row."""
    row = TransportCredential.objects.filter(pk=credential_id).first()
    if row is None:
        return None
    return row.username, keyring.open_secret(row.secret, context=_CONTEXT).decode()


def transport_credential_get(transport: str) -> tuple[str, str]:
    """(username, secret), or ("", "") when none is stored."""
    row = TransportCredential.objects.filter(transport=transport).first()
    if row is None:
        return "", ""
    return row.username, keyring.open_secret(row.secret, context=_CONTEXT).decode()
