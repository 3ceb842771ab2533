"""Split a message into the passages that get one vector each.

all-MiniLM-L6-v2 reads at most 256 word pieces (about 180 English words) and was trained
on 128: a long body is cut into overlapping windows of words, each prefixed with the
subject so a passage keeps its context. Short messages are one chunk.
"""

from __future__ import annotations

WINDOW_WORDS = 160
OVERLAP_WORDS = 32
MAX_CHUNKS = 8


def chunk_text(
    subject: str,
    body: str,
    *,
    window: int = WINDOW_WORDS,
    overlap: int = OVERLAP_WORDS,
    max_chunks: int = MAX_CHUNKS,
) -> list[str]:
    """At least one chunk (the subject alone when there is no body), at most ``max_chunks``."""
    if not 0 <= overlap < window:
        raise ValueError("overlap must be smaller than the window")
    subject = " ".join(subject.split())
    tokens = body.split()
    if not tokens:
        return [subject]
    head = f"{subject}\n" if subject else ""
    chunks = []
    step = window - overlap
    for start in range(0, len(tokens), step):
        chunks.append(head + " ".join(tokens[start : start + window]))
        if start + window >= len(tokens) or len(chunks) >= max_chunks:
            break
    return chunks
