"""The simulator: fixed outcomes for fixed local parts at PM_SIMULATOR_DOMAIN.

``delivered@`` is delivered, ``deferred@`` answers 451 every time (so it walks the retry
schedule), ``bounced@`` is a hard 550 5.1.1 bounce, ``complained@`` is delivered and then
reported as spam, ``suppressed@`` is refused as on the provider's suppression list. A local
part may carry a tag (``bounced+run42@``). Anything else at the domain, and everything
when the simulator is PM_SEND_TRANSPORT, is delivered. Nothing leaves the process.
"""

from __future__ import annotations

import secrets

from apps.outbound.services.transports.base import Envelope, Outcome, RecipientResult, Transport

OUTCOMES: dict[str, RecipientResult] = {
    "deferred": RecipientResult(
        "",
        Outcome.DEFERRED,
        451,
        "4.3.0",
        "simulator: 451 4.3.0 try again later",
        False,
        "delayed",
    ),
    "bounced": RecipientResult(
        "",
        Outcome.BOUNCED,
        550,
        "5.1.1",
        "simulator: 550 5.1.1 no such user",
        True,
        "mailbox_unknown",
    ),
    "suppressed": RecipientResult(
        "",
        Outcome.FAILED,
        550,
        "5.7.1",
        "simulator: 550 5.7.1 address on the provider's suppression list",
        False,
        "provider_suppressed",
    ),
    "complained": RecipientResult(
        "",
        Outcome.COMPLAINED,
        250,
        "2.0.0",
        "simulator: delivered, then reported as spam",
        False,
        "complaint",
    ),
}


class SimulatorTransport(Transport):
    name = "simulator"

    def send(self, envelope: Envelope) -> list[RecipientResult]:
        results = []
        for address in envelope.recipients:
            local = address.rpartition("@")[0].lower().split("+", 1)[0]
            template = OUTCOMES.get(local)
            provider_id = f"sim-{secrets.token_hex(8)}"
            if template is None:
                results.append(
                    RecipientResult(
                        address,
                        Outcome.DELIVERED,
                        250,
                        "2.0.0",
                        "simulator: 250 ok",
                        provider_message_id=provider_id,
                    )
                )
            else:
                results.append(
                    RecipientResult(
                        address,
                        template.outcome,
                        template.smtp_code,
                        template.enhanced_status,
                        template.diagnostic,
                        template.hard,
                        template.reason,
                        provider_id,
                    )
                )
        return results
