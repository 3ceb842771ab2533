"""Sending: compose, reply, and drafts reviewed before they are sent.

Every send goes through ``apps.outbound.services.message_send``, the API's own path (the
policy pipeline, caps, suppressions, lists, audit, ``message.sent``). A send form carries
a hidden random token, claimed as an idempotency record (the API's mechanism, keyed by
the person instead of an API key) before anything is sent: a form submitted twice (a
double click, a reload, the back button) sends once, and the second submission is told
so. "Dry run" shows the recipient plan and sends nothing.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from functools import reduce
from operator import or_

from django.contrib import messages
from django.http import HttpResponseRedirect

from apps.console.views.base import ConsoleView, error_message
from apps.console.views.mail_forms import (
    ComposeForm,
    DraftForm,
    ReplyForm,
    format_addresses,
    new_token,
    send_data_from_content,
)
from apps.console.views.mail_read import ThreadPage, page_of
from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors as mailbox_selectors
from apps.outbound import selectors as outbound_selectors
from apps.outbound import services as outbound_services
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError

# Fields that do not make two submissions of one form different requests.
_UNSIGNED_FIELDS = {"csrfmiddlewaretoken", "action"}


def _digest(request) -> str:
    fields = sorted(
        (k, v) for k, values in request.POST.lists() if k not in _UNSIGNED_FIELDS for v in values
    )
    body = json.dumps(fields, separators=(",", ":"))
    return hashlib.sha256(f"POST {request.path}\n{body}".encode()).hexdigest()


class _Sending:
    """The send-once rule for a console form (see the module docstring)."""

    def send_once(
        self, *, token: str, send: Callable[[], object], on_error: Callable[[AppError], object]
    ):
        request = self.request
        record, owner = tenant_services.idempotency_claim(
            api_key_id=f"console:{request.user.pk}"[:30],
            key=token,
            method="POST",
            path=request.path,
            request_digest=_digest(request),
        )
        if not owner:
            if record.request_digest != _digest(request):
                return on_error(
                    AppError(
                        "idempotency_conflict",
                        "This form was already sent; the new message needs a new form "
                        "(it has been reset).",
                    )
                )
            if record.state != record.State.DONE:
                messages.warning(request, "This message is still being sent.")
                return HttpResponseRedirect(self.url("console-inbox"))
            messages.info(request, "This message was already sent; it was not sent again.")
            return HttpResponseRedirect((record.response_body or {}).get("location", "/"))
        try:
            sent = send()
        except AppError as exc:
            # Nothing was sent: the person may correct the form and submit it again.
            tenant_services.idempotency_release(record=record)
            return on_error(exc)
        except Exception:
            tenant_services.idempotency_release(record=record)
            raise
        location = self.url("console-thread", sent.message.thread_id)
        tenant_services.idempotency_complete(
            record=record, status=303, body={"location": location, "message_id": sent.message_id}
        )
        messages.success(request, f"Sent ({sent.status}).")
        return HttpResponseRedirect(location)


class Compose(_Sending, ConsoleView):
    """``compose``: a new message from one of the workspace's identities."""

    template_name = "console/inbox/compose.html"
    permission = "messages:read"
    write_permission = "messages:send"
    section = "compose"

    def identities(self) -> list:
        return list(identity_selectors.identity_list(principal=self.ws.principal))

    def get_context_data(self, form=None, plan=None, **kwargs):
        context = super().get_context_data(**kwargs)
        identities = self.identities()
        if form is None:
            initial = {"token": new_token()}
            if self.request.GET.get("identity"):
                initial["identity"] = self.request.GET["identity"]
            form = ComposeForm(initial=initial, identities=identities)
        context.update(
            form=form,
            plan=plan,
            has_identities=bool(identities),
            can_send=self.ws.can("messages:send"),
        )
        return context

    def _again(self, form, exc: AppError | None = None, status: int = 422):
        if exc is not None:
            form.add_error(None, error_message(exc))
        return self.render_to_response(self.get_context_data(form=form), status=status)

    def post(self, request):
        form = ComposeForm(request.POST, identities=self.identities())
        if not form.is_valid():
            return self._again(form)
        identity = identity_selectors.identity_get(
            principal=self.ws.principal, identity_id=form.cleaned_data["identity"]
        )
        data = form.send_data()
        action = request.POST.get("action", "send")
        if action == "draft":
            try:
                draft = outbound_services.draft_create(
                    actor=self.ws.actor, identity=identity, content=data
                )
            except AppError as exc:
                return self._again(form, exc)
            return self.done("Draft saved.", "console-draft", identity.id, draft.id)

        def build():
            return outbound_services.send_request_build(
                principal=self.ws.principal, identity=identity, data=data
            )

        if action == "dry_run":
            try:
                plan = outbound_services.message_send(
                    actor=self.ws.actor, identity=identity, request=build(), dry_run=True
                )
            except AppError as exc:
                return self._again(form, exc)
            return self.render_to_response(self.get_context_data(form=form, plan=plan.to_dict()))

        def fresh(exc: AppError):
            if exc.code == "idempotency_conflict":
                values = request.POST.copy()
                values["token"] = new_token()
                return self._again(
                    ComposeForm(values, identities=self.identities()), exc, status=409
                )
            return self._again(form, exc)

        return self.send_once(
            token=form.cleaned_data["token"],
            send=lambda: outbound_services.message_send(
                actor=self.ws.actor, identity=identity, request=build()
            ),
            on_error=fresh,
        )


