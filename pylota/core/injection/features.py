# ruff: noqa: RUF001 -- Turkish dotless i in the discussion words
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
from pylota.core.injection.normalize import fold_accents, fold_pattern
from pylota.core.injection.prefilter import Prefilter

HASH_BITS = 17
DIM = 1 << HASH_BITS
NGRAMS = (1, 2, 3, 4, 5)
_PRIME = np.uint64(1_000_003)
_MIX = np.uint64(0x9E3779B97F4A7C15)
_SHIFT = np.uint64(64 - HASH_BITS)
with np.errstate(over="ignore"):  # modulo 2**64, as the hash is defined
    _OFFSETS = {n: np.uint64(n) * _PRIME ** np.uint64(n) for n in NGRAMS}

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
CONTEXTS = ("code", "shell_lines", "security_discussion", "correction", "code_window")
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
    r"злоумышленник\w{0,4}|хакер\w{0,3}|фишинг\w{0,3}|onderzoekers|aanvallers|forskare|"
    r"angripare|natfiske|nätfiske|ara[sş]t[ıi]rmac[ıi]\w{0,4}|sald[ıi]rgan\w{0,4}|oltalama|"
    r"g[uü]venlik (?:b[uü]lteni|uyar[ıi]s[ıi]|a[cç][ıi]g[ıi])|badacz\w{0,3}|przest[eę]pc\w{0,3}|"
    r"cyberprzest[eę]pc\w{0,3}|biuletyn bezpiecze[nń]stwa)"
)
_DISCUSSION_CJK = re.compile(
    r"研究人员|攻击者|黑客|钓鱼|研究者|攻撃者|フィッシング|脆弱性|漏洞|연구자|연구원|공격자|해커|피싱|"
    r"보안 소식|शोधकर्ता|हमलावर|फ़िशिंग|फिशिंग|सुरक्षा समाचार|باحث|الباحثون|المهاجم|تصيد|"
    r"نشرة الأمن"
)
# A correction of earlier mail ("ignore my previous message", "forget the instructions about
# the room"): the commonest benign use of the words an override uses. Matched on the lowered,
# accent-folded text.
_CORRECTION = re.compile(
    fold_pattern(
        r"\b(?:ignore|disregard|forget|delete|scrap) (?:my|the|our|that|this|his|her) "
        r"(?:previous|last|earlier|prior|first|old|other|former) (?:e-?mail|message|mail|note|"
        r"notification|version|reminder|invite|invitation|link|update|post|reply|text)s?\b|"
        r"\b(?:instructions?|directions|details|info|information|guidance|instrucoes|"
        r"instrucciones|istruzioni|consignes|anweisungen|instructies|instruktioner|instrukcje) "
        r"(?:anteriores |precedenti |precedentes |vorigen |eerdere |tidigare |poprzednie )?"
        r"(?:about|regarding|concerning|sobre|sulla|sul|sur|uber|over|om|dotyczace) "
        r"(?:the |your |our |this |that |de |het |la |le |il |o |a |el |den |die )?"
        r"\S{2,30}|"
        r"\b(?:earlier|previous|old|prior) instructions (?:that|which) (?:told|asked|said)|"
        r"\b(?:vorherige|letzte|erste|fruhere|alte)n? (?:e-?mail|nachricht|mail|einladung)|"
        r"\b(?:message|courriel|mail|e-mail) precedent\b|\bmon (?:dernier|precedent) "
        r"(?:message|courriel|mail)|\b(?:mensaje|correo|e-?mail|mensagem|messaggio|versione) "
        r"(?:anterior|precedente)\b|\b(?:vorige|eerdere|laatste) (?:mail|e-?mail|bericht)|"
        r"\b(?:forra|tidigare|senaste) (?:mejl|mail|meddelande)|\bpoprzedni\S{0,3} "
        r"(?:wiadomosc|mail|e-?mail|wersj)|(?:предыдущ|прошл|последн)\S{0,3} (?:письм|"
        r"сообщени)|\bonceki (?:e-?posta|mesaj|surum|mail)|(?:之前|上一封|先前|此前)的?(?:邮件|"
        r"通知|说明|消息)|前回の(?:案内|メール|連絡|手順書|お知らせ)|이전 (?:메일|메시지|이메일|"
        r"안내)|(?:رسالتي|الرسالة|رسالتنا) السابقة|(?:पिछला|पिछले|पिछली) (?:संदेश|ईमेल|मेल)"
    )
)
# A window that is code or a log rather than prose: a fence, or most of its lines indented,
# shell prompts, or log records (a timestamp or a level first). Read per window, so a prompt
# quoted inside a fixture or a log is data while the prose around it is read as prose.
_CODE_LINE = re.compile(
    r"^(?: {4}|\t|\$ |> |\d{4}-\d\d-\d\d[t ]\d\d:\d\d|\[?(?:info|warn|warning|error|"
    r"debug|trace|fatal)\]? |[a-z_][a-z0-9_.]{0,40}\(|(?:system|user|assistant) ?:)"
)
PATTERNS = [_CODE, _SHELL, _DISCUSSION, _DISCUSSION_CJK, _CORRECTION, _CODE_LINE]


