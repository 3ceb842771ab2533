"""``Idempotency-Key`` on creating POSTs: replay the first answer, refuse a different body.

Records are kept per calling API key, so two clients choosing the same key never collide.
One-time secrets (an API key's or a webhook's) are removed before the answer is stored:
a replay says ``secret_replayed: false`` instead of handing the secret out a second time.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from functools import wraps

from rest_framework.response import Response
from rest_framework.utils.encoders import JSONEncoder

from apps.tenants import services as tenant_services
from pylota.core.errors import AppError

HEADER = "Idempotency-Key"


def _digest(request) -> str:
    try:
        body = json.dumps(request.data, sort_keys=True, separators=(",", ":"), default=str)
    except (TypeError, ValueError):
        body = request.body.decode("utf-8", "replace") if hasattr(request, "body") else ""
    return hashlib.sha256(f"{request.method} {request.path}\n{body}".encode()).hexdigest()


def idempotent(*, secret_fields: tuple[str, ...] = ()) -> Callable:
    def decorator(handler: Callable) -> Callable:
        @wraps(handler)
        def wrapper(view, request, *args, **kwargs):
            key = request.headers.get(HEADER)
            if key is None:
                return handler(view, request, *args, **kwargs)
            if not 1 <= len(key) <= 255 or not key.isprintable():
                raise AppError("invalid_idempotency_key")
            digest = _digest(request)
            record, owner = tenant_services.idempotency_claim(
                api_key_id=request.user.key_id,
                key=key,
                method=request.method,
                path=request.path,
                request_digest=digest,
            )
            if not owner:
                if record.request_digest != digest:
                    raise AppError("idempotency_conflict")
                if record.state != record.State.DONE:
                    raise AppError("idempotency_in_progress", headers={"Retry-After": "1"})
                return Response(
                    record.response_body,
                    status=record.response_status,
                    headers={"Idempotent-Replayed": "true"},
                )
            try:
                response = handler(view, request, *args, **kwargs)
            except AppError as exc:
                if exc.retryable:
                    tenant_services.idempotency_release(record=record)
                else:
                    # A refusal is an answer too: the same request gets the same refusal.
                    from pylota.api.errors import envelope

                    tenant_services.idempotency_complete(
                        record=record,
                        status=exc.status,
                        body=envelope(exc.code, exc.message, exc.details),
                    )
                raise
            except Exception:
                tenant_services.idempotency_release(record=record)
                raise
            if response.status_code >= 500:
                tenant_services.idempotency_release(record=record)
                return response
            # Stored as the client saw it: DRF's encoder turns datetimes, decimals and UUIDs
            # into their JSON forms, whatever the view put in ``data``.
            stored = json.loads(json.dumps(response.data, cls=JSONEncoder))
            if secret_fields and isinstance(stored, dict):
                stored = {k: v for k, v in stored.items() if k not in secret_fields}
                stored["secret_replayed"] = False
            tenant_services.idempotency_complete(
                record=record, status=response.status_code, body=stored
            )
            return response

        return wrapper

    return decorator
