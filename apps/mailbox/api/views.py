from __future__ import annotations

from django.http import FileResponse, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors, services
from apps.mailbox.api import examples as ex
from apps.mailbox.api import serializers as s
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core import triage
from pylota.core.errors import AppError

THREAD_FILTERS = [
    *PAGE_PARAMETERS,
    OpenApiParameter("label", str, description="Only threads with this label"),
    OpenApiParameter("unread", bool, description="true: with unread mail; false: all read"),
    OpenApiParameter("since", str, description="Last activity at or after (RFC 3339)"),
    OpenApiParameter("before", str, description="Last activity before (RFC 3339)"),
    OpenApiParameter(
        "needs_reply", bool, description="Triage: true: a message in it needs a reply"
    ),
    OpenApiParameter(
        "priority",
        str,
        enum=list(triage.PRIORITIES),
        description="Triage: the thread's (highest) priority",
    ),
    OpenApiParameter(
        "category",
        str,
        enum=list(triage.CATEGORIES),
        description="Triage: a message in it has this category",
    ),
]


class _MailboxViewSet(ApiViewSet):
    permissions = {"*": "messages:read", "partial_update": "messages:read"}
    allow_identity_scoped = True

    def _threads(self, identity_id: str | None = None):
        filters = self.validated(s.ThreadFilters, data=self.request.query_params)
        filters.pop("identity_id", None)
        if identity_id:
            # Another tenant's identity, or another than a scoped key's, is a 404 like a
            # missing one, never an empty page.
            identity_id = identity_selectors.identity_get(
                principal=self.principal, identity_id=identity_id
            ).id
        return selectors.thread_list(principal=self.principal, identity_id=identity_id, **filters)


class IdentityThreadViewSet(_MailboxViewSet):
    """``/v1/identities/{identity_id}/threads``: one agent's mailbox."""

    schema_tag = "threads"

    @extend_schema(
        operation_id="threads_list_for_identity",
        summary="List an identity's threads",
        description="One agent's mailbox, most recent activity first, filtered by label, "
        "read state or time. Quarantined mail is not counted (see quarantine_list). "
        "404 `identity_not_found`; 422 `validation_failed` for a bad filter.",
        parameters=THREAD_FILTERS,
        responses=s.ThreadOut(many=True),
        examples=[ex.THREAD],
    )
    def list(self, request, identity_id: str):
        identity = identity_selectors.identity_get(
            principal=self.principal, identity_id=identity_id
        )
        return self.page(self._threads(identity.id), s.ThreadOut)


class ThreadViewSet(_MailboxViewSet):
    schema_tag = "threads"
    lookup_url_kwarg = "thread_id"

    @extend_schema(
        summary="List threads",
        description="Threads of every mailbox the key can see (one identity with "
        "`?identity_id=`), most recent activity first. 422 `validation_failed` for a bad "
        "filter.",
        parameters=[*THREAD_FILTERS, OpenApiParameter("identity_id", str)],
        responses=s.ThreadOut(many=True),
        examples=[ex.THREAD],
    )
    def list(self, request):
        return self.page(self._threads(request.query_params.get("identity_id")), s.ThreadOut)

    @extend_schema(
        summary="Get a thread",
        description="The thread with its messages, oldest first (quarantined ones left "
        "out). 404 `thread_not_found`.",
        responses=s.ThreadWithMessages,
        examples=[ex.THREAD_WITH_MESSAGES],
    )
    def retrieve(self, request, thread_id: str):
        thread = selectors.thread_get(
            principal=self.principal, thread_id=thread_id, with_messages=True
        )
        return Response(s.ThreadWithMessages(thread).data)

    @extend_schema(
        summary="Label a thread or mark it read",
        description="Adds and removes labels and sets the read state of every message in "
        "the thread. 404 `thread_not_found`.",
        request=s.LabelsPatch,
        responses=s.ThreadOut,
        examples=[ex.LABELS_PATCH, ex.READ_THREAD],
    )
    def partial_update(self, request, thread_id: str):
        thread = selectors.thread_get(principal=self.principal, thread_id=thread_id)
        changes = self.validated(s.LabelsPatch)
        thread = services.thread_update(thread=thread, **changes)
        thread = selectors.threads_as_shown([thread.id])[thread.id]
        return Response(s.ThreadOut(thread).data)


