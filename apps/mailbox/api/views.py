from __future__ import annotations

from django.http import FileResponse, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors, services
from apps.mailbox.api import serializers as s
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError

THREAD_FILTERS = [
    *PAGE_PARAMETERS,
    OpenApiParameter("label", str, description="Only threads with this label"),
    OpenApiParameter("unread", bool, description="true: with unread mail; false: all read"),
    OpenApiParameter("since", str, description="Last activity at or after (RFC 3339)"),
    OpenApiParameter("before", str, description="Last activity before (RFC 3339)"),
]


class _MailboxViewSet(ApiViewSet):
    permissions = {"*": "messages:read", "partial_update": "messages:read"}
    allow_identity_scoped = True

    def _threads(self, identity_id: str | None = None):
        filters = self.validated(s.ThreadFilters, data=self.request.query_params)
        filters.pop("identity_id", None)
        return selectors.thread_list(principal=self.principal, identity_id=identity_id, **filters)


class IdentityThreadViewSet(_MailboxViewSet):
    """``/v1/identities/{identity_id}/threads``: one agent's mailbox."""

    @extend_schema(parameters=THREAD_FILTERS, responses=s.ThreadOut(many=True))
    def list(self, request, identity_pk: str):
        identity = identity_selectors.identity_get(
            principal=self.principal, identity_id=identity_pk
        )
        return self.page(self._threads(identity.id), s.ThreadOut)


class ThreadViewSet(_MailboxViewSet):
    @extend_schema(
        parameters=[*THREAD_FILTERS, OpenApiParameter("identity_id", str)],
        responses=s.ThreadOut(many=True),
    )
    def list(self, request):
        return self.page(self._threads(request.query_params.get("identity_id")), s.ThreadOut)

    @extend_schema(responses=s.ThreadWithMessages)
    def retrieve(self, request, pk: str):
        thread = selectors.thread_get(principal=self.principal, thread_id=pk, with_messages=True)
        return Response(s.ThreadWithMessages(thread).data)

    @extend_schema(request=s.LabelsPatch, responses=s.ThreadOut)
    def partial_update(self, request, pk: str):
        thread = selectors.thread_get(principal=self.principal, thread_id=pk)
        changes = self.validated(s.LabelsPatch)
        thread = services.thread_update(thread=thread, **changes)
        return Response(s.ThreadOut(thread).data)


class MessageViewSet(_MailboxViewSet):
    def _get(self, pk: str):
        return selectors.message_get(principal=self.principal, message_id=pk)

    @extend_schema(responses=s.MessageOut)
    def retrieve(self, request, pk: str):
        return Response(s.MessageOut(self._get(pk)).data)

    @extend_schema(request=s.LabelsPatch, responses=s.MessageOut)
    def partial_update(self, request, pk: str):
        message = services.message_update(message=self._get(pk), **self.validated(s.LabelsPatch))
        return Response(
            s.MessageOut(
                selectors.message_get(principal=self.principal, message_id=message.id)
            ).data
        )

    @extend_schema(responses={(200, "message/rfc822"): OpenApiResponse(description="Raw MIME")})
    @action(detail=True, methods=["get"])
    def raw(self, request, pk: str):
        message = self._get(pk)
        body = services.raw_blob_read(message.raw)
        response = HttpResponse(body, content_type="message/rfc822")
        response["Content-Disposition"] = f'attachment; filename="{message.id}.eml"'
        return response

    @extend_schema(
        responses={(200, "application/octet-stream"): OpenApiResponse(description="Content")}
    )
    @action(
        detail=True, methods=["get"], url_path=r"attachments/(?P<attachment_id>att_[0-9A-Z]{26})"
    )
    def attachment(self, request, pk: str, attachment_id: str):
        attachment = selectors.attachment_get(
            principal=self.principal, message_id=pk, attachment_id=attachment_id
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

    permissions = {
        "list": "messages:read",
        "retrieve": "messages:read",
        "release": "quarantine:release",
        "destroy": "quarantine:release",
    }
    allow_identity_scoped = True

    @extend_schema(parameters=QUARANTINE_FILTERS, responses=s.QuarantinedOut(many=True))
    def list(self, request):
        filters = self.validated(s.QuarantineFilters, data=request.query_params)
        messages = selectors.quarantine_list(principal=self.principal, **filters)
        return self.page(messages, s.QuarantinedOut)

    @extend_schema(responses=s.MessageOut)
    def retrieve(self, request, pk: str):
        message = selectors.quarantine_get(principal=self.principal, message_id=pk)
        return Response(s.MessageOut(message).data)

    @extend_schema(request=None, responses=s.MessageOut)
    @action(detail=True, methods=["post"])
    def release(self, request, pk: str):
        message = selectors.message_get(principal=self.principal, message_id=pk)
        services.quarantine_release(actor=self.actor, message=message)
        message = selectors.message_get(principal=self.principal, message_id=pk)
        return Response(s.MessageOut(message).data)

    @extend_schema(responses={204: None})
    def destroy(self, request, pk: str):
        message = selectors.quarantine_get(principal=self.principal, message_id=pk)
        services.quarantine_delete(actor=self.actor, message=message)
        return Response(status=204)


class LinkView(APIView):
    """``GET /v1/links/{token}``: a signed, expiring link; the token is the credential.

    Tampered, expired, foreign-purpose and unknown tokens all answer the same 404.
    """

    authentication_classes: list = []
    permission_classes: list = []

    @extend_schema(
        parameters=[OpenApiParameter("token", str, OpenApiParameter.PATH)],
        responses={(200, "application/octet-stream"): OpenApiTypes.BINARY},
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
