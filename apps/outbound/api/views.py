"""The send API: send, dry run, cancel, delivery state, uploads, drafts, suppressions,
send policies and signed links. Views validate, call one service or selector, answer."""

from __future__ import annotations

import base64
import binascii

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.parsers import JSONParser, MultiPartParser
from rest_framework.response import Response

from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors as mailbox_selectors
from apps.outbound import selectors, services
from apps.outbound.api import serializers as s
from apps.outbound.models import SendPolicy
from apps.tenants import selectors as tenant_selectors
from pylota.api.idempotency import idempotent
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.compose import Address
from pylota.core.errors import AppError

IDENTITY = OpenApiParameter("identity_id", str, OpenApiParameter.PATH)
DRY_RUN = OpenApiParameter(
    "dry_run",
    bool,
    description="Answer the recipient plan (allowed, suppressed, blocked, "
    "not_allowed, capped) and store nothing",
)


def _delivery(send) -> dict:
    message = send.message
    return {
        "id": message.id,
        "thread_id": message.thread_id,
        "identity_id": message.identity_id,
        "subject": message.subject,
        "message_id": message.message_id_header,
        "labels": message.labels,
        "size": message.size,
        **services.delivery_data(send),
    }


class _IdentityMixin:
    def _identity(self, identity_id: str):
        return identity_selectors.identity_get(principal=self.principal, identity_id=identity_id)

    def _send_request(self, identity, data: dict) -> services.SendRequest:
        """The validated body, decoded: uploads read, the replied message and thread found."""
        principal = self.principal
        parent = thread = None
        if data.get("reply_to_message_id"):
            parent = mailbox_selectors.message_get(
                principal=principal, message_id=data["reply_to_message_id"]
            )
        if data.get("thread_id"):
            thread = mailbox_selectors.thread_get(principal=principal, thread_id=data["thread_id"])
        attachments = []
        for item in data.get("attachments", []):
            if "upload_id" in item:
                upload = selectors.upload_get(
                    tenant_id=identity.tenant_id,
                    upload_id=item["upload_id"],
                    identity_id=identity.id,
                )
                content = services.upload_read(upload)
                filename = item.get("filename") or upload.filename
                content_type = item.get("content_type") or upload.content_type
            else:
                content = item["data"]
                filename = item["filename"]
                content_type = item.get("content_type") or "application/octet-stream"
            attachments.append(
                services.AttachmentIn(filename, content_type, content, item.get("content_id"))
            )

        def addresses(name: str) -> list[Address]:
            return [Address(name=a["name"], address=a["address"]) for a in data.get(name, [])]

        return services.SendRequest(
            to=addresses("to"),
            cc=addresses("cc"),
            bcc=addresses("bcc"),
            reply_to=addresses("reply_to"),
            subject=data.get("subject"),
            text=data.get("text"),
            html=data.get("html"),
            attachments=attachments,
            headers=data.get("headers", {}),
            parent=parent,
            thread=thread,
            labels=data.get("labels", []),
            metadata=data.get("metadata", {}),
            send_at=data.get("send_at"),
        )


class IdentityMessageViewSet(_IdentityMixin, ApiViewSet):
    """``POST /v1/identities/{identity_id}/messages``: send (or plan with ``?dry_run=true``)."""

    permissions = {"*": "messages:send"}
    allow_identity_scoped = True

    @extend_schema(
        parameters=[IDENTITY, DRY_RUN],
        request=s.SendIn,
        responses={202: s.SentOut, 200: s.DryRunOut},
    )
    def create(self, request, identity_id: str):
        if request.query_params.get("dry_run", "").lower() in ("1", "true", "yes"):
            identity = self._identity(identity_id)
            data = self.validated(s.SendIn)
            plan = services.message_send(
                actor=self.actor,
                identity=identity,
                request=self._send_request(identity, data),
                dry_run=True,
            )
            return Response(s.DryRunOut(plan.to_dict()).data)
        return self._send(request, identity_id)

    @idempotent()
    def _send(self, request, identity_id: str):
        identity = self._identity(identity_id)
        data = self.validated(s.SendIn)
        send = services.message_send(
            actor=self.actor, identity=identity, request=self._send_request(identity, data)
        )
        return Response(s.SentOut(_delivery(send)).data, status=202)


