from __future__ import annotations

from datetime import datetime

from django.conf import settings
from django.db.models import (
    Count,
    Exists,
    Max,
    OuterRef,
    Prefetch,
    Q,
    QuerySet,
    Subquery,
    Value,
)
from django.db.models.functions import Coalesce, TruncDate

from apps.identities import selectors as identity_selectors
from apps.identities.models import Address, Identity
from apps.mailbox.models import Attachment, Message, QuarantineState, RawBlob, Thread
from apps.tenants.services import keyring
from pylota.core.compose import parse_verp_token, verp_token_of
from pylota.core.errors import AppError
from pylota.core.principal import Principal

# The keyring purpose of VERP return-path tokens (the send path makes them).
VERP_PURPOSE = "verp"


# Reading quarantined mail (by ID, raw, attachments, the quarantine listing, a wait
# notice's message ID) needs this permission; agent keys do not get it by default
# (pylota.core.permissions.EXPLICIT_ONLY, docs/trust.md "Who reads quarantined mail").
QUARANTINE_READ = "quarantine:read"


def _visible_identities(principal: Principal):
    return identity_selectors.identity_list(principal=principal)


def may_read_quarantine(principal: Principal) -> bool:
    return principal.can(QUARANTINE_READ)


def _shown_messages():
    return Message.objects.exclude(quarantine_state=QuarantineState.QUARANTINED)


def with_shown_subject(threads: QuerySet[Thread]) -> QuerySet[Thread]:
    """Threads annotated with ``shown_subject``: the subject of their first shown message.

    ``Thread.subject`` is the subject of the message that opened the thread, which may be a
    quarantined one; a delivered reply to it must not show that subject through the thread
    (lists, details, search, related threads), so every read path shows this instead.
    """
    first = (
        _shown_messages()
        .filter(thread=OuterRef("pk"))
        .order_by("received_at", "id")
        .values("subject")
    )
    return threads.annotate(shown_subject=Coalesce(Subquery(first[:1]), Value("")))


def threads_as_shown(thread_ids) -> dict[str, Thread]:
    """Threads by ID with ``subject`` replaced by what an agent may read (``shown_subject``);
    for readers (search hits, related threads) that hold thread IDs already scoped."""
    out = {}
    for thread in with_shown_subject(Thread.objects.filter(pk__in=list(thread_ids))):
        thread.subject = thread.shown_subject
        out[thread.pk] = thread
    return out


def thread_list(
    *,
    principal: Principal,
    identity_id: str | None = None,
    label: str | None = None,
    unread: bool | None = None,
    since: datetime | None = None,
    before: datetime | None = None,
    needs_reply: bool | None = None,
    priority: str | None = None,
    category: str | None = None,
) -> QuerySet[Thread]:
    # message_count counts shown messages only: a thread whose messages are all in
    # quarantine is not listed (docs/trust.md).
    threads = with_shown_subject(
        Thread.objects.filter(identity__in=_visible_identities(principal), message_count__gt=0)
    )
    # Triage (docs/triage.md): the thread's roll-up, or any shown message of the category.
    if needs_reply is not None:
        threads = threads.filter(needs_reply=needs_reply)
    if priority:
        threads = threads.filter(priority=priority)
    if category:
        threads = threads.filter(
            Exists(_shown_messages().filter(thread=OuterRef("pk"), category=category))
        )
    if identity_id:
        threads = threads.filter(identity_id=identity_id)
    if label:
        threads = threads.filter(labels__contains=[label])
    if unread is True:
        threads = threads.filter(unread_count__gt=0)
    elif unread is False:
        threads = threads.filter(unread_count=0)
    if since:
        threads = threads.filter(last_message_at__gte=since)
    if before:
        threads = threads.filter(last_message_at__lt=before)
    return threads


def thread_get(*, principal: Principal, thread_id: str, with_messages: bool = False) -> Thread:
    threads = thread_list(principal=principal).filter(pk=thread_id)
    if with_messages:
        messages = _shown_messages().order_by("received_at", "id").prefetch_related("attachments")
        threads = threads.prefetch_related(Prefetch("messages", queryset=messages))
    thread = threads.first()
    if thread is None:
        raise AppError("thread_not_found")
    return thread


