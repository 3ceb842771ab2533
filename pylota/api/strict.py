"""JSON bodies get the types the OpenAPI document promises, not what DRF would coerce.

DRF's fields are lenient on purpose (form data arrives as text): ``CharField`` takes ``0``
and makes it ``"0"``, ``BooleanField`` takes ``"yes"`` and ``1``, ``IntegerField`` takes
``"5"``. In a JSON body those are a client's mistakes, so before a serializer runs every
value is checked against its field's JSON type; query parameters (always text) are not.
"""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from pylota.core.errors import AppError

_MESSAGES = {
    str: "must be a string",
    bool: "must be true or false",
    int: "must be an integer",
    float: "must be a number",
    list: "must be a list",
    dict: "must be an object",
}


def _expected(field: serializers.Field) -> type | None:
    """The JSON type a field accepts (None: anything, or the field checks for itself)."""
    if isinstance(field, serializers.JSONField | serializers.FileField | serializers.HiddenField):
        return None
    if isinstance(field, serializers.BaseSerializer):
        return list if isinstance(field, serializers.ListSerializer) else dict
    if isinstance(field, serializers.ListField | serializers.MultipleChoiceField):
        return list
    if isinstance(field, serializers.DictField):
        return dict
    if isinstance(field, serializers.BooleanField):
        return bool
    if isinstance(field, serializers.IntegerField):
        return int
    if isinstance(field, serializers.FloatField | serializers.DecimalField):
        return float
    if isinstance(field, serializers.ChoiceField):
        keys = list(field.choices)
        return str if keys and all(isinstance(k, str) for k in keys) else None
    if isinstance(field, serializers.CharField | serializers.DateTimeField):
        return str
    if isinstance(field, serializers.DateField | serializers.TimeField):
        return str
    return None


def _matches(value: Any, expected: type) -> bool:
    if expected is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if expected is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, expected)


def _check(field: serializers.Field, value: Any, path: str, out: dict[str, list[str]]) -> None:
    if value is None:
        return  # allow_null is the field's own rule
    expected = _expected(field)
    if expected is None:
        return
    if not _matches(value, expected):
        out.setdefault(path, []).append(_MESSAGES[expected])
        return
    if isinstance(field, serializers.ListSerializer):
        for index, item in enumerate(value):
            _check(field.child, item, f"{path}.{index}", out)
    elif isinstance(field, serializers.BaseSerializer):
        _check_fields(field.fields, value, f"{path}.", out)
    elif isinstance(field, serializers.ListField):
        for index, item in enumerate(value):
            _check(field.child, item, f"{path}.{index}", out)
    elif isinstance(field, serializers.DictField):
        for key, item in value.items():
            _check(field.child, item, f"{path}.{key}", out)


def _check_fields(fields, data: dict, prefix: str, out: dict[str, list[str]]) -> None:
    for name, field in fields.items():
        if field.read_only or name not in data:
            continue
        _check(field, data[name], f"{prefix}{name}", out)


def check_json_types(serializer: serializers.BaseSerializer, data: Any) -> None:
    """Raise ``validation_failed`` naming every value of the wrong JSON type."""
    if not isinstance(data, dict):
        raise AppError(
            "validation_failed", details={"fields": {"non_field_errors": ["must be an object"]}}
        )
    problems: dict[str, list[str]] = {}
    _check_fields(serializer.fields, data, "", problems)
    if problems:
        raise AppError("validation_failed", details={"fields": problems})
