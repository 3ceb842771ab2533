"""Injection corpora v5 and v7 to v69: each is what its generator writes, frozen, and every
file says what its name says. Nothing here runs the injection detector: the held-out corpora
must not be tuned on. What each corpus promises on top (its kinds, languages, sizes and
placements) is in its own ``test_corpus_v<n>.py``, for v11 to v67 (one brief, fifty-seven
authors) in ``test_corpus_blind_sets.py``.
"""

from __future__ import annotations

import base64
import codecs
import html
import quopri
import re
from email.utils import parseaddr

import pytest

from pylota.core.injection import corpus as corpus_mod
from pylota.core.mime import parse_message
from tests.trust import corpus_checks, corpus_kit
from tests.trust.injection_corpus_v5 import generate as v5
from tests.trust.injection_corpus_v7 import generate as v7
from tests.trust.injection_corpus_v8 import generate as v8
from tests.trust.injection_corpus_v9 import generate as v9
from tests.trust.injection_corpus_v10 import generate as v10
from tests.trust.injection_corpus_v11 import generate as v11
from tests.trust.injection_corpus_v12 import generate as v12
from tests.trust.injection_corpus_v13 import generate as v13
from tests.trust.injection_corpus_v14 import generate as v14
from tests.trust.injection_corpus_v15 import generate as v15
from tests.trust.injection_corpus_v16 import generate as v16
from tests.trust.injection_corpus_v17 import generate as v17
from tests.trust.injection_corpus_v18 import generate as v18
from tests.trust.injection_corpus_v19 import generate as v19
from tests.trust.injection_corpus_v20 import generate as v20
from tests.trust.injection_corpus_v21 import generate as v21
from tests.trust.injection_corpus_v22 import generate as v22
from tests.trust.injection_corpus_v23 import generate as v23
from tests.trust.injection_corpus_v24 import generate as v24
from tests.trust.injection_corpus_v25 import generate as v25
from tests.trust.injection_corpus_v26 import generate as v26
from tests.trust.injection_corpus_v27 import generate as v27
from tests.trust.injection_corpus_v28 import generate as v28
from tests.trust.injection_corpus_v29 import generate as v29
from tests.trust.injection_corpus_v30 import generate as v30
from tests.trust.injection_corpus_v31 import generate as v31
from tests.trust.injection_corpus_v32 import generate as v32
from tests.trust.injection_corpus_v33 import generate as v33
from tests.trust.injection_corpus_v34 import generate as v34
from tests.trust.injection_corpus_v35 import generate as v35
from tests.trust.injection_corpus_v36 import generate as v36
from tests.trust.injection_corpus_v37 import generate as v37
from tests.trust.injection_corpus_v38 import generate as v38
from tests.trust.injection_corpus_v39 import generate as v39
from tests.trust.injection_corpus_v40 import generate as v40
from tests.trust.injection_corpus_v41 import generate as v41
from tests.trust.injection_corpus_v42 import generate as v42
from tests.trust.injection_corpus_v43 import generate as v43
from tests.trust.injection_corpus_v44 import generate as v44
from tests.trust.injection_corpus_v45 import generate as v45
from tests.trust.injection_corpus_v46 import generate as v46
from tests.trust.injection_corpus_v47 import generate as v47
from tests.trust.injection_corpus_v48 import generate as v48
from tests.trust.injection_corpus_v49 import generate as v49
from tests.trust.injection_corpus_v50 import generate as v50
from tests.trust.injection_corpus_v51 import generate as v51
from tests.trust.injection_corpus_v52 import generate as v52
from tests.trust.injection_corpus_v53 import generate as v53
from tests.trust.injection_corpus_v54 import generate as v54
from tests.trust.injection_corpus_v55 import generate as v55
from tests.trust.injection_corpus_v56 import generate as v56
from tests.trust.injection_corpus_v57 import generate as v57
from tests.trust.injection_corpus_v58 import generate as v58
from tests.trust.injection_corpus_v59 import generate as v59
from tests.trust.injection_corpus_v60 import generate as v60
from tests.trust.injection_corpus_v61 import generate as v61
from tests.trust.injection_corpus_v62 import generate as v62
from tests.trust.injection_corpus_v63 import generate as v63
from tests.trust.injection_corpus_v64 import generate as v64
from tests.trust.injection_corpus_v65 import generate as v65
from tests.trust.injection_corpus_v66 import generate as v66
from tests.trust.injection_corpus_v67 import generate as v67
from tests.trust.injection_corpus_v68 import generate as v68
from tests.trust.injection_corpus_v69 import generate as v69

