"""Cross-tenant matrix entries of the console's privacy page (erasures, holds, exports,
retention)."""

from __future__ import annotations

from tests.console.matrix import Route


def _ready_export(people) -> dict:
    """An export built to the end (its job run here), so the owner can download it."""
    from apps.privacy.services import jobs
    from apps.privacy.services.export import export_create
    from pylota.core.principal import Actor

    export = export_create(actor=Actor(user="test"), tenant=people.tenant, subject="tenant")
    jobs.job_run(export.job_id)
    return {"export_id": export.id}


ROUTES = {
    "console-privacy": Route(),
    "console-privacy-export-add": Route(methods=("POST",)),
    "console-privacy-retention": Route(methods=("POST",)),
    "console-privacy-export-download": Route(make=_ready_export),
}
