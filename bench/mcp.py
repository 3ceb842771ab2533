"""MCP: tool-call latency beside the same REST call, in the same run.

    PYTHONPATH=. .venv/bin/python bench/mcp.py [--calls 200] [--smoke]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL), after applying pending
migrations. It creates a tenant of its own with one identity, a few messages in one thread
and an API key, starts web processes as the Procfile runs it under ASGI (uvicorn, one
worker, no persistent database connections), and deletes everything at the end.

For each operation it alternates one REST call (httpx, one keep-alive connection) and one
MCP tool call (the ``mcp`` SDK's client over streamable HTTP, one client for the run, the
2026-07-28 protocol it negotiates), ``--calls`` of each, and reports p50/p95 in ms and the
MCP/REST ratio of the medians. What the ratio measures: the MCP client's JSON-RPC framing,
the server's key check before the SDK, the SDK's dispatch and an in-process ASGI request
into Django, against one plain HTTP request. ``--smoke`` makes 5 calls of each, to check the
benchmark runs.

Two web processes side by side in the same run, taking turns call by call: ``/v1/`` (and
the MCP tools' REST requests) through the API's handler (pylota.api.handler, the web process
now), and through Django's handler with the full middleware chain (``PM_API_HANDLER=false``,
as before it).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as dt
import hashlib
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Run as a script, this file's folder comes first on sys.path and "mcp" would be this file,
# not the SDK.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]
SCRATCH = Path(tempfile.mkdtemp(prefix="pylota-bench-mcp-"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")
os.environ["PM_MEDIA_DIR"] = str(SCRATCH / "media")
os.environ["PM_CELERY_FS_DIR"] = str(SCRATCH / "celery")
os.environ.setdefault("PM_LOG_LEVEL", "WARNING")
os.environ.setdefault("PM_DNS_NAMESERVERS", "none")
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

django.setup()

import httpx  # noqa: E402
import httpx2  # noqa: E402
from django.core.management import call_command  # noqa: E402
from mcp import Client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402

from apps.events.models import Event  # noqa: E402
from apps.identities import services as identity_services  # noqa: E402
from apps.mailbox.models import Message, Thread  # noqa: E402
from apps.mailbox.services import raw_blob_store  # noqa: E402
from apps.tenants import services as tenant_services  # noqa: E402
from apps.tenants.models import AuditEvent, Tenant  # noqa: E402
from bench.web import web_process  # noqa: E402
from pylota.core.permissions import Level  # noqa: E402
from pylota.core.principal import Actor  # noqa: E402

# The web process as the Procfile runs it, then /v1/ as it was before the API's handler.
SETTINGS = (
    ("API handler", {}),
    ("full chain", {"PM_API_HANDLER": "false"}),
)


def setup():
    actor = Actor(user="bench")
    tenant = tenant_services.tenant_create(actor=actor, name=f"bench-mcp {time.time():.0f}")
    tenant.policy = {**tenant.policy, "rate_limit_per_minute": 60_000}
    tenant.save(update_fields=["policy"])
    _key, secret = tenant_services.api_key_create(
        actor=actor,
        principal=None,
        level=Level.TENANT,
        tenant=tenant,
        permissions=["identities:read", "messages:read", "search:read"],
    )
    identity = identity_services.identity_create(
        actor=actor, tenant=tenant, name="bench-agent", local_part=f"bm{tenant.id[-8:].lower()}"
    )
    # Mail stored directly (the read path is what is measured, not ingest).
    thread = Thread.objects.create(
        tenant=tenant,
        identity=identity,
        subject="Invoice for March",
        message_count=5,
        unread_count=5,
    )
    messages = []
    for i in range(5):
        text = f"Hello, this is message {i} about the March invoice.\n" * 20
        messages.append(
            Message.objects.create(
                tenant=tenant,
                identity=identity,
                thread=thread,
                direction="inbound",
                subject="Invoice for March",
                from_address="dana@example.com",
                from_name="Dana",
                text=text,
                snippet=text[:200],
                raw=raw_blob_store(f"Subject: bench\r\n\r\n{text}".encode()),
                dedupe_key=hashlib.sha256(f"{tenant.id}-{i}".encode()).hexdigest(),
                labels=["unread"],
            )
        )
    return tenant, secret, identity, thread, messages


def cleanup(tenant: Tenant) -> None:
    Message.objects.filter(tenant=tenant).delete()
    Thread.objects.filter(tenant=tenant).delete()
    Event.objects.filter(tenant_id=tenant.id).delete()
    AuditEvent.objects.filter(tenant_id=tenant.id).delete()
    tenant.delete()
    shutil.rmtree(SCRATCH, ignore_errors=True)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(q * len(ordered)) - 1))]


async def measure(urls: dict[str, str], secret: str, operations: list, calls: int) -> dict:
    """Per setting (its web process) the rows of the table. For each operation the settings
    take turns call by call, so that a change of the machine's load falls on both alike."""
    headers = {"Authorization": f"Bearer {secret}"}
    tables: dict[str, list[dict]] = {label: [] for label in urls}
    async with contextlib.AsyncExitStack() as stack:
        clients = {}
        for label, url in urls.items():
            rest = await stack.enter_async_context(
                httpx.AsyncClient(base_url=url, headers=headers, timeout=60)
            )
            http = await stack.enter_async_context(httpx2.AsyncClient(headers=headers, timeout=60))
            mcp = await stack.enter_async_context(
                Client(streamable_http_client(f"{url}/mcp", http_client=http))
            )
            clients[label] = (rest, mcp)
        labels = list(clients)
        for name, tool, arguments, method, path in operations:
            rest_ms: dict[str, list[float]] = {label: [] for label in labels}
            mcp_ms: dict[str, list[float]] = {label: [] for label in labels}
            for rest, mcp in clients.values():
                # One of each first: the OpenAPI-derived tool table is built on first use.
                await mcp.call_tool(tool, arguments)
                await rest.request(method, path)
            for turn in range(calls):
                for label in labels[turn % len(labels) :] + labels[: turn % len(labels)]:
                    rest, mcp = clients[label]
                    start = time.perf_counter()
                    response = await rest.request(method, path)
                    rest_ms[label].append((time.perf_counter() - start) * 1000)
                    assert response.status_code == 200, response.text
                    start = time.perf_counter()
                    result = await mcp.call_tool(tool, arguments)
                    mcp_ms[label].append((time.perf_counter() - start) * 1000)
                    assert not result.is_error, result.structured_content
            for label in labels:
                rest_p50, mcp_p50 = (
                    statistics.median(rest_ms[label]),
                    statistics.median(mcp_ms[label]),
                )
                tables[label].append(
                    {
                        "operation": name,
                        "rest_p50": rest_p50,
                        "rest_p95": _pct(rest_ms[label], 0.95),
                        "mcp_p50": mcp_p50,
                        "mcp_p95": _pct(mcp_ms[label], 0.95),
                        "ratio_p50": mcp_p50 / rest_p50,
                    }
                )
    return tables


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the table; return the figures of the API's handler (``python -m bench`` builds its
    summary from them), those of the full chain under ``full_chain_…`` keys."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--smoke", action="store_true", help="5 calls of each, to check it runs")
    parser.add_argument("--quick", action="store_true", help="40 calls of each")
    args = parser.parse_args()
    calls = 5 if args.smoke else 40 if (quick or args.quick) else args.calls
    call_command("migrate", verbosity=0)
    tenant, secret, identity, thread, messages = setup()
    message = messages[0]
    operations = [
        ("whoami (GET /v1/me)", "whoami", {}, "GET", "/v1/me"),
        (
            "list_threads (GET /v1/threads)",
            "list_threads",
            {"identity_id": identity.id},
            "GET",
            f"/v1/threads?identity_id={identity.id}",
        ),
        ("get_thread", "get_thread", {"thread_id": thread.id}, "GET", f"/v1/threads/{thread.id}"),
        (
            "get_message",
            "get_message",
            {"message_id": message.id},
            "GET",
            f"/v1/messages/{message.id}",
        ),
    ]
    try:
        with contextlib.ExitStack() as stack:
            limits = {"PM_RATE_LIMIT_KEY": "1000000", "PM_RATE_LIMIT_PARTNER": "1000000"}
            ports = {
                label: stack.enter_context(web_process(**limits, **env)) for label, env in SETTINGS
            }
            urls = {label: f"http://127.0.0.1:{port}" for label, port in ports.items()}
            tables = asyncio.run(measure(urls, secret, operations, calls))
    finally:
        cleanup(tenant)
    print(
        f"{dt.date.today()} {platform.machine()} {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, {calls} calls of each, "
        f"load {os.getloadavg()[0]:.1f}"
    )
    print("| Handler | Operation | REST p50 | REST p95 | MCP p50 | MCP p95 | MCP/REST (p50) |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for label, rows in tables.items():
        for row in rows:
            print(
                f"| {label} | {row['operation']} | {row['rest_p50']:.1f} ms | "
                f"{row['rest_p95']:.1f} ms | {row['mcp_p50']:.1f} ms | {row['mcp_p95']:.1f} ms | "
                f"{row['ratio_p50']:.2f}x |"
            )
    figures = {}
    for (label, _env), prefix in zip(SETTINGS, ("", "full_chain_"), strict=True):
        rows = tables[label]
        figures[f"{prefix}whoami_rest_p50_ms"] = rows[0]["rest_p50"]
        figures[f"{prefix}whoami_mcp_p50_ms"] = rows[0]["mcp_p50"]
        figures[f"{prefix}worst_ratio_p50"] = max(row["ratio_p50"] for row in rows)
    return figures


if __name__ == "__main__":
    main()
