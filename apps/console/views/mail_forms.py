"""Forms of the mail screens, and the decoding of a form (or a stored draft) into the body
the send path takes (``apps.outbound.services.send_request_build``)."""

from __future__ import annotations

import base64
import binascii
import re
import secrets
from email.utils import getaddresses

from django import forms
from django.utils.dateparse import parse_datetime

from pylota.core.errors import AppError

LABEL_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _./:-]{0,63}$")
TOKEN_RE = re.compile(r"^[A-Za-z0-9_-]{16,128}$")
ADDRESS_FIELDS = ("to", "cc", "bcc")


def new_token() -> str:
    """The hidden token of one rendered send form: a resubmission carries the same one."""
    return secrets.token_urlsafe(24)


def parse_addresses(value: str) -> list[dict]:
    """``a@x, "Bob" <b@y>`` (commas or lines) as the send body's ``[{name, address}]``.
    The send path checks each address and answers ``invalid_recipient`` for a bad one."""
    out = []
    for name, address in getaddresses([value.replace("\n", ",")]):
        address = address.strip()
        if address:
            out.append({"name": name.strip() or None, "address": address})
        elif name.strip():
            out.append({"name": None, "address": name.strip()})
    return out


def format_addresses(entries) -> str:
    """The reverse of ``parse_addresses`` for a form's initial value (drafts keep strings
    or ``{name, address}``, as the API accepted them)."""
    out = []
    for entry in entries or []:
        if isinstance(entry, str):
            out.append(entry)
        elif isinstance(entry, dict) and entry.get("address"):
            name = entry.get("name")
            out.append(f'"{name}" <{entry["address"]}>' if name else entry["address"])
    return ", ".join(out)


class AddressesField(forms.CharField):
    def to_python(self, value):
        return parse_addresses(super().to_python(value) or "")


class _SendFields(forms.Form):
    token = forms.CharField(widget=forms.HiddenInput, max_length=128)

    def clean_token(self) -> str:
        token = self.cleaned_data["token"]
        if not TOKEN_RE.match(token):
            raise forms.ValidationError("This form has expired: reload the page.")
        return token


