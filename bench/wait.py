"""Wait: many concurrent long-polls on one web process; SMTP 250 to the waiter's answer.

    PYTHONPATH=. .venv/bin/python bench/wait.py [--waiters 500] [--identities 100]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL), after applying pending
migrations. It creates a tenant of its own with N identities and an API key, starts one web
process exactly as the Procfile runs it under ASGI (uvicorn, one worker, no persistent
connections) and the SMTP server in this process, and deletes everything at the end.

- The waiters (``--waiters``, spread evenly over the identities) each hold one HTTP/1.1
  connection to ``GET /v1/identities/{id}/wait?timeout=120``.
- **connections**: the web process's database connections (all carry the libpq
  application name ``pylota-bench-web``), sampled every 100 ms while the waiters wait
  (once all of them made their first check) and while mail arrives.
- **250 → answer**: one message per identity over SMTP, one after another; for every
  waiter, the time from its identity's ``250`` to the waiter reading its answer. Filing is
  done by this process as soon as the 250 is read (an idle worker on an instant broker:
  Celery's own latency is measured by bench/smtp_ingest.py).
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

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = Path(tempfile.mkdtemp(prefix="pylota-bench-wait-"))
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


def setup(identities: int):
    actor = Actor(user="bench")
    tenant = tenant_services.tenant_create(actor=actor, name=f"bench-wait {time.time():.0f}")
    _key, secret = tenant_services.api_key_create(
        actor=actor,
        principal=None,
        level=Level.TENANT,
        tenant=tenant,
        permissions=["messages:read"],
    )
    people = [
        identity_services.identity_create(
            actor=actor,
            tenant=tenant,
            name=f"waiter-{i}",
            local_part=f"bw{tenant.id[-8:].lower()}-{i}",
        )
        for i in range(identities)
    ]
    addresses = {p.id: p.addresses.get(is_primary=True).address for p in people}
    return tenant, secret, people, addresses


def cleanup(tenant: Tenant, addresses: list[str]) -> None:
    inbound = InboundMessage.objects.filter(recipients__overlap=addresses)
    blob_ids = set(inbound.values_list("raw_id", flat=True))
    inbound.delete()
    Message.objects.filter(tenant=tenant).delete()
    Thread.objects.filter(tenant=tenant).delete()
    RawBlob.objects.filter(pk__in=blob_ids).delete()
    Event.objects.filter(tenant_id=tenant.id).delete()
    AuditEvent.objects.filter(tenant_id=tenant.id).delete()
    tenant.delete()
    shutil.rmtree(SCRATCH, ignore_errors=True)


def web_connection_states() -> list[str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT state FROM pg_stat_activity WHERE application_name = %s", [APP_NAME])
        return [row[0] for row in cursor.fetchall()]


def web_connections() -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT state, left(query, 50) FROM pg_stat_activity WHERE application_name = %s",
            [APP_NAME],
        )
        rows = cursor.fetchall()
    if os.environ.get("BENCH_DEBUG"):
        print(rows, file=sys.stderr)
    return len(rows)


async def wait_once(port: int, path: str, secret: str) -> tuple[float, dict]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(
        f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {secret}\r\n"
        "Connection: close\r\n\r\n".encode()
    )
    await writer.drain()
    raw = await reader.read()
    answered = time.perf_counter()
    writer.close()
    head, _, body = raw.partition(b"\r\n\r\n")
    if b"transfer-encoding: chunked" in head.lower():
        size, _, rest = body.partition(b"\r\n")
        body = rest[: int(size, 16)]
    return answered, json.loads(body)


def send(port: int, to: str, n: int) -> float:
    raw = (
        f"From: bench@sender.example\r\nTo: {to}\r\nSubject: wait bench {n}\r\n"
        f"Date: {formatdate()}\r\nMessage-ID: {make_msgid(domain='sender.example')}\r\n\r\n"
        "Are you there?\r\n"
    ).encode()
    with smtplib.SMTP("127.0.0.1", port, timeout=30) as client:
        client.sendmail("bench@sender.example", [to], raw)
    return time.perf_counter()


async def run(args, secret: str, people: list, addresses: dict[str, str]) -> dict:
    with web_process(PGAPPNAME=APP_NAME) as http_port, inbound_filed_in_process(workers=4):
        server = await smtp.serve(
            host="127.0.0.1", port=0, hostname="mx.bench.test", limits=smtp.Limits()
        )
        try:
            per_identity = max(1, args.waiters // len(people))
            tasks, owner = [], []
            for person in people:
                for _ in range(per_identity):
                    path = f"/v1/identities/{person.id}/wait?timeout=120"
                    tasks.append(asyncio.create_task(wait_once(http_port, path, secret)))
                    owner.append(person.id)
            # Every waiter has authenticated and made its first check once no connection of
            # the web process is active any more: from then on they just wait.
            quiet, deadline = 0, time.monotonic() + 60
            await asyncio.sleep(args.settle)
            while quiet < 10 and time.monotonic() < deadline:
                states = await asyncio.to_thread(_closing, web_connection_states)
                quiet = quiet + 1 if "active" not in states else 0
                await asyncio.sleep(0.1)
            idle = []
            for _ in range(20):
                idle.append(await asyncio.to_thread(_closing, web_connections))
                await asyncio.sleep(0.1)
            sent_at: dict[str, float] = {}
            busy: list[int] = []
            for n, person in enumerate(people):
                sent_at[person.id] = await asyncio.to_thread(
                    send, server.port, addresses[person.id], n
                )
                if n % 10 == 0:
                    busy.append(await asyncio.to_thread(_closing, web_connections))
            answers = await asyncio.gather(*tasks)
        finally:
            await server.shutdown(grace_seconds=5)
    missing = [body for (_, body) in answers if not body.get("message")]
    if missing:
        print(f"{len(missing)} waiters got no message, e.g. {missing[0]}", file=sys.stderr)
    latencies = sorted(
        (answered - sent_at[who]) * 1000
        for (answered, body), who in zip(answers, owner, strict=True)
        if body.get("message")
    )
    return {
        "waiters": len(tasks),
        "identities": len(people),
        "answered": len(latencies),
        "p50_ms": statistics.median(latencies),
        "p95_ms": latencies[int(len(latencies) * 0.95) - 1],
        "max_ms": latencies[-1],
        "web_connections_waiting_max": max(idle),
        "web_connections_arriving_max": max(busy),
    }


def _closing(function):
    try:
        return function()
    finally:
        connection.close()


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the figures and return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--waiters", type=int, default=500)
    parser.add_argument("--identities", type=int, default=100)
    parser.add_argument("--settle", type=float, default=1.0, help="seconds before sampling")
    parser.add_argument(
        "--spacing", type=float, default=0.0, help="seconds between deliveries (0: back to back)"
    )
    parser.add_argument("--quick", action="store_true", help="100 waiters on 20 identities")
    args = parser.parse_args()
    if quick or args.quick:
        args.waiters, args.identities, args.spacing = 100, 20, 0.2
    call_command("migrate", verbosity=0)
    tenant, secret, people, addresses = setup(args.identities)
    try:
        result = asyncio.run(run(args, secret, people, addresses))
    finally:
        cleanup(tenant, list(addresses.values()))
    print(
        f"{dt.date.today()} {platform.machine()} {os.cpu_count()} cores, "
        f"Python {platform.python_version()}"
    )
    for key, value in result.items():
        print(f"{key}: {value:.1f}" if isinstance(value, float) else f"{key}: {value}")
    return result


if __name__ == "__main__":
    main()
