"""SMTP ingest: durable accepts per second, next to a bare sink, and accept-to-readable latency.

    PYTHONPATH=. .venv/bin/python bench/smtp_ingest.py [--messages 600] [--sessions 1,4,16]
        [--size 4096] [--latency-messages 100] [--broker redis://127.0.0.1:6379/14]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL), after applying pending
migrations. It creates a tenant of its own ("bench-smtp …") with one identity and an API key,
keeps blobs in a temporary folder and Celery tasks in a database of its own on the embedded
Valkey (or on the ``--broker`` given: use a Redis database number nothing else uses), and
deletes all of it at the end.

Measurements, on one machine in one run:

- accepts/s: N concurrent SMTP sessions (a Python client thread per session, messages back to
  back, a new connection every 50) against
  (a) ``manage.py smtpd``, which answers 250 only after the raw bytes are fsynced, the staging
      row is committed and the ingest task is queued, and
  (b) a bare aiosmtpd server in its own process that answers 250 and discards;
  the ratio is (a)/(b). With Postfix's ``smtp-source`` on the PATH it is run against both too.
- accept-to-readable: one message at a time with a real Celery worker (``--pool solo``,
  queue ``inbound``) running; the time from the 250 to the message's thread being listed by
  ``GET /v1/identities/{id}/threads``; ``--broker redis://…`` shows what a production
  broker gives.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import shutil
import smtplib
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from email.utils import formatdate
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = Path(tempfile.mkdtemp(prefix="pylota-bench-smtp-"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")
os.environ["PM_MEDIA_DIR"] = str(SCRATCH / "media")
from broker import private_broker  # noqa: E402

private_broker()  # a broker database of its own: no `make run` worker takes these tasks
os.environ.setdefault("PM_LOG_LEVEL", "WARNING")


def _broker_from_argv() -> str | None:
    if "--broker" in sys.argv:
        return sys.argv[sys.argv.index("--broker") + 1]
    return None


if _broker_from_argv():
    os.environ["CELERY_BROKER_URL"] = _broker_from_argv()
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

from bench.stats import percentile, timed_sessions  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402

from apps.events.models import Event  # noqa: E402
from apps.identities import services as identity_services  # noqa: E402
from apps.inbound.models import InboundMessage  # noqa: E402
from apps.mailbox.models import Message, RawBlob  # noqa: E402
from apps.tenants import services as tenant_services  # noqa: E402
from apps.tenants.models import AuditEvent, Tenant  # noqa: E402
from pylota.core.permissions import Level  # noqa: E402
from pylota.core.principal import Actor  # noqa: E402

ACTOR = Actor(user="bench:smtp")
SINK = """
import asyncio, sys
from aiosmtpd.smtp import SMTP

class Discard:
    async def handle_DATA(self, server, session, envelope):
        return "250 OK discarded"

async def main():
    loop = asyncio.get_running_loop()
    server = await loop.create_server(
        lambda: SMTP(Discard(), data_size_limit=25 * 1024 * 1024, enable_SMTPUTF8=True,
                     hostname="sink.test"),
        host="127.0.0.1", port=0)
    print(f"SINK {server.sockets[0].getsockname()[1]}", flush=True)
    await asyncio.Event().wait()

asyncio.run(main())
"""


# The accept path as it was before group commit (ADR 0021), for a side-by-side figure: the
# same server, each message accepted in a transaction of its own (and its recipient's
# tenant looked up again), with one ingest task queued per message.
PER_MESSAGE = """
import asyncio, django
django.setup()
from django.conf import settings
from apps.inbound import services
from apps.inbound.api import smtp

async def main():
    limits = smtp.Limits()
    handler = smtp.InboundHandler(limits, accept=services.inbound_accept)
    server = await smtp.serve(host="127.0.0.1", port=0, hostname="per-message.test",
                              limits=limits, handler=handler)
    print(f"SMTP listening on 127.0.0.1:{server.port}", flush=True)
    await asyncio.Event().wait()

