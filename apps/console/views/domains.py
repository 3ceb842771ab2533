"""Custom domains: list and claim one (with the ownership TXT to publish), a domain's page
(each record as expected and as found, copyable, also as a BIND fragment; verify and probe;
its addresses, their promote/retire/roll back; the catch-all; the fallback while failing).

Reads and writes go through the domains and identities apps' selectors and services, with
the member's principal: another workspace's domain answers 404 like a missing one.
``domains:write`` to see and change (the API's own rule: a domain's records are the
workspace's machinery), ``identities:write`` as well to change its addresses.
"""

from __future__ import annotations

from django import forms
from django.urls import path

from apps.console.views.base import error_message
from apps.console.views.manage_common import ManageView, paginate
from apps.domains import selectors as domain_selectors
from apps.domains import services as domain_services
from apps.domains.services import addresses as domain_addresses
from apps.domains.services.fallback import domain_fallback_summary
from apps.identities import selectors as identity_selectors
from apps.identities import services as identity_services
from pylota.core.domains.records import Record, zone_fragment
from pylota.core.errors import AppError

METHODS = [
    ("dns_records", "DNS records: you publish them at your DNS host"),
    ("cloudflare_zone", "Cloudflare: we publish them through a Cloudflare API token"),
    ("ses", "Amazon SES: sending through your SES account"),
    ("send_only", "Send only: no MX change, only what sending needs"),
]


class DomainCreateForm(forms.Form):
    name = forms.CharField(
        max_length=253,
        label="Domain",
        help_text="Such as example.com. You prove you own it with a TXT record first.",
    )
    method = forms.ChoiceField(choices=METHODS, initial="dns_records", label="Method")


