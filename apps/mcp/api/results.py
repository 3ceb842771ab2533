"""From an operation's answer to a tool's result: the same JSON, with mail fenced.

Two rules hold for every tool, whatever its operation:

- Every piece of mail content is fenced as untrusted data (``pylota.core.fence``): the
  string values of ``subject``, ``text``, ``html``, ``extracted_text``, ``snippet`` and the
  other content keys below, a calendar invitation's values, and the ``name`` of an address
  (``{name, address}``), wherever they sit in the answer (messages, threads, search
  hits, contacts, events, drafts). The rest of the answer (IDs, addresses, labels,
  timestamps, verdicts) is left as the operation gave it, so a client reads the same
  structure as over REST.
- Quarantined mail is never returned: a message whose ``quarantine.state`` is
  ``quarantined`` answers ``message_not_found`` (as to a key without ``quarantine:read``),
  is dropped from any list, and the quarantine listing loses its ``subject``.
"""

from __future__ import annotations

import base64
import json
import re
from typing import Any

from pylota.core.fence import fence

CONTENT_KEYS = frozenset(
    {
        "subject",
        "text",
        "html",
        "extracted_text",
        "snippet",
        "preview",
        "excerpt",
        "highlight",
        "highlights",
        "quote",
        "body",
        "filename",
        "attachment_text",
    }
)
TEXT_LIKE = re.compile(r"^(text/|application/(json|xml|csv|x-yaml|yaml)|message/)")
MAX_ATTACHMENT_TEXT = 64 * 1024


def is_quarantined(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and isinstance(value.get("quarantine"), dict)
        and value["quarantine"].get("state") == "quarantined"
    )


def _source(owner: dict | None, key: str) -> str:
    oid = owner.get("id") if isinstance(owner, dict) else None
    return f"{key} of {oid}" if isinstance(oid, str) else key


def _fenced(text: str, owner: dict | None, key: str) -> str:
    return fence(text, source=_source(owner, key), what=f"mail content ({key})").text


def fence_mail(
    value: Any, *, owner: dict | None = None, key: str = "", in_address: bool = False
) -> Any:
    """The answer with mail content fenced and quarantined messages dropped."""
    if isinstance(value, str):
        if value and (key in CONTENT_KEYS or (in_address and key == "name")):
            return _fenced(value, owner, key)
        return value
    if isinstance(value, dict):
        address = "address" in value and "name" in value
        out = {}
        for k, v in value.items():
            if k == "calendar" and isinstance(v, dict):  # an invitation: all of it is theirs
                out[k] = {
                    ck: _fenced(cv, value, k) if isinstance(cv, str) and cv else cv
                    for ck, cv in v.items()
                }
            else:
                out[k] = fence_mail(v, owner=value, key=k, in_address=address)
        return out
    if isinstance(value, list):
        return [fence_mail(i, owner=owner, key=key) for i in value if not is_quarantined(i)]
    return value


def quarantine_list(data: Any) -> Any:
    """The listing shows who, when and why; the subject is the held message's content."""
    if isinstance(data, dict) and isinstance(data.get("data"), list):
        return {
            **data,
            "data": [{k: v for k, v in i.items() if k != "subject"} for i in data["data"]],
        }
    return data


def agentic(body: bytes) -> tuple[dict, bool]:
    """An agentic search stream read to its end, as one result: the verified answer
    sentences, every kept citation, what the verifier removed and the run's summary; or
    the ``error`` event's envelope (the second value says which)."""
    result: dict = {"answer": [], "citations": [], "removed": []}
    for block in body.decode("utf-8", "replace").split("\n\n"):
        name, data = "", ""
        for line in block.splitlines():
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: "):
                data += line[6:]
        if not name or not data:
            continue  # comments (heartbeats) and empty blocks
        payload = json.loads(data)
        if name == "error":
            return payload, True
        if name == "answer":
            result["answer"].append(payload)
        elif name == "citations":
            result["citations"] = payload.get("citations", [])
            result["removed"] = payload.get("removed", [])
        elif name == "done":
            result.update({k: v for k, v in payload.items() if k not in ("citations",)})
    return result, False


def attachment(answer_headers: dict[str, str], body: bytes) -> dict:
    disposition = answer_headers.get("content-disposition", "")
    match = re.search(r"filename\*?=(?:UTF-8'')?\"?([^\";]+)\"?", disposition)
    return {
        "filename": match.group(1) if match else None,
        "content_type": answer_headers.get("content-type", "application/octet-stream"),
        "size": len(body),
        "content_base64": base64.b64encode(body).decode("ascii"),
    }


def attachment_text(content_type: str, body: bytes) -> str | None:
    if not TEXT_LIKE.match((content_type or "").lower()) or len(body) > MAX_ATTACHMENT_TEXT:
        return None
    return body.decode("utf-8", "replace")
