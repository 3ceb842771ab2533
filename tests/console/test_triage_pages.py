"""The console's triage rules page, used as a person would (JavaScript off: forms, POST,
redirect): add rules, see them in order, move, disable and delete them; a viewer sees the
rules without the forms; another workspace's rule answers 404."""

from __future__ import annotations

import html

import pytest

from apps.triage.models import TriageRule
from tests.factories import IdentityFactory
from tests.triage.factories import TriageRuleFactory

pytestmark = pytest.mark.django_db


def _text(response) -> str:
    return html.unescape(response.content.decode())


def _follow(client, response):
    assert response.status_code == 302, _text(response)[:2000]
    return client.get(response["Location"])


def test_adding_a_rule_from_the_form_stores_what_the_api_would(people):
    identity = IdentityFactory(tenant=people.tenant, name="billing-bot")
    client = people.client("owner")
    page = _follow(
        client,
        client.post(
            people.url("triage/rules"),
            {
                "name": "Invoices",
                "identity_id": identity.id,
                "from_": "books.example, Dana@Acme.Example",
                "subject_contains": "invoice, facture",
                "dmarc": "pass",
                "add_labels": "finance",
                "priority": "high",
                "needs_reply": "no",
                "stop": "on",
            },
        ),
    )
    rule = TriageRule.objects.get(tenant=people.tenant)
    assert rule.identity_id == identity.id
    assert rule.conditions == {
        "from": ["books.example", "dana@acme.example"],
        "subject_contains": ["invoice", "facture"],
        "auth": {"dmarc": ["pass"]},
    }
    assert rule.actions == {
        "add_labels": ["finance"],
        "priority": "high",
        "needs_reply": False,
        "stop": True,
    }
    body = _text(page)
    assert "Rule Invoices added." in body
    assert "subject contains: invoice, facture" in body
    assert "for billing-bot" in body


def test_a_rule_without_an_action_is_refused_next_to_the_form(people):
    response = people.client("owner").post(people.url("triage/rules"), {"name": "nothing"})
    assert response.status_code == 422
    assert 'role="alert"' in _text(response)
    assert "at least one action" in _text(response)
    assert not TriageRule.objects.exists()


def test_rules_are_shown_in_order_and_move_disable_and_delete(people):
    first = TriageRuleFactory(tenant=people.tenant, name="first", position=1)
    second = TriageRuleFactory(tenant=people.tenant, name="second", position=2)
    client = people.client("owner")
    body = _text(client.get(people.url("triage")))
    assert body.index("first") < body.index("second")

    body = _text(_follow(client, client.post(people.url(f"triage/{second.id}/move-up"))))
    assert body.index("second") < body.index("first")
    _follow(client, client.post(people.url(f"triage/{first.id}/disable")))
    first.refresh_from_db()
    assert first.enabled is False
    _follow(client, client.post(people.url(f"triage/{first.id}/delete")))
    assert list(TriageRule.objects.values_list("name", flat=True)) == ["second"]
    assert client.post(people.url(f"triage/{second.id}/explode")).status_code == 404


def test_a_viewer_sees_the_rules_but_no_forms(people):
    rule = TriageRuleFactory(tenant=people.tenant, name="visible")
    viewer = people.client("viewer")
    body = _text(viewer.get(people.url("triage")))
    assert "visible" in body
    assert "Add a rule" not in body
    assert viewer.post(people.url(f"triage/{rule.id}/delete")).status_code == 403
    assert TriageRule.objects.filter(pk=rule.pk).exists()


def test_another_workspaces_rule_is_not_found(people):
    theirs = TriageRuleFactory(tenant=people.other_tenant)
    response = people.client("owner").post(people.url(f"triage/{theirs.id}/delete"))
    assert response.status_code == 404
    assert TriageRule.objects.filter(pk=theirs.pk).exists()
