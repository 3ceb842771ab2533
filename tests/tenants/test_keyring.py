"""The keyring against real PostgreSQL: signing keys, sealing, and master-key rotation."""

from __future__ import annotations

import logging
import threading
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection, models, transaction
from django.test import override_settings
from django.test.utils import isolate_apps

from apps.tenants.models import AuditEvent, SigningKey
from apps.tenants.services import keyring
from pylota.core.crypto import MasterKey, SealError, envelope_kid, seal
from pylota.core.principal import Actor
from pylota.db import SEALED_FIELDS, SealedField

NEXT_KEY = MasterKey(bytes([7]) * 32)
STRANGER_KEY = MasterKey(bytes([9]) * 32)
OPERATOR = Actor(user="operator")


@pytest.fixture(autouse=True)
def _forget_cached_keys():
    keyring.keyring_cache_clear()
    yield
    keyring.keyring_cache_clear()


@pytest.fixture
def current_key() -> MasterKey:
    return MasterKey.from_text(settings.PM_MASTER_KEY)


@pytest.fixture
def with_next_key():
    with override_settings(PM_MASTER_KEY_NEXT=NEXT_KEY.to_text()):
        yield NEXT_KEY


@pytest.fixture
def sealed_note(db):
    """A second sealed column on a table of its own, alive for one test only.

    Built in an isolated app registry (so no migration check ever sees it) and inside the
    test's transaction (so its table is rolled back with the test).
    """
    with isolate_apps("apps.tenants"):

        class SealedNote(models.Model):
            body = SealedField(null=True, blank=True)

            class Meta:
                app_label = "tenants"
                db_table = "test_keyring_sealed_note"

            def __str__(self) -> str:
                return str(self.pk)

    with connection.schema_editor() as editor:
        editor.create_model(SealedNote)
    yield SealedNote
    SEALED_FIELDS.remove((SealedNote, "body"))


def _material_envelopes() -> dict[str, str]:
    return dict(SigningKey.objects.values_list("kid", "material"))


def _rotate_master(*args: str) -> str:
    out = StringIO()
    call_command("secrets", "rotate_master", *args, stdout=out)
    return out.getvalue()


# --- Signing keys -------------------------------------------------------------------------


@pytest.mark.django_db
def test_it_creates_a_signing_key_on_first_use_and_returns_it_afterwards() -> None:
    kid, material = keyring.signing_key("thread_token")

    assert len(material) == 32
    assert keyring.signing_key("thread_token") == (kid, material)
    row = SigningKey.objects.get(purpose="thread_token")
    assert (row.kid, row.active) == (kid, True)


@pytest.mark.django_db
def test_it_keeps_a_separate_key_for_each_purpose() -> None:
    thread_kid, thread_material = keyring.signing_key("thread_token")
    link_kid, link_material = keyring.signing_key("signed_link")

    assert thread_kid != link_kid
    assert thread_material != link_material


@pytest.mark.django_db
def test_it_stores_signing_key_material_sealed_and_never_in_clear(current_key) -> None:
    kid, material = keyring.signing_key("webhook_link")

    envelope = SigningKey.objects.get(kid=kid).material
    assert envelope_kid(envelope) == current_key.kid
    assert material.hex() not in envelope
    assert keyring.open_secret(envelope, context="keyring") == material


@pytest.mark.parametrize("purpose", ["", "x" * 65])
def test_it_refuses_a_purpose_that_does_not_fit(purpose: str) -> None:
    with pytest.raises(ValueError, match="purpose"):
        keyring.signing_key(purpose)


def _at_once(threads_count: int, call) -> list:
    """Run ``call`` in as many threads, released together; each closes its connection."""
    barrier = threading.Barrier(threads_count)
    results: list = []
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            barrier.wait(timeout=10)
            results.append(call())
        except BaseException as exc:  # surfaced by the assertion below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(threads_count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert errors == []
    assert len(results) == threads_count
    return results


@pytest.mark.django_db(transaction=True)
def test_it_creates_one_key_per_purpose_under_concurrency() -> None:
    results = _at_once(8, lambda: keyring.signing_key("x"))

    assert len(set(results)) == 1
    assert SigningKey.objects.filter(purpose="x").count() == 1
    assert SigningKey.objects.get(purpose="x").kid == results[0][0]


@pytest.mark.django_db(transaction=True)
def test_it_creates_one_key_when_every_caller_inserts_at_the_same_moment(monkeypatch) -> None:
    # Hold every thread after its empty read until all eight are about to insert, so the
    # unique index, not thread timing, has to pick the winner.
    inserting = threading.Barrier(8)
    insert = SigningKey.objects.bulk_create

    def insert_together(*args, **kwargs):
        inserting.wait(timeout=10)
        return insert(*args, **kwargs)

    monkeypatch.setattr(SigningKey.objects, "bulk_create", insert_together)

    results = _at_once(8, lambda: keyring.signing_key("x"))

    assert len(set(results)) == 1
    assert list(SigningKey.objects.values_list("kid", flat=True)) == [results[0][0]]


