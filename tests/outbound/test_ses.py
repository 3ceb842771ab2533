"""The SES transport against recorded SESv2 answers through botocore's Stubber."""

from __future__ import annotations

import boto3
import pytest
from botocore.exceptions import ConnectionClosedError
from botocore.stub import ANY, Stubber

from apps.outbound.services.transports import Envelope, Outcome
from apps.outbound.services.transports.ses import SesTransport

# Recorded from SESv2 SendEmail (request id and message id as SES returns them).
ACCEPTED = {
    "MessageId": "010001934a1b2c3d-4e5f6a7b-8c9d-0e1f-2a3b-4c5d6e7f8a9b-000000",
    "ResponseMetadata": {
        "RequestId": "6c5a8b4e-2f0d-4a57-9c1e-3b9f0e7d1a22",
        "HTTPStatusCode": 200,
    },
}
ENVELOPE = Envelope(
    "msg_X",
    "bounce+x@agents.pylota.test",
    ("a@example.com", "b@example.com"),
    b"From: a@agents.pylota.test\r\n\r\nhi\r\n",
)


@pytest.fixture
def client():
    return boto3.client(
        "sesv2", region_name="eu-west-1", aws_access_key_id="AKIATEST", aws_secret_access_key="test"
    )


def test_accepted_raw_mail_is_delivered_for_every_recipient(client):
    with Stubber(client) as stub:
        stub.add_response(
            "send_email",
            ACCEPTED,
            {
                "FromEmailAddress": "bounce+x@agents.pylota.test",
                "Destination": {"ToAddresses": ["a@example.com", "b@example.com"]},
                "Content": {"Raw": {"Data": ENVELOPE.raw}},
                "EmailTags": ANY,
                "ConfigurationSetName": "pylota",
            },
        )
        results = SesTransport(client, configuration_set="pylota").send(ENVELOPE)
        stub.assert_no_pending_responses()
    assert {r.outcome for r in results} == {Outcome.DELIVERED}
    assert results[0].provider_message_id == ACCEPTED["MessageId"]


@pytest.mark.parametrize(
    ("code", "outcome"),
    [
        ("MessageRejected", Outcome.FAILED),
        ("MailFromDomainNotVerifiedException", Outcome.FAILED),
        ("TooManyRequestsException", Outcome.DEFERRED),
        ("SendingPausedException", Outcome.DEFERRED),
    ],
)
def test_errors_map_to_outcomes(client, code, outcome):
    with Stubber(client) as stub:
        stub.add_client_error("send_email", service_error_code=code, http_status_code=400)
        results = SesTransport(client).send(ENVELOPE)
    assert {r.outcome for r in results} == {outcome}
    assert results[0].reason == code


def test_a_connection_closed_mid_request_is_unconfirmed(client, monkeypatch):
    def closed(**kwargs):
        raise ConnectionClosedError(endpoint_url="https://email.eu-west-1.amazonaws.com")

    monkeypatch.setattr(client, "send_email", closed)
    assert SesTransport(client).send(ENVELOPE)[0].outcome == Outcome.UNCONFIRMED
