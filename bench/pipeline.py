"""End to end: a burst of mail over SMTP until all of it is readable through the API, and
until all of it is indexed (with vectors) and triaged.

    PYTHONPATH=. .venv/bin/python bench/pipeline.py [--messages 300] [--sessions 4]
        [--size 2048] [--smtp-processes 1] [--quick] [--compare]

Runs the real processes as `make run` starts them, from the Procfile's own command lines
(all but ``beat``): ``smtp`` (``manage.py smtpd``), ``worker`` (Celery: filing, events,
webhooks, sending), ``indexer`` (Celery: the ``index`` queue, indexing and triage) and
``web`` (gunicorn with uvicorn workers), against the embedded PostgreSQL (or DATABASE_URL)
and a broker database of its own on the embedded Valkey (see ``smtp_ingest.py``). It
creates a tenant with one identity and an API key, sends ``--messages`` messages over
``--sessions`` concurrent SMTP sessions as fast as the server takes them, and measures the
time from the first message sent until every one of them is listed by
``GET /v1/identities/{id}/threads`` on the web process (over HTTP, paginated), and until
every one has its search document with vectors and its triage. The workers log at INFO,
so each task's run time is read from its own "succeeded in" lines: the per-task figures
cover every task the burst caused (filing, indexing, triage, events, webhooks), collected
until the queues have been quiet for a few seconds. Everything is deleted at the end.

``--compare`` first runs the layout of before ADR 0022 on the same machine: one worker for
every queue (the ``index`` queue too), each message indexed and triaged alone
(``PM_SEARCH_LIVE_INDEX_BATCH=1``, ``PM_TRIAGE_BATCH_SIZE=1``) and the model's threads
left to onnxruntime; then the Procfile as it is.
"""

from __future__ import annotations

import argparse
import collections
import datetime as dt
import json
import os
import platform
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Sets up Django and a broker database of its own, so it comes first.
from bench import smtp_ingest as ingest  # noqa: E402

# isort: split
from django.core.management import call_command  # noqa: E402

from apps.identities import services as identity_services  # noqa: E402
from apps.mailbox.models import Message  # noqa: E402
from apps.search.models import Document  # noqa: E402
from apps.tenants import services as tenant_services  # noqa: E402
from pylota.core.permissions import Level  # noqa: E402
from pylota.run import parse_procfile, shell_command  # noqa: E402

