"""API keys of the workspace: list, create, rotate, revoke. keys:read / keys:write.

A key made here is a tenant key with at most the permissions the member's role holds
(the form offers no others, and ``api_key_create`` refuses any the principal lacks). Its
secret is shown once, on the page right after.
"""

from __future__ import annotations

from datetime import timedelta

from django.urls import path

from apps.console.views.base import error_message
from apps.console.views.manage_common import ManageView, paginate
from apps.console.views.manage_forms import KeyCreateForm, KeyRotateForm
from apps.identities import selectors as identity_selectors
from apps.tenants import selectors as tenant_selectors
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.permissions import ALLOWED_FOR_LEVEL, Level


class KeyMixin:
    permission = "keys:read"
    write_permission = "keys:write"
    section = "keys"

    def api_key(self, key_id: str):
        api_key = tenant_selectors.api_key_get(principal=self.ws.principal, key_id=key_id)
        if api_key.tenant_id != self.ws.id:
            raise AppError("key_not_found")
        return api_key

    def identities(self):
        return list(identity_selectors.identity_list(principal=self.ws.principal)[:200])

    def grantable(self) -> list[str]:
        """The permissions a key made by this member may hold: the tenant level's that the
        member's role holds (never the console's own, members:manage and the like)."""
        return sorted(ALLOWED_FOR_LEVEL[Level.TENANT] & self.ws.principal.permissions)

    def key_form(self, data=None) -> KeyCreateForm:
        return KeyCreateForm(
            data,
            permissions=self.grantable(),
            identities=self.identities(),
            initial={"permissions": [p for p in self.grantable() if p != "quarantine:read"]},
        )


class KeyListView(KeyMixin, ManageView):
    template_name = "console/manage/keys.html"

    def get_context_data(self, form=None, **kwargs):
        context = super().get_context_data(**kwargs)
        keys = tenant_selectors.api_key_list(principal=self.ws.principal).filter(
            tenant_id=self.ws.id
        )
        page = paginate(self.request, keys, prefix="key")
        names = {i.id: i.name for i in self.identities()}
        for key in page.rows:
            key.identity_name = names.get(key.identity_id, key.identity_id)
        context.update(page=page, form=form or self.key_form())
        return context

    def post(self, request):
        form = self.key_form(request.POST)
        if form.is_valid():
            data = form.cleaned_data
            try:
                identity_id = data["identity_id"]
                if identity_id:
                    identity_selectors.identity_get(
                        principal=self.ws.principal, identity_id=identity_id
                    )
                api_key, secret = tenant_services.api_key_issue(
                    actor=self.ws.actor,
                    principal=self.ws.principal,
                    level=Level.TENANT,
                    name=data["name"],
                    tenant_id=self.ws.id,
                    identity_id=identity_id,
                    permissions=data["permissions"],
                    expires_at=data["expires_at"],
                )
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                self.hold_secret(api_key.id, secret)
                return self.done(f"API key {api_key.name} created.", "console-key", api_key.id)
        return self.render_to_response(self.get_context_data(form=form), status=422)


class KeyDetailView(KeyMixin, ManageView):
    template_name = "console/manage/key.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        api_key = self.api_key(kwargs["key_id"])
        identity = None
        if api_key.identity_id:
            identity = (
                identity_selectors.identity_list(principal=self.ws.principal)
                .filter(pk=api_key.identity_id)
                .first()
            )
        context.update(
            key=api_key,
            identity=identity,
            secret=self.once_secret(api_key.id),
            rotate_form=kwargs.get("rotate_form") or KeyRotateForm(),
        )
        return context


class KeyRotateView(KeyDetailView):
    http_method_names = ["post"]

    def post(self, request, key_id: str):
        api_key = self.api_key(key_id)
        form = KeyRotateForm(request.POST)
        if not form.is_valid():
            context = self.get_context_data(key_id=key_id, rotate_form=form)
            return self.render_to_response(context, status=422)
        hours = form.cleaned_data["overlap_hours"]
        try:
            new_key, secret = tenant_services.api_key_rotate(
                actor=self.ws.actor,
                principal=self.ws.principal,
                api_key=api_key,
                overlap_seconds=None
                if hours is None
                else int(timedelta(hours=hours).total_seconds()),
            )
        except AppError as exc:
            return self.failed(exc, "console-key", api_key.id)
        self.hold_secret(new_key.id, secret)
        return self.done(
            f"Key rotated: the old key {api_key.prefix}… keeps working for the overlap, "
            "then expires.",
            "console-key",
            new_key.id,
        )


class KeyRevokeView(KeyMixin, ManageView):
    http_method_names = ["post"]

    def post(self, request, key_id: str):
        api_key = self.api_key(key_id)
        try:
            tenant_services.api_key_revoke(actor=self.ws.actor, api_key=api_key)
        except AppError as exc:
            return self.failed(exc, "console-key", api_key.id)
        return self.done(
            f"API key {api_key.name or api_key.prefix} revoked.", "console-key", api_key.id
        )


_ID = "<str:key_id>"

urlpatterns = [
    path("keys", KeyListView.as_view(), name="console-keys"),
    path(f"keys/{_ID}", KeyDetailView.as_view(), name="console-key"),
    path(f"keys/{_ID}/rotate", KeyRotateView.as_view(), name="console-key-rotate"),
    path(f"keys/{_ID}/revoke", KeyRevokeView.as_view(), name="console-key-revoke"),
]
