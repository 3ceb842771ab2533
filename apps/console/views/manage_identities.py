"""Identities: list, create, a detail page (edit, pause/resume, addresses, send policy) and
deletion behind a confirmation step. identities:read to see, identities:write to change."""

from __future__ import annotations

from django.urls import path

from apps.console.views.base import error_message
from apps.console.views.manage_common import ManageView, paginate
from apps.console.views.manage_forms import (
    AddressForm,
    IdentityCreateForm,
    IdentityEditForm,
    SendPolicyForm,
)
from apps.identities import selectors as identity_selectors
from apps.identities import services as identity_services
from apps.outbound import selectors as outbound_selectors
from apps.outbound import services as outbound_services
from pylota.core.errors import AppError


class IdentityMixin:
    permission = "identities:read"
    write_permission = "identities:write"
    section = "identities"
    detail_template = "console/manage/identity.html"

    def identity(self, identity_id: str):
        return identity_selectors.identity_get(principal=self.ws.principal, identity_id=identity_id)

    def detail_context(self, identity, **forms) -> dict:
        """What the identity's page shows; ``forms`` replaces a form with its errors."""
        policy = outbound_selectors.send_policy_get(identity=identity)
        addresses = identity_selectors.address_list(principal=self.ws.principal, identity=identity)
        return {
            "identity": identity,
            "addresses": addresses.order_by("-is_primary", "status", "-pk"),
            "policy": policy,
            "edit_form": forms.get("edit_form")
            or IdentityEditForm(
                initial={
                    "name": identity.name,
                    "display_name": identity.display_name,
                    "sender_policy": identity.sender_policy,
                }
            ),
            "address_form": forms.get("address_form") or AddressForm(),
            "policy_form": forms.get("policy_form")
            or SendPolicyForm(
                initial={"daily_cap": policy.daily_cap, "allowlist_only": policy.allowlist_only}
            ),
        }

    def render_detail(self, identity, **forms):
        """The identity's page again, with the form that failed and its errors (422)."""
        self.template_name = self.detail_template
        context = self.get_context_data()
        context.update(self.detail_context(identity, **forms))
        return self.render_to_response(context, status=422)


class IdentityListView(IdentityMixin, ManageView):
    template_name = "console/manage/identities.html"

    def get_context_data(self, form=None, **kwargs):
        context = super().get_context_data(**kwargs)
        identities = identity_selectors.identity_list(principal=self.ws.principal)
        page = paginate(self.request, identities.prefetch_related("addresses"), prefix="idn")
        for identity in page.rows:
            identity.primary = next((a for a in identity.addresses.all() if a.is_primary), None)
        context.update(page=page, form=form or IdentityCreateForm())
        return context

    def post(self, request):
        form = IdentityCreateForm(request.POST)
        if form.is_valid():
            data = form.cleaned_data
            try:
                identity = identity_services.identity_create(
                    actor=self.ws.actor,
                    principal=self.ws.principal,
                    tenant=self.ws.tenant,
                    name=data["name"],
                    display_name=data["display_name"],
                    local_part=data["local_part"] or None,
                    sender_policy=data["sender_policy"],
                )
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                return self.done(
                    f"Identity {identity.name} created.", "console-identity", identity.id
                )
        return self.render_to_response(self.get_context_data(form=form), status=422)


class IdentityDetailView(IdentityMixin, ManageView):
    template_name = IdentityMixin.detail_template

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        if "identity_id" in kwargs:
            context.update(self.detail_context(self.identity(kwargs["identity_id"])))
        return context

    def post(self, request, identity_id: str):
        """Edit the name, display name and sender policy."""
        identity = self.identity(identity_id)
        form = IdentityEditForm(request.POST)
        if form.is_valid():
            changes = {
                name: value
                for name, value in form.cleaned_data.items()
                if getattr(identity, name) != value
            }
            if not changes:
                return self.done("Nothing changed.", "console-identity", identity.id)
            try:
                identity_services.identity_update(actor=self.ws.actor, identity=identity, **changes)
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                return self.done("Identity saved.", "console-identity", identity.id)
        return self.render_detail(identity, edit_form=form)


