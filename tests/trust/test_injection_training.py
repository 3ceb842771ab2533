"""What the injection detector is trained on, and how its evaluation counts errors."""

from __future__ import annotations

import shutil
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from apps.inbound.management.commands import eval_injection, train_injection
from pylota.core.injection import corpus, model, training

TRUST = Path(__file__).resolve().parent
V6_TRAIN = TRUST / "injection_corpus_v6" / "train"


def test_no_heldout_split_is_a_training_folder():
    assert train_injection.V6_TRAIN == V6_TRAIN
    names = {f"{p.parent.name}/{p.name}" for p in train_injection.DEFAULT_CORPORA}
    for never in (
        "injection_corpus_v2/heldout",
        "injection_corpus_v4/heldout",
        "injection_corpus_v26/heldout",
        "injection_corpus_v33/heldout",
        "injection_corpus_v3/all",
        "trust/injection_corpus",
    ):
        assert never not in names
    assert all(p.name != "heldout" for p in train_injection.DEFAULT_CORPORA)
    assert eval_injection.COMMERCIAL_HELDOUT in eval_injection.HELDOUT
    # No training folder of extra benign mail holds it (nor a folder above it).
    assert not any(
        eval_injection.COMMERCIAL_HELDOUT.is_relative_to(folder)
        for folder in train_injection.DEFAULT_BENIGN
    )
    assert TRUST / "benign_commercial" / "train" in train_injection.DEFAULT_BENIGN
    assert eval_injection.COMMERCIAL_HELDOUT.is_dir()
    assert not eval_injection.HELDOUT & set(train_injection.DEFAULT_CORPORA)
    assert not eval_injection.HELDOUT & set(train_injection.HEAD_ONLY_CORPORA)


def test_the_shipped_artefact_was_trained_on_the_current_training_folders():
    detector = model.shipped()
    assert detector is not None
    expected = train_injection.artefact_version(
        train_injection.DEFAULT_CORPORA, train_injection.DEFAULT_BENIGN
    )
    assert detector.version == expected


def test_the_textbook_weight_falls_on_v2s_and_v4s_training_texts_only():
    folders = [TRUST / "injection_corpus_v4" / "dev", TRUST / "injection_corpus_v5" / "train"]
    items, sources = train_injection._labelled(folders)
    examples = train_injection._examples(items, sources, 3.0)
    weights = {(source, e.weight) for e, source in zip(examples, sources, strict=True)}
    assert weights == {("injection_corpus_v4/dev", 3.0), ("injection_corpus_v5/train", 1.0)}
    assert {e.weight for e in train_injection._examples(items, sources, 1.0)} == {1.0}


def test_the_commercial_weight_falls_on_the_commercial_training_part_only(tmp_path):
    source = sorted((V6_TRAIN / "benign").glob("*.eml"))[0]
    (tmp_path / "mail").mkdir()
    shutil.copy(source, tmp_path / "mail" / source.name)
    folders = [tmp_path, train_injection.COMMERCIAL_TRAIN]
    examples = train_injection._extra(folders, 3.0)
    commercial = len(list(train_injection.COMMERCIAL_TRAIN.rglob("*.eml")))
    assert [e.weight for e in examples] == [1.0] + [3.0] * commercial
    assert {e.label for e in examples} == {0}
    assert examples[0].group == f"extra:mail/{source.name}"
    assert {e.weight for e in train_injection._extra(folders, 1.0)} == {1.0}


def test_an_ngram_record_stands_in_for_training_when_files_and_settings_match(
    tmp_path, monkeypatch
):
    for label in ("malicious", "benign"):
        (tmp_path / "set" / label).mkdir(parents=True)
        for source in sorted((V6_TRAIN / label).glob("*.eml"))[:12]:
            shutil.copy(source, tmp_path / "set" / label / source.name)
    (tmp_path / "none").mkdir()
    record = tmp_path / "ngram.npz"

    def run(*options):
        output = tmp_path / "detector.npz"
        out = StringIO()
        call_command(
            "train_injection", f"--corpus={tmp_path / 'set'}", f"--benign={tmp_path / 'none'}",
            f"--output={output}", "--no-semantic", f"--ngram-record={record}", *options,
            stdout=out,
        )  # fmt: skip
        return output.read_bytes(), out.getvalue()

    trained, printed = run()
    assert record.is_file()
    assert "from " + str(record) not in printed

    def no_training(*args, **kwargs):
        raise AssertionError("the record should have been used")

    with monkeypatch.context() as patched:
        patched.setattr(training, "train", no_training)
        reused, printed_again = run()
    assert reused == trained
    assert f"out-of-fold logits from {record}" in printed_again
    # The figures come from the record's out-of-fold scores: the same as after training.
    assert printed_again.split("calibration:")[1] == printed.split("calibration:")[1]
    with monkeypatch.context() as patched:
        patched.setattr(training, "train", no_training)
        with pytest.raises(AssertionError, match="record should have been used"):
            run("--textbook-weight=2")


def test_the_name_depends_on_the_file_names_only(tmp_path):
    for label in ("malicious", "benign"):
        (tmp_path / "set" / label).mkdir(parents=True)
    source = sorted((V6_TRAIN / "benign").glob("*.eml"))[0]
    shutil.copy(source, tmp_path / "set" / "benign" / source.name)
    first = train_injection.artefact_version([tmp_path / "set"], [])
    assert first.startswith(f"{train_injection.NAME}-")
    assert train_injection.artefact_version([tmp_path / "set"], []) == first
    shutil.copy(source, tmp_path / "set" / "benign" / f"x{source.name}")
    assert train_injection.artefact_version([tmp_path / "set"], []) != first


