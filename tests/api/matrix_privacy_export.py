"""Cross-tenant matrix entries for retention (/v1/retention, /v1/identities/{id}/retention)
and exports (/v1/exports). ``/v1/exports/download/{token}`` is a plain view whose token is
the credential (tests/privacy/test_export.py covers it)."""

from __future__ import annotations

from tests.api.matrix import Case
from tests.conftest import World


def _tenant(w: World) -> str:
    return w.tenant.id


def _identity(w: World) -> str:
    from tests.factories import IdentityFactory

    return IdentityFactory(tenant=w.tenant).id


def _export(w: World) -> str:
    from apps.privacy.services.export import export_create
    from pylota.core.principal import Actor

    return export_create(actor=Actor(key_id=w.tenant_key.id), tenant=w.tenant, subject="tenant").id


_PARTNER_FOREIGN = ("tenant_key", "other_tenant_key", "other_partner_key")

ENTRIES: dict[str, list[Case]] = {
    "retention": [
        Case("GET", "/v1/retention", "tenant_key", _tenant),
        Case("GET", "/v1/retention?tenant_id={id}", "partner_key", _tenant),
        Case("PUT", "/v1/retention", "tenant_key", _tenant),
    ],
    "identity-retention": [
        Case("GET", "/v1/identities/{id}/retention", "tenant_key", _identity),
        Case("PUT", "/v1/identities/{id}/retention", "tenant_key", _identity),
    ],
    "export-list": [
        Case("GET", "/v1/exports", "tenant_key", _export),
        Case(
            "POST",
            "/v1/exports",
            "tenant_key",
            _identity,
            id_in_body=True,
            body=lambda identity_id: {"subject": "identity", "identity_id": identity_id},
        ),
        Case(
            "POST",
            "/v1/exports",
            "partner_key",
            _tenant,
            id_in_body=True,
            body=lambda tenant_id: {"subject": "tenant", "tenant_id": tenant_id},
        ),
    ],
    "export-detail": [Case("GET", "/v1/exports/{id}", "tenant_key", _export)],
}
