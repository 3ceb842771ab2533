"""The waitlist, for operators: who asked for an account, and inviting them to sign up.

manage.py waitlist list
manage.py waitlist invite ana@example.com bo@example.com
manage.py waitlist invite --all

An invitation goes out through services.waitlist_invite (audited, mailed from the system
identity). Someone whose invitation is still open, or who already signed up with it, is
skipped; an expired invitation is replaced by a new one.
"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.console import selectors, services
from pylota.core.errors import AppError
from pylota.core.principal import Actor

ACTOR = Actor(user="manage.py waitlist")


class Command(BaseCommand):
    help = "List the waitlist, or invite people from it to sign up."

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True, metavar="action")
        actions.add_parser("list", help="every entry, oldest first, with its invitation state")
        invite = actions.add_parser("invite", help="invite the given addresses (or --all)")
        invite.add_argument("emails", nargs="*", metavar="email")
        invite.add_argument(
            "--all", action="store_true", help="everyone not invited yet (or whose invite expired)"
        )

    def handle(self, *args, **options) -> None:
        if options["action"] == "list":
            self._list()
        elif options["action"] == "invite":
            self._invite(emails=options["emails"], everyone=options["all"])
        else:  # argparse already refused it; kept for call_command misuse
            raise CommandError(f"unknown action {options['action']!r}")

    def _list(self) -> None:
        entries = list(selectors.waitlist_entries())
        for entry in entries:
            state = entry.invitation.state() if entry.invitation else "not invited"
            note = f"  {entry.note}" if entry.note else ""
            self.stdout.write(f"{entry.email}\t{entry.created_at:%Y-%m-%d}\t{state}{note}")
        self.stdout.write(f"{len(entries)} on the waitlist")

    def _invite(self, *, emails: list[str], everyone: bool) -> None:
        if everyone == bool(emails):
            raise CommandError("name the addresses to invite, or pass --all (not both)")
        entries = list(selectors.waitlist_entries(emails=None if everyone else emails))
        missing = {e.strip().lower() for e in emails} - {entry.email for entry in entries}
        for email in sorted(missing):
            self.stderr.write(f"not on the waitlist: {email}")
        invited = 0
        for entry in entries:
            reason = selectors.waitlist_skip_reason(entry=entry)
            if reason is None:
                try:
                    services.waitlist_invite(actor=ACTOR, entry=entry)
                except AppError as exc:
                    reason = exc.message
            if reason is None:
                invited += 1
                self.stdout.write(f"invited {entry.email}")
            else:
                self.stdout.write(f"skipped {entry.email}: {reason}")
        self.stdout.write(f"{invited} invited")
        if missing:
            raise CommandError(f"{len(missing)} address(es) not on the waitlist")
