"""Domains on the ``ses`` method: the domain is an Amazon SES email identity (SES API v2).

Publishing creates the identity (Easy DKIM: SES makes three 2048-bit keys and names them
by tokens, published as CNAMEs ``<token>._domainkey.<domain>`` →
``<token>.dkim.amazonses.com``) and sets a custom MAIL FROM domain
(``PM_SES_MAIL_FROM_LABEL.<domain>``, with its MX to ``feedback-smtp.<region>.amazonses.com``
and its SPF ``include:amazonses.com``), so SPF aligns with the From domain. SES cannot
publish DNS: the records go to the domain's DNS host by a person, like ``dns_records``,
and the product checks them. What SES answered is kept in ``provider_config``:
``region``, ``configuration_set`` (the send path reads both), ``dkim_cnames`` (the records
module reads them), ``ses_mail_from`` and the verification status.

Errors: an identity that exists already is read instead (publishing is idempotent);
``LimitExceededException`` → ``domain_provider_limit_reached``; throttling →
``domain_provider_rate_limited``; ``AccessDenied*`` and refused credentials →
``domain_provider_forbidden``; a connection failure or a service fault →
``domain_provider_unavailable`` (retryable).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError
from django.conf import settings
from django.db import transaction

from apps.domains.models import Domain
from apps.outbound.services.credentials import transport_credential_by_id, transport_credential_get
from apps.tenants import services as tenant_services
from pylota.core.domains.records import Record
from pylota.core.errors import AppError
from pylota.core.principal import Actor

logger = logging.getLogger(__name__)

DKIM_TARGET = "dkim.amazonses.com"
SES_SPF = "v=spf1 include:amazonses.com ~all"

_FORBIDDEN = {
    "AccessDenied",
    "AccessDeniedException",
    "UnrecognizedClientException",
    "InvalidClientTokenId",
    "SignatureDoesNotMatch",
    "ExpiredTokenException",
    "AccountSuspendedException",
    "SendingPausedException",
}
_THROTTLED = {"TooManyRequestsException", "ThrottlingException", "Throttling"}
_LIMITS = {"LimitExceededException"}


@dataclass(frozen=True)
class SesIdentity:
    """What SES says about one domain identity."""

    name: str
    verified_for_sending: bool
    verification_status: str  # PENDING | SUCCESS | FAILED | TEMPORARY_FAILURE | NOT_STARTED
    dkim_status: str
    dkim_tokens: tuple[str, ...]
    mail_from_domain: str = ""
    mail_from_status: str = ""  # PENDING | SUCCESS | FAILED | TEMPORARY_FAILURE

    def as_config(self) -> dict:
        return {
            "ses_verified_for_sending": self.verified_for_sending,
            "ses_verification_status": self.verification_status,
            "ses_dkim_status": self.dkim_status,
            "ses_mail_from_status": self.mail_from_status,
        }


def _error(exc: Exception, *, operation: str) -> AppError:
    if isinstance(exc, ClientError):
        code = exc.response.get("Error", {}).get("Code", "ClientError")
        status = exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode") or 0
        details = {"provider": "ses", "operation": operation, "code": code}
        if code in _THROTTLED:
            return AppError("domain_provider_rate_limited", details={**details, "retry_after": 60})
        if code in _LIMITS:
            return AppError("domain_provider_limit_reached", details=details)
        if code in _FORBIDDEN or status in (401, 403):
            return AppError("domain_provider_forbidden", details=details)
        if status >= 500:
            return AppError("domain_provider_unavailable", details=details)
        return AppError("domain_provider_error", details=details)
    return AppError(
        "domain_provider_unavailable",
        details={"provider": "ses", "operation": operation, "reason": type(exc).__name__},
    )


def _code(exc: ClientError) -> str:
    return exc.response.get("Error", {}).get("Code", "")


class SesIdentityClient:
    """The SESv2 calls a domain identity needs, answers as ``SesIdentity``."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def identity_get(self, name: str) -> SesIdentity:
        try:
            answer = self.client.get_email_identity(EmailIdentity=name)
        except (ClientError, BotoCoreError) as exc:
            if isinstance(exc, ClientError) and _code(exc) == "NotFoundException":
                raise AppError(
                    "domain_provider_error",
                    details={"provider": "ses", "code": "NotFoundException", "identity": name},
                ) from exc
            raise _error(exc, operation="GetEmailIdentity") from exc
        dkim = answer.get("DkimAttributes") or {}
        mail_from = answer.get("MailFromAttributes") or {}
        return SesIdentity(
            name=name,
            verified_for_sending=bool(answer.get("VerifiedForSendingStatus")),
            verification_status=str(answer.get("VerificationStatus") or ""),
            dkim_status=str(dkim.get("Status") or ""),
            dkim_tokens=tuple(dkim.get("Tokens") or ()),
            mail_from_domain=str(mail_from.get("MailFromDomain") or ""),
            mail_from_status=str(mail_from.get("MailFromDomainStatus") or ""),
        )

    def identity_create(self, name: str, *, configuration_set: str | None = None) -> SesIdentity:
        """Create the identity with Easy DKIM, or read it when it exists already."""
        request: dict[str, Any] = {"EmailIdentity": name}
        if configuration_set:
            request["ConfigurationSetName"] = configuration_set
        try:
            answer = self.client.create_email_identity(**request)
        except ClientError as exc:
            if _code(exc) == "AlreadyExistsException":
                return self.identity_get(name)
            raise _error(exc, operation="CreateEmailIdentity") from exc
        except BotoCoreError as exc:
            raise _error(exc, operation="CreateEmailIdentity") from exc
        dkim = answer.get("DkimAttributes") or {}
        return SesIdentity(
            name=name,
            verified_for_sending=bool(answer.get("VerifiedForSendingStatus")),
            verification_status="PENDING",
            dkim_status=str(dkim.get("Status") or ""),
            dkim_tokens=tuple(dkim.get("Tokens") or ()),
        )

    def mail_from_set(self, name: str, mail_from_domain: str) -> None:
        try:
            self.client.put_email_identity_mail_from_attributes(
                EmailIdentity=name,
                MailFromDomain=mail_from_domain,
                # Until the MX is published, SES sends from amazonses.com: mail still goes.
                BehaviorOnMxFailure="USE_DEFAULT_VALUE",
            )
        except (ClientError, BotoCoreError) as exc:
            raise _error(exc, operation="PutEmailIdentityMailFromAttributes") from exc

    def identity_delete(self, name: str) -> None:
        try:
            self.client.delete_email_identity(EmailIdentity=name)
        except ClientError as exc:
            if _code(exc) != "NotFoundException":
                raise _error(exc, operation="DeleteEmailIdentity") from exc
        except BotoCoreError as exc:
            raise _error(exc, operation="DeleteEmailIdentity") from exc


