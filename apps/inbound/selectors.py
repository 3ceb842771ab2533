"""Reads of the receive path: whom a recipient address files mail for, and staged mail."""

from __future__ import annotations

from apps.identities import selectors as identity_selectors
from apps.inbound.models import InboundMessage
from apps.mailbox import selectors as mailbox_selectors


def recipient_resolve(recipient: str):
    """Whom mail for ``recipient`` is filed for: one of our addresses, or one of our VERP
    return paths (a bounce goes to the identity that sent the message; docs/sending.md)."""
    return identity_selectors.address_resolve(
        recipient
    ) or mailbox_selectors.bounce_address_resolve(recipient)


def staged_get(inbound_id: str) -> InboundMessage | None:
    """A staged message with its raw bytes' record, or None once it was processed."""
    inbound = InboundMessage.objects.select_related("raw").filter(pk=inbound_id).first()
    return inbound if inbound is not None and inbound.state == InboundMessage.State.STAGED else None
