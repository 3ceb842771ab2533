"""Writes to webhook endpoints: create, update, delete, rotate, test and replay.

Each write records its audit row in the same transaction as the change. A secret exists
in clear only in the return value of ``webhook_create`` and ``webhook_rotate_secret``.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.events.services import event_record
from apps.tenants import services as tenant_services
from apps.tenants.services import audit_record, keyring
from apps.webhooks import selectors
from apps.webhooks.models import SECRET_CONTEXT, WebhookDelivery, WebhookEndpoint
from apps.webhooks.services.deliveries import (
    deliveries_queue,
    fail_waiting,
    new_holds,
    owner_ids,
    transport_policy,
)
from pylota.core import ssrf
from pylota.core.errors import AppError
from pylota.core.principal import Actor
from pylota.core.webhooks import sender
from pylota.core.webhooks import signing as webhook_signing

if TYPE_CHECKING:
    from apps.tenants.models import Partner, Tenant

TEST_EVENT = selectors.TEST_EVENT


def check_url(url: str) -> ssrf.Target:
    """The early check when a URL is saved; delivery checks again at connect time."""
    try:
        return ssrf.validate_url(url, transport_policy(), resolver=sender.defaults.resolver)
    except ssrf.Refused as exc:
        raise AppError(
            "webhook_url_forbidden",
            f"This URL cannot receive webhooks: {exc.message}.",
            details={"reason": exc.reason, "fields": {"url": [exc.message]}},
        ) from exc


def _seal(secret: str) -> str:
    return keyring.seal_secret(secret, context=SECRET_CONTEXT)


@transaction.atomic
def webhook_create(
    *,
    actor: Actor,
    url: str,
    tenant: Tenant | None = None,
    partner: Partner | None = None,
    event_types: Sequence[str] = (),
    identity_ids: Sequence[str] = (),
    description: str = "",
    enabled: bool = True,
) -> tuple[WebhookEndpoint, str]:
    """A tenant endpoint, or (``partner``) one receiving every event of the partner's
    tenants. Returns the endpoint and its secret, which exists only in this value."""
    if (tenant is None) == (partner is None):
        raise ValueError("a webhook endpoint belongs to exactly one tenant or one partner")
    target = check_url(url)
    # Lock the owner row so that two concurrent creates cannot both pass the limit.
    if tenant is not None:
        tenant = tenant_services.tenant_lock(tenant=tenant)
        limit = tenant.policy_value("max_webhook_endpoints")
        count = selectors.webhook_count(tenant_id=tenant.pk)
    else:
        partner = tenant_services.partner_lock(partner=partner)
        limit = settings.PM_WEBHOOKS_MAX_PARTNER_ENDPOINTS
        count = selectors.webhook_count(partner_id=partner.pk)
    if count >= limit:
        raise AppError(
            "webhook_limit_reached",
            f"At most {limit} webhook endpoints; delete one first.",
            details={"limit": limit},
        )
    secret = webhook_signing.generate_secret()
    endpoint = WebhookEndpoint.objects.create(
        tenant=tenant,
        partner=partner,
        url=url,
        event_types=sorted(set(event_types)),
        identity_ids=sorted(set(identity_ids)),
        description=description,
        enabled=enabled,
        secret=_seal(secret),
        created_by_key_id=actor.key_id,
    )
    audit_record(
        actor=actor,
        type="webhook.created",
        target=endpoint,
        **owner_ids(endpoint),
        data={
            "host": target.host,  # not the URL: its path may hold the receiver's token
            "event_types": endpoint.event_types,
            "identity_ids": endpoint.identity_ids,
        },
    )
    return endpoint, secret


_UPDATABLE = {"url", "event_types", "identity_ids", "description", "enabled"}


@transaction.atomic
def webhook_update(*, actor: Actor, endpoint: WebhookEndpoint, **changes: Any) -> WebhookEndpoint:
    """Change the URL, filters, description or ``enabled``. Enabling an endpoint that was
    disabled (by its owner, a 410 or failures) clears the reason and the failure count."""
    unknown = set(changes) - _UPDATABLE
    if unknown:
        raise ValueError(f"not updatable: {sorted(unknown)}")
    endpoint = WebhookEndpoint.objects.select_for_update().get(pk=endpoint.pk)
    fields = set()
    if "url" in changes:
        check_url(changes["url"])
    for name in ("event_types", "identity_ids"):
        if name in changes:
            changes[name] = sorted(set(changes[name]))
    for name, value in changes.items():
        if getattr(endpoint, name) != value:
            setattr(endpoint, name, value)
            fields.add(name)
    if "enabled" in fields:
        if endpoint.enabled:
            endpoint.disabled_reason = WebhookEndpoint.DisabledReason.NONE
            endpoint.disabled_at = None
            endpoint.consecutive_failures = 0
        else:
            endpoint.disabled_at = timezone.now()
            fail_waiting(endpoint, error="endpoint_disabled")
        fields |= {"disabled_reason", "disabled_at", "consecutive_failures"}
    if fields:
        endpoint.save(update_fields=[*sorted(fields), "updated_at"])
    audit_record(
        actor=actor,
        type="webhook.updated",
        target=endpoint,
        **owner_ids(endpoint),
        data={"fields": sorted(set(changes) & fields)},
    )
    return endpoint


@transaction.atomic
def webhook_delete(*, actor: Actor, endpoint: WebhookEndpoint) -> None:
    """Delete the endpoint and its delivery log; a delivery in flight finds nothing to record."""
    owner = owner_ids(endpoint)
    audit_record(actor=actor, type="webhook.deleted", target=endpoint, **owner)
    endpoint.delete()


@transaction.atomic
def webhook_rotate_secret(
    *, actor: Actor, endpoint: WebhookEndpoint, overlap_hours: int | None = None
) -> tuple[WebhookEndpoint, str]:
    """A new secret; the one it replaces keeps signing beside it for the overlap (24 h).

    A second rotation within the overlap drops the oldest secret: at most two are in force.
    """
    endpoint = WebhookEndpoint.objects.select_for_update().get(pk=endpoint.pk)
    if overlap_hours is None:
        overlap_hours = settings.PM_WEBHOOKS_SECRET_OVERLAP_HOURS
    secret = webhook_signing.generate_secret()
    now = timezone.now()
    if overlap_hours > 0:
        endpoint.previous_secret = endpoint.secret
        endpoint.previous_secret_expires_at = now + timedelta(hours=overlap_hours)
    else:
        endpoint.previous_secret = ""
        endpoint.previous_secret_expires_at = None
    endpoint.secret = _seal(secret)
    endpoint.save(
        update_fields=["secret", "previous_secret", "previous_secret_expires_at", "updated_at"]
    )
    audit_record(
        actor=actor,
        type="webhook.secret_rotated",
        target=endpoint,
        **owner_ids(endpoint),
        data={"overlap_hours": overlap_hours},
    )
    return endpoint, secret


@transaction.atomic
def webhook_send_test(*, actor: Actor, endpoint: WebhookEndpoint) -> WebhookDelivery:
    """A ``webhook.test`` event for this endpoint only: one attempt, no retries, and the
    endpoint's health is left alone (so it also works on a disabled endpoint)."""
    owner = owner_ids(endpoint)
    event = event_record(
        type=TEST_EVENT,
        data={"webhook_id": endpoint.pk, "message": "This is a test event from Pylota Mail."},
        **owner,
    )
    now = timezone.now()
    delivery = WebhookDelivery.objects.create(
        endpoint=endpoint,
        event=event,
        kind=WebhookDelivery.Kind.TEST,
        state=WebhookDelivery.State.PENDING,
        next_attempt_at=now,
        queued_at=now,
    )
    deliveries_queue([delivery.pk])
    audit_record(
        actor=actor,
        type="webhook.tested",
        target=endpoint,
        **owner,
        data={"event_id": event.pk, "delivery_id": delivery.pk},
    )
    return delivery


