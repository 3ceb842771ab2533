"""Reads of webhook endpoints and deliveries, always through the caller's scope.

"Not yours" and "not there" answer the same not-found error, so IDs leak nothing.
"""

from __future__ import annotations

from datetime import datetime

from django.db.models import Q, QuerySet

from apps.events.models import Event
from apps.webhooks.models import WebhookDelivery, WebhookEndpoint
from pylota.core.errors import AppError
from pylota.core.principal import Principal

TEST_EVENT = "webhook.test"
_NOTHING = Q(pk__in=[])


# --- Endpoints ------------------------------------------------------------------------------


def webhook_list(*, principal: Principal) -> QuerySet[WebhookEndpoint]:
    return WebhookEndpoint.objects.for_principal(principal)


def webhook_get(*, principal: Principal, webhook_id: str) -> WebhookEndpoint:
    endpoint = webhook_list(principal=principal).filter(pk=webhook_id).first()
    if endpoint is None:
        raise AppError("webhook_not_found")
    return endpoint


def webhook_count(*, tenant_id: str | None = None, partner_id: str | None = None) -> int:
    if tenant_id:
        return WebhookEndpoint.objects.filter(tenant_id=tenant_id).count()
    return WebhookEndpoint.objects.filter(partner_id=partner_id).count()


# --- Which events an endpoint receives ------------------------------------------------------


def event_identity_id(event: Event) -> str | None:
    """The identity an event is about: ``data.identity_id``, or ``data.id`` of identity.*."""
    data = event.data if isinstance(event.data, dict) else {}
    value = data.get("identity_id")
    if not value and event.type.startswith("identity."):
        value = data.get("id")
    return value if isinstance(value, str) and value else None


def endpoint_matches(endpoint: WebhookEndpoint, event: Event) -> bool:
    """The endpoint's scope and filters admit the event (the fan-out's rule, in Python).

    The identity filter applies to events about an identity; events about none (domains,
    webhooks, usage) pass it, so an identity-filtered endpoint still hears that it was
    disabled. Use the event-type filter to leave those out.
    """
    if endpoint.partner_id:
        in_scope = bool(event.partner_id) and event.partner_id == endpoint.partner_id
    else:
        in_scope = bool(event.tenant_id) and event.tenant_id == endpoint.tenant_id
    if not in_scope:
        return False
    if endpoint.event_types and event.type not in endpoint.event_types:
        return False
    identity = event_identity_id(event)
    return not (endpoint.identity_ids and identity and identity not in endpoint.identity_ids)


def endpoints_for_event(event: Event) -> list[WebhookEndpoint]:
    """Enabled endpoints whose scope and filters admit the event (same rule, in SQL)."""
    scope = Q(tenant_id=event.tenant_id) if event.tenant_id else _NOTHING
    if event.partner_id:
        scope |= Q(partner_id=event.partner_id)
    endpoints = WebhookEndpoint.objects.filter(scope, enabled=True).filter(
        Q(event_types=[]) | Q(event_types__contains=[event.type])
    )
    identity = event_identity_id(event)
    if identity:
        endpoints = endpoints.filter(Q(identity_ids=[]) | Q(identity_ids__contains=[identity]))
    return list(endpoints.order_by("pk"))


def events_for_endpoint(endpoint: WebhookEndpoint) -> QuerySet[Event]:
    """Events in the endpoint's scope that its filters admit; never ``webhook.test``."""
    if endpoint.partner_id:
        events = Event.objects.filter(partner_id=endpoint.partner_id)
    else:
        events = Event.objects.filter(tenant_id=endpoint.tenant_id)
    events = events.exclude(type=TEST_EVENT)
    if endpoint.event_types:
        events = events.filter(type__in=endpoint.event_types)
    if endpoint.identity_ids:
        about_listed = Q(data__identity_id__in=endpoint.identity_ids) | Q(
            type__startswith="identity.", data__id__in=endpoint.identity_ids
        )
        about_none = ~Q(data__has_key="identity_id") & ~Q(type__startswith="identity.")
        events = events.filter(about_listed | about_none)
    return events


def events_in_window(
    endpoint: WebhookEndpoint, *, since: datetime, until: datetime
) -> QuerySet[Event]:
    return (
        events_for_endpoint(endpoint)
        .filter(created_at__gte=since, created_at__lt=until)
        .order_by("created_at", "pk")
    )


def events_in_scope_by_id(endpoint: WebhookEndpoint, event_ids: list[str]) -> dict[str, Event]:
    """The listed events that lie in the endpoint's scope (filters not applied)."""
    if endpoint.partner_id:
        events = Event.objects.filter(partner_id=endpoint.partner_id)
    else:
        events = Event.objects.filter(tenant_id=endpoint.tenant_id)
    return {event.pk: event for event in events.filter(pk__in=event_ids)}


# --- Deliveries -----------------------------------------------------------------------------


def delivery_list(
    *,
    principal: Principal,
    webhook_id: str,
    state: str | None = None,
    event_id: str | None = None,
) -> QuerySet[WebhookDelivery]:
    endpoint = webhook_get(principal=principal, webhook_id=webhook_id)
    deliveries = WebhookDelivery.objects.filter(endpoint=endpoint).select_related("event")
    if state:
        deliveries = deliveries.filter(state=state)
    if event_id:
        deliveries = deliveries.filter(event_id=event_id)
    return deliveries
