"""Probes and operator endpoints that sit outside ``/v1``."""

from __future__ import annotations

import hmac
from datetime import timedelta

from django.conf import settings
from django.http import HttpResponse
from django.utils import timezone
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.ops import selectors
from pylota import metrics
from pylota.core.errors import AppError

_LOOPBACK = {"127.0.0.1", "::1"}


class HealthView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        responses={
            200: inline_serializer(
                "Health",
                {"status": serializers.CharField(), "checks": serializers.DictField()},
            )
        }
    )
    def get(self, request):
        checks = {"database": selectors.database_check(), "broker": selectors.broker_check()}
        if any(value != "ok" for value in checks.values()):
            raise AppError("service_unavailable", details={"checks": checks})
        return Response({"status": "ok", "checks": checks})


class _PlainText(BaseRenderer):
    media_type = "text/plain"
    format = "txt"
    charset = "utf-8"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        return data if isinstance(data, str | bytes) else str(data)


class SecurityTxtView(APIView):
    """RFC 9116: where to report a vulnerability."""

    authentication_classes: list = []
    permission_classes = [AllowAny]
    renderer_classes = [_PlainText, JSONRenderer]

    @extend_schema(responses={(200, "text/plain"): str})
    def get(self, request):
        expires = (timezone.now() + timedelta(days=180)).replace(microsecond=0)
        body = (
            f"Contact: {settings.PM_SECURITY_CONTACT}\n"
            f"Expires: {expires.isoformat().replace('+00:00', 'Z')}\n"
            f"Canonical: {settings.PUBLIC_URL}/.well-known/security.txt\n"
            "Preferred-Languages: en\n"
        )
        return Response(body, content_type="text/plain; charset=utf-8")


@extend_schema(exclude=True)
class MetricsView(APIView):
    """Prometheus exposition. With ``PM_METRICS_TOKEN`` set, the token is required from
    everyone (a reverse proxy on the same host makes every caller look local); without
    it, only loopback callers are served."""

    authentication_classes: list = []
    permission_classes = [AllowAny]

    def get(self, request):
        token = settings.PM_METRICS_TOKEN
        given = request.headers.get("Authorization", "").removeprefix("Bearer ").strip()
        if token:
            allowed = bool(given) and hmac.compare_digest(given, token)
        else:
            allowed = request.META.get("REMOTE_ADDR") in _LOOPBACK
        if not allowed:
            raise AppError("metrics_forbidden")
        body, content_type = metrics.render()
        return HttpResponse(body, content_type=content_type)
