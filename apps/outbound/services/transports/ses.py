"""Amazon SES (API v2): ``send_email`` with Raw content, so our DKIM-signed bytes go as is.

SES takes the whole message or refuses it, so every recipient shares the outcome. A
``MessageRejected``/``MailFromDomainNotVerified`` is permanent (failed: not the recipients'
fault); throttling, a paused account and service faults are deferrals; a transport error
after the request was sent is ``unconfirmed`` (SES may have taken it: never resend).
Delivery, bounce and complaint notifications arrive through SNS and are applied by
``apps.outbound.services.ses_events`` (signature checked, matched by SES's MessageId or the
``pylota_message`` tag; docs/domains.md, "Bounces, complaints and deliveries from SES").
"""

from __future__ import annotations

from typing import Any

from botocore.exceptions import (
    BotoCoreError,
    ClientError,
    ConnectionClosedError,
    ReadTimeoutError,
)

from apps.outbound.services.transports.base import (
    Envelope,
    Outcome,
    RecipientResult,
    Transport,
    all_with,
)

PERMANENT = {
    "MessageRejected",
    "MailFromDomainNotVerifiedException",
    "BadRequestException",
    "NotFoundException",
}


class SesTransport(Transport):
    name = "ses"

    def __init__(self, client: Any, *, configuration_set: str | None = None) -> None:
        self.client = client
        self.configuration_set = configuration_set

    def send(self, envelope: Envelope) -> list[RecipientResult]:
        request: dict[str, Any] = {
            "FromEmailAddress": envelope.mail_from,
            "Destination": {"ToAddresses": list(envelope.recipients)},
            "Content": {"Raw": {"Data": envelope.raw}},
            "EmailTags": [{"Name": "pylota_message", "Value": envelope.message_id}],
        }
        if self.configuration_set:
            request["ConfigurationSetName"] = self.configuration_set
        try:
            answer = self.client.send_email(**request)
        except ClientError as exc:
            code = exc.response.get("Error", {}).get("Code", "ClientError")
            outcome = Outcome.FAILED if code in PERMANENT else Outcome.DEFERRED
            return all_with(envelope, outcome, f"ses: {code}", reason=code)
        except (ReadTimeoutError, ConnectionClosedError) as exc:
            return all_with(
                envelope, Outcome.UNCONFIRMED, f"ses: {type(exc).__name__}", reason="unconfirmed"
            )
        except BotoCoreError as exc:  # could not connect: nothing was sent
            return all_with(
                envelope, Outcome.DEFERRED, f"ses: {type(exc).__name__}", reason="network"
            )
        provider_id = answer.get("MessageId", "")
        return [
            RecipientResult(
                r,
                Outcome.DELIVERED,
                250,
                "2.0.0",
                f"ses: accepted as {provider_id}",
                provider_message_id=provider_id,
            )
            for r in envelope.recipients
        ]
