"""pylota.core.mime is pure Python: importing it loads no Django, DRF or Celery."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
MODULES = sorted(
    f"pylota.core.mime.{p.stem}"
    for p in (REPO / "pylota" / "core" / "mime").glob("*.py")
    if p.stem != "__init__"
)


def test_importing_every_mime_module_loads_no_framework() -> None:
    code = (
        "import sys\n"
        f"for name in {MODULES!r}: __import__(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('django', 'rest_framework', 'celery', 'apps') or m == 'pylota.settings')\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == ""
