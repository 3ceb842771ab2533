# ruff: noqa: RUF001 -- typographic quotation marks are what mentions are quoted with
"""Phrase families that address a model or try to steer it, with their weights.

Matching runs on folded text (see ``unicode.fold``). A match that reads as a *mention*
(inside quotation marks, on a quoted ``>`` line, or right after words such as "such as",
"for example", "phrases like") counts a quarter: security newsletters and people
discussing prompt injection quote these phrases all the time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_AI = (
    r"(?:ai|a\.i\.|assistant|ai assistant|ai agent|agent|bot|chatbot|llm|language model|"
    r"gpt|chatgpt|claude|copilot|gemini|model)"
)
_PRIOR = r"(?:previous|prior|preceding|above|earlier|original|initial|system|all|any|your)"
_RULES = r"(?:instructions?|prompts?|directives?|rules|guidelines|guardrails|context|orders)"

FAMILIES: dict[str, tuple[int, list[str]]] = {
    "instruction_override": (
        60,
        [
            rf"\b(?:ignore|disregard|forget|override|bypass|discard|drop)\b (?:all |any |the |"
            rf"your |of )*(?:{_PRIOR} )+{_RULES}",
            r"\b(?:ignore|disregard|forget) (?:everything|all of that|what) (?:you were|you've "
            r"been|you have been|i) (?:told|said|instructed)",
            r"\bnew (?:system )?instructions? ?:",
            r"\b(?:updated|revised|real) (?:system )?instructions? (?:follow|are)",
            r"(?m)^ ?system prompt ?:",  # as a header line, not "the system prompt: field"
            r"\byou are now (?:a|an|in|no longer|dan)\b",
            r"\bfrom now on,? you (?:will|must|are|shall)\b",
            r"\b(?:developer|god|jailbreak|dan) mode\b",
            r"\bdo anything now\b",
            r"<\|?(?:im_start|im_end|system|endoftext)\|?>|\[/?inst\]|<</?sys>>",
            r"</?(?:system|assistant)>",
            r"\bignoriere? (?:alle )?(?:vorherigen|bisherigen|obigen) anweisungen",
            r"\bignorez? (?:toutes )?les instructions (?:pr[eé]c[eé]dentes|ant[eé]rieures)",
            r"\bignora (?:todas )?las instrucciones (?:anteriores|previas)",
        ],
    ),
    "addressed_to_ai": (
        35,
        [
            rf"\b(?:hey|hi|hello|dear|attention|note to|message to|message for|instructions "
            rf"for|to) (?:the |any |all |my )?{_AI}s?\b(?: reading| processing| summari[sz]ing|"
            rf"[,:!])",
            r"\bif you are an? (?:ai|a\.i\.|llm|large language model|language model|assistant|"
            r"automated (?:agent|assistant|system)|bot)\b",
            rf"\b{_AI}s? (?:reading|processing|summari[sz]ing|handling) (?:this|these)",
            r"\bas an ai (?:language model|assistant|agent),? you (?:must|should|will)",
        ],
    ),
    "secrecy_request": (
        25,
        [
            r"\b(?:do not|don't|never) (?:tell|inform|mention|reveal|notify|alert|show) "
            r"(?:this to )?(?:the |your )?(?:user|human|owner|operator|recipient|principal)",
            r"\bwithout (?:telling|informing|notifying|alerting) (?:the |your )?(?:user|human|"
            r"owner|operator)",
            r"\bkeep this (?:secret|hidden|confidential) from (?:the |your )?(?:user|human|owner)",
            r"\b(?:delete|remove) this (?:email|message) (?:after|once) (?:reading|you)",
        ],
    ),
    "action_request": (
        25,
        [
            r"\bforward (?:all|every|any|each|the) ?(?:of (?:the|your) )?(?:emails?|messages?|"
            r"mails?|conversations?|correspondence|inbox|threads?)\b",
            r"\b(?:send|email|give|share|paste|include|reveal|disclose) (?:me |us |over |back )?"
            r"(?:the |your |all |any )*(?:passwords?|api[ -]?keys?|credentials|secrets?|"
            r"access tokens?|private keys?|ssh keys?|session cookies?|2fa codes?|otp codes?)",
            r"\b(?:reveal|print|output|show|repeat|reply with|respond with) (?:me )?(?:your |the )"
            r"(?:system prompt|instructions|initial prompt|hidden prompt|configuration)",
            r"\bexfiltrat",
            r"\b(?:call|invoke|use) the [\w.-]+ (?:tool|function)\b",
            r"\b(?:execute|run) (?:the following|this) (?:command|code|script|shell)",
            r"\b(?:decode|base64[- ]decode) (?:this|the following) and (?:follow|execute|run|obey)",
        ],
    ),
}

# A space in a pattern is any run of white space (" ?": optional), so a phrase broken over
# lines still matches.
COMPILED = {
    family: (weight, [re.compile(p.replace(" ?", r"\s*").replace(" ", r"\s+")) for p in patterns])
    for family, (weight, patterns) in FAMILIES.items()
}

_MENTION_WORDS = re.compile(
    r"(?:such as|like|e\.g\.|eg\.|for example|for instance|example|phrases?|strings?|"
    r"words?|called|known as|attacks?|injections?|jailbreaks?|mentions?|contain(?:s|ing)?|"
    r"wrote|writes|says|said|typed|text|keywords?|sentences?|lines?|quote[sd]?)[\s:,\"'“”‘’«]*$"
)
_QUOTES_OPEN = "\"“‘'«`"


@dataclass(frozen=True)
class PhraseMatch:
    family: str
    weight: int
    mention: bool
    excerpt: str


def _is_mention(text: str, start: int, end: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    line = text[line_start:start]
    if line.lstrip().startswith(">"):
        return True
    before = text[max(line_start, start - 60) : start]
    if before.rstrip()[-1:] in _QUOTES_OPEN and before.rstrip()[-1:]:
        return True
    straight = line.count('"') % 2 == 1
    curly = line.count("“") > line.count("”")
    if straight or curly:
        return True
    return bool(_MENTION_WORDS.search(before))


def find_phrases(folded: str, original_lines: str | None = None) -> list[PhraseMatch]:
    """Every family's matches in folded text; ``mention`` marks the quoted ones."""
    found = []
    context = original_lines if original_lines is not None else folded
    for family, (weight, patterns) in COMPILED.items():
        for pattern in patterns:
            for match in pattern.finditer(folded):
                mention = _is_mention(context, match.start(), match.end())
                excerpt = folded[match.start() : match.end()][:80]
                found.append(PhraseMatch(family, weight, mention, excerpt))
    return found
