"""``make run``: migrate, bootstrap the demo, then run and supervise every process of the Procfile.

With ``DATABASE_URL`` unset the embedded PostgreSQL is started first, and with
``CELERY_BROKER_URL`` unset the embedded Valkey (both by loading the settings, in
``migrate``); both are stopped again on exit, their data kept under ``var/``.

We supervise the processes ourselves instead of running honcho, which stops every process
as soon as one exits and, sent SIGTERM itself, leaves its children running:

- each process runs in a session (process group) of its own, its output prefixed with its
  name and the time;
- a process that exits is logged and started again after a back-off (1 s, doubling up to
  30 s, back to 1 s once it has run for a minute), its leftover children killed first so
  that nothing still holds its port; the others keep serving;
- Ctrl-C (SIGINT), SIGTERM (what systemd, a container runtime or a CI job sends) and SIGHUP
  (the terminal closed) all stop everything the same way: SIGTERM to every process group,
  SIGKILL to what is left after ``PM_RUN_STOP_SECONDS`` (10), then the embedded servers.
"""

from __future__ import annotations

import contextlib
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
FIRST_BACKOFF_SECONDS = 1.0
MAX_BACKOFF_SECONDS = 30.0
STABLE_AFTER_SECONDS = 60.0
_PROCFILE_LINE = re.compile(r"^([A-Za-z0-9_-]+):\s*(.+)$")
_ASSIGNMENTS = re.compile(r"^((?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*)(.*)$", re.DOTALL)


class Stopped(Exception):
    """A stop signal arrived before the processes were started."""


def parse_procfile(text: str) -> list[tuple[str, str]]:
    """``name: command`` lines, in order (blank lines and ``#`` comments skipped)."""
    entries = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = _PROCFILE_LINE.match(line.strip())
        if not match:
            raise ValueError(f"not a Procfile line: {line!r}")
        entries.append((match.group(1), match.group(2)))
    return entries


def shell_command(command: str) -> str:
    """``command`` for ``sh -c``, run by ``exec`` so that the process we watch and signal
    is the program itself, not a shell; ``NAME=value`` prefixes stay in front of ``exec``."""
    assignments, program = _ASSIGNMENTS.match(command.strip()).groups()
    return f"{assignments}exec {program}"


