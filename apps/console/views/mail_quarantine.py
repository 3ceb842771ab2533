"""Quarantine: received mail the trust decision held back, for a person to review.

Reading needs ``quarantine:read``; releasing and deleting ``quarantine:release`` (the
mailbox services the API uses, which write the audit rows). A held message is shown as
plain text only, never as HTML, and its attachments are named but not served. Allowing or
blocking its sender is a list entry (``apps.lists``), which needs ``identities:write`` as
the lists API does.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.core.exceptions import PermissionDenied

from apps.console.views.base import ConsoleView
from apps.console.views.mail_forms import SenderListForm
from apps.console.views.mail_read import page_of, query_text, verdict_class
from apps.identities import selectors as identity_selectors
from apps.lists import services as list_services
from apps.mailbox import selectors as mailbox_selectors
from apps.mailbox import services as mailbox_services
from pylota.core.errors import AppError


def _held_view(message) -> dict:
    auth = mailbox_services.auth_summary(message)
    return {
        "m": message,
        "reasons": message.quarantine_reasons or [],
        "auth": [(key, auth[key], verdict_class(auth[key])) for key in auth],
        "injection_score": (message.injection or {}).get("score", 0),
        "trust": message.trust or {},
    }


class Quarantine(ConsoleView):
    """``quarantine``: held messages, newest first, with why they were held."""

    template_name = "console/inbox/quarantine.html"
    permission = "quarantine:read"
    section = "quarantine"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        params = self.request.GET
        identities = list(identity_selectors.identity_list(principal=self.ws.principal))
        by_id = {i.id: i for i in identities}
        identity_id = params.get("identity") if params.get("identity") in by_id else None
        reason = query_text(params.get("reason"))
        held = mailbox_selectors.quarantine_list(
            principal=self.ws.principal, identity_id=identity_id, reason=reason
        )
        rows, next_cursor = page_of(held, params.get("cursor"))
        shown = []
        for message in rows:
            view = _held_view(message)
            view["identity"] = by_id.get(message.identity_id)
            shown.append(view)
        filters = {k: v for k, v in (("identity", identity_id), ("reason", reason)) if v}
        context.update(
            identities=identities,
            identity_id=identity_id or "",
            reason=reason or "",
            held=shown,
            next_url=f"?{urlencode({**filters, 'cursor': next_cursor})}" if next_cursor else "",
            can_release=self.ws.can("quarantine:release"),
        )
        return context


class _HeldView(ConsoleView):
    permission = "quarantine:read"
    section = "quarantine"

    def held(self):
        return mailbox_selectors.quarantine_get(
            principal=self.ws.principal, message_id=self.kwargs["message_id"]
        )


class QuarantinePreview(_HeldView):
    """``quarantine/<message_id>``: the held message as plain text, and what to do."""

    template_name = "console/inbox/quarantine_message.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        message = self.held()
        identity = identity_selectors.identity_get(
            principal=self.ws.principal, identity_id=message.identity_id
        )
        context.update(
            held=_held_view(message),
            identity=identity,
            attachments=list(message.attachments.all()),
            can_release=self.ws.can("quarantine:release"),
            can_list=self.ws.can("identities:write"),
            sender_form=SenderListForm(),
            sender_domain=message.from_address.rpartition("@")[2],
        )
        return context


class QuarantineRelease(_HeldView):
    """POST ``quarantine/<message_id>/release``: deliver it to its thread."""

    permission = "quarantine:release"
    http_method_names = ["post"]

    def post(self, request, message_id: str):
        message = mailbox_selectors.message_get(
            principal=self.ws.principal, message_id=message_id, for_release=True
        )
        try:
            released = mailbox_services.quarantine_release(actor=self.ws.actor, message=message)
        except AppError as exc:
            if exc.status == 404:
                raise
            return self.failed(exc, "console-quarantine")
        return self.done("Released to the inbox.", "console-thread", released.thread_id)


class QuarantineDelete(_HeldView):
    """POST ``quarantine/<message_id>/delete``: delete it and its stored source for good."""

    permission = "quarantine:release"
    http_method_names = ["post"]

    def post(self, request, message_id: str):
        message = self.held()
        try:
            mailbox_services.quarantine_delete(actor=self.ws.actor, message=message)
        except AppError as exc:
            if exc.status == 404:
                raise
            return self.failed(exc, "console-quarantine")
        return self.done("Deleted.", "console-quarantine")


class QuarantineSender(_HeldView):
    """POST ``quarantine/<message_id>/sender``: allow or block the sender's address or
    domain, for the message's identity or the whole workspace (a receive list entry)."""

    http_method_names = ["post"]

    def post(self, request, message_id: str):
        message = self.held()
        if not self.ws.can("identities:write"):
            raise PermissionDenied("Your role cannot change allow and block lists.")
        form = SenderListForm(request.POST)
        if not form.is_valid() or not message.from_address:
            return self.failed(
                AppError("validation_failed", "Choose allow or block, what and for whom."),
                "console-quarantine-message",
                message.id,
            )
        data = form.cleaned_data
        value = message.from_address
        if data["kind"] == "domain":
            value = value.rpartition("@")[2]
        identity = None
        if data["scope"] == "identity":
            identity = identity_selectors.identity_get(
                principal=self.ws.principal, identity_id=message.identity_id
            )
        try:
            list_services.list_entry_create(
                actor=self.ws.actor,
                tenant=self.ws.tenant,
                direction="receive",
                kind=data["kind"],
                action=data["action"],
                value=value,
                identity=identity,
                note=f"From the quarantine review of {message.id}",
            )
        except AppError as exc:
            return self.failed(exc, "console-quarantine-message", message.id)
        verb = "allowed" if data["action"] == "allow" else "blocked"
        return self.done(
            f"{value} is {verb} from now on (this message stays held until you release it).",
            "console-quarantine-message",
            message.id,
        )
