"""Messages entering and leaving threads: threading, storing received and sent mail, releasing
and deleting quarantined mail, and waking ``wait`` callers."""

from __future__ import annotations

import hashlib
import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.db import connection, transaction
from django.db.models import F, Max, Q
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from apps.events.services import event_record
from apps.mailbox.models import Attachment, Message, QuarantineState, RawBlob, Thread
from apps.mailbox.services import blobs
from apps.tenants import selectors as tenant_selectors
from apps.tenants import services as tenant_services
from apps.tenants.services import keyring
from pylota.core import subject as subjects
from pylota.core import thread_token
from pylota.core.errors import AppError
from pylota.core.ids import new_id
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.identities.models import Identity
    from pylota.core.mime.model import ParsedMessage
from apps.mailbox.services.data import message_data, quarantine_data
from apps.mailbox.services.labels import LABEL_UNREAD

logger = logging.getLogger(__name__)


THREAD_TOKEN_PURPOSE = "thread_token"  # noqa: S105 (a keyring purpose name)


# Mail without usable references joins a recent thread of the same subject and people.
SUBJECT_FALLBACK_WINDOW = timedelta(days=14)


# PostgreSQL NOTIFY channel that wakes waiters (apps/mailbox/api/waiting.py listens). The
# payload is "<identity_id> <thread_id>": IDs only, never content.
WAIT_CHANNEL = "pm_wait"


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
        # A parent we hold, or a sibling that answers the same parent we never saw (named by
        # its References or, from clients that write no References, its In-Reply-To).
        related = (
            Q(message_id_header__in=chain)
            | Q(references__overlap=chain)
            | Q(in_reply_to__overlap=chain)
        )
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


def _orphan_threads(identity: Identity, message_id: str | None, thread: Thread | None) -> list:
    """Threads of replies that arrived before this message, their parent (or a message
    their References name), oldest first, other than the thread it already joins."""
    if not message_id:
        return []
    named = Q(in_reply_to__contains=[message_id]) | Q(references__contains=[message_id])
    replies = Message.objects.filter(named, identity=identity)
    if thread is not None:
        replies = replies.exclude(thread=thread)
    ids = replies.values("thread_id")
    return list(Thread.objects.filter(pk__in=ids).order_by("created_at", "id"))


def _merge_threads(into: Thread, others: list[Thread]) -> None:
    """Move the messages of ``others`` into ``into`` (ingest holds the identity's lock) and
    drop the emptied threads; the kept thread's counts, people and labels cover them all."""
    if not others:
        return
    Message.objects.filter(thread__in=others).update(thread=into)
    people = set(into.participants)
    labels = set(into.labels)
    for other in others:
        people |= set(other.participants)
        labels |= set(other.labels)
    shown = Message.objects.filter(thread=into).exclude(
        quarantine_state=QuarantineState.QUARANTINED
    )
    latest = shown.aggregate(latest=Max("received_at"))["latest"] or into.last_message_at
    Thread.objects.filter(pk=into.pk).update(
        participants=sorted(people)[:100],
        labels=sorted(labels),
        message_count=shown.count(),
        unread_count=shown.filter(is_read=False).count(),
        last_message_at=latest,
        updated_at=timezone.now(),
    )
    Thread.objects.filter(pk__in=[t.pk for t in others]).delete()
    into.refresh_from_db()


def _lock_identity(identity_id: str) -> None:
    """Serialize ingest for one identity, so concurrent replies never split a thread."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", [identity_id])


def dedupe_key(parsed: ParsedMessage, raw: RawBlob) -> str:
    """The same Message-ID with the same bytes is the same message, whatever delivered it."""
    return hashlib.sha256(f"{parsed.message_id or ''}\n{raw.sha256}".encode()).hexdigest()


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
    trust: dict | None = None,
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
    # Replies that came before this message, their parent, join its thread (or it theirs).
    orphans = _orphan_threads(identity, parsed.message_id, thread)
    subject = (parsed.subject or "")[:998]
    if thread is None and orphans:
        # The parent of the thread's first message: the thread takes the parent's subject.
        thread, orphans = orphans[0], orphans[1:]
        if subject and not quarantine_reasons:
            thread.subject, thread.normalized_subject = subject, subjects.normalize(subject)[:998]
            thread.save(update_fields=["subject", "normalized_subject", "updated_at"])
    if thread is not None:
        _merge_threads(thread, orphans)
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
        trust=trust or {},
        quarantine_state=QuarantineState.QUARANTINED if quarantined else QuarantineState.NONE,
        quarantine_reasons=list(quarantine_reasons or []),
        quarantined_at=now if quarantined else None,
        wait_seq=_next_wait_seq(identity.id),
    )
    for part in parsed.attachments:
        _attachment_store(
            message,
            part.payload,
            filename=part.filename,
            content_type=part.content_type,
            sniffed_type=part.sniffed_type or "",
            content_id=part.content_id or "",
            disposition=part.disposition,
            sha256=part.sha256,  # None for a part cut short by the parser's bounds
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


def _attachment_store(
    message: Message,
    content: bytes,
    *,
    filename: str,
    content_type: str,
    content_id: str,
    disposition: str,
    sha256: str | None,
    sniffed_type: str = "",
) -> Attachment:
    """One attachment of a received or sent message: its bytes stored durably, then its row."""
    attachment_id = new_id("att")
    name = blobs.write_durably(f"attachments/{message.id}/{attachment_id}", content)
    return Attachment.objects.create(
        id=attachment_id,
        tenant_id=message.tenant_id,
        message=message,
        filename=filename[:255],
        content_type=content_type[:255],
        sniffed_type=sniffed_type[:255],
        size=len(content),
        sha256=sha256,
        content_id=content_id[:255],
        disposition=disposition,
        storage_name=name,
    )


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
    blobs.delete_on_commit(names)


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
    sent_via_fallback: bool = False,
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
        sent_via_fallback=sent_via_fallback,
    )
    for part in attachments:
        _attachment_store(
            message,
            part["content"],
            filename=part["filename"],
            content_type=part["content_type"],
            content_id=part.get("content_id") or "",
            disposition="inline" if part.get("content_id") else "attachment",
            sha256=hashlib.sha256(part["content"]).hexdigest(),
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


def _may_release(actor: Actor, message: Message):
    """The message's tenant, if ``actor`` may release or delete its quarantined mail: API
    keys only where the tenant's trust policy allows it (people always may)."""
    tenant = message.identity.tenant
    if (
        actor.key_id
        and not tenant_selectors.trust_policy_get(tenant=tenant).quarantine_release_by_api_keys
    ):
        raise AppError("quarantine_release_console_only")
    return tenant


def quarantine_release(*, actor: Actor, message: Message) -> Message:
    """Release one quarantined message (API keys only where the tenant allows it)."""
    tenant = _may_release(actor, message)
    with transaction.atomic():
        released = message_release(message=message, released_by=actor.key_id or actor.user)
        tenant_services.audit_record(
            actor=actor,
            type="message.released",
            target=released,
            tenant=tenant,
            data={"reasons": [r.get("code") for r in released.quarantine_reasons]},
        )
    return released


@transaction.atomic
def quarantine_delete(*, actor: Actor, message: Message) -> None:
    tenant = _may_release(actor, message)
    tenant_services.audit_record(
        actor=actor,
        type="message.quarantine_deleted",
        target=message,
        tenant=tenant,
        data={"reasons": [r.get("code") for r in message.quarantine_reasons]},
    )
    message_delete_quarantined(message=message)
