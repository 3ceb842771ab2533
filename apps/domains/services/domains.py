"""The life of a domain: claim, ownership proof, records, checks, removal.

DNS is read outside any transaction (a slow nameserver must not hold a row lock); what it
showed is then applied in one transaction that locks the domain row, moves its state
through ``pylota.core.domains.fsm`` and writes the audit row and the outbox event.
"""

from __future__ import annotations

import logging
import re
import secrets
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.domains import selectors
from apps.domains.models import Domain, DomainAlert, DomainCheck, domain_data
from apps.domains.services import cloudflare
from apps.domains.services.dkim import domain_dkim_retire_due
from apps.domains.services.records import (
    dns_lookup,
    expected_records,
    ownership_record,
    records_sync,
)
from apps.events.services import event_record
from apps.tenants import services as tenant_services
from pylota.core.domains import fsm
from pylota.core.domains.checks import CheckRun, check_all
from pylota.core.domains.dns import Lookup
from pylota.core.domains.names import DomainNameError, normalize_domain
from pylota.core.domains.records import Record
from pylota.core.errors import AppError
from pylota.core.principal import Actor, Principal

if TYPE_CHECKING:
    from apps.tenants.models import Tenant

logger = logging.getLogger(__name__)


def _audit(actor: Actor, type: str, domain: Domain, data: dict | None = None) -> None:
    tenant_services.audit_record(
        actor=actor, type=type, target=domain, tenant=domain.tenant, data=data
    )


def _move(domain: Domain, target: str, cause: str, *, actor: Actor) -> None:
    """One state change: allowed by the machine, saved, audited, its event recorded."""
    move = fsm.transition(domain.state, target, cause)
    domain.state, domain.state_cause, domain.state_changed_at = target, cause, timezone.now()
    domain.save(update_fields=["state", "state_cause", "state_changed_at", "updated_at"])
    _audit(
        actor, "domain.state_changed", domain, {"from": move.source, "to": target, "cause": cause}
    )
    if move.event:
        event_record(type=move.event, data=domain_data(domain), tenant=domain.tenant)


def _locked(domain: Domain) -> Domain:
    return Domain.objects.select_for_update().select_related("tenant").get(pk=domain.pk)


# --- Claim ----------------------------------------------------------------------------------


# An AWS region name (us-east-1, eu-west-3, us-gov-west-1, cn-north-1) and an SES
# configuration set name (letters, digits, _ and -, at most 64).
AWS_REGION = re.compile(r"^[a-z]{2}(-[a-z]+)+-\d{1,2}$")
SES_CONFIGURATION_SET = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
UNSET: Any = ...


def provider_settings_check(
    *,
    method: str,
    transport: str,
    cloudflare_token: str | None = None,
    region: str | None = UNSET,
    configuration_set: str | None = UNSET,
) -> None:
    """Refuse provider settings that do not fit the domain's (new) method and transport,
    before anything is called or stored: a Cloudflare token is for ``cloudflare_zone``; an
    SES region and configuration set are for the ``ses`` method or transport."""
    errors: dict[str, list[str]] = {}
    if cloudflare_token is not None and method != Domain.Method.CLOUDFLARE_ZONE:
        errors["cloudflare_token"] = ["only for the cloudflare_zone method"]
    uses_ses = Domain.Method.SES in (method, transport)
    for field, value, pattern in (
        ("region", region, AWS_REGION),
        ("configuration_set", configuration_set, SES_CONFIGURATION_SET),
    ):
        if value is UNSET:
            continue
        if not uses_ses:
            errors[field] = ["only for the ses method or transport"]
        elif value and not pattern.match(value):
            errors[field] = [f"{value!r} is not a valid {field.replace('_', ' ')}"]
    if errors:
        raise AppError("validation_failed", details={"fields": errors})


def _ses_config(config: dict, region: str | None, configuration_set: str | None) -> dict:
    """``provider_config`` with the SES settings given (empty or None: back to the
    installation's PM_SES_REGION / PM_SES_CONFIGURATION_SET)."""
    config = dict(config or {})
    for key, value in (("region", region), ("configuration_set", configuration_set)):
        if value is UNSET:
            continue
        if value:
            config[key] = value
        else:
            config.pop(key, None)
    return config