class Reply(_Sending, ThreadPage):
    """POST ``threads/<thread_id>/reply``: answer the thread's latest message (its sender,
    or whoever is named), from the thread's identity."""

    write_permission = "messages:send"
    http_method_names = ["post"]

    def post(self, request, thread_id: str):
        thread = mailbox_selectors.thread_get(principal=self.ws.principal, thread_id=thread_id)
        identity = identity_selectors.identity_get(
            principal=self.ws.principal, identity_id=thread.identity_id
        )
        form = ReplyForm(request.POST)

        def again(exc: AppError | None = None, status: int = 422, plan=None):
            if exc is not None:
                form.add_error(None, error_message(exc))
            context = self.get_context_data(reply_form=form, dry_run=plan)
            return self.render_to_response(context, status=status)

        if not form.is_valid():
            return again()
        data = form.send_data(thread_id=thread.id)

        def build():
            return outbound_services.send_request_build(
                principal=self.ws.principal, identity=identity, data=data
            )

        if request.POST.get("action") == "dry_run":
            try:
                plan = outbound_services.message_send(
                    actor=self.ws.actor, identity=identity, request=build(), dry_run=True
                )
            except AppError as exc:
                return again(exc)
            return again(status=200, plan=plan.to_dict())

        def failed(exc: AppError):
            if exc.code == "idempotency_conflict":
                form.data = form.data.copy()
                form.data["token"] = new_token()
            return again(exc, status=409 if exc.code == "idempotency_conflict" else 422)

        return self.send_once(
            token=form.cleaned_data["token"],
            send=lambda: outbound_services.message_send(
                actor=self.ws.actor, identity=identity, request=build()
            ),
            on_error=failed,
        )


class Drafts(ConsoleView):
    """``drafts``: unsent drafts of every identity (``?identity=`` for one), newest first."""

    template_name = "console/inbox/drafts.html"
    permission = "messages:read"
    section = "drafts"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        principal = self.ws.principal
        identities = list(identity_selectors.identity_list(principal=principal))
        by_id = {i.id: i for i in identities}
        wanted = self.request.GET.get("identity") or None
        chosen = [by_id[wanted]] if wanted in by_id else identities
        rows, next_cursor = [], None
        if chosen:
            drafts = reduce(
                or_,
                [outbound_selectors.draft_list(principal=principal, identity=i) for i in chosen],
            )
            rows, next_cursor = page_of(drafts, self.request.GET.get("cursor"))
        for draft in rows:
            content = draft.content or {}
            draft.identity_shown = by_id.get(draft.identity_id)
            draft.subject_shown = content.get("subject") or ""
            draft.to_shown = _addresses_text(content.get("to"))
        context.update(
            identities=identities,
            identity_id=wanted if wanted in by_id else "",
            drafts=rows,
            next_cursor=next_cursor,
        )
        return context


