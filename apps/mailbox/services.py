"""Writes to the mailbox: raw blobs, inbound messages, threading, labels and purges."""

from __future__ import annotations

import hashlib
import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import connection, transaction
from django.db.models import F, Max, Q
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from apps.identities.models import Identity
from apps.mailbox import blobs
from apps.mailbox.models import Attachment, Message, QuarantineState, RawBlob, Thread
from apps.tenants import keyring
from apps.webhooks.services import event_record
from pylota.core import subject as subjects
from pylota.core import thread_token
from pylota.core.errors import AppError
from pylota.core.ids import new_id

if TYPE_CHECKING:
    from pylota.core.mime.model import ParsedMessage

logger = logging.getLogger(__name__)

THREAD_TOKEN_PURPOSE = "thread_token"  # noqa: S105 (a keyring purpose name)
# Mail without usable references joins a recent thread of the same subject and people.
SUBJECT_FALLBACK_WINDOW = timedelta(days=14)
LABEL_UNREAD = "unread"
# PostgreSQL NOTIFY channel that wakes waiters (apps/inbound/api/waiting.py listens). The
# payload is "<identity_id> <thread_id>": IDs only, never content.
WAIT_CHANNEL = "pm_wait"


def raw_blob_store(data: bytes, *, kind: str = "raw") -> RawBlob:
    """Write bytes durably (fsynced) and record them. Safe to call outside a transaction."""
    blob_id = new_id("blb")
    day = timezone.now().strftime("%Y/%m/%d")
    name = blobs.write_durably(f"{kind}/{day}/{blob_id}.eml", data)
    return RawBlob.objects.create(
        id=blob_id, storage_name=name, sha256=hashlib.sha256(data).hexdigest(), size=len(data)
    )


def raw_blob_read(blob: RawBlob) -> bytes:
    return blobs.read(blob.storage_name)


def thread_token_for(thread_id: str) -> str:
    kid, key = keyring.signing_key(THREAD_TOKEN_PURPOSE)
    return thread_token.make_token(thread_id, kid=kid, key=key)


def _thread_from_token(token: str | None) -> str | None:
    if not token:
        return None
    parts = token.split(".")
    key = (
        keyring.signing_key_by_kid(parts[1], purpose=THREAD_TOKEN_PURPOSE)
        if len(parts) == 3
        else None
    )
    if key is None:
        return None
    return thread_token.parse_token(token, keys={parts[1]: key})


def _addresses(values) -> list[dict]:
    return [{"name": a.name or None, "address": a.address} for a in values]


def _find_thread(identity: Identity, parsed: ParsedMessage, sender: str, tag: str | None):
    """Which of the identity's threads this message continues, if any.

    In order: our signed thread token (reply address tag or a Message-ID we minted), the
    References/In-Reply-To chain within this mailbox (a parent, or a sibling answering the
    same parent), then the same normalized subject with the sender among the participants
    within a time window.
    """
    threads = Thread.objects.filter(identity=identity)
    candidates = [thread_token.token_from_tag(tag)]
    candidates += [thread_token.token_from_message_id(m) for m in parsed.in_reply_to]
    candidates += [thread_token.token_from_message_id(m) for m in reversed(parsed.references)]
    for token in candidates:
        thread_id = _thread_from_token(token)
        if thread_id:
            thread = threads.filter(pk=thread_id).first()
            if thread is not None:
                return thread
    chain = [*parsed.in_reply_to, *reversed(parsed.references)]
    if chain:
        # A parent we hold, or a sibling that answers the same parent we never saw.
        related = Q(message_id_header__in=chain) | Q(references__overlap=chain)
        earlier = (
            Message.objects.filter(related, identity=identity)
            .select_related("thread")
            .order_by("-received_at")
            .first()
        )
        if earlier is not None:
            return earlier.thread
    normalized = subjects.normalize(parsed.subject)
    if normalized and sender and subjects.is_reply_subject(parsed.subject):
        return (
            threads.filter(
                normalized_subject=normalized,
                participants__contains=[sender],
                last_message_at__gte=timezone.now() - SUBJECT_FALLBACK_WINDOW,
            )
            .order_by("-last_message_at")
            .first()
        )
    return None