class DomainAddressForm(forms.Form):
    identity_id = forms.ChoiceField(label="Identity")
    local_part = forms.CharField(
        max_length=64,
        required=False,
        label="Local part (optional)",
        help_text="The part before the @, such as support; generated when empty.",
    )
    primary = forms.BooleanField(required=False, label="Make it the identity's primary address")

    def __init__(self, *args, identities=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["identity_id"].choices = [(i.id, i.name) for i in identities]


class CatchAllForm(forms.Form):
    identity_id = forms.ChoiceField(
        label="Catch-all identity",
        required=False,
        help_text="Receives mail for unknown addresses of the domain. Off by default.",
    )

    def __init__(self, *args, identities=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["identity_id"].choices = [("", "Off: refuse unknown addresses")] + [
            (i.id, i.name) for i in identities
        ]


def _bind_records(rows) -> list[Record]:
    """The stored records as the pure Record the BIND fragment is written from."""
    out = []
    for row in rows:
        priority, value = None, row.expected
        if row.type == "MX" and " " in row.expected:
            first, value = row.expected.split(" ", 1)
            priority = int(first) if first.isdigit() else None
        out.append(
            Record(
                kind=row.kind,
                name=row.name,
                type=row.type,
                value=value,
                priority=priority,
                required=row.required,
            )
        )
    return out


class DomainMixin:
    permission = "domains:write"
    write_permission = "domains:write"
    section = "domains"
    detail_template = "console/domains/domain.html"

    def domain(self, domain_id: str):
        return domain_selectors.domain_get(principal=self.ws.principal, domain_id=domain_id)

    def identities(self):
        return list(identity_selectors.identity_list(principal=self.ws.principal).order_by("name"))

    def detail_context(self, domain, **forms_) -> dict:
        records = domain_selectors.domain_records(domain=domain)
        identities = self.identities()
        addresses = identity_selectors.address_list_on_domain(
            principal=self.ws.principal, domain=domain.name
        )
        ownership = next((r for r in records if r.kind == "ownership"), None)
        return {
            "domain": domain,
            "ownership": ownership,
            "records": [r for r in records if r.kind != "ownership"],
            "bind": zone_fragment(_bind_records(records), domain=domain.name),
            "addresses": addresses,
            "checks": domain_selectors.domain_checks(domain=domain, limit=5),
            "fallback": domain_fallback_summary(domain=domain),
            "address_form": forms_.get("address_form") or DomainAddressForm(identities=identities),
            "catch_all_form": forms_.get("catch_all_form")
            or CatchAllForm(
                identities=identities,
                initial={"identity_id": domain.catch_all_identity_id or ""},
            ),
        }

    def render_detail(self, domain, **forms_):
        self.template_name = self.detail_template
        context = self.get_context_data()
        context.update(self.detail_context(domain, **forms_))
        return self.render_to_response(context, status=422)


class DomainListView(DomainMixin, ManageView):
    template_name = "console/domains/domains.html"

    def get_context_data(self, form=None, **kwargs):
        context = super().get_context_data(**kwargs)
        page = paginate(
            self.request, domain_selectors.domain_list(principal=self.ws.principal), prefix="dom"
        )
        context.update(page=page, form=form or DomainCreateForm())
        return context

    def post(self, request):
        form = DomainCreateForm(request.POST)
        if form.is_valid():
            try:
                domain = domain_services.domain_create(
                    actor=self.ws.actor,
                    principal=self.ws.principal,
                    tenant=self.ws.tenant,
                    name=form.cleaned_data["name"],
                    method=form.cleaned_data["method"],
                )
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                return self.done(
                    f"{domain.name} added: publish the TXT record below to prove you own it.",
                    "console-domain",
                    domain.id,
                )
        return self.render_to_response(self.get_context_data(form=form), status=422)


class DomainDetailView(DomainMixin, ManageView):
    template_name = DomainMixin.detail_template

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        if "domain_id" in kwargs:
            context.update(self.detail_context(self.domain(kwargs["domain_id"])))
        return context


class DomainVerifyView(DomainMixin, ManageView):
    """POST only: look the records up now (the ownership TXT first)."""

    http_method_names = ["post"]
    probe = False

    def post(self, request, domain_id: str):
        domain = self.domain(domain_id)
        try:
            if self.probe:
                check = domain_services.domain_probe(actor=self.ws.actor, domain=domain)
                probe = (check.results or {}).get("probe", {}) if check.results else {}
                detail = probe.get("detail") if isinstance(probe, dict) else ""
                message = "Probe arrived." if check.ok else f"Probe failed: {detail or 'see below'}"
            else:
                domain = domain_services.domain_verify(actor=self.ws.actor, domain=domain)
                message = f"Checked: the domain is {domain.state.replace('_', ' ')}."
        except AppError as exc:
            return self.failed(exc, "console-domain", domain.id)
        return self.done(message, "console-domain", domain.id)


class _Probe(DomainVerifyView):
    probe = True


class DomainAddressView(DomainMixin, ManageView):
    """POST only: an address (or alias) on the domain for one of the workspace's identities."""

    http_method_names = ["post"]
    write_permission = "identities:write"

    def post(self, request, domain_id: str):
        domain = self.domain(domain_id)
        form = DomainAddressForm(request.POST, identities=self.identities())
        if form.is_valid():
            data = form.cleaned_data
            try:
                address = domain_addresses.domain_address_create(
                    actor=self.ws.actor,
                    principal=self.ws.principal,
                    domain=domain,
                    identity_id=data["identity_id"],
                    local_part=data["local_part"] or None,
                    primary=data["primary"],
                )
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                return self.done(f"Address {address.address} added.", "console-domain", domain.id)
        return self.render_detail(domain, address_form=form)


class DomainCatchAllView(DomainMixin, ManageView):
    """POST only: set the catch-all identity, or turn it off."""

    http_method_names = ["post"]

    def post(self, request, domain_id: str):
        domain = self.domain(domain_id)
        form = CatchAllForm(request.POST, identities=self.identities())
        if form.is_valid():
            try:
                domain = domain_addresses.domain_catch_all_set(
                    actor=self.ws.actor,
                    principal=self.ws.principal,
                    domain=domain,
                    identity_id=form.cleaned_data["identity_id"] or None,
                )
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                state = "on" if domain.catch_all_identity_id else "off"
                return self.done(f"Catch-all {state}.", "console-domain", domain.id)
        return self.render_detail(domain, catch_all_form=form)


ADDRESS_ACTIONS = {
    "promote": (identity_services.address_promote, "is now the primary address"),
    "retire": (identity_services.address_retire, "is retired: it receives until {until}"),
    "rollback": (identity_services.address_rollback, "change rolled back"),
}


class DomainAddressActionView(DomainMixin, ManageView):
    """POST only: promote, retire or roll back an address of the domain."""

    http_method_names = ["post"]
    write_permission = "identities:write"

    def post(self, request, domain_id: str, address_id: str, verb: str):
        domain = self.domain(domain_id)
        address = identity_selectors.address_get(principal=self.ws.principal, address_id=address_id)
        if address.domain != domain.name or verb not in ADDRESS_ACTIONS:
            raise AppError("address_not_found")
        service, said = ADDRESS_ACTIONS[verb]
        try:
            address = service(actor=self.ws.actor, address=address)
        except AppError as exc:
            return self.failed(exc, "console-domain", domain.id)
        until = identity_selectors.address_as_data(address)["receives_until"]
        text = said.format(until=f"{until:%Y-%m-%d %H:%M} UTC" if until else "")
        return self.done(f"{address.address} {text}.", "console-domain", domain.id)


_ID = "<str:domain_id>"

urlpatterns = [
    path("domains", DomainListView.as_view(), name="console-domains"),
    path(f"domains/{_ID}", DomainDetailView.as_view(), name="console-domain"),
    path(f"domains/{_ID}/verify", DomainVerifyView.as_view(), name="console-domain-verify"),
    path(f"domains/{_ID}/probe", _Probe.as_view(), name="console-domain-probe"),
    path(f"domains/{_ID}/addresses", DomainAddressView.as_view(), name="console-domain-addresses"),
    path(f"domains/{_ID}/catch-all", DomainCatchAllView.as_view(), name="console-domain-catch-all"),
    path(
        f"domains/{_ID}/addresses/<str:address_id>/<str:verb>",
        DomainAddressActionView.as_view(),
        name="console-domain-address-action",
    ),
]
