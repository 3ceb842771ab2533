"""Search, contacts and related threads. ``search:read``; identity-scoped keys see their
identity only (the selectors' visibility rule)."""

from __future__ import annotations

import dataclasses

from django.core.handlers.asgi import ASGIRequest
from django.http import HttpResponse, StreamingHttpResponse
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.response import Response

from apps.identities import selectors as identity_selectors
from apps.search import selectors
from apps.search.api import examples as ex
from apps.search.api import serializers as s
from apps.search.api import sse
from apps.search.services import agentic
from pylota import llm
from pylota.api.pagination import decode_cursor, encode_cursor, parse_limit
from pylota.api.schema import SSE_EVENT
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError

SEARCH_PARAMETERS = [
    OpenApiParameter("q", str, description="Query (operators in docs/search.md)"),
    OpenApiParameter("mode", str, enum=list(selectors.MODES), description="default hybrid"),
    OpenApiParameter("level", str, enum=list(selectors.LEVELS), description="default message"),
    OpenApiParameter("limit", int, description="1 to 100, default 20"),
    OpenApiParameter("cursor", str, description="next_cursor of the previous page"),
    OpenApiParameter("facets", bool, description="Also count labels, domains, months"),
]


_SEARCH_ERRORS = (
    "400 `invalid_query` (details give the position) or `invalid_cursor`; 422 "
    "`validation_failed`. When an arm is unavailable the answer says so in `degraded` "
    "(hybrid falls back to keyword)."
)
_POST = "The same search with its parameters in a JSON body, for long queries. "


class _SearchViewSet(ApiViewSet):
    schema_tag = "search"
    permissions = {"*": "search:read"}
    allow_identity_scoped = True

    def _run(self, params_class, identity_id: str | None = None) -> Response:
        """``identity_id``: the route's identity, not yet checked. A search scoped to an
        identity the key cannot see finds nothing, so the identity (the route's or the
        ``identity_id`` parameter's) is read for its 404 only when the search found
        nothing or failed: a page with a hit proves it visible. The answers are those of
        checking it first, with one statement fewer."""
        checked = identity_id
        try:
            source = (
                self.request.query_params if self.request.method == "GET" else self.request.data
            )
            params = dict(self.validated(params_class, data=source))
            filter_identity = params.pop("identity_id", None)
            if filter_identity and not identity_id:
                checked = filter_identity
            page = selectors.search(
                principal=self.principal,
                identity_id=checked,
                q=params["q"],
                mode=params["mode"],
                level=params["level"],
                limit=params["limit"],
                cursor=params.get("cursor") or None,
                facets=params["facets"],
            )
        except Exception:
            if checked:
                self._identity(checked)
            raise
        if checked and not page.hits:
            self._identity(checked)
        body = {
            "data": s.SearchHitOut(page.hits, many=True).data,
            "next_cursor": page.next_cursor,
            "mode": page.mode,
            "level": page.level,
            "degraded": page.degraded,
        }
        if page.facets is not None:
            body["facets"] = page.facets
        return Response(body)

    def _identity(self, identity_id: str) -> None:
        """404 ``identity_not_found`` unless the key can see this identity."""
        identity_selectors.identity_get(principal=self.principal, identity_id=identity_id)


class SearchView(_SearchViewSet):
    """``/v1/search``: every mailbox the key can see."""

    @extend_schema(
        methods=["GET"],
        operation_id="search_query",
        summary="Search every mailbox",
        description="Keyword, semantic or hybrid search over every mailbox the key can see "
        "(one with `identity_id`), by message or by thread, with optional facets; the query "
        f"language is in docs/search.md. {_SEARCH_ERRORS}",
        parameters=[*SEARCH_PARAMETERS, OpenApiParameter("identity_id", str)],
        responses=s.SearchPageOut,
        examples=[ex.SEARCH_PAGE],
    )
    @extend_schema(
        methods=["POST"],
        operation_id="search_query_post",
        summary="Search every mailbox (JSON body)",
        description=f"{_POST}{_SEARCH_ERRORS}",
        request=s.TenantSearchParams,
        responses=s.SearchPageOut,
        examples=[ex.SEARCH_IN, ex.SEARCH_PAGE],
    )
    def search(self, request):
        return self._run(s.TenantSearchParams)


