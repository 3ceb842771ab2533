"""Reads of the receive path: whom a recipient address files mail for, and staged mail."""

from __future__ import annotations

from django.conf import settings
from django.utils.module_loading import import_string

from apps.identities import selectors as identity_selectors
from apps.inbound.models import InboundMessage
from apps.mailbox import selectors as mailbox_selectors
from pylota.core.address import parse_recipient
from pylota.core.domains import fsm
from pylota.core.domains.records import return_path_domain


def recipient_resolve(recipient: str):
    """Whom mail for ``recipient`` is filed for: one of our addresses, or one of our VERP
    return paths, at the platform domain or at a tenant domain's ``pm-bounces.<domain>``
    (a bounce goes to the identity that sent the message; docs/sending.md).

    A tenant's own domain (``PM_DOMAIN_RECEIVE_ROUTE`` says which) takes mail while it is
    active or failing, for the addresses of the tenant that holds it now; an unknown local
    part there goes to the domain's catch-all identity when it has one.
    """
    route = _receive_route(recipient)
    if route is not None:
        # Active, and still failing (a check failed; its MX may well still point at us).
        if not fsm.is_sending(route.state) or not getattr(route, "receives", True):
            return None
        resolved = identity_selectors.address_resolve(recipient, tenant_id=route.tenant_id)
        if resolved is not None or not route.catch_all_identity_id:
            return resolved
        if identity_selectors.address_exists(recipient):  # retired, or its identity deleted
            return None
        return identity_selectors.catch_all_resolve(
            recipient, tenant_id=route.tenant_id, identity_id=route.catch_all_identity_id
        )
    bounced = _return_path_resolve(recipient)
    if bounced is not None:
        return bounced
    return identity_selectors.address_resolve(
        recipient
    ) or mailbox_selectors.bounce_address_resolve(recipient)


def _receive_route(recipient: str):
    """The tenant domain's route for ``recipient``, None for the platform domain and for
    domains no tenant ever claimed."""
    parsed = parse_recipient(recipient or "")
    if parsed is None or parsed.domain == settings.PM_PLATFORM_DOMAIN.lower():
        return None
    return import_string(settings.PM_DOMAIN_RECEIVE_ROUTE)(domain=parsed.domain)


def _return_path_resolve(recipient: str):
    """A VERP return path at a tenant domain's own return-path host
    (``bounce+{token}@pm-bounces.<domain>``, the MAIL FROM of its mail while active),
    resolved like one at the platform domain: the token verifies the same, and names a
    message of the tenant holding the domain, which is active or failing (bounces of mail
    sent before a failure still come back). Anything else at that host: None (550)."""
    parsed = parse_recipient(recipient or "")
    domain = return_path_domain(parsed.domain) if parsed is not None else None
    if domain is None or parsed.tag is None:
        return None
    route = import_string(settings.PM_DOMAIN_RECEIVE_ROUTE)(domain=domain)
    if route is None or not fsm.is_sending(route.state):
        return None
    local = recipient.strip().strip("<>").strip().rpartition("@")[0]
    resolved = mailbox_selectors.bounce_address_resolve(f"{local}@{settings.PM_PLATFORM_DOMAIN}")
    if resolved is None or resolved[0].tenant_id != route.tenant_id:
        return None
    return resolved


def recipient_refusal(recipient: str) -> str | None:
    """The SMTP reply for a recipient we refuse for a reason worth saying (a retired
    address), or None for the plain "no such mailbox"."""
    if identity_selectors.address_is_retired(recipient):
        return "550 5.1.1 This address was retired and no longer receives mail"
    return None


def staged_get(inbound_id: str) -> InboundMessage | None:
    """A staged message with its raw bytes' record, or None once it was processed."""
    inbound = InboundMessage.objects.select_related("raw").filter(pk=inbound_id).first()
    return inbound if inbound is not None and inbound.state == InboundMessage.State.STAGED else None


def staged_claims(inbound_id: str) -> int:
    """How many staged messages the task queued for this row files (ADR 0021); a task of
    the sweep or a retry files at least one."""
    row = InboundMessage.objects.filter(pk=inbound_id).values_list("claims", flat=True).first()
    return max(1, row or 0)
