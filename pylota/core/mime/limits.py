"""Resource limits for parsing one message.

Every limit bounds work that an attacker controls: nesting (the stdlib parser recurses and
checks every open boundary on every line), part count, decoded bytes, header volume, and the
size of the bodies handed to the HTML converter and the TNEF decoder. When a limit is hit the
parser keeps what it reached, sets ``truncated`` and records a ``limit:<name>`` defect.
"""

from __future__ import annotations

from dataclasses import dataclass

MIB = 1024 * 1024


@dataclass(frozen=True)
class ParseLimits:
    max_depth: int = 20
    max_parts: int = 500
    max_decoded_bytes: int = 50 * MIB
    max_headers: int = 1000
    # One header section (all fields of one entity, folded lines included).
    max_header_bytes: int = 1 * MIB
    # One header field; longer fields are removed before parsing. Address and unstructured
    # fields above a few KiB take linear code paths (headers.py); Content-* fields, which the
    # stdlib parses itself, have their own lower cap in the prescan.
    max_header_field_bytes: int = 512 * 1024
    # Raw input beyond this is dropped before parsing. SMTP refuses larger mail earlier; this
    # guards callers that parse stored or uploaded messages.
    max_input_bytes: int = 100 * MIB
    # HTML larger than this is not converted to text or sanitised (kept as html_raw only).
    max_html_bytes: int = 8 * MIB
    # Plain text larger than this is cut before reply extraction.
    max_text_bytes: int = 8 * MIB
    max_tnef_bytes: int = 32 * MIB
    # Line endings (CR and LF counted separately, so CRLF counts twice). The stdlib parser
    # keeps one Python string per line: 100 MB of bare newlines would be 100 million objects.
    # A 50 MiB base64 attachment is about 1.4 million CRLF-counted line endings.
    max_line_endings: int = 4_000_000
    max_attachments: int = 500

    def __post_init__(self) -> None:
        for name, value in self.__dict__.items():
            if not isinstance(value, int) or value < 1:
                raise ValueError(f"ParseLimits.{name} must be a positive int, got {value!r}")