class IdentitySearchView(_SearchViewSet):
    """``/v1/identities/{identity_id}/search``: one agent's mailbox."""

    @extend_schema(
        methods=["GET"],
        operation_id="search_mailbox",
        summary="Search one identity's mailbox",
        description="search_query within one identity's mailbox. 404 `identity_not_found`; "
        f"{_SEARCH_ERRORS}",
        parameters=SEARCH_PARAMETERS,
        responses=s.SearchPageOut,
        examples=[ex.THREAD_PAGE],
    )
    @extend_schema(
        methods=["POST"],
        operation_id="search_mailbox_post",
        summary="Search one identity's mailbox (JSON body)",
        description=f"{_POST}404 `identity_not_found`; {_SEARCH_ERRORS}",
        request=s.SearchParams,
        responses=s.SearchPageOut,
        examples=[ex.MAILBOX_SEARCH_IN, ex.THREAD_PAGE],
    )
    def search(self, request, identity_id: str):
        return self._run(s.SearchParams, identity_id=identity_id)


class ContactsView(_SearchViewSet):
    @extend_schema(
        operation_id="contacts_list",
        summary="List an identity's contacts",
        description="The people the identity exchanged mail with, most recent first, with "
        "how many messages went each way; `q` filters by address or name. 400 "
        "`invalid_cursor`.",
        parameters=[*PAGE_PARAMETERS, OpenApiParameter("q", str, description="Contains")],
        responses=s.ContactOut(many=True),
        examples=[ex.CONTACT],
    )
    def list(self, request, identity_id: str):
        params = self.validated(s.ContactParams, data=request.query_params)
        limit = parse_limit(request.query_params.get("limit"))
        after = None
        if request.query_params.get("cursor"):
            after = _contact_cursor(decode_cursor(request.query_params["cursor"], "contacts"))
        contacts, last = selectors.contact_list(
            principal=self.principal,
            identity_id=identity_id,
            q=params["q"],
            limit=limit,
            after=after,
        )
        next_cursor = (
            encode_cursor(f"{last[0].isoformat()}|{last[1]}", "contacts") if last else None
        )
        return Response(
            {"data": s.ContactOut(contacts, many=True).data, "next_cursor": next_cursor}
        )


def _contact_cursor(value: str):
    from django.utils.dateparse import parse_datetime

    when, _, address = value.partition("|")
    parsed = parse_datetime(when) if when else None
    if parsed is None or not address:
        raise AppError("invalid_cursor")
    return parsed, address


class RelatedView(_SearchViewSet):
    @extend_schema(
        operation_id="threads_related",
        summary="List threads related to a thread",
        description="The identity's other threads nearest in meaning to this one (semantic "
        "similarity), best first, in one page. 404 `thread_not_found`; 503 "
        "`search_unavailable` when the embedding model is.",
        parameters=[OpenApiParameter("limit", int, description="1 to 50, default 10")],
        responses=s.RelatedOut(many=True),
        examples=[ex.RELATED],
    )
    def list(self, request, thread_id: str):
        params = self.validated(s.RelatedParams, data=request.query_params)
        related = selectors.related_threads(
            principal=self.principal, thread_id=thread_id, limit=params["limit"]
        )
        return Response({"data": s.RelatedOut(related, many=True).data, "next_cursor": None})


# --- Agentic search ---------------------------------------------------------------------

