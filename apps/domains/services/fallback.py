"""The fallback while a domain is failing: what it did, for the console and the admin.

The decision itself is taken on the send path (outbound asks ``PM_DOMAIN_SEND_ROUTE``,
``apps.domains.selectors.send_route``): while a domain is not active, mail From its
addresses goes from the identity's platform address, the message marked
``sent_via_fallback``, the thread token kept in its Message-ID so replies thread; a thread
that used the fallback stays on it after the domain recovers (the other side now answers
the platform address). Nothing is stored here: the messages carry the mark.
"""

from __future__ import annotations

from dataclasses import dataclass

from apps.domains.models import Domain
from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors as mailbox_selectors


@dataclass(frozen=True)
class FallbackSummary:
    active: bool  # the domain's mail goes from platform addresses now
    messages: int  # messages its identities sent via the fallback (ever)
    pinned_threads: int  # threads that stay on the platform address


def domain_fallback_summary(*, domain: Domain) -> FallbackSummary:
    """How much of the domain's identities' mail went by the fallback."""
    identity_ids = identity_selectors.identity_ids_on_domain(domain=domain.name)
    messages, threads = mailbox_selectors.fallback_counts(identity_ids=identity_ids)
    return FallbackSummary(
        active=domain.state != Domain.State.ACTIVE,
        messages=messages,
        pinned_threads=threads,
    )