TASK_DONE = re.compile(r"Task ([\w.]+)\[[^\]]+\] succeeded in ([0-9.]+)s")
# The processes of the layout before ADR 0022: the worker served the index queue too.
BEFORE_ENV = {"PM_SEARCH_LIVE_INDEX_BATCH": "1", "PM_TRIAGE_BATCH_SIZE": "1"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Process:
    """One Procfile process in a session of its own, its output kept (and scanned)."""

    def __init__(self, name: str, command: str, env: dict[str, str]) -> None:
        self.name = name
        self.lines: list[str] = []
        self.popen = subprocess.Popen(
            ["/bin/sh", "-c", shell_command(command)],
            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True, start_new_session=True,
        )  # fmt: skip
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in iter(self.popen.stdout.readline, ""):
            self.lines.append(line)

    def cpu_seconds(self) -> float:
        """User and system CPU time of every live process of its session (Linux)."""
        ticks = 0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # exited meanwhile
            if int(fields[3]) == self.popen.pid:  # the session ID
                ticks += int(fields[11]) + int(fields[12])
        return ticks / os.sysconf("SC_CLK_TCK")

    def wait_for(self, text: str, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while not any(text in line for line in self.lines):
            if self.popen.poll() is not None or time.monotonic() > deadline:
                tail = "".join(self.lines[-20:])
                raise SystemExit(f"{self.name} did not start ({text!r} not seen):\n{tail}")
            time.sleep(0.05)

    def stop(self) -> None:
        try:
            os.killpg(self.popen.pid, signal.SIGTERM)
            self.popen.wait(40)
        except ProcessLookupError:
            return
        except subprocess.TimeoutExpired:
            os.killpg(self.popen.pid, signal.SIGKILL)
            self.popen.wait(10)


def task_times(lines: list[str]) -> dict[str, list[float]]:
    times: dict[str, list[float]] = collections.defaultdict(list)
    for line in lines:
        match = TASK_DONE.search(line)
        if match:
            times[match.group(1)].append(float(match.group(2)))
    return times


def layout_before(procfile: dict[str, str]) -> dict[str, str]:
    """The Procfile's processes as they ran before the ``indexer`` line: its queue on the
    worker's line."""
    processes = {name: command for name, command in procfile.items() if name != "indexer"}
    processes["worker"] = re.sub(
        r"--queues (\S+)", lambda m: f"--queues {m.group(1)},index", processes["worker"]
    )
    return processes


def get(url: str, secret: str) -> dict:
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {secret}"})  # noqa: S310 (http to our web process)
    with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310
        return json.loads(response.read())


def listed_messages(base: str, identity_id: str, secret: str) -> int:
    """How many messages the API lists for the identity (its threads' counts, all pages)."""
    threads: dict[str, int] = {}
    url = f"{base}/v1/identities/{identity_id}/threads?limit=100"
    while url:
        page = get(url, secret)
        threads.update((thread["id"], thread["message_count"]) for thread in page["data"])
        cursor = page.get("next_cursor")
        url = (
            f"{base}/v1/identities/{identity_id}/threads?limit=100&cursor={cursor}"
            if cursor
            else ""
        )
    return sum(threads.values())


def burst(
    args: argparse.Namespace, commands: dict[str, str], extra_env: dict[str, str], label: str
) -> dict[str, float]:
    """One run: start ``commands``, send the burst, time it, stop; print and return figures."""
    load_before = os.getloadavg()[0]
    tenant = tenant_services.tenant_create(
        actor=ingest.ACTOR, name=f"bench-pipeline {time.time():.0f}"
    )
    identity = identity_services.identity_create(
        actor=ingest.ACTOR, tenant=tenant, name="pipeline", local_part=f"pipeline-{time.time_ns()}"
    )
    address = identity.addresses.get().address
    _key, secret = tenant_services.api_key_create(
        actor=ingest.ACTOR, principal=None, level=Level.TENANT, tenant=tenant, name="bench"
    )
    http_port, smtp_port = free_port(), free_port()
    env = {
        **ingest.child_env(),
        "PM_HTTP_PORT": str(http_port),
        "PM_SMTP_PORT": str(smtp_port),
        "PM_SMTP_PROCESSES": str(args.smtp_processes),
        "PM_LOG_LEVEL": "INFO",
        **extra_env,
    }
    processes = {name: Process(name, command, env) for name, command in commands.items()}
    workers = [p for name, p in processes.items() if name in ("worker", "indexer")]
    base = f"http://127.0.0.1:{http_port}"
    filed = Message.objects.filter(identity_id=identity.id)
    try:
        processes["smtp"].wait_for("SMTP listening", 60)
        for worker in workers:
            worker.wait_for("ready", 120)
        deadline = time.monotonic() + 60
        while True:
            try:
                get(f"{base}/health", secret)
                break
            except Exception:
                if time.monotonic() > deadline:
                    raise SystemExit("the web process did not answer /health") from None
                time.sleep(0.2)
        # Warm up: one message through every process (the first task imports and loads).
        ingest.load(smtp_port, address, 1, 1, args.size)  # "Bench message 0", as the burst's first
        while not Document.objects.filter(message__in=filed, embedded_at__isnull=False).exists():
            time.sleep(0.05)
        listed_messages(base, identity.id, secret)
        time.sleep(2)
        before = [len(worker.lines) for worker in workers]
        cpu = {name: process.cpu_seconds() for name, process in processes.items()}
        total = args.messages // args.sessions * args.sessions
        expected = total + 1  # the warm-up message, and the burst
        started = time.perf_counter()
        rate = ingest.load(smtp_port, address, args.sessions, total, args.size)
        accepted = time.perf_counter() - started
        while filed.count() < expected:
            if time.perf_counter() > started + 1800:
                raise SystemExit(f"only {filed.count()} of {expected} filed in 30 minutes")
            time.sleep(0.05)
        while listed_messages(base, identity.id, secret) < expected:
            time.sleep(0.05)
        readable = time.perf_counter() - started
        # Searchable with vectors, and triaged: what indexing and triage add after filing.
        embedded = Document.objects.filter(message__in=filed, embedded_at__isnull=False)
        while (
            embedded.count() < expected
            or filed.filter(triage__isnull=True).exclude(quarantine_state="quarantined").exists()
        ):
            if time.perf_counter() > started + 1800:
                raise SystemExit("not indexed and triaged in 30 minutes")
            time.sleep(0.1)
        indexed = time.perf_counter() - started
        # Events and webhooks may go on a little longer: wait until the workers are quiet.
        quiet_since, seen = time.monotonic(), sum(len(worker.lines) for worker in workers)
        while time.monotonic() - quiet_since < 5 and time.perf_counter() < started + 1800:
            time.sleep(0.5)
            if sum(len(worker.lines) for worker in workers) != seen:
                quiet_since, seen = time.monotonic(), sum(len(worker.lines) for worker in workers)
        drained = time.perf_counter() - started
        cpu = {name: process.cpu_seconds() - cpu[name] for name, process in processes.items()}
        times = task_times(
            [
                line
                for worker, since in zip(workers, before, strict=True)
                for line in worker.lines[since:]
            ]
        )
    finally:
        for process in processes.values():
            process.stop()
        ingest.purge_queues()
        ingest.cleanup(tenant, address)

    print(
        f"{label}: {', '.join(processes)}; {total} messages over {args.sessions} sessions, "
        f"{args.size}-byte bodies, load {load_before:.1f} → {os.getloadavg()[0]:.1f}"
    )
    print(
        f"accepted in {accepted:.1f} s ({rate:.0f}/s); all readable through the API after "
        f"{readable:.1f} s: {total / readable:.1f} messages/s; all indexed with vectors and "
        f"triaged after {indexed:.1f} s: {total / indexed:.1f} messages/s; workers quiet after "
        f"{drained:.1f} s"
    )
    print(
        "CPU time per message of the burst: "
        + ", ".join(f"{name} {seconds / total * 1000:.0f} ms" for name, seconds in cpu.items())
    )
    print("| task | runs | total s | ms per run | ms per message |")
    print("|---|---:|---:|---:|---:|")
    figures: dict[str, float] = {
        "messages": total,
        "accepted_per_s": rate,
        "readable_seconds": readable,
        "messages_per_s": total / readable,
        "indexed_seconds": indexed,
        "indexed_messages_per_s": total / indexed,
        "drained_seconds": drained,
        **{f"{name}_cpu_ms_per_message": seconds / total * 1000 for name, seconds in cpu.items()},
    }
    for name, runs in sorted(times.items(), key=lambda item: -sum(item[1])):
        spent = sum(runs)
        print(
            f"| {name} | {len(runs)} | {spent:.1f} | {spent / len(runs) * 1000:.1f} | "
            f"{spent / total * 1000:.1f} |"
        )
        figures[f"{name}_ms_per_message"] = spent / total * 1000
    return figures


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the figures and return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=4)
    parser.add_argument("--size", type=int, default=2048, help="body bytes per message")
    parser.add_argument("--smtp-processes", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="at most 100 messages")
    parser.add_argument(
        "--compare", action="store_true", help="the layout before ADR 0022 first, same burst"
    )
    parser.add_argument("--broker", help="Celery broker URL (default: a database of its own)")
    args = parser.parse_args()
    if args.quick or quick:
        args.messages = min(args.messages, 100)
    # Stopped from outside (a timeout): still stop the processes and delete what we made.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    call_command("migrate", verbosity=0, interactive=False)
    print(
        f"Pylota Mail end-to-end benchmark, {dt.date.today()}: {platform.machine()}, "
        f"{os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{args.smtp_processes} SMTP process(es)"
    )
    procfile = dict(parse_procfile((ROOT / "Procfile").read_text()))
    procfile.pop("beat", None)
    if args.compare:
        old = burst(args, layout_before(procfile), BEFORE_ENV, "before (one worker, one by one)")
        print()
    figures = burst(args, procfile, {}, "Procfile")
    if args.compare:
        figures.update({f"before_{name}": value for name, value in old.items()})
    return figures


if __name__ == "__main__":
    main()