class MessageViewSet(_MailboxViewSet):
    schema_tag = "messages"
    lookup_url_kwarg = "message_id"

    def _get(self, message_id: str):
        return selectors.message_get(principal=self.principal, message_id=message_id)

    @extend_schema(
        summary="Get a message",
        description="One message, received or sent: addresses, text and HTML, attachments, "
        "the authentication verdicts, the injection score and the quarantine state. "
        "404 `message_not_found` (also for a quarantined message, unless the key holds "
        "`quarantine:read`).",
        responses=s.MessageOut,
        examples=[ex.MESSAGE],
    )
    def retrieve(self, request, message_id: str):
        return Response(s.MessageOut(self._get(message_id)).data)

    @extend_schema(
        summary="Label a message or mark it read",
        description="Adds and removes labels and sets the read state; the thread's "
        "counts follow. 404 `message_not_found`.",
        request=s.LabelsPatch,
        responses=s.MessageOut,
        examples=[ex.LABELS_PATCH, ex.LABELLED_MESSAGE],
    )
    def partial_update(self, request, message_id: str):
        message = services.message_update(
            message=self._get(message_id), **self.validated(s.LabelsPatch)
        )
        return Response(
            s.MessageOut(
                selectors.message_get(principal=self.principal, message_id=message.id)
            ).data
        )

    @extend_schema(
        summary="Download a message's raw source",
        description="The message exactly as received or sent (RFC 5322), as "
        "`message/rfc822`. 404 `message_not_found`; 410 `message_raw_purged` once a "
        "retention policy removed the raw source (the parsed text stays readable).",
        responses={
            (200, "message/rfc822"): OpenApiResponse(
                OpenApiTypes.STR, description="The raw message", examples=[ex.RAW]
            )
        },
    )
    @action(detail=True, methods=["get"])
    def raw(self, request, message_id: str):
        message = self._get(message_id)
        body = services.raw_blob_read(message.raw)
        response = HttpResponse(body, content_type="message/rfc822")
        response["Content-Disposition"] = f'attachment; filename="{message.id}.eml"'
        return response

    @extend_schema(
        summary="Download an attachment",
        description="The attachment's bytes, served as a download with `nosniff` "
        "(`sniffed_type` in the message says what they look like). 404 `message_not_found` "
        "or `attachment_not_found`.",
        responses={
            (200, "application/octet-stream"): OpenApiResponse(
                OpenApiTypes.BINARY, description="The attachment's content"
            )
        },
    )
    @action(
        detail=True, methods=["get"], url_path=r"attachments/(?P<attachment_id>att_[0-9A-Z]{26})"
    )
    def attachment(self, request, message_id: str, attachment_id: str):
        attachment = selectors.attachment_get(
            principal=self.principal, message_id=message_id, attachment_id=attachment_id
        )
        response = FileResponse(
            services.attachment_open(attachment),
            content_type=attachment.content_type or "application/octet-stream",
            as_attachment=True,
            filename=attachment.filename,
        )
        response["X-Content-Type-Options"] = "nosniff"
        return response


QUARANTINE_FILTERS = [
    *PAGE_PARAMETERS,
    OpenApiParameter("identity_id", str),
    OpenApiParameter("reason", str, description="Only messages held for this reason code"),
    OpenApiParameter("since", str, description="Quarantined at or after (RFC 3339)"),
    OpenApiParameter("before", str, description="Quarantined before (RFC 3339)"),
]