def _replay_error(message: str, **fields: list[str]) -> AppError:
    return AppError("validation_failed", message, details={"fields": fields})


@transaction.atomic
def webhook_replay(
    *,
    actor: Actor,
    endpoint: WebhookEndpoint,
    event_ids: Sequence[str] | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
) -> dict[str, Any]:
    """Send events again to one endpoint: the listed ones, or those of a time window.

    The endpoint's scope decides which events exist for it (a partner endpoint: every
    event of the partner's tenants; a tenant endpoint: its tenant's); its filters decide
    which are sent. ``webhook.test`` events are never replayed, and an event already
    waiting for this endpoint is not queued twice. Replays keep the event ID as
    ``webhook-id``, so a receiver that already has the event can recognise it.
    """
    if not endpoint.enabled:
        raise AppError("webhook_disabled")
    skipped: list[dict[str, str]] = []
    if event_ids is not None:
        wanted = list(dict.fromkeys(event_ids))
        found = selectors.events_in_scope_by_id(endpoint, wanted)
        missing = [event_id for event_id in wanted if event_id not in found]
        if missing:
            raise AppError("event_not_found", details={"event_ids": missing})
        events = []
        for event_id in wanted:
            event = found[event_id]
            if event.type == TEST_EVENT:
                skipped.append({"event_id": event_id, "reason": "test_event"})
            elif not selectors.endpoint_matches(endpoint, event):
                skipped.append({"event_id": event_id, "reason": "filtered"})
            else:
                events.append(event)
    else:
        now = timezone.now()
        until = until or now
        if since is None or since >= until:
            raise _replay_error("since must be before until", since=["must be before until"])
        limit = settings.PM_WEBHOOKS_REPLAY_MAX_EVENTS
        events = list(selectors.events_in_window(endpoint, since=since, until=until)[: limit + 1])
        if len(events) > limit:
            raise AppError(
                "webhook_replay_too_large",
                f"More than {limit} events in this window; replay a narrower one.",
                details={"limit": limit},
            )
    waiting = set(
        WebhookDelivery.objects.filter(
            endpoint=endpoint,
            event__in=events,
            state__in=[
                WebhookDelivery.State.PENDING,
                WebhookDelivery.State.SENDING,
                WebhookDelivery.State.HELD,
            ],
        ).values_list("event_id", flat=True)
    )
    now = timezone.now()
    owner = owner_ids(endpoint)
    holds = new_holds()  # a partner endpoint's events span tenants, some may be suspended
    rows = []
    for event in events:
        if event.pk in waiting:
            skipped.append({"event_id": event.pk, "reason": "already_pending"})
            continue
        held = holds.reason(event.tenant_id, event.partner_id)
        rows.append(
            WebhookDelivery(
                endpoint=endpoint,
                event=event,
                kind=WebhookDelivery.Kind.REPLAY,
                state=WebhookDelivery.State.HELD if held else WebhookDelivery.State.PENDING,
                next_attempt_at=None if held else now,
                queued_at=None if held else now,
                error=held or "",
            )
        )
    WebhookDelivery.objects.bulk_create(rows)
    deliveries_queue([row.pk for row in rows if row.state == WebhookDelivery.State.PENDING])
    audit_record(
        actor=actor,
        type="webhook.replayed",
        target=endpoint,
        **owner,
        data={
            "mode": "ids" if event_ids is not None else "window",
            "replayed": len(rows),
            "skipped": len(skipped),
        },
    )
    return {
        "replayed": len(rows),
        "deliveries": [{"id": row.pk, "event_id": row.event_id} for row in rows],
        "skipped": skipped,
    }
