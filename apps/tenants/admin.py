"""The operator plane for tenants, partners, API keys and their history.

Operators are Django staff users; every write an admin action makes goes through
``apps.tenants.services`` with ``Actor(user="admin:<username>")``, so it leaves an audit row
exactly as the API would.

Decisions:

- Tenants and partners are read-only in their change forms; they change only through
  actions (suspend, resume and, for partners, the soft delete). ``tenant_update`` and
  ``partner_update`` authorize against an API key's ``Principal``, and the admin has none;
  inventing a platform principal for a staff login would hand it an API key's authority
  through the back door. Until those services accept an operator (``principal=None``, as
  ``api_key_create`` does), the admin does not edit names, policies or ceilings: operators
  use the API with a platform key.
  They are created through the API or ``manage.py bootstrap`` and never hard-deleted here
  (a hard delete would cascade to keys and skip the audit log).
- API keys cannot be added here: the secret exists only in ``api_key_create``'s return
  value and the admin has nowhere to show it once. Only the name is editable; there is no
  ``api_key_update`` service yet, so ``save_model`` saves the name and records the audit
  row itself, in one transaction. Keys are revoked, never deleted.
- Audit events, idempotency records and signing keys are history or sealed secrets: they
  are listed and viewed, never added, changed or deleted by hand. A signing key's
  ``material`` and an API key's ``secret_digest`` are never rendered.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db import transaction
from django.db.models import Count, Q, QuerySet
from django.forms import ModelForm
from django.http import HttpRequest
from django.template.response import TemplateResponse
from django.utils import timezone

from apps.tenants import services
from apps.tenants.models import (
    ApiKey,
    AuditEvent,
    IdempotencyRecord,
    Partner,
    SigningKey,
    Status,
    Tenant,
    TenantTrustPolicy,
)
from pylota.admin import ReadOnlyAdmin, act_on_each, admin_actor

admin.site.site_header = "Pylota Mail operations"
admin.site.site_title = "Pylota Mail operations"
admin.site.index_title = "Operations"


# --- Partners ---------------------------------------------------------------------------


@admin.register(Partner)
class PartnerAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "name",
        "status",
        "tenant_count",
        "max_tenants",
        "created_at",
        "deleted_at",
    )
    list_filter = ("status", ("deleted_at", admin.EmptyFieldListFilter))
    search_fields = ("id", "name")
    date_hierarchy = "created_at"
    readonly_fields = (
        "id",
        "name",
        "status",
        "max_tenants",
        "policy_ceilings",
        "metadata",
        "created_at",
        "updated_at",
        "deleted_at",
    )
    fields = readonly_fields
    actions = ("suspend_partners", "resume_partners", "soft_delete_partners")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Partner]:
        return super().get_queryset(request).annotate(_tenant_count=Count("tenants"))

    @admin.display(description="tenants", ordering="_tenant_count")
    def tenant_count(self, partner: Partner) -> int:
        return partner._tenant_count

    def _set_status(self, request: HttpRequest, queryset: QuerySet[Partner], status: str) -> int:
        actor = admin_actor(request)
        return act_on_each(
            self,
            request,
            queryset,
            "suspended" if status == Status.SUSPENDED else "resumed",
            lambda partner: services.partner_set_status(
                actor=actor, partner=partner, status=status
            ),
            skip=lambda partner: f"already {status}" if partner.status == status else None,
        )

    @admin.action(description="Suspend selected partners", permissions=["service"])
    def suspend_partners(self, request: HttpRequest, queryset: QuerySet[Partner]) -> None:
        self._set_status(request, queryset, Status.SUSPENDED)

    @admin.action(description="Resume selected partners", permissions=["service"])
    def resume_partners(self, request: HttpRequest, queryset: QuerySet[Partner]) -> None:
        self._set_status(request, queryset, Status.ACTIVE)

    @admin.action(
        description="Delete selected partners (soft: keeps the row, revokes its keys)",
        permissions=["service"],
    )
    def soft_delete_partners(self, request: HttpRequest, queryset: QuerySet[Partner]) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            "deleted",
            lambda partner: services.partner_delete(actor=actor, partner=partner),
            skip=lambda partner: "already deleted" if partner.deleted_at is not None else None,
        )


# --- Tenants ----------------------------------------------------------------------------


@admin.register(Tenant)
class TenantAdmin(ReadOnlyAdmin):
    list_display = ("id", "name", "partner", "status", "suspended_by", "created_at")
    list_filter = ("status", "suspended_by", ("partner", admin.EmptyFieldListFilter))
    search_fields = ("id", "name", "partner__id", "partner__name")
    date_hierarchy = "created_at"
    list_select_related = ("partner",)
    readonly_fields = (
        "id",
        "name",
        "partner",
        "status",
        "suspended_by",
        "policy",
        "metadata",
        "created_at",
        "updated_at",
    )
    fields = readonly_fields
    actions = ("suspend_tenants", "resume_tenants")

    @admin.action(description="Suspend selected tenants (platform)", permissions=["service"])
    def suspend_tenants(self, request: HttpRequest, queryset: QuerySet[Tenant]) -> None:
        actor = admin_actor(request)
        # A partner's suspension is raised to a platform one: the partner can no longer lift it.
        act_on_each(
            self,
            request,
            queryset,
            "suspended",
            lambda tenant: services.tenant_set_status(
                actor=actor, tenant=tenant, status=Status.SUSPENDED, by="platform"
            ),
            skip=lambda tenant: (
                "already suspended by the platform"
                if tenant.is_suspended and tenant.suspended_by == Tenant.SuspendedBy.PLATFORM
                else None
            ),
        )

    @admin.action(description="Resume selected tenants", permissions=["service"])
    def resume_tenants(self, request: HttpRequest, queryset: QuerySet[Tenant]) -> None:
        actor = admin_actor(request)
        act_on_each(
            self,
            request,
            queryset,
            "resumed",
            lambda tenant: services.tenant_set_status(
                actor=actor, tenant=tenant, status=Status.ACTIVE, by="platform"
            ),
            skip=lambda tenant: None if tenant.is_suspended else "already active",
        )


# --- API keys ---------------------------------------------------------------------------


class ApiKeyStateFilter(admin.SimpleListFilter):
    title = "state"
    parameter_name = "state"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple]:
        return [("active", "active"), ("expired", "expired"), ("revoked", "revoked")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[ApiKey]) -> QuerySet[ApiKey]:
        now = timezone.now()
        expired = Q(expires_at__isnull=False, expires_at__lte=now)
        match self.value():
            case "revoked":
                return queryset.filter(revoked_at__isnull=False)
            case "expired":
                return queryset.filter(expired, revoked_at__isnull=True)
            case "active":
                return queryset.filter(revoked_at__isnull=True).exclude(expired)
        return queryset


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    list_display = (
        "id",
        "name",
        "level",
        "prefix",
        "tenant",
        "partner",
        "identity_id",
        "state",
        "expires_at",
        "last_used_at",
        "created_at",
    )
    list_filter = ("level", ApiKeyStateFilter)
    search_fields = (
        "id",
        "name",
        "prefix",
        "identity_id",
        "tenant__id",
        "tenant__name",
        "partner__id",
        "partner__name",
    )
    date_hierarchy = "created_at"
    list_select_related = ("tenant", "partner")
    # An explicit allow-list: secret_digest is never part of the form nor of the page.
    readonly_fields = (
        "id",
        "level",
        "prefix",
        "tenant",
        "partner",
        "identity_id",
        "permissions",
        "state",
        "expires_at",
        "revoked_at",
        "rotated_from",
        "created_by_key_id",
        "last_used_at",
        "created_at",
    )
    fields = ("name", *readonly_fields)
    actions = ("revoke_keys",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[ApiKey]:
        return super().get_queryset(request).defer("secret_digest")

    @admin.display(description="state")
    def state(self, api_key: ApiKey) -> str:
        return api_key.state()

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def changelist_view(
        self, request: HttpRequest, extra_context: dict[str, Any] | None = None
    ) -> TemplateResponse:
        extra_context = {
            "subtitle": (
                "Keys are created with POST /v1/keys using a platform or partner key, or by "
                "`manage.py bootstrap` for the demo tenant: the secret is shown once, there."
            ),
            **(extra_context or {}),
        }
        return super().changelist_view(request, extra_context)

    def save_model(self, request: HttpRequest, obj: ApiKey, form: ModelForm, change: bool) -> None:
        if not change or "name" not in form.changed_data:
            return
        with transaction.atomic():
            obj.save(update_fields=["name"])
            services.auth_changed()
            services.audit_record(
                actor=admin_actor(request),
                type="key.updated",
                target=obj,
                tenant_id=obj.tenant_id or "",
                partner_id=obj.partner_id or (obj.tenant.partner_id if obj.tenant else "") or "",
                data={"fields": ["name"]},
            )

    @admin.action(description="Revoke selected keys", permissions=["change"])
    def revoke_keys(self, request: HttpRequest, queryset: QuerySet[ApiKey]) -> None:
        actor = admin_actor(request)
        # A key revoked by someone else since the page was drawn is refused by the service.
        act_on_each(
            self,
            request,
            queryset,
            "revoked",
            lambda api_key: services.api_key_revoke(actor=actor, api_key=api_key),
            skip=lambda api_key: "already revoked" if api_key.revoked_at is not None else None,
        )


# --- History and secrets ----------------------------------------------------------------


@admin.register(AuditEvent)
class AuditEventAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "created_at",
        "type",
        "target_type",
        "target_id",
        "actor",
        "tenant_id",
        "partner_id",
        "request_id",
    )
    list_filter = ("type", "target_type")
    search_fields = (
        "id",
        "type",
        "target_id",
        "tenant_id",
        "partner_id",
        "actor_key_id",
        "actor_user",
        "request_id",
    )
    date_hierarchy = "created_at"
    readonly_fields = (
        "id",
        "created_at",
        "type",
        "target_type",
        "target_id",
        "actor_key_id",
        "actor_user",
        "tenant_id",
        "partner_id",
        "request_id",
        "data",
    )
    fields = readonly_fields

    @admin.display(description="actor")
    def actor(self, event: AuditEvent) -> str:
        return event.actor_user or event.actor_key_id


@admin.register(IdempotencyRecord)
class IdempotencyRecordAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "api_key_id",
        "key",
        "method",
        "path",
        "state",
        "response_status",
        "created_at",
    )
    list_filter = ("state", "method")
    search_fields = ("api_key_id", "key", "path")
    date_hierarchy = "created_at"
    # One-time secrets are stripped from response_body before it is stored (pylota.api.idempotency).
    readonly_fields = (
        "id",
        "api_key_id",
        "key",
        "method",
        "path",
        "request_digest",
        "state",
        "response_status",
        "response_body",
        "created_at",
    )
    fields = readonly_fields


@admin.register(SigningKey)
class SigningKeyAdmin(ReadOnlyAdmin):
    list_display = ("purpose", "kid", "active", "created_at")
    list_filter = ("purpose", "active")
    search_fields = ("id", "purpose", "kid")
    date_hierarchy = "created_at"
    # An allow-list, so the sealed material never reaches a form, a page or an export.
    readonly_fields = ("id", "purpose", "kid", "active", "created_at")
    fields = readonly_fields

    def get_queryset(self, request: HttpRequest) -> QuerySet[SigningKey]:
        return super().get_queryset(request).defer("material")


@admin.register(TenantTrustPolicy)
class TenantTrustPolicyAdmin(admin.ModelAdmin):
    list_display = (
        "tenant",
        "quarantine_release_by_api_keys",
        "dns_temperror_action",
        "updated_at",
    )
    search_fields = ("tenant__id", "tenant__name")
    fields = ("tenant", "quarantine_release_by_api_keys", "dns_temperror_action")
    autocomplete_fields = ()
    raw_id_fields = ("tenant",)

    def get_readonly_fields(self, request, obj=None):
        return ("tenant",) if obj else ()

    def save_model(self, request, obj: TenantTrustPolicy, form, change) -> None:
        # Through the service, so the change is audited like the API's.
        services.trust_policy_update(
            actor=admin_actor(request),
            principal=None,
            tenant=obj.tenant,
            quarantine_release_by_api_keys=obj.quarantine_release_by_api_keys,
            dns_temperror_action=obj.dns_temperror_action,
        )
