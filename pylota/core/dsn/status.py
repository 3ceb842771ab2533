"""Status codes and the hard/soft decision.

``hard`` answers one question: does this report prove the *address* is bad, so that
sending to it again is pointless and harms our reputation? A hard bounce creates a
suppression, so we only say yes on evidence. The rules (ADR 0008):

- Not a failure (delivered, relayed, expanded, delayed; or a 2.x.x/4.x.x status without a
  failed action) is never hard.
- A 4.x.x failure (a transient error the MTA gave up on) is soft.
- A 5.x.x failure is hard, except where the status says the problem is not the address:
  X.1.7 and X.1.8 (our sender address was refused), X.2.2 mailbox full, X.2.3 and X.3.4
  message too large, X.3.1, X.3.2, X.3.3 and X.3.5 (the receiving system is full, not
  accepting, or misconfigured), X.5.3 too many recipients, X.4.x network and routing
  (except X.4.4 "unable to route", which Postfix and Exchange report for a domain that
  does not resolve), X.6.x content, X.7.x security and policy (spam, reputation, DMARC,
  rate limits: the mailbox exists). A diagnostic that says the mailbox is full makes any
  5.x.x soft too (servers answer "552 5.1.1 mailbox full" and the like).
  Office 365 answers "550 5.4.1 Recipient address rejected: Access denied" for a recipient
  that does not exist in the tenant (directory-based edge blocking): that one is hard.
- A bare 5.x.x with no detail (5.0.0, often derived from a plain "550") is judged from its
  text like a failure without a code below. When the text says nothing we recognise the
  reason is ``undefined``: permanent, but not proof that the address is bad (blocks,
  PTR-required, "too many connections" and system errors are all answered that way), so
  it is soft and suppresses only when it happens again (``SUPPRESSION``).
- A failure without any code is judged from its text: "user unknown" and its many
  spellings, an unknown domain, or a disabled account are hard; anything else is soft.
  With no code and no words we recognise, the reason is ``undefined`` too (the
  issue's vocabulary; older reports said ``unknown``, ``LEGACY_REASONS``), so it follows
  the same second-occurrence rule as a bare 5.0.0.
"""

from __future__ import annotations

import re

_ENHANCED = re.compile(r"(?<![\d.])([245])\.(\d{1,3})\.(\d{1,3})(?!\.?\d)")
_BASIC = re.compile(r"(?<![\d.#])([245]\d\d)(?=[ \-]|$)")

_UNKNOWN_MAILBOX = re.compile(
    r"user unknown|unknown user|no such (?:user|mailbox|recipient|address|account)|"
    r"user (?:not found|doesn'?t exist|does not exist)|unknown (?:recipient|mailbox|address)|"
    r"recipient (?:unknown|not found|does not exist|invalid)|"
    r"invalid (?:final delivery )?(?:recipient|mailbox|user(?:id| ?name)?)\b|"
    r"\b(?:mailbox|user|account|recipient)\s+[`'\"]?[^\s`'\"]{1,64}[`'\"]?\s+"
    r"(?:does not|doesn'?t) exist|"
    r"mailbox (?:not found|does not exist|doesn'?t exist|unknown)|"
    r"(?:account|address|mailbox|recipient) (?:that you tried to reach )?does not exist|"
    r"address (?:not found|couldn'?t be found|could not be found)|"
    r"not a valid (?:mailbox|recipient)|"
    r"no mailbox here|doesn'?t have an? [\w.-]{1,40} account|"
    r"recipnotfound|recipientnotfound|wasn'?t found at|"
    r"not listed in (?:the )?(?:domino |public |names? )?(?:directory|address book)|"
    r"存在しません|存在しない|宛先不明|(?:アドレス|宛先)が見つかりません",
    re.IGNORECASE,
)
_DISABLED = re.compile(
    r"account (?:has been |is )?(?:disabled|closed|deleted|suspended|inactive|deactivated)|"
    r"mailbox (?:is )?(?:disabled|inactive)|no longer accepts mail|"
    r"is (?:disabled|inactive)\b",
    re.IGNORECASE,
)
_FULL = re.compile(
    r"mailbox (?:is )?full|over ?quota|quota (?:was |has been |is )?exceeded|"
    r"exceeded (?:the )?(?:storage|quota)|"
    r"insufficient (?:storage|disk space|system storage)|mailbox size limit|out of storage|"
    r"storage (?:space )?(?:full|exceeded)|"
    r"容量(?:が|を)?(?:いっぱい|超過|オーバー)",
    re.IGNORECASE,
)
_TOO_LARGE = re.compile(
    r"message (?:size )?(?:is )?too (?:big|large)|size (?:limit|exceeds)|exceeds? (?:the )?"
    r"(?:maximum|size)|message length exceeds",
    re.IGNORECASE,
)
_BAD_DOMAIN = re.compile(
    r"host (?:or domain name )?not found|host unknown|"
    r"domain (?:not found|does not exist|doesn'?t exist)|"
    r"name service error|no mx (?:record|host)|nxdomain|"
    r"mx records point to non-existent hosts|unrout(?:e)?able (?:domain|address)|"
    r"bad destination system",
    re.IGNORECASE,
)
_POLICY = re.compile(
    r"spam|blocked|block ?list|black ?list|reputation|policy|dmarc|\bspf\b|dkim|"
    r"unauthenticated|not authorized|access denied|relay(?:ing)? (?:denied|not permitted)|"
    r"rate limit|too many (?:messages|connections)|rejected for",
    re.IGNORECASE,
)
_SPAM = re.compile(
    r"\bspam\b|junk mail|bulk mail|content (?:was )?rejected as|message (?:looks|considered) "
    r"(?:like )?(?:spam|unsolicited)|\buce\b|phishing|virus|malware",
    re.IGNORECASE,
)
_BLOCKED = re.compile(
    r"block ?list|black ?list|blocked|reputation|listed (?:at|on|in)|\brbl\b|spamhaus|"
    r"too many (?:connections|messages|recipients)|rate limit|ptr|reverse dns|rdns|"
    r"reception filter|受信拒否",
    re.IGNORECASE,
)
_EXPIRED = re.compile(
    r"expired|retry (?:timeout|time) exceeded|too long in (?:the )?queue|"
    r"could not be delivered (?:with|within) \d+|gave up|giving up",
    re.IGNORECASE,
)
_SYSTEM = re.compile(
    r"system error|internal (?:server )?error|local error|temporary (?:local )?problem|"
    r"resources? (?:temporarily )?unavailable|server (?:error|failure)|"
    r"hop count exceeded|routing loop|mail loop",
    re.IGNORECASE,
)
_NETWORK = re.compile(
    r"connection (?:refused|timed out|reset|closed|lost)|network (?:is )?unreachable|"
    r"no route to host|timed out|could not connect|unable to connect|tls (?:handshake|"
    r"negotiation) failed",
    re.IGNORECASE,
)
_SENDER = re.compile(
    r"sender (?:address )?(?:rejected|refused|denied|not allowed|verify failed)",
    re.IGNORECASE,
)
_O365_DBEB = re.compile(r"recipient address rejected:\s*access denied", re.IGNORECASE)

