"""What corpora v11 to v67 promise: each was written blind to the detector from one brief
(the same attack and benign kinds), in languages of its author's choosing;
``test_corpus_versions.py`` freezes them."""

from __future__ import annotations

import pytest

from tests.trust.corpus_checks import BENIGN_KINDS, MALICIOUS_KINDS, covers, generated, read

LANGUAGES = {
    "v11": "en fr de es it pt nl sv da fi no tr ru uk he fa ko zh",
    "v12": "en fr de es it pt pl cs ja ar hi vi el",
    "v13": "en de fr es nl pl ja zh ar ru pt el sv tr",
    "v14": "en es pt fr it de tr hi vi ko ja uk cs pl zh",
    "v15": "en ar el fr es pt it de ru uk tr hi zh ko",
    "v16": "en de fr es pt nl sv pl ru ar ja ko zh",
    "v17": "en it nl sv tr pl uk cs hi el vi ar ja es fr",
    "v18": "en de fr es it pt nl sv pl cs tr ru ko zh",
    "v19": "en es pt fr it de pl tr ar hi ja nl vi ko",
    "v20": "en de fr es it pt nl sv pl cs uk el ja zh",
    "v21": "en fr es pt it de ru tr ar hi ko vi el uk",
    "v22": "en nl de fr es it pl cs sv tr ru uk ja zh",
    "v23": "en es pt fr de it nl pl el ar hi ko vi zh",
    "v24": "en pt es fr de it cs ru ja nl pl sv tr zh",
    "v25": "en pl de cs uk sv tr zh fr it es nl ja ar",
    "v26": "en fr it de es pt nl pl cs ru ko ja zh ar",
    "v27": "en ru uk de sv pl fr es pt tr ja hi zh ko",
    "v28": "en fr pt es de nl sv it ar hi zh ja ko tr",
    "v29": "en pt fr de es it nl sv pl uk zh ar hi el",
    "v30": "en zh ja ko hi vi fr de es pt nl ru ar it",
    "v31": "en de fr es it pt nl pl tr uk ar zh ja ko",
    "v32": "en it de fr es pt nl sv pl ja zh ko el ar",
    "v33": "en fr ar es pt de it nl zh ja ko hi el vi",
    "v34": "en nl de fr es it pt pl tr uk zh ja ar sv",
    "v35": "en es pt fr it de nl sv pl tr ru zh ja ar",
    "v36": "en de sv pl nl fr es it uk zh ja ko tr pt",
    "v37": "en fr ar pt de es it nl sv hi zh ja ko tr",
    "v38": "en pt es fr it de nl pl sv tr el ar zh ja",
    "v39": "en ko ja zh fr de es pt it ru tr ar vi pl",
    "v40": "en fr es pt it de nl pl ru uk zh ja ar vi",
    "v41": "en es pt fr de nl it ja zh ko ar tr pl hi",
    "v42": "en zh ja ko hi vi fr de es ar pt nl it tr",
    "v43": "en nl de fr sv pl cs pt es it zh ja ru ko",
    "v44": "en pl de sv nl fr es it pt cs uk ru zh ja",
    "v45": "en ja ko zh fr de es pt it ru vi nl tr ar",
    "v46": "en fr de it es pt nl pl cs tr ar zh ja ru",
    "v47": "en sv de ru uk pl fr es pt ja zh ko nl it",
    "v48": "en fr es pt ar zh ja de it nl ru tr hi sv",
    "v49": "en ko ja zh vi hi de nl sv pl fr es pt ru",
    "v50": "en pt es fr it de nl pl cs sv tr ar ja zh",
    "v51": "en cs pl de uk ru fr es it pt nl sv ja ko",
    "v52": "en fr es pt it de ja ko zh ru pl tr ar nl",
    "v53": "en tr de ar ru fr es it nl pl zh hi uk pt",
    "v54": "en vi zh ja ko fr de es ru hi pt it nl sv",
    "v55": "en sv pl de el cs uk nl fr es it pt tr ja",
    "v56": "en pt es de it ja ko zh ar fr nl ru tr sv",
    "v57": "en pl de uk cs ru fr es it nl sv el zh vi",
    "v58": "en ko ja zh vi hi de fr es it pt nl sv ar",
    "v59": "en fr it es pt ar tr el de nl pl ru uk cs",
    "v60": "en fr ar zh hi de es pt it nl sv tr ja ko",
    "v61": "en pt es fr de it nl pl sv ru zh ja ko ar",
    "v62": "en de nl sv pl cs el tr ru uk fr es it zh",
    "v63": "en zh ja ko vi hi de fr es it nl ru pt tr",
    "v64": "en fr es pt it de nl pl ru uk zh ja ko ar",
    "v65": "en es pt fr it de nl sv pl tr el ar zh ja",
    "v66": "en ko ja zh vi hi fr de es pt it ru tr nl",
    "v67": "en cs pl de sv uk ru fr es it nl el zh ja",
}


@pytest.fixture(scope="module", params=sorted(LANGUAGES))
def version(request) -> str:
    return request.param


@pytest.fixture(scope="module")
def corpus(version):
    return generated(version)


def test_it_covers_the_kinds_languages_and_sizes_it_promises(version, corpus):
    languages = set(LANGUAGES[version].split())
    covers(read(corpus), MALICIOUS_KINDS, BENIGN_KINDS, languages, minimum=160)


def test_everyday_mail_is_about_a_third_of_the_benign_texts(corpus):
    everyday = [t for t in corpus.benign if t.kind == "everyday"]
    assert 0.25 <= len(everyday) / len(corpus.benign) <= 0.35


def test_benign_texts_sit_in_the_tricky_placements_too(corpus):
    hidden = {"quoted", "forwarded", "rfc822", "attachment", "ics", "filename", "html_hidden"}
    hidden |= {"html_preheader", "base64", "rot13", "qp", "zerowidth", "homoglyph"}
    assert hidden <= {p for t in corpus.benign for p in t.places}
