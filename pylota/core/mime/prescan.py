"""A bounded structural scan that runs before the stdlib parser.

``email.feedparser`` recurses once per nesting level (RecursionError near 1,000 levels) and tests
every line against every open boundary, so a deeply nested or part-heavy message costs
time quadratic in its size. This scan mirrors the feedparser's view of structure (the same line
endings, the same header-line test, the same boundary-line test, the same reading of
Content-Type through ``policy.default``) in one linear pass with a dict of open boundaries, and
returns input that is safe to hand to the stdlib: cut where a structural limit is first
exceeded, with oversized header fields and sections removed.

The scan only has to be conservative: where it counts more structure than the stdlib would
(consecutive boundary lines, for instance), the message is cut earlier; it must never count
less.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from email import policy
from email.parser import BytesHeaderParser

from pylota.core.mime.limits import ParseLimits

_EOL = re.compile(rb"\r\n|\r|\n")
_NOT_FOUND = 1 << 62
# email.feedparser.headerRE, on bytes.
_HEADER_LINE = re.compile(rb"From |[\x21-\x39\x3b-\x7e]*:|[\t ]")
_MAX_REPAIRED_CLOSES = 8
_FIELD_LINE = re.compile(rb"[\x21-\x39\x3b-\x7e]+:")
_SPACED_NAME = re.compile(rb"([\x21-\x39\x3b-\x7e]+)[ \t]+:")
_CONTENT_TYPE_LINE = re.compile(rb"content-type[ \t]*:", re.IGNORECASE)
_CONTENT_FIELD = re.compile(rb"content-[a-z-]*[ \t]*:", re.IGNORECASE)
_CONTENT_FIELD_MAX = 32 * 1024
_TOKEN = rb"[!#$%&'*+.^_`|~0-9A-Za-z-]+"
_SIMPLE_CONTENT_TYPE = re.compile(
    rb"content-type[ \t]*:\s*(" + _TOKEN + rb"/" + _TOKEN + rb")\s*(?:;|$)", re.IGNORECASE
)
_NOT_SIMPLE = re.compile(rb"[()\\*\x80-\xff]|=\?")
_SIMPLE_BOUNDARY = re.compile(rb';\s*boundary\s*=\s*(?:"([^"\\\r\n]*)"|([^\s;"]+))', re.IGNORECASE)

_HEADER_PARSER = BytesHeaderParser(policy=policy.default)


@dataclass
class PrescanResult:
    data: bytes
    truncated: bool = False
    defects: list[str] = field(default_factory=list)
    parts: int = 0
    max_depth_seen: int = 0


@dataclass
class _Frame:
    boundary: bytes
    depth: int
    # Children of multipart/digest default to message/rfc822 (RFC 2046 5.1.5); the stdlib
    # follows that, so a digest child without Content-Type nests a whole message.
    digest: bool = False


class _Scanner:
    def __init__(self, data: bytes, limits: ParseLimits) -> None:
        self.data = data
        self.n = len(data)
        self.limits = limits
        self.frames: list[_Frame] = []
        self.open: dict[bytes, list[int]] = {}
        self.cuts: list[tuple[int, int]] = []
        self.reused: set[bytes] = set()
        self.repaired_closes = 0
        self.stop_at: int | None = None
        self.defects: list[str] = []
        self.parts = 0
        self.max_depth_seen = 0
        self._next_lf = -1
        self._next_cr = -1

    # -- helpers ---------------------------------------------------------------------------

    def line(self, pos: int) -> tuple[bytes, int]:
        """The line starting at pos without its ending, and the position after the ending."""
        m = _EOL.search(self.data, pos)
        if m is None:
            return self.data[pos:], self.n
        return self.data[pos : m.start()], m.end()

    def boundary_match(self, line: bytes) -> tuple[int, bool] | None:
        """(frame index, is_close) when the line is a delimiter of an open multipart."""
        if not self.open or not line.startswith(b"--"):
            return None
        stripped = line.rstrip(b" \t")[2:]
        best: tuple[int, bool] | None = None
        owners = self.open.get(stripped)
        if owners:
            best = (owners[-1], False)
        if stripped.endswith(b"--"):
            owners = self.open.get(stripped[:-2])
            if owners and (best is None or owners[-1] > best[0]):
                best = (owners[-1], True)
        return best

    def push(self, boundary: bytes, depth: int, *, digest: bool) -> None:
        if boundary in self.open:
            # A nested multipart reusing an ancestor's boundary (some generators do): the
            # first closing line would end the outer one too and lose what follows.
            self.reused.add(boundary)
            if "multipart:boundary-reused" not in self.defects:
                self.defects.append("multipart:boundary-reused")
        self.frames.append(_Frame(boundary, depth, digest))
        self.open.setdefault(boundary, []).append(len(self.frames) - 1)

    def pop_to(self, size: int) -> None:
        while len(self.frames) > size:
            frame = self.frames.pop()
            owners = self.open[frame.boundary]
            owners.pop()
            if not owners:
                del self.open[frame.boundary]

    def cut(self, start: int, end: int) -> None:
        if end <= start:
            return
        if self.cuts and self.cuts[-1][1] == start:
            self.cuts[-1] = (self.cuts[-1][0], end)
        else:
            self.cuts.append((start, end))

    def limit(self, name: str) -> None:
        defect = f"limit:{name}"
        if defect not in self.defects:
            self.defects.append(defect)

    # -- the scan --------------------------------------------------------------------------

    def run(self) -> None:
        # (position, depth, default content type) of the next entity
        pending: tuple[int, int, str] | None = (0, 0, "text/plain")
        pos = 0
        while True:
            if pending is not None:
                pos, depth, default_type = pending
                pending = None
                if depth > self.limits.max_depth:
                    self.limit("max_depth")
                    self.stop_at = pos
                    return
                self.parts += 1
                if self.parts > self.limits.max_parts:
                    self.limit("max_parts")
                    self.stop_at = pos
                    return
                self.max_depth_seen = max(self.max_depth_seen, depth)
                content_type, boundary, pos, ended = self.headers(pos, default_type)
                if not ended:
                    maintype = content_type.split("/", 1)[0]
                    if content_type == "message/delivery-status":
                        pos = self.delivery_status(pos)
                        if self.stop_at is not None:
                            return
                    elif maintype == "message":
                        pending = (pos, depth + 1, "text/plain")
                        continue
                    elif maintype == "multipart" and boundary is not None:
                        self.push(boundary, depth, digest=content_type == "multipart/digest")
            found = self.next_delimiter(pos)
            if found is None:
                return
            index, is_close, start, after = found
            if is_close and self.premature_close(index, start, after):
                pos = after  # cut: the scan goes on as the stdlib will, past the line
                continue
            self.pop_to(index + 1)
            pos = after
            if is_close:
                self.pop_to(index)
            else:
                frame = self.frames[index]
                child_default = "message/rfc822" if frame.digest else "text/plain"
                pending = (after, frame.depth + 1, child_default)

    def premature_close(self, index: int, start: int, after: int) -> bool:
        """Cut a closing line of a reused boundary when another part of it follows: what
        comes after is still the message's (a bounded number of times per message)."""
        boundary = self.frames[index].boundary
        if boundary not in self.reused or self.repaired_closes >= _MAX_REPAIRED_CLOSES:
            return False
        opening = re.compile(rb"(?:\r\n|\r|\n)--" + re.escape(boundary) + rb"[ \t]*(?:\r\n|\r|\n)")
        if opening.search(self.data, after - 2 if after >= 2 else after) is None:
            return False
        self.repaired_closes += 1
        self.cut(start, after)
        return True

    def next_delimiter(self, pos: int) -> tuple[int, bool, int, int] | None:
        """Find the next delimiter line of any open multipart at or after a line start."""
        if not self.frames:
            return None
        start = pos
        while start < self.n:
            line, after = self.line(start)
            found = self.boundary_match(line)
            if found is not None:
                return found[0], found[1], start, after
            nxt = self.next_dash_line(after - 1 if after > start else start)
            if nxt < 0:
                return None
            start = nxt
        return None

    def next_dash_line(self, pos: int) -> int:
        """Start of the next line beginning with "--" after the line ending at/after pos.

        Two cached ``bytes.find`` scans (LF and CR endings; CRLF is found by the LF scan) are
        several times faster than a regex over large base64 bodies.
        """
        if self._next_lf < pos:
            self._next_lf = self._find(b"\n--", pos)
        if self._next_cr < pos:
            self._next_cr = self._find(b"\r--", pos)
        best = min(self._next_lf, self._next_cr)
        return -1 if best == _NOT_FOUND else best + 1

    def _find(self, needle: bytes, pos: int) -> int:
        found = self.data.find(needle, pos)
        return _NOT_FOUND if found < 0 else found

    def headers(self, pos: int, default_type: str) -> tuple[str, bytes | None, int, bool]:
        """Scan one header section; return content type, boundary, body start, ended-by-eof."""
        limits = self.limits
        section_start = pos
        fields = 0
        content_type_field: bytes | None = None
        field_start: int | None = None
        field_keep = True

        def close_field(end: int) -> None:
            nonlocal content_type_field, field_keep
            if field_start is None:
                return
            if not field_keep:
                self.cut(field_start, end)
                return
            if end - field_start > limits.max_header_field_bytes:
                self.limit("max_header_field_bytes")
                self.cut(field_start, end)
                return
            if end - field_start > _CONTENT_FIELD_MAX and _CONTENT_FIELD.match(
                self.data, field_start, field_start + 64
            ):
                # The stdlib's parameter parser reads Content-* fields; keep them small.
                self.limit("content_field_bytes")
                self.cut(field_start, end)
                return
            if content_type_field is None and _CONTENT_TYPE_LINE.match(
                self.data, field_start, min(end, field_start + 64)
            ):
                content_type_field = self.data[field_start:end]

        while pos < self.n:
            line, after = self.line(pos)
            if self.boundary_match(line) is not None:
                close_field(pos)
                return "", None, pos, True
            if not line:
                close_field(pos)
                pos = after
                break
            if not _HEADER_LINE.match(line):
                if not fields or not self.repair_header_line(line, pos, after, close_field):
                    close_field(pos)
                    break
                if self.cuts and self.cuts[-1] == (pos, after):
                    pos = after  # the line was dropped
                    continue
            if line[:1] not in (b" ", b"\t"):
                close_field(pos)
                fields += 1
                field_start = pos
                field_keep = True
                if fields > limits.max_headers:
                    self.limit("max_headers")
                    field_keep = False
                elif after - section_start > limits.max_header_bytes:
                    self.limit("max_header_bytes")
                    field_keep = False
            elif field_start is None:
                # A continuation line before any field: the stdlib records a defect and drops it.
                field_start = pos
                field_keep = True
            pos = after
        else:
            close_field(pos)
        if content_type_field is None:
            return default_type, None, pos, False
        content_type, boundary = self._content_type_and_boundary(content_type_field)
        return content_type, boundary, pos, False

    def repair_header_line(self, line: bytes, pos: int, after: int, close_field) -> bool:
        """A bad line inside a header block, with more fields after it: mail clients repair
        a space before the colon (``Fro : x``) and skip a line without one, rather than end
        the headers there. True when the line was repaired (its space cut) or dropped."""
        following, _ = self.line(after)
        spaced = _SPACED_NAME.match(line) if len(line) < 1000 else None
        if spaced is None and not _FIELD_LINE.match(following):
            return False
        if "header:malformed-line" not in self.defects:
            self.defects.append("header:malformed-line")
        close_field(pos)
        if spaced is not None:
            self.cut(pos + spaced.end(1), pos + spaced.end() - 1)
        else:
            self.cut(pos, after)
        return True

    def delivery_status(self, pos: int) -> int:
        """Count blank-line separated blocks; drop Content-Type fields that would nest."""
        blocks = 1
        self.parts += 1
        in_content_type = False
        while pos < self.n:
            line, after = self.line(pos)
            if self.boundary_match(line) is not None:
                return pos
            if in_content_type and line[:1] in (b" ", b"\t"):
                self.cut(pos, after)
                pos = after
                continue
            in_content_type = False
            if _CONTENT_TYPE_LINE.match(line):
                # Real status fields never carry a Content-Type; inside a delivery-status body
                # one would make the stdlib nest another entity per block.
                in_content_type = True
                if "prescan:content-type-in-delivery-status" not in self.defects:
                    self.defects.append("prescan:content-type-in-delivery-status")
                self.cut(pos, after)
            elif not line:
                blocks += 1
                self.parts += 1
                if self.parts > self.limits.max_parts:
                    self.limit("max_parts")
                    self.stop_at = pos
                    return pos
            pos = after
        return pos

    @staticmethod
    def _content_type_and_boundary(field_bytes: bytes) -> tuple[str, bytes | None]:
        simple = None
        if not _NOT_SIMPLE.search(field_bytes):
            simple = _SIMPLE_CONTENT_TYPE.match(field_bytes)
        if simple and field_bytes.lower().count(b"boundary") <= 1:
            # The common shape, read without the header parser; anything unusual (comments,
            # RFC 2231, escapes, 8-bit) goes the stdlib way below.
            content_type = simple.group(1).decode().lower()
            if not content_type.startswith("multipart/"):
                return content_type, None
            found = _SIMPLE_BOUNDARY.search(field_bytes)
            if found:
                value = found.group(1) if found.group(1) is not None else found.group(2)
                return content_type, value.rstrip()
            if b"boundary" not in field_bytes.lower():
                return content_type, None
        try:
            msg = _HEADER_PARSER.parsebytes(field_bytes + b"\n")
            content_type = msg.get_content_type()
            if not content_type.startswith("multipart/"):
                return content_type, None
            boundary = msg.get_boundary()
        except Exception:
            # The stdlib would fail the same way; the real parse records the defect.
            return "text/plain", None
        if boundary is None:
            return content_type, None
        try:
            return content_type, boundary.encode("ascii", "surrogateescape")
        except UnicodeEncodeError:
            # A boundary with real non-ASCII characters can never match a line the stdlib
            # reads (it decodes lines as ASCII with surrogates), so it opens nothing.
            return content_type, None


