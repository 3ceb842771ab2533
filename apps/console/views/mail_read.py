"""Reading mail: the inbox (every identity, or one), a thread with its messages, the
sanitised HTML of a message framed from an opaque origin, attachments and raw source.

A message's HTML is never put into a console page: the page frames a route of its own
(``console-message-html``) in ``<iframe sandbox>`` without ``allow-same-origin`` or
``allow-scripts``, and that route answers with a ``sandbox`` Content-Security-Policy that
loads nothing (remote images only when the reader asks, with ``?images=1``).
"""

from __future__ import annotations

import re
from urllib.parse import urlencode

from csp.decorators import csp_exempt
from django.http import FileResponse, Http404, HttpResponse
from django.views.decorators.clickjacking import xframe_options_sameorigin

from apps.console.views.base import ConsoleView
from apps.console.views.mail_forms import LabelForm, ReplyForm, new_token
from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors as mailbox_selectors
from apps.mailbox import services as mailbox_services
from pylota.core.errors import AppError
from pylota.core.mime.sanitize import sanitize_html, strip_tags, too_deep

PAGE_SIZE = 50
_CURSOR = re.compile(r"^[a-z]{3}_[0-9A-Z]{26}$")

FRAME_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:"
FRAME_POLICY_IMAGES = (
    "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:"
)


def page_of(rows, cursor: str | None, size: int | None = None) -> tuple[list, str | None]:
    """Newest first by ID (IDs are time-ordered, so new rows never shift a page already
    shown); the cursor is the last ID of the previous page. A cursor that is not an ID is
    ignored: the first page."""
    size = size or PAGE_SIZE
    rows = rows.order_by("-pk")
    if cursor and _CURSOR.match(cursor):
        rows = rows.filter(pk__lt=cursor)
    found = list(rows[: size + 1])
    if len(found) > size:
        return found[:size], found[size - 1].pk
    return found, None


def query_text(value: str | None, limit: int = 64) -> str | None:
    """A free-text filter from the query string, or None; text PostgreSQL cannot store
    (a NUL) is no filter rather than a database error."""
    value = (value or "").strip()[:limit]
    return value if value and "\x00" not in value else None


def verdict_class(value) -> str:
    """The badge colour of an authentication verdict."""
    if value in ("pass", True):
        return "ok"
    if value in ("fail", "permerror", False):
        return "bad"
    if value in ("softfail", "temperror", "neutral"):
        return "warn"
    return ""


def message_view(message) -> dict:
    """What the thread page shows of one message, everything as plain values."""
    auth = mailbox_services.auth_summary(message)
    trust = message.trust or {}
    injection = message.injection or {}
    return {
        "m": message,
        "auth": [(key, auth[key], verdict_class(auth[key])) for key in auth],
        "trust": trust,
        "flags": trust.get("flags") or [],
        "injection_score": injection.get("score", 0),
        "injection_signals": injection.get("signals") or [],
        "attachments": list(message.attachments.all()),
    }


class Inbox(ConsoleView):
    """``inbox``: threads of every identity (``?identity=`` for one), newest first."""

    template_name = "console/inbox/inbox.html"
    permission = "messages:read"
    section = "inbox"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        params = self.request.GET
        identities = list(identity_selectors.identity_list(principal=self.ws.principal))
        by_id = {i.id: i for i in identities}
        identity_id = params.get("identity") or None
        if identity_id and identity_id not in by_id:
            raise Http404("No such identity")
        label = query_text(params.get("label"))
        unread = {"1": True, "0": False}.get(params.get("unread", ""))
        threads = mailbox_selectors.thread_list(
            principal=self.ws.principal, identity_id=identity_id, label=label, unread=unread
        )
        rows, next_cursor = page_of(threads, params.get("cursor"))
        for thread in rows:
            thread.identity_shown = by_id.get(thread.identity_id)
        filters = {
            k: v
            for k, v in (
                ("identity", identity_id),
                ("label", label),
                ("unread", params.get("unread")),
            )
            if v
        }
        context.update(
            identities=identities,
            identity_id=identity_id,
            label=label or "",
            unread=params.get("unread", ""),
            threads=rows,
            next_url=f"?{urlencode({**filters, 'cursor': next_cursor})}" if next_cursor else "",
            first_url=f"?{urlencode(filters)}" if params.get("cursor") else "",
            refresh=not params.get("cursor"),
        )
        return context


