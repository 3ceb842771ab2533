"""The send API: send, dry run, cancel, delivery state, uploads, drafts, suppressions,
send policies and signed links. Views validate, call one service or selector, answer."""

from __future__ import annotations

from django.conf import settings
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    inline_serializer,
)
from rest_framework import serializers as drf_serializers
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors as mailbox_selectors
from apps.outbound import selectors, services
from apps.outbound.api import examples as ex
from apps.outbound.api import serializers as s
from apps.outbound.models import SendPolicy
from apps.outbound.services import ses_events
from apps.tenants import selectors as tenant_selectors
from pylota.api.idempotency import idempotent
from pylota.api.parsers import BoundedJSONParser
from pylota.api.schema import ErrorSerializer, error_example
from pylota.api.views import PAGE_PARAMETERS, ApiViewSet
from pylota.core.errors import AppError

SUPPRESSION = OpenApiParameter(
    "suppression",
    str,
    OpenApiParameter.PATH,
    description="The suppression's ID (`sup_…`) or the suppressed address",
)
TENANT = OpenApiParameter(
    "tenant_id", str, description="Platform and partner keys: the tenant of an address"
)
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
        "from_address": message.from_address,
        "sent_via_fallback": message.sent_via_fallback,
        **services.delivery_data(send),
    }


class _IdentityMixin:
    def _identity(self, identity_id: str):
        return identity_selectors.identity_get(principal=self.principal, identity_id=identity_id)

    def _send_request(self, identity, data: dict) -> services.SendRequest:
        return services.send_request_build(principal=self.principal, identity=identity, data=data)


