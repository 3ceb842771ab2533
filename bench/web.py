"""What the end-to-end benchmarks share: one web process as the Procfile runs it (ASGI under
uvicorn, a database connection per request), and inbound mail filed in the benchmark's own
process right after the 250 (an idle worker with an instant broker).

Import it after ``django.setup()``: the filing shim runs the inbound service.
"""

from __future__ import annotations

import logging
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

from django.db import connection

from apps.inbound import services as inbound_services
from pylota import tasks as pylota_tasks

ROOT = Path(__file__).resolve().parent.parent


# As the Procfile runs the web process: a pool of database connections. PM_BENCH_DB_POOL=false
# runs it as it was before the pool (a new connection per request), to compare.
_DATABASE = (
    {"PM_DB_POOL": "false", "PM_DB_CONN_MAX_AGE": "0"}
    if os.environ.get("PM_BENCH_DB_POOL", "true").lower() in ("0", "false", "no", "off")
    else {"PM_DB_POOL": "true"}
)


# The process ID of each running web process, by its port (bench/api_fixed_cost.py reads
# their CPU time).
PIDS: dict[int, int] = {}


def cpu_seconds(pid: int) -> float:
    """CPU time (user and system) a process and all its threads, ended ones too, have used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def web_process(*args: str, **env: str) -> Iterator[int]:
    """A uvicorn web process on a free loopback port, ready when this yields the port;
    ``args`` add to its command line, ``env`` adds to (or overrides) its environment."""
    port = free_port()
    web = subprocess.Popen(
        [
            sys.executable, "-m", "uvicorn", "pylota.asgi:application", "--host", "127.0.0.1",
            "--port", str(port), "--log-level", "warning", "--no-access-log", *args,
        ],
        cwd=ROOT,
        env={**os.environ, **_DATABASE, "PYTHONPATH": str(ROOT), **env},
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                if time.monotonic() > deadline or web.poll() is not None:
                    raise RuntimeError("the web process did not start") from None
                time.sleep(0.1)
        PIDS[port] = web.pid
        yield port
    finally:
        PIDS.pop(port, None)
        web.terminate()
        try:
            web.wait(30)
        except subprocess.TimeoutExpired:
            web.kill()
            web.wait(10)


def _file(inbound_id: str) -> None:
    try:
        inbound_services.inbound_process(inbound_id=inbound_id)
    except Exception:
        logging.getLogger("bench").exception("filing failed")
        raise
    finally:
        connection.close()


@contextmanager
def inbound_filed_in_process(workers: int) -> Iterator[None]:
    """``inbound.process`` runs on a thread pool here instead of going to the broker."""
    filing = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="filing")
    queue = pylota_tasks.enqueue

    def file_now(name: str, *args, **options) -> bool:
        if name != "inbound.process":
            return queue(name, *args, **options)
        filing.submit(_file, args[0])
        return True

    pylota_tasks.enqueue = file_now
    try:
        yield
    finally:
        pylota_tasks.enqueue = queue
        filing.shutdown()
