"""``make run``: migrate, bootstrap the demo, then run every process of the Procfile.

With ``DATABASE_URL`` unset the embedded PostgreSQL is started first and stopped again
when you press Ctrl-C; the data stays under ``var/`` for the next run.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _manage(*args: str, env: dict[str, str]) -> None:
    subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, check=True)


def main() -> int:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    # Development conveniences, only under `make run` (loopback-only listeners).
    env.setdefault("PM_WEBHOOKS_ALLOW_PRIVATE", "true")
    # Sending: the simulator answers for PM_SIMULATOR_DOMAIN (docs/sending.md); no other
    # mail leaves the machine unless a relay is configured.
    env.setdefault("PM_SIMULATOR_ENABLED", "true")
    env.setdefault("PM_HTTP_PORT", "8000")
    embedded = not env.get("DATABASE_URL")
    var_dir = Path(env.get("PM_VAR_DIR", ROOT / "var"))
    try:
        _manage("migrate", "--noinput", "-v", "0", env=env)
        _manage("bootstrap", env=env)
        honcho = subprocess.Popen(
            [sys.executable, "-m", "honcho", "start", "-f", "Procfile"], cwd=ROOT, env=env
        )
        try:
            return honcho.wait()
        except KeyboardInterrupt:
            honcho.send_signal(signal.SIGINT)
            return honcho.wait()
    except subprocess.CalledProcessError as exc:
        return exc.returncode
    finally:
        if embedded:
            from pylota.embedded_db import stop

            stop(var_dir.resolve())
            print("Embedded PostgreSQL stopped; data kept in", var_dir)


if __name__ == "__main__":
    sys.exit(main())