def _group_alive(pgid: int, leader: subprocess.Popen | None = None) -> bool:
    """Whether any process of the group is left, zombies aside: ``leader`` is reaped here,
    and a grandchild's zombie waits for init, which in a container may never reap it."""
    if leader is not None:
        leader.poll()
    proc = Path("/proc")
    if not proc.is_dir():  # not Linux: a zombie member still counts
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return True
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(") ", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields[2] == str(pgid) and fields[0] != "Z":  # state, ppid, pgrp, …
            return True
    return False


def _signal_group(pgid: int, signum: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signum)


def _wait_gone(pgid: int, leader: subprocess.Popen, seconds: float = 5.0) -> None:
    """After SIGKILL: wait until the group is gone (bounded: a process in uninterruptible
    sleep dies when its I/O returns, and must not hang the supervisor meanwhile)."""
    deadline = time.monotonic() + seconds
    while _group_alive(pgid, leader) and time.monotonic() < deadline:
        time.sleep(0.05)


def _describe(returncode: int) -> str:
    if returncode < 0:
        try:
            return f"signal {signal.Signals(-returncode).name}"
        except ValueError:
            return f"signal {-returncode}"
    return f"code {returncode}"


@dataclass
class Process:
    name: str
    command: str
    popen: subprocess.Popen | None = None
    started_at: float = 0.0
    failures: int = 0  # exits in a row without a stable run
    restart_at: float | None = None
    restarts: int = 0
    readers: list[threading.Thread] = field(default_factory=list)


class Supervisor:
    """Runs the Procfile's processes, restarts those that exit, stops them all on request."""

    def __init__(
        self,
        entries: list[tuple[str, str]],
        *,
        env: dict[str, str],
        cwd: Path,
        out: IO[str] | None = None,
        stop_seconds: float = 10.0,
    ) -> None:
        self.processes = [Process(name, command) for name, command in entries]
        self.env = env
        self.cwd = cwd
        self.out = out or sys.stdout
        self.stop_seconds = stop_seconds
        self.width = max([len(p.name) for p in self.processes] + [len("run")])
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._running = False
        self.stop_signal: int | None = None

    # --- output ---------------------------------------------------------------------------

    def log(self, name: str, text: str) -> None:
        with self._lock:
            self.out.write(f"{time.strftime('%H:%M:%S')} {name.ljust(self.width)} | {text}\n")
            self.out.flush()

    def _pump(self, name: str, stream: IO[bytes]) -> None:
        for raw in iter(stream.readline, b""):
            self.log(name, raw.decode(errors="replace").rstrip("\n"))
        stream.close()

    # --- one process ----------------------------------------------------------------------

    def _start(self, process: Process) -> None:
        popen = subprocess.Popen(
            ["/bin/sh", "-c", shell_command(process.command)],
            cwd=self.cwd,
            env=self.env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: signals reach all its children
        )
        process.popen, process.started_at, process.restart_at = popen, time.monotonic(), None
        reader = threading.Thread(target=self._pump, args=(process.name, popen.stdout), daemon=True)
        reader.start()
        process.readers.append(reader)
        self.log("run", f"{process.name} started (pid {popen.pid})")

    def _reap(self, process: Process) -> None:
        """``process`` exited by itself: clear its group, log, schedule the restart."""
        popen = process.popen
        assert popen is not None
        ran = time.monotonic() - process.started_at
        # Its children (gunicorn's workers, Celery's pool) may outlive it and hold its port.
        self._stop_group(popen, seconds=min(self.stop_seconds, 5.0))
        process.failures = 1 if ran >= STABLE_AFTER_SECONDS else process.failures + 1
        delay = min(MAX_BACKOFF_SECONDS, FIRST_BACKOFF_SECONDS * 2 ** (process.failures - 1))
        process.restart_at = time.monotonic() + delay
        process.restarts += 1
        process.popen = None
        self.log(
            "run",
            f"{process.name} exited ({_describe(popen.returncode)}) after {ran:.0f} s;"
            f" restarting in {delay:.0f} s (restart {process.restarts})",
        )

    def _stop_group(self, leader: subprocess.Popen, *, seconds: float) -> None:
        pgid = leader.pid
        _signal_group(pgid, signal.SIGTERM)
        deadline = time.monotonic() + seconds
        while _group_alive(pgid, leader) and time.monotonic() < deadline:
            time.sleep(0.05)
        if _group_alive(pgid, leader):
            self.log("run", f"process group {pgid} still running after {seconds:.0f} s: SIGKILL")
            _signal_group(pgid, signal.SIGKILL)
            _wait_gone(pgid, leader)

    # --- all of them ----------------------------------------------------------------------

    def request_stop(self, signum: int) -> None:
        self.stop_signal = signum
        self._stop.set()

    def handle_signals(self) -> None:
        """SIGINT, SIGTERM and SIGHUP stop everything the same way. Before ``run`` (while
        migrating) they raise ``Stopped``, and ``subprocess.run`` kills its child on the way out.
        """

        def on_signal(signum: int, _frame: object) -> None:
            self.request_stop(signum)
            if not self._running:
                raise Stopped

        for signum in STOP_SIGNALS:
            signal.signal(signum, on_signal)

    def run(self) -> int:
        self._running = True
        for process in self.processes:
            self._start(process)
        while not self._stop.wait(0.2):
            now = time.monotonic()
            for process in self.processes:
                if process.popen is not None and process.popen.poll() is not None:
                    self._reap(process)
                elif process.popen is None and process.restart_at and now >= process.restart_at:
                    self._start(process)
        self.stop_all()
        return 0

    def stop_all(self) -> None:
        name = signal.Signals(self.stop_signal).name if self.stop_signal else "stop"
        self.log("run", f"{name}: stopping every process")
        running = [p for p in self.processes if p.popen is not None]
        for process in running:
            _signal_group(process.popen.pid, signal.SIGTERM)
        deadline = time.monotonic() + self.stop_seconds
        while time.monotonic() < deadline and any(
            _group_alive(p.popen.pid, p.popen) for p in running
        ):
            time.sleep(0.05)
        for process in running:
            if _group_alive(process.popen.pid, process.popen):
                self.log("run", f"{process.name} still running: SIGKILL")
                _signal_group(process.popen.pid, signal.SIGKILL)
        for process in running:
            _wait_gone(process.popen.pid, process.popen)
            process.popen.wait()
            for reader in process.readers:
                reader.join(timeout=2)
            self.log("run", f"{process.name} stopped ({_describe(process.popen.returncode)})")


DEMO_DNS_PORT = "5353"


def demo_dns(entries: list[tuple[str, str]], env: dict[str, str]) -> list[tuple[str, str]]:
    """``PM_DEMO_DNS=1 make run``: also run ``manage.py dns_serve`` on
    127.0.0.1:``PM_DEMO_DNS_PORT`` (5353), its records from ``var/dns/zone.txt`` (or
    ``PM_DEMO_DNS_FILE``), and point every DNS lookup of this run (custom-domain checks, the
    receive path's SPF/DKIM/DMARC) at it, so a custom domain goes active without a real DNS
    host. Off by default; ``env`` is changed in place for the processes this run starts."""
    if env.get("PM_DEMO_DNS", "").strip().lower() not in ("1", "true", "yes", "on"):
        return entries
    port = env.get("PM_DEMO_DNS_PORT", "").strip() or DEMO_DNS_PORT
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"PM_DEMO_DNS_PORT must be a port number, not {port!r}")
    env["PM_DEMO_DNS_PORT"] = port
    env["PM_DNS_NAMESERVERS"] = "127.0.0.1"
    env["PM_DNS_PORT"] = port
    command = f".venv/bin/python manage.py dns_serve --host 127.0.0.1 --port {port}"
    if env.get("PM_DEMO_DNS_FILE"):
        command += f" --file {shlex.quote(env['PM_DEMO_DNS_FILE'])}"
    return [*entries, ("dns", command)]