def domain_create(
    *,
    actor: Actor,
    tenant: Tenant,
    name: str,
    method: str = Domain.Method.DNS_RECORDS,
    principal: Principal | None = None,
    cloudflare_token: str | None = None,
    region: str | None = UNSET,
    configuration_set: str | None = UNSET,
) -> Domain:
    """Claim ``name`` for ``tenant``: the domain starts ``pending_ownership`` with its TXT
    challenge (``_pylota-challenge.<name>``, this claim's own token) to publish.

    Refused: a name another claim holds (``domain_taken``; two tenants claiming at once
    meet on the unique constraint, so exactly one wins), a subdomain of a domain another
    tenant has proved (``domain_parent_claimed``), the platform's own domain.

    The method's settings may come with the claim: a ``cloudflare_token`` (checked against
    Cloudflare before anything is stored, then sealed), an SES ``region`` and
    ``configuration_set``.
    """
    if principal is not None and principal.identity_id:
        raise AppError("identity_scope_exceeded")
    try:
        name = normalize_domain(name)
    except DomainNameError as exc:
        raise AppError("domain_invalid", details={"fields": {"name": [str(exc)]}}) from None
    if method not in Domain.Method.values:
        raise AppError("validation_failed", details={"fields": {"method": ["unknown method"]}})
    provider_settings_check(
        method=method,
        transport=Domain.Transport.PLATFORM,
        cloudflare_token=cloudflare_token,
        region=region,
        configuration_set=configuration_set,
    )
    platform = settings.PM_PLATFORM_DOMAIN.lower()
    if name == platform or name.endswith("." + platform) or platform.endswith("." + name):
        raise AppError("domain_taken", details={"name": name})
    parent = selectors.domain_claiming_parent(name=name, tenant_id=tenant.id)
    if parent is not None:
        raise AppError("domain_parent_claimed", details={"name": name})
    # The token is checked with Cloudflare before the transaction (no row lock or open
    # transaction waits on an HTTP call); a refused token stores nothing, not even the claim.
    zone = (
        cloudflare.cloudflare_zone_check(token=cloudflare_token, name=name)
        if cloudflare_token is not None
        else None
    )
    with transaction.atomic():
        try:
            with transaction.atomic():
                domain = Domain.objects.create(
                    tenant=tenant,
                    name=name,
                    method=method,
                    challenge_token=secrets.token_urlsafe(24),
                    provider_config=_ses_config({}, region, configuration_set),
                )
        except IntegrityError:
            raise AppError("domain_taken", details={"name": name}) from None
        if zone is not None:
            domain.save(
                update_fields=cloudflare.cloudflare_store(
                    domain=domain, token=cloudflare_token, zone=zone
                )
            )
        records_sync(domain=domain, records=[ownership_record(domain)])
        _audit(actor, "domain.created", domain, {"name": name, "method": method})
        if zone is not None:
            _audit(
                actor,
                "domain.provider_connected",
                domain,
                {"provider": "cloudflare", "zone_id": zone.id, "zone": zone.name},
            )
    return domain


def domain_provider_set(
    *,
    actor: Actor,
    domain: Domain,
    cloudflare_token: str | None = None,
    region: str | None = UNSET,
    configuration_set: str | None = UNSET,
) -> Domain:
    """The method's settings on an existing domain: a new Cloudflare token (checked, then
    sealed with its zone: ``cloudflare_connect``), the SES region and configuration set
    (empty: the installation's). The records are re-generated (SES's MAIL FROM MX names
    the region)."""
    domain = Domain.objects.select_related("tenant").get(pk=domain.pk)
    if domain.state in (Domain.State.REMOVING, Domain.State.REMOVED):
        raise AppError("domain_not_found")
    provider_settings_check(
        method=domain.method,
        transport=domain.transport,
        cloudflare_token=cloudflare_token,
        region=region,
        configuration_set=configuration_set,
    )
    if cloudflare_token is not None:
        domain = cloudflare.cloudflare_connect(actor=actor, domain=domain, token=cloudflare_token)
    if region is UNSET and configuration_set is UNSET:
        return domain
    with transaction.atomic():
        domain = _locked(domain)
        config = _ses_config(domain.provider_config, region, configuration_set)
        if config != domain.provider_config:
            domain.provider_config = config
            domain.save(update_fields=["provider_config", "updated_at"])
            if domain.ownership_verified_at:
                records_sync(domain=domain, records=expected_records(domain))
            _audit(
                actor,
                "domain.provider_configured",
                domain,
                {
                    "provider": "ses",
                    "region": config.get("region", ""),
                    "configuration_set": config.get("configuration_set", ""),
                },
            )
    return domain


