"""The SES method against recorded SESv2 answers (botocore's Stubber): the identity with
Easy DKIM, its DKIM tokens as CNAME records, the custom MAIL FROM domain, verification
status, each error; and a tenant domain's mail leaving through SES in its own region."""

from __future__ import annotations

import boto3
import pytest
from botocore.stub import Stubber

from apps.domains import selectors
from apps.domains.models import Domain
from apps.domains.services import ses
from apps.domains.services.providers import provider_for
from apps.domains.services.records import expected_records
from apps.outbound.services.credentials import transport_credential_set
from apps.outbound.services.transports import Envelope, Outcome, transport_for_route
from apps.outbound.services.transports.ses import SesTransport
from apps.tenants.models import AuditEvent
from pylota.core.domains.records import Record
from pylota.core.errors import AppError
from pylota.core.principal import Actor
from tests.factories import DomainFactory

DOMAIN = "theircompany.test"
TOKENS = [
    "vvjuipp74whm76j4ohv3wbxq2fwsvcqh",
    "ixmhyqqd3bw7h5kj6yi5p4rtdxx4bd4v",
    "hhgncv5ijgkqiiw3qxdjaqdnnmaqnopc",
]
# Recorded from SESv2 CreateEmailIdentity for a domain (Easy DKIM, 2048-bit keys).
CREATED = {
    "IdentityType": "DOMAIN",
    "VerifiedForSendingStatus": False,
    "DkimAttributes": {
        "SigningEnabled": True,
        "Status": "PENDING",
        "Tokens": TOKENS,
        "SigningAttributesOrigin": "AWS_SES",
        "NextSigningKeyLength": "RSA_2048_BIT",
        "CurrentSigningKeyLength": "RSA_2048_BIT",
    },
}


def identity(*, verified: bool, dkim: str, mail_from: str = "", mail_from_status: str = "") -> dict:
    answer = {
        "IdentityType": "DOMAIN",
        "FeedbackForwardingStatus": True,
        "VerifiedForSendingStatus": verified,
        "DkimAttributes": {
            "SigningEnabled": True,
            "Status": dkim,
            "Tokens": TOKENS,
            "SigningAttributesOrigin": "AWS_SES",
        },
        "Policies": {},
        "Tags": [],
        "VerificationStatus": "SUCCESS" if verified else "PENDING",
    }
    if mail_from:
        answer["MailFromAttributes"] = {
            "MailFromDomain": mail_from,
            "MailFromDomainStatus": mail_from_status,
            "BehaviorOnMxFailure": "USE_DEFAULT_VALUE",
        }
    return answer


@pytest.fixture
def client():
    return boto3.client(
        "sesv2", region_name="eu-west-1", aws_access_key_id="AKIATEST", aws_secret_access_key="t"
    )


@pytest.fixture
def domain(db, settings):
    settings.PM_SES_MAIL_FROM_LABEL = "mail"
    return DomainFactory(
        name=DOMAIN,
        method=Domain.Method.SES,
        transport=Domain.Transport.SES,
        state=Domain.State.VERIFIED,
        ownership_verified_at="2026-01-05T10:00:00Z",
        provider_config={"region": "eu-west-1"},
    )


def test_publishing_creates_the_identity_sets_mail_from_and_keeps_the_dkim_cnames(client, domain):
    with Stubber(client) as stub:
        stub.add_response("create_email_identity", CREATED, {"EmailIdentity": DOMAIN})
        stub.add_response(
            "put_email_identity_mail_from_attributes",
            {},
            {
                "EmailIdentity": DOMAIN,
                "MailFromDomain": f"mail.{DOMAIN}",
                "BehaviorOnMxFailure": "USE_DEFAULT_VALUE",
            },
        )
        problems = ses.SesProvider(client).publish(domain=domain, records=[])
        stub.assert_no_pending_responses()
    assert problems == []
    domain.refresh_from_db()
    assert domain.provider_config["dkim_cnames"] == [
        {"selector": t, "target": f"{t}.dkim.amazonses.com"} for t in TOKENS
    ]
    assert domain.provider_config["ses_mail_from"] == f"mail.{DOMAIN}"
    assert domain.provider_config["region"] == "eu-west-1"
    assert domain.provider_config["ses_verified_for_sending"] is False
    assert AuditEvent.objects.filter(type="domain.provider_published").count() == 1
    # What the domain must publish now carries SES's DKIM CNAMEs instead of our own keys.
    dkim = [r for r in expected_records(domain) if r.kind == "dkim"]
    assert dkim == [
        Record("dkim", f"{t}._domainkey.{DOMAIN}", "CNAME", f"{t}.dkim.amazonses.com")
        for t in TOKENS
    ]
    assert ses.SesProvider(client).records(domain=domain) == [
        Record(
            "return_path",
            f"mail.{DOMAIN}",
            "MX",
            "feedback-smtp.eu-west-1.amazonses.com",
            priority=10,
        ),
        Record("spf", f"mail.{DOMAIN}", "TXT", "v=spf1 include:amazonses.com ~all"),
    ]


