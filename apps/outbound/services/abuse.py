"""Abuse windows: an identity whose recent bounce or complaint rate is too high is paused.

Over the last PM_ABUSE_WINDOW_HOURS, once PM_ABUSE_MIN_SAMPLE recipients have an outcome
(delivered, bounced or complained), a bounce rate at or over PM_ABUSE_BOUNCE_PERMILLE or a
complaint rate at or over PM_ABUSE_COMPLAINT_PERMILLE pauses the identity with
``paused_reason: abuse_threshold`` (``identity.paused``); every later send answers
``identity_paused``. Resuming is a person's decision (docs/sending.md).
"""

from __future__ import annotations

import datetime as dt

from django.conf import settings
from django.db.models import Count, Q
from django.utils import timezone

from apps.identities import selectors as identity_selectors
from apps.identities import services as identity_services
from apps.outbound.models import Recipient
from pylota.core.principal import Actor

ABUSE_REASON = "abuse_threshold"


def abuse_rates(*, identity_id: str) -> tuple[int, int, int]:
    """(recipients with an outcome, bounced, complained) within the window."""
    since = timezone.now() - dt.timedelta(hours=settings.PM_ABUSE_WINDOW_HOURS)
    counts = Recipient.objects.filter(identity_id=identity_id, updated_at__gte=since).aggregate(
        total=Count("pk", filter=Q(status__in=["delivered", "bounced", "complained"])),
        bounced=Count("pk", filter=Q(status="bounced")),
        complained=Count("pk", filter=Q(status="complained")),
    )
    return counts["total"], counts["bounced"], counts["complained"]


def abuse_check(*, identity_id: str) -> bool:
    """Pause the identity when a rate is over its threshold; True when it did."""
    total, bounced, complained = abuse_rates(identity_id=identity_id)
    if total < settings.PM_ABUSE_MIN_SAMPLE:
        return False
    over = (
        bounced * 1000 >= settings.PM_ABUSE_BOUNCE_PERMILLE * total
        or complained * 1000 >= settings.PM_ABUSE_COMPLAINT_PERMILLE * total
    )
    if not over:
        return False
    identity = identity_selectors.identity_active(identity_id=identity_id)
    if identity is None:
        return False
    identity_services.identity_set_paused(
        actor=Actor(user="system:abuse"), identity=identity, paused=True, reason=ABUSE_REASON
    )
    return True
