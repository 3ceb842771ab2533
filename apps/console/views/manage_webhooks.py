"""Webhook endpoints: list, create, edit, delete, rotate the secret, send a test event,
replay a time window, and each endpoint's deliveries with what was sent and answered.
webhooks:read to see, webhooks:write to change.

The signing secret exists in clear only in what ``webhook_create`` and
``webhook_rotate_secret`` return: the page right after shows it once (manage_common).
"""

from __future__ import annotations

import json

from django.urls import path

from apps.console.views.base import error_message
from apps.console.views.manage_common import ManageView, paginate
from apps.console.views.manage_forms import (
    DeliveryFilterForm,
    ReplayForm,
    RotateSecretForm,
    WebhookForm,
)
from apps.identities import selectors as identity_selectors
from apps.webhooks import selectors as webhook_selectors
from apps.webhooks import services as webhook_services
from apps.webhooks.services import payload
from pylota.core.errors import AppError

BODY_EXCERPT = 2048  # characters of the request body shown per delivery


class WebhookMixin:
    permission = "webhooks:read"
    write_permission = "webhooks:write"
    section = "webhooks"
    detail_template = "console/manage/webhook.html"

    def endpoint(self, webhook_id: str):
        return webhook_selectors.webhook_get(principal=self.ws.principal, webhook_id=webhook_id)

    def identities(self):
        return list(identity_selectors.identity_list(principal=self.ws.principal)[:200])

    def detail_context(self, endpoint, **forms) -> dict:
        names = {i.id: i.name for i in self.identities()}
        return {
            "endpoint": endpoint,
            "secret": self.once_secret(endpoint.id),
            "identity_names": [names.get(i, i) for i in endpoint.identity_ids],
            "edit_form": forms.get("edit_form")
            or WebhookForm(
                identities=self.identities(),
                initial={
                    "url": endpoint.url,
                    "event_types": endpoint.event_types,
                    "identity_ids": endpoint.identity_ids,
                    "description": endpoint.description,
                    "enabled": endpoint.enabled,
                },
            ),
            "rotate_form": forms.get("rotate_form") or RotateSecretForm(),
            "replay_form": forms.get("replay_form") or ReplayForm(),
            "recent": list(
                webhook_selectors.delivery_list(
                    principal=self.ws.principal, webhook_id=endpoint.id
                )[:5]
            ),
        }

    def render_detail(self, endpoint, **forms):
        self.template_name = self.detail_template
        context = self.get_context_data()
        context.update(self.detail_context(endpoint, **forms))
        return self.render_to_response(context, status=422)


class WebhookListView(WebhookMixin, ManageView):
    template_name = "console/manage/webhooks.html"

    def get_context_data(self, form=None, **kwargs):
        context = super().get_context_data(**kwargs)
        endpoints = webhook_selectors.webhook_list(principal=self.ws.principal)
        context.update(
            page=paginate(self.request, endpoints, prefix="whk"),
            form=form or WebhookForm(identities=self.identities()),
        )
        return context

    def post(self, request):
        form = WebhookForm(request.POST, identities=self.identities())
        if form.is_valid():
            data = form.cleaned_data
            try:
                endpoint, secret = webhook_services.webhook_create(
                    actor=self.ws.actor,
                    tenant=self.ws.tenant,
                    url=data["url"],
                    event_types=data["event_types"],
                    identity_ids=data.get("identity_ids", []),
                    description=data["description"],
                    enabled=data["enabled"],
                )
            except AppError as exc:
                form.add_error(
                    "url" if exc.code == "webhook_url_forbidden" else None, error_message(exc)
                )
            else:
                self.hold_secret(endpoint.id, secret)
                return self.done("Webhook endpoint created.", "console-webhook", endpoint.id)
        return self.render_to_response(self.get_context_data(form=form), status=422)


class WebhookDetailView(WebhookMixin, ManageView):
    template_name = WebhookMixin.detail_template

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        if "webhook_id" in kwargs:
            context.update(self.detail_context(self.endpoint(kwargs["webhook_id"])))
        return context

    def post(self, request, webhook_id: str):
        """Edit the URL, filters, description or enabled state."""
        endpoint = self.endpoint(webhook_id)
        form = WebhookForm(request.POST, identities=self.identities())
        if form.is_valid():
            changes = dict(form.cleaned_data)
            changes.setdefault("identity_ids", [])
            try:
                webhook_services.webhook_update(actor=self.ws.actor, endpoint=endpoint, **changes)
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                return self.done("Webhook endpoint saved.", "console-webhook", endpoint.id)
        return self.render_detail(endpoint, edit_form=form)


