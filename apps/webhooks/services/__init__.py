"""Writes of the webhooks app, one module per concern; import them from here.

- ``events``: the transactional outbox (``event_record``, ``event_dispatch``, the sweep);
- ``endpoints``: webhook endpoints (create, update, delete, rotate, test, replay);
- ``deliveries``: the fan-out consumer, delivery attempts, retries, holds and their sweep.
"""

from apps.webhooks.services.deliveries import (
    deliveries_sweep,
    delivery_attempt,
    delivery_retry_now,
    endpoint_disable,
    hold_reason,
    webhook_fanout,
    webhook_secrets,
)
from apps.webhooks.services.endpoints import (
    check_url,
    webhook_create,
    webhook_delete,
    webhook_replay,
    webhook_rotate_secret,
    webhook_send_test,
    webhook_update,
)
from apps.webhooks.services.events import event_dispatch, event_record, events_sweep

__all__ = [
    "check_url",
    "deliveries_sweep",
    "delivery_attempt",
    "delivery_retry_now",
    "endpoint_disable",
    "event_dispatch",
    "event_record",
    "events_sweep",
    "hold_reason",
    "webhook_create",
    "webhook_delete",
    "webhook_fanout",
    "webhook_replay",
    "webhook_rotate_secret",
    "webhook_secrets",
    "webhook_send_test",
    "webhook_update",
]
