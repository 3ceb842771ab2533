"""``pmail``: Pylota Mail from a terminal or a script.

Every command takes ``--json`` (machine output on stdout) and otherwise prints tables.
Errors go to stderr (the API's envelope with ``--json``). Exit codes scripts can rely on:

====  =====================================================================
0     success
1     an API error not listed below
2     usage: a bad option or argument, a missing key or file
3     not found (404: missing, or another tenant's)
4     authentication or permission (401, 403)
5     the request was refused as invalid (400, 409, 413, 415, 422)
6     the server is busy or failing (429, 5xx) after the client's retries
7     the server could not be reached
8     ``pmail wait``: nothing arrived before ``--timeout``
====  =====================================================================
"""

from __future__ import annotations

import base64
import json
import mimetypes
import sys
from collections.abc import Callable, Iterable, Sequence
from functools import wraps
from pathlib import Path
from typing import Annotated, Any, TypeVar

import httpx
import typer
from rich.console import Console
from rich.table import Table

from . import config, errors, webhook_signing
from ._version import __version__
from .client import Client

EXIT_OK = 0
EXIT_API = 1
EXIT_USAGE = 2
EXIT_NOT_FOUND = 3
EXIT_AUTH = 4
EXIT_INVALID = 5
EXIT_UNAVAILABLE = 6
EXIT_CONNECTION = 7
EXIT_TIMED_OUT = 8

