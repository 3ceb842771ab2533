"""Domains on the ``cloudflare_zone`` method: the records published through Cloudflare's
API v4 (``PM_CLOUDFLARE_API_URL``) with a token the tenant scoped to its zone
(permissions ``Zone:Read`` and ``DNS:Edit``), sealed in ``Domain.provider_secret``.

Publishing is idempotent: for each record we expect, the zone's records at that name are
read and an equal one is left alone, a wrong one is updated in place, a missing one is
created. Nothing is ever deleted: a second SPF or DMARC record, or an MX of another
provider, is reported as a problem for a person to remove (it may be mail they still
need). Repair is the same pass over the records a check found failing.

Every answer is Cloudflare's envelope ``{success, errors, messages, result, result_info}``.
A token that is refused (401/403, codes 9109, 10000, 9103, 6111), a zone the token cannot
see and rate limiting (429, ``Retry-After``) are ``AppError``s a person can act on; a
network failure or a Cloudflare fault is retryable.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Any

import requests
from django.conf import settings
from django.db import transaction

from apps.domains.models import Domain
from apps.tenants import services as tenant_services
from apps.tenants.services import keyring
from pylota.core.domains.records import Record
from pylota.core.errors import AppError
from pylota.core.principal import Actor

logger = logging.getLogger(__name__)

SECRET_CONTEXT = Domain._meta.get_field("provider_secret").seal_context()
USER_AGENT = "PylotaMail-Domains/1"
PER_PAGE = 100
MAX_PAGES = 50  # 5,000 records: far more than a mail domain's zone needs to show us

# Cloudflare error codes that mean "this token may not do that".
FORBIDDEN_CODES = {9103, 9109, 10000, 6111, 10001}
# "Could not route to /zones/…": the zone ID is not one this token can see.
ZONE_MISSING_CODES = {7003, 1003}
# A create that lost a race with an identical record.
ALREADY_EXISTS_CODES = {81057, 81058}


@dataclass(frozen=True)
class Zone:
    id: str
    name: str


@dataclass(frozen=True)
class ZoneRecord:
    """A DNS record as Cloudflare holds it."""

    id: str
    type: str
    name: str
    content: str
    priority: int | None = None
    proxied: bool = False
    ttl: int = 1

    @classmethod
    def from_api(cls, data: dict) -> ZoneRecord:
        return cls(
            id=str(data.get("id", "")),
            type=str(data.get("type", "")).upper(),
            name=_name(str(data.get("name", ""))),
            content=str(data.get("content", "")),
            priority=data.get("priority"),
            proxied=bool(data.get("proxied", False)),
            ttl=int(data.get("ttl") or 1),
        )


@dataclass
class SyncResult:
    created: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def summary(self) -> dict:
        return {
            "created": len(self.created),
            "updated": len(self.updated),
            "unchanged": len(self.unchanged),
            "problems": len(self.problems),
        }


def _name(value: str) -> str:
    return value.strip().rstrip(".").lower()


def _txt(value: str) -> str:
    """A TXT value as one string: Cloudflare may show it quoted and split in 255-byte parts."""
    text = value.strip()
    if not text.startswith('"'):
        return text
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"', text)
    return "".join(re.sub(r"\\(.)", r"\1", part) for part in parts)


def _host(value: str) -> str:
    return _name(value)


def _txt_tag(value: str) -> str:
    """What makes two TXT records at one name compete: ``v=spf1``, ``v=DMARC1``, or the
    ``name=`` of a verification token."""
    first = re.split(r"[;\s]", _txt(value).strip(), maxsplit=1)[0].lower()
    if first.startswith("v="):
        return first
    return first.split("=", 1)[0]


def _label(record: Record) -> str:
    return f"{record.type} {record.name}"


class CloudflareClient:
    """A small client of the API v4 endpoints we use, with one scoped token."""

    def __init__(
        self,
        token: str,
        *,
        base_url: str | None = None,
        timeout: float | None = None,
        session: requests.Session | None = None,
    ) -> None:
        self.base_url = (base_url or settings.PM_CLOUDFLARE_API_URL).rstrip("/")
        self.timeout = float(timeout or settings.PM_CLOUDFLARE_TIMEOUT_SECONDS)
        self.session = session or requests.Session()
        self._headers = {
            "Authorization": f"Bearer {token}",
            "Content-Type": "application/json",
            "Accept": "application/json",
            "User-Agent": USER_AGENT,
        }

    # --- transport -----------------------------------------------------------------------

    def _request(
        self,
        method: str,
        path: str,
        *,
        params: dict | None = None,
        body: dict | None = None,
        zone_request: bool = False,
        write: bool = False,
    ) -> dict:
        """The envelope of a successful answer; AppError otherwise (``_RecordRefused`` for
        a write Cloudflare refused for that record alone)."""
        try:
            response = self.session.request(
                method,
                self.base_url + path,
                params=params,
                json=body,
                headers=self._headers,
                timeout=self.timeout,
                allow_redirects=False,
            )
        except requests.RequestException as exc:
            logger.warning("cloudflare request failed: %s", type(exc).__name__)
            raise AppError(
                "domain_provider_unavailable",
                details={"provider": "cloudflare", "reason": type(exc).__name__},
            ) from exc
        try:
            envelope = response.json()
        except ValueError:
            envelope = {}
        if not isinstance(envelope, dict):
            envelope = {}
        errors = [e for e in envelope.get("errors") or [] if isinstance(e, dict)]
        codes = sorted({int(e["code"]) for e in errors if str(e.get("code", "")).isdigit()})
        messages = [str(e.get("message", ""))[:200] for e in errors][:5]
        details = {"provider": "cloudflare", "status": response.status_code, "codes": codes}
        if messages:
            details["messages"] = messages
        if response.status_code == 429:
            retry_after = _retry_after(response.headers.get("Retry-After"))
            raise AppError(
                "domain_provider_rate_limited",
                details={**details, "retry_after": retry_after},
                headers={"Retry-After": str(retry_after)},
            )
        if response.status_code in (401, 403) or FORBIDDEN_CODES & set(codes):
            raise AppError("domain_provider_forbidden", details=details)
        if zone_request and (response.status_code == 404 or ZONE_MISSING_CODES & set(codes)):
            raise AppError("domain_provider_zone_not_found", details=details)
        if response.status_code >= 500:
            raise AppError("domain_provider_unavailable", details=details)
        if not envelope.get("success", False) or response.status_code >= 400:
            if write:
                raise _RecordRefused(codes, messages, details)
            raise AppError("domain_provider_error", details=details)
        return envelope

    # --- endpoints -----------------------------------------------------------------------

    def verify_token(self) -> str:
        """``GET /user/tokens/verify``: the token's status (``active`` when usable)."""
        envelope = self._request("GET", "/user/tokens/verify")
        status = str((envelope.get("result") or {}).get("status", ""))
        if status != "active":
            raise AppError(
                "domain_provider_forbidden",
                details={"provider": "cloudflare", "token_status": status or "unknown"},
            )
        return status

    def find_zone(self, domain: str) -> Zone:
        """The zone holding ``domain``: the domain's own, else its closest parent's."""
        labels = _name(domain).split(".")
        for start in range(len(labels) - 1):
            candidate = ".".join(labels[start:])
            envelope = self._request("GET", "/zones", params={"name": candidate, "per_page": 5})
            for zone in envelope.get("result") or []:
                if isinstance(zone, dict) and _name(str(zone.get("name", ""))) == candidate:
                    return Zone(str(zone["id"]), candidate)
        raise AppError(
            "domain_provider_zone_not_found", details={"provider": "cloudflare", "domain": domain}
        )

    def list_records(self, zone_id: str, *, name: str | None = None) -> list[ZoneRecord]:
        out: list[ZoneRecord] = []
        page = 1
        while page <= MAX_PAGES:
            params: dict[str, Any] = {"page": page, "per_page": PER_PAGE}
            if name:
                params["name"] = name
            envelope = self._request(
                "GET", f"/zones/{zone_id}/dns_records", params=params, zone_request=True
            )
            out += [ZoneRecord.from_api(x) for x in envelope.get("result") or []]
            info = envelope.get("result_info") or {}
            if page >= int(info.get("total_pages") or 1):
                break
            page += 1
        return out

    def create_record(self, zone_id: str, body: dict) -> ZoneRecord:
        envelope = self._request(
            "POST", f"/zones/{zone_id}/dns_records", body=body, zone_request=True, write=True
        )
        return ZoneRecord.from_api(envelope.get("result") or {})

    def update_record(self, zone_id: str, record_id: str, body: dict) -> ZoneRecord:
        envelope = self._request(
            "PATCH",
            f"/zones/{zone_id}/dns_records/{record_id}",
            body=body,
            zone_request=True,
            write=True,
        )
        return ZoneRecord.from_api(envelope.get("result") or {})

    # --- publishing ----------------------------------------------------------------------

    def sync(self, zone_id: str, records: list[Record]) -> SyncResult:
        """Make the zone hold ``records``; never deletes. See the module docstring."""
        result = SyncResult()
        existing = self.list_records(zone_id)
        for record in records:
            try:
                self._sync_one(zone_id, record, existing, result)
            except _RecordRefused as refused:
                result.problems.append(f"{_label(record)}: Cloudflare refused it ({refused})")
        return result

    def _sync_one(
        self, zone_id: str, record: Record, existing: list[ZoneRecord], result: SyncResult
    ) -> None:
        name, rtype = _name(record.name), record.type.upper()
        label = _label(record)
        at_name = [x for x in existing if x.name == name]
        body = _body(record)
        if rtype == "CNAME":
            others = [x for x in at_name if x.type != "CNAME"]
            if others:
                kinds = ", ".join(sorted({x.type for x in others}))
                result.problems.append(
                    f"{label}: the name already has {kinds} records; a CNAME cannot sit beside "
                    "them. Remove them, then repair."
                )
                return
        if rtype == "MX":
            same = [x for x in at_name if x.type == "MX"]
            mine = [x for x in same if _host(x.content) == _host(record.value)]
            foreign = [x for x in same if _host(x.content) != _host(record.value)]
            if foreign:
                hosts = ", ".join(sorted({_host(x.content) for x in foreign}))
                result.problems.append(
                    f"{label}: an MX of another provider is published ({hosts}); mail may go "
                    "there instead. Remove it if it is no longer used."
                )
            if mine:
                current = mine[0]
                if current.priority == record.priority:
                    result.unchanged.append(label)
                else:
                    self.update_record(zone_id, current.id, body)
                    result.updated.append(label)
                return
            self._create(zone_id, body, label, result)
            return
        if rtype == "TXT":
            tag = _txt_tag(record.value)
            same = [x for x in at_name if x.type == "TXT" and _txt_tag(x.content) == tag]
        else:
            same = [x for x in at_name if x.type == rtype]
        if len(same) > 1:
            result.problems.append(
                f"{label}: {len(same)} competing records are published where one must be "
                f"(a receiver treats this as an error). Keep one: {_expected(record)}"
            )
            return
        if not same:
            self._create(zone_id, body, label, result)
            return
        current = same[0]
        if _equal(current, record):
            result.unchanged.append(label)
            return
        self.update_record(zone_id, current.id, body)
        result.updated.append(label)

    def _create(self, zone_id: str, body: dict, label: str, result: SyncResult) -> None:
        try:
            self.create_record(zone_id, body)
        except _RecordRefused as refused:
            if ALREADY_EXISTS_CODES & set(refused.codes):
                result.unchanged.append(label)  # created meanwhile by another run
                return
            raise
        result.created.append(label)


