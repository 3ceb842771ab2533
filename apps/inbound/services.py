"""Taking responsibility for mail (accept) and filing it into mailboxes (process)."""

from __future__ import annotations

import logging
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.identities import selectors as identity_selectors
from apps.inbound.models import InboundMessage
from apps.mailbox import services as mailbox_services
from pylota.core.mime import parse_message
from pylota.core.mime.model import ParsedMessage

logger = logging.getLogger(__name__)


def inbound_accept(
    *, raw: bytes, mail_from: str, recipients: list[str], peer_ip: str | None, helo: str
) -> InboundMessage:
    """Make the message durable: fsynced bytes and a committed staging row.

    Only after this returns may the SMTP server answer 250. Everything later (parsing,
    threading, events) is retried from the staging row until it succeeds.
    """
    with transaction.atomic():
        blob = mailbox_services.raw_blob_store(raw)
        inbound = InboundMessage.objects.create(
            raw=blob,
            mail_from=mail_from[:320],
            recipients=recipients,
            peer_ip=peer_ip or None,
            helo=helo[:255],
        )
        transaction.on_commit(lambda: _enqueue(inbound.id))
    return inbound


def _enqueue(inbound_id: str) -> None:
    from apps.inbound.tasks import process_inbound

    try:
        process_inbound.delay(inbound_id)
    except Exception:  # broker down: the sweep picks the staged row up
        logger.warning("inbound processing not queued; the sweep will retry", exc_info=True)


def _parse(raw: bytes) -> ParsedMessage:
    try:
        return parse_message(raw)
    except Exception:  # the parser promises not to raise; the raw bytes are kept regardless
        logger.exception("parser failed; storing the message as raw only")
        return ParsedMessage(size=len(raw), defects=["parser_error"])


def inbound_process(*, inbound_id: str) -> int:
    """File a staged message into every recipient identity's mailbox; messages created.

    Safe to run twice, or concurrently: each mailbox write is idempotent per identity
    (see mailbox_services.message_store_inbound), so a retry after a crash halfway through
    fills only the mailboxes that were missed.
    """
    inbound = InboundMessage.objects.select_related("raw").filter(pk=inbound_id).first()
    if inbound is None or inbound.state != InboundMessage.State.STAGED:
        return 0
    InboundMessage.objects.filter(pk=inbound.pk).update(attempts=inbound.attempts + 1)
    raw = mailbox_services.raw_blob_read(inbound.raw)
    parsed = _parse(raw)
    # Several addresses of one identity on one message make one message in its mailbox.
    targets: dict[str, tuple] = {}
    for recipient in inbound.recipients:
        resolved = identity_selectors.address_resolve(recipient)
        if resolved is None:  # deleted between RCPT and now: nothing to deliver to
            continue
        address, tag = resolved
        targets.setdefault(address.identity_id, (address, tag, recipient))
    created = 0
    for address, tag, _recipient in targets.values():
        _message, new = mailbox_services.message_store_inbound(
            identity=address.identity,
            parsed=parsed,
            raw=inbound.raw,
            inbound_id=inbound.id,
            recipient=address.address,
            plus_tag=tag,
        )
        created += new
    InboundMessage.objects.filter(pk=inbound.pk, state=InboundMessage.State.STAGED).update(
        state=InboundMessage.State.PROCESSED, processed_at=timezone.now(), last_error=""
    )
    return created


def inbound_record_failure(*, inbound_id: str, error: BaseException, final: bool) -> None:
    """Note why processing failed (the exception's class only: no content in rows or logs)."""
    changes = {"last_error": type(error).__name__[:200]}
    if final:
        changes["state"] = InboundMessage.State.FAILED
    InboundMessage.objects.filter(pk=inbound_id, state=InboundMessage.State.STAGED).update(
        **changes
    )


def inbound_sweep(*, older_than_seconds: int | None = None) -> int:
    """Re-queue staged mail that no worker finished (lost task, crash, broker outage)."""
    if older_than_seconds is None:
        older_than_seconds = settings.PM_INBOUND_SWEEP_AFTER_SECONDS
    cutoff = timezone.now() - timedelta(seconds=older_than_seconds)
    stale = InboundMessage.objects.filter(state=InboundMessage.State.STAGED, received_at__lt=cutoff)
    ids = list(stale.order_by("received_at").values_list("pk", flat=True)[:1000])
    for inbound_id in ids:
        _enqueue(inbound_id)
    return len(ids)


def inbound_redrive(*, inbound_id: str) -> bool:
    """Put a failed delivery back in the queue (operators, after fixing the cause)."""
    updated = InboundMessage.objects.filter(
        pk=inbound_id, state=InboundMessage.State.FAILED
    ).update(state=InboundMessage.State.STAGED, attempts=0)
    if updated:
        _enqueue(inbound_id)
    return bool(updated)
