"""Serializer fields the API's views share."""

from __future__ import annotations

import copy

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


# An answer's model serializer. DRF works a ModelSerializer's fields out of the model (its
# meta, each column's kind and options) for every instance it makes; they depend on the class
# alone, so here they are worked out once per class and each instance gets a fresh copy (what
# DRF's plain Serializer does with its declared fields). Input serializers keep DRF's way:
# their validators are built per instance. (A comment, not a docstring: the OpenAPI document
# would take it as the description of every answer without one of its own.)
class ModelOut(serializers.ModelSerializer):
    def get_fields(self):
        cls = type(self)
        template = cls.__dict__.get("_fields_template")
        if template is None:
            template = super().get_fields()
            cls._fields_template = template
        return copy.deepcopy(template)
