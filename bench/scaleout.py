"""Scale-out on one machine: 1 and then 2 SMTP processes and inbound workers, side by side.

    PYTHONPATH=. .venv/bin/python bench/scaleout.py [--messages 300] [--sessions 8]
        [--identities 8] [--rounds 2] [--concurrency 1]
        [--broker redis://127.0.0.1:6379/13] [--quick]

Runs against the embedded PostgreSQL of `make run` (PostgreSQL 18 with pgvector; or
DATABASE_URL), after applying pending migrations, with a broker database of its own on the
embedded Valkey or the ``--broker`` given (``redis://…`` with a database number nothing
else uses, or ``amqp://guest:guest@127.0.0.1:5672//``). It creates a tenant with
``--identities`` identities (session i sends to the i-th, in turn: filing's mailbox
transaction is serialized per identity, so that replies never split a thread, and one
identity's burst would measure that lock), then for N in 1, 2, 1, 2 … (``--rounds`` of
each, interleaved, since other work on the machine changes its speed minute to minute)
starts the Procfile's ``smtp`` line with ``PM_SMTP_PROCESSES=N`` (N servers on one port,
SO_REUSEPORT) and N copies of its ``worker`` line serving the ``inbound`` queue
(``--concurrency`` each), sends a few messages to warm them up, then two bursts of
``--messages`` over ``--sessions`` concurrent SMTP sessions, as fast as the servers take
them:

- together: the workers file while the burst arrives, everything on the same cores;
  accepts/s is the burst's messages over the time until the last ``250``, filed/s the
  burst's messages over the time from the first message sent until the last one is a
  ``Message`` in the mailbox;
- apart: the workers are stopped (SIGSTOP) while the burst arrives and let go after the
  last ``250``; accepts/s as above, filed/s from the moment they are let go. Each side then
  has the machine to itself, as SMTP nodes and workers on machines of their own would.

Also per run: which worker filed how many, and the worker time per message, from each
worker's own "inbound.process … succeeded in …: <filed>" lines, and the load average
before and after. The figures are the medians per N and their ratio 2 / 1. Tasks that
filing queues for other queues (indexing, triage, events) are not served and are purged
after each run; the processes are stopped and everything is deleted at the end.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import os
import platform
import re
import signal
import smtplib
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Sets up Django and a broker database of its own, so it comes first.
from bench import smtp_ingest as ingest  # noqa: E402

# isort: split
from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

from apps.identities import services as identity_services  # noqa: E402
from apps.inbound.models import InboundMessage  # noqa: E402
from apps.mailbox.models import Message, RawBlob  # noqa: E402
from apps.tenants import services as tenant_services  # noqa: E402
from bench.pipeline import Process, free_port  # noqa: E402
from bench.stats import timed_sessions  # noqa: E402
from pylota.run import parse_procfile  # noqa: E402

# Per run: SMTP accepts and filing with everything running at once, then each side alone.
METRICS = ("accepts_per_s", "filed_per_s", "smtp_alone_per_s", "workers_alone_per_s")
LABELS = ("together, accepts/s", "together, filed/s", "apart, accepts/s", "apart, filed/s")
FILED = re.compile(r"Task inbound\.process\[[^\]]+\] succeeded in ([0-9.]+)s: (\d+)")


def worker_command(procfile_line: str, *, concurrency: int, node: str) -> str:
    """The Procfile's worker line serving only ``inbound``, with its own node name."""
    command = re.sub(r"--queues \S+", "--queues inbound", procfile_line)
    command = re.sub(r"--concurrency \d+", f"--concurrency {concurrency}", command)
    if "--concurrency" not in command:
        command += f" --concurrency {concurrency}"
    return f"{command} --hostname {node}@%h"


def schedule(levels: tuple[int, ...], rounds: int) -> list[int]:
    """Each level once per round, interleaved: (1, 2) twice is 1, 2, 1, 2."""
    return [n for _ in range(rounds) for n in levels]


def summarize(runs: list[dict], levels: tuple[int, ...]) -> dict[str, float]:
    """Medians per level, and the last level's over the first's."""
    figures: dict[str, float] = {}
    first, last = levels[0], levels[-1]
    for metric in METRICS:
        medians = {n: statistics.median(r[metric] for r in runs if r["n"] == n) for n in levels}
        for n, value in medians.items():
            figures[f"{metric}_{n}"] = value
        figures[f"{metric.removesuffix('_per_s')}_ratio_{last}_to_{first}"] = (
            medians[last] / medians[first]
        )
    return figures


