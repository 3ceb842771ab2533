"""Cross-tenant matrix entries for /v1/triage (collected by test_cross_tenant_matrix)."""

from __future__ import annotations

from tests.api.matrix import Case
from tests.conftest import World

ACTIONS = {"add_labels": ["matrix"]}


def _tenant(w: World) -> str:
    return w.tenant.id


def _rule(w: World) -> str:
    from apps.triage.services import triage_rule_create
    from pylota.core.principal import Actor

    rule = triage_rule_create(
        actor=Actor(key_id=w.tenant_key.id), tenant=w.tenant, conditions={}, actions=ACTIONS
    )
    return rule.id


_PARTNER_FOREIGN = ("other_tenant_key", "other_partner_key")

ENTRIES: dict[str, list[Case]] = {
    "triage-rules": [
        Case("GET", "/v1/triage/rules", "tenant_key", _rule),
        Case("GET", "/v1/triage/rules", "partner_key", _rule, foreign=_PARTNER_FOREIGN),
        Case(
            "POST", "/v1/triage/rules", "tenant_key", _tenant, body=lambda _: {"actions": ACTIONS}
        ),
        Case(
            "POST",
            "/v1/triage/rules",
            "partner_key",
            _tenant,
            id_in_body=True,
            body=lambda tid: {"actions": ACTIONS, "tenant_id": tid},
            foreign=_PARTNER_FOREIGN,
        ),
    ],
    "triage-rules-reorder": [
        Case(
            "POST",
            "/v1/triage/rules/reorder",
            "tenant_key",
            _rule,
            id_in_body=True,
            body=lambda rid: {"rule_ids": [rid]},
        ),
        Case(
            "POST",
            "/v1/triage/rules/reorder",
            "partner_key",
            _tenant,
            id_in_body=True,
            body=lambda tid: {"rule_ids": [], "tenant_id": tid},
            foreign=_PARTNER_FOREIGN,
        ),
    ],
    "triage-rule-detail": [
        Case("GET", "/v1/triage/rules/{id}", "tenant_key", _rule),
        Case("GET", "/v1/triage/rules/{id}", "partner_key", _rule, foreign=_PARTNER_FOREIGN),
        Case(
            "PATCH",
            "/v1/triage/rules/{id}",
            "tenant_key",
            _rule,
            body=lambda _: {"enabled": False},
        ),
        Case("DELETE", "/v1/triage/rules/{id}", "tenant_key", _rule),
    ],
}