def test_both_placements_of_a_v6_text_share_a_group_and_so_a_fold(tmp_path):
    names = sorted(p.name for p in (V6_TRAIN / "malicious").glob("*.eml"))
    by_text: dict[str, list[str]] = {}
    for name in names:
        by_text.setdefault(name.split("-")[2], []).append(name)
    text, pair = next((t, n) for t, n in sorted(by_text.items()) if len(n) == 2)
    (tmp_path / "malicious").mkdir()
    (tmp_path / "benign").mkdir()
    for name in pair:
        shutil.copy(V6_TRAIN / "malicious" / name, tmp_path / "malicious" / name)
    items = corpus.read_folder(tmp_path)
    assert [i.group for i in items] == [text, text]
    assert {i.placement for i in items} == {n.split("-")[3] for n in pair}
    assert len({training.fold_of(i.group, 5) for i in items}) == 1
    assert all(i.language == text[:2] for i in items)


def test_v6_trains_the_head_only_and_the_blind_sets_are_scored_by_default_as_heldout_splits():
    assert V6_TRAIN not in train_injection.DEFAULT_CORPORA
    assert V6_TRAIN in train_injection.HEAD_ONLY_CORPORA
    assert V6_TRAIN in eval_injection.DEFAULT_SPLITS
    assert V6_TRAIN not in eval_injection.HELDOUT
    retired_sets = ("v5", "v7", "v9", "v10", "v11", "v12", "v13")
    for retired in (f"injection_corpus_{v}" for v in retired_sets):
        assert TRUST / retired / "train" in train_injection.DEFAULT_CORPORA
        assert TRUST / retired / "train" not in eval_injection.HELDOUT
        assert not (TRUST / retired / "heldout").exists()
    assert TRUST / "injection_corpus_v14" / "train" in train_injection.DEFAULT_CORPORA
    # Written blind for training, or blind held-out sets retired into training after two or
    # more detectors scored them: trained on since the twenty-fourth pass.
    retired_later = (34, 35, 44, 45, *range(18, 26), *range(36, 44), 46, 47, *range(48, 56))
    for folder in (TRUST / f"injection_corpus_v{n}" for n in retired_later):
        assert folder / "train" in train_injection.DEFAULT_CORPORA
        assert folder / "train" in eval_injection.DEFAULT_SPLITS
        assert folder / "train" not in eval_injection.HELDOUT
        assert not (folder / "heldout").exists()
    # Retired (v56 to v63) or written for training (v68, v69), not in the shipped artefacts yet.
    for folder in (TRUST / f"injection_corpus_v{n}" for n in (*range(56, 64), 68, 69)):
        assert folder / "train" not in train_injection.DEFAULT_CORPORA
        assert folder / "train" in eval_injection.DEFAULT_SPLITS
        assert folder / "train" not in eval_injection.HELDOUT
        assert not (folder / "heldout").exists()
    for blind in (f"injection_corpus_v{n}" for n in (*range(26, 34), *range(64, 68))):
        assert TRUST / blind / "heldout" in eval_injection.HELDOUT
        assert TRUST / blind / "heldout" in eval_injection.DEFAULT_SPLITS


def _row(bad, score, kind, language, placement):
    return {
        "name": "never printed",
        "bad": bad,
        "score": score,
        "kind": kind,
        "language": language,
        "placement": placement,
    }


def test_the_breakdown_counts_errors_by_kind_language_and_placement_without_names():
    rows = [
        _row(True, 80, "override", "en", "plain"),
        _row(True, 10, "override", "fr", "quoted"),
        _row(True, 49, "exfil", "fr", "plain"),
        _row(False, 50, "security", "fr", "html"),
        _row(False, 5, "security", "en", "plain"),
    ]
    counts = eval_injection.breakdown(rows, 50)
    assert counts["misses by kind"] == {"exfil": (1, 1), "override": (1, 2)}
    assert counts["misses by language"] == {"en": (0, 1), "fr": (2, 2)}
    assert counts["misses by placement"] == {"plain": (1, 2), "quoted": (1, 1)}
    assert counts["false positives by kind"] == {"security": (1, 2)}
    assert counts["false positives by language"] == {"en": (0, 1), "fr": (1, 1)}
    assert "never printed" not in repr(counts)


def test_the_breakdown_leaves_out_fields_a_set_does_not_name():
    rows = [_row(True, 80, "a", "", ""), _row(False, 0, "b", "", "")]
    counts = eval_injection.breakdown(rows, 50)
    assert set(counts) == {"misses by kind", "false positives by kind"}


def test_heldout_counts_print_errors_by_field_but_never_a_name(tmp_path, monkeypatch):
    for label in ("malicious", "benign"):
        (tmp_path / label).mkdir()
        source = sorted((V6_TRAIN / label).glob("*.eml"))[0]
        shutil.copy(source, tmp_path / label / source.name)
    monkeypatch.setattr(eval_injection, "HELDOUT", {tmp_path})
    plain, counted = StringIO(), StringIO()
    call_command("eval_injection", f"--corpus={tmp_path}", stdout=plain)
    call_command("eval_injection", f"--corpus={tmp_path}", "--heldout-counts", stdout=counted)
    assert "misses by" not in plain.getvalue()
    assert "misses by language" in counted.getvalue()
    assert "false positives by placement" in counted.getvalue()
    for output in (plain.getvalue(), counted.getvalue()):
        assert "(held out: misses not shown)" in output
        assert ".eml" not in output
