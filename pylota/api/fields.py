"""Serializer fields the API's views share."""

from __future__ import annotations

from rest_framework import serializers


class QueryBooleanField(serializers.BooleanField):
    """A query-string boolean: ``true``/``false`` (or ``1``/``0``); absent means no filter.
    DRF would also take ``null``, ``yes`` or ``on``, which the document does not promise."""

    _VALUES = {"true": True, "1": True, "false": False, "0": False}

    def __init__(self, **kwargs) -> None:
        super().__init__(required=False, allow_null=True, default=None, **kwargs)

    def to_internal_value(self, data):
        value = self._VALUES.get(str(data).lower()) if isinstance(data, str | bool) else None
        if isinstance(data, bool):
            return data
        if value is None:
            self.fail("invalid", input=data)
        return value
