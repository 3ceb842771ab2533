"""Features of one chunk of normalised text, for the learned detector.

Hashed character n-grams (1 to 5 characters, the text padded with a space at both ends)
make the model multilingual by construction: no tokenizer, no vocabulary, the same code
for Russian, Chinese or Portuguese. The hash is a fixed polynomial over code points with a
multiplicative mix (numpy, vectorised), so a feature index is the same on every machine
and in every process (Python's ``hash`` is salted per process). Counts become
``log(1 + count)``, L2-normalised, so a long chunk does not outweigh a short one.

Beside the n-grams come named features (``NAMED``): which phrase families and which of
their patterns matched in the chunk (and whether as a mention), and the message-wide
structural signals (hidden text, invisible characters, lookalikes...).
"""

from __future__ import annotations

import re

import numpy as np

from pylota.core.injection import phrases

HASH_BITS = 17
DIM = 1 << HASH_BITS
NGRAMS = (1, 2, 3, 4, 5)
_PRIME = np.uint64(1_000_003)
_MIX = np.uint64(0x9E3779B97F4A7C15)
_SHIFT = np.uint64(64 - HASH_BITS)

FAMILIES = (
    "instruction_override",
    "fake_system_block",
    "addressed_to_ai",
    "secrecy_request",
    "exfiltration",
    "tool_abuse",
    "polite_request",
)
PART_KINDS = (
    "subject",
    "text",
    "quoted",
    "html_visible",
    "html_hidden",
    "html_attributes",
    "html_comment",
    "calendar",
    "attachment_name",
    "attachment_text",
    "attached_message",
    "decoded",
    "tag_characters",
)
STRUCTURAL = (
    "hidden_text",
    "zero_width_in_words",
    "invisible_characters",
    "bidi_override",
    "bidi_controls",
    "tag_characters",
    "lookalike_domain",
    "mixed_script_words",
    "mismatched_link",
    "encoded_payload",
)
# What the part around a chunk is (``context_of``): instructions for a person are written
# as commands in code (backticks, fences, shell lines), attacks are quoted by mail that
# discusses security; the model weighs these beside the wording.
CONTEXTS = ("code", "shell_lines", "security_discussion")
_CODE = re.compile(r"```|`[^`\n]{2,200}`")
_SHELL = re.compile(
    r"(?m)^[ \t]{0,8}(?:\$ {1,2}|> {1,2}|# {1,2})?(?:sudo|git|npm|npx|pip3?|python3?|make|curl|"
    r"wget|rm|cd|ls|docker|kubectl|systemctl|ssh|scp|export|chmod|chown|brew|apt-get|apt|yarn|"
    r"cargo|pg_dump|psql|mvn|gradle|terraform|helm|ansible|\./[\w.-]{1,40}|/usr/[\w/.-]{1,80})"
    r"[ \t]"
)
_DISCUSSION = re.compile(
    r"\b(?:researchers?|attackers?|hackers?|threat actors?|red[ -]team|phishing|"
    r"prompt[ -]injections?|jailbreaks?|vulnerabilit(?:y|ies)|cve-\d{4}|exploit(?:s|ed)?|"
    r"scammers?|malicious|cyber ?security|security (?:awareness|newsletter|digest|bulletin|"
    r"advisory|team|training|research)|forscher|angreifer|sicherheitsl[uü]cke|"
    r"chercheurs?|attaquants?|hame[cç]onnage|investigadores?|atacantes?|ciberseguridad|"
    r"ricercatori|attaccanti|pesquisadores|golpistas|исследовател\w{0,4}|"
    r"злоумышленник\w{0,4}|хакер\w{0,3}|фишинг\w{0,3}|onderzoekers|aanvallers)"
)
_DISCUSSION_CJK = re.compile(r"研究人员|攻击者|黑客|钓鱼|研究者|攻撃者|フィッシング|脆弱性|漏洞")
PATTERNS = [_CODE, _SHELL, _DISCUSSION, _DISCUSSION_CJK]


def context_of(raw: str) -> set[str]:
    """``ctx:`` features of a part, from its raw text (indentation and case intact)."""
    head = raw[:20_000]
    out = set()
    if _CODE.search(head):
        out.add("ctx:code")
    if len(_SHELL.findall(head)) >= 1:
        out.add("ctx:shell_lines")
    lowered = head.lower()
    kinds = {m.group() for m in _DISCUSSION.finditer(lowered)}
    kinds |= set(_DISCUSSION_CJK.findall(head))
    if len(kinds) >= 2:
        out.add("ctx:security_discussion")
    return out


PATTERN_COUNTS = {family: len(patterns) for family, (_, patterns) in phrases.FAMILIES.items()}
NAMED = (
    tuple(f"rule:{f}" for f in FAMILIES)
    + tuple(f"pattern:{f}:{i}" for f in FAMILIES for i in range(PATTERN_COUNTS[f]))
    + tuple(f"mention:{f}" for f in FAMILIES)
    + ("rule:families_2", "rule:families_3", "rule:concealed")
    # Part kinds stay in the layout but are not set: where a chunk sits said more about our
    # corpus than about attacks (benign HTML mail has hidden preheaders too).
    + tuple(f"part:{k}" for k in PART_KINDS)
    + tuple(f"struct:{s}" for s in STRUCTURAL)
    + tuple(f"ctx:{c}" for c in CONTEXTS)
)
NAMED_INDEX = {name: DIM + i for i, name in enumerate(NAMED)}
TOTAL_DIM = DIM + len(NAMED)


def ngram_vector(text: str) -> tuple[np.ndarray, np.ndarray]:
    """(indices, values) of the hashed n-gram counts, log-scaled and L2-normalised."""
    if not text:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    padded = f" {text} "
    points = np.frombuffer(padded.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    pieces = []
    for n in NGRAMS:
        if len(points) < n:
            break
        h = np.full(len(points) - n + 1, np.uint64(n), dtype=np.uint64)
        for k in range(n):
            h = h * _PRIME + points[k : len(points) - n + 1 + k]
        pieces.append((h * _MIX) >> _SHIFT)
    indices, counts = np.unique(np.concatenate(pieces).astype(np.int64), return_counts=True)
    values = np.log1p(counts.astype(np.float32))
    values /= float(np.sqrt((values * values).sum())) or 1.0
    return indices, values


def chunk_vector(text: str, named: set[str]) -> tuple[np.ndarray, np.ndarray]:
    """The n-grams of ``text`` followed by the named features that are on."""
    indices, values = ngram_vector(text)
    extra = sorted(NAMED_INDEX[name] for name in named if name in NAMED_INDEX)
    if not extra:
        return indices, values
    return (
        np.concatenate([indices, np.array(extra, dtype=np.int64)]),
        np.concatenate([values, np.ones(len(extra), dtype=np.float32)]),
    )
