"""Triage rules: the workspace's rules in the order they run on every received message,
a form to add one, and moving, enabling, disabling and deleting them, through the services
the API uses (``pylota.core.triage`` checks conditions and actions for both).

Permissions as in the API: ``messages:read`` to see the rules, ``identities:write`` to
change them. Another workspace's rule answers 404 like a missing one.
"""

from __future__ import annotations

from django import forms
from django.http import HttpResponseRedirect
from django.urls import path

from apps.console.views.base import error_message
from apps.console.views.manage_common import ManageView
from apps.identities import selectors as identity_selectors
from apps.triage import selectors as triage_selectors
from apps.triage import services as triage_services
from pylota.core import triage as core
from pylota.core.errors import AppError

_TRISTATE = [("", "Any"), ("yes", "Yes"), ("no", "No")]
_AUTH = [("", "Any"), ("pass", "pass"), ("fail", "fail"), ("none", "none")]


def _csv(value: str) -> list[str]:
    return [part.strip() for part in (value or "").split(",") if part.strip()]


class TriageRuleForm(forms.Form):
    name = forms.CharField(max_length=200, required=False, label="Name")
    identity_id = forms.ChoiceField(required=False, label="For")
    from_ = forms.CharField(
        required=False,
        label="From",
        help_text="Addresses or domains, comma-separated; a domain covers its subdomains.",
    )
    to = forms.CharField(required=False, label="To", help_text="Addresses or domains.")
    subject_contains = forms.CharField(
        required=False, label="Subject contains", help_text="Words or phrases, any one is enough."
    )
    body_contains = forms.CharField(required=False, label="Text contains")
    is_list = forms.ChoiceField(choices=_TRISTATE, required=False, label="List mail")
    auto_submitted = forms.ChoiceField(choices=_TRISTATE, required=False, label="Automated mail")
    dmarc = forms.ChoiceField(choices=_AUTH, required=False, label="DMARC verdict")
    add_labels = forms.CharField(required=False, label="Add labels", help_text="Comma-separated.")
    priority = forms.ChoiceField(
        choices=[("", "Leave")] + [(p, p) for p in core.PRIORITIES],
        required=False,
        label="Set priority",
    )
    category = forms.ChoiceField(
        choices=[("", "Leave")] + [(c, c) for c in core.CATEGORIES],
        required=False,
        label="Set category",
    )
    needs_reply = forms.ChoiceField(
        choices=[("", "Leave"), ("yes", "Needs a reply"), ("no", "Needs no reply")],
        required=False,
        label="Needs reply",
    )
    skip_model = forms.BooleanField(
        required=False, label="Do not ask the model or the classifier for the rest"
    )
    stop = forms.BooleanField(required=False, label="Stop: no later rule runs")

    def __init__(self, *args, identities=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["identity_id"].choices = [("", "Every identity")] + [
            (i.id, i.name) for i in identities
        ]

    def rule(self) -> tuple[dict, dict]:
        """(conditions, actions) as the API takes them (checked by the service)."""
        data = self.cleaned_data
        conditions: dict = {}
        for field, key in (
            ("from_", "from"),
            ("to", "to"),
            ("subject_contains", "subject_contains"),
            ("body_contains", "body_contains"),
        ):
            if _csv(data[field]):
                conditions[key] = _csv(data[field])
        for key in ("is_list", "auto_submitted"):
            if data[key]:
                conditions[key] = data[key] == "yes"
        if data["dmarc"]:
            conditions["auth"] = {"dmarc": [data["dmarc"]]}
        actions: dict = {}
        if _csv(data["add_labels"]):
            actions["add_labels"] = _csv(data["add_labels"])
        for key in ("priority", "category"):
            if data[key]:
                actions[key] = data[key]
        if data["needs_reply"]:
            actions["needs_reply"] = data["needs_reply"] == "yes"
        for key in ("skip_model", "stop"):
            if data[key]:
                actions[key] = True
        return conditions, actions


def describe(mapping: dict) -> list[str]:
    """A rule's conditions or actions as short readable lines."""
    lines = []
    for key, value in mapping.items():
        if isinstance(value, list):
            value = ", ".join(value)
        elif isinstance(value, dict):
            value = ", ".join(
                f"{k} {'/'.join(v) if isinstance(v, list) else v}" for k, v in value.items()
            )
        elif isinstance(value, bool):
            value = "yes" if value else "no"
        lines.append(f"{key.replace('_', ' ')}: {value}")
    return lines


class TriageView(ManageView):
    template_name = "console/triage/rules.html"
    permission = "messages:read"
    section = "triage"

    def identities(self):
        return list(identity_selectors.identity_list(principal=self.ws.principal)[:200])

    def get_context_data(self, form=None, **kwargs):
        context = super().get_context_data(**kwargs)
        rules = triage_selectors.triage_rule_list(
            principal=self.ws.principal, tenant=self.ws.tenant
        )
        context.update(
            rules=[
                {
                    "rule": rule,
                    "conditions": describe(rule.conditions) or ["every message"],
                    "actions": describe(rule.actions),
                }
                for rule in rules
            ],
            form=form or TriageRuleForm(identities=self.identities()),
            verbs=[
                ("move-up", "Move up"),
                ("move-down", "Move down"),
                ("enable", "Enable"),
                ("disable", "Disable"),
                ("delete", "Delete"),
            ],
        )
        return context


class TriageRuleCreateView(TriageView):
    http_method_names = ["get", "post"]
    write_permission = "identities:write"

    def get(self, request, *args, **kwargs):
        return HttpResponseRedirect(self.url("console-triage"))

    def post(self, request):
        form = TriageRuleForm(request.POST, identities=self.identities())
        if form.is_valid():
            conditions, actions = form.rule()
            try:
                identity = None
                if form.cleaned_data["identity_id"]:
                    identity = identity_selectors.identity_get(
                        principal=self.ws.principal, identity_id=form.cleaned_data["identity_id"]
                    )
                rule = triage_services.triage_rule_create(
                    actor=self.ws.actor,
                    tenant=self.ws.tenant,
                    identity=identity,
                    name=form.cleaned_data["name"],
                    conditions=conditions,
                    actions=actions,
                )
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                return self.done(f"Rule {rule.name or rule.id} added.", "console-triage")
        return self.render_to_response(self.get_context_data(form=form), status=422)


class TriageRuleActionView(TriageView):
    """``move-up``, ``move-down``, ``enable``, ``disable``, ``delete`` on one rule."""

    http_method_names = ["get", "post"]
    write_permission = "identities:write"
    VERBS = ("move-up", "move-down", "enable", "disable", "delete")

    def get(self, request, *args, **kwargs):
        return HttpResponseRedirect(self.url("console-triage"))

    def post(self, request, rule_id: str, verb: str):
        rule = triage_selectors.triage_rule_get(principal=self.ws.principal, rule_id=rule_id)
        if rule.tenant_id != self.ws.id or verb not in self.VERBS:
            raise AppError("triage_rule_not_found")
        actor = self.ws.actor
        if verb == "delete":
            triage_services.triage_rule_delete(actor=actor, rule=rule)
            return self.done(f"Rule {rule.name or rule.id} deleted.", "console-triage")
        if verb in ("enable", "disable"):
            triage_services.triage_rule_update(actor=actor, rule=rule, enabled=verb == "enable")
        else:
            step = -1 if verb == "move-up" else 1
            triage_services.triage_rule_update(
                actor=actor, rule=rule, position=max(1, rule.position + step)
            )
        return self.done(
            f"Rule {rule.name or rule.id}: {verb.replace('-', ' ')}.", "console-triage"
        )


urlpatterns = [
    path("triage", TriageView.as_view(), name="console-triage"),
    path("triage/rules", TriageRuleCreateView.as_view(), name="console-triage-rule-add"),
    path(
        "triage/<str:rule_id>/<str:verb>",
        TriageRuleActionView.as_view(),
        name="console-triage-rule-action",
    ),
]