class MessageDeliveryViewSet(ApiViewSet):
    """``/v1/messages/{id}/delivery`` and ``/v1/messages/{id}/cancel``."""

    permissions = {"delivery": "messages:read", "cancel": "messages:send"}
    allow_identity_scoped = True

    @extend_schema(
        parameters=[OpenApiParameter("id", str, OpenApiParameter.PATH)], responses=s.SendDeliveryOut
    )
    def delivery(self, request, pk: str):
        send = selectors.send_get(principal=self.principal, message_id=pk)
        return Response(s.SentOut(_delivery(send)).data)

    @extend_schema(
        parameters=[OpenApiParameter("id", str, OpenApiParameter.PATH)],
        request=None,
        responses=s.SendDeliveryOut,
    )
    def cancel(self, request, pk: str):
        send = selectors.send_get(principal=self.principal, message_id=pk)
        send = services.send_cancel(actor=self.actor, send=send)
        return Response(s.SentOut(_delivery(send)).data)


class UploadViewSet(_IdentityMixin, ApiViewSet):
    """``POST /v1/attachments``: upload a file once, attach it by ``upload_id`` later."""

    permissions = {"*": "messages:send"}
    allow_identity_scoped = True
    parser_classes = [JSONParser, MultiPartParser]

    @extend_schema(request=s.UploadIn, responses={201: s.UploadOut})
    @idempotent()
    def create(self, request):
        data = self.validated(s.UploadIn)
        identity_id = data.get("identity_id") or self.principal.identity_id
        if not identity_id:
            raise AppError("validation_failed", details={"fields": {"identity_id": ["required"]}})
        identity = self._identity(identity_id)
        if data.get("file") is not None:
            content = data["file"].read()
        elif data.get("content") is not None:
            try:
                content = base64.b64decode(data["content"], validate=True)
            except (binascii.Error, ValueError):
                raise AppError(
                    "validation_failed", details={"fields": {"content": ["not valid base64"]}}
                ) from None
        else:
            raise AppError(
                "validation_failed", details={"fields": {"file": ["give file or content"]}}
            )
        upload = services.upload_create(
            actor=self.actor,
            identity=identity,
            filename=data["filename"],
            content_type=data["content_type"],
            content=content,
        )
        return Response(s.UploadOut(upload).data, status=201)


class DraftViewSet(_IdentityMixin, ApiViewSet):
    """``/v1/identities/{identity_id}/drafts[/{draft_id}[/send]]``."""

    permissions = {"list": "messages:read", "retrieve": "messages:read", "*": "messages:send"}
    allow_identity_scoped = True

    def _draft(self, identity_id: str, draft_id: str):
        identity = self._identity(identity_id)
        draft = selectors.draft_get(principal=self.principal, identity=identity, draft_id=draft_id)
        return identity, draft

    @extend_schema(parameters=[IDENTITY, *PAGE_PARAMETERS], responses=s.DraftOut(many=True))
    def list(self, request, identity_id: str):
        identity = self._identity(identity_id)
        return self.page(
            selectors.draft_list(principal=self.principal, identity=identity), s.DraftOut
        )

    @extend_schema(parameters=[IDENTITY], request=s.SendIn, responses={201: s.DraftOut})
    @idempotent()
    def create(self, request, identity_id: str):
        identity = self._identity(identity_id)
        self.validated(s.SendIn, partial=True)
        draft = services.draft_create(actor=self.actor, identity=identity, content=request.data)
        return Response(s.DraftOut(draft).data, status=201)

    @extend_schema(parameters=[IDENTITY], responses=s.DraftOut)
    def retrieve(self, request, identity_id: str, draft_id: str):
        return Response(s.DraftOut(self._draft(identity_id, draft_id)[1]).data)

    @extend_schema(parameters=[IDENTITY], request=s.SendIn, responses=s.DraftOut)
    def partial_update(self, request, identity_id: str, draft_id: str):
        _identity, draft = self._draft(identity_id, draft_id)
        self.validated(s.SendIn, partial=True)
        draft = services.draft_update(actor=self.actor, draft=draft, content=request.data)
        return Response(s.DraftOut(draft).data)

    @extend_schema(parameters=[IDENTITY], responses={204: None})
    def destroy(self, request, identity_id: str, draft_id: str):
        _identity, draft = self._draft(identity_id, draft_id)
        services.draft_delete(actor=self.actor, draft=draft)
        return Response(status=204)

    @extend_schema(parameters=[IDENTITY], request=None, responses={202: s.SentOut})
    @idempotent()
    def send(self, request, identity_id: str, draft_id: str):
        identity, draft = self._draft(identity_id, draft_id)

        def send(content: dict):
            data = self.validated(s.SendIn, data=content)
            return services.message_send(
                actor=self.actor,
                identity=identity,
                request=self._send_request(identity, data),
                draft_id=draft.id,
            )

        sent = services.draft_send(actor=self.actor, draft=draft, send=send)
        return Response(s.SentOut(_delivery(sent)).data, status=202)