def _lock_identity(identity_id: str) -> None:
    """Serialize ingest for one identity, so concurrent replies never split a thread."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", [identity_id])


def dedupe_key(parsed: ParsedMessage, raw: RawBlob) -> str:
    """The same Message-ID with the same bytes is the same message, whatever delivered it."""
    return hashlib.sha256(f"{parsed.message_id or ''}\n{raw.sha256}".encode()).hexdigest()


def message_data(message: Message) -> dict:
    """The message as events show it: metadata and the text body up to a documented cap."""
    limit = settings.PM_EVENT_TEXT_MAX_BYTES
    text = message.text.encode()
    return {
        "id": message.id,
        "thread_id": message.thread_id,
        "identity_id": message.identity_id,
        "direction": message.direction,
        "kind": message.kind,
        "from": {"name": message.from_name or None, "address": message.from_address},
        "to": message.to,
        "cc": message.cc,
        "recipient": message.recipient,
        "plus_tag": message.plus_tag or None,
        "subject": message.subject,
        "snippet": message.snippet,
        "text": text[:limit].decode("utf-8", "ignore"),
        "text_truncated": len(text) > limit,
        "extracted_text": message.extracted_text[: limit // 4],
        "has_attachments": message.has_attachments,
        "labels": message.labels,
        "size": message.size,
        "received_at": message.received_at,
    }


def _sent_at(parsed: ParsedMessage) -> datetime | None:
    return parse_datetime(parsed.date) if parsed.date else None


@transaction.atomic
def message_store_inbound(
    *,
    identity: Identity,
    parsed: ParsedMessage,
    raw: RawBlob,
    inbound_id: str,
    recipient: str,
    plus_tag: str | None,
    auth: dict | None = None,
    authentication_results: str = "",
    injection: dict | None = None,
    quarantine_reasons: list[dict] | None = None,
) -> tuple[Message, bool]:
    """File one received message into one identity's mailbox; (message, created).

    Idempotent: the same message for the same identity (a retried ingest, or the sender
    delivering it twice) returns the existing message and records no second event.

    With ``quarantine_reasons`` (the trust decision, made by the caller before this) the
    message is stored quarantined: its thread's counts and listing do not change, and it
    records ``message.quarantined`` instead of ``message.received``.
    """
    _lock_identity(identity.id)
    key = dedupe_key(parsed, raw)
    existing = Message.objects.filter(identity=identity, dedupe_key=key).first()
    if existing is not None:
        return existing, False
    sender = parsed.from_[0].address.lower() if parsed.from_ else ""
    now = timezone.now()
    quarantined = bool(quarantine_reasons)
    thread = _find_thread(identity, parsed, sender, plus_tag)
    subject = (parsed.subject or "")[:998]
    if thread is None:
        # A thread made for a quarantined message has no shown messages (message_count 0)
        # and so is not listed until a release or a later delivered reply.
        thread = Thread.objects.create(
            tenant_id=identity.tenant_id,
            identity=identity,
            subject=subject,
            normalized_subject=subjects.normalize(subject)[:998],
            last_message_at=now,
        )
    people = {a.address.lower() for a in [*parsed.from_, *parsed.to, *parsed.cc] if a.address}
    people.discard(recipient.lower())
    message = Message.objects.create(
        tenant_id=identity.tenant_id,
        identity=identity,
        thread=thread,
        direction=Message.Direction.INBOUND,
        raw=raw,
        inbound_id=inbound_id,
        dedupe_key=key,
        message_id_header=(parsed.message_id or "")[:998],
        in_reply_to=[m[:998] for m in parsed.in_reply_to][:50],
        references=[m[:998] for m in parsed.references][:100],
        from_address=sender[:320],
        from_name=(parsed.from_[0].name or "")[:300] if parsed.from_ else "",
        to=_addresses(parsed.to),
        cc=_addresses(parsed.cc),
        reply_to=_addresses(parsed.reply_to),
        recipient=recipient,
        plus_tag=(plus_tag or "")[:64],
        subject=subject,
        text=parsed.text,
        extracted_text=parsed.extracted_text,
        html=parsed.html_sanitized or "",
        snippet=parsed.snippet[:300],
        size=raw.size,
        kind=parsed.kind,
        labels=[LABEL_UNREAD],
        has_attachments=parsed.has_attachments,
        sent_at=_sent_at(parsed),
        received_at=now,
        defects=parsed.defects[:100],
        calendar=parsed.calendar.to_dict() if parsed.calendar else None,
        headers=[[name, value[:2000]] for name, value in parsed.headers[:200]],
        list_id=(parsed.list_id or "")[:300],
        auto_submitted=parsed.auto_submitted,
        auth=auth or {},
        authentication_results=authentication_results,
        injection=injection or {},
        quarantine_state=QuarantineState.QUARANTINED if quarantined else QuarantineState.NONE,
        quarantine_reasons=list(quarantine_reasons or []),
        quarantined_at=now if quarantined else None,
        wait_seq=_next_wait_seq(identity.id),
    )
    for part in parsed.attachments:
        attachment_id = new_id("att")
        name = blobs.write_durably(f"attachments/{message.id}/{attachment_id}", part.payload)
        Attachment.objects.create(
            id=attachment_id,
            tenant_id=identity.tenant_id,
            message=message,
            filename=part.filename[:255],
            content_type=part.content_type[:255],
            sniffed_type=(part.sniffed_type or "")[:255],
            size=part.size,
            sha256=part.sha256,
            content_id=(part.content_id or "")[:255],
            disposition=part.disposition,
            storage_name=name,
        )
    _notify_waiters(message)
    if quarantined:
        event_record(
            type="message.quarantined",
            data=quarantine_data(message),
            tenant=identity.tenant,
        )
        return message, True
    _show_in_thread(thread, people, now)
    event_record(
        type="message.received",
        data=message_data(message),
        tenant=identity.tenant,
    )
    return message, True


def _show_in_thread(thread: Thread, people: set[str], now: datetime) -> None:
    Thread.objects.filter(pk=thread.pk).update(
        message_count=F("message_count") + 1,
        unread_count=F("unread_count") + 1,
        last_message_at=now,
        participants=sorted(set(thread.participants) | people)[:100],
        updated_at=now,
    )


def _next_wait_seq(identity_id: str) -> int:
    """Callers hold the identity's ingest lock, so sequences follow commit order."""
    current = Message.objects.filter(identity_id=identity_id).aggregate(top=Max("wait_seq"))
    return (current["top"] or 0) + 1


