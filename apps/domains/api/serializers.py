"""Serializers of the domains API."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.domains.models import Domain, DomainCheck, DomainRecord
from pylota.api.fields import ModelOut
from pylota.core import ids
from pylota.core.domains.records import OWNERSHIP_VALUE_PREFIX


class DomainIn(serializers.Serializer):
    name = serializers.CharField(max_length=300, help_text="The domain, such as example.com.")
    method = serializers.ChoiceField(
        choices=Domain.Method.choices,
        required=False,
        default=Domain.Method.DNS_RECORDS,
        help_text="How the records get published: dns_records (you publish them), "
        "cloudflare_zone, ses, or send_only (no MX change).",
    )
    tenant_id = serializers.CharField(
        required=False, help_text="Partner and platform keys: the tenant the domain is for."
    )


class ProviderSettingsIn(serializers.Serializer):
    """The method's settings, on create and on update."""

    cloudflare_token = serializers.CharField(
        required=False,
        write_only=True,
        max_length=200,
        trim_whitespace=True,
        help_text="cloudflare_zone: an API token scoped to the domain's zone with Zone:Read "
        "and DNS:Edit. Checked with Cloudflare before it is stored (sealed); never shown again.",
    )
    region = serializers.CharField(
        required=False,
        allow_blank=True,
        allow_null=True,
        max_length=32,
        help_text="ses (method or transport): the AWS region of the domain's SES identity and "
        "sending, such as eu-west-1; empty or null: the installation's region.",
    )
    configuration_set = serializers.CharField(
        required=False,
        allow_blank=True,
        allow_null=True,
        max_length=64,
        help_text="ses (method or transport): the SES configuration set the domain's mail "
        "is sent with; empty or null: the installation's.",
    )


class DomainCreateIn(DomainIn, ProviderSettingsIn):
    pass


class IdentityIdOrNull(serializers.CharField):
    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        if not ids.is_valid(value, "idn"):
            raise serializers.ValidationError(f"{value!r} is not an identity ID (idn_…)")
        return value


class DomainPatch(ProviderSettingsIn):
    method = serializers.ChoiceField(choices=Domain.Method.choices, required=False)
    transport = serializers.ChoiceField(
        choices=Domain.Transport.choices,
        required=False,
        help_text="How mail from the domain leaves: platform, smtp_relay or ses.",
    )
    catch_all_identity_id = IdentityIdOrNull(
        required=False,
        allow_null=True,
        help_text="The identity that receives mail for unknown addresses of the domain; "
        "null turns the catch-all off (the default).",
    )


class OwnershipOut(serializers.Serializer):
    name = serializers.CharField()
    type = serializers.CharField()
    value = serializers.CharField()
    verified_at = serializers.DateTimeField(allow_null=True)
    checked_at = serializers.DateTimeField(allow_null=True)


class ProviderOut(serializers.Serializer):
    cloudflare_connected = serializers.BooleanField(
        help_text="A Cloudflare token is stored (it is never shown)."
    )
    cloudflare_zone_id = serializers.CharField(allow_null=True)
    region = serializers.CharField(allow_null=True, help_text="SES region; null: the default.")
    configuration_set = serializers.CharField(allow_null=True)


class DomainOut(ModelOut):
    tenant_id = serializers.CharField()
    catch_all_identity_id = serializers.CharField(allow_null=True)
    ownership = serializers.SerializerMethodField()
    provider = serializers.SerializerMethodField()

    class Meta:
        model = Domain
        fields = [
            "id",
            "tenant_id",
            "name",
            "state",
            "state_cause",
            "state_changed_at",
            "method",
            "transport",
            "catch_all_identity_id",
            "ownership",
            "provider",
            "consecutive_failures",
            "last_checked_at",
            "created_at",
            "updated_at",
        ]

    @extend_schema_field(ProviderOut)
    def get_provider(self, domain: Domain) -> dict:
        config = domain.provider_config or {}
        return ProviderOut(
            {
                "cloudflare_connected": bool(domain.provider_secret),
                "cloudflare_zone_id": config.get("cloudflare_zone_id"),
                "region": config.get("region"),
                "configuration_set": config.get("configuration_set"),
            }
        ).data

    @extend_schema_field(OwnershipOut)
    def get_ownership(self, domain: Domain) -> dict:
        return OwnershipOut(
            {
                "name": f"_pylota-challenge.{domain.name}",
                "type": "TXT",
                "value": f"{OWNERSHIP_VALUE_PREFIX}{domain.challenge_token}",
                "verified_at": domain.ownership_verified_at,
                "checked_at": domain.ownership_checked_at,
            }
        ).data


class RecordOut(ModelOut):
    value = serializers.CharField(source="expected", help_text="What to publish.")
    found = serializers.ListField(child=serializers.CharField(), help_text="What DNS answered.")

    class Meta:
        model = DomainRecord
        fields = [
            "id",
            "kind",
            "name",
            "type",
            "value",
            "required",
            "status",
            "found",
            "detail",
            "checked_at",
        ]


class RecordList(serializers.Serializer):
    data = RecordOut(many=True)
    next_cursor = serializers.CharField(allow_null=True)


class DomainDetail(DomainOut):
    records = serializers.SerializerMethodField()

    class Meta(DomainOut.Meta):
        fields = [*DomainOut.Meta.fields, "records"]

    @extend_schema_field(RecordOut(many=True))
    def get_records(self, domain: Domain) -> list:
        return RecordOut(self.context.get("records", []), many=True).data


class ProbeOut(serializers.Serializer):
    check_id = serializers.CharField(source="id")
    ok = serializers.BooleanField()
    mx_host = serializers.SerializerMethodField()
    reply = serializers.SerializerMethodField()
    inbound_id = serializers.SerializerMethodField()
    detail = serializers.SerializerMethodField()
    created_at = serializers.DateTimeField()

    def _probe(self, check: DomainCheck) -> dict:
        return check.results.get("probe", {})

    def get_mx_host(self, check: DomainCheck) -> str:
        return self._probe(check).get("mx_host", "")

    def get_reply(self, check: DomainCheck) -> str:
        return self._probe(check).get("reply", "")

    def get_inbound_id(self, check: DomainCheck) -> str:
        return self._probe(check).get("inbound_id", "")

    def get_detail(self, check: DomainCheck) -> str:
        return self._probe(check).get("detail", "")