def burst(port: int, addresses: list[str], sessions: int, total: int, size: int) -> float:
    """``total`` messages over ``sessions`` concurrent sessions as ``smtp_ingest.load`` sends
    them, session i to ``addresses[i % len(addresses)]``; accepts per second."""
    per_session = total // sessions
    failures: list[str] = []
    barrier = threading.Barrier(sessions + 1)

    def session(index: int) -> None:
        to = addresses[index % len(addresses)]
        payloads = [ingest.message(to, index * per_session + i, size) for i in range(per_session)]
        barrier.wait()
        client = None
        try:
            for i, payload in enumerate(payloads):
                if i % 50 == 0:
                    if client is not None:
                        client.quit()
                    client = smtplib.SMTP("127.0.0.1", port, timeout=120)
                    client.ehlo("load.bench.example")
                refused = client.sendmail("load@bench.example", [to], payload)
                if refused:
                    failures.append(repr(refused))
            client.quit()
        except Exception as exc:  # reported below; one broken session spoils the figure
            failures.append(repr(exc))

    seconds = timed_sessions(session, sessions, barrier)
    if failures:
        raise SystemExit(f"{len(failures)} messages were not accepted, e.g. {failures[0]}")
    return per_session * sessions / seconds


def cleanup(tenant, addresses: list[str]) -> None:
    """What ``smtp_ingest.cleanup`` deletes, for each of the tenant's addresses."""
    inbound = InboundMessage.objects.filter(recipients__overlap=addresses[1:])
    blob_ids = set(inbound.values_list("raw_id", flat=True))
    inbound.delete()
    ingest.cleanup(tenant, addresses[0])  # the tenant's messages, events and the rest
    RawBlob.objects.filter(pk__in=blob_ids).delete()


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()


def purge() -> None:
    """Drop every task of this run's broker database, one queue at a time (on RabbitMQ a
    queue that was never declared is an error on its channel, so each gets a fresh one)."""
    from pylota.celery import app

    for name in settings.TASK_QUEUES:
        with app.connection_for_write() as conn, contextlib.suppress(*conn.channel_errors):
            conn.default_channel.queue_purge(name)


def one_run(n: int, args, procfile: dict[str, str], addresses: list[str], tenant) -> dict:
    """Start N servers and N workers, send the burst, wait until it is filed, stop them."""
    port = free_port()
    env = {
        **ingest.child_env(),
        "PM_SMTP_HOST": "127.0.0.1",
        "PM_SMTP_PORT": str(port),
        "PM_SMTP_PROCESSES": str(n),
        "PM_LOG_LEVEL": "INFO",  # the workers' "succeeded in" lines
    }
    load_before = os.getloadavg()[0]
    processes = [Process("smtp", procfile["smtp"], env)]
    workers = [
        Process(
            f"worker{i}",
            worker_command(procfile["worker"], concurrency=args.concurrency, node=f"scaleout{i}"),
            env,
        )
        for i in range(n)
    ]
    processes += workers
    filed = Message.objects.filter(tenant=tenant)
    try:
        processes[0].wait_for("SMTP listening", 60)
        for worker in workers:
            worker.wait_for(" ready.", 120)
        # Warm up: a few messages one after another, so that each worker most likely files
        # one (a worker's first task imports and loads what filing needs).
        before = filed.count()
        burst(port, addresses, 1, 2 * n, args.size)
        wait_filed(filed, before + 2 * n, time.perf_counter())
        time.sleep(0.5)  # the warm-up tasks' "succeeded" lines come after their commits
        marks = [len(worker.lines) for worker in workers]
        total = args.messages // args.sessions * args.sessions
        # Together: the workers file while the burst arrives, all on the same cores.
        before, started = filed.count(), time.perf_counter()
        accepts = burst(port, addresses, args.sessions, total, args.size)
        together = wait_filed(filed, before + total, started)
        # Apart: the workers stopped (SIGSTOP) while the burst arrives, then let go: each
        # side's rate with the machine to itself, as on machines of their own.
        for worker in workers:
            os.killpg(worker.popen.pid, signal.SIGSTOP)
        try:
            before = filed.count()
            alone = burst(port, addresses, args.sessions, total, args.size)
        finally:
            for worker in workers:
                os.killpg(worker.popen.pid, signal.SIGCONT)
        released = time.perf_counter()
        apart = wait_filed(filed, before + total, released)
        time.sleep(0.5)  # the last task's "succeeded" line
    finally:
        for process in processes:
            process.stop()
        purge()
    shares, busy = [], 0.0
    for worker, mark in zip(workers, marks, strict=True):
        done = [FILED.search(line) for line in worker.lines[mark:]]
        shares.append(sum(int(match.group(2)) for match in done if match))
        busy += sum(float(match.group(1)) for match in done if match)
    return {
        "n": n,
        "messages": total,
        "accepts_per_s": accepts,
        "filed_per_s": total / together,
        "smtp_alone_per_s": alone,
        "workers_alone_per_s": total / apart,
        "filed_by_worker": shares,
        "worker_ms_per_message": busy / max(sum(shares), 1) * 1000,
        "load_before": load_before,
        "load_after": os.getloadavg()[0],
    }


