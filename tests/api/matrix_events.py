"""Cross-tenant matrix entries for the event stream (the list and detail routes are in
matrix_tenants.py). ``timeout=0`` replays after the cursor and closes; another tenant's
event as the cursor answers exactly like a missing one."""

from __future__ import annotations

from tests.api.matrix import Case
from tests.conftest import World


def _event(w: World) -> str:
    from django.db import transaction

    from apps.events.services import event_record

    with transaction.atomic():
        return event_record(
            type="identity.created", data={}, tenant_id=w.tenant.id, partner_id=w.partner.id
        ).id


ENTRIES: dict[str, list[Case]] = {
    "event-stream": [
        Case(
            "GET",
            "/v1/events/stream?timeout=0&after={id}",
            "tenant_key",
            _event,
            owner_sees_id=False,
        )
    ],
}