class IdentityMessageViewSet(_IdentityMixin, ApiViewSet):
    """``POST /v1/identities/{identity_id}/messages``: send (or plan with ``?dry_run=true``)."""

    schema_tag = "sending"
    permissions = {"*": "messages:send"}
    allow_identity_scoped = True

    @extend_schema(
        operation_id="messages_send",
        summary="Send a message",
        description="Sends from the identity's primary address: a new message, or a reply "
        "with `reply_to_message_id` (or `thread_id`) threaded by its headers; `reply_all: "
        "true` replies to everyone on the parent, `forward_message_id` forwards a message "
        "with its attachments. Answers 202 "
        "with the queued send; follow it with messages_delivery or the `message.*` events. "
        "`?dry_run=true` answers 200 with the recipient plan and the daily caps and stores "
        "nothing. Accepts `Idempotency-Key`. 422 `no_recipients`, `recipient_suppressed`, "
        "`recipient_blocked`, `recipient_not_allowed` (details list the recipients); 409 "
        "`identity_paused`; 429 `identity_daily_cap_reached` or `tenant_daily_cap_reached`.",
        parameters=[DRY_RUN],
        request=s.SendIn,
        responses={202: s.SentOut, 200: s.DryRunOut},
        examples=[ex.SEND_IN, ex.REPLY_IN, ex.SENT, ex.DRY_RUN],
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
    """``/v1/messages/{message_id}/delivery`` and ``/v1/messages/{message_id}/cancel``."""

    schema_tag = "sending"
    permissions = {"delivery": "messages:read", "cancel": "messages:send"}
    allow_identity_scoped = True

    @extend_schema(
        summary="Get a sent message's delivery state",
        description="The send's status (queued, sending, deferred, done, cancelled) and each "
        "recipient's: attempts, the last SMTP answer, the next retry. 404 "
        "`message_not_found` (also for a received message).",
        responses=s.SentOut,
        examples=[ex.DELIVERED],
    )
    def delivery(self, request, message_id: str):
        send = selectors.send_get(principal=self.principal, message_id=message_id)
        return Response(s.SentOut(_delivery(send)).data)

    @extend_schema(
        summary="Cancel a queued send",
        description="Cancels a send no worker has picked up yet (a scheduled `send_at`, "
        "typically); its recipients become `failed`. 409 `message_not_cancellable` once "
        "sending started.",
        request=None,
        responses=s.SentOut,
        examples=[ex.CANCELLED],
    )
    def cancel(self, request, message_id: str):
        send = selectors.send_get(principal=self.principal, message_id=message_id)
        send = services.send_cancel(actor=self.actor, send=send)
        return Response(s.SentOut(_delivery(send)).data)


class UploadViewSet(_IdentityMixin, ApiViewSet):
    """``POST /v1/attachments``: upload a file once, attach it by ``upload_id`` later."""

    schema_tag = "sending"
    permissions = {"*": "messages:send"}
    allow_identity_scoped = True
    parser_classes = [BoundedJSONParser, MultiPartParser]

    @property
    def max_body_bytes(self) -> int:
        # The largest upload, base64-encoded in a JSON body, and room for its fields.
        return settings.PM_UPLOAD_MAX_BYTES * 4 // 3 + 64 * 1024

    @extend_schema(
        operation_id="attachments_upload",
        summary="Upload an attachment",
        description="Stores a file once (JSON with base64 `content`, or multipart with "
        "`file`) for an identity's sends and drafts to attach by `upload_id`; uploads "
        "expire. Accepts `Idempotency-Key`. 422 `validation_failed` without a file or with "
        "bad base64.",
        request=s.UploadIn,
        responses={201: s.UploadOut},
        examples=[ex.UPLOAD_IN, ex.UPLOAD],
    )
    @idempotent()
    def create(self, request):
        data = self.validated(s.UploadIn)
        identity_id = data.get("identity_id") or self.principal.identity_id
        if not identity_id:
            raise AppError("validation_failed", details={"fields": {"identity_id": ["required"]}})
        identity = self._identity(identity_id)
        upload = services.upload_create(
            actor=self.actor,
            identity=identity,
            filename=data["filename"],
            content_type=data["content_type"],
            content=data["payload"],
        )
        return Response(s.UploadOut(upload).data, status=201)


class DraftViewSet(_IdentityMixin, ApiViewSet):
    """``/v1/identities/{identity_id}/drafts[/{draft_id}[/send]]``."""

    schema_tag = "sending"
    schema_resource = "drafts"
    permissions = {"list": "messages:read", "retrieve": "messages:read", "*": "messages:send"}
    allow_identity_scoped = True

    def _check_references(self, identity, data: dict) -> None:
        """A draft names only what its send could use: the identity's own message,
        thread and uploads (404 ``message_not_found``, ``thread_not_found`` or
        ``upload_not_found`` as the send would answer), checked when it is saved."""
        for name in ("reply_to_message_id", "forward_message_id"):
            if data.get(name):
                parent = mailbox_selectors.message_get(
                    principal=self.principal, message_id=data[name]
                )
                if parent.identity_id != identity.id:
                    raise AppError("message_not_found")
        if data.get("thread_id"):
            thread = mailbox_selectors.thread_get(
                principal=self.principal, thread_id=data["thread_id"]
            )
            if thread.identity_id != identity.id:
                raise AppError("thread_not_found")
        for item in data.get("attachments", []):
            if item.get("upload_id"):
                selectors.upload_get(
                    tenant_id=identity.tenant_id,
                    upload_id=item["upload_id"],
                    identity_id=identity.id,
                )

    def _draft(self, identity_id: str, draft_id: str):
        identity = self._identity(identity_id)
        draft = selectors.draft_get(principal=self.principal, identity=identity, draft_id=draft_id)
        return identity, draft

    @extend_schema(
        summary="List an identity's drafts",
        description="The identity's drafts, newest first, sent ones included (`status`).",
        parameters=PAGE_PARAMETERS,
        responses=s.DraftOut(many=True),
        examples=[ex.DRAFT],
    )
    def list(self, request, identity_id: str):
        identity = self._identity(identity_id)
        return self.page(
            selectors.draft_list(principal=self.principal, identity=identity), s.DraftOut
        )

    @extend_schema(
        summary="Create a draft",
        description="Saves a message to finish later: the send body, every field optional. "
        "Accepts `Idempotency-Key`.",
        request=s.SendIn,
        responses={201: s.DraftOut},
        examples=[ex.DRAFT_IN, ex.DRAFT],
    )
    @idempotent()
    def create(self, request, identity_id: str):
        identity = self._identity(identity_id)
        self._check_references(identity, self.validated(s.SendIn, partial=True))
        draft = services.draft_create(actor=self.actor, identity=identity, content=request.data)
        return Response(s.DraftOut(draft).data, status=201)

    @extend_schema(
        summary="Get a draft",
        description="One draft. 404 `identity_not_found` or `draft_not_found`.",
        responses=s.DraftOut,
        examples=[ex.DRAFT],
    )
    def retrieve(self, request, identity_id: str, draft_id: str):
        return Response(s.DraftOut(self._draft(identity_id, draft_id)[1]).data)

    @extend_schema(
        summary="Update a draft",
        description="Replaces the draft's content with the body given. 409 `draft_already_sent`.",
        request=s.SendIn,
        responses=s.DraftOut,
        examples=[ex.DRAFT_PATCH, ex.DRAFT],
    )
    def partial_update(self, request, identity_id: str, draft_id: str):
        identity, draft = self._draft(identity_id, draft_id)
        self._check_references(identity, self.validated(s.SendIn, partial=True))
        draft = services.draft_update(actor=self.actor, draft=draft, content=request.data)
        return Response(s.DraftOut(draft).data)

    @extend_schema(
        summary="Delete a draft",
        description="Deletes an unsent draft. Answers 204; 409 `draft_already_sent`.",
        responses={204: None},
    )
    def destroy(self, request, identity_id: str, draft_id: str):
        _identity, draft = self._draft(identity_id, draft_id)
        services.draft_delete(actor=self.actor, draft=draft)
        return Response(status=204)

    @extend_schema(
        summary="Send a draft",
        description="Sends the draft as messages_send would send its content, and marks it "
        "sent. Answers 202 with the queued send. Accepts `Idempotency-Key`. 409 "
        "`draft_already_sent`; the send's own 422 and 409 errors.",
        request=None,
        responses={202: s.SentOut},
        examples=[ex.SENT],
    )
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

    schema_tag = "sending"
    schema_resource = "send_policy"
    permissions = {"retrieve": "identities:read", "*": "identities:write"}
    allow_identity_scoped = True

    @extend_schema(
        summary="Get an identity's send policy",
        description="The identity's own daily cap (null: the tenant's) and whether it sends "
        "to allow-listed recipients only.",
        responses=s.SendPolicyIO,
        examples=[ex.SEND_POLICY],
    )
    def retrieve(self, request, identity_id: str):
        identity = self._identity(identity_id)
        policy = SendPolicy.objects.filter(identity=identity).first() or SendPolicy(
            identity=identity
        )
        return Response(s.SendPolicyIO(policy).data)

    @extend_schema(
        summary="Update an identity's send policy",
        description="Sets the daily cap (the effective cap is the lower of it and the "
        "tenant's) or the allow-list-only rule.",
        request=s.SendPolicyIO,
        responses=s.SendPolicyIO,
        examples=[ex.SEND_POLICY_PATCH, ex.SEND_POLICY],
    )
    def partial_update(self, request, identity_id: str):
        identity = self._identity(identity_id)
        data = self.validated(s.SendPolicyIO, partial=True)
        policy = services.send_policy_update(actor=self.actor, identity=identity, **data)
        return Response(s.SendPolicyIO(policy).data)


class SuppressionViewSet(ApiViewSet):
    """``/v1/suppressions[/{suppression}]``: by ID, or by address with ``?tenant_id=``
    for platform and partner keys."""

    schema_tag = "sending"
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
        summary="List suppressions",
        description="Addresses the tenant no longer sends to: hard bounces, complaints and "
        "manual entries (`?reason=`), newest first.",
        examples=[ex.SUPPRESSION],
    )
    def list(self, request):
        filters = self.validated(s.SuppressionFilters, data=request.query_params)
        rows = selectors.suppression_list(
            principal=self.principal,
            tenant_id=self._tenant_id(filters.get("tenant_id")),
            reason=filters.get("reason"),
        )
        return self.page(rows, s.SuppressionOut)

    @extend_schema(
        summary="Suppress an address",
        description="Stops every send of the tenant to the address (422 "
        "`recipient_suppressed`). Platform and partner keys name the `tenant_id`. Accepts "
        "`Idempotency-Key`. 409 `suppression_exists`.",
        request=s.SuppressionIn,
        responses={201: s.SuppressionOut},
        examples=[ex.SUPPRESSION_IN, ex.NEW_SUPPRESSION],
    )
    @idempotent()
    def create(self, request):
        data = self.validated(s.SuppressionIn)
        tenant = tenant_selectors.tenant_for_write(
            principal=self.principal, tenant_id=data.get("tenant_id"), why="required"
        )
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
        summary="Get a suppression",
        description="One suppression, by ID or by address (platform and partner keys add "
        "`?tenant_id=` to look up an address). 404 `suppression_not_found`.",
        parameters=[SUPPRESSION, TENANT],
        responses=s.SuppressionOut,
        examples=[ex.SUPPRESSION],
    )
    def retrieve(self, request, suppression: str):
        return Response(s.SuppressionOut(self._get(suppression)).data)

    @extend_schema(
        summary="Remove a suppression",
        description="Lets the tenant send to the address again. Answers 204; 404 "
        "`suppression_not_found`.",
        parameters=[SUPPRESSION, TENANT],
        responses={204: None},
    )
    def destroy(self, request, suppression: str):
        services.suppression_delete(actor=self.actor, suppression=self._get(suppression))
        return Response(status=204)


