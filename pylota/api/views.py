"""The base of every API view: envelope errors, rate limits, pagination and scoping helpers."""

from __future__ import annotations

from django.http import QueryDict
from drf_spectacular.utils import OpenApiParameter
from rest_framework import viewsets
from rest_framework.response import Response

from pylota.api import parsers, ratelimit
from pylota.api.pagination import paginate
from pylota.api.strict import check_json_types
from pylota.core.errors import AppError
from pylota.core.principal import Actor, Principal
from pylota.logs import request_id_var

PAGE_PARAMETERS = [
    OpenApiParameter(
        "limit",
        {"type": "integer", "minimum": 1, "maximum": 200, "default": 50},
        description="1 to 200, default 50",
    ),
    OpenApiParameter("cursor", str, description="next_cursor of the previous page"),
]


class ApiViewSet(viewsets.ViewSet):
    """``permissions`` maps an action (or ``*``) to the permission it needs."""

    permissions: dict[str, str] = {}
    levels: dict[str, set[str]] = {}
    allow_identity_scoped = False
    lookup_value_regex = r"[a-z]{3}_[0-9A-Za-z]{26}"

    def initial(self, request, *args, **kwargs) -> None:
        super().initial(request, *args, **kwargs)  # authentication and permissions first
        # Before anything reads the body or queries: a declared length over the route's
        # limit, and path or query text PostgreSQL cannot store, are the client's errors.
        try:
            declared = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            declared = 0
        limit = parsers.body_limit(self)
        if declared > limit:
            raise AppError("payload_too_large", details={"max_bytes": limit})
        parsers.check_storable(
            [*kwargs.items(), *((k, v) for k, vs in request.query_params.lists() for v in vs)]
        )
        tenant = getattr(request.auth, "tenant", None)
        tenant_limit = tenant.policy_value("rate_limit_per_minute") if tenant else None
        self._rate_window = ratelimit.check(request.user, tenant_limit=tenant_limit)

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        window = getattr(self, "_rate_window", None)
        if window is not None:
            for name, value in window.headers().items():
                response.setdefault(name, value)
        return response

    @property
    def principal(self) -> Principal:
        return self.request.user

    @property
    def actor(self) -> Actor:
        return Actor.of(self.principal, request_id_var.get())

    def page(self, queryset, serializer_class, **context) -> Response:
        match = self.request.resolver_match
        route = match.url_name if match else ""
        rows, next_cursor = paginate(queryset, self.request.query_params, route)
        data = serializer_class(rows, many=True, context=context).data
        return Response({"data": data, "next_cursor": next_cursor})

    def validated(self, serializer_class, data=None, **kwargs) -> dict:
        data = self.request.data if data is None else data
        serializer = serializer_class(data=data, context={"view": self}, **kwargs)
        if not isinstance(data, QueryDict):  # a JSON body: its types are strict
            check_json_types(serializer, data)
        serializer.is_valid(raise_exception=True)
        return serializer.validated_data
