"""Cross-tenant matrix entries of the console's triage rules page."""

from __future__ import annotations

from tests.console.matrix import Route
from tests.triage.factories import TriageRuleFactory


def _rule(people) -> dict:
    return {"rule_id": TriageRuleFactory(tenant=people.tenant).id, "verb": "disable"}


ROUTES = {
    "console-triage": Route(),
    "console-triage-rule-add": Route(methods=("POST",)),
    "console-triage-rule-action": Route(make=_rule, methods=("POST",)),
}