@pytest.mark.django_db(transaction=True)
def test_it_forgets_a_key_whose_creation_rolled_back() -> None:
    doomed: list[str] = []

    def create_then_fail() -> None:
        with transaction.atomic():
            doomed.append(keyring.signing_key("x")[0])
            raise RuntimeError("roll back")

    with pytest.raises(RuntimeError, match="roll back"):
        create_then_fail()

    kid, _ = keyring.signing_key("x")

    assert len(doomed) == 1
    assert kid != doomed[0]
    assert list(SigningKey.objects.values_list("kid", flat=True)) == [kid]


@pytest.mark.django_db(transaction=True)
def test_it_does_not_answer_from_its_cache_once_the_master_key_changes() -> None:
    keyring.signing_key("x")  # committed, so now remembered by this process

    with (
        override_settings(PM_MASTER_KEY=STRANGER_KEY.to_text()),
        pytest.raises(SealError),
    ):
        keyring.signing_key("x")


@pytest.mark.django_db
def test_rotating_a_signing_key_keeps_the_old_kid_verifiable_and_writes_an_audit_row() -> None:
    old_kid, old_material = keyring.signing_key("signed_link")

    new = keyring.signing_key_rotate("signed_link", actor=OPERATOR)

    new_kid, new_material = keyring.signing_key("signed_link")
    assert new_kid == new.kid != old_kid
    assert new_material != old_material
    assert keyring.signing_key_by_kid(old_kid) == old_material
    assert keyring.signing_key_by_kid(new_kid) == new_material
    assert SigningKey.objects.get(kid=old_kid).active is False
    assert SigningKey.objects.filter(purpose="signed_link", active=True).get().kid == new_kid
    audit = AuditEvent.objects.get(type="keyring.rotated")
    assert (audit.target_type, audit.target_id, audit.actor_user) == (
        "signingkey",
        new.pk,
        "operator",
    )
    assert audit.data == {"purpose": "signed_link", "kid": new_kid, "previous_kid": old_kid}


@pytest.mark.django_db(transaction=True)
def test_concurrent_rotations_each_rotate_and_leave_one_active_key() -> None:
    first_kid, _ = keyring.signing_key("x")

    rotated = _at_once(8, lambda: keyring.signing_key_rotate("x", actor=OPERATOR).kid)

    assert SigningKey.objects.filter(purpose="x").count() == 9
    active = SigningKey.objects.get(purpose="x", active=True)
    assert active.kid in rotated
    previous = set(
        AuditEvent.objects.filter(type="keyring.rotated").values_list(
            "data__previous_kid", flat=True
        )
    )
    # Each rotation retired a different key: they ran one after another, not over each other.
    assert previous == {first_kid, *rotated} - {active.kid}


@pytest.mark.django_db
def test_rotating_a_purpose_without_a_key_leaves_one_active_key() -> None:
    new = keyring.signing_key_rotate("thread_token", actor=OPERATOR)

    assert keyring.signing_key("thread_token")[0] == new.kid
    assert SigningKey.objects.filter(purpose="thread_token", active=True).count() == 1


@pytest.mark.django_db
def test_it_finds_no_key_for_an_unknown_kid_or_for_another_purpose() -> None:
    kid, material = keyring.signing_key("thread_token")

    assert keyring.signing_key_by_kid("0123456789abcdef") is None
    assert keyring.signing_key_by_kid(kid, purpose="signed_link") is None
    assert keyring.signing_key_by_kid(kid, purpose="thread_token") == material


# --- Sealing during a rotation ------------------------------------------------------------


def test_master_keys_holds_the_next_key_only_while_it_is_set(current_key, with_next_key) -> None:
    assert keyring.master_keys() == {current_key.kid: current_key, NEXT_KEY.kid: NEXT_KEY}

    with override_settings(PM_MASTER_KEY_NEXT=None):
        assert keyring.master_keys() == {current_key.kid: current_key}


def test_it_seals_new_secrets_under_the_current_key_while_next_is_set(
    current_key, with_next_key
) -> None:
    envelope = keyring.seal_secret("smtp password", context="c")

    assert envelope_kid(envelope) == current_key.kid
    assert keyring.open_secret(envelope, context="c") == b"smtp password"


def test_it_opens_secrets_sealed_under_either_key_during_a_rotation(with_next_key) -> None:
    under_next = seal(b"totp seed", key=NEXT_KEY, context="c")

    assert keyring.open_secret(under_next, context="c") == b"totp seed"
    with override_settings(PM_MASTER_KEY_NEXT=None), pytest.raises(SealError):
        keyring.open_secret(under_next, context="c")


# --- Master-key rotation ------------------------------------------------------------------