def _notify_waiters(message: Message) -> None:
    """Wake waiters on this identity; PostgreSQL delivers NOTIFY when the transaction
    commits (and never if it rolls back), so a waiter never sees an uncommitted message."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_notify(%s, %s)",
            [WAIT_CHANNEL, f"{message.identity_id} {message.thread_id}"],
        )


def quarantine_data(message: Message) -> dict:
    """message.quarantined / message.released: who sent what and why it was held; no
    subject or body, since those are what may be hostile to an agent reading the event."""
    return {
        "id": message.id,
        "thread_id": message.thread_id,
        "identity_id": message.identity_id,
        "direction": message.direction,
        "from": {"name": message.from_name or None, "address": message.from_address},
        "recipient": message.recipient,
        "reasons": message.quarantine_reasons,
        "auth": auth_summary(message),
        "injection_score": (message.injection or {}).get("score", 0),
        "received_at": message.received_at,
        "quarantined_at": message.quarantined_at,
        "released_at": message.released_at,
        "released_by": message.released_by or None,
    }


AUTH_KEYS = ("spf", "dkim", "dmarc", "arc", "aligned_from")


def auth_summary(message: Message) -> dict:
    auth = message.auth or {}
    return {key: auth.get(key, False if key == "aligned_from" else "none") for key in AUTH_KEYS}


def _people(message: Message) -> set[str]:
    people = {message.from_address.lower()} if message.from_address else set()
    people |= {a.get("address", "").lower() for a in [*message.to, *message.cc]}
    people.discard(message.recipient.lower())
    people.discard("")
    return people


@transaction.atomic
def message_release(*, message: Message, released_by: str) -> Message:
    """Show a quarantined message as if it had just arrived: in its thread, to waiters
    (a new wait sequence), and to consumers: ``message.released`` then ``message.received``,
    so a consumer that acts on ``message.received`` needs no second code path."""
    _lock_identity(message.identity_id)
    message = (
        Message.objects.select_for_update().select_related("identity__tenant").get(pk=message.pk)
    )
    if message.quarantine_state != QuarantineState.QUARANTINED:
        raise AppError("message_not_quarantined")
    now = timezone.now()
    message.quarantine_state = QuarantineState.RELEASED
    message.released_at = now
    message.released_by = released_by[:150]
    message.wait_seq = _next_wait_seq(message.identity_id)
    message.save(update_fields=["quarantine_state", "released_at", "released_by", "wait_seq"])
    thread = Thread.objects.get(pk=message.thread_id)
    Thread.objects.filter(pk=thread.pk).update(
        message_count=F("message_count") + 1,
        unread_count=F("unread_count") + (0 if message.is_read else 1),
        last_message_at=now,
        participants=sorted(set(thread.participants) | _people(message))[:100],
        updated_at=now,
    )
    tenant = message.identity.tenant
    for type, data in (
        ("message.released", quarantine_data(message)),
        ("message.received", message_data(message)),
    ):
        event_record(type=type, data=data, tenant=tenant)
    _notify_waiters(message)
    return message


@transaction.atomic
def message_delete_quarantined(*, message: Message) -> None:
    """Remove a quarantined message, its attachments and (when unshared) its raw bytes."""
    message = Message.objects.select_for_update().filter(pk=message.pk).first()
    if message is None or message.quarantine_state != QuarantineState.QUARANTINED:
        raise AppError("message_not_quarantined")
    names = [a.storage_name for a in message.attachments.all()]
    blob_id, thread_id = message.raw_id, message.thread_id
    message.delete()
    if not Message.objects.filter(raw_id=blob_id).exists():
        orphan = RawBlob.objects.filter(pk=blob_id).exclude(inbound__state="staged").first()
        if orphan is not None:
            names.append(orphan.storage_name)
            orphan.delete()
    # A thread that only ever held this message goes too.
    Thread.objects.filter(pk=thread_id, messages__isnull=True).delete()
    transaction.on_commit(lambda: [blobs.delete(n) for n in names])


def _refresh_thread_counts(thread: Thread) -> None:
    messages = thread.messages.exclude(quarantine_state=QuarantineState.QUARANTINED)
    Thread.objects.filter(pk=thread.pk).update(
        message_count=messages.count(),
        unread_count=messages.filter(is_read=False).count(),
        updated_at=timezone.now(),
    )


def _apply_labels(labels: list[str], add: list[str], remove: list[str]) -> list[str]:
    return sorted((set(labels) | set(add)) - set(remove))


@transaction.atomic
def message_update(
    *,
    message: Message,
    add_labels: list[str] = (),
    remove_labels: list[str] = (),
    is_read: bool | None = None,
) -> Message:
    message = Message.objects.select_for_update().get(pk=message.pk)
    if is_read is not None:
        message.is_read = is_read
        remove_labels = [*remove_labels, LABEL_UNREAD] if is_read else remove_labels
        add_labels = add_labels if is_read else [*add_labels, LABEL_UNREAD]
    message.labels = _apply_labels(message.labels, list(add_labels), list(remove_labels))
    message.is_read = LABEL_UNREAD not in message.labels
    message.save(update_fields=["labels", "is_read"])
    _refresh_thread_counts(message.thread)
    return message


@transaction.atomic
def thread_update(
    *,
    thread: Thread,
    add_labels: list[str] = (),
    remove_labels: list[str] = (),
    is_read: bool | None = None,
) -> Thread:
    """Thread labels are the thread's own; read state applies to every message in it."""
    thread = Thread.objects.select_for_update().get(pk=thread.pk)
    thread.labels = _apply_labels(thread.labels, list(add_labels), list(remove_labels))
    thread.save(update_fields=["labels", "updated_at"])
    if is_read is not None:
        for message in thread.messages.select_for_update():
            message_update(message=message, is_read=is_read)
    _refresh_thread_counts(thread)
    thread.refresh_from_db()
    return thread


