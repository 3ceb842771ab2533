"""Cross-tenant matrix entries for jobs (/v1/jobs/{id}), erasures (/v1/erasures) and legal
holds (/v1/holds)."""

from __future__ import annotations

from tests.api.matrix import Case
from tests.conftest import World


def _actor(w: World):
    from pylota.core.principal import Actor

    return Actor(key_id=w.tenant_key.id)


def _message(w: World) -> str:
    from tests.factories import IdentityFactory, MessageFactory, ThreadFactory

    return MessageFactory(thread=ThreadFactory(identity=IdentityFactory(tenant=w.tenant))).id


def _identity(w: World) -> str:
    from tests.factories import IdentityFactory

    return IdentityFactory(tenant=w.tenant).id


def _tenant(w: World) -> str:
    return w.tenant.id


def _erasure(w: World) -> str:
    from apps.privacy.services.erasure import erasure_create

    erasure, _ = erasure_create(
        actor=_actor(w), tenant=w.tenant, scope="counterparty", target="someone@example.org"
    )
    return erasure.id


def _finished_erasure(w: World) -> str:
    from apps.privacy.services import jobs
    from apps.privacy.services.erasure import erasure_create

    erasure, _ = erasure_create(
        actor=_actor(w), tenant=w.tenant, scope="message", target=_message(w)
    )
    jobs.job_run(erasure.job_id)
    return erasure.id


def _job(w: World) -> str:
    from apps.privacy.models import Erasure

    return Erasure.objects.get(pk=_erasure(w)).job_id


def _hold(w: World) -> str:
    from apps.privacy.services.holds import hold_create

    return hold_create(
        actor=_actor(w), tenant=w.tenant, scope="identity", target=_identity(w), reason="litigation"
    ).id


ENTRIES: dict[str, list[Case]] = {
    "job-detail": [Case("GET", "/v1/jobs/{id}", "tenant_key", _job)],
    "erasure-list": [
        Case("GET", "/v1/erasures", "tenant_key", _erasure),
        Case(
            "POST",
            "/v1/erasures",
            "tenant_key",
            _message,
            id_in_body=True,
            body=lambda message_id: {"scope": "message", "target": message_id},
        ),
        Case(
            "POST",
            "/v1/erasures",
            "partner_key",
            _identity,
            id_in_body=True,
            body=lambda identity_id: {"scope": "identity", "target": identity_id},
        ),
    ],
    "erasure-detail": [Case("GET", "/v1/erasures/{id}", "tenant_key", _erasure)],
    "erasure-receipt": [Case("GET", "/v1/erasures/{id}/receipt", "tenant_key", _finished_erasure)],
    "hold-list": [
        Case("GET", "/v1/holds", "tenant_key", _hold),
        Case(
            "POST",
            "/v1/holds",
            "tenant_key",
            _identity,
            id_in_body=True,
            body=lambda identity_id: {
                "scope": "identity",
                "target": identity_id,
                "reason": "litigation",
            },
        ),
    ],
    "hold-detail": [
        Case("GET", "/v1/holds/{id}", "tenant_key", _hold),
        Case("DELETE", "/v1/holds/{id}", "tenant_key", _hold),
    ],
}
