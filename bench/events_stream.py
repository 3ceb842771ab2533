"""Event stream: SMTP 250 → the ``message.received`` SSE event, with 1, 50 and 200 listeners.

    PYTHONPATH=. .venv/bin/python bench/events_stream.py [--listeners 1,50,200]
                                                         [--messages 30] [--smoke]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL), after applying pending
migrations. It creates a tenant of its own with one identity and an ``events:read`` key,
starts one web process as the Procfile runs it under ASGI (uvicorn, one worker, no
persistent connections) and the SMTP server in this process, and deletes everything at
the end.

- For each listener count, that many clients hold ``GET /v1/events/stream?type=
  message.received`` open (httpx + httpx-sse, one HTTP/1.1 connection each). A warm-up
  message proves every one of them is subscribed before timing starts.
- **250 → event**: ``--messages`` messages over SMTP, one after another (``--spacing``
  apart); for every listener and message, the time from the ``250`` to the listener
  parsing the SSE event (matched by subject). Filing is done by this process as soon as
  the 250 is read (an idle worker on an instant broker: Celery's own latency is measured
  by bench/smtp_ingest.py), so the figure is filing + commit + NOTIFY + the feed's read +
  fan-out + the HTTP write.
- **connections**: the web process's database connections (libpq application name
  ``pylota-bench-web``), sampled while the listeners listen and mail arrives.
- ``--smoke``: 1 and 5 listeners, 3 messages: does it work?
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import logging
import os
import platform
import shutil
import smtplib
import statistics
import sys
import tempfile
import time
from email.utils import formatdate, make_msgid
from pathlib import Path

import httpx
from httpx_sse import aconnect_sse

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = Path(tempfile.mkdtemp(prefix="pylota-bench-events-"))
APP_NAME = "pylota-bench-web"
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")
os.environ["PM_MEDIA_DIR"] = str(SCRATCH / "media")
os.environ["PM_CELERY_FS_DIR"] = str(SCRATCH / "celery")
os.environ.setdefault("PM_LOG_LEVEL", "WARNING")
os.environ.setdefault("PM_DNS_NAMESERVERS", "none")  # no network here: verdicts are "none"
logging.getLogger("kombu.connection").setLevel(logging.ERROR)
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

from apps.events.models import Event  # noqa: E402
from apps.identities import services as identity_services  # noqa: E402
from apps.inbound.api import smtp  # noqa: E402
from apps.inbound.models import InboundMessage  # noqa: E402
from apps.mailbox.models import Message, RawBlob, Thread  # noqa: E402
from apps.tenants import services as tenant_services  # noqa: E402
from apps.tenants.models import AuditEvent, Tenant  # noqa: E402
from bench.web import inbound_filed_in_process, web_process  # noqa: E402
from pylota.core.permissions import Level  # noqa: E402
from pylota.core.principal import Actor  # noqa: E402

log = logging.getLogger("bench")


def setup():
    actor = Actor(user="bench")
    tenant = tenant_services.tenant_create(actor=actor, name=f"bench-events {time.time():.0f}")
    _key, secret = tenant_services.api_key_create(
        actor=actor,
        principal=None,
        level=Level.TENANT,
        tenant=tenant,
        permissions=["events:read"],
    )
    agent = identity_services.identity_create(
        actor=actor, tenant=tenant, name="listener", local_part=f"be{tenant.id[-8:].lower()}"
    )
    address = agent.addresses.get(is_primary=True).address
    return tenant, secret, address


def cleanup(tenant: Tenant, address: str) -> None:
    inbound = InboundMessage.objects.filter(recipients__overlap=[address])
    blob_ids = set(inbound.values_list("raw_id", flat=True))
    inbound.delete()
    Message.objects.filter(tenant=tenant).delete()
    Thread.objects.filter(tenant=tenant).delete()
    RawBlob.objects.filter(pk__in=blob_ids).delete()
    Event.objects.filter(tenant_id=tenant.id).delete()
    AuditEvent.objects.filter(tenant_id=tenant.id).delete()
    tenant.delete()


def web_connections() -> int:
    try:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s", [APP_NAME]
            )
            return cursor.fetchone()[0]
    finally:
        connection.close()


def send(port: int, to: str, subject: str) -> float:
    raw = (
        f"From: bench@sender.example\r\nTo: {to}\r\nSubject: {subject}\r\n"
        f"Date: {formatdate()}\r\nMessage-ID: {make_msgid(domain='sender.example')}\r\n\r\n"
        "Anything new?\r\n"
    ).encode()
    with smtplib.SMTP("127.0.0.1", port, timeout=30) as client:
        client.sendmail("bench@sender.example", [to], raw)
    return time.perf_counter()


class Listener:
    """One SSE client: records when each subject arrived."""

    def __init__(self, client: httpx.AsyncClient, url: str, secret: str) -> None:
        self.client, self.url, self.secret = client, url, secret
        self.arrived: dict[str, float] = {}
        self.connected = asyncio.Event()
        self.changed = asyncio.Event()

    async def run(self) -> None:
        headers = {"Authorization": f"Bearer {self.secret}"}
        async with aconnect_sse(self.client, "GET", self.url, headers=headers) as source:
            source.response.raise_for_status()
            self.connected.set()
            async for sse in source.aiter_sse():
                if sse.event == "message.received":
                    subject = json.loads(sse.data)["data"]["subject"]
                    self.arrived[subject] = time.perf_counter()
                    self.changed.set()


async def _all_got(listeners: list[Listener], subject: str, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if all(subject in listener.arrived for listener in listeners):
            return True
        await asyncio.sleep(0.005)
    return False


async def measure(
    http_port: int, smtp_port: int, secret: str, address: str, count: int, args
) -> dict:
    url = f"http://127.0.0.1:{http_port}/v1/events/stream?type=message.received"
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
    timeout = httpx.Timeout(10.0, read=None)
    async with httpx.AsyncClient(limits=limits, timeout=timeout) as client:
        listeners = [Listener(client, url, secret) for _ in range(count)]
        tasks = [asyncio.create_task(listener.run()) for listener in listeners]
        try:
            await asyncio.wait_for(
                asyncio.gather(*(listener.connected.wait() for listener in listeners)), 60
            )
            # Warm-up: once every listener has this one, every listener is subscribed.
            warm = f"warm-up {count} {time.time()}"
            await asyncio.to_thread(send, smtp_port, address, warm)
            if not await _all_got(listeners, warm, 60):
                raise RuntimeError("not every listener received the warm-up message")
            idle = [await asyncio.to_thread(web_connections) for _ in range(5)]
            sent_at: dict[str, float] = {}
            busy: list[int] = []
            for n in range(args.messages):
                subject = f"bench {count} #{n} {time.time()}"
                sent_at[subject] = await asyncio.to_thread(send, smtp_port, address, subject)
                await _all_got(listeners, subject, 30)
                if n % 5 == 0:
                    busy.append(await asyncio.to_thread(web_connections))
                await asyncio.sleep(args.spacing)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
    latencies = sorted(
        (listener.arrived[subject] - at) * 1000
        for subject, at in sent_at.items()
        for listener in listeners
        if subject in listener.arrived
    )
    expected = len(sent_at) * len(listeners)
    return {
        "listeners": count,
        "messages": len(sent_at),
        "received": f"{len(latencies)}/{expected}",
        "p50_ms": statistics.median(latencies),
        "p95_ms": latencies[max(0, int(len(latencies) * 0.95) - 1)],
        "max_ms": latencies[-1],
        "web_connections_max": max(idle + busy),
    }


async def run(args, secret: str, address: str) -> list[dict]:
    results = []
    with web_process(PGAPPNAME=APP_NAME) as http_port, inbound_filed_in_process(workers=2):
        server = await smtp.serve(
            host="127.0.0.1", port=0, hostname="mx.bench.test", limits=smtp.Limits()
        )
        try:
            for count in args.counts:
                results.append(await measure(http_port, server.port, secret, address, count, args))
        finally:
            await server.shutdown(grace_seconds=5)
    return results


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the table; return the figures (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--listeners", default="1,50,200", help="comma-separated counts")
    parser.add_argument("--messages", type=int, default=30, help="timed messages per count")
    parser.add_argument("--spacing", type=float, default=0.05, help="seconds between messages")
    parser.add_argument("--smoke", action="store_true", help="1 and 5 listeners, 3 messages")
    parser.add_argument("--quick", action="store_true", help="1 and 50 listeners, 10 messages")
    args = parser.parse_args()
    args.counts = [int(c) for c in args.listeners.split(",") if c]
    if args.smoke:
        args.counts, args.messages = [1, 5], 3
    elif quick or args.quick:
        args.counts, args.messages = [1, 50], 10
    call_command("migrate", verbosity=0)
    tenant, secret, address = setup()
    try:
        results = asyncio.run(run(args, secret, address))
    finally:
        cleanup(tenant, address)
        shutil.rmtree(SCRATCH, ignore_errors=True)
    print(
        f"{dt.date.today()} {platform.machine()} {os.cpu_count()} cores, "
        f"Python {platform.python_version()}"
    )
    print("| listeners | messages | received | p50 ms | p95 ms | max ms | web DB connections |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        print(
            f"| {r['listeners']} | {r['messages']} | {r['received']} | {r['p50_ms']:.1f} | "
            f"{r['p95_ms']:.1f} | {r['max_ms']:.1f} | {r['web_connections_max']} |"
        )
    figures: dict[str, float] = {}
    for r in results:
        n = r["listeners"]
        figures[f"p95_ms_{n}_listeners"] = r["p95_ms"]
        got, expected = (int(part) for part in r["received"].split("/"))
        figures[f"lost_{n}_listeners"] = expected - got
        figures[f"web_connections_{n}_listeners"] = r["web_connections_max"]
    return figures


if __name__ == "__main__":
    main()
