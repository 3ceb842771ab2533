"""Operate the master key that seals stored secrets: generate one, rotate to the next, report.

manage.py secrets generate_master_key
manage.py secrets status
manage.py secrets rotate_master [--batch-size N]
"""

from __future__ import annotations

from django.core.exceptions import ImproperlyConfigured
from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.tenants.services import keyring
from pylota.core.crypto import MasterKey


class Command(BaseCommand):
    help = "Manage the master key that seals stored secrets (PM_MASTER_KEY)."

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True, metavar="action")
        actions.add_parser(
            "generate_master_key",
            help="print a new random master key (base64 of 32 bytes)",
        )
        actions.add_parser(
            "status",
            help="count the sealed values of every sealed column by master-key id",
        )
        rotate = actions.add_parser(
            "rotate_master",
            help="re-seal every sealed value under PM_MASTER_KEY_NEXT",
        )
        rotate.add_argument(
            "--batch-size", type=int, default=500, help="rows per transaction (default 500)"
        )

    def handle(self, *args, **options) -> None:
        action = options["action"]
        if action == "generate_master_key":
            self.stdout.write(MasterKey.generate().to_text())
        elif action == "status":
            self._status()
        elif action == "rotate_master":
            self._rotate_master(batch_size=options["batch_size"])
        else:  # argparse already refused it; kept for call_command misuse
            raise CommandError(f"unknown action {action!r}")

    def _kid_name(self, kid: str) -> str:
        current, upcoming = keyring.master_key_kids()
        if kid == current:
            return f"{kid} (current)"
        if kid == upcoming:
            return f"{kid} (next)"
        if kid == keyring.NOT_AN_ENVELOPE:
            return kid
        return f"{kid} (unknown: opens under no configured key)"

    def _status(self) -> None:
        current, upcoming = keyring.master_key_kids()
        self.stdout.write(f"current key  {current}")
        self.stdout.write(f"next key     {upcoming or '(not set)'}")
        self.stdout.write("")
        rows = [
            (label, self._kid_name(kid), str(count))
            for label, counts in keyring.sealed_counts_by_kid().items()
            for kid, count in sorted(counts.items())
        ]
        if not rows:
            self.stdout.write("No sealed values stored yet.")
            return
        self._table(("column", "key", "values"), rows)

    def _rotate_master(self, *, batch_size: int) -> None:
        try:
            report = keyring.reseal_all(batch_size=batch_size)
        except (ImproperlyConfigured, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        current, upcoming = keyring.master_key_kids()
        self.stdout.write(f"Re-sealed under the next key {upcoming} (current key {current}).")
        self.stdout.write("")
        self._table(
            ("column", "resealed", "already", "failed"),
            [
                (label, str(c.resealed), str(c.already), str(c.failed))
                for label, c in report.items()
            ],
        )
        failed = sum(c.failed for c in report.values())
        if failed:
            # Those values were unreadable before the sweep too; switching keys changes
            # nothing for them, but an operator must look before calling the rotation done.
            raise CommandError(
                f"{failed} sealed value(s) open under no configured key and were left as "
                "they are; their primary keys are in the log. Find out why before switching "
                "keys."
            )
        self.stdout.write(
            f"""
Next steps:
  1. Set PM_MASTER_KEY to the value of PM_MASTER_KEY_NEXT and unset PM_MASTER_KEY_NEXT.
  2. Restart every process (web, SMTP, workers, beat).
  3. Run `manage.py secrets status`: every value should be under {upcoming}.
     Secrets written under the old key between this sweep and the restart are moved by a
     one-off run holding both keys:
       PM_MASTER_KEY=<old key> PM_MASTER_KEY_NEXT=<new key> manage.py secrets rotate_master
  4. Keep the old key {current} safe until status shows nothing under it, then destroy it.
"""
        )

    def _table(self, header: tuple[str, ...], rows: list[tuple[str, ...]]) -> None:
        columns = range(len(header))
        widths = [max(len(row[i]) for row in [header, *rows]) for i in columns]
        numeric = [all(row[i].isdigit() for row in rows) for i in columns]

        def line(cells: tuple[str, ...]) -> str:
            return "  ".join(
                cell.rjust(widths[i]) if numeric[i] else cell.ljust(widths[i])
                for i, cell in enumerate(cells)
            ).rstrip()

        self.stdout.write(line(header))
        for row in rows:
            self.stdout.write(line(row))
