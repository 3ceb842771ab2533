"""Corpus v6 (training texts): it is what its generator writes, byte for byte, and every file
says what its name says. Nothing here runs the injection detector: these tests pin the data,
never a score.
"""

from __future__ import annotations

import base64
import codecs
import hashlib
import html
import re
import zlib
from collections import Counter
from email import message_from_bytes, policy
from pathlib import Path

import pytest

from pylota.core.injection.corpus import read_folder
from pylota.core.mime import parse_message
from tests.trust.injection_corpus_v6 import generate, texts

ROOT = Path(generate.__file__).resolve().parent
TRAIN = ROOT / "train"
LANGUAGES = {
    "en",
    "es",
    "fr",
    "de",
    "it",
    "pt",
    "nl",
    "pl",
    "tr",
    "ru",
    "zh",
    "ja",
    "ko",
    "ar",
    "hi",
}
MALICIOUS_KINDS = {
    "override",
    "polite",
    "exfil",
    "tool",
    "secret",
    "faketurn",
    "roleplay",
    "conditional",
}
BENIGN_KINDS = {
    "promptdev",
    "codelog",
    "security",
    "itnotice",
    "hrlegal",
    "marketing",
    "complaint",
    "notification",
    "forward",
    "newsletter",
}


@pytest.fixture(scope="module")
def written() -> dict[str, bytes]:
    return {
        f"{label}/{path.name}": path.read_bytes()
        for label in ("malicious", "benign")
        for path in sorted((TRAIN / label).glob("*.eml"))
    }


@pytest.fixture(scope="module")
def generated() -> dict[str, bytes]:
    return generate.corpus()


@pytest.fixture(scope="module")
def parsed(written):
    return {name: parse_message(data) for name, data in written.items()}


def _texts_by_id() -> dict[str, tuple[str, object]]:
    out = {}
    for label, table in (("malicious", texts.MALICIOUS), ("benign", texts.BENIGN)):
        for language, items in table.items():
            for index, text in enumerate(items):
                out[f"{language}{label[0]}{index + 1:02d}"] = (label, text)
    return out


def test_the_committed_files_are_what_the_generator_writes(written, generated):
    assert sorted(written) == sorted(generated)
    changed = [name for name in generated if generated[name] != written[name]]
    assert changed == []


def test_generating_twice_gives_the_same_bytes(generated):
    assert generate.corpus() == generated


def test_the_readme_pins_the_file_list(written):
    lines = "".join(
        f"{hashlib.sha256(data).hexdigest()}  ./{name}\n" for name, data in sorted(written.items())
    )
    digest = hashlib.sha256(lines.encode()).hexdigest()
    assert digest in (ROOT / "README.md").read_text()


def test_the_readme_tables_are_the_corpus_counts(generated):
    assert generate.summary(generated) in (ROOT / "README.md").read_text()


def test_every_file_is_read_with_the_label_of_its_folder():
    items = read_folder(TRAIN)
    assert items
    for item in items:
        label_name = item.name.split("/")[0]
        assert item.label == (1 if label_name == "malicious" else 0)
        kinds = MALICIOUS_KINDS if item.label else BENIGN_KINDS
        assert item.kind in kinds, item.name
        assert item.language in LANGUAGES, item.name
        pool = generate.MALICIOUS_PLACEMENTS if item.label else generate.BENIGN_PLACEMENTS
        assert item.placement in pool, item.name
        assert item.group.startswith(item.language + label_name[0]), item.name
        assert item.parsed.defects == [], item.name


def test_every_file_has_the_subject_and_sender_of_its_text(parsed):
    by_id = _texts_by_id()
    for name, message in parsed.items():
        label, text = by_id[name.split("-")[2]]
        assert name.startswith(label + "/")
        assert message.subject == text.subject, name
        language = name.split("-")[1]
        addresses = {address for _, address in texts.PEOPLE[language]}
        assert message.from_[0].address in addresses, name