class QuarantineViewSet(ApiViewSet):
    """``/v1/quarantine``: received mail held back by the trust decision (docs/trust.md).

    Releasing or deleting needs ``quarantine:release``; the tenant's trust policy may
    further reserve releases for people (the console), refusing every API key.
    """

    schema_tag = "quarantine"
    lookup_url_kwarg = "message_id"
    permissions = {
        "list": "quarantine:read",
        "retrieve": "quarantine:read",
        "release": "quarantine:release",
        "destroy": "quarantine:release",
    }
    allow_identity_scoped = True

    @extend_schema(
        summary="List quarantined messages",
        description="Received messages held back, newest first: who sent them, why they "
        "were held and the verdicts, without their bodies. Needs `quarantine:read`, which "
        "agent keys do not get by default. 422 `validation_failed` for a bad filter.",
        parameters=QUARANTINE_FILTERS,
        responses=s.QuarantinedOut(many=True),
        examples=[ex.QUARANTINED],
    )
    def list(self, request):
        filters = self.validated(s.QuarantineFilters, data=request.query_params)
        if filters.get("identity_id"):
            identity_selectors.identity_get(
                principal=self.principal, identity_id=filters["identity_id"]
            )
        messages = selectors.quarantine_list(principal=self.principal, **filters)
        return self.page(messages, s.QuarantinedOut)

    @extend_schema(
        summary="Get a quarantined message",
        description="The whole held message, for a reviewer: treat its content as hostile. "
        "Needs `quarantine:read`. 404 `message_not_found` (also for a message that is not "
        "in quarantine).",
        responses=s.MessageOut,
        examples=[ex.QUARANTINED_MESSAGE],
    )
    def retrieve(self, request, message_id: str):
        message = selectors.quarantine_get(principal=self.principal, message_id=message_id)
        return Response(s.MessageOut(message).data)

    @extend_schema(
        summary="Release a quarantined message",
        description="Delivers the held message to its thread (`message.released`); waits "
        "and webhooks see it from then on. 409 `message_not_quarantined`; 403 "
        "`quarantine_release_console_only` when the tenant's trust policy reserves "
        "releases for people.",
        request=None,
        responses=s.MessageOut,
        examples=[ex.RELEASED_MESSAGE],
    )
    @action(detail=True, methods=["post"])
    def release(self, request, message_id: str):
        message = selectors.message_get(
            principal=self.principal, message_id=message_id, for_release=True
        )
        services.quarantine_release(actor=self.actor, message=message)
        message = selectors.message_get(principal=self.principal, message_id=message_id)
        return Response(s.MessageOut(message).data)

    @extend_schema(
        summary="Delete a quarantined message",
        description="Deletes the held message and its stored source for good. Answers 204; "
        "404 `message_not_found`; 403 `quarantine_release_console_only`.",
        responses={204: None},
    )
    def destroy(self, request, message_id: str):
        message = selectors.quarantine_get(principal=self.principal, message_id=message_id)
        services.quarantine_delete(actor=self.actor, message=message)
        return Response(status=204)


class LinkView(APIView):
    """``GET /v1/links/{token}``: a signed, expiring link; the token is the credential.

    Tampered, expired, foreign-purpose and unknown tokens all answer the same 404.
    """

    authentication_classes: list = []
    permission_classes: list = []
    schema_tag = "messages"

    @extend_schema(
        operation_id="links_get",
        summary="Open a signed link",
        description="Serves what a signed link points at: a message's raw source, its full "
        "text or one attachment. No API key: the token is the credential, and it expires "
        "(PM_LINK_TTL_SECONDS). Tampered, expired and unknown tokens all answer 404 "
        "`link_not_found`.",
        parameters=[
            OpenApiParameter(
                "token", str, OpenApiParameter.PATH, description="The link's signed token"
            )
        ],
        responses={
            (200, "application/octet-stream"): OpenApiResponse(
                OpenApiTypes.BINARY, description="The linked content"
            )
        },
    )
    def get(self, request, token: str):
        link = services.link_parse(token)
        message = selectors.message_by_id(link.message_id) if link else None
        if link is None or message is None:
            raise AppError("link_not_found")
        if link.kind == "raw":
            body = services.raw_blob_read(message.raw)
            response = HttpResponse(body, content_type="message/rfc822")
            response["Content-Disposition"] = f'attachment; filename="{message.id}.eml"'
        elif link.kind == "text":
            response = HttpResponse(message.text, content_type="text/plain; charset=utf-8")
        else:
            attachment = message.attachments.filter(pk=link.attachment_id).first()
            if attachment is None:
                raise AppError("link_not_found")
            with services.attachment_open(attachment) as handle:
                body = handle.read()
            response = HttpResponse(body, content_type="application/octet-stream")
            response["Content-Disposition"] = f'attachment; filename="{attachment.id}"'
        response["Cache-Control"] = "private, no-store"
        response["X-Content-Type-Options"] = "nosniff"
        return response