asyncio.run(main())
"""


def child_env() -> dict[str, str]:
    db = settings.DATABASES["default"]
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "PYTHONUNBUFFERED": "1",
        "PM_MASTER_KEY": settings.PM_MASTER_KEY,
        "PM_SECRET_KEY": settings.SECRET_KEY,
    }
    if settings.EMBEDDED_DATABASE:
        env["DATABASE_URL"] = f"postgres://{db['USER']}@/{db['NAME']}?host={db['HOST']}"
    return env


def start(command: list[str], banner: str) -> tuple[subprocess.Popen, int]:
    """Start a server process and read the port it prints on its first line."""
    process = subprocess.Popen(
        command, cwd=ROOT, env=child_env(), stdout=subprocess.PIPE, text=True
    )
    line = process.stdout.readline()
    if not line.startswith(banner):
        process.kill()
        raise SystemExit(f"could not start {command[:3]}: {line!r}")
    port = int(line.split()[1]) if banner == "SINK" else int(line.split()[3].rsplit(":", 1)[1])
    return process, port


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(40)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(10)


def message(to: str, n: int, size: int, subject: str | None = None) -> bytes:
    body = ("The quick brown fox jumps over the lazy dog. " * (size // 45 + 1))[:size]
    lines = [body[i : i + 76] for i in range(0, len(body), 76)]
    return (
        f"From: Load <load@bench.example>\r\nTo: {to}\r\n"
        f"Subject: {subject or f'Bench message {n}'}\r\nDate: {formatdate()}\r\n"
        f"Message-ID: <bench-{time.time_ns()}-{n}@bench.example>\r\n\r\n"
        + "\r\n".join(lines)
        + "\r\n"
    ).encode()


def load(port: int, to: str, sessions: int, total: int, size: int) -> float:
    """Send ``total`` messages over ``sessions`` concurrent sessions; accepts per second."""
    per_session = total // sessions
    failures: list[str] = []
    barrier = threading.Barrier(sessions + 1)

    def session(index: int) -> None:
        payloads = [message(to, index * per_session + i, size) for i in range(per_session)]
        barrier.wait()
        client = None
        try:
            for i, payload in enumerate(payloads):
                if i % 50 == 0:
                    if client is not None:
                        client.quit()
                    client = smtplib.SMTP("127.0.0.1", port, timeout=120)
                    client.ehlo("load.bench.example")
                client.mail("load@bench.example")
                code, reply = client.rcpt(to)
                if code == 250:
                    code, reply = client.data(payload)
                if code != 250:
                    failures.append(f"{code} {reply!r}")
            client.quit()
        except Exception as exc:  # reported below; one broken session spoils the figure
            failures.append(repr(exc))

    seconds = timed_sessions(session, sessions, barrier)
    if failures:
        raise SystemExit(f"{len(failures)} messages were not accepted, e.g. {failures[0]}")
    return per_session * sessions / seconds


def smtp_source(port: int, to: str, sessions: int, total: int, size: int) -> float | None:
    """Postfix's load generator, when installed; in rounds of about 50 messages a session,
    since it does not reconnect when a server ends a long connection (we do at 100)."""
    tool = shutil.which("smtp-source") or (
        "/usr/sbin/smtp-source" if Path("/usr/sbin/smtp-source").exists() else None
    )
    if tool is None:
        return None
    started = time.perf_counter()
    remaining = total
    while remaining:
        batch = min(remaining, sessions * 50)
        run = subprocess.run(
            [tool, "-d", "-s", str(sessions), "-m", str(batch), "-l", str(size),
             "-f", "load@bench.example", "-t", to, "-M", "load.bench.example",
             f"127.0.0.1:{port}"],
            capture_output=True, text=True, timeout=600, check=False,
        )  # fmt: skip
        if run.returncode != 0:
            print(f"  smtp-source failed: {(run.stderr or run.stdout).strip()[:200]}")
            return None
        remaining -= batch
    return total / (time.perf_counter() - started)


def start_worker() -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "pylota.celery", "worker", "--pool", "solo",
         "--queues", "inbound", "--without-gossip", "--without-mingle", "--without-heartbeat",
         "--loglevel", "WARNING"],
        cwd=ROOT, env=child_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip


def purge_queues(*names: str) -> None:
    """Drop tasks this run queued: the throughput run's before the latency run (so it measures
    one message at a time), and everything left at the end (ingest and webhook dispatch)."""
    from pylota.celery import app

    with app.connection_for_write() as conn:
        for name in names or settings.TASK_QUEUES:
            conn.default_channel.queue_purge(name)


def accept_to_readable(port: int, to: str, identity_id: str, secret: str, count: int) -> list:
    """Milliseconds from each 250 until the API lists the message's thread."""
    api = Client(HTTP_AUTHORIZATION=f"Bearer {secret}")
    path = f"/v1/identities/{identity_id}/threads?limit=1"
    latencies = []
    client = smtplib.SMTP("127.0.0.1", port, timeout=120)
    client.ehlo("load.bench.example")
    for n in range(count + 1):  # the first one warms the worker up and is not counted
        if n and n % 50 == 0:
            client.quit()
            client = smtplib.SMTP("127.0.0.1", port, timeout=120)
            client.ehlo("load.bench.example")
        subject = f"Latency probe {n} {time.time_ns()}"
        client.sendmail("load@bench.example", [to], message(to, n, 2048, subject))
        accepted = time.perf_counter()
        # Watch the table (polling the API this fast would hit its rate limit), then read the
        # thread through the API: the figure includes that read.
        filed = Message.objects.filter(identity_id=identity_id, subject=subject)
        while not filed.exists():
            if time.perf_counter() > accepted + 120:
                raise SystemExit("a message was not filed within two minutes")
            time.sleep(0.002)
        data = api.get(path).json()["data"]
        if not data or data[0]["subject"] != subject:
            raise SystemExit(f"the API does not list the filed message: {data!r}")
        if n:
            latencies.append((time.perf_counter() - accepted) * 1000)
    client.quit()
    return latencies