_SNS_IN = inline_serializer(
    "SnsMessageIn",
    {
        "Type": drf_serializers.ChoiceField(
            choices=["Notification", "SubscriptionConfirmation", "UnsubscribeConfirmation"]
        ),
        "MessageId": drf_serializers.CharField(),
        "TopicArn": drf_serializers.CharField(),
        "Message": drf_serializers.CharField(help_text="The SES event, as a JSON string"),
        "Timestamp": drf_serializers.CharField(),
        "SignatureVersion": drf_serializers.ChoiceField(choices=["1", "2"]),
        "Signature": drf_serializers.CharField(),
        "SigningCertURL": drf_serializers.URLField(),
        "Subject": drf_serializers.CharField(required=False),
        "Token": drf_serializers.CharField(required=False),
        "SubscribeURL": drf_serializers.URLField(required=False),
    },
)
_SNS_OUT = inline_serializer(
    "SnsReceiptOut",
    {
        "type": drf_serializers.CharField(),
        "result": drf_serializers.ChoiceField(
            choices=["applied", "unmatched", "ignored", "confirmed"]
        ),
        "event": drf_serializers.ChoiceField(
            choices=["bounce", "complaint", "delivery"], required=False
        ),
    },
)
_SNS_EXAMPLE = {
    "Type": "Notification",
    "MessageId": "7b3c2f7e-5a1d-5c53-9f5e-2f0d7c1f3a11",
    "TopicArn": "arn:aws:sns:us-east-1:123456789012:pylota-ses",
    "Message": '{"notificationType":"Bounce","mail":{"messageId":"0100018c-ses"},'
    '"bounce":{"bounceType":"Permanent","bounceSubType":"General",'
    '"bouncedRecipients":[{"emailAddress":"gone@example.com","status":"5.1.1"}]}}',
    "Timestamp": "2026-01-05T10:00:00.000Z",
    "SignatureVersion": "2",
    "Signature": "EXAMPLEpH+...",
    "SigningCertURL": "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-x.pem",
}