app = typer.Typer(
    name="pmail",
    help="Pylota Mail from the command line: identities, mail, search, quarantine, webhooks, "
    "keys, a local event relay and an MCP bridge.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
identities_app = typer.Typer(help="Agent identities.", no_args_is_help=True)
threads_app = typer.Typer(help="Threads of a mailbox.", no_args_is_help=True)
quarantine_app = typer.Typer(help="Held mail: list, show, release.", no_args_is_help=True)
webhooks_app = typer.Typer(help="Webhook endpoints.", no_args_is_help=True)
keys_app = typer.Typer(help="API keys.", no_args_is_help=True)
app.add_typer(identities_app, name="identities")
app.add_typer(threads_app, name="threads")
app.add_typer(quarantine_app, name="quarantine")
app.add_typer(webhooks_app, name="webhooks")
app.add_typer(keys_app, name="keys")

# Piped output keeps whole lines (IDs never wrap mid-way); a terminal uses its width.
out = Console(soft_wrap=True, width=None if sys.stdout.isatty() else 250)
err = Console(stderr=True, soft_wrap=True)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
LimitOpt = Annotated[int, typer.Option("--limit", "-n", min=1, max=1000, help="How many rows.")]


class _State:
    profile: str | None = None
    url: str | None = None
    key: str | None = None
    json: bool = False


STATE = _State()


@app.callback()
def _main(
    profile: Annotated[str | None, typer.Option(help="Profile of the config file.")] = None,
    url: Annotated[str | None, typer.Option(help="Server URL (overrides PMAIL_URL).")] = None,
    key: Annotated[str | None, typer.Option(help="API key (overrides PMAIL_KEY).")] = None,
    json_: Annotated[bool, typer.Option("--json", help="JSON output for every command.")] = False,
    version: Annotated[bool, typer.Option("--version", help="Print the version.")] = False,
) -> None:
    if version:
        out.print(__version__)
        raise typer.Exit(EXIT_OK)
    STATE.profile, STATE.url, STATE.key, STATE.json = profile, url, key, json_


def settings() -> config.Settings:
    return config.resolve(profile=STATE.profile, url=STATE.url, key=STATE.key)


def client() -> Client:
    resolved = settings()
    if not resolved.key:
        err.print("No API key: run `pmail configure`, or set PMAIL_KEY.")
        raise typer.Exit(EXIT_USAGE)
    return Client(resolved.key, base_url=resolved.url)


def exit_code(error: errors.ApiError) -> int:
    if error.status == 404:
        return EXIT_NOT_FOUND
    if error.status in (401, 403):
        return EXIT_AUTH
    if error.status in (400, 409, 413, 415, 422):
        return EXIT_INVALID
    if error.status == 429 or error.status >= 500:
        return EXIT_UNAVAILABLE
    return EXIT_API


F = TypeVar("F", bound=Callable[..., Any])


def handles_errors(func: F) -> F:
    """Turn the SDK's exceptions into a message on stderr and a documented exit code."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        as_json = STATE.json or bool(kwargs.get("json_"))
        try:
            return func(*args, **kwargs)
        except errors.ApiError as exc:
            if as_json:
                print_json({"error": exc.to_dict()}, stream=sys.stderr)
            else:
                rid = f" [dim]({exc.request_id})[/dim]" if exc.request_id else ""
                err.print(f"[red]{exc.status} {exc.code}[/red]: {exc.message}{rid}")
                if exc.details:
                    err.print(json.dumps(exc.details), markup=False)
            raise typer.Exit(exit_code(exc)) from None
        except errors.APIConnectionError as exc:
            err.print(f"Cannot reach the server: {exc}", markup=False)
            raise typer.Exit(EXIT_CONNECTION) from None

    return wrapper  # type: ignore[return-value]


# -- output ------------------------------------------------------------------------------


def print_json(data: Any, *, indent: int | None = None, stream: Any = None) -> None:
    """Plain JSON (no colours, no wrapping) for scripts; one line unless ``indent``."""
    target = stream or sys.stdout
    target.write(json.dumps(data, indent=indent, default=str, ensure_ascii=False) + "\n")
    target.flush()


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return value.get("address") or json.dumps(value)
    if isinstance(value, list):
        return ", ".join(_cell(v) for v in value)
    return str(value)


def emit(
    data: Any, *, json_: bool, columns: Sequence[str] | None = None, title: str | None = None
) -> None:
    """JSON, a table of ``columns`` for a list, or key/value rows for one object."""
    if json_ or STATE.json:
        print_json(data, indent=2)
        return
    if isinstance(data, list):
        table = Table(title=title)
        cols = list(columns or (data[0].keys() if data else []))
        for col in cols:
            table.add_column(col, no_wrap=col == "id" or col.endswith("_id"))
        for row in data:
            table.add_row(*[_cell(row.get(c)) for c in cols])
        out.print(table)
        return
    table = Table(show_header=False, title=title)
    table.add_column("field", style="bold")
    table.add_column("value")
    for key, value in (data or {}).items():
        if columns is None or key in columns:
            table.add_row(key, _cell(value))
    out.print(table)


def _take(items: Iterable[Any], limit: int) -> list[Any]:
    result = []
    for item in items:
        result.append(item)
        if len(result) >= limit:
            break
    return result


# -- configure, whoami -------------------------------------------------------------------


@app.command()
@handles_errors
def configure(
    url: Annotated[str | None, typer.Option(help="Server URL.")] = None,
    key: Annotated[str | None, typer.Option(help="API key (pm_live_…).")] = None,
    profile: Annotated[str, typer.Option(help="Profile name.")] = "default",
    check: Annotated[bool, typer.Option(help="Call /v1/me with the key first.")] = True,
    json_: JsonOpt = False,
) -> None:
    """Store a profile (URL and key) in $XDG_CONFIG_HOME/pmail/config.toml (mode 0600)."""
    current = config.resolve(profile=profile)
    url = url or typer.prompt("Server URL", default=current.url)
    key = key or typer.prompt("API key", hide_input=True)
    me = None
    if check:
        with Client(key, base_url=url) as probe:
            me = probe.me.get()
    path = config.save_profile(profile, url=url.rstrip("/"), key=key)
    emit({"profile": profile, "path": str(path), "url": url, "me": me}, json_=json_)


@app.command()
@handles_errors
def whoami(json_: JsonOpt = False) -> None:
    """The key in use: its level, tenant, permissions (GET /v1/me)."""
    with client() as c:
        emit(c.me.get(), json_=json_)


# -- identities --------------------------------------------------------------------------

IDENTITY_COLUMNS = ("id", "name", "primary_address", "status", "sender_policy", "created_at")


@identities_app.command("list")
@handles_errors
def identities_list(limit: LimitOpt = 100, json_: JsonOpt = False) -> None:
    """List identities."""
    with client() as c:
        emit(
            _take(c.identities.iter_list(limit=min(limit, 100)), limit),
            json_=json_,
            columns=IDENTITY_COLUMNS,
        )


@identities_app.command("create")
@handles_errors
def identities_create(
    name: Annotated[str, typer.Argument(help="A name, unique in the tenant.")],
    display_name: Annotated[str | None, typer.Option(help="Display name in From.")] = None,
    local_part: Annotated[str | None, typer.Option(help="Local part of its first address.")] = None,
    sender_policy: Annotated[
        str | None, typer.Option(help="open, known_senders, allowlist_only")
    ] = None,
    idempotency_key: Annotated[str | None, typer.Option(help="Reuse to retry safely.")] = None,
    json_: JsonOpt = False,
) -> None:
    """Create an identity (one agent), with a platform address."""
    fields: dict[str, Any] = {
        k: v
        for k, v in {
            "display_name": display_name,
            "local_part": local_part,
            "sender_policy": sender_policy,
        }.items()
        if v is not None
    }
    with client() as c:
        emit(c.identities.create(name=name, idempotency_key=idempotency_key, **fields), json_=json_)


@identities_app.command("get")
@handles_errors
def identities_get(identity_id: str, json_: JsonOpt = False) -> None:
    """Show one identity."""
    with client() as c:
        emit(c.identities.get(identity_id), json_=json_)


# -- send, wait, read --------------------------------------------------------------------


def _read_body(text: str | None, body_file: Path | None) -> str | None:
    if text is not None:
        return text
    if body_file is not None:
        if str(body_file) == "-":
            return sys.stdin.read()
        if not body_file.is_file():
            err.print(f"No such file: {body_file}")
            raise typer.Exit(EXIT_USAGE)
        return body_file.read_text()
    if not sys.stdin.isatty():
        data = sys.stdin.read()
        return data or None
    return None


@app.command()
@handles_errors
def send(
    identity_id: Annotated[str, typer.Argument(help="The sending identity (idn_…).")],
    to: Annotated[
        list[str] | None, typer.Option("--to", help="Recipient; repeat for more.")
    ] = None,
    cc: Annotated[list[str] | None, typer.Option("--cc")] = None,
    bcc: Annotated[list[str] | None, typer.Option("--bcc")] = None,
    subject: Annotated[str | None, typer.Option("--subject", "-s")] = None,
    text: Annotated[str | None, typer.Option("--text", help="Body text.")] = None,
    body_file: Annotated[
        Path | None,
        typer.Option("--body-file", "-f", help="Body text from a file ('-' for stdin)."),
    ] = None,
    html_file: Annotated[
        Path | None, typer.Option("--html-file", help="HTML body from a file.")
    ] = None,
    attach: Annotated[
        list[Path] | None, typer.Option("--attach", "-a", help="Attach a file; repeat.")
    ] = None,
    reply_to_message: Annotated[
        str | None,
        typer.Option("--reply-to-message", help="Reply in this message's thread (msg_…)."),
    ] = None,
    thread_id: Annotated[
        str | None, typer.Option("--thread", help="Send in this thread (thr_…).")
    ] = None,
    label: Annotated[list[str] | None, typer.Option("--label")] = None,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Plan only: who would get it.")
    ] = False,
    idempotency_key: Annotated[str | None, typer.Option(help="Reuse to retry safely.")] = None,
    json_: JsonOpt = False,
) -> None:
    """Send a message. The body comes from --text, --body-file or stdin."""
    body = _read_body(text, body_file)
    fields: dict[str, Any] = {}
    if html_file is not None:
        if not html_file.is_file():
            err.print(f"No such file: {html_file}")
            raise typer.Exit(EXIT_USAGE)
        fields["html"] = html_file.read_text()
    if body is not None:
        fields["text"] = body
    if not to and not reply_to_message:
        err.print("Give at least one --to (or --reply-to-message).")
        raise typer.Exit(EXIT_USAGE)
    for name, value in (("to", to), ("cc", cc), ("bcc", bcc), ("labels", label)):
        if value:
            fields[name] = list(value)
    if subject is not None:
        fields["subject"] = subject
    if thread_id:
        fields["thread_id"] = thread_id
    attachments = []
    for path in attach or []:
        if not path.is_file():
            err.print(f"No such file: {path}")
            raise typer.Exit(EXIT_USAGE)
        attachments.append(
            {
                "filename": path.name,
                "content_type": mimetypes.guess_type(path.name)[0] or "application/octet-stream",
                "content": base64.b64encode(path.read_bytes()).decode(),
            }
        )
    if attachments:
        fields["attachments"] = attachments
    with client() as c:
        if reply_to_message:
            if not to:
                result = c.replies.send(
                    reply_to_message, dry_run=dry_run, idempotency_key=idempotency_key, **fields
                )
            else:
                fields["reply_to_message_id"] = reply_to_message
                result = c.messages.send(
                    identity_id, dry_run=dry_run, idempotency_key=idempotency_key, **fields
                )
        else:
            result = c.messages.send(
                identity_id, dry_run=dry_run, idempotency_key=idempotency_key, **fields
            )
    emit(
        result,
        json_=json_,
        columns=None if dry_run else ("id", "thread_id", "status", "subject", "recipients"),
    )


MESSAGE_FIELDS = (
    "id",
    "thread_id",
    "from",
    "to",
    "cc",
    "subject",
    "received_at",
    "labels",
    "attachments",
)


@app.command()
@handles_errors
def wait(
    identity_id: Annotated[str, typer.Argument(help="The identity to wait on (idn_…).")],
    timeout: Annotated[float, typer.Option(help="Seconds to wait at most.", min=0)] = 60,
    thread_id: Annotated[str | None, typer.Option("--thread", help="Only this thread.")] = None,
    after: Annotated[str | None, typer.Option(help="Cursor or message ID to wait after.")] = None,
    json_: JsonOpt = False,
) -> None:
    """Wait for the next message of an identity (exit 8 when nothing came)."""
    with client() as c:
        if (json_ or STATE.json) or not err.is_terminal:
            result = c.wait(identity_id, timeout=timeout, thread_id=thread_id, after=after)
        else:
            with err.status(f"Waiting up to {timeout:g} s for mail to {identity_id}…"):
                result = c.wait(identity_id, timeout=timeout, thread_id=thread_id, after=after)
    if json_ or STATE.json:
        emit(result, json_=True)
    elif result.get("message"):
        _print_message(result["message"])
        err.print(f"[dim]cursor: {result['cursor']}[/dim]")
    elif result.get("notice"):
        emit(result["notice"], json_=False, title="Quarantined (not delivered to the agent)")
    if result.get("timed_out") and not result.get("message") and not result.get("notice"):
        if not (json_ or STATE.json):
            err.print(f"Nothing arrived in {timeout:g} s. cursor: {result['cursor']}")
        raise typer.Exit(EXIT_TIMED_OUT)


def _print_message(message: dict[str, Any]) -> None:
    emit(message, json_=False, columns=MESSAGE_FIELDS)
    body = message.get("extracted_text") or message.get("text") or ""
    if body:
        out.print(body, markup=False, highlight=False)


@app.command()
@handles_errors
def read(
    message_id: Annotated[str, typer.Argument(help="The message (msg_…).")],
    raw: Annotated[bool, typer.Option("--raw", help="Print the raw MIME source.")] = False,
    mark_read: Annotated[bool, typer.Option("--mark-read", help="Mark it read.")] = False,
    json_: JsonOpt = False,
) -> None:
    """Read one message (its fields and text, or --raw)."""
    with client() as c:
        if raw:
            source = c.messages.raw(message_id)
            sys.stdout.write(
                source if isinstance(source, str) else source.decode("utf-8", "replace")
            )
            return
        message = (
            c.messages.update(message_id, is_read=True) if mark_read else c.messages.get(message_id)
        )
    if json_ or STATE.json:
        emit(message, json_=True)
    else:
        _print_message(message)


# -- threads, search ---------------------------------------------------------------------

THREAD_COLUMNS = (
    "id",
    "subject",
    "participants",
    "message_count",
    "unread_count",
    "last_message_at",
)


@threads_app.command("list")
@handles_errors
def threads_list(
    identity_id: Annotated[str | None, typer.Argument(help="Only this identity's threads.")] = None,
    unread: Annotated[
        bool, typer.Option("--unread", help="Only threads with unread mail.")
    ] = False,
    label: Annotated[str | None, typer.Option(help="Only threads with this label.")] = None,
    limit: LimitOpt = 50,
    json_: JsonOpt = False,
) -> None:
    """List threads, newest first."""
    query: dict[str, Any] = {"limit": min(limit, 100)}
    if unread:
        query["unread"] = True
    if label:
        query["label"] = label
    with client() as c:
        if identity_id:
            rows = _take(c.threads.iter_list_for_identity(identity_id, **query), limit)
        else:
            rows = _take(c.threads.iter_list(**query), limit)
    emit(rows, json_=json_, columns=THREAD_COLUMNS)


@threads_app.command("get")
@handles_errors
def threads_get(thread_id: str, json_: JsonOpt = False) -> None:
    """A thread with its messages."""
    with client() as c:
        thread = c.threads.get(thread_id)
    if json_ or STATE.json:
        emit(thread, json_=True)
        return
    emit({k: v for k, v in thread.items() if k != "messages"}, json_=False)
    emit(
        thread.get("messages", []),
        json_=False,
        columns=("id", "from", "subject", "snippet"),
        title="Messages",
    )


@app.command()
@handles_errors
def search(
    query: Annotated[str, typer.Argument(help="Search query (see docs/search.md).")],
    identity_id: Annotated[str | None, typer.Option("--identity", help="One mailbox only.")] = None,
    mode: Annotated[str | None, typer.Option(help="keyword, semantic or hybrid.")] = None,
    limit: LimitOpt = 20,
    json_: JsonOpt = False,
) -> None:
    """Search mail: keyword, semantic or hybrid."""
    fields: dict[str, Any] = {"q": query, "limit": min(limit, 100)}
    if mode:
        fields["mode"] = mode
    with client() as c:
        page = c.search.mailbox(identity_id, **fields) if identity_id else c.search.query(**fields)
    emit(
        page if (json_ or STATE.json) else page["data"],
        json_=json_,
        columns=("id", "thread_id", "subject", "snippet"),
    )


# -- quarantine --------------------------------------------------------------------------


@quarantine_app.command("list")
@handles_errors
def quarantine_list(
    identity_id: Annotated[str | None, typer.Option("--identity")] = None,
    reason: Annotated[str | None, typer.Option(help="Only this reason.")] = None,
    limit: LimitOpt = 50,
    json_: JsonOpt = False,
) -> None:
    """Held mail, with its reasons."""
    query: dict[str, Any] = {"limit": min(limit, 100)}
    if identity_id:
        query["identity_id"] = identity_id
    if reason:
        query["reason"] = reason
    with client() as c:
        rows = _take(c.quarantine.iter_list(**query), limit)
    if not (json_ or STATE.json):
        for row in rows:
            row["reasons"] = [
                r.get("code") if isinstance(r, dict) else r for r in row.get("reasons", [])
            ]
    emit(
        rows,
        json_=json_,
        columns=("id", "identity_id", "from", "subject", "reasons", "received_at"),
    )


@quarantine_app.command("release")
@handles_errors
def quarantine_release(message_id: str, json_: JsonOpt = False) -> None:
    """Release a held message into its thread (needs quarantine:release)."""
    with client() as c:
        emit(
            c.quarantine.release(message_id),
            json_=json_,
            columns=("id", "thread_id", "subject", "labels"),
        )


@quarantine_app.command("show")
@handles_errors
def quarantine_show(message_id: str, json_: JsonOpt = False) -> None:
    """One held message (needs quarantine:read)."""
    with client() as c:
        emit(c.quarantine.get(message_id), json_=json_, columns=MESSAGE_FIELDS)


# -- webhooks ----------------------------------------------------------------------------

WEBHOOK_COLUMNS = ("id", "url", "event_types", "enabled", "consecutive_failures", "created_at")


@webhooks_app.command("list")
@handles_errors
def webhooks_list(limit: LimitOpt = 100, json_: JsonOpt = False) -> None:
    """Webhook endpoints."""
    with client() as c:
        emit(
            _take(c.webhooks.iter_list(limit=min(limit, 100)), limit),
            json_=json_,
            columns=WEBHOOK_COLUMNS,
        )


@webhooks_app.command("create")
@handles_errors
def webhooks_create(
    url: Annotated[str, typer.Argument(help="HTTPS URL that receives signed events.")],
    event: Annotated[list[str] | None, typer.Option("--event", help="Event type; repeat.")] = None,
    description: Annotated[str | None, typer.Option()] = None,
    idempotency_key: Annotated[str | None, typer.Option()] = None,
    json_: JsonOpt = False,
) -> None:
    """Create an endpoint; prints its whsec_ secret once."""
    fields: dict[str, Any] = {}
    if event:
        fields["event_types"] = list(event)
    if description:
        fields["description"] = description
    with client() as c:
        emit(c.webhooks.create(url=url, idempotency_key=idempotency_key, **fields), json_=json_)


@webhooks_app.command("test")
@handles_errors
def webhooks_test(webhook_id: str, json_: JsonOpt = False) -> None:
    """Send a webhook.test event to an endpoint."""
    with client() as c:
        emit(c.webhooks.test(webhook_id), json_=json_)


@webhooks_app.command("delete")
@handles_errors
def webhooks_delete(webhook_id: str, json_: JsonOpt = False) -> None:
    """Delete an endpoint."""
    with client() as c:
        c.webhooks.delete(webhook_id)
    emit({"id": webhook_id, "deleted": True}, json_=json_)


@webhooks_app.command("deliveries")
@handles_errors
def webhooks_deliveries(webhook_id: str, limit: LimitOpt = 50, json_: JsonOpt = False) -> None:
    """Recent deliveries of an endpoint."""
    with client() as c:
        rows = _take(c.webhooks.iter_deliveries(webhook_id, limit=min(limit, 100)), limit)
    emit(
        rows,
        json_=json_,
        columns=("id", "event_type", "state", "attempts", "response_status", "created_at"),
    )


# -- keys --------------------------------------------------------------------------------

KEY_COLUMNS = (
    "id",
    "name",
    "level",
    "prefix",
    "identity_id",
    "state",
    "last_used_at",
    "expires_at",
)


@keys_app.command("list")
@handles_errors
def keys_list(limit: LimitOpt = 100, json_: JsonOpt = False) -> None:
    """API keys this key can see."""
    with client() as c:
        emit(
            _take(c.keys.iter_list(limit=min(limit, 100)), limit), json_=json_, columns=KEY_COLUMNS
        )


@keys_app.command("create")
@handles_errors
def keys_create(
    name: Annotated[str, typer.Argument()],
    permission: Annotated[
        list[str] | None, typer.Option("--permission", "-p", help="Repeat.")
    ] = None,
    identity_id: Annotated[
        str | None, typer.Option("--identity", help="Scope to one identity.")
    ] = None,
    expires_at: Annotated[str | None, typer.Option(help="RFC 3339 expiry.")] = None,
    idempotency_key: Annotated[str | None, typer.Option()] = None,
    json_: JsonOpt = False,
) -> None:
    """Mint a key; its secret is printed once."""
    fields: dict[str, Any] = {"name": name}
    if permission:
        fields["permissions"] = list(permission)
    if identity_id:
        fields["identity_id"] = identity_id
    if expires_at:
        fields["expires_at"] = expires_at
    with client() as c:
        emit(c.keys.create(idempotency_key=idempotency_key, **fields), json_=json_)


@keys_app.command("revoke")
@handles_errors
def keys_revoke(key_id: str, json_: JsonOpt = False) -> None:
    """Revoke a key now."""
    with client() as c:
        emit(c.keys.revoke(key_id), json_=json_, columns=KEY_COLUMNS)


# -- listen, mcp -------------------------------------------------------------------------


@app.command()
@handles_errors
def listen(
    forward_to: Annotated[
        str, typer.Option("--forward-to", help="Local URL to POST each event to.")
    ],
    event_type: Annotated[
        list[str] | None, typer.Option("--type", help="Only this event type; repeat.")
    ] = None,
    identity_id: Annotated[
        str | None, typer.Option("--identity", help="Only this identity's events.")
    ] = None,
    secret: Annotated[
        str | None, typer.Option(help="whsec_ secret to sign with (default: the profile's).")
    ] = None,
    last_event_id: Annotated[str | None, typer.Option(help="Resume after this event.")] = None,
    max_events: Annotated[
        int | None, typer.Option(help="Stop after this many (for scripts).")
    ] = None,
    json_: JsonOpt = False,
) -> None:
    """Relay the live event stream to a local URL, signed like a webhook (Standard Webhooks).

    The signing secret is printed at start; verify deliveries with it exactly as you would
    the server's webhooks. It is kept in the profile so that it stays the same across runs.
    """
    resolved = settings()
    if secret is None:
        secret = resolved.listen_secret
        if not secret:
            secret = webhook_signing.generate_secret()
            config.save_profile(resolved.profile, listen_secret=secret)
    as_json = json_ or STATE.json
    if as_json:
        print_json({"ready": True, "secret": secret, "forward_to": forward_to})
    else:
        err.print(f"Ready. Forwarding events to [bold]{forward_to}[/bold]")
        err.print(f"Your local webhook signing secret is [bold]{secret}[/bold]")
    sent = 0
    with client() as c, httpx.Client(timeout=30) as local:
        types = list(event_type) if event_type else None
        stream = c.events.sse(type=types, identity_id=identity_id, last_event_id=last_event_id)
        for sse in stream:
            try:
                envelope = sse.json()
            except ValueError:
                continue
            if not isinstance(envelope, dict) or "type" not in envelope:
                continue
            payload = json.dumps(envelope, separators=(",", ":"))
            headers = webhook_signing.sign(payload, secret, msg_id=envelope.get("id") or sse.id)
            headers["content-type"] = "application/json"
            try:
                answer = local.post(forward_to, content=payload.encode(), headers=headers)
                status: int | str = answer.status_code
            except httpx.HTTPError as exc:
                status = f"error: {exc.__class__.__name__}"
            if as_json:
                print_json({"id": envelope.get("id"), "type": envelope["type"], "status": status})
            else:
                when = envelope.get("created_at", "")
                out.print(f"{when}  {envelope['type']:<24} {envelope.get('id')}  → {status}")
            sent += 1
            if max_events is not None and sent >= max_events:
                return


@app.command()
def mcp(
    path: Annotated[str, typer.Option(help="Path of the server's MCP endpoint.")] = "/mcp",
) -> None:
    """Serve the server's MCP tools over stdio, for MCP hosts that only speak stdio.

    Bridges to the server's streamable-HTTP endpoint with the official `mcp` SDK
    (pip install 'pylota-mail-sdk[mcp]'), authenticated with the profile's key.
    """
    try:
        from .mcp_bridge import serve_stdio
    except ImportError as exc:
        err.print(f"`pmail mcp` needs the mcp package: pip install 'pylota-mail-sdk[mcp]' ({exc})")
        raise typer.Exit(EXIT_USAGE) from None
    resolved = settings()
    if not resolved.key:
        err.print("No API key: run `pmail configure`, or set PMAIL_KEY.")
        raise typer.Exit(EXIT_USAGE)
    serve_stdio(url=resolved.url + path, key=resolved.key)


def main() -> None:
    app()