class WebhookRotateView(WebhookMixin, ManageView):
    http_method_names = ["post"]

    def post(self, request, webhook_id: str):
        endpoint = self.endpoint(webhook_id)
        form = RotateSecretForm(request.POST)
        if not form.is_valid():
            return self.render_detail(endpoint, rotate_form=form)
        try:
            endpoint, secret = webhook_services.webhook_rotate_secret(
                actor=self.ws.actor,
                endpoint=endpoint,
                overlap_hours=form.cleaned_data["overlap_hours"],
            )
        except AppError as exc:
            return self.failed(exc, "console-webhook", endpoint.id)
        self.hold_secret(endpoint.id, secret)
        return self.done("Signing secret rotated.", "console-webhook", endpoint.id)


class WebhookTestView(WebhookMixin, ManageView):
    http_method_names = ["post"]

    def post(self, request, webhook_id: str):
        endpoint = self.endpoint(webhook_id)
        try:
            delivery = webhook_services.webhook_send_test(actor=self.ws.actor, endpoint=endpoint)
        except AppError as exc:
            return self.failed(exc, "console-webhook", endpoint.id)
        return self.done(
            f"Test event {delivery.event_id} queued (delivery {delivery.pk}).",
            "console-webhook-deliveries",
            endpoint.id,
        )


class WebhookReplayView(WebhookMixin, ManageView):
    http_method_names = ["post"]

    def post(self, request, webhook_id: str):
        endpoint = self.endpoint(webhook_id)
        form = ReplayForm(request.POST)
        if form.is_valid():
            try:
                result = webhook_services.webhook_replay(
                    actor=self.ws.actor,
                    endpoint=endpoint,
                    since=form.cleaned_data["since"],
                    until=form.cleaned_data["until"],
                )
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                skipped = len(result["skipped"])
                note = f"; {skipped} skipped (already pending)" if skipped else ""
                return self.done(
                    f"{result['replayed']} events queued again{note}.",
                    "console-webhook-deliveries",
                    endpoint.id,
                )
        return self.render_detail(endpoint, replay_form=form)


class WebhookDeleteView(WebhookMixin, ManageView):
    """GET asks for confirmation; POST deletes."""

    permission = "webhooks:write"
    template_name = "console/manage/webhook_delete.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["endpoint"] = self.endpoint(kwargs["webhook_id"])
        return context

    def post(self, request, webhook_id: str):
        endpoint = self.endpoint(webhook_id)
        webhook_services.webhook_delete(actor=self.ws.actor, endpoint=endpoint)
        return self.done("Webhook endpoint deleted.", "console-webhooks")


def _request_of(delivery, endpoint) -> dict:
    """What the delivery POSTs: the event's signed body, and the headers we can name.

    The signature is computed at each attempt and never stored; the timestamp header is
    the last attempt's start.
    """
    # The signed body is compact JSON; indented here for reading, the same content.
    body = json.dumps(payload.envelope(delivery.event), indent=2, ensure_ascii=False)
    headers = [("Content-Type", "application/json"), ("webhook-id", delivery.event_id)]
    if delivery.last_attempt_at:
        headers.append(("webhook-timestamp", str(int(delivery.last_attempt_at.timestamp()))))
    headers.append(("webhook-signature", "v1,… (one per secret in force; not stored)"))
    truncated = len(body) > BODY_EXCERPT
    return {
        "url": endpoint.url,
        "headers": headers,
        "body": body[:BODY_EXCERPT],
        "truncated": truncated,
    }


class WebhookDeliveriesView(WebhookMixin, ManageView):
    template_name = "console/manage/webhook_deliveries.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        endpoint = self.endpoint(kwargs["webhook_id"])
        filters = DeliveryFilterForm(self.request.GET)
        state = filters.cleaned_data.get("state") if filters.is_valid() else None
        deliveries = webhook_selectors.delivery_list(
            principal=self.ws.principal, webhook_id=endpoint.id, state=state or None
        )
        page = paginate(self.request, deliveries, prefix="dlv", size=20)
        for delivery in page.rows:
            delivery.request = _request_of(delivery, endpoint)
        context.update(endpoint=endpoint, filters=filters, page=page)
        return context


_ID = "<str:webhook_id>"

urlpatterns = [
    path("webhooks", WebhookListView.as_view(), name="console-webhooks"),
    path(f"webhooks/{_ID}", WebhookDetailView.as_view(), name="console-webhook"),
    path(f"webhooks/{_ID}/rotate", WebhookRotateView.as_view(), name="console-webhook-rotate"),
    path(f"webhooks/{_ID}/test", WebhookTestView.as_view(), name="console-webhook-test"),
    path(f"webhooks/{_ID}/replay", WebhookReplayView.as_view(), name="console-webhook-replay"),
    path(f"webhooks/{_ID}/delete", WebhookDeleteView.as_view(), name="console-webhook-delete"),
    path(
        f"webhooks/{_ID}/deliveries",
        WebhookDeliveriesView.as_view(),
        name="console-webhook-deliveries",
    ),
]