class ThreadPage(ConsoleView):
    """``threads/<thread_id>``: the thread's messages, oldest first (quarantined ones are
    left out, as the API leaves them out), with the reply form."""

    template_name = "console/inbox/thread.html"
    permission = "messages:read"
    section = "inbox"

    def get_context_data(self, reply_form=None, dry_run=None, **kwargs):
        context = super().get_context_data(**kwargs)
        principal = self.ws.principal
        thread = mailbox_selectors.thread_get(
            principal=principal, thread_id=self.kwargs["thread_id"], with_messages=True
        )
        identity = identity_selectors.identity_get(
            principal=principal, identity_id=thread.identity_id
        )
        held = 0
        if self.ws.can("quarantine:read"):
            held = (
                mailbox_selectors.quarantine_list(principal=principal, identity_id=identity.id)
                .filter(thread_id=thread.id)
                .count()
            )
        images = self.request.GET.get("images") == "1"
        context.update(
            thread=thread,
            identity=identity,
            messages_shown=[message_view(m) for m in thread.messages.all()],
            images=images,
            held=held,
            can_send=self.ws.can("messages:send"),
            reply_form=reply_form or ReplyForm(initial={"token": new_token()}),
            label_form=LabelForm(),
            dry_run=dry_run,
        )
        return context


class ThreadState(ConsoleView):
    """POST ``threads/<thread_id>/state``: mark every message read or unread (the API's
    PATCH needs ``messages:read`` only, and so does this)."""

    permission = "messages:read"
    http_method_names = ["post"]

    def post(self, request, thread_id: str):
        thread = mailbox_selectors.thread_get(principal=self.ws.principal, thread_id=thread_id)
        is_read = request.POST.get("is_read") == "1"
        mailbox_services.thread_update(thread=thread, is_read=is_read)
        return self.done(
            "Marked read." if is_read else "Marked unread.", "console-thread", thread.id
        )


class ThreadLabels(ConsoleView):
    """POST ``threads/<thread_id>/labels``: add a label (``label``) or remove one
    (``remove``)."""

    permission = "messages:read"
    http_method_names = ["post"]

    def post(self, request, thread_id: str):
        thread = mailbox_selectors.thread_get(principal=self.ws.principal, thread_id=thread_id)
        remove = request.POST.get("remove")
        if remove is not None:
            mailbox_services.thread_update(thread=thread, remove_labels=[remove])
            return self.done(f"Label “{remove}” removed.", "console-thread", thread.id)
        form = LabelForm(request.POST)
        if not form.is_valid():
            return self.failed(
                AppError("validation_failed", " ".join(form.errors.get("label", []))),
                "console-thread",
                thread.id,
            )
        label = form.cleaned_data["label"]
        mailbox_services.thread_update(thread=thread, add_labels=[label])
        return self.done(f"Label “{label}” added.", "console-thread", thread.id)


class _MessagePart(ConsoleView):
    permission = "messages:read"
    http_method_names = ["get"]

    def message(self):
        return mailbox_selectors.message_get(
            principal=self.ws.principal, message_id=self.kwargs["message_id"]
        )


class MessageHtml(_MessagePart):
    """``messages/<message_id>/html``: the message's sanitised HTML, alone, for a sandboxed
    frame. Quarantined mail never gets here (its preview is plain text only)."""

    def get(self, request, message_id: str):
        message = self.message()
        if message.quarantine_state == "quarantined" or not message.html:
            raise Http404("No HTML")
        # Received HTML was sanitised when stored; our own sent HTML is stored as the
        # sender gave it, so both are cleaned again here (nh3 is idempotent on clean HTML).
        body = (
            f"<pre>{strip_tags(message.html)}</pre>"
            if too_deep(message.html)
            else sanitize_html(message.html)
        )
        document = (
            '<!DOCTYPE html><html><head><meta charset="utf-8">'
            '<meta name="referrer" content="no-referrer"></head>'
            f"<body>{body}</body></html>"
        )
        response = HttpResponse(document, content_type="text/html; charset=utf-8")
        images = request.GET.get("images") == "1"
        response["Content-Security-Policy"] = FRAME_POLICY_IMAGES if images else FRAME_POLICY
        response["Cache-Control"] = "private, no-store"
        response["Referrer-Policy"] = "no-referrer"
        return response


class MessageRaw(_MessagePart):
    """``messages/<message_id>/raw``: the source exactly as received or sent, as a plain
    text download."""

    def get(self, request, message_id: str):
        message = self.message()
        body = mailbox_services.raw_blob_read(message.raw)
        response = HttpResponse(body, content_type="text/plain; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{message.id}.eml"'
        response["X-Content-Type-Options"] = "nosniff"
        response["Cache-Control"] = "private, no-store"
        return response


class AttachmentDownload(_MessagePart):
    """``messages/<message_id>/attachments/<attachment_id>``: the bytes, as a download."""

    def get(self, request, message_id: str, attachment_id: str):
        attachment = mailbox_selectors.attachment_get(
            principal=self.ws.principal, message_id=message_id, attachment_id=attachment_id
        )
        response = FileResponse(
            mailbox_services.attachment_open(attachment),
            content_type=attachment.content_type or "application/octet-stream",
            as_attachment=True,
            filename=attachment.filename,
        )
        response["X-Content-Type-Options"] = "nosniff"
        response["Cache-Control"] = "private, no-store"
        return response


def message_html_view():
    """The frame route: its own CSP (the console's would forbid being framed) and
    ``X-Frame-Options: SAMEORIGIN`` instead of the global DENY."""
    return xframe_options_sameorigin(csp_exempt()(MessageHtml.as_view()))