def test_an_identity_that_exists_already_is_read_and_mail_from_left_as_it_is(client, domain):
    with Stubber(client) as stub:
        stub.add_client_error(
            "create_email_identity",
            service_error_code="AlreadyExistsException",
            service_message=f"Email identity {DOMAIN} already exist.",
            http_status_code=400,
        )
        stub.add_response(
            "get_email_identity",
            identity(
                verified=True,
                dkim="SUCCESS",
                mail_from=f"mail.{DOMAIN}",
                mail_from_status="SUCCESS",
            ),
            {"EmailIdentity": DOMAIN},
        )
        problems = ses.SesProvider(client).publish(domain=domain, records=[])
        stub.assert_no_pending_responses()  # no PutEmailIdentityMailFromAttributes
    assert problems == []
    domain.refresh_from_db()
    assert domain.provider_config["ses_verified_for_sending"] is True
    assert domain.provider_config["ses_dkim_status"] == "SUCCESS"


def test_a_configuration_set_goes_with_the_identity(client, domain):
    domain.provider_config = {"region": "eu-west-1", "configuration_set": "tenant-events"}
    with Stubber(client) as stub:
        stub.add_response(
            "create_email_identity",
            CREATED,
            {"EmailIdentity": DOMAIN, "ConfigurationSetName": "tenant-events"},
        )
        stub.add_response("put_email_identity_mail_from_attributes", {}, None)
        ses.SesProvider(client).publish(domain=domain, records=[])
        stub.assert_no_pending_responses()


def test_status_reports_failed_dkim_and_mail_from_as_problems(client, domain):
    with Stubber(client) as stub:
        stub.add_response(
            "get_email_identity",
            identity(
                verified=False, dkim="FAILED", mail_from=f"mail.{DOMAIN}", mail_from_status="FAILED"
            ),
            {"EmailIdentity": DOMAIN},
        )
        problems = ses.SesProvider(client).repair(domain=domain, records=[])
    assert len(problems) == 2
    assert "DKIM CNAME" in problems[0]
    assert f"mail.{DOMAIN}" in problems[1]
    with Stubber(client) as stub:
        stub.add_response(
            "get_email_identity",
            identity(
                verified=True,
                dkim="SUCCESS",
                mail_from=f"mail.{DOMAIN}",
                mail_from_status="SUCCESS",
            ),
            {"EmailIdentity": DOMAIN},
        )
        status = ses.ses_status(domain=domain, client=client)
    assert status.verified_for_sending is True
    domain.refresh_from_db()
    assert domain.provider_config["ses_mail_from_status"] == "SUCCESS"


def test_repair_recreates_an_identity_someone_deleted(client, domain):
    with Stubber(client) as stub:
        stub.add_client_error(
            "get_email_identity", service_error_code="NotFoundException", http_status_code=404
        )
        stub.add_response("create_email_identity", CREATED, {"EmailIdentity": DOMAIN})
        stub.add_response("put_email_identity_mail_from_attributes", {}, None)
        assert ses.SesProvider(client).repair(domain=domain, records=[]) == []
        stub.assert_no_pending_responses()


