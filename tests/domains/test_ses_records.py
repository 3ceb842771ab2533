"""An SES domain's own records (its MAIL FROM domain's MX and SPF) are generated, shown and
checked through DNS on loopback like every other record, and a failing run asks SES to
repair the identity (recorded SESv2 answers through botocore's Stubber)."""

from __future__ import annotations

import boto3
import pytest
from botocore.stub import Stubber

from apps.domains import services
from apps.domains.models import Domain, DomainRecord
from apps.domains.services import ses
from apps.domains.services.records import expected_records
from tests.domains.conftest import ACTOR, prove, publish
from tests.domains.test_providers_ses import CREATED, identity
from tests.factories import DomainFactory

pytestmark = pytest.mark.django_db

NAME = "theircompany.test"
MAIL_FROM = f"mail.{NAME}"


@pytest.fixture
def client(monkeypatch):
    client = boto3.client(
        "sesv2", region_name="eu-west-1", aws_access_key_id="AKIATEST", aws_secret_access_key="t"
    )
    monkeypatch.setattr(ses, "ses_client", lambda domain: client)
    return client


@pytest.fixture
def domain(zone, settings):
    settings.PM_SES_MAIL_FROM_LABEL = "mail"
    zone.txt("amazonses.com", "v=spf1 ip4:199.255.192.0/18 -all")
    row = DomainFactory(
        name=NAME,
        method=Domain.Method.SES,
        transport=Domain.Transport.SES,
        provider_config={"region": "eu-west-1"},
    )
    prove(zone, row)
    return row


def _mail_from(domain: Domain) -> dict[tuple[str, str], str]:
    return {
        (row.type, row.expected): row.status
        for row in DomainRecord.objects.filter(domain=domain, name=MAIL_FROM)
    }


def test_the_mail_from_records_are_generated_checked_and_repaired(zone, client, domain):
    with Stubber(client) as stub:
        stub.add_response("create_email_identity", CREATED, {"EmailIdentity": NAME})
        stub.add_response(
            "put_email_identity_mail_from_attributes",
            {},
            {
                "EmailIdentity": NAME,
                "MailFromDomain": MAIL_FROM,
                "BehaviorOnMxFailure": "USE_DEFAULT_VALUE",
            },
        )
        # The first check finds nothing published: SES is asked to repair (read the
        # identity again), then the records are checked again.
        stub.add_response(
            "get_email_identity",
            identity(
                verified=False, dkim="PENDING", mail_from=MAIL_FROM, mail_from_status="PENDING"
            ),
            {"EmailIdentity": NAME},
        )
        domain = services.domain_verify(actor=ACTOR, domain=domain)
        stub.assert_no_pending_responses()

    assert domain.state == Domain.State.CONFIGURING
    assert _mail_from(domain) == {
        ("MX", "10 feedback-smtp.eu-west-1.amazonses.com"): "missing",
        ("TXT", "v=spf1 include:amazonses.com ~all"): "missing",
    }
    check = domain.checks.latest("id")
    repaired = {(r["kind"], r["name"], r["type"]) for r in check.results["repair"]["records"]}
    assert {("return_path", MAIL_FROM, "MX"), ("spf", MAIL_FROM, "TXT")} <= repaired
    assert check.results["repair"]["problems"] == []

    publish(zone, domain)  # a person publishes what the product shows, MAIL FROM included
    services.domain_check(actor=ACTOR, domain=domain)  # all right: SES is not called
    domain.refresh_from_db()
    assert domain.state == Domain.State.ACTIVE
    assert set(_mail_from(domain).values()) == {"ok"}
    assert "repair" not in domain.checks.latest("id").results


def test_a_foreign_mx_on_the_mail_from_domain_is_a_conflict(zone, domain):
    domain.provider_config = {"region": "eu-west-1", "ses_mail_from": MAIL_FROM}
    domain.save()
    records = {(r.kind, r.name, r.type): r for r in expected_records(domain)}
    mx = records[("return_path", MAIL_FROM, "MX")]
    assert (mx.value, mx.priority) == ("feedback-smtp.eu-west-1.amazonses.com", 10)
    assert records[("spf", MAIL_FROM, "TXT")].value == "v=spf1 include:amazonses.com ~all"

    from pylota.core.domains.checks import check_record

    assert check_record(mx, ["10 feedback-smtp.eu-west-1.amazonses.com."]).status == "ok"
    assert check_record(mx, []).status == "missing"
    assert check_record(mx, ["10 feedback-smtp.us-east-1.amazonses.com."]).status == "wrong"
    both = ["10 feedback-smtp.eu-west-1.amazonses.com.", "20 mx.elsewhere.test."]
    assert check_record(mx, both).status == "conflict"


def test_a_manual_domain_has_no_provider_records(zone):
    manual = DomainFactory(name="byhand.test", method=Domain.Method.DNS_RECORDS)
    manual.provider_config = {"ses_mail_from": "mail.byhand.test"}
    assert not [r for r in expected_records(manual) if r.name == "mail.byhand.test"]
