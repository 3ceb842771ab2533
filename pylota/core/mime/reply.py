"""The new content of a reply: without quoted history, signature or mobile footer.

A pure function over text, so it is easy to test and to reuse on stored messages.

Decisions:
- The earliest history marker wins: an attribution line ("On ... wrote:" and its German,
  French, Spanish, Dutch, Italian, Portuguese and Swedish forms, also split across two
  lines), an Outlook "-----Original Message-----" line, an Outlook header block (From: with
  Sent:/Date: and To:/Subject: right after it, also localised), or a forward marker. Text
  from there on is history.
- Lines quoted with ">" are history wherever they are, so inline answers between quotes
  are kept and the quotes dropped, also when the writer put a greeting above the
  attribution ("Answers below." / "On … wrote:" / "> One?" / "Yes."). A line between quotes
  counts as an answer when a blank line or a finished quoted sentence comes before it; a
  quoted line wrapped by a client without its ">" does not.
- When cutting at the first marker leaves nothing, the writer bottom-posted: the answer is
  what follows the marker, minus its quotes.
- A forward's new content is the text above the forward marker; a bare forward (nothing
  above) keeps the whole text, so the forwarded content is not lost.
- The signature starts at the first "-- " line after some content. Mobile footers ("Sent from
  my iPhone") are removed at the end only.
- The function is applied until its output stops changing (at most a few rounds), which
  makes it idempotent by construction.
"""

from __future__ import annotations

import re

_MAX_LINE = 1000  # marker patterns only look at lines shorter than this

_ATTRIBUTION = re.compile(
    r"""^\s*(?:
        (?:On|Am|Le|El|Op|Il|Em|Den|W\ dniu)\b.{0,400}?
        (?:wrote|schrieb|a\ écrit|a\ ecrit|escribió|escribio|schreef|ha\ scritto|
           escreveu|skrev|napisał|napisal|pisze)
        (?:\s[^:]{0,80})?\s*:\s*
      )$""",
    re.IGNORECASE | re.VERBOSE,
)
_ATTRIBUTION_START = re.compile(r"^\s*(?:On|Am|Le|El|Op|Il|Em|Den)\s", re.IGNORECASE)
_ATTRIBUTION_END = re.compile(
    r"(?:wrote|schrieb|a\ écrit|a\ ecrit|escribió|escribio|schreef|ha\ scritto|escreveu|skrev)"
    r"(?:\s[^:]{0,80})?\s*:\s*$",
    re.IGNORECASE | re.VERBOSE,
)
# "Jane Doe <jane@example.com> wrote:" directly above quoted lines; also any line that ends
# in "<address>:" there, which covers Gmail's formats in languages we do not list
# ("2024年3月10日(日) 18:00 Jane <jane@example.com>:").
_WROTE_LINE = re.compile(
    r"^.{1,200}(?:\b(?:wrote|writes|schrieb|a écrit|escribió|schreef)|пишет|написал\w*|"
    r"<[^<>\s]{1,200}@[^<>\s]{1,200}>)\s*:\s*$"
)

_ORIGINAL_MESSAGE = re.compile(
    r"^\s*[-_=]{2,}\s*(?:Original Message|Ursprüngliche Nachricht|Message d'origine|"
    r"Mensaje original|Oorspronkelijk bericht|Messaggio originale|Mensagem original|"
    r"Originalmeddelande)\s*[-_=]{2,}\s*$",
    re.IGNORECASE,
)
_FORWARD = re.compile(
    r"^\s*(?:[-_=]{2,}\s*(?:Forwarded message|Forwarded Message|Weitergeleitete Nachricht|"
    r"Message transféré|Mensaje reenviado|Doorgestuurd bericht)\s*[-_=]*|"
    r"Begin forwarded message:|Anfang der weitergeleiteten Nachricht:|"
    r"Début du message réexpédié :?|Inicio del mensaje reenviado:)\s*$",
    re.IGNORECASE,
)
_UNDERSCORES = re.compile(r"^\s*_{10,}\s*$")
_LIST_FOOTER = re.compile(r"\bmailing list\b|^\s*To unsubscribe\b", re.IGNORECASE)