@transaction.atomic
def domain_update(
    *,
    actor: Actor,
    domain: Domain,
    method: str | None = None,
    catch_all_identity: Any = ...,
) -> Domain:
    """PATCH: the method (re-generates the records) and the catch-all identity (None: off).
    The transport has its own service, ``domain_transport_set``."""
    domain = _locked(domain)
    if domain.state in (Domain.State.REMOVING, Domain.State.REMOVED):
        raise AppError("domain_not_found")
    fields: list[str] = []
    if method is not None and method != domain.method:
        if method not in Domain.Method.values:
            raise AppError("validation_failed", details={"fields": {"method": ["unknown method"]}})
        domain.method = method
        fields.append("method")
    if catch_all_identity is not ...:
        if catch_all_identity is not None and catch_all_identity.tenant_id != domain.tenant_id:
            raise AppError("identity_not_found")
        domain.catch_all_identity = catch_all_identity
        fields.append("catch_all_identity")
    if fields:
        domain.save(update_fields=[*fields, "updated_at"])
        if "method" in fields and domain.ownership_verified_at:
            records_sync(domain=domain, records=expected_records(domain))
        _audit(actor, "domain.updated", domain, {"fields": sorted(fields)})
    return domain


@transaction.atomic
def domain_transport_set(*, actor: Actor, domain: Domain, transport: str) -> Domain:
    """How the domain's mail leaves: ``platform`` (our own delivery), ``smtp_relay`` (the
    relay the operator configured, with its sealed TransportCredential) or ``ses``.

    The SPF record changes with it (its include), so the records are re-generated.
    """
    if transport not in Domain.Transport.values:
        raise AppError(
            "validation_failed", details={"fields": {"transport": ["unknown transport"]}}
        )
    domain = _locked(domain)
    if domain.state in (Domain.State.REMOVING, Domain.State.REMOVED):
        raise AppError("domain_not_found")
    credential_id = ""
    if transport in (Domain.Transport.SMTP_RELAY, Domain.Transport.SES):
        credential_id = selectors.transport_credential_id(transport=transport) or ""
        if not credential_id:
            raise AppError("domain_transport_unavailable", details={"transport": transport})
    domain.transport, domain.transport_credential_id = transport, credential_id
    domain.save(update_fields=["transport", "transport_credential_id", "updated_at"])
    if domain.ownership_verified_at:
        records_sync(domain=domain, records=expected_records(domain))
    _audit(actor, "domain.transport_set", domain, {"transport": transport})
    return domain


# --- Ownership, records, checks ------------------------------------------------------------


def _apply_run(domain: Domain, run: CheckRun, *, repair: dict | None = None) -> bool:
    """Write each result onto its row and one DomainCheck (with what the provider repaired
    before this run, if it did); True when the run passed."""
    now = timezone.now()
    by_key = {(x.kind, x.name, x.type, x.expected): x for x in run.results}
    for row in domain.records.all():
        result = by_key.get((row.kind, row.name, row.type, row.expected))
        if result is None:
            continue
        row.status, row.found, row.detail = result.status, list(result.found), result.detail[:500]
        row.checked_at = now
        row.save(update_fields=["status", "found", "detail", "checked_at"])
    DomainCheck.objects.create(
        domain=domain,
        ok=run.ok,
        results={
            "records": [x.as_dict() for x in run.results],
            "nameservers": list(run.nameservers),
            "unavailable": run.unavailable,
            **({"repair": repair} if repair is not None else {}),
        },
    )
    domain.last_checked_at = now
    return run.ok


