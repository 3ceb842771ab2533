"""Suppressions (addresses the workspace no longer sends to) and the allow and block lists
(inbound and outbound, by address or domain), through the services the API uses.

Permissions as in the API: suppressions need messages:read to see and messages:send to
change; list entries identities:read and identities:write.
"""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpResponseRedirect
from django.urls import path, reverse

from apps.console.views.base import error_message
from apps.console.views.manage_common import ManageView, paginate
from apps.console.views.manage_forms import (
    DIRECTIONS,
    KINDS,
    ListEntryForm,
    ListFilterForm,
    SuppressionForm,
)
from apps.identities import selectors as identity_selectors
from apps.lists import selectors as list_selectors
from apps.lists import services as list_services
from apps.outbound import selectors as outbound_selectors
from apps.outbound import services as outbound_services
from pylota.core.errors import AppError
from pylota.core.ids import is_valid

_DIRECTIONS = {value for value, _ in DIRECTIONS}
_KINDS = {value for value, _ in KINDS}
_PLURAL = {"address": "addresses", "domain": "domains"}


class ListsView(ManageView):
    """One page: the suppressions, and one list (direction and kind) at a time."""

    template_name = "console/manage/lists.html"
    permission = "identities:read"
    section = "lists"

    def identities(self):
        return list(identity_selectors.identity_list(principal=self.ws.principal)[:200])

    def chosen(self) -> tuple[str, str]:
        filters = ListFilterForm(self.request.GET)
        data = filters.cleaned_data if filters.is_valid() else {}
        return data.get("direction") or "receive", data.get("kind") or "address"

    def get_context_data(self, suppression_form=None, entry_form=None, **kwargs):
        context = super().get_context_data(**kwargs)
        direction, kind = self.chosen()
        if self.ws.can("messages:read"):
            suppressions = outbound_selectors.suppression_list(
                principal=self.ws.principal, tenant_id=self.ws.id
            )
            # Two pagers on one page: the suppressions page with ?sup_after=.
            after = self.request.GET.get("sup_after", "")
            context["suppressions"] = _SubPage(self.request, suppressions, "sup", after)
        entries = list_selectors.list_entry_list(
            principal=self.ws.principal, tenant=self.ws.tenant, direction=direction, kind=kind
        )
        context.update(
            direction=direction,
            kind=kind,
            tabs=[
                {
                    "direction": d,
                    "kind": k,
                    "label": f"{d_label.split(' (')[0]} {_PLURAL[k]}",
                    "current": (d, k) == (direction, kind),
                }
                for d, d_label in DIRECTIONS
                for k, k_label in KINDS
            ],
            entries=paginate(self.request, entries, prefix="lst"),
            suppression_form=suppression_form or SuppressionForm(),
            entry_form=entry_form
            or ListEntryForm(
                identities=self.identities(), initial={"direction": direction, "kind": kind}
            ),
        )
        return context


class _SubPage:
    """The suppressions' own pager (``?sup_after=``), beside the list entries' (``?after=``)."""

    def __init__(self, request, queryset, prefix: str, after: str, size: int = 25):
        queryset = queryset.order_by("-pk")
        paged = bool(after) and is_valid(after, prefix)
        if paged:
            queryset = queryset.filter(pk__lt=after)
        rows = list(queryset[: size + 1])
        params = request.GET.copy()
        params.pop("sup_after", None)
        self.first_url = ("?" + params.urlencode()) if paged else None
        self.next_url = None
        if len(rows) > size:
            rows = rows[:size]
            params["sup_after"] = rows[-1].pk
            self.next_url = "?" + params.urlencode()
        self.rows = rows


class _ListsAction(ListsView):
    """A form's target. A GET (a bookmark, a reload after the redirect) goes to the page."""

    http_method_names = ["get", "post"]

    def get(self, request, *args, **kwargs):
        return self.back()

    def back(self, direction: str = "", kind: str = "") -> HttpResponseRedirect:
        url = reverse("console-lists", args=[self.ws.id])
        if direction in _DIRECTIONS and kind in _KINDS:
            url += f"?direction={direction}&kind={kind}"
        return HttpResponseRedirect(url)

    def again(self, **forms):
        return self.render_to_response(self.get_context_data(**forms), status=422)


class SuppressionAddView(_ListsAction):
    permission = "messages:read"
    write_permission = "messages:send"

    def post(self, request):
        form = SuppressionForm(request.POST)
        if form.is_valid():
            try:
                row = outbound_services.suppression_create(
                    actor=self.ws.actor,
                    tenant=self.ws.tenant,
                    address=form.cleaned_data["address"],
                    detail=form.cleaned_data["detail"],
                )
            except AppError as exc:
                form.add_error("address", error_message(exc))
            else:
                self.flash(f"{row.address} suppressed: nothing is sent to it any more.")
                return self.back()
        return self.again(suppression_form=form)

    def flash(self, message: str) -> None:
        messages.success(self.request, message)


class SuppressionRemoveView(SuppressionAddView):
    def post(self, request, suppression_id: str):
        row = outbound_selectors.suppression_get(
            principal=self.ws.principal, suppression=suppression_id, tenant_id=self.ws.id
        )
        outbound_services.suppression_delete(actor=self.ws.actor, suppression=row)
        self.flash(f"{row.address} is no longer suppressed.")
        return self.back()


class ListEntryAddView(_ListsAction):
    write_permission = "identities:write"

    def post(self, request):
        form = ListEntryForm(request.POST, identities=self.identities())
        if form.is_valid():
            data = form.cleaned_data
            try:
                identity = None
                if data["identity_id"]:
                    identity = identity_selectors.identity_get(
                        principal=self.ws.principal, identity_id=data["identity_id"]
                    )
                entry = list_services.list_entry_create(
                    actor=self.ws.actor,
                    tenant=self.ws.tenant,
                    direction=data["direction"],
                    kind=data["kind"],
                    action=data["action"],
                    value=data["value"],
                    identity=identity,
                    note=data["note"],
                )
            except AppError as exc:
                form.add_error("value", error_message(exc))
            else:
                messages.success(request, f"{entry.action.title()} entry {entry.value} added.")
                return self.back(entry.direction, entry.kind)
        return self.again(entry_form=form)


class ListEntryRemoveView(_ListsAction):
    write_permission = "identities:write"

    def post(self, request, direction: str, kind: str, entry_id: str):
        entry = list_selectors.list_entry_get(
            principal=self.ws.principal,
            tenant=self.ws.tenant,
            direction=direction,
            kind=kind,
            entry=entry_id,
        )
        list_services.list_entry_delete(actor=self.ws.actor, entry=entry)
        messages.success(request, f"Entry {entry.value} removed.")
        return self.back(direction, kind)


urlpatterns = [
    path("lists", ListsView.as_view(), name="console-lists"),
    path("lists/suppressions", SuppressionAddView.as_view(), name="console-suppression-add"),
    path(
        "lists/suppressions/<str:suppression_id>/remove",
        SuppressionRemoveView.as_view(),
        name="console-suppression-remove",
    ),
    path("lists/entries", ListEntryAddView.as_view(), name="console-list-entry-add"),
    path(
        "lists/<str:direction>/<str:kind>/<str:entry_id>/remove",
        ListEntryRemoveView.as_view(),
        name="console-list-entry-remove",
    ),
]
