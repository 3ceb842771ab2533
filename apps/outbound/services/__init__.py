"""Writes of the outbound app, one module per concern; import them from here.

- ``send``: submitting a message (policy, composition, DKIM, storage, ``message.sent``);
- ``policy``: the ordered send policy pipeline, daily caps and the quota hold;
- ``delivery``: claiming, transports, retries, cancel, sweeps;
- ``recipients``: recipient states from transports and reports, and their events;
- ``bounces``: DSN/ARF/MDN reports matched to what we sent;
- ``suppressions``, ``abuse``, ``drafts``, ``uploads``, ``dkim``, ``credentials``.
"""

from apps.outbound.services.bounces import outbound_event_consumer, report_process
from apps.outbound.services.credentials import transport_credential_get, transport_credential_set
from apps.outbound.services.delivery import (
    send_cancel,
    send_claim,
    send_deliver,
    sends_due,
    sends_sweep,
)
from apps.outbound.services.dkim import dkim_keys_for, dkim_records, dkim_rotate, dkim_sign
from apps.outbound.services.drafts import draft_create, draft_delete, draft_send, draft_update
from apps.outbound.services.policy import send_policy_update
from apps.outbound.services.send import (
    AttachmentIn,
    DryRun,
    SendRequest,
    delivery_data,
    message_send,
    send_request_build,
    sent_data,
)
from apps.outbound.services.suppressions import (
    suppression_add_automatic,
    suppression_create,
    suppression_delete,
)
from apps.outbound.services.uploads import upload_create, upload_read, uploads_purge

__all__ = [
    "AttachmentIn",
    "DryRun",
    "SendRequest",
    "delivery_data",
    "dkim_keys_for",
    "dkim_records",
    "dkim_rotate",
    "dkim_sign",
    "draft_create",
    "draft_delete",
    "draft_send",
    "draft_update",
    "message_send",
    "outbound_event_consumer",
    "report_process",
    "send_cancel",
    "send_claim",
    "send_deliver",
    "send_policy_update",
    "send_request_build",
    "sends_due",
    "sends_sweep",
    "sent_data",
    "suppression_add_automatic",
    "suppression_create",
    "suppression_delete",
    "transport_credential_get",
    "transport_credential_set",
    "upload_create",
    "upload_read",
    "uploads_purge",
]