def _ownership_due(domain: Domain) -> bool:
    if domain.ownership_checked_at is None:
        return True
    age = timezone.now() - domain.ownership_checked_at
    return age > timedelta(days=settings.PM_DOMAIN_OWNERSHIP_RECHECK_DAYS)


def _publish(domain: Domain) -> list[str]:
    """Hand the records to the domain's provider (manual methods publish nothing: a
    person does, from the records the API shows)."""
    if domain.method in (Domain.Method.DNS_RECORDS, Domain.Method.SEND_ONLY):
        return []
    from apps.domains.services.providers import provider_for

    records = [r for r in expected_records(domain) if r.kind != "ownership"]
    return provider_for(domain).publish(domain=domain, records=records)


def domain_verify(*, actor: Actor, domain: Domain, lookup: Lookup | None = None) -> Domain:
    """Move the domain as far as DNS allows: the ownership TXT first (nothing is generated
    or published before it resolves), then the records, published through the domain's
    provider, then checked; ``active`` once every required record is right.

    On an active or failing domain this is a check (``domain_check``).
    """
    lookup = lookup or dns_lookup()
    domain = Domain.objects.select_related("tenant").get(pk=domain.pk)
    if domain.state in (Domain.State.REMOVING, Domain.State.REMOVED):
        raise AppError("domain_not_found")
    if domain.state in (Domain.State.ACTIVE, Domain.State.FAILING):
        domain_check(actor=actor, domain=domain, lookup=lookup)
        return Domain.objects.get(pk=domain.pk)
    if domain.state == Domain.State.PENDING_OWNERSHIP:
        proof = ownership_record(domain)
        run = check_all([proof], lookup)
        with transaction.atomic():
            domain = _locked(domain)
            if domain.state != Domain.State.PENDING_OWNERSHIP:
                return domain  # another verify moved it meanwhile
            records_sync(domain=domain, records=[proof])
            _apply_run(domain, run)
            fields = ["last_checked_at", "updated_at"]
            if not run.unavailable:
                domain.ownership_checked_at = timezone.now()
                fields.append("ownership_checked_at")
            if run.ok:
                domain.ownership_verified_at = domain.ownership_checked_at
                fields.append("ownership_verified_at")
            domain.save(update_fields=fields)
            if run.ok:
                _move(domain, fsm.VERIFYING, fsm.OWNERSHIP_PROVED, actor=actor)
        if run.unavailable:  # raised after the commit, so the check run is kept
            raise AppError("domain_dns_unavailable")
        if not run.ok:
            return domain
    if domain.state == Domain.State.VERIFYING:
        with transaction.atomic():
            domain = _locked(domain)
            if domain.state == Domain.State.VERIFYING:
                records_sync(domain=domain, records=expected_records(domain))
                _move(domain, fsm.VERIFIED, fsm.RECORDS_GENERATED, actor=actor)
    if domain.state == Domain.State.VERIFIED:
        problems = _publish(domain)
        with transaction.atomic():
            domain = _locked(domain)
            if domain.state == Domain.State.VERIFIED:
                _move(domain, fsm.CONFIGURING, fsm.PUBLISHING, actor=actor)
                if problems:
                    _audit(actor, "domain.publish_problems", domain, {"problems": problems[:20]})
    if domain.state == Domain.State.CONFIGURING:
        domain_check(actor=actor, domain=domain, lookup=lookup)
    return Domain.objects.select_related("tenant").get(pk=domain.pk)