def identity_mail_purge(*, identity_id: str, batch: int = 200) -> int:
    """Delete a deleted identity's mail: messages, attachments, threads, unshared blobs."""
    removed = 0
    while True:
        with transaction.atomic():
            messages = list(
                Message.objects.filter(identity_id=identity_id)
                .select_for_update(skip_locked=True)
                .prefetch_related("attachments")[:batch]
            )
            if not messages:
                break
            blob_ids = {m.raw_id for m in messages}
            names = [a.storage_name for m in messages for a in m.attachments.all()]
            Message.objects.filter(pk__in=[m.pk for m in messages]).delete()
            shared = set(
                Message.objects.filter(raw_id__in=blob_ids).values_list("raw_id", flat=True)
            )
            # A blob still staged for another recipient's ingest is not ours to delete.
            orphans = list(
                RawBlob.objects.filter(pk__in=blob_ids - shared).exclude(inbound__state="staged")
            )
            names += [b.storage_name for b in orphans]
            RawBlob.objects.filter(pk__in=[b.pk for b in orphans]).delete()
            transaction.on_commit(lambda names=names: [blobs.delete(n) for n in names])
            removed += len(messages)
    Thread.objects.filter(identity_id=identity_id).delete()
    return removed


def attachment_open(attachment: Attachment):
    return blobs.open_for_read(attachment.storage_name)