_AGENTIC = (
    "Answers as Server-Sent Events (`text/event-stream`), in this order: `plan`, then for "
    "each tool call `search` (its arguments and hits) and `evidence` (messages read), then "
    "`answer` (one verified sentence per event, with its citations), `citations` (every "
    "verified quote with its position in the stored text, and what the verifier removed), "
    "`done` (outcome, steps, time, tokens); or `error` (the error envelope's `code`) in "
    "place of the rest. With a configured chat model the model plans and writes (`mode` "
    "`model`); without one the answer is made only of quoted sentences of your mail "
    "(`mode` `extractive`). Quarantined mail is never read; reading whole threads also "
    "needs `messages:read`. 422 `validation_failed`; 429 `agentic_daily_cap_reached` "
    "(Retry-After). See docs/agentic.md."
)


class _AgenticViewSet(ApiViewSet):
    schema_tag = "search"
    permissions = {"*": "search:read"}
    allow_identity_scoped = True

    def _agentic(self, params_class, identity_id: str | None = None):
        params = dict(self.validated(params_class))
        tenant_id = None
        filter_identity = params.pop("identity_id", None)
        if identity_id or filter_identity:
            identity = identity_selectors.identity_get(
                principal=self.principal, identity_id=identity_id or filter_identity
            )
            identity_id, tenant_id = identity.pk, identity.tenant_id
        model = llm.chat_model() if params["mode"] == "auto" else None
        budget = agentic.default_budget()
        if params.get("max_steps"):
            budget = dataclasses.replace(
                budget, max_steps=min(budget.max_steps, params["max_steps"])
            )
        run = agentic.agentic_run_start(
            principal=self.principal,
            question=params["question"],
            mode="model" if model else "extractive",
            model_name=model.name if model else "",
            identity_id=identity_id,
            tenant_id=tenant_id,
        )

        def events(cancelled):
            return agentic.agentic_search(
                principal=self.principal,
                run=run,
                question=params["question"],
                identity_id=identity_id,
                model=model,
                budget=budget,
                model_timeout=llm.timeout(),
                cancelled=cancelled,
            )

        if isinstance(self.request._request, ASGIRequest):
            response = StreamingHttpResponse(sse.stream(events), content_type=sse.CONTENT_TYPE)
        else:
            # A WSGI server (or Django's test client) sends an async body only once it has
            # ended: run to the end here and answer the whole stream at once.
            response = HttpResponse(
                sse.render_all(events(lambda: False)), content_type=sse.CONTENT_TYPE
            )
        response["Cache-Control"] = "no-store"
        response["X-Accel-Buffering"] = "no"
        return response


def _agentic_responses():
    return {
        (200, "text/event-stream"): OpenApiResponse(
            SSE_EVENT,
            description="The run's events (Server-Sent Events)",
            examples=[ex.AGENTIC_STREAM],
        )
    }


class AgenticSearchView(_AgenticViewSet):
    """``/v1/search/agentic``: a question over every mailbox the key can see."""

    @extend_schema(
        operation_id="search_agentic",
        summary="Answer a question from every mailbox",
        description="An answer to a question from the mail of every mailbox the key can "
        f"see (one with `identity_id`), each sentence citing the messages that prove it. "
        f"{_AGENTIC}",
        request=s.TenantAgenticParams,
        responses=_agentic_responses(),
        examples=[ex.AGENTIC_IN],
    )
    def agentic(self, request):
        return self._agentic(s.TenantAgenticParams)


class IdentityAgenticSearchView(_AgenticViewSet):
    """``/v1/identities/{identity_id}/search/agentic``: a question over one mailbox."""

    @extend_schema(
        operation_id="search_mailbox_agentic",
        summary="Answer a question from one identity's mailbox",
        description="search_agentic within one identity's mailbox; the contacts tool is "
        f"available. 404 `identity_not_found`. {_AGENTIC}",
        request=s.AgenticParams,
        responses=_agentic_responses(),
        examples=[ex.AGENTIC_IN],
    )
    def agentic(self, request, identity_id: str):
        return self._agentic(s.AgenticParams, identity_id=identity_id)
