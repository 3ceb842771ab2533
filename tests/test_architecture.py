"""Layering rules that the code review would otherwise have to remember."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[1]
CORE_MODULES = sorted(
    "pylota.core." + ".".join(p.relative_to(ROOT / "pylota" / "core").with_suffix("").parts)
    for p in (ROOT / "pylota" / "core").rglob("*.py")
    if p.name != "__init__.py"
)
PUBLIC = {"services", "selectors", "models"}
# The keyring is the tenants app's service for secrets (sealing, signing keys).
PUBLIC_MODULES = {"apps.tenants.services.keyring"}


def test_apps_import_other_apps_only_through_services_selectors_and_models():
    graph = grimp.build_graph("apps", "pylota")
    bad = []
    for importer in graph.modules:
        if not importer.startswith("apps."):
            continue
        own = importer.split(".")[1]
        for imported in graph.find_modules_directly_imported_by(importer):
            parts = imported.split(".")
            other_app = parts[0] == "apps" and len(parts) > 1 and parts[1] != own
            public = len(parts) >= 3 and (parts[2] in PUBLIC or imported in PUBLIC_MODULES)
            if other_app and not public:
                bad.append(f"{importer} -> {imported}")
    assert not bad, "cross-app imports outside services/selectors/models:\n" + "\n".join(bad)


@pytest.mark.parametrize("module", CORE_MODULES)
def test_core_modules_import_without_django(module):
    """A fresh interpreter imports each pylota.core module and finds no Django loaded."""
    code = (
        f"import sys, importlib; importlib.import_module({module!r}); "
        "bad = [m for m in ('django', 'rest_framework', 'celery') if m in sys.modules]; "
        "sys.exit(f'loaded {bad}' if bad else 0)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr + result.stdout
