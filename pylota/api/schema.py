"""OpenAPI generation: every operation documents the error envelope for its failures."""

from __future__ import annotations

from drf_spectacular import openapi
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.utils import OpenApiResponse
from rest_framework import serializers


class ErrorBodySerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Stable machine-readable code from the registry.")
    message = serializers.CharField()
    request_id = serializers.CharField()
    retryable = serializers.BooleanField()
    details = serializers.DictField()


class ErrorSerializer(serializers.Serializer):
    error = ErrorBodySerializer()


ERROR = OpenApiResponse(ErrorSerializer, description="Error envelope")


class AutoSchema(openapi.AutoSchema):
    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        for status in ("400", "401", "403", "404", "429"):
            responses.setdefault(status, self._get_response_for_code(ERROR, status))
        if self.method in ("POST", "PATCH", "PUT"):
            for status in ("409", "422"):
                responses.setdefault(status, self._get_response_for_code(ERROR, status))
        return responses

    def get_tags(self) -> list[str]:
        module = self.view.__class__.__module__.split(".")
        return [module[1]] if module[0] == "apps" else super().get_tags()


class ApiKeyScheme(OpenApiAuthenticationExtension):
    target_class = "pylota.api.auth.ApiKeyAuthentication"
    name = "ApiKey"

    def get_security_definition(self, auto_schema):
        return {
            "type": "http",
            "scheme": "bearer",
            "bearerFormat": "pm_live_…",
            "description": "An API key secret, shown once when the key is created.",
        }