CORPORA = {
    "v5": v5.CORPUS,
    "v7": v7.CORPUS,
    "v8": v8.CORPUS,
    "v9": v9.CORPUS,
    "v10": v10.CORPUS,
    "v11": v11.CORPUS,
    "v12": v12.CORPUS,
    "v13": v13.CORPUS,
    "v14": v14.CORPUS,
    "v15": v15.CORPUS,
    "v16": v16.CORPUS,
    "v17": v17.CORPUS,
    "v18": v18.CORPUS,
    "v19": v19.CORPUS,
    "v20": v20.CORPUS,
    "v21": v21.CORPUS,
    "v22": v22.CORPUS,
    "v23": v23.CORPUS,
    "v24": v24.CORPUS,
    "v25": v25.CORPUS,
    "v26": v26.CORPUS,
    "v27": v27.CORPUS,
    "v28": v28.CORPUS,
    "v29": v29.CORPUS,
    "v30": v30.CORPUS,
    "v31": v31.CORPUS,
    "v32": v32.CORPUS,
    "v33": v33.CORPUS,
    "v34": v34.CORPUS,
    "v35": v35.CORPUS,
    "v36": v36.CORPUS,
    "v37": v37.CORPUS,
    "v38": v38.CORPUS,
    "v39": v39.CORPUS,
    "v40": v40.CORPUS,
    "v41": v41.CORPUS,
    "v42": v42.CORPUS,
    "v43": v43.CORPUS,
    "v44": v44.CORPUS,
    "v45": v45.CORPUS,
    "v46": v46.CORPUS,
    "v47": v47.CORPUS,
    "v48": v48.CORPUS,
    "v49": v49.CORPUS,
    "v50": v50.CORPUS,
    "v51": v51.CORPUS,
    "v52": v52.CORPUS,
    "v53": v53.CORPUS,
    "v54": v54.CORPUS,
    "v55": v55.CORPUS,
    "v56": v56.CORPUS,
    "v57": v57.CORPUS,
    "v58": v58.CORPUS,
    "v59": v59.CORPUS,
    "v60": v60.CORPUS,
    "v61": v61.CORPUS,
    "v62": v62.CORPUS,
    "v63": v63.CORPUS,
    "v64": v64.CORPUS,
    "v65": v65.CORPUS,
    "v66": v66.CORPUS,
    "v67": v67.CORPUS,
    "v68": v68.CORPUS,
    "v69": v69.CORPUS,
}


@pytest.fixture(scope="module", params=sorted(CORPORA))
def corpus(request) -> corpus_kit.Corpus:
    return CORPORA[request.param]


@pytest.fixture(scope="module")
def items(corpus) -> list[corpus_mod.Labelled]:
    return corpus_checks.read(corpus)


@pytest.fixture(scope="module")
def by_name(corpus) -> dict[str, corpus_kit.Text]:
    return {rel: text for rel, text, _ in corpus.entries()}


def test_it_regenerates_byte_for_byte(corpus, tmp_path):
    corpus.write(tmp_path)
    fresh = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.glob("*/*.eml"))
    frozen = sorted(p.relative_to(corpus.out).as_posix() for p in corpus.out.glob("*/*.eml"))
    assert fresh == frozen
    for rel in frozen:
        assert (tmp_path / rel).read_bytes() == (corpus.out / rel).read_bytes(), rel


def test_the_readme_freezes_the_file_list_and_contents(corpus):
    count, listing, contents = corpus.manifest()
    readme = (corpus.out.parent / "README.md").read_text(encoding="utf-8")
    assert f"Files: {count}" in readme
    assert f"sha256 of the sorted file list: `{listing}`" in readme
    assert f"sha256 of names and contents: `{contents}`" in readme