def test_rotating_the_master_key_reseals_every_registered_column(
    sealed_note, current_key, with_next_key
) -> None:
    materials = dict(keyring.signing_key(purpose) for purpose in ("a", "b", "c"))
    note_context = sealed_note._meta.get_field("body").seal_context()
    notes = {
        sealed_note.objects.create(body=keyring.seal_secret(text, context=note_context)).pk: text
        for text in (f"note {i}".encode() for i in range(5))
    }
    blank = sealed_note.objects.create(body="")
    missing = sealed_note.objects.create(body=None)

    output = _rotate_master("--batch-size", "2")

    for kid, envelope in _material_envelopes().items():
        assert envelope_kid(envelope) == NEXT_KEY.kid
        assert keyring.open_secret(envelope, context="keyring") == materials[kid]
    for pk, plaintext in notes.items():
        envelope = sealed_note.objects.get(pk=pk).body
        assert envelope_kid(envelope) == NEXT_KEY.kid
        assert keyring.open_secret(envelope, context=note_context) == plaintext
    assert sealed_note.objects.get(pk=blank.pk).body == ""
    assert sealed_note.objects.get(pk=missing.pk).body is None
    report = keyring.reseal_all()
    assert set(report) == {keyring.column_label(model, name) for model, name in SEALED_FIELDS}
    assert report["tenants.signingkey.material"] == keyring.ResealCounts(already=3)
    assert report["tenants.sealednote.body"] == keyring.ResealCounts(already=5)
    assert "tenants.sealednote.body" in output
    assert "Set PM_MASTER_KEY to the value of PM_MASTER_KEY_NEXT" in output


def test_a_second_master_rotation_reports_every_value_as_already_resealed(
    db, with_next_key
) -> None:
    for purpose in ("thread_token", "signed_link"):
        keyring.signing_key(purpose)
    first = keyring.reseal_all()
    before = _material_envelopes()

    second = keyring.reseal_all()

    assert first["tenants.signingkey.material"] == keyring.ResealCounts(resealed=2)
    assert second["tenants.signingkey.material"] == keyring.ResealCounts(already=2)
    assert _material_envelopes() == before


def test_a_value_that_opens_under_no_key_is_counted_as_failed_and_the_command_fails(
    db, with_next_key, caplog
) -> None:
    good_kid, good_material = keyring.signing_key("thread_token")
    bad_kid, _ = keyring.signing_key("signed_link")
    corrupt = seal(b"lost secret", key=STRANGER_KEY, context="keyring")
    SigningKey.objects.filter(kid=bad_kid).update(material=corrupt)
    bad_pk = SigningKey.objects.get(kid=bad_kid).pk
    out = StringIO()

    with (
        caplog.at_level(logging.WARNING, logger="apps.tenants.services.keyring"),
        pytest.raises(CommandError, match="1 sealed value") as failure,
    ):
        call_command("secrets", "rotate_master", stdout=out)

    assert failure.value.returncode != 0
    assert "tenants.signingkey.material" in out.getvalue()
    assert keyring.reseal_all()["tenants.signingkey.material"] == keyring.ResealCounts(
        already=1, failed=1
    )
    assert SigningKey.objects.get(kid=bad_kid).material == corrupt  # never dropped
    assert keyring.signing_key_by_kid(good_kid) == good_material
    assert bad_pk in caplog.text
    assert corrupt not in caplog.text
    assert corrupt.split(".")[2] not in caplog.text


def test_after_switching_to_the_next_key_signing_keys_are_unchanged(
    db, current_key, with_next_key
) -> None:
    before = {purpose: keyring.signing_key(purpose) for purpose in ("thread_token", "signed_link")}
    _rotate_master()

    with override_settings(PM_MASTER_KEY=NEXT_KEY.to_text(), PM_MASTER_KEY_NEXT=None):
        after = {purpose: keyring.signing_key(purpose) for purpose in before}
        fresh = keyring.seal_secret(b"new", context="c")
    with override_settings(PM_MASTER_KEY_NEXT=None), pytest.raises(SealError):
        keyring.signing_key("thread_token")  # the old key alone no longer opens them

    assert after == before
    assert envelope_kid(fresh) == NEXT_KEY.kid


def test_rotate_master_refuses_to_run_without_a_next_key(db) -> None:
    with override_settings(PM_MASTER_KEY_NEXT=None), pytest.raises(CommandError, match="NEXT"):
        call_command("secrets", "rotate_master", stdout=StringIO())


def test_status_counts_sealed_values_by_master_key(db, current_key, with_next_key) -> None:
    keyring.signing_key("thread_token")
    keyring.signing_key("signed_link")
    SigningKey.objects.create(
        purpose="old", kid="k-next", material=seal(bytes(32), key=NEXT_KEY, context="keyring")
    )
    SigningKey.objects.create(purpose="odd", kid="k-odd", material="plain text", active=False)
    out = StringIO()

    call_command("secrets", "status", stdout=out)

    assert keyring.sealed_counts_by_kid()["tenants.signingkey.material"] == {
        current_key.kid: 2,
        NEXT_KEY.kid: 1,
        keyring.NOT_AN_ENVELOPE: 1,
    }
    text = out.getvalue()
    assert f"{current_key.kid} (current)" in text
    assert f"{NEXT_KEY.kid} (next)" in text


def test_generate_master_key_prints_a_usable_key() -> None:
    out = StringIO()

    call_command("secrets", "generate_master_key", stdout=out)

    key = MasterKey.from_text(out.getvalue())
    assert key.kid != MasterKey.from_text(settings.PM_MASTER_KEY).kid