def _manage(*args: str, env: dict[str, str]) -> None:
    subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, check=True)


def main() -> int:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
    # Development conveniences, only under `make run` (loopback-only listeners).
    env.setdefault("PM_WEBHOOKS_ALLOW_PRIVATE", "true")
    # Sending: the simulator answers for PM_SIMULATOR_DOMAIN (docs/sending.md); no other
    # mail leaves the machine unless a relay is configured.
    env.setdefault("PM_SIMULATOR_ENABLED", "true")
    env.setdefault("PM_HTTP_PORT", "8000")
    embedded_db = not env.get("DATABASE_URL")
    embedded_broker = not env.get("CELERY_BROKER_URL")
    var_dir = Path(env.get("PM_VAR_DIR", ROOT / "var")).resolve()
    supervisor = Supervisor(
        demo_dns(parse_procfile((ROOT / "Procfile").read_text()), env),
        env=env,
        cwd=ROOT,
        stop_seconds=float(env.get("PM_RUN_STOP_SECONDS", "10")),
    )
    supervisor.handle_signals()
    try:
        _manage("migrate", "--noinput", "-v", "0", env=env)
        _manage("bootstrap", env=env)
        return supervisor.run()
    except Stopped:
        return 0
    except subprocess.CalledProcessError as exc:
        return exc.returncode
    finally:
        # A second signal while we clean up must not cut the clean-up short.
        for signum in STOP_SIGNALS:
            signal.signal(signum, signal.SIG_IGN)
        if embedded_db:
            from pylota.embedded_db import stop as stop_db

            stop_db(var_dir)
            print("Embedded PostgreSQL stopped; data kept in", var_dir, flush=True)
        if embedded_broker:
            from pylota.embedded_broker import stop as stop_broker

            stop_broker(var_dir)
            print("Embedded Valkey stopped; data kept in", var_dir, flush=True)


if __name__ == "__main__":
    sys.exit(main())
