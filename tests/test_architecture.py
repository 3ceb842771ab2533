"""Layering rules that the code review would otherwise have to remember."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORE_MODULES = sorted(
    "pylota.core." + ".".join(p.relative_to(ROOT / "pylota" / "core").with_suffix("").parts)
    for p in (ROOT / "pylota" / "core").rglob("*.py")
    if p.name != "__init__.py"
)
APPS = sorted(p.name for p in (ROOT / "apps").iterdir() if (p / "apps.py").exists())
# Every app has the same anatomy (docs/architecture.md): these at its top, and nothing else.
ANATOMY = {"models.py", "services", "selectors.py", "api", "tasks.py", "admin.py"}
ALSO_ALLOWED = {"__init__.py", "apps.py", "migrations", "management", "__pycache__"}
# The console's entry points are pages, not an API: views/ (and urls.py) where others have
# api/, its forms, the adapter allauth calls, and the OAuth scopes and server DOT loads.
CONSOLE_ANATOMY = (ANATOMY - {"api"}) | {"views", "urls.py"}
CONSOLE_ALSO_ALLOWED = ALSO_ALLOWED | {"forms.py", "adapter.py", "oauth.py"}


@pytest.mark.parametrize("app", APPS)
def test_every_app_has_the_same_anatomy(app):
    top = {p.name for p in (ROOT / "apps" / app).iterdir()}
    # A services module that grew becomes a package of the same name.
    top = {"services" if name in ("services.py", "services") else name for name in top}
    anatomy, allowed = (
        (CONSOLE_ANATOMY, CONSOLE_ALSO_ALLOWED) if app == "console" else (ANATOMY, ALSO_ALLOWED)
    )
    assert top >= anatomy, f"apps/{app} lacks {sorted(anatomy - top)}"
    assert top <= anatomy | allowed, f"apps/{app} has {sorted(top - anatomy - allowed)}"


def _lint_imports(tree: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(Path(sys.executable).parent / "lint-imports"), "--no-cache"],
        cwd=tree,
        capture_output=True,
        text=True,
        check=False,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
    )


@pytest.mark.parametrize(
    ("module", "code", "contract"),
    [
        # A low app reaching up: the mailbox must not know about webhooks.
        ("apps/mailbox/services/probe.py", "from apps.webhooks import services", "downward"),
        # Inside an app, a selector must not call a service.
        ("apps/mailbox/selectors.py", "from apps.mailbox import services", "inside every app"),
        # Another app's API module is not its public surface.
        ("apps/outbound/services/probe.py", "from apps.mailbox.api import views", "reach mailbox"),
        # Views ask selectors; they do not query another app's tables.
        ("apps/search/api/probe.py", "from apps.mailbox.models import Message", "models and"),
        # A function-level import counts as much as one at the top of a module.
        ("apps/identities/probe.py", "def f():\n    from apps.mailbox import services", "downward"),
    ],
)
def test_a_deliberate_violation_breaks_the_contracts(tmp_path, module, code, contract):
    """The contracts are not decoration: one bad import in a copy of the tree fails them."""
    for name in ("apps", "pylota"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    assert _lint_imports(tmp_path).returncode == 0, "the copy must pass before the change"
    target = tmp_path / module
    before = target.read_text() if target.exists() else ""
    target.write_text(f"{before}\n{code}\n")
    result = _lint_imports(tmp_path)
    assert result.returncode != 0, result.stdout
    broken = result.stdout.split("Broken contracts", 1)[-1].lower()
    assert contract in broken, result.stdout


def test_every_task_is_named_after_the_service_it_runs_and_routed_to_a_queue():
    """``inbound.process`` is ``inbound_process`` in tasks.py, routed by its first word."""
    from django.conf import settings

    from pylota.celery import app

    app.loader.import_default_modules()
    ours = {name: task for name, task in app.tasks.items() if not name.startswith("celery.")}
    assert len(ours) >= 15
    for name, task in ours.items():
        assert task.__name__ == name.replace(".", "_", 1), name
        assert task.__module__.endswith(".tasks"), name
        assert app.amqp.router.route({}, name)["queue"].name in settings.TASK_QUEUES, name
    scheduled = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert scheduled <= set(ours), scheduled - set(ours)


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
