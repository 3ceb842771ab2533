"""Mail and everything that grows around it, seeded in every place an erasure must reach,
and a census of those places to compare before and after an erasure.

Two identities of the world's tenant (``alice``, ``bob``) and one of the other tenant;
``person@example.org`` is the counterparty who wrote to both of the tenant's identities.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from django.core.files.storage import default_storage
from django.db import transaction
from django.utils import timezone

from apps.events.models import Event
from apps.events.services import event_record
from apps.inbound.models import InboundMessage
from apps.mailbox.models import Attachment, Message, RawBlob, Thread
from apps.mailbox.services import message_data, raw_blob_store
from apps.outbound.models import Draft, Recipient, Send, Suppression, Upload
from apps.search import services as search_services
from apps.search.models import Chunk, Document, Word
from apps.tenants.models import AuditEvent, IdempotencyRecord
from apps.tenants.services import audit_record
from apps.tenants.services.keyring import seal_secret
from apps.webhooks.models import SECRET_CONTEXT, WebhookDelivery, WebhookEndpoint
from pylota.core.principal import Actor
from tests.factories import (
    ApiKeyFactory,
    AttachmentFactory,
    IdentityFactory,
    MessageFactory,
    ThreadFactory,
)

PERSON = "person@example.org"
ACTOR = Actor(user="test")

# Every table an erasure removes rows from, by its receipt name.
TABLES = {
    "mailbox.messages": Message,
    "mailbox.threads": Thread,
    "mailbox.attachments": Attachment,
    "mailbox.raw_blobs": RawBlob,
    "search.documents": Document,
    "search.chunks": Chunk,
    "search.words": Word,
    "outbound.sends": Send,
    "outbound.recipients": Recipient,
    "outbound.drafts": Draft,
    "outbound.uploads": Upload,
    "outbound.suppressions": Suppression,
    "events.events": Event,
    "webhooks.deliveries": WebhookDelivery,
    "tenants.idempotency_records": IdempotencyRecord,
    "inbound.staging": InboundMessage,
}


@dataclass
class Seeded:
    tenant: object
    alice: object
    bob: object
    outsider: object  # an identity of the other tenant
    key: object
    other_key: object
    threads: dict = field(default_factory=dict)
    messages: dict = field(default_factory=dict)
    files: dict = field(default_factory=dict)  # message name -> storage names


def _message(thread, name: str, seeded: Seeded, **kwargs) -> Message:
    text = kwargs.pop("text", f"Body of {name}: the quarterly numbers")
    raw = raw_blob_store(
        f"From: {kwargs.get('from_address', PERSON)}\r\nSubject: {thread.subject}\r\n\r\n"
        f"{text}\r\n".encode()
    )
    inbound = InboundMessage.objects.create(
        raw=raw,
        mail_from=kwargs.get("from_address", PERSON),
        recipients=[kwargs.get("recipient", "")],
        state=InboundMessage.State.PROCESSED,
        processed_at=timezone.now(),
    )
    message = MessageFactory(thread=thread, raw=raw, text=text, inbound_id=inbound.id, **kwargs)
    attachment = AttachmentFactory(message=message, filename=f"{name}.pdf")
    message.has_attachments = True
    message.save(update_fields=["has_attachments"])
    seeded.messages[name] = message
    seeded.files[name] = [raw.storage_name, attachment.storage_name]
    return message


def _around(message: Message, seeded: Seeded, endpoint: WebhookEndpoint, *, sent=False) -> None:
    """The traces one message leaves: its event and webhook delivery, a send with its
    recipient (for sent mail), an idempotency record and an audit row naming it."""
    with transaction.atomic():
        event = event_record(
            type="message.received", data=message_data(message), tenant=message.tenant
        )
    # (Outside a test transaction the dispatch already fanned the event out.)
    WebhookDelivery.objects.update_or_create(
        endpoint=endpoint, event=event, kind="event", defaults={"state": "succeeded", "attempts": 1}
    )
    if sent:
        send = Send.objects.create(
            tenant=message.tenant,
            identity=message.identity,
            message=message,
            mail_from=f"bounce@{message.id.lower()}.test",
            status=Send.Status.DONE,
        )
        Recipient.objects.create(
            send=send,
            tenant=message.tenant,
            identity=message.identity,
            address=PERSON,
            kind="to",
            status="delivered",
        )
    IdempotencyRecord.objects.create(
        api_key_id=(seeded.key if message.tenant_id == seeded.tenant.id else seeded.other_key).id,
        key=f"idem-{message.id}",
        method="POST",
        path="/v1/messages/send",
        request_digest="0" * 64,
        state="done",
        response_status=202,
        response_body={"id": message.id, "subject": message.subject},
    )
    audit_record(
        actor=ACTOR,
        type="message.labelled",
        target=message,
        tenant=message.tenant,
        data={"id": message.id},
    )


def seed(world) -> Seeded:
    tenant = world.tenant
    seeded = Seeded(
        tenant=tenant,
        alice=IdentityFactory(tenant=tenant, name="alice"),
        bob=IdentityFactory(tenant=tenant, name="bob"),
        outsider=IdentityFactory(tenant=world.other_tenant, name="outsider"),
        key=ApiKeyFactory(tenant=tenant),
        other_key=ApiKeyFactory(tenant=world.other_tenant),
    )
    endpoint = WebhookEndpoint.objects.create(
        tenant=tenant,
        url="https://hooks.example.com/in",
        secret=seal_secret("s", context=SECRET_CONTEXT),
    )
    other_endpoint = WebhookEndpoint.objects.create(
        tenant=world.other_tenant,
        url="https://hooks.example.com/in",
        secret=seal_secret("s", context=SECRET_CONTEXT),
    )
    a = seeded.alice
    t1 = ThreadFactory(identity=a, subject="Quarterly numbers")
    t2 = ThreadFactory(identity=a, subject="Lunch plans")
    t3 = ThreadFactory(identity=seeded.bob, subject="Invoice 42")
    t4 = ThreadFactory(identity=seeded.bob, subject="Standup notes")
    t5 = ThreadFactory(identity=seeded.outsider, subject="Quarterly numbers")
    seeded.threads = {"t1": t1, "t2": t2, "t3": t3, "t4": t4, "t5": t5}
    # alice: t1 (person writes, alice answers, person again), t2 (someone else)
    _message(t1, "m1", seeded, from_address=PERSON, recipient=a.primary.address)
    _message(
        t1,
        "m2",
        seeded,
        from_address=a.primary.address,
        to=[{"name": None, "address": PERSON}],
        direction=Message.Direction.OUTBOUND,
        text="Reply from alice about the numbers",
    )
    _message(t1, "m3", seeded, from_address=PERSON, text="Thanks, alice: zebrafish")
    _message(t2, "m4", seeded, from_address="carol@example.net", text="Lunch at noon? pancakes")
    # bob: t3 from person (cc'd), t4 from someone else
    _message(
        t3,
        "m5",
        seeded,
        from_address="billing@example.net",
        cc=[{"name": "P", "address": PERSON}],
        text="Invoice attached, walrus",
    )
    _message(t4, "m6", seeded, from_address="dave@example.net", text="Standup at nine")
    # the other tenant: the same person, the same subject
    _message(t5, "m7", seeded, from_address=PERSON, text="Body of m1: the quarterly numbers")
    for name, message in seeded.messages.items():
        endpoint_of = other_endpoint if name == "m7" else endpoint
        _around(message, seeded, endpoint_of, sent=name == "m2")
    search_services.messages_index(message_ids=[m.id for m in seeded.messages.values()])
    # Drafts: alice's reply to the person, bob's unrelated draft
    Draft.objects.create(
        tenant=tenant, identity=a, content={"to": [PERSON], "text": "draft to person"}
    )
    Draft.objects.create(
        tenant=tenant, identity=seeded.bob, content={"to": ["dave@example.net"], "text": "later"}
    )
    # Uploads: one of alice's, one of bob's
    for identity in (a, seeded.bob):
        content = f"upload of {identity.name}".encode()
        blob = raw_blob_store(content, kind="uploads/test")
        Upload.objects.create(
            tenant=tenant,
            identity=identity,
            filename="notes.txt",
            content_type="text/plain",
            size=len(content),
            sha256=hashlib.sha256(content).hexdigest(),
            storage_name=blob.storage_name,
            expires_at=timezone.now() + timezone.timedelta(days=1),
        )
    Suppression.objects.create(tenant=tenant, address=PERSON, reason="manual")
    Suppression.objects.create(tenant=tenant, address="gone@example.net", reason="manual")
    Suppression.objects.create(tenant=world.other_tenant, address=PERSON, reason="manual")
    audit_record(
        actor=ACTOR,
        type="list.entry_created",
        target=seeded.bob,
        tenant=tenant,
        data={"value": PERSON},
    )
    return seeded


def census() -> dict[str, set]:
    """Every row of every table an erasure touches, by primary key."""
    return {name: set(model.objects.values_list("pk", flat=True)) for name, model in TABLES.items()}


def removed(before: dict[str, set], after: dict[str, set]) -> dict[str, set]:
    """What went between two censuses; also asserts nothing appeared in these tables."""
    for name in TABLES:
        appeared = after[name] - before[name]
        # The erasure itself records one event (erasure.completed) and nothing else here.
        if name == "events.events":
            appeared = {
                pk for pk in appeared if Event.objects.get(pk=pk).type != "erasure.completed"
            }
        assert not appeared, (name, appeared)
    return {name: before[name] - after[name] for name in TABLES if before[name] - after[name]}


def files_exist(names: list[str]) -> list[str]:
    return [name for name in names if default_storage.exists(name)]


def audit_content(tenant_id: str) -> dict[str, dict]:
    return dict(AuditEvent.objects.filter(tenant_id=tenant_id).values_list("pk", "data"))