def wait_filed(filed, count: int, since: float) -> float:
    """Seconds from ``since`` until ``count`` messages are filed."""
    while filed.count() < count:
        if time.perf_counter() > since + 600:
            raise SystemExit(f"{count - filed.count()} messages not filed in ten minutes")
        time.sleep(0.02)
    return time.perf_counter() - since


def main(*, quick: bool = False) -> dict:
    """Print the figures and return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=300, help="messages per burst")
    parser.add_argument("--sessions", type=int, default=8, help="concurrent SMTP sessions")
    parser.add_argument("--size", type=int, default=2048, help="body bytes per message")
    parser.add_argument(
        "--identities", type=int, default=8, help="recipients, one per session in turn"
    )
    parser.add_argument("--rounds", type=int, default=2, help="runs of each N, interleaved")
    parser.add_argument("--concurrency", type=int, default=1, help="processes per worker")
    parser.add_argument("--quick", action="store_true", help="bursts of 96 messages, 1 round")
    parser.add_argument("--broker", help="Celery broker URL (default: a database of its own)")
    args = parser.parse_args()
    if quick or args.quick:
        args.messages, args.rounds = min(args.messages, 96), 1
    levels = (1, 2)
    # Stopped from outside (a timeout): still stop the processes and delete what we made.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    call_command("migrate", verbosity=0, interactive=False)
    procfile = dict(parse_procfile((ROOT / "Procfile").read_text()))
    tenant = tenant_services.tenant_create(
        actor=ingest.ACTOR, name=f"bench-scaleout {time.time():.0f}"
    )
    addresses = [
        identity_services.identity_create(
            actor=ingest.ACTOR, tenant=tenant, name=f"scaleout-{i}",
            local_part=f"scaleout-{i}-{time.time_ns()}",
        ).addresses.get().address
        for i in range(args.identities)
    ]  # fmt: skip
    print(
        f"Pylota Mail scale-out benchmark, {dt.date.today()}: {platform.machine()}, "
        f"{os.cpu_count()} cores, Python {platform.python_version()}, PostgreSQL "
        f"{connection.cursor().connection.info.server_version} "
        f"({'embedded' if settings.EMBEDDED_DATABASE else 'DATABASE_URL'}), broker "
        f"{settings.CELERY_BROKER_URL.split('://')[0]}; bursts of "
        f"{args.messages // args.sessions * args.sessions} messages over {args.sessions} "
        f"sessions to {args.identities} identities, {args.size}-byte bodies, workers on "
        f"`inbound` at concurrency "
        f"{args.concurrency}"
    )
    load_start = os.getloadavg()[0]
    print(f"uptime at the start: {uptime()}", flush=True)
    runs: list[dict] = []
    try:
        print(
            "| N smtpd, N workers | together: accepts/s | filed/s | apart: accepts/s | "
            "filed/s | filed per worker | worker ms/message | load |"
        )
        print("|---:|---:|---:|---:|---:|---|---:|---|")
        for n in schedule(levels, args.rounds):
            run = one_run(n, args, procfile, addresses, tenant)
            runs.append(run)
            print(
                f"| {n} | {run['accepts_per_s']:.1f} | {run['filed_per_s']:.1f} | "
                f"{run['smtp_alone_per_s']:.1f} | {run['workers_alone_per_s']:.1f} | "
                f"{' / '.join(map(str, run['filed_by_worker']))} | "
                f"{run['worker_ms_per_message']:.0f} | "
                f"{run['load_before']:.1f} → {run['load_after']:.1f} |",
                flush=True,
            )
    finally:
        purge()
        cleanup(tenant, addresses)
    figures: dict = summarize(runs, levels)
    print(f"uptime at the end: {uptime()}")
    print(f"medians of {args.rounds} runs each, and 2 / 1:")
    for metric, label in zip(METRICS, LABELS, strict=True):
        print(
            f"  {label}: {figures[f'{metric}_1']:.1f} → {figures[f'{metric}_2']:.1f}, "
            f"x{figures[metric.removesuffix('_per_s') + '_ratio_2_to_1']:.2f}"
        )
    figures["runs"] = runs
    figures["load_start"] = load_start
    figures["load_end"] = os.getloadavg()[0]
    return figures


if __name__ == "__main__":
    main()
