from __future__ import annotations

from rest_framework import serializers

from apps.tenants.models import ApiKey, AuditEvent, Partner, Tenant
from pylota.api.fields import ModelOut
from pylota.core import policy
from pylota.core.permissions import ALL_PERMISSIONS, Level

_POLICY_HELP = "Policy values by field: " + ", ".join(sorted(policy.FIELDS))


class PolicyField(serializers.DictField):
    child = serializers.IntegerField(min_value=0)

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        unknown = sorted(set(value) - set(policy.FIELDS))
        if unknown:
            raise serializers.ValidationError(f"unknown policy fields: {', '.join(unknown)}")
        return value


class PartnerOut(ModelOut):
    status = serializers.CharField()
    tenant_count = serializers.SerializerMethodField()

    class Meta:
        model = Partner
        fields = [
            "id",
            "name",
            "status",
            "max_tenants",
            "policy_ceilings",
            "metadata",
            "tenant_count",
            "created_at",
            "updated_at",
        ]

    def get_tenant_count(self, partner: Partner) -> int:
        return partner.tenants.count()


class PartnerIn(serializers.Serializer):
    name = serializers.CharField(max_length=200)
    max_tenants = serializers.IntegerField(min_value=0, max_value=1_000_000, default=100)
    policy_ceilings = PolicyField(required=False, help_text=_POLICY_HELP)
    metadata = serializers.DictField(required=False)


class PartnerPatch(PartnerIn):
    name = serializers.CharField(max_length=200, required=False)
    max_tenants = serializers.IntegerField(min_value=0, max_value=1_000_000, required=False)


class TenantOut(ModelOut):
    partner_id = serializers.CharField(allow_null=True)
    suspended_by = serializers.CharField(allow_null=True)
    policy = serializers.SerializerMethodField()
    policy_ceilings = serializers.SerializerMethodField()

    class Meta:
        model = Tenant
        fields = [
            "id",
            "name",
            "partner_id",
            "status",
            "suspended_by",
            "policy",
            "policy_ceilings",
            "metadata",
            "created_at",
            "updated_at",
        ]

    def get_policy(self, tenant: Tenant) -> dict[str, int]:
        return {**policy.defaults(), **tenant.policy}

    def get_policy_ceilings(self, tenant: Tenant) -> dict[str, int]:
        return policy.effective_ceilings(tenant.partner.policy_ceilings if tenant.partner else None)

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["suspended_by"] = data["suspended_by"] or None
        return data


class TenantIn(serializers.Serializer):
    name = serializers.CharField(max_length=200)
    partner_id = serializers.CharField(required=False, help_text="Platform keys only.")
    policy = PolicyField(required=False, help_text=_POLICY_HELP)
    metadata = serializers.DictField(required=False)


class TenantPatch(serializers.Serializer):
    name = serializers.CharField(max_length=200, required=False)
    policy = PolicyField(required=False, help_text=_POLICY_HELP)
    metadata = serializers.DictField(required=False)


class ApiKeyOut(ModelOut):
    tenant_id = serializers.CharField(allow_null=True)
    partner_id = serializers.CharField(allow_null=True)
    identity_id = serializers.CharField(allow_null=True)
    state = serializers.SerializerMethodField()
    rotated_from = serializers.CharField(source="rotated_from_id", allow_null=True)

    class Meta:
        model = ApiKey
        fields = [
            "id",
            "name",
            "level",
            "tenant_id",
            "partner_id",
            "identity_id",
            "prefix",
            "permissions",
            "state",
            "expires_at",
            "revoked_at",
            "rotated_from",
            "last_used_at",
            "created_at",
        ]

    def get_state(self, api_key: ApiKey) -> str:
        return api_key.state()

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["identity_id"] = data["identity_id"] or None
        return data


class ApiKeyCreated(ApiKeyOut):
    secret = serializers.SerializerMethodField(help_text="Shown once. Store it now.")

    class Meta(ApiKeyOut.Meta):
        fields = [*ApiKeyOut.Meta.fields, "secret"]

    def get_secret(self, api_key: ApiKey) -> str:
        return self.context["secret"]


class ApiKeyIn(serializers.Serializer):
    name = serializers.CharField(max_length=200, required=False, default="")
    level = serializers.ChoiceField(choices=[lv.value for lv in Level], default=Level.TENANT)
    tenant_id = serializers.CharField(required=False)
    partner_id = serializers.CharField(required=False)
    identity_id = serializers.RegexField(r"^idn_[0-9A-Z]{26}$", required=False, default="")
    permissions = serializers.ListField(
        child=serializers.ChoiceField(choices=sorted(ALL_PERMISSIONS)),
        required=False,
        help_text="Defaults to every permission the level allows and the caller holds.",
    )
    expires_at = serializers.DateTimeField(required=False, allow_null=True)


class KeyRotateIn(serializers.Serializer):
    overlap_seconds = serializers.IntegerField(min_value=0, max_value=30 * 86400, required=False)


class AuditEventOut(ModelOut):
    class Meta:
        model = AuditEvent
        fields = [
            "id",
            "type",
            "tenant_id",
            "partner_id",
            "actor_key_id",
            "actor_user",
            "target_type",
            "target_id",
            "data",
            "request_id",
            "created_at",
        ]


class MeOut(serializers.Serializer):
    key = ApiKeyOut()
    tenant = TenantOut(allow_null=True)
    partner = PartnerOut(allow_null=True)
    level = serializers.ChoiceField(choices=[lv.value for lv in Level])
    permissions = serializers.ListField(
        child=serializers.CharField(), help_text="What this key may do (docs/api.md)"
    )


class TrustPolicyOut(serializers.Serializer):
    tenant_id = serializers.CharField()
    quarantine_release_by_api_keys = serializers.BooleanField(
        help_text="May API keys with quarantine:release release or delete quarantined mail?"
    )
    injection_threshold = serializers.IntegerField(
        help_text="From the tenant's policy (set by its partner or the platform)"
    )
    dns_temperror_action = serializers.ChoiceField(
        choices=["flag", "hold"],
        help_text="When DNS cannot answer and nothing else proves the sender: deliver with a "
        "dns_temperror flag, or hold it in quarantine",
    )


class TrustPolicyPatch(serializers.Serializer):
    quarantine_release_by_api_keys = serializers.BooleanField(required=False)
    dns_temperror_action = serializers.ChoiceField(
        choices=["flag", "hold"],
        required=False,
        help_text="Going from hold back to flag needs a partner or platform key, or a person",
    )
