"""The SMTP server fixtures of the inbound tests, for the address lifecycle over SMTP."""

from tests.inbound.conftest import start_smtp  # noqa: F401