class _RecordRefused(Exception):
    """Cloudflare refused one record (a 4xx with its codes): a problem, not a failure."""

    def __init__(self, codes: list[int], messages: list[str], details: dict) -> None:
        super().__init__("; ".join(messages) or f"codes {codes}")
        self.codes = codes
        self.details = details


def _retry_after(value: str | None) -> int:
    try:
        return max(1, min(int(float(value or "")), 3600))
    except ValueError:
        return 60


def _body(record: Record) -> dict:
    body: dict[str, Any] = {
        "type": record.type.upper(),
        "name": _name(record.name),
        "content": record.value if record.type.upper() == "TXT" else _host(record.value),
        "ttl": record.ttl,
        "comment": "Pylota Mail",
    }
    if record.type.upper() == "MX":
        body["priority"] = record.priority if record.priority is not None else 10
    if record.type.upper() in ("A", "AAAA", "CNAME"):
        body["proxied"] = False  # mail records must resolve to the real hosts
    return body


def _equal(current: ZoneRecord, record: Record) -> bool:
    if record.type.upper() == "TXT":
        return _txt(current.content) == record.value
    if record.type.upper() in ("CNAME", "A", "AAAA") and current.proxied:
        return False
    return _host(current.content) == _host(record.value)


def _expected(record: Record) -> str:
    return record.value if record.type != "MX" else f"{record.priority} {record.value}"


