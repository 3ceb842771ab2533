"""The end-to-end probe: a message sent to the domain's MX, as DNS names it, over SMTP,
seen arriving in our inbound pipeline.

The probe goes to the platform's own system address through the domain's MX host: the
host DNS names must be one of our SMTP servers, must take the message, and the staging row
it answers ``queued as inb_…`` for must be in our database. A host of another provider
cannot produce that answer, so a pass proves the MX path end to end.
"""

from __future__ import annotations

import re
import secrets
import smtplib
from email.message import EmailMessage
from email.utils import formatdate

from django.conf import settings
from django.db import transaction

from apps.domains import selectors
from apps.domains.models import Domain, DomainCheck
from apps.domains.services.records import dns_lookup
from apps.identities import selectors as identity_selectors
from apps.identities import services as identity_services
from apps.tenants import services as tenant_services
from pylota.core.domains.dns import DnsUnavailable, Lookup
from pylota.core.errors import AppError
from pylota.core.principal import Actor

_QUEUED = re.compile(r"queued as (inb_[0-9A-Za-z]+)")
PROBE_STATES = (Domain.State.CONFIGURING, Domain.State.ACTIVE, Domain.State.FAILING)


def _mx_hosts(domain: str, lookup: Lookup) -> list[str]:
    found = []
    for value in lookup(domain, "MX"):
        parts = value.split()
        if len(parts) == 2 and parts[0].isdigit():
            found.append((int(parts[0]), parts[1]))
    return [host for _, host in sorted(found)]


def _probe_message(domain: Domain, recipient: str, token: str) -> bytes:
    message = EmailMessage()
    message["From"] = f"probe@{domain.name}"
    message["To"] = recipient
    message["Subject"] = "Pylota domain probe"
    message["Date"] = formatdate(usegmt=True)
    message["Message-ID"] = f"<probe.{token}@{domain.name}>"
    message["X-Pylota-Probe"] = domain.id
    message.set_content("This message checks that mail for the domain reaches Pylota Mail.\n")
    return bytes(message)


def _send(host: str, recipient: str, raw: bytes, lookup: Lookup) -> tuple[str, str]:
    """(reply text of DATA, problem). Connects to the host's A record on PM_DOMAIN_PROBE_PORT."""
    addresses = lookup(host, "A") or lookup(host, "AAAA")
    if not addresses:
        return "", f"the MX host {host} has no address record"
    try:
        with smtplib.SMTP(
            addresses[0],
            settings.PM_DOMAIN_PROBE_PORT,
            local_hostname=settings.PM_SMTP_HOSTNAME,
            timeout=settings.PM_DOMAIN_PROBE_TIMEOUT_SECONDS,
        ) as smtp:
            smtp.ehlo()
            code, reply = smtp.mail(f"postmaster@{settings.PM_PLATFORM_DOMAIN}")
            if code != 250:
                return reply.decode("utf-8", "replace"), f"MAIL FROM refused ({code})"
            code, reply = smtp.rcpt(recipient)
            if code not in (250, 251):
                return reply.decode("utf-8", "replace"), f"RCPT TO refused ({code})"
            code, reply = smtp.data(raw)
            text = reply.decode("utf-8", "replace")
            if code != 250:
                return text, f"the message was refused ({code})"
            return text, ""
    except (OSError, smtplib.SMTPException) as exc:
        return "", f"could not talk SMTP to {host}: {type(exc).__name__}"


def domain_probe(*, actor: Actor, domain: Domain, lookup: Lookup | None = None) -> DomainCheck:
    """Send one probe through the domain's MX and look for it in our inbound pipeline.

    Returns the DomainCheck row recording it (``results["probe"]``): ``mx_host``, the SMTP
    ``reply``, ``inbound_id`` and ``detail`` (what failed, in words).
    """
    lookup = lookup or dns_lookup()
    domain = Domain.objects.select_related("tenant").get(pk=domain.pk)
    if domain.state not in PROBE_STATES or domain.method == Domain.Method.SEND_ONLY:
        raise AppError(
            "domain_state_invalid",
            details={
                "state": domain.state,
                "needs": "records published, and an MX (not send_only)",
            },
        )
    recipient = identity_selectors.primary_address(identity_services.system_identity())
    token = secrets.token_hex(8)
    result = {"mx_host": "", "reply": "", "inbound_id": "", "arrived": False, "detail": ""}
    try:
        hosts = _mx_hosts(domain.name, lookup)
    except DnsUnavailable:
        raise AppError("domain_dns_unavailable") from None
    if not hosts:
        result["detail"] = "the domain has no MX record"
    else:
        result["mx_host"] = hosts[0]
        try:
            reply, problem = _send(
                hosts[0], recipient, _probe_message(domain, recipient, token), lookup
            )
        except DnsUnavailable:
            raise AppError("domain_dns_unavailable") from None
        result["reply"] = reply[:300]
        result["detail"] = problem
        match = _QUEUED.search(reply)
        if not problem and match is None:
            result["detail"] = "the MX took the message but is not one of our servers"
        if match is not None:
            result["inbound_id"] = match.group(1)
            result["arrived"] = selectors.probe_arrived(
                inbound_id=match.group(1), recipient=recipient
            )
            if not result["arrived"]:
                result["detail"] = "the MX took the message but it did not reach our pipeline"
    with transaction.atomic():
        check = DomainCheck.objects.create(
            domain=domain, ok=bool(result["arrived"]), results={"probe": result}
        )
        tenant_services.audit_record(
            actor=actor,
            type="domain.probed",
            target=domain,
            tenant=domain.tenant,
            data={"ok": bool(result["arrived"]), "check_id": check.id},
        )
    return check
