"""The domain state machine.

::

    pending_ownership → verifying → verified → configuring → active ⇄ failing
            ↑_____________|____________|___________|  (a lapsed ownership proof)
    any state but removed → removing → removed

Every allowed move names the causes that may drive it and the event it emits (or none).
Anything else raises :class:`TransitionRefused`, so a service cannot put a domain in a state
the product does not know how to leave.
"""

from __future__ import annotations

from dataclasses import dataclass

PENDING_OWNERSHIP = "pending_ownership"
VERIFYING = "verifying"
VERIFIED = "verified"
CONFIGURING = "configuring"
ACTIVE = "active"
FAILING = "failing"
REMOVING = "removing"
REMOVED = "removed"

STATES = (
    PENDING_OWNERSHIP,
    VERIFYING,
    VERIFIED,
    CONFIGURING,
    ACTIVE,
    FAILING,
    REMOVING,
    REMOVED,
)

# Causes: why a domain moved. Stored on the domain (``state_cause``) and in the audit row.
OWNERSHIP_PROVED = "ownership_proved"
OWNERSHIP_LAPSED = "ownership_lapsed"
RECORDS_GENERATED = "records_generated"
PUBLISHING = "publishing"
RECORDS_OK = "records_ok"
CHECKS_FAILED = "checks_failed"
RECOVERED = "recovered"
DELETED = "deleted"
CLEANED_UP = "cleaned_up"
OPERATOR = "operator"  # a forced move from the admin (audited there)


@dataclass(frozen=True)
class Transition:
    source: str
    target: str
    cause: str
    event: str | None  # the outbox event type the move records, if any


class TransitionRefused(ValueError):
    def __init__(self, source: str, target: str, cause: str) -> None:
        super().__init__(f"a domain cannot go from {source} to {target} ({cause})")
        self.source = source
        self.target = target
        self.cause = cause


# (source, target) → (allowed causes, event)
_TABLE: dict[tuple[str, str], tuple[frozenset[str], str | None]] = {
    (PENDING_OWNERSHIP, VERIFYING): (frozenset({OWNERSHIP_PROVED, OPERATOR}), None),
    (VERIFYING, VERIFIED): (frozenset({RECORDS_GENERATED}), "domain.verified"),
    (VERIFYING, PENDING_OWNERSHIP): (frozenset({OWNERSHIP_LAPSED}), None),
    (VERIFIED, CONFIGURING): (frozenset({PUBLISHING}), None),
    (VERIFIED, PENDING_OWNERSHIP): (frozenset({OWNERSHIP_LAPSED}), None),
    (CONFIGURING, ACTIVE): (frozenset({RECORDS_OK, OPERATOR}), "domain.active"),
    (CONFIGURING, PENDING_OWNERSHIP): (frozenset({OWNERSHIP_LAPSED}), None),
    (ACTIVE, FAILING): (frozenset({CHECKS_FAILED, OPERATOR}), "domain.failing"),
    (FAILING, ACTIVE): (frozenset({RECOVERED, OPERATOR}), "domain.recovered"),
    (REMOVING, REMOVED): (frozenset({CLEANED_UP}), "domain.removed"),
}
for _state in STATES:
    if _state not in (REMOVING, REMOVED):
        _TABLE[(_state, REMOVING)] = (frozenset({DELETED, OPERATOR}), None)

EVENTS = frozenset(event for _, event in _TABLE.values() if event)


def transition(source: str, target: str, cause: str) -> Transition:
    """The move from ``source`` to ``target`` for ``cause``, or TransitionRefused."""
    entry = _TABLE.get((source, target))
    if entry is None or cause not in entry[0]:
        raise TransitionRefused(source, target, cause)
    return Transition(source=source, target=target, cause=cause, event=entry[1])


def allowed(source: str) -> dict[str, frozenset[str]]:
    """Where a domain in ``source`` may go, with the causes for each target."""
    return {target: causes for (s, target), (causes, _) in _TABLE.items() if s == source}


def is_live(state: str) -> bool:
    """Whether the domain still holds its name (a removed one frees it for another claim)."""
    return state != REMOVED


def is_sending(state: str) -> bool:
    """States in which the domain's addresses send and receive mail."""
    return state in (ACTIVE, FAILING)