class ComposeForm(_SendFields):
    identity = forms.ChoiceField(label="From (identity)")
    to = AddressesField(label="To", help_text="Addresses separated by commas")
    cc = AddressesField(label="Cc", required=False)
    bcc = AddressesField(label="Bcc", required=False)
    subject = forms.CharField(label="Subject", max_length=998, required=False)
    text = forms.CharField(label="Message", widget=forms.Textarea, strip=False)

    def __init__(self, *args, identities=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["identity"].choices = [
            (i.id, f"{i.display_name or i.name} ({i.name})") for i in identities
        ]

    def send_data(self) -> dict:
        data = self.cleaned_data
        body = {name: data[name] for name in ADDRESS_FIELDS if data.get(name)}
        body.update(subject=data["subject"], text=data["text"])
        return body


class ReplyForm(_SendFields):
    to = AddressesField(
        label="To", required=False, help_text="Empty: whoever the last message came from"
    )
    cc = AddressesField(label="Cc", required=False)
    text = forms.CharField(label="Reply", widget=forms.Textarea, strip=False)

    def send_data(self, *, thread_id: str) -> dict:
        data = self.cleaned_data
        body = {name: data[name] for name in ("to", "cc") if data.get(name)}
        body.update(thread_id=thread_id, text=data["text"])
        return body


class DraftForm(forms.Form):
    to = AddressesField(label="To", required=False, help_text="Addresses separated by commas")
    cc = AddressesField(label="Cc", required=False)
    bcc = AddressesField(label="Bcc", required=False)
    subject = forms.CharField(label="Subject", max_length=998, required=False)
    text = forms.CharField(label="Message", widget=forms.Textarea, required=False, strip=False)

    @classmethod
    def for_draft(cls, draft) -> DraftForm:
        content = draft.content or {}
        return cls(
            initial={
                **{name: format_addresses(content.get(name)) for name in ADDRESS_FIELDS},
                "subject": content.get("subject") or "",
                "text": content.get("text") or "",
            }
        )

    def content(self) -> dict:
        data = self.cleaned_data
        return {
            **{name: data[name] for name in ADDRESS_FIELDS},
            "subject": data["subject"],
            "text": data["text"],
        }


class LabelForm(forms.Form):
    label = forms.CharField(label="Label", max_length=64)

    def clean_label(self) -> str:
        label = self.cleaned_data["label"].strip()
        if not LABEL_RE.match(label):
            raise forms.ValidationError(
                "A label is 1 to 64 letters, digits, spaces or _ . / : - (starting with a "
                "letter or digit)."
            )
        return label


class SenderListForm(forms.Form):
    action = forms.ChoiceField(choices=[("allow", "Allow"), ("block", "Block")])
    kind = forms.ChoiceField(
        label="What", choices=[("address", "This address"), ("domain", "The whole domain")]
    )
    scope = forms.ChoiceField(
        label="For",
        choices=[("identity", "This identity"), ("tenant", "Every identity of the workspace")],
    )


MODE_CHOICES = [
    ("hybrid", "Hybrid (keyword and meaning)"),
    ("keyword", "Keyword"),
    ("semantic", "Semantic (meaning)"),
]
LEVEL_CHOICES = [("message", "Messages"), ("thread", "Threads")]


class SearchForm(forms.Form):
    q = forms.CharField(label="Search", required=False, max_length=2000, strip=False)
    mode = forms.ChoiceField(label="Mode", choices=MODE_CHOICES, required=False)
    level = forms.ChoiceField(label="Show", choices=LEVEL_CHOICES, required=False)
    identity = forms.ChoiceField(label="Identity", required=False)
    cursor = forms.CharField(required=False, max_length=2000, widget=forms.HiddenInput)

    def __init__(self, *args, identities=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["identity"].choices = [("", "All identities")] + [
            (i.id, i.display_name or i.name) for i in identities
        ]


# --- A stored draft (the send API's body, as the API accepted it) to the send body --------


def _bad(field: str, reason: str) -> AppError:
    return AppError("validation_failed", details={"fields": {field: [reason]}})


def _addresses_of(content: dict, name: str) -> list[dict]:
    value = content.get(name) or []
    if not isinstance(value, list):
        raise _bad(name, "a list of addresses")
    out = []
    for entry in value:
        if isinstance(entry, str):
            out.append({"name": None, "address": entry.strip()})
        elif isinstance(entry, dict) and isinstance(entry.get("address"), str):
            name_value = entry.get("name")
            if name_value is not None and not isinstance(name_value, str):
                raise _bad(name, "name must be a string")
            out.append({"name": name_value, "address": entry["address"].strip()})
        else:
            raise _bad(name, "an address is a string or {name, address}")
    return out


def _string(content: dict, name: str) -> str | None:
    value = content.get(name)
    if value is None:
        return None
    if not isinstance(value, str):
        raise _bad(name, "must be a string")
    return value


def _attachments_of(content: dict) -> list[dict]:
    value = content.get("attachments") or []
    if not isinstance(value, list):
        raise _bad("attachments", "a list")
    out = []
    for item in value:
        if not isinstance(item, dict) or ("content" in item) == ("upload_id" in item):
            raise _bad("attachments", "give exactly one of content or upload_id")
        entry = {k: item[k] for k in ("filename", "content_type", "content_id") if item.get(k)}
        if "upload_id" in item:
            entry["upload_id"] = str(item["upload_id"])
        else:
            if not entry.get("filename"):
                raise _bad("attachments", "filename required with content")
            try:
                entry["data"] = base64.b64decode(str(item["content"]), validate=True)
            except (binascii.Error, ValueError):
                raise _bad("attachments", "not valid base64") from None
        out.append(entry)
    return out


def send_data_from_content(content: dict) -> dict:
    """A draft's stored content as ``send_request_build`` takes it (what the API's input
    serializer would have produced); a shape it cannot send is ``validation_failed``."""
    if not isinstance(content, dict):
        raise _bad("content", "not a message")
    data: dict = {name: _addresses_of(content, name) for name in (*ADDRESS_FIELDS, "reply_to")}
    for name in ("subject", "text", "html", "reply_to_message_id", "thread_id"):
        value = _string(content, name)
        if value is not None:
            data[name] = value
    if not data.get("text") and not data.get("html"):
        raise _bad("text", "give text, html or both")
    headers = content.get("headers") or {}
    if not isinstance(headers, dict) or not all(isinstance(v, str) for v in headers.values()):
        raise _bad("headers", "a map of header names to strings")
    data["headers"] = {str(k): v for k, v in headers.items()}
    labels = content.get("labels") or []
    if not isinstance(labels, list) or not all(
        isinstance(x, str) and re.match(r"^[A-Za-z0-9_.:-]{1,64}$", x) for x in labels
    ):
        raise _bad("labels", "labels are 1 to 64 of A-Z a-z 0-9 _ . : -")
    data["labels"] = labels
    metadata = content.get("metadata") or {}
    if not isinstance(metadata, dict):
        raise _bad("metadata", "a map")
    data["metadata"] = metadata
    if content.get("send_at"):
        when = parse_datetime(str(content["send_at"]))
        if when is None or when.tzinfo is None:
            raise _bad("send_at", "an RFC 3339 time with a zone")
        data["send_at"] = when
    data["attachments"] = _attachments_of(content)
    return data
