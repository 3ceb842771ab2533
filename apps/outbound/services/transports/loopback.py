"""Our own addresses: delivered straight into the inbound pipeline, trust checks included.

The message is staged exactly like mail our SMTP server accepts (``inbound_accept``: the
bytes fsynced, a staging row committed), so from there it is processed, threaded, checked
(SPF/DKIM/DMARC, injection, lists, sender policy) and announced like any other mail.
A recipient we do not deliver to bounces as our SMTP server would answer it (550 5.1.1).
"""

from __future__ import annotations

from django.conf import settings

from apps.inbound import selectors as inbound_selectors
from apps.inbound import services as inbound_services
from apps.outbound.services.transports.base import Envelope, Outcome, RecipientResult, Transport


class LoopbackTransport(Transport):
    name = "loopback"

    def send(self, envelope: Envelope) -> list[RecipientResult]:
        # The SMTP server's own RCPT rule: our addresses, tenant domains we receive for (and
        # their catch-alls), retired addresses in their grace period.
        known = [r for r in envelope.recipients if inbound_selectors.recipient_resolve(r)]
        results = [
            RecipientResult(
                r,
                Outcome.BOUNCED,
                550,
                "5.1.1",
                "loopback: 550 5.1.1 No such mailbox here",
                True,
                "mailbox_unknown",
            )
            for r in envelope.recipients
            if r not in known
        ]
        if known:
            staged = inbound_services.inbound_accept(
                raw=envelope.raw,
                mail_from=envelope.mail_from,
                recipients=known,
                peer_ip="127.0.0.1",
                helo=settings.PM_SMTP_HOSTNAME,
            )
            results += [
                RecipientResult(
                    r,
                    Outcome.DELIVERED,
                    250,
                    "2.0.0",
                    f"loopback: 250 queued as {staged.id}",
                    provider_message_id=staged.id,
                )
                for r in known
            ]
        return results
