"""The domain state machine: the allowed moves, their events, and refusals."""

from __future__ import annotations

import pytest

from pylota.core.domains import fsm


def test_the_happy_path_emits_verified_then_active():
    path = [
        (fsm.PENDING_OWNERSHIP, fsm.VERIFYING, fsm.OWNERSHIP_PROVED, None),
        (fsm.VERIFYING, fsm.VERIFIED, fsm.RECORDS_GENERATED, "domain.verified"),
        (fsm.VERIFIED, fsm.CONFIGURING, fsm.PUBLISHING, None),
        (fsm.CONFIGURING, fsm.ACTIVE, fsm.RECORDS_OK, "domain.active"),
        (fsm.ACTIVE, fsm.FAILING, fsm.CHECKS_FAILED, "domain.failing"),
        (fsm.FAILING, fsm.ACTIVE, fsm.RECOVERED, "domain.recovered"),
        (fsm.ACTIVE, fsm.REMOVING, fsm.DELETED, None),
        (fsm.REMOVING, fsm.REMOVED, fsm.CLEANED_UP, "domain.removed"),
    ]
    for source, target, cause, event in path:
        move = fsm.transition(source, target, cause)
        assert (move.source, move.target, move.cause, move.event) == (source, target, cause, event)


def test_the_events_are_the_five_domain_events():
    assert {
        "domain.verified",
        "domain.active",
        "domain.failing",
        "domain.recovered",
        "domain.removed",
    } == fsm.EVENTS


@pytest.mark.parametrize(
    ("source", "target", "cause"),
    [
        # Nothing skips the ownership proof.
        (fsm.PENDING_OWNERSHIP, fsm.VERIFIED, fsm.RECORDS_GENERATED),
        (fsm.PENDING_OWNERSHIP, fsm.ACTIVE, fsm.RECORDS_OK),
        # A known move with the wrong cause.
        (fsm.ACTIVE, fsm.FAILING, fsm.RECOVERED),
        (fsm.FAILING, fsm.ACTIVE, fsm.CHECKS_FAILED),
        # Removed is the end; removing only goes to removed.
        (fsm.REMOVED, fsm.ACTIVE, fsm.OPERATOR),
        (fsm.REMOVED, fsm.REMOVING, fsm.DELETED),
        (fsm.REMOVING, fsm.ACTIVE, fsm.OPERATOR),
        # An active domain never goes back to pending through a check.
        (fsm.ACTIVE, fsm.PENDING_OWNERSHIP, fsm.OWNERSHIP_LAPSED),
    ],
)
def test_it_refuses_moves_the_machine_does_not_know(source, target, cause):
    with pytest.raises(fsm.TransitionRefused) as refused:
        fsm.transition(source, target, cause)
    assert refused.value.source == source
    assert refused.value.target == target


def test_every_live_state_can_be_removed_and_removed_goes_nowhere():
    for state in fsm.STATES:
        if state in (fsm.REMOVING, fsm.REMOVED):
            continue
        assert fsm.transition(state, fsm.REMOVING, fsm.DELETED).event is None
    assert fsm.allowed(fsm.REMOVED) == {}
    assert set(fsm.allowed(fsm.REMOVING)) == {fsm.REMOVED}


def test_a_lapsed_proof_sends_an_unfinished_domain_back_to_pending():
    for state in (fsm.VERIFYING, fsm.VERIFIED, fsm.CONFIGURING):
        assert fsm.transition(state, fsm.PENDING_OWNERSHIP, fsm.OWNERSHIP_LAPSED).event is None


def test_operators_may_force_only_the_listed_moves():
    assert fsm.transition(fsm.CONFIGURING, fsm.ACTIVE, fsm.OPERATOR).event == "domain.active"
    assert fsm.transition(fsm.ACTIVE, fsm.FAILING, fsm.OPERATOR).event == "domain.failing"
    with pytest.raises(fsm.TransitionRefused):
        fsm.transition(fsm.VERIFIED, fsm.ACTIVE, fsm.OPERATOR)
