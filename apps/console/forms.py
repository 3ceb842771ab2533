"""Forms of the console's own pages (the screens over other apps' data keep theirs in
their view modules' neighbours under views/)."""

from __future__ import annotations

from django import forms

from pylota.core.roles import Role


class WorkspaceForm(forms.Form):
    name = forms.CharField(max_length=200, label="Workspace name")


class WaitlistForm(forms.Form):
    email = forms.EmailField(label="Email address")
    note = forms.CharField(
        max_length=500, required=False, label="What will your agents do? (optional)"
    )


class InviteForm(forms.Form):
    email = forms.EmailField(label="Email address")
    role = forms.ChoiceField(choices=[(r.value, r.value.title()) for r in Role], initial="member")