# (subject, detail) of 5.x.x codes that do not condemn the address.
_SOFT_DETAILS = frozenset(
    {(1, 7), (1, 8), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3), (3, 4), (3, 5), (5, 3)}
)
_REASON_BY_DETAIL = {
    (1, 1): "mailbox_unknown",
    (1, 0): "mailbox_unknown",
    (1, 3): "mailbox_unknown",
    (1, 6): "mailbox_unknown",
    (1, 7): "sender_rejected",
    (1, 8): "sender_rejected",
    (1, 2): "domain_unknown",
    (1, 10): "domain_unknown",
    (4, 4): "domain_unknown",
    (2, 1): "mailbox_disabled",
    (2, 2): "mailbox_full",
    (3, 1): "mailbox_full",
    (2, 3): "message_too_large",
    (3, 4): "message_too_large",
    (4, 7): "expired",  # RFC 3463: delivery time expired
}
_REASON_BY_SUBJECT = {
    0: "other",
    1: "address",
    2: "mailbox",
    3: "mail_system",
    4: "network",
    5: "protocol",
    6: "content",
    7: "policy",
}
# Block lists and reputation, as opposed to other policies (DMARC, authentication, relay).
_LISTED = re.compile(
    r"block ?list|black ?list|blocked using|listed (?:at|on|in)|\brbl\b|spamhaus|"
    r"reputation|too many (?:connections|messages|recipients)|rate limit|\bptr\b|"
    r"reverse dns|\brdns\b|reception filter|受信拒否",
    re.IGNORECASE,
)
HARD_REASONS = frozenset({"mailbox_unknown", "domain_unknown", "mailbox_disabled"})
# How many permanent failures of one address suppress it, by reason: the one table of the
# suppression rule (docs/sending.md). A hard reason proves the address bad at once; an
# undefined permanent failure must happen twice; every other reason (mailbox full, blocked,
# spam detected, policy, sender rejected, message too large, expired, system and network
# errors) never suppresses: the address is fine, the message or our reputation is not.
SUPPRESSION = {
    "mailbox_unknown": 1,
    "domain_unknown": 1,
    "mailbox_disabled": 1,
    "undefined": 2,
}


# Reports parsed before the vocabulary settled said ``unknown`` where it now says
# ``undefined`` (a failure with no code and no words we recognise); stored reports keep
# what they said, and both names follow the same suppression rule.
LEGACY_REASONS = {"unknown": "undefined"}


def failures_to_suppress(reason: str | None, hard: bool) -> int | None:
    """How many permanent failures with this reason suppress an address (None: never)."""
    if hard:
        return 1
    reason = LEGACY_REASONS.get(reason or "", reason or "")
    return SUPPRESSION.get(reason)


