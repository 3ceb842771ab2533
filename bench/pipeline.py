"""End to end: a burst of mail over SMTP until all of it is readable through the API.

    PYTHONPATH=. .venv/bin/python bench/pipeline.py [--messages 300] [--sessions 4]
        [--size 2048] [--smtp-processes 1] [--quick]

Runs the real processes as `make run` starts them, from the Procfile's own command lines:
``smtp`` (``manage.py smtpd``), ``worker`` (Celery, every queue, concurrency 2) and ``web``
(gunicorn with uvicorn workers), against the embedded PostgreSQL (or DATABASE_URL) and a
broker database of its own on the embedded Valkey (see ``smtp_ingest.py``). It creates a
tenant with one identity and an API key, sends ``--messages`` messages over ``--sessions``
concurrent SMTP sessions as fast as the server takes them, and measures the time from the
first message sent until every one of them is listed by
``GET /v1/identities/{id}/threads`` on the web process (over HTTP, paginated). The worker
logs at INFO, so each task's run time is read from its own "succeeded in" lines: the
per-task figures cover every task the burst caused (filing, indexing, events, webhooks),
collected until the queues have been quiet for a few seconds. Everything is deleted at the
end.
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
from apps.tenants import services as tenant_services  # noqa: E402
from pylota.core.permissions import Level  # noqa: E402
from pylota.run import parse_procfile, shell_command  # noqa: E402

TASK_DONE = re.compile(r"Task ([\w.]+)\[[^\]]+\] succeeded in ([0-9.]+)s")


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


def task_times(worker: Process, since: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = collections.defaultdict(list)
    for line in worker.lines[since:]:
        match = TASK_DONE.search(line)
        if match:
            times[match.group(1)].append(float(match.group(2)))
    return times


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


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the figures and return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=4)
    parser.add_argument("--size", type=int, default=2048, help="body bytes per message")
    parser.add_argument("--smtp-processes", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="at most 100 messages")
    parser.add_argument("--broker", help="Celery broker URL (default: a database of its own)")
    args = parser.parse_args()
    if args.quick or quick:
        args.messages = min(args.messages, 100)
    # Stopped from outside (a timeout): still stop the processes and delete what we made.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    call_command("migrate", verbosity=0, interactive=False)
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
    }
    procfile = dict(parse_procfile((ROOT / "Procfile").read_text()))
    processes = {name: Process(name, procfile[name], env) for name in ("web", "worker", "smtp")}
    base = f"http://127.0.0.1:{http_port}"
    try:
        processes["smtp"].wait_for("SMTP listening", 60)
        processes["worker"].wait_for("ready", 120)
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
        while not Message.objects.filter(identity_id=identity.id).exists():
            time.sleep(0.05)
        listed_messages(base, identity.id, secret)
        time.sleep(2)
        before = len(processes["worker"].lines)
        total = args.messages // args.sessions * args.sessions
        expected = total + 1  # the warm-up message, and the burst
        started = time.perf_counter()
        rate = ingest.load(smtp_port, address, args.sessions, total, args.size)
        accepted = time.perf_counter() - started
        filed = Message.objects.filter(identity_id=identity.id)
        while filed.count() < expected:
            if time.perf_counter() > started + 1800:
                raise SystemExit(f"only {filed.count()} of {expected} filed in 30 minutes")
            time.sleep(0.05)
        while listed_messages(base, identity.id, secret) < expected:
            time.sleep(0.05)
        readable = time.perf_counter() - started
        # Indexing, events and webhooks go on after the mail is readable: wait until quiet.
        quiet_since, seen = time.monotonic(), len(processes["worker"].lines)
        while time.monotonic() - quiet_since < 5 and time.perf_counter() < started + 1800:
            time.sleep(0.5)
            if len(processes["worker"].lines) != seen:
                quiet_since, seen = time.monotonic(), len(processes["worker"].lines)
        drained = time.perf_counter() - started
        times = task_times(processes["worker"], before)
    finally:
        for process in processes.values():
            process.stop()
        ingest.purge_queues()
        ingest.cleanup(tenant, address)

    print(
        f"Pylota Mail end-to-end benchmark, {dt.date.today()}: {platform.machine()}, "
        f"{os.cpu_count()} cores, Python {platform.python_version()}, load "
        f"{os.getloadavg()[0]:.1f}; Procfile's smtp ({args.smtp_processes} process), worker and "
        f"web; {total} messages over {args.sessions} sessions, {args.size}-byte bodies"
    )
    print(
        f"accepted in {accepted:.1f} s ({rate:.0f}/s); all readable through the API after "
        f"{readable:.1f} s: {total / readable:.1f} messages/s; worker quiet after "
        f"{drained:.1f} s"
    )
    print("| task | runs | total s | ms per run | ms per message |")
    print("|---|---:|---:|---:|---:|")
    figures: dict[str, float] = {
        "messages": total,
        "accepted_per_s": rate,
        "readable_seconds": readable,
        "messages_per_s": total / readable,
        "drained_seconds": drained,
    }
    for name, runs in sorted(times.items(), key=lambda item: -sum(item[1])):
        spent = sum(runs)
        print(
            f"| {name} | {len(runs)} | {spent:.1f} | {spent / len(runs) * 1000:.1f} | "
            f"{spent / total * 1000:.1f} |"
        )
        figures[f"{name}_ms_per_message"] = spent / total * 1000
    return figures


if __name__ == "__main__":
    main()
