"""Probes and operator endpoints that sit outside ``/v1``."""

from __future__ import annotations

import hmac
from datetime import timedelta

from django.conf import settings
from django.http import HttpResponse
from django.utils import timezone
from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.ops import selectors
from pylota import metrics
from pylota.api.schema import ErrorSerializer, error_example
from pylota.core.errors import AppError

_LOOPBACK = {"127.0.0.1", "::1"}


class HealthView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    schema_tag = "platform"

    @extend_schema(
        operation_id="health_get",
        summary="Check health",
        description="Whether the database and the broker answer: 200 when both do, 503 "
        "`service_unavailable` (with the checks in details) otherwise. For load balancers "
        "and probes.",
        responses={
            200: inline_serializer(
                "Health",
                {"status": serializers.CharField(), "checks": serializers.DictField()},
            ),
            503: OpenApiResponse(
                ErrorSerializer,
                description="A dependency does not answer (error envelope)",
                examples=[
                    OpenApiExample(
                        "service_unavailable",
                        value=error_example(
                            "service_unavailable",
                            {"checks": {"database": "ok", "broker": "unavailable"}},
                        ),
                    )
                ],
            ),
        },
        examples=[
            OpenApiExample(
                "Healthy", value={"status": "ok", "checks": {"database": "ok", "broker": "ok"}}
            )
        ],
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
    schema_tag = "platform"

    @extend_schema(
        operation_id="security_txt_get",
        summary="Get security.txt",
        description="RFC 9116: where to report a vulnerability (PM_SECURITY_CONTACT).",
        responses={
            (200, "text/plain"): OpenApiResponse(
                str,
                description="security.txt",
                examples=[
                    OpenApiExample(
                        "security.txt",
                        value="Contact: mailto:security@pylota.test\n"
                        "Expires: 2025-09-10T09:26:53Z\n"
                        "Canonical: https://mail.pylota.test/.well-known/security.txt\n"
                        "Preferred-Languages: en\n",
                    )
                ],
            )
        },
    )
    def get(self, request):
        expires = (timezone.now() + timedelta(days=180)).replace(microsecond=0)
        body = (
            f"Contact: {settings.PM_SECURITY_CONTACT}\n"
            f"Expires: {expires.isoformat().replace('+00:00', 'Z')}\n"
            f"Canonical: {settings.PUBLIC_URL}/.well-known/security.txt\n"
            "Preferred-Languages: en\n"
        )
        return Response(body, content_type="text/plain; charset=utf-8")


# llms.txt (https://llmstxt.org) lists the guides by their path in the repository: this
# server serves the API reference, not docs/ (docs/api.md, "llms.txt"). A test keeps this
# list equal to docs/*.md.
GUIDES = [
    ("Documentation index", "docs/README.md", "what each guide covers, and the decisions"),
    ("Quick start", "docs/quickstart.md", "from a clean clone to a first message sent"),
    ("API guide", "docs/api.md", "authentication, permissions, errors, IDs, pagination, naming"),
    ("Receiving mail", "docs/receiving.md", "addresses, the SMTP server, threads and messages"),
    ("Trust", "docs/trust.md", "verdicts, injection signals, quarantine, lists and wait"),
    ("Sending", "docs/sending.md", "the send API, drafts, uploads, delivery and bounces"),
    ("Webhooks", "docs/webhooks.md", "signed events, retries, replay and the deliveries log"),
    ("Search", "docs/search.md", "keyword, semantic and hybrid search; the query language"),
    ("Agentic search", "docs/agentic.md", "questions answered with verified citations, as SSE"),
    ("Triage", "docs/triage.md", "rules, the offline classifier, needs-reply and priority"),
    ("Custom domains", "docs/domains.md", "ownership proof, the records, each check and its fix"),
    ("Privacy", "docs/privacy.md", "erasure with receipts, legal holds, retention and export"),
    ("Console", "docs/console.md", "sign-in, workspaces, roles and every page for people"),
    ("Agents", "docs/agents.md", "MCP (with OAuth for remote hosts), the event stream, the SDK"),
    ("MCP tools", "docs/mcp-tools.md", "every MCP tool, its REST operation and permission"),
    ("SDK and CLI", "docs/sdk.md", "the Python SDK and the pmail command line"),
    ("Configuration", "docs/configuration.md", "every environment variable"),
    ("Operations", "docs/operations.md", "processes, the admin, commands, metrics and logs"),
    ("Architecture", "docs/architecture.md", "processes, apps, services and the outbox"),
    ("Benchmarks", "docs/benchmarks.md", "measured figures for ingest, webhooks, search, wait"),
]


def llms_txt(base: str) -> str:
    lines = [
        "# Pylota Mail",
        "",
        "> Email for AI agents: each agent gets an identity with addresses and a mailbox, "
        "receives mail over SMTP, reads, waits for, searches and sends mail through one "
        "HTTP API, and gets signed webhooks.",
        "",
        "This server serves the API reference and the OpenAPI document. The guides are "
        "Markdown files in the Pylota Mail repository, linked by their path there.",
        "",
        "## Docs",
        "",
        f"- [API reference]({base}/docs): every operation with its parameters, permission, "
        "errors and examples",
        f"- [OpenAPI document]({base}/openapi.json): the machine-readable API, which SDKs "
        "and MCP tools are generated from",
        *(f"- [{title}]({path}): {line}" for title, path, line in GUIDES),
    ]
    return "\n".join(lines) + "\n"


class LlmsTxtView(APIView):
    """llms.txt: what Pylota Mail is and where its documentation is, for language models."""

    authentication_classes: list = []
    permission_classes = [AllowAny]
    renderer_classes = [_PlainText, JSONRenderer]
    schema_tag = "platform"

    @extend_schema(
        operation_id="llms_txt_get",
        summary="Get llms.txt",
        description="The llms.txt convention (https://llmstxt.org): a title, a one-line "
        "summary and links to the API reference, the OpenAPI document and the guides.",
        responses={
            (200, "text/plain"): OpenApiResponse(
                str,
                description="llms.txt (Markdown)",
                examples=[OpenApiExample("llms.txt", value=llms_txt("https://mail.pylota.test"))],
            )
        },
    )
    def get(self, request):
        return Response(llms_txt(settings.PUBLIC_URL), content_type="text/plain; charset=utf-8")


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
