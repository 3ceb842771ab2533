"""Answer serializers work their model fields out once per class (pylota.api.fields.ModelOut,
ADR 0024) and answer exactly what DRF's own ModelSerializer answers."""

from __future__ import annotations

from rest_framework import serializers

from apps.tenants.api.serializers import ApiKeyOut, TenantOut


def test_the_model_fields_are_worked_out_once_per_class(world, monkeypatch):
    calls = []
    original = serializers.ModelSerializer.get_fields

    def counting(self):
        calls.append(type(self).__name__)
        return original(self)

    monkeypatch.setattr(serializers.ModelSerializer, "get_fields", counting)

    class Fresh(TenantOut):  # a class of its own: no template yet
        pass

    first, second = Fresh(world.tenant), Fresh(world.tenant)
    assert first.data == second.data
    assert calls == ["Fresh"]
    # Each instance has fields of its own, bound to it.
    assert first.fields["id"] is not second.fields["id"]
    assert first.fields["id"].parent is first


def test_an_answer_is_what_drfs_model_serializer_gives(world):
    class Plain(ApiKeyOut):
        def get_fields(self):  # DRF's own: worked out for every instance
            return serializers.ModelSerializer.get_fields(self)

    for _ in range(2):  # the second one from the class's template
        assert ApiKeyOut(world.tenant_key).data == Plain(world.tenant_key).data