# --- records ---------------------------------------------------------------------------------


def dkim_cnames(domain: str, tokens: tuple[str, ...] | list[str]) -> list[dict]:
    """``provider_config["dkim_cnames"]``: one CNAME per Easy DKIM token."""
    return [{"selector": token, "target": f"{token}.{DKIM_TARGET}"} for token in tokens]


def dkim_records(domain: str, tokens: tuple[str, ...] | list[str]) -> list[Record]:
    return [
        Record("dkim", f"{c['selector']}._domainkey.{domain}", "CNAME", c["target"])
        for c in dkim_cnames(domain, tokens)
    ]


def mail_from_domain(domain: str) -> str:
    return f"{settings.PM_SES_MAIL_FROM_LABEL}.{domain}"


def mail_from_records(mail_from: str, region: str) -> list[Record]:
    """The custom MAIL FROM domain's MX (bounces reach SES) and SPF (SES may send as it)."""
    return [
        Record(
            "return_path", mail_from, "MX", f"feedback-smtp.{region}.amazonses.com", priority=10
        ),
        Record("spf", mail_from, "TXT", SES_SPF),
    ]


# --- the provider ----------------------------------------------------------------------------


def region_of(domain: Domain) -> str:
    return (domain.provider_config or {}).get("region") or settings.PM_SES_REGION


