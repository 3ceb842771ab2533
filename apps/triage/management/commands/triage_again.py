"""``manage.py triage_again``: sort received mail again (after tenant rules changed, or to
retry triages that failed), in this process, through the same service as the task."""

from __future__ import annotations

from datetime import timedelta

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from apps.triage import selectors, services


class Command(BaseCommand):
    help = "Triage received messages again: one identity's or every identity's, since N days."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--identity", help="an identity ID (idn_…); every identity if absent")
        parser.add_argument("--days", type=int, default=1, help="received in the last N days")
        parser.add_argument("--limit", type=int, default=1000)

    def handle(self, *args, identity: str | None, days: int, limit: int, **options) -> None:
        if days < 1 or limit < 1:
            raise CommandError("--days and --limit are at least 1")
        message_ids = selectors.messages_to_retriage(
            identity_id=identity, since=timezone.now() - timedelta(days=days), limit=limit
        )
        counts: dict[str, int] = {}
        for message_id in message_ids:
            record = services.triage_message(message_id=message_id, force=True) or {}
            status = record.get("status", "skipped")
            counts[status] = counts.get(status, 0) + 1
        summary = ", ".join(f"{n} {status}" for status, n in sorted(counts.items())) or "none"
        self.stdout.write(f"{len(message_ids)} messages triaged again: {summary}")
