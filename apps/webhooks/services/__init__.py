"""Writes of the webhooks app, one module per concern; import them from here.

- ``endpoints``: webhook endpoints (create, update, delete, rotate, test, replay);
- ``deliveries``: the fan-out consumer, delivery attempts, retries, holds and their sweep.
"""

from apps.webhooks.services.deliveries import (
    delivery_retry_now,
    endpoint_disable,
    webhook_deliver,
    webhook_fanout,
    webhook_secrets,
    webhooks_sweep,
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

__all__ = [
    "check_url",
    "delivery_retry_now",
    "endpoint_disable",
    "webhook_create",
    "webhook_delete",
    "webhook_deliver",
    "webhook_fanout",
    "webhook_replay",
    "webhook_rotate_secret",
    "webhook_secrets",
    "webhook_send_test",
    "webhook_update",
    "webhooks_sweep",
]