# --- the domain's connection ----------------------------------------------------------------


def cloudflare_token(domain: Domain) -> str:
    if not domain.provider_secret:
        raise AppError(
            "domain_provider_not_configured",
            details={"provider": "cloudflare", "missing": "token"},
        )
    return keyring.open_secret(domain.provider_secret, context=SECRET_CONTEXT).decode()


def cloudflare_client(domain: Domain) -> CloudflareClient:
    return CloudflareClient(cloudflare_token(domain))


def cloudflare_zone_check(*, token: str, name: str) -> Zone:
    """The zone of ``name`` as ``token`` sees it: the token is active and reaches the zone
    and its DNS records. Only API calls, no database: callers run it before their
    transaction, so nothing is stored when the token is refused."""
    token = token.strip()
    if not token or len(token) > 200:
        raise AppError(
            "validation_failed",
            details={"fields": {"cloudflare_token": ["1 to 200 characters."]}},
        )
    client = CloudflareClient(token)
    client.verify_token()
    zone = client.find_zone(name)
    client.list_records(zone.id, name=name)  # the token can read this zone's DNS
    return zone


def cloudflare_store(*, domain: Domain, token: str, zone: Zone) -> list[str]:
    """Seal ``token`` into the (locked) domain row with the zone's ID; inside the caller's
    transaction. Answers the fields it changed."""
    domain.provider_secret = keyring.seal_secret(token.strip(), context=SECRET_CONTEXT)
    domain.provider_config = {
        **(domain.provider_config or {}),
        "cloudflare_zone_id": zone.id,
        "cloudflare_zone_name": zone.name,
    }
    return ["provider_secret", "provider_config"]