def message_get(*, principal: Principal, message_id: str, for_release: bool = False) -> Message:
    """One message the key may read. A quarantined one answers only with
    ``quarantine:read`` (otherwise the same 404 as a missing one), except ``for_release``:
    releasing needs ``quarantine:release``, checked by the caller, not the content."""
    messages = Message.objects.filter(identity__in=_visible_identities(principal), pk=message_id)
    if not (for_release or may_read_quarantine(principal)):
        messages = messages.exclude(quarantine_state=QuarantineState.QUARANTINED)
    message = messages.select_related("raw").prefetch_related("attachments").first()
    if message is None:
        raise AppError("message_not_found")
    return message


def attachment_get(*, principal: Principal, message_id: str, attachment_id: str) -> Attachment:
    message = message_get(principal=principal, message_id=message_id)
    attachment = Attachment.objects.filter(message=message, pk=attachment_id).first()
    if attachment is None:
        raise AppError("attachment_not_found")
    return attachment


def message_by_id(message_id: str) -> Message | None:
    """Internal lookups (tasks, events): no principal, no scope."""
    return Message.objects.filter(pk=message_id).select_related("identity", "thread").first()


# --- Quarantine -------------------------------------------------------------------------


def message_texts(*, message_ids: list[str]) -> dict[str, str]:
    """Text bodies by message ID, for the platform's own mail (the console's sign-in mail
    page); tenant reads go through ``message_get``."""
    rows = Message.objects.filter(pk__in=message_ids, identity__is_system=True)
    return dict(rows.values_list("id", "text"))


def quarantine_list(
    *,
    principal: Principal,
    identity_id: str | None = None,
    reason: str | None = None,
    since: datetime | None = None,
    before: datetime | None = None,
) -> QuerySet[Message]:
    messages = Message.objects.filter(
        identity__in=_visible_identities(principal),
        quarantine_state=QuarantineState.QUARANTINED,
    )
    if identity_id:
        messages = messages.filter(identity_id=identity_id)
    if reason:
        messages = messages.filter(quarantine_reasons__contains=[{"code": reason}])
    if since:
        messages = messages.filter(quarantined_at__gte=since)
    if before:
        messages = messages.filter(quarantined_at__lt=before)
    return messages


def quarantine_get(*, principal: Principal, message_id: str) -> Message:
    message = (
        quarantine_list(principal=principal)
        .filter(pk=message_id)
        .prefetch_related("attachments")
        .first()
    )
    if message is None:
        raise AppError("message_not_found")
    return message


# --- Activity -----------------------------------------------------------------------------


def message_counts_by_day(*, principal: Principal, since: datetime) -> dict:
    """``{(date, direction): count}`` of the messages of the principal's identities stored
    since ``since`` (UTC days), in one grouped query: the console's overview figures.
    Quarantined arrivals count as arrivals (only a number, never their content)."""
    rows = (
        Message.objects.filter(identity__in=_visible_identities(principal), received_at__gte=since)
        .annotate(day=TruncDate("received_at"))
        .values("day", "direction")
        .annotate(n=Count("id"))
        .order_by()
    )
    return {(row["day"], row["direction"]): row["n"] for row in rows}


def has_sent_mail(*, principal: Principal) -> bool:
    """Has any identity of the principal sent a message (ever)?"""
    return Message.objects.filter(
        identity__in=_visible_identities(principal), direction=Message.Direction.OUTBOUND
    ).exists()


# --- Wait -------------------------------------------------------------------------------


def wait_position(*, identity_id: str) -> int:
    """The identity's latest arrival sequence (0 before any mail)."""
    top = Message.objects.filter(identity_id=identity_id).aggregate(top=Max("wait_seq"))["top"]
    return top or 0


def wait_seq_of(*, identity_id: str, message_id: str) -> int | None:
    return (
        Message.objects.filter(identity_id=identity_id, pk=message_id)
        .values_list("wait_seq", flat=True)
        .first()
    )


def wait_next(*, identity_id: str, after: int, thread_id: str | None = None) -> Message | None:
    """The first arrival after ``after``: a shown message, or, for a waiter on a thread, a
    quarantined reply too (the waiter answers with a notice instead of the content)."""
    messages = Message.objects.filter(
        identity_id=identity_id, direction=Message.Direction.INBOUND, wait_seq__gt=after
    )
    if thread_id:
        messages = messages.filter(thread_id=thread_id)
    else:
        messages = messages.exclude(quarantine_state=QuarantineState.QUARANTINED)
    return (
        messages.order_by("wait_seq").select_related("raw").prefetch_related("attachments").first()
    )


