"""``GET /v1/identities/{identity_id}/wait`` (async long-poll) and the tenant's trust policy."""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
import time
import weakref
from dataclasses import dataclass

from django.conf import settings
from django.http import HttpRequest, JsonResponse

from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors as mailbox_selectors
from apps.mailbox.api.serializers import MessageOut
from apps.mailbox.api.waiting import HUB, recheck_seconds
from apps.mailbox.models import QuarantineState
from pylota.api import ratelimit
from pylota.api.auth import ApiKeyAuthentication
from pylota.api.errors import error_response
from pylota.api.parsers import check_storable
from pylota.api.steps import DbSteps
from pylota.core.errors import AppError
from pylota.core.ids import is_valid
from pylota.core.principal import Principal

# --- Wait -------------------------------------------------------------------------------


def encode_wait_cursor(seq: int) -> str:
    return base64.urlsafe_b64encode(json.dumps({"seq": seq}).encode()).decode().rstrip("=")


def decode_wait_cursor(cursor: str) -> int:
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        value = json.loads(base64.urlsafe_b64decode(padded.encode()))["seq"]
    except (ValueError, KeyError, TypeError, binascii.Error) as exc:
        raise AppError("invalid_cursor") from exc
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise AppError("invalid_cursor")
    return value


@dataclass(frozen=True)
class WaitPlan:
    identity_id: str
    thread_id: str | None
    after: int
    timeout: float
    rate_headers: dict[str, str]
    # Only a key with quarantine:read learns a held reply's message ID from the notice.
    may_read_quarantine: bool = False


def _validation(field: str, message: str) -> AppError:
    return AppError("validation_failed", details={"fields": {field: [message]}})


def _begin(request: HttpRequest, identity_id: str) -> WaitPlan:
    authenticated = ApiKeyAuthentication().authenticate(request)
    if authenticated is None:
        raise AppError("unauthenticated")
    check_storable(
        [("identity_id", identity_id), *((k, v) for k, vs in request.GET.lists() for v in vs)]
    )
    principal: Principal = authenticated[0]
    api_key = authenticated[1]
    if not principal.can("messages:read"):
        raise AppError("permission_denied", details={"required": "messages:read"})
    tenant = api_key.tenant
    window = ratelimit.check(
        principal,
        tenant_limit=tenant.policy_value("rate_limit_per_minute") if tenant else None,
    )
    identity = identity_selectors.identity_get(principal=principal, identity_id=identity_id)
    params = request.GET
    timeout_raw = params.get("timeout", "")
    try:
        timeout = float(timeout_raw) if timeout_raw else settings.PM_WAIT_DEFAULT_SECONDS
    except ValueError:
        raise _validation("timeout", "must be a number of seconds") from None
    if not 0 <= timeout <= settings.PM_WAIT_MAX_SECONDS:
        raise _validation("timeout", f"must be 0 to {settings.PM_WAIT_MAX_SECONDS}")
    thread_id = params.get("thread_id") or None
    if thread_id is not None:
        thread = mailbox_selectors.thread_get(principal=principal, thread_id=thread_id)
        if thread.identity_id != identity.id:
            raise AppError("thread_not_found")
    after_raw = params.get("after") or ""
    if not after_raw:
        after = mailbox_selectors.wait_position(identity_id=identity.id)
    elif is_valid(after_raw, "msg"):
        # A message ID works as a cursor too: "after the last message I saw".
        seq = mailbox_selectors.wait_seq_of(identity_id=identity.id, message_id=after_raw)
        if seq is None:
            raise AppError("message_not_found")
        after = seq
    else:
        after = decode_wait_cursor(after_raw)
    return WaitPlan(
        identity.id,
        thread_id,
        after,
        timeout,
        window.headers(),
        may_read_quarantine=mailbox_selectors.may_read_quarantine(principal),
    )


def _check(plan: WaitPlan, after: int) -> dict | None:
    message = mailbox_selectors.wait_next(
        identity_id=plan.identity_id, after=after, thread_id=plan.thread_id
    )
    if message is None:
        return None
    cursor = encode_wait_cursor(message.wait_seq)
    if message.quarantine_state == QuarantineState.QUARANTINED:
        notice = {
            "type": "quarantined",
            "message_id": message.id if plan.may_read_quarantine else None,
            "thread_id": message.thread_id,
            "reasons": [r.get("code") for r in message.quarantine_reasons],
            "received_at": message.received_at.isoformat(),
        }
        return {"message": None, "notice": notice, "cursor": cursor, "timed_out": False}
    data = dict(MessageOut(message).data)
    return {"message": data, "notice": None, "cursor": cursor, "timed_out": False}


# Every waiter's database steps: PM_WAIT_DB_CONCURRENCY threads per process under ASGI, so
# a burst of waiters queues there instead of opening a connection each.
_STEPS = DbSteps("PM_WAIT_DB_CONCURRENCY", "wait-db")
_db = _STEPS.run


# Per event loop: waiters on one identity, thread and cursor share one in-flight check.
_inflight: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


async def _shared_check(request: HttpRequest, plan: WaitPlan) -> dict | None:
    """One database check and one rendering per wake-up, however many agents wait.

    When a message arrives every waiter of the identity wakes at once; without this each
    would query and render the same message. ``shield`` keeps a waiter that goes away
    from cancelling the check the others are awaiting.
    """
    checks = _inflight.setdefault(asyncio.get_running_loop(), {})
    key = (plan.identity_id, plan.thread_id, plan.after, plan.may_read_quarantine)
    pending = checks.get(key)
    if pending is None:
        pending = asyncio.ensure_future(_db(request, _check, plan, plan.after))
        checks[key] = pending
        pending.add_done_callback(lambda _done, key=key: checks.pop(key, None))
    return await asyncio.shield(pending)


def _answer(body: dict, headers: dict[str, str]) -> JsonResponse:
    response = JsonResponse(body, status=200)
    for name, value in headers.items():
        response[name] = value
    response["Cache-Control"] = "no-store"
    return response


async def identity_wait(request: HttpRequest, identity_id: str):
    """Long-poll for the identity's (or one thread's) next message after a cursor."""
    if request.method != "GET":
        error = error_response(AppError("method_not_allowed"))
        error["Allow"] = "GET"
        return error
    try:
        plan = await _db(request, _begin, request, identity_id)
    except AppError as exc:
        response = error_response(exc)
        if exc.status == 401:
            response["WWW-Authenticate"] = 'Bearer realm="pylota"'
        return response
    if plan.timeout <= 0:  # a plain check: no listener needed
        found = await _db(request, _check, plan, plan.after)
        return _answer(found or _timed_out(plan), plan.rate_headers)
    subscription = HUB.subscribe(plan.identity_id, plan.thread_id)
    try:
        await HUB.ready()
        deadline = time.monotonic() + plan.timeout
        while True:
            found = await _shared_check(request, plan)
            if found is not None:
                return _answer(found, plan.rate_headers)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return _answer(_timed_out(plan), plan.rate_headers)
            await subscription.wait(min(remaining, recheck_seconds()))
    finally:
        # Also when the client goes away: Django then cancels this coroutine
        # (asyncio.CancelledError) and the waiter leaves without a trace.
        HUB.unsubscribe(subscription)


def _timed_out(plan: WaitPlan) -> dict:
    return {
        "message": None,
        "notice": None,
        "cursor": encode_wait_cursor(plan.after),
        "timed_out": True,
    }