def _addresses_text(entries) -> str:
    return format_addresses(entries if isinstance(entries, list) else [])


class _DraftView(ConsoleView):
    permission = "messages:read"
    write_permission = "messages:send"
    section = "drafts"

    def draft(self):
        identity = identity_selectors.identity_get(
            principal=self.ws.principal, identity_id=self.kwargs["identity_id"]
        )
        draft = outbound_selectors.draft_get(
            principal=self.ws.principal, identity=identity, draft_id=self.kwargs["draft_id"]
        )
        return identity, draft


class DraftPage(_DraftView):
    """``identities/<identity_id>/drafts/<draft_id>``: review a draft; POST saves edits."""

    template_name = "console/inbox/draft.html"

    def get_context_data(self, form=None, plan=None, **kwargs):
        context = super().get_context_data(**kwargs)
        identity, draft = self.draft()
        content = draft.content or {}
        sent_thread_id = None
        if draft.status == "sent" and draft.message_id:
            try:
                sent_thread_id = mailbox_selectors.message_get(
                    principal=self.ws.principal, message_id=draft.message_id
                ).thread_id
            except AppError:
                sent_thread_id = None
        context.update(
            identity=identity,
            draft=draft,
            content=content,
            addresses={k: _addresses_text(content.get(k)) for k in ("to", "cc", "bcc")},
            attachments=len(content.get("attachments") or []),
            has_html=bool(content.get("html")),
            form=form or DraftForm.for_draft(draft),
            plan=plan,
            sent_thread_id=sent_thread_id,
            can_send=self.ws.can("messages:send"),
        )
        return context

    def post(self, request, identity_id: str, draft_id: str):
        identity, draft = self.draft()
        if request.POST.get("action") == "dry_run":
            try:
                data = send_data_from_content(draft.content)
                plan = outbound_services.message_send(
                    actor=self.ws.actor,
                    identity=identity,
                    request=outbound_services.send_request_build(
                        principal=self.ws.principal, identity=identity, data=data
                    ),
                    dry_run=True,
                )
            except AppError as exc:
                return self.failed(exc, "console-draft", identity.id, draft.id)
            return self.render_to_response(self.get_context_data(plan=plan.to_dict()))
        form = DraftForm(request.POST)
        if not form.is_valid():
            return self.render_to_response(self.get_context_data(form=form), status=422)
        try:
            outbound_services.draft_update(actor=self.ws.actor, draft=draft, content=form.content())
        except AppError as exc:
            return self.failed(exc, "console-draft", identity.id, draft.id)
        return self.done("Draft saved.", "console-draft", identity.id, draft.id)


class DraftSend(_DraftView):
    """POST ``…/drafts/<draft_id>/send``: approve and send. The draft row stays locked
    while it is sent, so a second press finds it sent (``draft_already_sent``)."""

    http_method_names = ["post"]

    def post(self, request, identity_id: str, draft_id: str):
        identity, draft = self.draft()

        def send(content: dict):
            data = send_data_from_content(content)
            return outbound_services.message_send(
                actor=self.ws.actor,
                identity=identity,
                request=outbound_services.send_request_build(
                    principal=self.ws.principal, identity=identity, data=data
                ),
                draft_id=draft.id,
            )

        try:
            sent = outbound_services.draft_send(actor=self.ws.actor, draft=draft, send=send)
        except AppError as exc:
            if exc.code == "draft_already_sent":
                messages.info(request, "This draft was already sent; it was not sent again.")
                return HttpResponseRedirect(self.url("console-draft", identity.id, draft.id))
            return self.failed(exc, "console-draft", identity.id, draft.id)
        return self.done(f"Draft sent ({sent.status}).", "console-thread", sent.message.thread_id)


class DraftDiscard(_DraftView):
    """POST ``…/drafts/<draft_id>/discard``: delete an unsent draft."""

    http_method_names = ["post"]

    def post(self, request, identity_id: str, draft_id: str):
        _identity, draft = self.draft()
        try:
            outbound_services.draft_delete(actor=self.ws.actor, draft=draft)
        except AppError as exc:
            return self.failed(exc, "console-drafts")
        return self.done("Draft discarded.", "console-drafts")