def ses_client(domain: Domain) -> Any:
    """A SESv2 client in the domain's region, with the domain's credential (its
    ``transport_credential_id``) or the platform's SES credential."""
    import boto3  # loaded only where SES is used (about 0.3 s per process)

    credential = None
    if domain.transport_credential_id:
        credential = transport_credential_by_id(domain.transport_credential_id)
    key_id, secret = credential or transport_credential_get("ses")
    credentials = {"aws_access_key_id": key_id, "aws_secret_access_key": secret} if key_id else {}
    return boto3.client("sesv2", region_name=region_of(domain), **credentials)


class SesProvider:
    """``DomainProvider`` for ``ses``: the identity and MAIL FROM on SES's side; the DNS
    records (``records``) are published by a person and checked by the product."""

    method = Domain.Method.SES

    def __init__(self, client: Any | None = None) -> None:
        self._client = client

    def _identities(self, domain: Domain) -> SesIdentityClient:
        return SesIdentityClient(self._client or ses_client(domain))

    def publish(self, *, domain: Domain, records: list[Record]) -> list[str]:
        ses = self._identities(domain)
        configuration_set = (domain.provider_config or {}).get(
            "configuration_set"
        ) or settings.PM_SES_CONFIGURATION_SET
        identity = ses.identity_create(domain.name, configuration_set=configuration_set)
        mail_from = mail_from_domain(domain.name)
        if identity.mail_from_domain != mail_from:
            ses.mail_from_set(domain.name, mail_from)
        _store(domain, identity, mail_from=mail_from, type="domain.provider_published")
        return _problems(identity)

    def repair(self, *, domain: Domain, records: list[Record]) -> list[str]:
        """Read the identity again (SES may have rotated its DKIM tokens), re-create it if
        it was deleted, and set the MAIL FROM domain again if it was changed."""
        ses = self._identities(domain)
        try:
            identity = ses.identity_get(domain.name)
        except AppError as exc:
            if exc.details.get("code") != "NotFoundException":
                raise
            return self.publish(domain=domain, records=records)
        mail_from = mail_from_domain(domain.name)
        if identity.mail_from_domain != mail_from:
            ses.mail_from_set(domain.name, mail_from)
        _store(domain, identity, mail_from=mail_from, type="domain.provider_repaired")
        return _problems(identity)

    def records(self, *, domain: Domain) -> list[Record]:
        """The MAIL FROM domain's records (the DKIM CNAMEs come through ``dkim_cnames``)."""
        config = domain.provider_config or {}
        mail_from = config.get("ses_mail_from")
        return mail_from_records(mail_from, region_of(domain)) if mail_from else []


def ses_status(*, domain: Domain, client: Any | None = None) -> SesIdentity:
    """SES's verification of the domain now, kept in ``provider_config``."""
    identity = SesIdentityClient(client or ses_client(domain)).identity_get(domain.name)
    _store(domain, identity, mail_from=identity.mail_from_domain, type="")
    return identity


def _problems(identity: SesIdentity) -> list[str]:
    problems = []
    if identity.dkim_status == "FAILED":
        problems.append(
            "SES could not find the DKIM CNAME records; publish them as shown, then verify."
        )
    if identity.mail_from_status == "FAILED":
        problems.append(
            f"SES could not find the MX of the MAIL FROM domain {identity.mail_from_domain}."
        )
    return problems


def _store(domain: Domain, identity: SesIdentity, *, mail_from: str, type: str) -> None:
    with transaction.atomic():
        row = Domain.objects.select_for_update().select_related("tenant").get(pk=domain.pk)
        config = {
            **(row.provider_config or {}),
            "region": region_of(row),
            "dkim_cnames": dkim_cnames(row.name, identity.dkim_tokens),
            "ses_mail_from": mail_from,
            **identity.as_config(),
        }
        if config != row.provider_config:
            row.provider_config = config
            row.save(update_fields=["provider_config", "updated_at"])
        domain.provider_config = config
        if type:
            tenant_services.audit_record(
                actor=Actor(user="system:domains"),
                type=type,
                target=row,
                tenant=row.tenant,
                data={
                    "provider": "ses",
                    "region": config["region"],
                    "dkim_status": identity.dkim_status,
                    "mail_from": mail_from,
                },
            )