def _haystack(data: bytes) -> str:
    """Everything a message carries, decoded: text parts, HTML unescaped, file names, PDF
    strings, calendar fields unfolded, attached messages."""
    found: list[str] = []

    def walk(message) -> None:
        for part in message.walk():
            filename = part.get_filename()
            if filename:
                found.append(filename)
            ctype = part.get_content_type()
            if part.is_multipart():
                continue
            if ctype == "message/rfc822":
                continue
            raw = part.get_payload(decode=True) or b""
            if ctype == "application/pdf":
                for stream in re.findall(rb"stream\n(.*?)\nendstream", raw, re.S):
                    content = zlib.decompress(stream).decode("latin-1")
                    strings = re.findall(r"\(((?:\\.|[^\\)])*)\) Tj", content)
                    found.append("\n".join(re.sub(r"\\(.)", r"\1", s) for s in strings))
            elif ctype == "text/calendar":
                ics = raw.decode().replace("\r\n ", "")
                found.append(re.sub(r"\\([\\;,])", r"\1", ics).replace("\\n", "\n"))
            else:
                found.append(html.unescape(raw.decode().replace("<br>", "\n")))

    walk(message_from_bytes(data, policy=policy.default))
    joined = "\n".join(found)
    return " ".join(_unquote(joined).split())


def _expected(placement: str, language: str, carried: str) -> str:
    if placement == "homoglyph":
        carried = generate._homoglyph(carried, language)
    elif placement == "zerowidth":
        carried = generate._zerowidth(carried)
    elif placement == "spacing":
        carried = generate._spacing(carried, language)
    elif placement == "leet":
        carried = generate._leet(carried)
    elif placement == "rot13":
        carried = codecs.encode(carried, "rot13")
    elif placement == "base64":
        carried = base64.b64encode(carried.encode()).decode()
    elif placement == "qp":
        carried = generate._qp_fragment(carried)
    elif placement == "filename":
        carried = carried.replace("/", " ").replace(":", " ").rstrip(". ")
    return " ".join(_unquote(carried).split())


def _unquote(text: str) -> str:
    return "\n".join(re.sub(r"^(> ?)+", "", line) for line in text.split("\n"))


def test_every_message_carries_its_text_where_its_name_says(written):
    by_id = _texts_by_id()
    for name, data in written.items():
        _, language, text_id, placement, _ = name.split("/")[1].split("-")
        label, text = by_id[text_id]
        carried = text.payload if label == "malicious" else text.body
        needle = _expected(placement, language, carried)
        assert needle in _haystack(data), name


def test_the_injections_sit_outside_the_plain_text_when_the_placement_says_so(parsed):
    by_id = _texts_by_id()
    hidden = {"htmlhidden", "htmlcomment", "htmlattr", "htmlvisible", "attachment", "pdf"}
    hidden |= {"calendar", "attached", "filename"}
    for name, message in parsed.items():
        if not name.startswith("malicious/"):
            continue
        _, _, text_id, placement, _ = name.split("/")[1].split("-")
        if placement not in hidden:
            continue
        payload = by_id[text_id][1].payload
        assert " ".join(payload.split()) not in " ".join(message.text.split()), name


def test_the_corpus_has_the_counts_it_promises():
    malicious = {lang: len(items) for lang, items in texts.MALICIOUS.items()}
    benign = {lang: len(items) for lang, items in texts.BENIGN.items()}
    assert set(malicious) == LANGUAGES
    assert set(benign) == LANGUAGES
    assert sum(malicious.values()) >= 160
    assert sum(benign.values()) >= 200
    assert min(malicious.values()) >= 8
    assert min(benign.values()) >= 8
    for counts in (malicious, benign):
        share = counts["en"] / sum(counts.values())
        assert 0.33 <= share <= 0.45
    for language, items in texts.MALICIOUS.items():
        assert {text.kind for text in items} == MALICIOUS_KINDS, language


def test_every_kind_and_placement_is_present(written):
    fields = [name.split("/")[1].split("-") for name in written]
    malicious = [f for name, f in zip(written, fields, strict=True) if name.startswith("mal")]
    benign = [f for name, f in zip(written, fields, strict=True) if name.startswith("ben")]
    assert {f[0] for f in malicious} == MALICIOUS_KINDS
    assert {f[0] for f in benign} == BENIGN_KINDS
    assert {f[3] for f in malicious} == set(generate.MALICIOUS_PLACEMENTS)
    assert {f[3] for f in benign} == set(generate.BENIGN_PLACEMENTS)
    placements = Counter(f[3] for f in malicious)
    assert min(placements.values()) >= 5


def test_no_text_is_used_twice():
    payloads = [t.payload for items in texts.MALICIOUS.values() for t in items]
    bodies = [t.body for items in texts.BENIGN.values() for t in items]
    assert len(set(payloads)) == len(payloads)
    assert len(set(bodies)) == len(bodies)
    assert not set(payloads) & set(bodies)