# --- Senders ----------------------------------------------------------------------------


def has_written_to(*, identity: Identity, address: str) -> bool:
    """Whether the identity has sent mail to this address (To or Cc of an outbound message)."""
    address = address.strip()
    if not address:
        return False
    variants = list(dict.fromkeys([address, address.lower()]))
    match = Q()
    for value in variants:
        match |= Q(to__contains=[{"address": value}]) | Q(cc__contains=[{"address": value}])
    sent = Message.objects.filter(identity=identity, direction=Message.Direction.OUTBOUND)
    return sent.filter(match).exists()


CONTACT_DOMAINS_SCANNED = 500  # the newest sent messages read for contacts' domains


def written_to_domains(*, identity: Identity) -> set[str]:
    """The domains of the addresses the identity has written to (To and Cc of its newest
    sent mail): the domains a lookalike sender would imitate (pylota.core.spoof)."""
    sent = Message.objects.filter(identity=identity, direction=Message.Direction.OUTBOUND)
    rows = sent.order_by("-id").values_list("to", "cc")[:CONTACT_DOMAINS_SCANNED]
    return {
        entry["address"].rpartition("@")[2].lower()
        for to, cc in rows
        for entry in [*(to or []), *(cc or [])]
        if isinstance(entry, dict) and "@" in (entry.get("address") or "")
    }


def thread_used_fallback(*, thread_id: str) -> bool:
    """Whether the identity already wrote in this thread from its platform address because
    its own domain was failing: the thread then stays on that address (docs/domains.md)."""
    return Message.objects.filter(
        thread_id=thread_id, direction=Message.Direction.OUTBOUND, sent_via_fallback=True
    ).exists()


def fallback_counts(*, identity_ids: list[str]) -> tuple[int, int]:
    """(messages, threads) these identities sent via the fallback of their own domain."""
    sent = Message.objects.filter(
        identity_id__in=identity_ids,
        direction=Message.Direction.OUTBOUND,
        sent_via_fallback=True,
    )
    counts = sent.aggregate(messages=Count("id"), threads=Count("thread_id", distinct=True))
    return counts["messages"], counts["threads"]


def sent_as(*, sha256: str, from_address: str) -> bool:
    """Whether one of our identities sent exactly these bytes (by their digest) with this
    From: our loopback transport hands our own sent blob to the inbound pipeline, which
    then needs no DNS to know the From is genuine."""
    if not sha256 or not from_address:
        return False
    return Message.objects.filter(
        direction=Message.Direction.OUTBOUND,
        raw__sha256=sha256,
        from_address__iexact=from_address.strip(),
    ).exists()


def bounce_address_resolve(recipient: str):
    """The SMTP server's view of our VERP return paths (``bounce+{token}@platform``).

    A token that verifies names one of our sent messages: mail to it (a bounce) is filed in
    the sending identity's mailbox at its primary address, the token kept as the plus-tag
    for matching. Same contract as ``identities.selectors.address_resolve``: (address, tag)
    or None (a forged or unknown token is answered 550 at RCPT like any unknown address).
    """
    token = verp_token_of(recipient or "", domains={settings.PM_PLATFORM_DOMAIN.lower()})
    parts = token.split(".") if token else []
    if len(parts) != 3:
        return None
    key = keyring.signing_key_by_kid(parts[1], purpose=VERP_PURPOSE)
    message_id = parse_verp_token(token, keys={parts[1]: key}) if key else None
    sent = (
        Message.objects.filter(pk=message_id, direction=Message.Direction.OUTBOUND).first()
        if message_id
        else None
    )
    if sent is None:
        return None
    address = (
        Address.objects.select_related("identity", "tenant")
        .filter(
            identity_id=sent.identity_id,
            is_primary=True,
            status=Address.Status.ACTIVE,
            identity__status__in=[Identity.Status.ACTIVE, Identity.Status.PAUSED],
        )
        .first()
    )
    return (address, token) if address else None


def raw_blob_by_name(storage_name: str) -> RawBlob:
    return RawBlob.objects.get(storage_name=storage_name)


def inbound_ids_in_use(*, inbound_ids: list[str]) -> set[str]:
    """Which of these staged deliveries some stored message still comes from."""
    return set(
        Message.objects.filter(inbound_id__in=inbound_ids).values_list("inbound_id", flat=True)
    )