def test_repair_sets_a_changed_mail_from_domain_back(client, domain):
    with Stubber(client) as stub:
        stub.add_response(
            "get_email_identity",
            identity(
                verified=True,
                dkim="SUCCESS",
                mail_from="other.theircompany.test",
                mail_from_status="SUCCESS",
            ),
            {"EmailIdentity": DOMAIN},
        )
        stub.add_response(
            "put_email_identity_mail_from_attributes",
            {},
            {
                "EmailIdentity": DOMAIN,
                "MailFromDomain": f"mail.{DOMAIN}",
                "BehaviorOnMxFailure": "USE_DEFAULT_VALUE",
            },
        )
        ses.SesProvider(client).repair(domain=domain, records=[])
        stub.assert_no_pending_responses()


@pytest.mark.parametrize(
    ("code", "status", "expected", "retryable"),
    [
        ("LimitExceededException", 400, "domain_provider_limit_reached", False),
        ("TooManyRequestsException", 429, "domain_provider_rate_limited", True),
        ("AccessDeniedException", 403, "domain_provider_forbidden", False),
        ("UnrecognizedClientException", 403, "domain_provider_forbidden", False),
        ("BadRequestException", 400, "domain_provider_error", False),
        ("InternalFailure", 500, "domain_provider_unavailable", True),
    ],
)
def test_ses_errors_become_app_errors(client, domain, code, status, expected, retryable):
    with Stubber(client) as stub:
        stub.add_client_error(
            "create_email_identity", service_error_code=code, http_status_code=status
        )
        with pytest.raises(AppError) as failed:
            ses.SesProvider(client).publish(domain=domain, records=[])
    assert (failed.value.code, failed.value.retryable) == (expected, retryable)
    assert failed.value.details["code"] == code
    assert failed.value.details["operation"] == "CreateEmailIdentity"
    domain.refresh_from_db()
    assert "dkim_cnames" not in domain.provider_config


def test_a_connection_failure_is_retryable(domain):
    client = boto3.client(
        "sesv2",
        region_name="eu-west-1",
        endpoint_url="http://127.0.0.1:9",
        aws_access_key_id="AKIATEST",
        aws_secret_access_key="t",
        config=boto3.session.Config(retries={"max_attempts": 1}, connect_timeout=1),
    )
    with pytest.raises(AppError) as down:
        ses.SesProvider(client).publish(domain=domain, records=[])
    assert (down.value.code, down.value.retryable) == ("domain_provider_unavailable", True)


def test_the_ses_method_has_the_ses_provider_with_the_domains_region_and_credential(domain):
    credential = transport_credential_set(
        actor=Actor(user="test"), transport="ses", username="AKIADOMAIN", secret="s3cret"
    )
    domain.transport_credential_id = credential.id
    provider = provider_for(domain)
    assert isinstance(provider, ses.SesProvider)
    client = ses.ses_client(domain)
    assert client.meta.region_name == "eu-west-1"
    assert client._request_signer._credentials.access_key == "AKIADOMAIN"


def test_mail_from_a_ses_domain_leaves_through_ses_in_the_domains_region(domain):
    credential = transport_credential_set(
        actor=Actor(user="test"), transport="ses", username="AKIADOMAIN", secret="s3cret"
    )
    domain.state = Domain.State.ACTIVE
    domain.transport_credential_id = credential.id
    domain.provider_config = {"region": "eu-central-1", "configuration_set": "tenant-events"}
    domain.save()
    route = selectors.send_route(tenant_id=domain.tenant_id, domain=DOMAIN)
    assert (route.transport, route.fallback) == ("ses", False)
    transport = transport_for_route("ses", route=route)
    assert isinstance(transport, SesTransport)
    assert transport.client.meta.region_name == "eu-central-1"
    assert transport.configuration_set == "tenant-events"
    envelope = Envelope(
        "msg_X", f"agent@{DOMAIN}", ("reader@example.com",), b"From: a\r\n\r\nhi\r\n"
    )
    with Stubber(transport.client) as stub:
        stub.add_response(
            "send_email",
            {"MessageId": "0100018c-eu-central-000000"},
            {
                "FromEmailAddress": f"agent@{DOMAIN}",
                "Destination": {"ToAddresses": ["reader@example.com"]},
                "Content": {"Raw": {"Data": envelope.raw}},
                "EmailTags": [{"Name": "pylota_message", "Value": "msg_X"}],
                "ConfigurationSetName": "tenant-events",
            },
        )
        (result,) = transport.send(envelope)
    assert result.outcome == Outcome.DELIVERED
    assert result.provider_message_id == "0100018c-eu-central-000000"