def _line_limit_offset(data: bytes, limit: int) -> int:
    """The largest prefix length holding at most ``limit`` CR and LF bytes (binary search over
    C-speed counts; only hostile input gets here)."""
    low, high = 0, len(data)
    while low < high:
        mid = (low + high + 1) // 2
        if data.count(b"\n", 0, mid) + data.count(b"\r", 0, mid) <= limit:
            low = mid
        else:
            high = mid - 1
    return low


def prescan(raw: bytes, limits: ParseLimits) -> PrescanResult:
    defects: list[str] = []
    truncated = False
    data = raw
    if len(data) > limits.max_input_bytes:
        data = data[: limits.max_input_bytes]
        defects.append("limit:max_input_bytes")
        truncated = True
    if data.count(b"\n") + data.count(b"\r") > limits.max_line_endings:
        data = data[: _line_limit_offset(data, limits.max_line_endings)]
        defects.append("limit:max_line_endings")
        truncated = True
    scanner = _Scanner(data, limits)
    scanner.run()
    defects.extend(scanner.defects)
    end = scanner.n if scanner.stop_at is None else scanner.stop_at
    if scanner.stop_at is not None:
        truncated = True
    if any(d.startswith("limit:") for d in scanner.defects):
        truncated = True
    if scanner.cuts or end < scanner.n:
        pieces: list[bytes] = []
        last = 0
        for start, stop in scanner.cuts:
            if start >= end:
                break
            pieces.append(data[last:start])
            last = min(stop, end)
        pieces.append(data[last:end])
        data = b"".join(pieces)
    return PrescanResult(
        data=data,
        truncated=truncated,
        defects=defects,
        parts=scanner.parts,
        max_depth_seen=scanner.max_depth_seen,
    )