# --- Sending (the outbound app stores what it sends through these) -----------------------

LABEL_SENT = "sent"


@transaction.atomic
def message_store_outbound(
    *,
    identity: Identity,
    thread: Thread | None,
    raw: RawBlob,
    message_id: str,
    pk: str | None = None,
    new_thread_id: str | None = None,
    in_reply_to: list[str],
    references: list[str],
    from_address: str,
    from_name: str,
    to: list[dict],
    cc: list[dict],
    reply_to: list[dict],
    subject: str,
    text: str,
    html: str,
    headers: list[list[str]],
    labels: list[str],
    has_attachments: bool,
    attachments: list[dict],
    sent_at: datetime,
) -> Message:
    """File a message an identity sends into its own mailbox (direction outbound).

    ``thread`` is the thread it continues, or None for a new one (``new_thread_id``, when
    given, is its ID: the Message-ID minted before storing carries its token); ``pk`` is the
    message's ID when the caller needed it earlier (a VERP return path). It counts in the thread
    (message_count) but is never unread; waiters are not woken (wait is for arrivals).
    ``attachments`` are {filename, content_type, content, content_id, disposition} dicts.
    Events are the caller's: it records ``message.sent`` with its delivery state.
    """
    _lock_identity(identity.id)
    subject = (subject or "")[:998]
    if thread is None:
        thread = Thread.objects.create(
            id=new_thread_id or new_id("thr"),
            tenant_id=identity.tenant_id,
            identity=identity,
            subject=subject,
            normalized_subject=subjects.normalize(subject)[:998],
            last_message_at=sent_at,
        )
    bcc_free = [*to, *cc]
    message = Message.objects.create(
        id=pk or new_id("msg"),
        tenant_id=identity.tenant_id,
        identity=identity,
        thread=thread,
        direction=Message.Direction.OUTBOUND,
        raw=raw,
        dedupe_key=hashlib.sha256(f"outbound\n{message_id}".encode()).hexdigest(),
        message_id_header=message_id[:998],
        in_reply_to=[m[:998] for m in in_reply_to][:50],
        references=[m[:998] for m in references][:100],
        from_address=from_address.lower()[:320],
        from_name=from_name[:300],
        to=to,
        cc=cc,
        reply_to=reply_to,
        recipient=from_address.lower()[:320],
        subject=subject,
        text=text,
        extracted_text=text,
        html=html,
        snippet=" ".join(text.split())[:300],
        size=raw.size,
        kind=Message.Kind.NORMAL,
        labels=sorted({LABEL_SENT, *labels}),
        is_read=True,
        has_attachments=has_attachments,
        sent_at=sent_at,
        received_at=sent_at,
        headers=headers[:200],
    )
    for part in attachments:
        attachment_id = new_id("att")
        content = part["content"]
        name = blobs.write_durably(f"attachments/{message.id}/{attachment_id}", content)
        Attachment.objects.create(
            id=attachment_id,
            tenant_id=identity.tenant_id,
            message=message,
            filename=part["filename"][:255],
            content_type=part["content_type"][:255],
            size=len(content),
            sha256=hashlib.sha256(content).hexdigest(),
            content_id=(part.get("content_id") or "")[:255],
            disposition="inline" if part.get("content_id") else "attachment",
            storage_name=name,
        )
    people = {a["address"].lower() for a in bcc_free if a.get("address")}
    Thread.objects.filter(pk=thread.pk).update(
        message_count=F("message_count") + 1,
        last_message_at=sent_at,
        participants=sorted(set(thread.participants) | people)[:100],
        updated_at=sent_at,
    )
    return message


def message_set_report(*, message: Message, report: dict) -> None:
    """Attach a parsed delivery report (DSN, ARF, MDN) to a received message."""
    Message.objects.filter(pk=message.pk).update(report=report)
    message.report = report