def window_context(raw: str) -> set[str]:
    """``ctx:code_window`` when the raw window is code or a log (see ``_CODE_LINE``)."""
    if "```" in raw:
        return {"ctx:code_window"}
    lines = [line for line in raw.lower().split("\n") if line.strip()]
    if len(lines) >= 2 and 2 * sum(1 for line in lines if _CODE_LINE.match(line)) >= len(lines):
        return {"ctx:code_window"}
    return set()


def context_of(raw: str) -> set[str]:
    """``ctx:`` features of a part, from its raw text (indentation and case intact)."""
    head = raw[:20_000]
    out = set()
    if _CODE.search(head):
        out.add("ctx:code")
    if len(_SHELL.findall(head)) >= 1:
        out.add("ctx:shell_lines")
    lowered = head.lower()
    kinds = {m.group() for m in _DISCUSSION.finditer(lowered)} if _may(0, lowered) else set()
    kinds |= set(_DISCUSSION_CJK.findall(head))
    if len(kinds) >= 2:
        out.add("ctx:security_discussion")
    folded = fold_accents(lowered)
    if _may(1, folded) and _CORRECTION.search(folded):
        out.add("ctx:correction")
    return out


# The two long alternations run only on text holding one of their words (``prefilter.py``).
_GATE = Prefilter([_DISCUSSION, _CORRECTION])


def _may(index: int, text: str) -> bool:
    return index in _GATE.runnable(text)


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


MIN_LETTERS = 12  # fewer letters (a rule of "=====", digits, one word) is too little wording


def ngram_vector(text: str) -> tuple[np.ndarray, np.ndarray]:
    """(indices, values) of the hashed n-gram counts, log-scaled and L2-normalised.

    Nothing for a window of fewer than ``MIN_LETTERS`` letters: normalised to unit length, a
    line of separators or a lone word ("Document", the text of every PDF behind an attack in
    a file name in our corpora) would weigh as much as a sentence.

    The hash of the n-gram at ``i`` is ``n * P**n + sum(c[i + k] * P**(n - 1 - k))`` modulo
    2**64, mixed (``ngram_vectors``); the sum is rolled from the (n-1)-grams' sums."""
    return ngram_vectors([text])[0]


_EMPTY = (np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32))


def ngram_vectors(texts: list[str]) -> list[tuple[np.ndarray, np.ndarray]]:
    """``ngram_vector`` of each text, computed together: one hashing pass over all of them
    and one sort, instead of a few dozen small numpy calls per window (the same arrays)."""
    out = [_EMPTY] * len(texts)
    eligible = [k for k, t in enumerate(texts) if t and sum(map(str.isalpha, t)) >= MIN_LETTERS]
    if not eligible:
        return out
    padded = [f" {texts[k]} " for k in eligible]
    # surrogatepass: a lone surrogate (text decoded with surrogateescape) is its code point.
    joined = "".join(padded).encode("utf-32-le", "surrogatepass")
    points = np.frombuffer(joined, dtype=np.uint32).astype(np.uint64)
    row = np.repeat(np.arange(len(eligible), dtype=np.int64), [len(p) for p in padded])
    keys = []
    rolled = points
    for n in range(1, NGRAMS[-1] + 1):
        if n > 1:
            rolled = rolled[:-1] * _PRIME + points[n - 1 :]
        if n in NGRAMS:
            inside = row[: len(rolled)] == row[n - 1 :]  # the n-gram lies in one text
            hashed = ((rolled[inside] + _OFFSETS[n]) * _MIX) >> _SHIFT
            keys.append((row[: len(rolled)][inside] << HASH_BITS) | hashed.astype(np.int64))
    ordered = np.sort(np.concatenate(keys))
    first = np.empty(len(ordered), dtype=bool)
    first[0] = True
    np.not_equal(ordered[1:], ordered[:-1], out=first[1:])
    starts = np.flatnonzero(first)
    counts = np.diff(np.append(starts, len(ordered)))
    unique = ordered[starts]
    rows, indices = unique >> HASH_BITS, unique & (DIM - 1)
    values = np.log1p(counts.astype(np.float32))
    bounds = np.searchsorted(rows, np.arange(len(eligible) + 1))
    for j, k in enumerate(eligible):
        v = values[bounds[j] : bounds[j + 1]]
        out[k] = (indices[bounds[j] : bounds[j + 1]], v / (float(np.sqrt((v * v).sum())) or 1.0))
    return out


def with_named(
    vector: tuple[np.ndarray, np.ndarray], named: set[str]
) -> tuple[np.ndarray, np.ndarray]:
    """An n-gram vector followed by the named features that are on."""
    indices, values = vector
    extra = sorted(NAMED_INDEX[name] for name in named if name in NAMED_INDEX)
    if not extra:
        return indices, values
    return (
        np.concatenate([indices, np.array(extra, dtype=np.int64)]),
        np.concatenate([values, np.ones(len(extra), dtype=np.float32)]),
    )


def chunk_vector(text: str, named: set[str]) -> tuple[np.ndarray, np.ndarray]:
    """The n-grams of ``text`` followed by the named features that are on."""
    return with_named(ngram_vector(text), named)