def test_every_file_parses_with_the_label_its_folder_gives(items, by_name):
    assert {i.name for i in items} == set(by_name)
    for item in items:
        text = by_name[item.name]
        assert item.label == (1 if item.name.startswith("malicious/") else 0)
        assert item.kind == text.kind
        assert item.language == text.lang
        assert item.group == text.id
        assert item.placement in corpus_kit.PLACEMENTS
        assert item.parsed.subject
        assert text.subject in item.parsed.subject
        name, address = parseaddr(text.sender)
        assert [(a.name, a.address) for a in item.parsed.from_] == [(name, address)]
        assert item.parsed.text.strip(), item.name
        assert not item.parsed.truncated


def test_text_ids_are_unique_and_never_shared_between_labels(corpus):
    ids = [t.id for t in [*corpus.malicious, *corpus.benign]]
    assert len(ids) == len(set(ids))


def _unfold_ics(data: bytes) -> str:
    value = data.decode().replace("\r\n ", "")
    return value.replace("\\n", "\n").replace("\\,", ",").replace("\\;", ";")


def _first_line(value: str) -> str:
    return value.strip().splitlines()[0].strip()


def _attachment(item: corpus_mod.Labelled, content_type: str):
    found = [a for a in item.parsed.attachments if a.content_type == content_type]
    assert len(found) == 1, item.name
    return found[0]


def test_the_payload_sits_where_the_placement_says(items, by_name):
    for item in items:
        text, parsed, where = by_name[item.name], item.parsed, item.placement
        payload = text.payload
        probe = _first_line(payload)
        body = parsed.text
        if where == "plain":
            assert probe in body, item.name
        elif where in corpus_kit.OBFUSCATIONS:
            disguised = corpus_kit.obfuscate(payload, where)
            assert disguised != payload
            assert _first_line(disguised) in body, item.name
            assert probe not in body, item.name
        elif where in corpus_kit.ENCODINGS:
            assert probe not in body, item.name
            block = body.split(corpus_kit.LEADS[text.lang] + "\n", 1)[1].split("\n\n", 1)[0]
            if where == "base64":
                decoded = base64.b64decode(block).decode()
            elif where == "rot13":
                decoded = codecs.decode(block, "rot13")
            else:
                decoded = quopri.decodestring(block.encode()).decode()
            assert decoded.strip() == payload.strip(), item.name
        elif where in {"html_visible", "html_hidden", "html_white", "html_comment"}:
            assert probe not in body, item.name
            shown = html.unescape(parsed.html_raw or "")
            # A comment cannot hold "--": the generator writes an em dash instead.
            expected = probe.replace("--", "\u2014") if where == "html_comment" else probe
            assert expected in shown, item.name
            marker = {
                "html_visible": "<p>",
                "html_hidden": "display:none",
                "html_white": "color:#ffffff",
                "html_comment": "<!--",
            }[where]
            assert marker in (parsed.html_raw or ""), item.name
        elif where == "html_preheader":
            assert probe in body, item.name
            assert html.escape(text.short) in (parsed.html_raw or ""), item.name
        elif where == "attachment":
            assert probe not in body, item.name
            found = [a for a in parsed.attachments if a.filename == text.attachment_name]
            assert len(found) == 1, item.name
            assert probe in found[0].payload.decode(), item.name
        elif where == "ics":
            assert probe not in body, item.name
            assert parsed.calendar is not None, item.name
            assert probe in _unfold_ics(_attachment(item, "text/calendar").payload), item.name
        elif where == "filename":
            assert probe not in body, item.name
            assert _attachment(item, "application/pdf").filename == text.short + ".pdf"
        elif where == "quoted":
            assert parsed.subject.startswith("Re: ")
            assert re.search(r"^> " + re.escape(probe) + "$", body, re.M), item.name
        elif where == "forwarded":
            assert "---------- Forwarded message ---------" in body
            assert probe in body, item.name
        elif where == "rfc822":
            assert probe not in body, item.name
            assert len(parsed.embedded_messages) == 1, item.name
            inner = parse_message(_attachment(item, "message/rfc822").payload)
            assert probe in inner.text, item.name
        else:
            pytest.fail(f"no check for placement {where}")