def cloudflare_connect(*, actor: Actor, domain: Domain, token: str) -> Domain:
    """Check ``token`` (active, and it reaches the domain's zone and its DNS records), then
    keep it sealed with the zone's ID. The calls run before the transaction; nothing is
    stored when one fails."""
    zone = cloudflare_zone_check(token=token, name=domain.name)
    with transaction.atomic():
        domain = Domain.objects.select_for_update().select_related("tenant").get(pk=domain.pk)
        fields = cloudflare_store(domain=domain, token=token, zone=zone)
        domain.save(update_fields=[*fields, "updated_at"])
        tenant_services.audit_record(
            actor=actor,
            type="domain.provider_connected",
            target=domain,
            tenant=domain.tenant,
            data={"provider": "cloudflare", "zone_id": zone.id, "zone": zone.name},
        )
    return domain


class CloudflareProvider:
    """``DomainProvider`` for ``cloudflare_zone``: publishes and repairs through the API."""

    method = Domain.Method.CLOUDFLARE_ZONE

    def __init__(self, client: CloudflareClient | None = None) -> None:
        self._client = client

    def _zone_id(self, domain: Domain, client: CloudflareClient) -> str:
        zone_id = (domain.provider_config or {}).get("cloudflare_zone_id")
        return zone_id or client.find_zone(domain.name).id

    def publish(self, *, domain: Domain, records: list[Record]) -> list[str]:
        client = self._client or cloudflare_client(domain)
        result = client.sync(self._zone_id(domain, client), records)
        self._audit(domain, "domain.provider_published", result)
        return result.problems

    def repair(self, *, domain: Domain, records: list[Record]) -> list[str]:
        if not records:
            return []
        client = self._client or cloudflare_client(domain)
        result = client.sync(self._zone_id(domain, client), records)
        self._audit(domain, "domain.provider_repaired", result)
        return result.problems

    def records(self, *, domain: Domain) -> list[Record]:
        return []

    def _audit(self, domain: Domain, type: str, result: SyncResult) -> None:
        with transaction.atomic():
            tenant_services.audit_record(
                actor=Actor(user="system:domains"),
                type=type,
                target=domain,
                tenant=domain.tenant,
                data={
                    "provider": "cloudflare",
                    **result.summary(),
                    "changed": (result.created + result.updated)[:50],
                },
            )
