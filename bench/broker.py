"""A benchmark's own broker and cache databases on the embedded Valkey.

A `make run` worker on the same checkout consumes database 0; a benchmark leases another
one (the way each test session does), so no stray worker takes its tasks, and releases it
when it exits. A broker given with ``--broker`` or ``CELERY_BROKER_URL`` is used as is.

With a broker of its own the settings would fall back to a process's memory as cache; the
benchmark leases one more database as its cache (``PM_CACHE_URL``, unless given), so it
measures what `make run` and production run: rate limits counted in Redis, remembered API
keys checked against the shared generation (ADR 0024).
"""

from __future__ import annotations

import atexit
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def private_broker() -> None:
    if os.environ.get("CELERY_BROKER_URL") or "--broker" in sys.argv:
        return
    sys.path.insert(0, str(ROOT))
    from pylota import embedded_broker

    var_dir = Path(os.environ.get("PM_VAR_DIR", ROOT / "var")).resolve()
    sock = embedded_broker.ensure_running(var_dir)
    db = embedded_broker.lease_database(sock)
    atexit.register(embedded_broker.release_database, sock, db)
    os.environ["CELERY_BROKER_URL"] = embedded_broker.broker_url(sock, db)
    if not os.environ.get("PM_CACHE_URL"):
        cache_db = embedded_broker.lease_database(sock)
        atexit.register(embedded_broker.release_database, sock, cache_db)
        os.environ["PM_CACHE_URL"] = f"rediscache://{sock}?db={cache_db}"
