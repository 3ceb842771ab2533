"""The send policy pipeline: who may send, to whom, and how much. docs/sending.md.

Order (each refusal its own error code; the API's permission check, ``messages:send``, and
the key's identity scope run before any of this):

1. the identity exists and belongs to the caller (``identity_not_found``, A8);
2. the identity is active (``identity_paused``, with ``paused_reason``; A7);
3. its tenant and partner are not suspended or erasing (``tenant_suspended``,
   ``partner_suspended``, ``tenant_erasing``; J13);
4. the recipient count (``no_recipients``, ``too_many_recipients``);
5. suppressions (``recipient_suppressed``);
6. the send block/allow lists and the identity's allow-list-only rule
   (``recipient_blocked``, ``recipient_not_allowed``);
7. the daily caps, identity then tenant (``identity_daily_cap_reached``,
   ``tenant_daily_cap_reached``), taken atomically;
8. the quota hold (``quota_exceeded``; grants everything until billing exists).

Abuse windows act after delivery: a bounce or complaint rate over the threshold pauses the
identity (``paused_reason: abuse_threshold``), which step 2 then refuses.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from apps.lists import selectors as list_selectors
from apps.outbound import selectors
from apps.outbound.models import SendPolicy
from apps.outbound.services.transports import transport_name_for
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.principal import Actor
from pylota.core.trust import resolve_lists

if TYPE_CHECKING:
    from apps.identities.models import Identity

ALLOWED = "allowed"
SUPPRESSED = "suppressed"
BLOCKED = "blocked"
NOT_ALLOWED = "not_allowed"
CAPPED = "capped"


@dataclass
class RecipientPlan:
    address: str
    kind: str  # to | cc | bcc
    outcome: str = ALLOWED
    transport: str = ""
    detail: str = ""

    def to_dict(self) -> dict:
        return {
            "address": self.address,
            "kind": self.kind,
            "outcome": self.outcome,
            "transport": self.transport,
            "detail": self.detail or None,
        }


@dataclass
class Caps:
    identity_cap: int
    tenant_cap: int
    identity_used: int
    tenant_used: int
    resets_at: dt.datetime

    @property
    def capped(self) -> str | None:
        if self.identity_used >= self.identity_cap:
            return "identity_daily_cap_reached"
        if self.tenant_used >= self.tenant_cap:
            return "tenant_daily_cap_reached"
        return None

    def to_dict(self) -> dict:
        return {
            "identity": {"cap": self.identity_cap, "used": self.identity_used},
            "tenant": {"cap": self.tenant_cap, "used": self.tenant_used},
            "resets_at": self.resets_at,
        }


@dataclass
class Plan:
    recipients: list[RecipientPlan] = field(default_factory=list)
    caps: Caps | None = None

    def refused(self, outcome: str) -> list[RecipientPlan]:
        return [r for r in self.recipients if r.outcome == outcome]


def check_sender(identity: Identity) -> None:
    """Steps 2 and 3: the identity can send, and so can its tenant and partner."""
    if identity.is_deleted:
        raise AppError("identity_not_found")
    if identity.is_paused:
        raise AppError(
            "identity_paused", details={"paused_reason": identity.paused_reason or "manual"}
        )
    tenant = identity.tenant
    if tenant.status == "erasing":
        raise AppError("tenant_erasing")
    if tenant.is_suspended:
        raise AppError("tenant_suspended")
    partner = tenant.partner
    if partner is not None and (partner.is_suspended or partner.deleted_at):
        raise AppError("partner_suspended")


def check_count(count: int) -> None:
    if count == 0:
        raise AppError("no_recipients")
    if count > settings.PM_SEND_MAX_RECIPIENTS:
        raise AppError(
            "too_many_recipients", details={"max": settings.PM_SEND_MAX_RECIPIENTS, "given": count}
        )


def _send_policy(identity: Identity) -> SendPolicy | None:
    """The identity's own send rules, read once per send (plan and caps share the row).

    Kept on the instance ``message_send`` loads for this one request, never across
    requests, so a policy change applies to the next send."""
    if not hasattr(identity, "_pm_send_policy"):
        identity._pm_send_policy = SendPolicy.objects.filter(identity=identity).first()
    return identity._pm_send_policy


def _allowlist_only(identity: Identity) -> bool:
    policy = _send_policy(identity)
    return bool(policy and policy.allowlist_only)


def plan_recipients(identity: Identity, recipients: list[tuple[str, str]]) -> Plan:
    """Steps 5 and 6 for each (kind, address): the outcome each recipient would get."""
    plan = Plan()
    suppressions = selectors.suppressed(
        tenant_id=identity.tenant_id, addresses=[a for _, a in recipients]
    )
    allowlist_only = _allowlist_only(identity)
    listed = list_selectors.send_list_hits(
        identity=identity,
        addresses=[a for _, a in recipients if a.lower() not in suppressions],
    )
    for kind, address in recipients:
        item = RecipientPlan(address=address, kind=kind, transport=transport_name_for(address))
        found = suppressions.get(address.lower())
        if found is not None:
            item.outcome, item.detail = SUPPRESSED, found.reason
        else:
            hit = resolve_lists(listed[address.lower()])
            if hit is not None and hit.action == "block":
                item.outcome, item.detail = BLOCKED, f"{hit.scope} {hit.kind} {hit.value}"
            elif allowlist_only and (hit is None or hit.action != "allow"):
                item.outcome, item.detail = NOT_ALLOWED, "identity sends to allow-listed only"
        plan.recipients.append(item)
    return plan


def enforce_plan(plan: Plan) -> None:
    for outcome, code in (
        (SUPPRESSED, "recipient_suppressed"),
        (BLOCKED, "recipient_blocked"),
        (NOT_ALLOWED, "recipient_not_allowed"),
    ):
        refused = plan.refused(outcome)
        if refused:
            raise AppError(
                code,
                details={
                    "recipients": [{"address": r.address, "detail": r.detail} for r in refused]
                },
            )


# --- Daily caps ---------------------------------------------------------------------------


def _today() -> tuple[dt.date, dt.datetime]:
    now = timezone.now().astimezone(dt.UTC)
    reset = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), tzinfo=dt.UTC)
    return now.date(), reset


def _cap_limits(identity: Identity) -> tuple[int, int]:
    """(identity cap, tenant cap) for today."""
    tenant_cap = identity.tenant.policy_value("send_daily_cap")
    policy = _send_policy(identity)
    identity_cap = tenant_cap
    if policy is not None and policy.daily_cap is not None:
        identity_cap = min(policy.daily_cap, tenant_cap)  # an identity can only be lower
    return identity_cap, tenant_cap


def caps_for(identity: Identity) -> Caps:
    identity_cap, tenant_cap = _cap_limits(identity)
    day, reset = _today()
    used = selectors.send_counts(scopes=[identity.id, identity.tenant_id], day=day)
    return Caps(
        identity_cap=identity_cap,
        tenant_cap=tenant_cap,
        identity_used=used.get(identity.id, 0),
        tenant_used=used.get(identity.tenant_id, 0),
        resets_at=reset,
    )


# One statement per counter: the row is inserted at 1, or incremented only while under the
# cap. Concurrent senders serialize on the row's lock inside PostgreSQL, so two requests can
# never both take the last unit (the race a read-then-write check would have).
_TAKE = """
INSERT INTO outbound_sendcounter (tenant_id, scope, day, count)
VALUES (%(tenant)s, %(scope)s, %(day)s, 1)
ON CONFLICT (scope, day) DO UPDATE SET count = outbound_sendcounter.count + 1
WHERE outbound_sendcounter.count < %(cap)s
RETURNING count
"""


def _take(tenant_id: str, scope: str, day: dt.date, cap: int) -> bool:
    if cap <= 0:
        return False
    with connection.cursor() as cursor:
        cursor.execute(_TAKE, {"tenant": tenant_id, "scope": scope, "day": day, "cap": cap})
        return cursor.fetchone() is not None


def caps_take(identity: Identity) -> None:
    """Step 7: count one message against the identity's and the tenant's caps, or refuse.

    Call inside the send's transaction: a refusal raises, which rolls back the counter the
    identity step may already have taken. The platform's system identity (sign-in codes,
    invitations, alerts) is exempt: a busy day of sign-ins must never lock people out.
    """
    if identity.is_system:
        return
    # The limits only: the conditional upserts below are the check (no read of the counts).
    identity_cap, tenant_cap = _cap_limits(identity)
    day, reset = _today()
    retry_after = str(max(1, int((reset - timezone.now()).total_seconds())))
    if not _take(identity.tenant_id, identity.id, day, identity_cap):
        raise AppError(
            "identity_daily_cap_reached",
            details={"cap": identity_cap, "resets_at": reset.isoformat()},
            headers={"Retry-After": retry_after},
        )
    if not _take(identity.tenant_id, identity.tenant_id, day, tenant_cap):
        raise AppError(
            "tenant_daily_cap_reached",
            details={"cap": tenant_cap, "resets_at": reset.isoformat()},
            headers={"Retry-After": retry_after},
        )


# --- Quota hold (billing) -----------------------------------------------------------------


@dataclass(frozen=True)
class QuotaHold:
    granted: bool
    units: int
    reference: str = ""


class QuotaService:
    """The billing interface sending calls: hold units before sending, commit or release.

    Until billing exists every hold is granted. Billing replaces ``quota_service`` with its
    own implementation (a plan's monthly quota, overage rules) without touching the send path.
    """

    def hold(self, *, tenant_id: str, units: int) -> QuotaHold:
        return QuotaHold(granted=True, units=units)

    def commit(self, hold: QuotaHold) -> None:
        return None

    def release(self, hold: QuotaHold) -> None:
        return None


quota_service = QuotaService()


def quota_hold(*, tenant_id: str, units: int) -> QuotaHold:
    """Step 8."""
    hold = quota_service.hold(tenant_id=tenant_id, units=units)
    if not hold.granted:
        raise AppError("quota_exceeded", details={"units": units})
    return hold


@transaction.atomic
def send_policy_update(*, actor: Actor, identity: Identity, **changes) -> SendPolicy:
    """An identity's own cap (effective: the lower of it and the tenant's) and allow-list rule."""
    row, _ = SendPolicy.objects.select_for_update().get_or_create(identity=identity)
    for name, value in changes.items():
        setattr(row, name, value)
    row.save()
    tenant_services.audit_record(
        actor=actor,
        type="send_policy.updated",
        target=identity,
        tenant_id=identity.tenant_id,
        data={"fields": sorted(changes)},
    )
    return row
