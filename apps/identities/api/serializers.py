from __future__ import annotations

from rest_framework import serializers

from apps.identities.models import Identity, address_data, identity_data


class IdentityOut(serializers.Serializer):
    id = serializers.CharField()
    tenant_id = serializers.CharField()
    name = serializers.CharField()
    display_name = serializers.CharField()
    status = serializers.ChoiceField(choices=["active", "paused", "deleted"])
    paused_reason = serializers.CharField(allow_null=True)
    sender_policy = serializers.ChoiceField(choices=Identity.SenderPolicy.choices)
    metadata = serializers.DictField()
    primary_address = serializers.CharField(allow_null=True)
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()

    def to_representation(self, instance):
        data = identity_data(instance)
        primary = next((a for a in instance.addresses.all() if a.is_primary), None)
        data["primary_address"] = primary.address if primary else None
        return super().to_representation(data)


NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$"
NAME_HELP = "Unique within the tenant; letters, digits, space, '.', '_' or '-'."
SENDER_POLICY_HELP = (
    "Who reaches the mailbox unreviewed: open (anyone, subject to the other trust rules), "
    "known_senders (authenticated senders the identity has written to, or allow-listed), "
    "allowlist_only (allow-listed senders only). Others are quarantined."
)


class IdentityIn(serializers.Serializer):
    name = serializers.RegexField(NAME_PATTERN, help_text=NAME_HELP)
    display_name = serializers.CharField(max_length=200, required=False, default="")
    metadata = serializers.DictField(required=False, default=dict)
    local_part = serializers.CharField(
        max_length=64,
        required=False,
        help_text="The primary address's local part; generated from the name when absent.",
    )
    tenant_id = serializers.CharField(required=False, help_text="Platform and partner keys.")
    sender_policy = serializers.ChoiceField(
        choices=Identity.SenderPolicy.choices, required=False, help_text=SENDER_POLICY_HELP
    )


class IdentityPatch(serializers.Serializer):
    name = serializers.RegexField(NAME_PATTERN, help_text=NAME_HELP, required=False)
    display_name = serializers.CharField(max_length=200, required=False)
    metadata = serializers.DictField(required=False)
    sender_policy = serializers.ChoiceField(
        choices=Identity.SenderPolicy.choices, required=False, help_text=SENDER_POLICY_HELP
    )


class AddressOut(serializers.Serializer):
    id = serializers.CharField()
    identity_id = serializers.CharField()
    address = serializers.CharField()
    local_part = serializers.CharField()
    domain = serializers.CharField()
    is_primary = serializers.BooleanField()
    status = serializers.ChoiceField(choices=["active", "retired"])
    created_at = serializers.DateTimeField()
    retired_at = serializers.DateTimeField(allow_null=True)
    receives_until = serializers.DateTimeField(
        allow_null=True,
        help_text="A retired address still receives until then (PM_ADDRESS_RETIRE_GRACE_DAYS "
        "after retirement), then is refused with 550 5.1.1; null while active",
    )
    promoted_at = serializers.DateTimeField(
        allow_null=True, help_text="When it was last promoted to primary (a rollback undoes it)"
    )

    def to_representation(self, instance):
        return super().to_representation(address_data(instance))


class AddressIn(serializers.Serializer):
    local_part = serializers.CharField(max_length=64, required=False)