def domain_check(
    *, actor: Actor, domain: Domain, lookup: Lookup | None = None
) -> DomainCheck | None:
    """Check every record of the domain (and its ownership proof when it is older than
    ``PM_DOMAIN_OWNERSHIP_RECHECK_DAYS``) and move the state:

    - configuring → active once every required record is right;
    - active: a failed run counts; ``PM_DOMAIN_FAILURES_TO_FAIL`` in a row → failing (event
      and an operator alert);
    - failing → active (``domain.recovered``) on the first passing run;
    - before active, a lapsed ownership proof sends the domain back to pending_ownership.

    A run where DNS did not answer is recorded but counts neither way. Returns the run's
    DomainCheck (None when the domain is not in a checkable state).
    """
    lookup = lookup or dns_lookup()
    domain = Domain.objects.select_related("tenant").get(pk=domain.pk)
    if domain.state not in (Domain.State.CONFIGURING, Domain.State.ACTIVE, Domain.State.FAILING):
        return None
    records = expected_records(domain)
    recheck_ownership = _ownership_due(domain)
    to_check = records if recheck_ownership else [r for r in records if r.kind != "ownership"]
    run = check_all(to_check, lookup, domain=domain.name)
    repair = _repair(domain, to_check, run)
    if repair is not None and "error" not in repair:
        # Check again what the provider just wrote (and SES may have new DKIM tokens).
        domain = Domain.objects.select_related("tenant").get(pk=domain.pk)
        records = expected_records(domain)
        to_check = records if recheck_ownership else [r for r in records if r.kind != "ownership"]
        run = check_all(to_check, lookup, domain=domain.name)
    with transaction.atomic():
        domain = _locked(domain)
        if domain.state not in (
            Domain.State.CONFIGURING,
            Domain.State.ACTIVE,
            Domain.State.FAILING,
        ):
            return None
        records_sync(domain=domain, records=records)
        passed = _apply_run(domain, run, repair=repair)
        check = domain.checks.order_by("-id").first()
        fields = ["last_checked_at", "consecutive_failures", "updated_at"]
        ownership = next((x for x in run.results if x.kind == "ownership"), None)
        if ownership is not None and ownership.status != "pending":
            domain.ownership_checked_at = timezone.now()
            fields.append("ownership_checked_at")
        if run.unavailable:
            domain.save(update_fields=fields)
            return check
        domain.consecutive_failures = 0 if passed else domain.consecutive_failures + 1
        domain.save(update_fields=fields)
        if domain.state == Domain.State.CONFIGURING:
            if ownership is not None and not ownership.ok:
                _move(domain, fsm.PENDING_OWNERSHIP, fsm.OWNERSHIP_LAPSED, actor=actor)
            elif passed:
                _move(domain, fsm.ACTIVE, fsm.RECORDS_OK, actor=actor)
        elif domain.state == Domain.State.ACTIVE:
            if domain.consecutive_failures >= settings.PM_DOMAIN_FAILURES_TO_FAIL:
                _move(domain, fsm.FAILING, fsm.CHECKS_FAILED, actor=actor)
                _alert_open(domain, run)
        elif domain.state == Domain.State.FAILING and passed:
            _move(domain, fsm.ACTIVE, fsm.RECOVERED, actor=actor)
            _alert_resolve(domain, by="recovered")
    return check


def _repair(domain: Domain, records: list[Record], run: CheckRun) -> dict | None:
    """Let a provider that publishes (Cloudflare, SES) re-create the records the run found
    missing, wrong or in conflict; None when there was nothing to repair (manual methods,
    a run where DNS did not answer, every record right). Outside any transaction: these
    are API calls. A provider error is kept in the result (the run then counts as it is)."""
    if domain.method in (Domain.Method.DNS_RECORDS, Domain.Method.SEND_ONLY) or run.unavailable:
        return None
    bad = {
        (x.kind, x.name, x.type, x.expected)
        for x in run.results
        if x.kind != "ownership" and x.status not in ("ok", "pending")
    }
    failing = [
        r
        for r in records
        if (r.kind, r.name, r.type, r.value if r.type != "MX" else f"{r.priority} {r.value}") in bad
    ]
    if not failing:
        return None
    from apps.domains.services.providers import provider_for

    repaired = [{"kind": r.kind, "name": r.name, "type": r.type} for r in failing]
    try:
        problems = provider_for(domain).repair(domain=domain, records=failing)
    except AppError as exc:
        logger.warning("domain repair refused", extra={"domain_id": domain.id, "code": exc.code})
        return {"records": repaired, "error": exc.code}
    return {"records": repaired, "problems": [p[:300] for p in problems[:20]]}


