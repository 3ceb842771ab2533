"""Submitting a message: policy, composition, DKIM, storage, counters and ``message.sent``.

``message_send`` is the one way mail leaves an identity (the API, drafts and the console
all call it). It runs the policy pipeline (services/policy.py), composes with
``pylota.core.compose`` (RFC 5322 bytes, the thread token in the Message-ID, the header
policy), signs with the platform domain's DKIM keys, then in one transaction takes the
daily caps, stores the raw bytes and the outbound Message in its thread, writes the Send
and its recipients, the audit row and ``message.sent``; delivery is queued after commit.
A dry run stops after the policy checks and stores nothing.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.events.services import event_record
from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors as mailbox_selectors
from apps.mailbox import services as mailbox_services
from apps.outbound import selectors
from apps.outbound.models import Recipient, Send
from apps.outbound.services import domain_routes, policy
from apps.outbound.services.delivery import deliver_enqueue
from apps.outbound.services.dkim import dkim_sign
from apps.outbound.services.recipients import recipient_data
from apps.outbound.services.transports import transport_name_for_sender
from apps.outbound.services.uploads import upload_read
from apps.tenants import services as tenant_services
from apps.tenants.services import keyring
from pylota.core import compose as c
from pylota.core.compose.addresses import mailbox
from pylota.core.domains.records import return_path_for
from pylota.core.errors import AppError
from pylota.core.ids import new_id
from pylota.core.principal import Actor, Principal

if TYPE_CHECKING:
    from apps.identities.models import Identity
    from apps.mailbox.models import Message, Thread

VERP_PURPOSE = mailbox_selectors.VERP_PURPOSE


@dataclass(frozen=True)
class AttachmentIn:
    filename: str
    content_type: str
    content: bytes = field(repr=False)
    content_id: str | None = None


@dataclass
class SendRequest:
    """What the caller asked for, already decoded (base64 and uploads resolved)."""

    to: list[c.Address] = field(default_factory=list)
    cc: list[c.Address] = field(default_factory=list)
    bcc: list[c.Address] = field(default_factory=list)
    reply_to: list[c.Address] = field(default_factory=list)
    subject: str | None = None
    text: str | None = None
    html: str | None = None
    attachments: list[AttachmentIn] = field(default_factory=list)
    headers: dict[str, str] = field(default_factory=dict)
    parent: Message | None = None  # the message replied to
    thread: Thread | None = None  # the thread continued
    labels: list[str] = field(default_factory=list)
    metadata: dict = field(default_factory=dict)
    send_at: dt.datetime | None = None


@dataclass
class DryRun:
    plan: policy.Plan
    would_send: bool

    def to_dict(self) -> dict:
        return {
            "dry_run": True,
            "would_send": self.would_send,
            "recipients": [r.to_dict() for r in self.plan.recipients],
            "caps": self.plan.caps.to_dict() if self.plan.caps else None,
        }


def send_request_build(*, principal: Principal, identity: Identity, data: dict) -> SendRequest:
    """A send API body (validated), decoded: uploads read, the replied message and the
    thread found through the caller's scope."""
    parent = thread = None
    if data.get("reply_to_message_id"):
        parent = mailbox_selectors.message_get(
            principal=principal, message_id=data["reply_to_message_id"]
        )
    if data.get("thread_id"):
        thread = mailbox_selectors.thread_get(principal=principal, thread_id=data["thread_id"])
    forwarded = None
    if data.get("forward_message_id"):
        forwarded = _forwarded_get(principal, identity, data)
    attachments = [] if forwarded is None else _forwarded_attachments(forwarded)
    for item in data.get("attachments", []):
        if "upload_id" in item:
            upload = selectors.upload_get(
                tenant_id=identity.tenant_id,
                upload_id=item["upload_id"],
                identity_id=identity.id,
            )
            content = upload_read(upload)
            filename = item.get("filename") or upload.filename
            content_type = item.get("content_type") or upload.content_type
        else:
            content = item["data"]
            filename = item["filename"]
            content_type = item.get("content_type") or "application/octet-stream"
        attachments.append(AttachmentIn(filename, content_type, content, item.get("content_id")))

    def addresses(name: str) -> list[c.Address]:
        return [c.Address(name=a["name"], address=a["address"]) for a in data.get(name, [])]

    request = SendRequest(
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
    if data.get("reply_all"):
        _reply_all(identity, request, data)
    if forwarded is not None:
        _forward(request, forwarded)
    return request


def _reply_all(identity: Identity, request: SendRequest, data: dict) -> None:
    """``reply_all``: To the parent's Reply-To or From (or, for our own sent message, its
    To), Cc everyone else it was addressed to, minus the identity's own addresses; the
    caller's ``to``/``cc``/``bcc`` are added, never dropped."""
    parent = request.parent
    if parent is None and request.thread is not None:
        _thread, parent = _thread_and_parent(identity, request)
    if parent is None:
        raise AppError(
            "validation_failed",
            details={"fields": {"reply_all": ["needs reply_to_message_id or thread_id"]}},
        )
    own = {
        f"{a.local_part}@{a.domain}".lower()
        for a in identity_selectors.address_list(principal=None, identity=identity)
    }
    seen = set(own)

    def fresh(people: list[c.Address]) -> list[c.Address]:
        out = []
        for person in people:
            key = person.address.lower()
            if key not in seen:
                seen.add(key)
                out.append(person)
        return out

    given_to, given_cc = fresh(request.to), fresh(request.cc)
    seen.update(b.address.lower() for b in request.bcc)
    to = fresh(_reply_recipients(parent))
    others = [] if parent.is_outbound else (parent.to or [])
    cc = fresh(
        [c.Address(name=p.get("name"), address=p["address"]) for p in others + (parent.cc or [])]
    )
    request.to = given_to + to
    request.cc = given_cc + cc
    if not (request.to or request.cc or request.bcc):
        raise AppError("no_recipients")


def _forwarded_get(principal: Principal, identity: Identity, data: dict) -> Message:
    """The message forwarded: the identity's own, never a quarantined one (release it
    first), and not combined with a reply (a forward starts its own thread)."""
    if data.get("reply_to_message_id") or data.get("thread_id") or data.get("reply_all"):
        raise AppError(
            "validation_failed",
            details={
                "fields": {
                    "forward_message_id": ["a forward is not a reply: no thread or reply fields"]
                }
            },
        )
    original = mailbox_selectors.message_get(
        principal=principal, message_id=data["forward_message_id"]
    )
    if original.identity_id != identity.id or original.quarantine_state == "quarantined":
        raise AppError("message_not_found")
    return original


def _forwarded_attachments(original: Message) -> list[AttachmentIn]:
    out = []
    for attachment in original.attachments.all():
        with mailbox_services.attachment_open(attachment) as handle:
            content = handle.read()
        out.append(
            AttachmentIn(
                attachment.filename,
                attachment.content_type,
                content,
                attachment.content_id or None,
            )
        )
    return out


def _forward(request: SendRequest, original: Message) -> None:
    """The original quoted under the caller's text (and html), its attachments carried
    over ahead of the caller's; ``Fwd: <subject>`` unless a subject is given."""
    when = original.received_at or original.sent_at
    sender = (
        f"{original.from_name} <{original.from_address}>"
        if original.from_name
        else original.from_address
    )
    to = ", ".join(p.get("address", "") for p in original.to or [])
    header = [
        "---------- Forwarded message ----------",
        f"From: {sender}",
        f"Date: {when.strftime('%a, %d %b %Y %H:%M:%S %z') if when else ''}",
        f"Subject: {original.subject}",
        f"To: {to}",
    ]
    quoted = "\n".join(header) + "\n\n" + (original.text or "")
    request.text = f"{request.text}\n\n{quoted}" if request.text else quoted
    if request.html or original.html:
        head = "<br>".join(escape(line) for line in header)
        body = original.html or f"<pre>{escape(original.text or '')}</pre>"
        block = f'<div class="pm-forward">{head}<br><br>{body}</div>'
        request.html = f"{request.html or ''}<br><br>{block}"
    if request.subject is None:
        base = original.subject or ""
        request.subject = base if base.lower().startswith("fwd:") else f"Fwd: {base}".strip()
    if not (request.to or request.cc or request.bcc):
        raise AppError("no_recipients")


def _checked_recipients(request: SendRequest) -> list[tuple[str, str]]:
    """(kind, address) with addresses checked and deduplicated as compose will send them."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for kind in ("to", "cc", "bcc"):
        for index, value in enumerate(getattr(request, kind)):
            try:
                checked = mailbox(value, field=f"{kind}.{index}")
            except c.ComposeError as exc:
                raise AppError(
                    "invalid_recipient", details={"field": exc.field, "reason": str(exc)}
                ) from None
            key = checked.address.lower()
            if key not in seen:
                seen.add(key)
                out.append((kind, checked.address))
    return out


def _compose_error(exc: c.ComposeError) -> AppError:
    if isinstance(exc, c.ReservedHeaderError):
        return AppError("header_reserved", str(exc), details={"header": exc.header})
    if isinstance(exc, c.HeaderPolicyError):
        return AppError("header_not_allowed", str(exc), details={"header": exc.header})
    if isinstance(exc, c.InvalidAddressError):
        return AppError("invalid_recipient", details={"field": exc.field, "reason": str(exc)})
    field_name = exc.field or "non_field_errors"
    return AppError("validation_failed", details={"fields": {field_name: [str(exc)]}})


def _thread_and_parent(
    identity: Identity, request: SendRequest
) -> tuple[Thread | None, Message | None]:
    parent, thread = request.parent, request.thread
    if parent is not None and parent.identity_id != identity.id:
        raise AppError("message_not_found")
    if thread is not None and thread.identity_id != identity.id:
        raise AppError("thread_not_found")
    if parent is not None:
        if thread is not None and parent.thread_id != thread.id:
            raise AppError(
                "validation_failed",
                details={"fields": {"thread_id": ["the message replied to is in another thread"]}},
            )
        thread = parent.thread
    elif thread is not None:
        # Replying to a thread answers its latest message.
        parent = (
            thread.messages.exclude(quarantine_state="quarantined")
            .order_by("-received_at", "-id")
            .first()
        )
    return thread, parent


def _reply_recipients(parent: Message) -> list[c.Address]:
    """A reply with no recipients goes where the parent asked (Reply-To) or came from; a
    reply to our own sent message goes to that message's recipients."""
    if parent.is_outbound:
        people = parent.to or []
    else:
        people = parent.reply_to or (
            [{"name": parent.from_name or None, "address": parent.from_address}]
            if parent.from_address
            else []
        )
    return [c.Address(name=p.get("name"), address=p["address"]) for p in people if p.get("address")]


def _subject(request: SendRequest, parent: Message | None, thread: Thread | None) -> str:
    if request.subject is not None:
        return request.subject
    base = parent.subject if parent is not None else (thread.subject if thread else "")
    if base and not base.lower().startswith("re:"):
        return f"Re: {base}"
    return base


def _sender(identity: Identity) -> c.Address:
    address = identity_selectors.primary_address(identity)
    if not address:
        raise AppError("address_not_found", "The identity has no active primary address.")
    return c.Address(name=identity.display_name or None, address=address)


@dataclass(frozen=True)
class _From:
    sender: c.Address
    route: object | None  # the tenant domain's send route (None: the platform's way)
    fallback: bool


def _sender_route(identity: Identity, thread: Thread | None) -> _From:
    """Who the message is From, and how it leaves.

    From a tenant domain that is not active (failing, most often) the message goes from
    the identity's platform address instead, marked ``sent_via_fallback``; so does every
    later message of a thread that already used the fallback (the other side answers the
    platform address, so the thread stays on it). The thread token is in the Message-ID
    whatever the From, so replies thread either way.
    """
    sender = _sender(identity)
    route = domain_routes.send_route_for(tenant_id=identity.tenant_id, address=sender.address)
    pinned = (
        thread is not None
        and not domain_routes.is_platform(sender.address)
        and mailbox_selectors.thread_used_fallback(thread_id=thread.id)
    )
    if (route is not None and route.fallback) or pinned:
        platform = identity_selectors.platform_address(identity.id)
        if platform is not None:
            return _From(c.Address(name=sender.name, address=platform.address), None, True)
    return _From(sender, route, False)


def _addresses(values: list[c.Address]) -> list[dict]:
    return [{"name": a.name or None, "address": a.address} for a in values]


def message_send(
    *,
    actor: Actor,
    identity: Identity,
    request: SendRequest,
    dry_run: bool = False,
    draft_id: str = "",
) -> Send | DryRun:
    identity = identity_selectors.identity_with_tenant(identity_id=identity.pk)
    policy.check_sender(identity)
    thread, parent = _thread_and_parent(identity, request)
    if parent is not None and not (request.to or request.cc or request.bcc):
        request.to = _reply_recipients(parent)
    recipients = _checked_recipients(request)
    policy.check_count(len(recipients))
    plan = policy.plan_recipients(identity, recipients)
    if dry_run:
        plan.caps = policy.caps_for(identity)
        capped = plan.caps.capped
        for item in plan.recipients:
            if item.outcome == policy.ALLOWED and capped:
                item.outcome, item.detail = policy.CAPPED, capped
        would = all(r.outcome == policy.ALLOWED for r in plan.recipients)
        return DryRun(plan=plan, would_send=would)
    policy.enforce_plan(plan)

    chosen = _sender_route(identity, thread)
    sender = chosen.sender
    domain = settings.PM_PLATFORM_DOMAIN
    # DKIM in the From's domain (DMARC alignment): a tenant domain's own keys, else ours.
    signing_domain = sender.address.rpartition("@")[2] if chosen.route is not None else domain
    pk = new_id("msg")
    thread_id = thread.id if thread is not None else new_id("thr")
    token = mailbox_services.thread_token_for(thread_id)
    threading = None
    if parent is not None and parent.message_id_header:
        try:
            threading = c.reply_headers(
                parent.message_id_header, parent.references, parent.in_reply_to
            )
        except c.ComposeError:
            threading = None  # a parent without a usable Message-ID: thread by token only
    now = timezone.now()
    try:
        composed = c.compose(
            c.MessageSpec(
                from_=sender,
                to=request.to,
                cc=request.cc,
                bcc=request.bcc,
                reply_to=request.reply_to,
                subject=_subject(request, parent, thread),
                text=request.text,
                html=request.html,
                attachments=[
                    c.AttachmentSpec(a.filename, a.content, a.content_type, a.content_id)
                    for a in request.attachments
                ],
                headers=list(request.headers.items()),
                in_reply_to=threading.in_reply_to if threading else None,
                references=threading.references if threading else (),
                message_id_domain=domain,
                thread_token=token,
                date=now,
            )
        )
    except c.ComposeError as exc:
        raise _compose_error(exc) from None
    raw = dkim_sign(composed.raw, domain=c.to_ascii_domain(signing_domain))
    limit = identity.tenant.policy_value("max_message_bytes")
    if len(raw) > limit:
        raise AppError("message_too_large", details={"size": len(raw), "max": limit})
    kid, key = keyring.signing_key(VERP_PURPOSE)
    # The envelope sender in the From's domain too (SPF alignment): an active tenant
    # domain's return-path host, whose CNAME leads to our bounce host; else ours.
    bounce_domain = return_path_for(signing_domain) if chosen.route is not None else domain
    mail_from = c.verp_address(pk, domain=bounce_domain, kid=kid, key=key)
    kinds = {a.lower(): k for k, a in recipients}

    with transaction.atomic():
        blob = mailbox_services.raw_blob_store(raw, kind="sent")
        message = mailbox_services.message_store_outbound(
            identity=identity,
            thread=thread,
            new_thread_id=None if thread is not None else thread_id,
            pk=pk,
            raw=blob,
            message_id=composed.message_id,
            in_reply_to=[threading.in_reply_to] if threading and threading.in_reply_to else [],
            references=list(threading.references) if threading else [],
            from_address=sender.address,
            from_name=sender.name or "",
            to=_addresses(request.to),
            cc=_addresses(request.cc),
            reply_to=_addresses(request.reply_to),
            subject=_subject(request, parent, thread),
            text=request.text or "",
            html=request.html or "",
            headers=[[n, v] for n, v in request.headers.items()],
            labels=request.labels,
            has_attachments=bool(request.attachments),
            attachments=[
                {
                    "filename": a.filename,
                    "content_type": a.content_type,
                    "content": a.content,
                    "content_id": a.content_id,
                }
                for a in request.attachments
            ],
            sent_at=now,
            sent_via_fallback=chosen.fallback,
        )
        start = max(request.send_at, now) if request.send_at else now
        send = Send.objects.create(
            tenant_id=identity.tenant_id,
            identity=identity,
            message=message,
            mail_from=mail_from,
            smtputf8=composed.smtputf8,
            send_at=request.send_at,
            next_attempt_at=start,
            metadata=request.metadata,
            draft_id=draft_id,
            created_by_key_id=actor.key_id,
        )
        # Kept on the instance for message.sent and the answer (no read back).
        send._accepted_recipients = Recipient.objects.bulk_create(
            [
                Recipient(
                    send=send,
                    tenant_id=identity.tenant_id,
                    identity=identity,
                    address=address,
                    kind=kinds.get(address.lower(), "to"),
                    transport=transport_name_for_sender(address, route=chosen.route),
                )
                for address in composed.envelope_recipients
            ]
        )
        tenant_services.audit_record(
            actor=actor,
            type="message.sent",
            target=send,
            tenant=identity.tenant,
            data={
                "message_id": message.id,
                "identity_id": identity.id,
                "recipients": len(composed.envelope_recipients),
            },
        )
        event_record(
            type="message.sent",
            data=sent_data(send),
            tenant=identity.tenant,
        )
        # Last in the transaction, so the counter rows (shared by every sender of the
        # tenant) stay locked only until the commit; a refusal rolls everything back.
        policy.caps_take(identity)
        policy.quota_hold(tenant_id=identity.tenant_id, units=1)
        deliver_enqueue(
            send, eta=request.send_at if request.send_at and request.send_at > now else None
        )
    return send


def sent_data(send: Send) -> dict:
    """``message.sent`` and the send API's answer: the message and its delivery state."""
    message = send.message
    data = mailbox_services.message_data(message)
    data.update(delivery_data(send))
    return data


def delivery_data(send: Send) -> dict:
    # A send just accepted carries its recipient rows; any other is read.
    rows = getattr(send, "_accepted_recipients", None)
    rows = sorted(rows, key=lambda r: r.id) if rows is not None else send.recipients.order_by("id")
    return {
        "status": send.status,
        "send_at": send.send_at,
        "metadata": send.metadata,
        "recipients": [recipient_data(r) for r in rows],
    }