class SesNotificationView(APIView):
    """``POST /v1/transports/ses/notifications``: SES events posted by Amazon SNS.

    No API key: the SNS signature is the credential (services/ses_events.py).
    """

    authentication_classes: list = []
    permission_classes: list = []
    schema_tag = "sending"

    @extend_schema(
        operation_id="ses_notifications_receive",
        summary="Receive SES notifications from Amazon SNS",
        description="The HTTPS subscription endpoint of the SNS topic SES publishes "
        "bounces, complaints and deliveries to. No API key: the message is accepted only "
        "when its topic is in `PM_SES_SNS_TOPIC_ARNS` (else 403 `sns_topic_not_allowed`) "
        "and its SNS signature (version 1 or 2) verifies with the certificate at "
        "`SigningCertURL`, which is fetched only from `https://sns.<region>.amazonaws.com/` "
        "(else 403 `sns_signature_invalid`). A `SubscriptionConfirmation` is confirmed by "
        "fetching its `SubscribeURL`. Bounces and complaints change recipient states and "
        "suppressions by the same rules as bounce reports received by mail.",
        request={"text/plain": _SNS_IN, "application/json": _SNS_IN},
        responses={
            200: _SNS_OUT,
            503: OpenApiResponse(
                ErrorSerializer,
                description="The signing certificate could not be fetched; SNS retries "
                "(error envelope)",
                examples=[
                    OpenApiExample(
                        "sns_certificate_unavailable",
                        value=error_example(
                            "sns_certificate_unavailable", {"reason": "connection_failed"}
                        ),
                    )
                ],
            ),
        },
        examples=[
            OpenApiExample("bounce", value=_SNS_EXAMPLE, request_only=True),
            OpenApiExample(
                "applied",
                value={"type": "Notification", "event": "bounce", "result": "applied"},
                response_only=True,
            ),
        ],
    )
    def post(self, request):
        return Response(ses_events.sns_message_receive(body=request.body))
