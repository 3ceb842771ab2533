"""Composition of outgoing mail: pure Python, no Django.

``compose(MessageSpec(...))`` returns a ``ComposedMessage`` (bytes with CRLF line endings,
the Message-ID, the envelope recipients with Bcc, and whether SMTPUTF8 is needed).
``reply_headers`` computes In-Reply-To/References for a reply, ``make_message_id`` mints
Message-IDs that carry a thread token, ``verp_address``/``parse_verp_address`` make and
read signed bounce addresses, and ``pylota.core.compose.dkim`` signs. Refusals raise
``ComposeError`` subclasses that name the field or header. Decisions: ADR 0008.
"""

from pylota.core.compose.addresses import Mailbox, needs_smtputf8, to_ascii_domain
from pylota.core.compose.build import compose
from pylota.core.compose.errors import (
    ComposeError,
    HeaderNotAllowedError,
    HeaderPolicyError,
    InvalidAddressError,
    ReservedHeaderError,
)
from pylota.core.compose.headers import (
    ALLOWED_HEADERS,
    DENIED_X_PREFIXES,
    RESERVED_HEADERS,
    RESERVED_PREFIXES,
    check_custom_header,
)
from pylota.core.compose.message_id import (
    MAX_REFERENCES,
    ThreadHeaders,
    make_message_id,
    reply_headers,
    thread_token_of,
)
from pylota.core.compose.model import AttachmentSpec, ComposedMessage, MessageSpec
from pylota.core.compose.verp import (
    parse_verp_address,
    parse_verp_token,
    verp_address,
    verp_token,
    verp_token_of,
)
from pylota.core.mime.model import Address

__all__ = [
    "ALLOWED_HEADERS",
    "DENIED_X_PREFIXES",
    "MAX_REFERENCES",
    "RESERVED_HEADERS",
    "RESERVED_PREFIXES",
    "Address",
    "AttachmentSpec",
    "ComposeError",
    "ComposedMessage",
    "HeaderNotAllowedError",
    "HeaderPolicyError",
    "InvalidAddressError",
    "Mailbox",
    "MessageSpec",
    "ReservedHeaderError",
    "ThreadHeaders",
    "check_custom_header",
    "compose",
    "make_message_id",
    "needs_smtputf8",
    "parse_verp_address",
    "parse_verp_token",
    "reply_headers",
    "thread_token_of",
    "to_ascii_domain",
    "verp_address",
    "verp_token",
    "verp_token_of",
]