class IdentityPauseView(IdentityMixin, ManageView):
    """POST only: pause (``paused``) or resume the identity's sending."""

    http_method_names = ["post"]
    paused = True

    def post(self, request, identity_id: str):
        identity = self.identity(identity_id)
        try:
            if self.paused:
                identity_services.identity_set_paused(
                    actor=self.ws.actor, identity=identity, paused=True
                )
            else:
                identity_services.identity_resume(
                    actor=self.ws.actor, principal=self.ws.principal, identity=identity
                )
        except AppError as exc:
            return self.failed(exc, "console-identity", identity.id)
        verb = "paused: it still receives, and cannot send" if self.paused else "resumed"
        return self.done(f"Identity {identity.name} {verb}.", "console-identity", identity.id)


class IdentityAddressView(IdentityMixin, ManageView):
    """POST only: add an address to the identity."""

    http_method_names = ["post"]

    def post(self, request, identity_id: str):
        identity = self.identity(identity_id)
        form = AddressForm(request.POST)
        if form.is_valid():
            try:
                address = identity_services.address_create(
                    actor=self.ws.actor,
                    identity=identity,
                    local_part=form.cleaned_data["local_part"] or None,
                )
            except AppError as exc:
                form.add_error("local_part", error_message(exc))
            else:
                return self.done(
                    f"Address {address.address} added.", "console-identity", identity.id
                )
        return self.render_detail(identity, address_form=form)


class IdentitySendPolicyView(IdentityMixin, ManageView):
    """POST only: the identity's own daily cap and allow-list-only rule."""

    http_method_names = ["post"]

    def post(self, request, identity_id: str):
        identity = self.identity(identity_id)
        form = SendPolicyForm(request.POST)
        if form.is_valid():
            try:
                outbound_services.send_policy_update(
                    actor=self.ws.actor, identity=identity, **form.cleaned_data
                )
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                return self.done("Send policy saved.", "console-identity", identity.id)
        return self.render_detail(identity, policy_form=form)


class IdentityDeleteView(IdentityMixin, ManageView):
    """GET asks for confirmation; POST deletes."""

    permission = "identities:write"
    template_name = "console/manage/identity_delete.html"

    def get_context_data(self, identity_id: str, **kwargs):
        context = super().get_context_data(**kwargs)
        context["identity"] = self.identity(identity_id)
        return context

    def post(self, request, identity_id: str):
        identity = self.identity(identity_id)
        if request.POST.get("confirm") != identity.name:
            context = self.get_context_data(identity_id=identity_id)
            context["error"] = "Type the identity's name exactly to delete it."
            return self.render_to_response(context, status=422)
        try:
            identity_services.identity_delete(actor=self.ws.actor, identity=identity)
        except AppError as exc:
            return self.failed(exc, "console-identity", identity.id)
        return self.done(
            f"Identity {identity.name} deleted: its addresses refuse mail from now on.",
            "console-identities",
        )


class _Resume(IdentityPauseView):
    paused = False


_ID = "<str:identity_id>"

urlpatterns = [
    path("identities", IdentityListView.as_view(), name="console-identities"),
    path(f"identities/{_ID}", IdentityDetailView.as_view(), name="console-identity"),
    path(f"identities/{_ID}/pause", IdentityPauseView.as_view(), name="console-identity-pause"),
    path(f"identities/{_ID}/resume", _Resume.as_view(), name="console-identity-resume"),
    path(
        f"identities/{_ID}/addresses",
        IdentityAddressView.as_view(),
        name="console-identity-addresses",
    ),
    path(
        f"identities/{_ID}/send-policy",
        IdentitySendPolicyView.as_view(),
        name="console-identity-send-policy",
    ),
    path(f"identities/{_ID}/delete", IdentityDeleteView.as_view(), name="console-identity-delete"),
]
