"""Writes of the mailbox, one module per concern; import them from here.

- ``store``: threading, storing received and sent mail, quarantine release and deletion;
- ``data``: what events and answers say about a message;
- ``labels``: labels and read state;
- ``triage``: storing a message's triage and the thread's roll-up (the triage app decides);
- ``purge``: removing a deleted identity's mail (an outbox consumer, and its sweep);
- ``blobs``: durable raw bytes and attachments in storage;
- ``links``: signed, expiring links to a message's raw source, text or an attachment.
"""

from apps.mailbox.services.blobs import (
    attachment_open,
    raw_blob_purge,
    raw_blob_read,
    raw_blob_store,
    raw_blobs_store,
)
from apps.mailbox.services.data import auth_summary, message_data, quarantine_data
from apps.mailbox.services.labels import message_update, thread_update
from apps.mailbox.services.links import link_parse, link_token, link_url
from apps.mailbox.services.purge import (
    mailbox_event_consumer,
    mailbox_purge,
    mailbox_purge_sweep,
)
from apps.mailbox.services.store import (
    WAIT_CHANNEL,
    message_delete_quarantined,
    message_release,
    message_set_report,
    message_store_inbound,
    message_store_outbound,
    quarantine_delete,
    quarantine_release,
    thread_token_for,
)
from apps.mailbox.services.triage import message_set_triage

__all__ = [
    "WAIT_CHANNEL",
    "attachment_open",
    "auth_summary",
    "link_parse",
    "link_token",
    "link_url",
    "mailbox_event_consumer",
    "mailbox_purge",
    "mailbox_purge_sweep",
    "message_data",
    "message_delete_quarantined",
    "message_release",
    "message_set_report",
    "message_set_triage",
    "message_store_inbound",
    "message_store_outbound",
    "message_update",
    "quarantine_data",
    "quarantine_delete",
    "quarantine_release",
    "raw_blob_purge",
    "raw_blob_read",
    "raw_blob_store",
    "raw_blobs_store",
    "thread_token_for",
    "thread_update",
]