class SendPolicyViewSet(_IdentityMixin, ApiViewSet):
    """``/v1/identities/{identity_id}/send-policy``: the identity's cap and allow-list rule."""

    permissions = {"retrieve": "identities:read", "*": "identities:write"}
    allow_identity_scoped = True

    @extend_schema(parameters=[IDENTITY], responses=s.SendPolicyIO)
    def retrieve(self, request, identity_id: str):
        identity = self._identity(identity_id)
        policy = SendPolicy.objects.filter(identity=identity).first() or SendPolicy(
            identity=identity
        )
        return Response(s.SendPolicyIO(policy).data)

    @extend_schema(parameters=[IDENTITY], request=s.SendPolicyIO, responses=s.SendPolicyIO)
    def partial_update(self, request, identity_id: str):
        identity = self._identity(identity_id)
        data = self.validated(s.SendPolicyIO, partial=True)
        policy = services.send_policy_update(actor=self.actor, identity=identity, **data)
        return Response(s.SendPolicyIO(policy).data)


class SuppressionViewSet(ApiViewSet):
    """``/v1/suppressions[/{suppression}]``: by ID, or by address with ``?tenant_id=``
    for platform and partner keys."""

    permissions = {"list": "messages:read", "retrieve": "messages:read", "*": "messages:send"}

    def _tenant_id(self, given: str | None) -> str | None:
        if given:
            return tenant_selectors.tenant_get(principal=self.principal, tenant_id=given).id
        return self.principal.tenant_id

    @extend_schema(
        parameters=[
            *PAGE_PARAMETERS,
            OpenApiParameter("tenant_id", str),
            OpenApiParameter("reason", str),
        ],
        responses=s.SuppressionOut(many=True),
    )
    def list(self, request):
        filters = self.validated(s.SuppressionFilters, data=request.query_params)
        rows = selectors.suppression_list(
            principal=self.principal,
            tenant_id=self._tenant_id(filters.get("tenant_id")),
            reason=filters.get("reason"),
        )
        return self.page(rows, s.SuppressionOut)

    @extend_schema(request=s.SuppressionIn, responses={201: s.SuppressionOut})
    @idempotent()
    def create(self, request):
        data = self.validated(s.SuppressionIn)
        tenant_id = self._tenant_id(data.get("tenant_id"))
        if not tenant_id:
            raise AppError("validation_failed", details={"fields": {"tenant_id": ["required"]}})
        tenant = tenant_selectors.tenant_get(principal=self.principal, tenant_id=tenant_id)
        row = services.suppression_create(
            actor=self.actor, tenant=tenant, address=data["address"], detail=data["detail"]
        )
        return Response(s.SuppressionOut(row).data, status=201)

    def _get(self, suppression: str):
        return selectors.suppression_get(
            principal=self.principal,
            suppression=suppression,
            tenant_id=self._tenant_id(self.request.query_params.get("tenant_id")),
        )

    @extend_schema(
        parameters=[OpenApiParameter("suppression", str, OpenApiParameter.PATH)],
        responses=s.SuppressionOut,
    )
    def retrieve(self, request, suppression: str):
        return Response(s.SuppressionOut(self._get(suppression)).data)

    @extend_schema(
        parameters=[OpenApiParameter("suppression", str, OpenApiParameter.PATH)],
        responses={204: None},
    )
    def destroy(self, request, suppression: str):
        services.suppression_delete(actor=self.actor, suppression=self._get(suppression))
        return Response(status=204)
