"""Forms of the workspace machinery screens: identities, webhooks, API keys, lists, logs.

They check shape only (lengths, choices, formats); the services check the rest (names
taken, limits, URLs that may receive webhooks, permissions a key may hold) and the page
shows their error next to the form.
"""

from __future__ import annotations

from django import forms
from django.utils import timezone

from pylota.core.events import EVENT_TYPES

NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$"
NAME_HELP = "Unique in the workspace; letters, digits, space, '.', '_' or '-'."
SENDER_POLICIES = [
    ("open", "Open: anyone (the other trust rules still apply)"),
    ("known_senders", "Known senders: authenticated senders it wrote to, or allow-listed"),
    ("allowlist_only", "Allow list only: allow-listed senders only"),
]
DATETIME_FORMATS = ["%Y-%m-%dT%H:%M", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M"]


def _local_datetime(label: str, *, required: bool = False, help_text: str = "") -> forms.Field:
    return forms.DateTimeField(
        label=label,
        required=required,
        input_formats=DATETIME_FORMATS,
        widget=forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"),
        help_text=help_text or "UTC.",
    )


# --- Identities -----------------------------------------------------------------------------


class IdentityCreateForm(forms.Form):
    name = forms.RegexField(NAME_PATTERN, max_length=100, label="Name", help_text=NAME_HELP)
    display_name = forms.CharField(max_length=200, required=False, label="Display name")
    local_part = forms.CharField(
        max_length=64,
        required=False,
        label="Address local part (optional)",
        help_text="The part before the @ of its first address; made from the name when empty.",
    )
    sender_policy = forms.ChoiceField(
        choices=SENDER_POLICIES, initial="open", label="Who reaches the mailbox unreviewed"
    )


class IdentityEditForm(forms.Form):
    name = forms.RegexField(NAME_PATTERN, max_length=100, label="Name", help_text=NAME_HELP)
    display_name = forms.CharField(max_length=200, required=False, label="Display name")
    sender_policy = forms.ChoiceField(
        choices=SENDER_POLICIES,
        label="Sender policy",
        help_text="Mail from anyone else is quarantined, never rejected.",
    )


class AddressForm(forms.Form):
    local_part = forms.CharField(
        max_length=64,
        required=False,
        label="Local part (optional)",
        help_text="Generated from the identity's name when empty. An address is never reused.",
    )


class SendPolicyForm(forms.Form):
    daily_cap = forms.IntegerField(
        min_value=0,
        required=False,
        label="Daily send cap (optional)",
        help_text="Empty: the workspace's cap. The effective cap is the lower of the two.",
    )
    allowlist_only = forms.BooleanField(
        required=False, label="Send only to allow-listed recipients"
    )


# --- Webhooks -------------------------------------------------------------------------------


def event_type_choices(*, with_test: bool = False) -> list[tuple[str, str]]:
    return [(t, t) for t in sorted(EVENT_TYPES) if with_test or t != "webhook.test"]


class WebhookForm(forms.Form):
    url = forms.URLField(
        max_length=2048,
        label="URL",
        assume_scheme="https",
        help_text="An https URL that receives signed POSTs (Standard Webhooks).",
    )
    event_types = forms.MultipleChoiceField(
        choices=event_type_choices,
        required=False,
        widget=forms.CheckboxSelectMultiple,
        label="Event types",
        help_text="None ticked: every event.",
    )
    identity_ids = forms.MultipleChoiceField(
        choices=[],
        required=False,
        widget=forms.CheckboxSelectMultiple,
        label="Only events about these identities",
        help_text="None ticked: every identity. Events about no identity always come.",
    )
    description = forms.CharField(max_length=500, required=False, label="Description")
    enabled = forms.BooleanField(required=False, initial=True, label="Enabled")

    def __init__(self, *args, identities=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["identity_ids"].choices = [(i.id, i.name) for i in identities]
        if not self.fields["identity_ids"].choices:
            del self.fields["identity_ids"]


class RotateSecretForm(forms.Form):
    overlap_hours = forms.IntegerField(
        min_value=0,
        max_value=24 * 7,
        required=False,
        label="Hours the old secret keeps signing (optional)",
        help_text="Empty: 24 hours. 0: the old secret stops at once.",
    )


class ReplayForm(forms.Form):
    since = _local_datetime("From", required=True, help_text="UTC, inclusive.")
    until = _local_datetime("To (optional)", help_text="UTC, exclusive. Empty: now.")

    def clean(self):
        data = super().clean()
        since, until = data.get("since"), data.get("until")
        if since and until and since >= until:
            raise forms.ValidationError("“From” must be before “To”.")
        return data


DELIVERY_STATES = ["pending", "sending", "held", "succeeded", "failed"]


class DeliveryFilterForm(forms.Form):
    state = forms.ChoiceField(
        choices=[("", "Any state"), *[(s, s) for s in DELIVERY_STATES]],
        required=False,
        label="State",
    )


# --- API keys -------------------------------------------------------------------------------


class KeyCreateForm(forms.Form):
    name = forms.CharField(max_length=200, label="Name")
    permissions = forms.MultipleChoiceField(
        choices=[],
        widget=forms.CheckboxSelectMultiple,
        label="Permissions",
        help_text="Only permissions your role holds.",
    )
    identity_id = forms.ChoiceField(choices=[], required=False, label="Identity scope")
    expires_at = _local_datetime("Expires (optional)", help_text="UTC. Empty: never.")

    def __init__(self, *args, permissions=(), identities=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["permissions"].choices = [(p, p) for p in sorted(permissions)]
        self.fields["identity_id"].choices = [
            ("", "Every identity of the workspace"),
            *[(i.id, f"{i.name} ({i.id})") for i in identities],
        ]

    def clean_expires_at(self):
        expires_at = self.cleaned_data.get("expires_at")
        if expires_at is not None and expires_at <= timezone.now():
            raise forms.ValidationError("Choose a time in the future.")
        return expires_at


class KeyRotateForm(forms.Form):
    overlap_hours = forms.IntegerField(
        min_value=0,
        max_value=24 * 30,
        required=False,
        label="Hours the old key keeps working (optional)",
        help_text="Empty: the default overlap. 0: the old key stops at once.",
    )


# --- Suppressions and lists -----------------------------------------------------------------


class SuppressionForm(forms.Form):
    address = forms.CharField(max_length=320, label="Address")
    detail = forms.CharField(max_length=500, required=False, label="Note (optional)")


DIRECTIONS = [("receive", "Inbound (who reaches the mailboxes)"), ("send", "Outbound (sending)")]
KINDS = [("address", "Address"), ("domain", "Domain")]
ACTIONS = [("allow", "Allow"), ("block", "Block")]


class ListEntryForm(forms.Form):
    direction = forms.ChoiceField(choices=DIRECTIONS, label="Direction")
    kind = forms.ChoiceField(choices=KINDS, label="Kind")
    action = forms.ChoiceField(choices=ACTIONS, label="Action")
    value = forms.CharField(
        max_length=320, label="Address or domain", help_text="A domain covers its subdomains."
    )
    identity_id = forms.ChoiceField(choices=[], required=False, label="For")
    note = forms.CharField(max_length=200, required=False, label="Note (optional)")

    def __init__(self, *args, identities=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["identity_id"].choices = [
            ("", "The whole workspace"),
            *[(i.id, i.name) for i in identities],
        ]


class ListFilterForm(forms.Form):
    direction = forms.ChoiceField(choices=DIRECTIONS, required=False, label="Direction")
    kind = forms.ChoiceField(choices=KINDS, required=False, label="Kind")


# --- Events and audit -----------------------------------------------------------------------


class EventFilterForm(forms.Form):
    type = forms.ChoiceField(
        choices=lambda: [("", "Every type"), *event_type_choices(with_test=True)],
        required=False,
        label="Type",
    )


class AuditFilterForm(forms.Form):
    type = forms.CharField(
        max_length=64, required=False, label="Type", help_text="e.g. key.created"
    )
    actor = forms.CharField(
        max_length=150, required=False, label="Actor", help_text="A person's email or a key ID."
    )
    target_id = forms.CharField(max_length=30, required=False, label="Target ID")
    since = _local_datetime("From", help_text="UTC, inclusive.")
    until = _local_datetime("To", help_text="UTC, exclusive.")
