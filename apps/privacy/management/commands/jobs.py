"""``manage.py jobs``: privacy jobs (erasures, exports, retention) for operators.

``list`` shows the latest jobs with a progress bar, ``show`` one job in full, ``retry`` a
failed job from the step that failed, ``cancel`` one that has not finished. ``--run``
runs the job here instead of queueing it, ``--watch`` redraws until it ends.
"""

from __future__ import annotations

import json
import time

from django.core.management.base import BaseCommand, CommandError

from apps.privacy import selectors
from apps.privacy.services import jobs
from pylota.core.errors import AppError
from pylota.core.principal import Actor

BAR_WIDTH = 24


def progress_bar(job) -> str:
    """``[#########...............]  3/8 messages``: steps done over steps."""
    progress = jobs.job_progress(job)
    done = int(progress["fraction"] * BAR_WIDTH)
    bar = "#" * done + "." * (BAR_WIDTH - done)
    return f"[{bar}] {job.step}/{len(job.steps)} {progress['current_step'] or ''}".rstrip()


class Command(BaseCommand):
    help = "List, show, retry or cancel privacy jobs."

    def add_arguments(self, parser) -> None:
        sub = parser.add_subparsers(dest="action", required=True)
        listing = sub.add_parser("list", help="the latest jobs")
        listing.add_argument("--kind", help="erasure, export, retention, …")
        listing.add_argument("--state", help="queued, running, succeeded, failed, cancelled")
        listing.add_argument("--limit", type=int, default=20)
        show = sub.add_parser("show", help="one job")
        show.add_argument("job_id")
        show.add_argument("--watch", action="store_true", help="redraw until it ends")
        retry = sub.add_parser("retry", help="run a failed job again from its failed step")
        retry.add_argument("job_id")
        retry.add_argument("--run", action="store_true", help="run it here, now")
        cancel = sub.add_parser("cancel", help="stop a job before its next step")
        cancel.add_argument("job_id")

    def _job(self, job_id: str):
        job = selectors.job_by_id(job_id)
        if job is None:
            raise CommandError(f"no job {job_id}")
        return job

    def handle(self, *args, **options) -> None:
        actor = Actor(user="system:manage.py jobs")
        action = options["action"]
        try:
            if action == "list":
                self._list(options)
            elif action == "show":
                self._show(options["job_id"], watch=options["watch"])
            elif action == "retry":
                job = jobs.job_retry(actor=actor, job=self._job(options["job_id"]))
                if options["run"]:
                    job = jobs.job_run(job.id)
                self.stdout.write(f"{job.id} {job.state} {progress_bar(job)}")
            elif action == "cancel":
                job = jobs.job_cancel(actor=actor, job=self._job(options["job_id"]))
                self.stdout.write(f"{job.id} {job.state}")
        except AppError as exc:
            raise CommandError(exc.code) from exc

    def _list(self, options) -> None:
        rows = selectors.jobs_latest(
            kind=options["kind"], state=options["state"], limit=options["limit"]
        )
        for job in rows:
            self.stdout.write(
                f"{job.id}  {job.kind:<10} {job.state:<10} {progress_bar(job)}"
                + (f"  ! {job.error}" if job.error else "")
            )

    def _show(self, job_id: str, *, watch: bool) -> None:
        job = self._job(job_id)
        while watch and not job.is_finished:
            self.stdout.write(f"\r{job.state:<10} {progress_bar(job)}", ending="")
            self.stdout.flush()
            time.sleep(1)
            job = self._job(job_id)
        counts = {k: v for k, v in job.counts.items() if not k.startswith("_")}
        lines = [
            f"job       {job.id}",
            f"kind      {job.kind}",
            f"tenant    {job.tenant_id or '-'}",
            f"state     {job.state}",
            f"progress  {progress_bar(job)}",
            f"steps     {', '.join(job.steps)}",
            f"attempts  {json.dumps(job.attempts, sort_keys=True)}",
            f"error     {job.error or '-'}",
            f"counts    {json.dumps(counts, sort_keys=True)}",
            f"created   {job.created_at:%Y-%m-%d %H:%M:%S}",
            f"finished  {job.finished_at:%Y-%m-%d %H:%M:%S}" if job.finished_at else "finished  -",
        ]
        self.stdout.write("\n".join(lines))
