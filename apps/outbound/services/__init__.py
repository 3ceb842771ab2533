"""Writes of the outbound app, one module per concern; import them from here.

- ``lists``: send and receive allow/block lists;
- ``send``: submitting a message (policy, composition, DKIM, storage, ``message.sent``);
- ``policy``: the ordered send policy pipeline, daily caps and the quota hold;
- ``delivery``: claiming, transports, per-recipient outcomes, retries, cancel, sweeps;
- ``bounces``: DSN/ARF/MDN reports matched to what we sent;
- ``suppressions``, ``abuse``, ``drafts``, ``uploads``, ``links``, ``dkim``, ``credentials``.
"""

from apps.outbound.services.bounces import outbound_event_consumer, report_process
from apps.outbound.services.credentials import transport_credential_get, transport_credential_set
from apps.outbound.services.delivery import (
    delivery_sweep,
    send_cancel,
    send_claim,
    send_deliver,
    sends_due,
)
from apps.outbound.services.dkim import dkim_keys_for, dkim_records, dkim_rotate, dkim_sign
from apps.outbound.services.drafts import draft_create, draft_delete, draft_send, draft_update
from apps.outbound.services.links import link_parse, link_token, link_url
from apps.outbound.services.lists import (
    list_entry_create,
    list_entry_delete,
    normalise_value,
)
from apps.outbound.services.policy import send_policy_update
from apps.outbound.services.send import (
    AttachmentIn,
    DryRun,
    SendRequest,
    delivery_data,
    message_send,
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
    "delivery_sweep",
    "dkim_keys_for",
    "dkim_records",
    "dkim_rotate",
    "dkim_sign",
    "draft_create",
    "draft_delete",
    "draft_send",
    "draft_update",
    "link_parse",
    "link_token",
    "link_url",
    "list_entry_create",
    "list_entry_delete",
    "message_send",
    "normalise_value",
    "outbound_event_consumer",
    "report_process",
    "send_cancel",
    "send_claim",
    "send_deliver",
    "send_policy_update",
    "sends_due",
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