NON_FAILURE_ACTIONS = frozenset({"delivered", "relayed", "expanded", "delayed"})


def enhanced_code(text: str | None) -> str | None:
    """The first plausible RFC 3463 code in ``text`` ("5.1.1"), normalised; None if none.

    IP addresses and version numbers are skipped: a code is not part of a longer dotted
    number and its subject is 0-7.
    """
    if not text:
        return None
    for match in _ENHANCED.finditer(text[:8192]):
        klass, subject, detail = (int(g) for g in match.groups())
        if subject <= 7:
            return f"{klass}.{subject}.{detail}"
    return None


def basic_code(text: str | None) -> int | None:
    """The first 4xx/5xx SMTP reply code in ``text``."""
    if not text:
        return None
    for match in _BASIC.finditer(text[:8192]):
        code = int(match.group(1))
        if 400 <= code < 600 and code % 100 < 60:
            return code
    return None


def best_status(field: str | None, diagnostic: str | None) -> str | None:
    """The Status field's code; a more specific code of the same class from the diagnostic
    when the field is only X.0.0; else the diagnostic's code; else X.0.0 from the reply."""
    declared = enhanced_code(field)
    found = enhanced_code(diagnostic)
    if declared and found and declared.endswith(".0.0") and found[0] == declared[0]:
        return found
    if declared:
        return declared
    if found:
        return found
    code = basic_code(diagnostic)
    return f"{code // 100}.0.0" if code else None


def normalize_action(value: str | None, status: str | None) -> str | None:
    action = (value or "").strip().lower().split(" ")[0].rstrip(";,.")
    action = {"failure": "failed", "fail": "failed", "delay": "delayed"}.get(action, action)
    if action in ("failed", "delayed", "delivered", "relayed", "expanded"):
        return action
    if status:
        return {"5": "failed", "4": "delayed", "2": "delivered"}.get(status[0])
    return None


def text_reason(text: str | None) -> str | None:
    """A reason read from words alone, for failures that carry no usable code."""
    if not text:
        return None
    text = text[:4096]
    if _FULL.search(text):
        return "mailbox_full"
    if _DISABLED.search(text):
        return "mailbox_disabled"
    if _UNKNOWN_MAILBOX.search(text):
        return "mailbox_unknown"
    if _BAD_DOMAIN.search(text):
        return "domain_unknown"
    if _TOO_LARGE.search(text):
        return "message_too_large"
    if _SENDER.search(text):
        return "sender_rejected"
    if _SPAM.search(text):
        return "spam_detected"
    if _BLOCKED.search(text):
        return "blocked"
    if _POLICY.search(text):
        return "policy"
    if _EXPIRED.search(text):
        return "expired"
    if _SYSTEM.search(text):
        return "system_error"
    if _NETWORK.search(text):
        return "network_error"
    return None


def classify(action: str | None, status: str | None, diagnostic: str | None) -> tuple[bool, str]:
    """(hard, reason) for one recipient; see the module docstring for the rules."""
    if action in NON_FAILURE_ACTIONS:
        return False, action
    if status and status[0] == "2":
        return False, "delivered"
    if status and status[0] == "4":
        if action == "failed":
            return False, _status_reason(status)
        return False, "delayed"
    if status and status[0] == "5":
        _, subject, detail = (int(p) for p in status.split("."))
        if _FULL.search(diagnostic or ""):
            return False, "mailbox_full"
        if (subject, detail) == (4, 1) and _O365_DBEB.search(diagnostic or ""):
            return True, "mailbox_unknown"
        reason = _status_reason(status)
        if subject == 1 and text_reason(diagnostic) in ("mailbox_unknown", "mailbox_disabled"):
            # Exchange says 5.1.10 for "recipient not found" (RFC 7505 meant null MX).
            reason = text_reason(diagnostic) or reason
        if status.endswith(".0.0"):
            # A bare "550": the words are all we have to go on.
            words = text_reason(diagnostic)
            if words:
                return words in HARD_REASONS, words
            return False, "undefined"
        if subject == 7:
            # X.7.x is policy; the words may say which: a block list, a spam verdict,
            # our sender refused. All soft: the mailbox exists.
            words = text_reason(diagnostic)
            if words in ("spam_detected", "sender_rejected"):
                reason = words
            elif _LISTED.search(diagnostic or ""):
                reason = "blocked"
        soft = (
            (subject, detail) in _SOFT_DETAILS
            or (subject == 4 and detail != 4)
            or subject in (6, 7)
        )
        return not soft, reason
    if action == "failed":
        words = text_reason(diagnostic)
        if words:
            return words in HARD_REASONS, words
        return False, "undefined"
    return False, "undefined"


def _status_reason(status: str) -> str:
    _, subject, detail = (int(p) for p in status.split("."))
    return _REASON_BY_DETAIL.get((subject, detail)) or _REASON_BY_SUBJECT.get(subject, "other")