def cleanup(tenant: Tenant, address: str) -> None:
    inbound = InboundMessage.objects.filter(recipients__contains=[address])
    blob_ids = set(inbound.values_list("raw_id", flat=True))
    inbound.delete()
    Message.objects.filter(tenant=tenant).delete()
    RawBlob.objects.filter(pk__in=blob_ids).delete()
    Event.objects.filter(tenant_id=tenant.id).delete()
    AuditEvent.objects.filter(tenant_id=tenant.id).delete()
    tenant.delete()
    shutil.rmtree(SCRATCH, ignore_errors=True)


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the figures and return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--messages", type=int, default=600, help="messages per run at each session count"
    )
    parser.add_argument("--sessions", default="1,4,16", help="concurrent sessions to try")
    parser.add_argument("--size", type=int, default=4096, help="body bytes per message")
    parser.add_argument("--latency-messages", type=int, default=100)
    parser.add_argument(
        "--broker", help="Celery broker URL (default: a database of its own on the embedded Valkey)"
    )
    parser.add_argument(
        "--quick", action="store_true", help="200 messages at 4 sessions, 20 accept-to-readable"
    )
    args = parser.parse_args()
    if quick or args.quick:
        args.messages, args.sessions, args.latency_messages = 200, "4", 20
    levels = [int(n) for n in args.sessions.split(",")]
    figures: dict[str, float] = {}

    call_command("migrate", verbosity=0, interactive=False)
    tenant = tenant_services.tenant_create(actor=ACTOR, name=f"bench-smtp {time.time():.0f}")
    identity = identity_services.identity_create(
        actor=ACTOR, tenant=tenant, name="bench-inbox", local_part=f"bench-{time.time_ns()}"
    )
    address = identity.addresses.get().address
    _key, secret = tenant_services.api_key_create(
        actor=ACTOR, principal=None, level=Level.TENANT, tenant=tenant, name="bench"
    )
    cpu = next(
        (line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
         if line.startswith("model name")),
        platform.processor(),
    )  # fmt: skip
    print(
        f"Pylota Mail SMTP ingest benchmark, {dt.date.today()}: {cpu}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, PostgreSQL "
        f"{connection.cursor().connection.info.server_version}, "
        f"{'embedded' if settings.EMBEDDED_DATABASE else 'DATABASE_URL'} database, "
        f"broker {settings.CELERY_BROKER_URL.split('://')[0]}, {args.size}-byte bodies"
    )
    ours, ours_port = start(
        [sys.executable, "manage.py", "smtpd", "--host", "127.0.0.1", "--port", "0"], "SMTP"
    )
    sink, sink_port = start([sys.executable, "-c", SINK], "SINK")
    single, single_port = start([sys.executable, "-c", PER_MESSAGE], "SMTP")
    try:
        load(ours_port, address, 1, 20, args.size)  # warm up connections and caches
        load(sink_port, address, 1, 20, args.size)
        load(single_port, address, 1, 20, args.size)
        print(f"{'sessions':>8} {'ours/s':>9} {'sink/s':>9} {'ratio':>7}   client")
        for sessions in levels:
            total = max(args.messages, sessions) // sessions * sessions
            for client_name, run in (("python", load), ("smtp-source", smtp_source)):
                mine = run(ours_port, address, sessions, total, args.size)
                bare = run(sink_port, address, sessions, total, args.size)
                if mine is None or bare is None:
                    continue
                if client_name == "python":
                    figures[f"accepts_per_s_{sessions}_sessions"] = mine
                    figures[f"sink_per_s_{sessions}_sessions"] = bare
                    figures[f"ratio_to_sink_{sessions}_sessions"] = mine / bare
                    before = run(single_port, address, sessions, total, args.size)
                    figures[f"per_message_accepts_per_s_{sessions}_sessions"] = before
                    figures[f"per_message_ratio_to_sink_{sessions}_sessions"] = before / bare
                    print(
                        f"{sessions:>8} {before:>9.1f} {bare:>9.1f} {before / bare:>7.1%}   "
                        f"{client_name}, one transaction per message (before ADR 0021)"
                    )
                print(
                    f"{sessions:>8} {mine:>9.1f} {bare:>9.1f} {mine / bare:>7.1%}   {client_name}"
                )

        purge_queues("inbound")
        # The throughput runs' messages have no task left: out of the way, or the worker
        # would file them first (in turn order, ADR 0020) and the probes would wait.
        InboundMessage.objects.filter(
            recipients__contains=[address], state=InboundMessage.State.STAGED
        ).update(state=InboundMessage.State.PROCESSED)
        worker = start_worker()
        try:
            latencies = accept_to_readable(
                ours_port, address, identity.id, secret, args.latency_messages
            )
        finally:
            stop(worker)
        print(
            f"accept-to-readable, real worker, {len(latencies)} messages one at a time: "
            f"p50 {statistics.median(latencies):.0f} ms, p95 {percentile(latencies, 95):.0f} ms"
        )
        figures["accept_to_readable_p50_ms"] = statistics.median(latencies)
        figures["accept_to_readable_p95_ms"] = percentile(latencies, 95)
        figures["accept_to_readable_ms"] = latencies  # every sample, for bench/plots.py
    finally:
        stop(ours)
        stop(sink)
        stop(single)
        purge_queues()
        cleanup(tenant, address)
    return figures


if __name__ == "__main__":
    main()