# Outlook header blocks: the From line, then within a few lines Sent/Date and To/Subject.
_HDR_FROM = re.compile(r"^\s*\*?(?:From|Von|De|Van|Da|Från|Od)\s?\*?\s?:\*?\s", re.IGNORECASE)
_HDR_SENT = re.compile(
    r"^\s*\*?(?:Sent|Date|Gesendet|Datum|Envoyé|Date d'envoi|Enviado el|Enviado|Fecha|Verzonden|"
    r"Inviato|Data|Skickat|Wysłano)\s?\*?\s?:",
    re.IGNORECASE,
)
_HDR_OTHER = re.compile(
    r"^\s*\*?(?:To|Subject|Cc|An|Betreff|À|A|Objet|Para|Asunto|Aan|Onderwerp|Oggetto|Till|"
    r"Ämne|Do|Temat)\s?\*?\s?:",
    re.IGNORECASE,
)

# ">From " is mbox escaping of a line that began with "From ", not a quote.
_QUOTED = re.compile(r"^\s*>(?!From )")
_SIGNATURE = re.compile(r"^-- ?$")
_MOBILE_FOOTER = re.compile(
    r"^\s*(?:Sent from my \w[\w \-]{0,40}|Sent from (?:Mail|Outlook|Yahoo Mail|ProtonMail|"
    r"Proton Mail|Samsung Mobile|my mobile)\b.{0,60}|Sent via \w.{0,60}|"
    r"Get Outlook for \w.{0,40}|Envoyé de mon \w.{0,40}|Von meinem \w.{0,40} gesendet|"
    r"Enviado desde mi \w.{0,40}|Verzonden (?:vanaf|met) (?:mijn )?\w.{0,40}|"
    r"Inviato da(?:l mio)? \w.{0,40}|Skickat från min \w.{0,40})\.?\s*$",
    re.IGNORECASE,
)

_MAX_ROUNDS = 4
_BLANK_RUNS = re.compile(r"\n{3,}")


def extract_reply(text: str) -> str:
    current = _normalize(text)
    for _ in range(_MAX_ROUNDS):
        new = _extract_once(current)
        if new == current:
            break
        current = new
    return current