def _alert_open(domain: Domain, run: CheckRun) -> None:
    bad = sorted({x.kind for x in run.results if x.required and not x.ok})
    DomainAlert.objects.create(
        domain=domain,
        tenant_id=domain.tenant_id,
        message=f"{domain.name} is failing: {', '.join(bad) or 'checks'} not right",
    )
    # No domain name in the log line: the ID is enough to find it in the admin.
    logger.warning("domain failing", extra={"domain_id": domain.id, "records": bad})


def _alert_resolve(domain: Domain, *, by: str) -> None:
    DomainAlert.objects.filter(domain=domain, resolved_at__isnull=True).update(
        resolved_at=timezone.now(), resolved_by=by
    )


@transaction.atomic
def domain_alert_resolve(*, actor: Actor, alert: DomainAlert) -> DomainAlert:
    """An operator acknowledges an alert (the domain stays as it is)."""
    alert = DomainAlert.objects.select_for_update().get(pk=alert.pk)
    if alert.resolved_at is None:
        alert.resolved_at, alert.resolved_by = timezone.now(), actor.user or actor.key_id
        alert.save(update_fields=["resolved_at", "resolved_by"])
        _audit(actor, "domain.alert_resolved", alert.domain, {"alert_id": alert.id})
    return alert


@transaction.atomic
def domain_force(*, actor: Actor, domain: Domain, target: str) -> Domain:
    """An operator's forced move (the admin): only moves the machine allows for the
    ``operator`` cause (proving ownership, activating, failing, recovering, removing)."""
    domain = _locked(domain)
    try:
        _move(domain, target, fsm.OPERATOR, actor=actor)
    except fsm.TransitionRefused as exc:
        raise AppError(
            "domain_state_invalid", details={"state": domain.state, "to": target}
        ) from exc
    if target == fsm.VERIFYING:
        domain.ownership_verified_at = domain.ownership_checked_at = timezone.now()
        domain.save(update_fields=["ownership_verified_at", "ownership_checked_at", "updated_at"])
    if target == fsm.ACTIVE:
        domain.consecutive_failures = 0
        domain.save(update_fields=["consecutive_failures", "updated_at"])
        _alert_resolve(domain, by=actor.user or "operator")
    if target == fsm.FAILING:
        DomainAlert.objects.create(
            domain=domain, tenant_id=domain.tenant_id, message=f"{domain.name} forced failing"
        )
    return domain


@transaction.atomic
def domain_delete(*, actor: Actor, domain: Domain) -> Domain:
    """removing → removed in one step: the name is free for a new claim at once; the
    records rows stay with the removed row for the history."""
    domain = _locked(domain)
    if domain.state in (Domain.State.REMOVING, Domain.State.REMOVED):
        raise AppError("domain_not_found")
    _move(domain, fsm.REMOVING, fsm.DELETED, actor=actor)
    domain.removed_at = timezone.now()
    domain.catch_all_identity = None
    domain.save(update_fields=["removed_at", "catch_all_identity", "updated_at"])
    _alert_resolve(domain, by="removed")
    _move(domain, fsm.REMOVED, fsm.CLEANED_UP, actor=actor)
    return domain


def domains_monitor(*, lookup: Lookup | None = None) -> int:
    """The beat job: check every active and failing domain (and configuring ones, so a
    person who published the records sees the domain go active without pressing verify).
    Returns how many were checked."""
    lookup = lookup or dns_lookup()
    actor = Actor(user="system:domains.monitor")
    checked = 0
    for domain in selectors.domains_to_monitor():
        try:
            domain_dkim_retire_due(domain=domain)
            domain_check(actor=actor, domain=domain, lookup=lookup)
        except Exception:  # one domain's fault must not stop the others' checks
            logger.exception("domain check failed", extra={"domain_id": domain.id})
            continue
        checked += 1
    return checked


__all__ = [
    "domain_alert_resolve",
    "domain_check",
    "domain_create",
    "domain_delete",
    "domain_force",
    "domain_provider_set",
    "domain_transport_set",
    "domain_update",
    "domain_verify",
    "domains_monitor",
    "provider_settings_check",
]
