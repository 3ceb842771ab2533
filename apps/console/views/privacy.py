"""Privacy: the workspace's erasure requests with their receipts, its legal holds, its
exports (request one, download it) and its retention policy, through the services and
selectors the API uses (docs/privacy.md).

Permissions as in the API: ``privacy:erase`` for the page and everything on it. Another
workspace's export answers 404 like a missing one.
"""

from __future__ import annotations

from django import forms
from django.http import FileResponse, HttpResponseRedirect
from django.urls import path

from apps.console.views.base import error_message
from apps.console.views.manage_common import ManageView
from apps.identities import selectors as identity_selectors
from apps.privacy import selectors as privacy_selectors
from apps.privacy.services import export as export_services
from apps.privacy.services import retention as retention_services
from pylota.core.errors import AppError

RETENTION_FIELDS = (
    ("delete_messages_after_days", "Delete messages after (days)"),
    ("delete_quarantined_after_days", "Delete quarantined mail after (days)"),
    ("purge_raw_after_days", "Remove raw MIME after (days)"),
)


class ExportForm(forms.Form):
    subject = forms.ChoiceField(
        choices=[
            ("identity", "One identity's mailbox"),
            ("counterparty", "Everything to or from one address"),
            ("tenant", "The whole workspace"),
        ],
        label="Export",
    )
    identity_id = forms.ChoiceField(required=False, label="Identity")
    address = forms.EmailField(required=False, max_length=320, label="Address")

    def __init__(self, *args, identities=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["identity_id"].choices = [("", "—")] + [(i.id, i.name) for i in identities]

    def clean(self):
        data = super().clean()
        if data.get("subject") == "identity" and not data.get("identity_id"):
            self.add_error("identity_id", "Choose the identity to export.")
        if data.get("subject") == "counterparty" and not data.get("address"):
            self.add_error("address", "Give the address whose mail to export.")
        return data


class RetentionForm(forms.Form):
    delete_messages_after_days = forms.IntegerField(
        required=False, min_value=0, max_value=36500, label=RETENTION_FIELDS[0][1]
    )
    delete_quarantined_after_days = forms.IntegerField(
        required=False, min_value=0, max_value=36500, label=RETENTION_FIELDS[1][1]
    )
    purge_raw_after_days = forms.IntegerField(
        required=False,
        min_value=0,
        max_value=36500,
        label=RETENTION_FIELDS[2][1],
        help_text="The parsed text, HTML and attachments stay. Empty keeps for ever.",
    )


def _receipt_lines(receipt: dict | None) -> list[str]:
    if not receipt:
        return []
    lines = [f"{name}: {count}" for name, count in (receipt.get("removed") or {}).items()]
    probes = receipt.get("probes_empty")
    lines.append("probes: all empty" if probes else "probes: not all empty")
    held = (receipt.get("held_back") or {}).get("messages") or 0
    if held:
        lines.append(f"held back by legal holds: {held} messages")
    return lines


class PrivacyView(ManageView):
    template_name = "console/privacy/privacy.html"
    permission = "privacy:erase"
    section = "privacy"

    def identities(self):
        return list(identity_selectors.identity_list(principal=self.ws.principal)[:200])

    def get_context_data(self, export_form=None, retention_form=None, **kwargs):
        context = super().get_context_data(**kwargs)
        principal = self.ws.principal
        policy = privacy_selectors.retention_policy_get(principal=principal, tenant_id=self.ws.id)
        initial = {name: getattr(policy, name, None) for name, _ in RETENTION_FIELDS}
        erasures = privacy_selectors.erasure_list(principal=principal)[:50]
        context.update(
            erasures=[{"erasure": e, "receipt": _receipt_lines(e.receipt)} for e in erasures],
            holds=list(privacy_selectors.hold_list(principal=principal)[:50]),
            exports=list(privacy_selectors.export_list(principal=principal)[:50]),
            export_form=export_form or ExportForm(identities=self.identities()),
            retention_form=retention_form or RetentionForm(initial=initial),
            policy=policy,
        )
        return context


class ExportCreateView(PrivacyView):
    http_method_names = ["get", "post"]
    write_permission = "privacy:erase"

    def get(self, request, *args, **kwargs):
        return HttpResponseRedirect(self.url("console-privacy"))

    def post(self, request):
        form = ExportForm(request.POST, identities=self.identities())
        if form.is_valid():
            data = form.cleaned_data
            try:
                identity = None
                if data["subject"] == "identity":
                    identity = identity_selectors.identity_get(
                        principal=self.ws.principal, identity_id=data["identity_id"]
                    )
                export = export_services.export_create(
                    actor=self.ws.actor,
                    tenant=self.ws.tenant,
                    subject=data["subject"],
                    identity=identity,
                    counterparty=data.get("address") or "",
                )
            except AppError as exc:
                form.add_error(None, error_message(exc))
            else:
                return self.done(
                    f"Export {export.id} requested: it is built in the background.",
                    "console-privacy",
                )
        return self.render_to_response(self.get_context_data(export_form=form), status=422)


class ExportDownloadView(PrivacyView):
    def get(self, request, export_id: str):
        export = privacy_selectors.export_get(principal=self.ws.principal, export_id=export_id)
        if export.state != "ready":
            raise AppError("export_not_found")
        response = FileResponse(
            export_services.export_open(export=export),
            content_type="application/zip",
            as_attachment=True,
            filename=f"{export.id}.zip",
        )
        response["Cache-Control"] = "private, no-store"
        return response


class RetentionUpdateView(PrivacyView):
    http_method_names = ["get", "post"]
    write_permission = "privacy:erase"

    def get(self, request, *args, **kwargs):
        return HttpResponseRedirect(self.url("console-privacy"))

    def post(self, request):
        form = RetentionForm(request.POST)
        if form.is_valid():
            retention_services.retention_policy_set(
                actor=self.ws.actor, tenant=self.ws.tenant, **form.cleaned_data
            )
            return self.done("Retention policy saved.", "console-privacy")
        return self.render_to_response(self.get_context_data(retention_form=form), status=422)


urlpatterns = [
    path("privacy", PrivacyView.as_view(), name="console-privacy"),
    path("privacy/exports", ExportCreateView.as_view(), name="console-privacy-export-add"),
    path(
        "privacy/exports/<str:export_id>/download",
        ExportDownloadView.as_view(),
        name="console-privacy-export-download",
    ),
    path("privacy/retention", RetentionUpdateView.as_view(), name="console-privacy-retention"),
]