def _normalize(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = [line.rstrip() for line in text.split("\n")]
    # "-- " loses its trailing space to rstrip; _SIGNATURE accepts "--" for that reason.
    return _BLANK_RUNS.sub("\n\n", "\n".join(lines)).strip("\n")


def _extract_once(text: str) -> str:
    lines = text.split("\n")
    while True:
        cut, kind = _find_marker(lines)
        if cut is None:
            body = _drop_quoted(lines)
            break
        body = _drop_quoted(lines[:cut])
        if _has_content(body):
            if kind == "attribution":
                body += _inline_answers(lines[_marker_end(lines, cut) :])
            break
        if kind == "forward":
            return text
        # Nothing above the marker: a bottom-posted reply follows it. Skip the marker (and
        # any marker right after it) in this same pass, so the result is a fixed point.
        lines = lines[_marker_end(lines, cut) :]
    body = _cut_signature(body)
    body = _strip_footer(body)
    result = _normalize("\n".join(body))
    if not result and kind == "forward":
        return text
    return result


def _find_marker(lines: list[str]) -> tuple[int | None, str | None]:
    for i, line in enumerate(lines):
        if len(line) > _MAX_LINE or not line.strip() or _QUOTED.match(line):
            continue
        if _FORWARD.match(line):
            return i, "forward"
        if _ORIGINAL_MESSAGE.match(line):
            return _with_rule_above(lines, i), "history"
        if _ATTRIBUTION.match(line):
            return i, "attribution"
        if (
            _ATTRIBUTION_START.match(line)
            and i + 1 < len(lines)
            and len(lines[i + 1]) < _MAX_LINE
            and _ATTRIBUTION_END.search(lines[i + 1])
            and len(line) + len(lines[i + 1]) < 400
        ):
            return i, "attribution"
        if _WROTE_LINE.match(line) and _next_is_quoted(lines, i):
            return i, "attribution"
        if _HDR_FROM.match(line) and _is_header_block(lines, i):
            return _with_rule_above(lines, i), "history"
    return None, None


def _marker_end(lines: list[str], start: int) -> int:
    """Index just after the marker that starts at ``start`` (attribution or header block)."""
    line = lines[start]
    if _ATTRIBUTION.match(line) or _WROTE_LINE.match(line):
        return start + 1
    if _ATTRIBUTION_START.match(line) and start + 1 < len(lines):
        return start + 2
    i = start
    if _UNDERSCORES.match(lines[i]) or _ORIGINAL_MESSAGE.match(lines[i]):
        i += 1
    # Skip a header block: consecutive "Name: value" lines.
    while i < len(lines) and (
        _HDR_FROM.match(lines[i]) or _HDR_SENT.match(lines[i]) or _HDR_OTHER.match(lines[i])
    ):
        i += 1
    return max(i, start + 1)


def _with_rule_above(lines: list[str], i: int) -> int:
    j = i - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    if j >= 0 and (_UNDERSCORES.match(lines[j]) or _ORIGINAL_MESSAGE.match(lines[j])):
        return j
    return i


def _is_header_block(lines: list[str], i: int) -> bool:
    window = lines[i + 1 : i + 7]
    has_sent = any(_HDR_SENT.match(line) for line in window)
    has_other = any(_HDR_OTHER.match(line) for line in window)
    return has_sent and has_other


def _next_is_quoted(lines: list[str], i: int) -> bool:
    for line in lines[i + 1 : i + 4]:
        if line.strip():
            return bool(_QUOTED.match(line))
    return False


_FINISHED = re.compile(r"[?.!:)]\s*$")


def _inline_answers(lines: list[str]) -> list[str]:
    """The writer's lines between the quoted lines after an attribution: runs of unquoted
    text after a quoted line, set off by a blank line or following a finished quoted
    sentence. Empty when the history is not answered inline: a run counts only when a
    quote or older history follows it, or when an earlier run did (the answer to the last
    question)."""
    out: list[str] = []
    run: list[str] = []
    opened = False  # the current run may be an answer
    previous = ""  # the last non-blank line before the run
    for line in lines:
        if len(line) > _MAX_LINE:
            return out
        if _QUOTED.match(line):
            if run and opened:
                out += ["", *run]
            run, opened, previous = [], False, line
        elif not line.strip():
            if run:
                run.append(line)
            elif previous:
                opened = True
        elif any(
            m.match(line) for m in (_FORWARD, _ORIGINAL_MESSAGE, _ATTRIBUTION, _WROTE_LINE)
        ) or _HDR_FROM.match(line):
            # Older history starts: nothing after it is an answer, the run before it is.
            return [*out, "", *run] if run and opened else out
        else:
            if not run:
                opened = opened or bool(_QUOTED.match(previous) and _FINISHED.search(previous))
            run.append(line)
    if out and run and opened:  # the answer to the last quoted question
        out += ["", *run]
    return out


def _drop_quoted(lines: list[str]) -> list[str]:
    out: list[str] = []
    for i, line in enumerate(lines):
        if _QUOTED.match(line):
            continue
        # An attribution directly above a quote block goes with it.
        if (
            len(line) < _MAX_LINE
            and (_ATTRIBUTION.match(line) or _WROTE_LINE.match(line))
            and _next_is_quoted(lines, i)
        ):
            continue
        out.append(line)
    return out


def _has_content(lines: list[str]) -> bool:
    return any(line.strip() for line in lines)


def _cut_signature(lines: list[str]) -> list[str]:
    seen_content = False
    for i, line in enumerate(lines):
        if _SIGNATURE.match(line) and seen_content:
            return lines[:i]
        if line.strip():
            seen_content = True
    return lines


def _strip_footer(lines: list[str]) -> list[str]:
    """Drop a mailing-list footer (a rule of underscores, then "... mailing list") and
    trailing mobile footers."""
    for i, line in enumerate(lines):
        if _UNDERSCORES.match(line) and any(
            _LIST_FOOTER.search(nxt) for nxt in lines[i + 1 : i + 3] if len(nxt) < _MAX_LINE
        ):
            lines = lines[:i]
            break
    end = len(lines)
    while end:
        line = lines[end - 1]
        if not line.strip():
            end -= 1
            continue
        if len(line) < 120 and _MOBILE_FOOTER.match(line):
            end -= 1
            continue
        break
    return lines[:end]
