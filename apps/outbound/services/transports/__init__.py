"""Transports: one base class (``base.Transport``) and one module per way out.

``transport_name_for(address)`` routes a recipient; ``get_transport(name)`` builds one.
Routing: our own platform addresses → ``loopback`` (the inbound pipeline); the simulator's
domain → ``simulator`` when enabled; everything else → ``PM_SEND_TRANSPORT``.
"""

from __future__ import annotations

from django.conf import settings

from apps.outbound.services.credentials import transport_credential_get
from apps.outbound.services.transports.base import (
    Envelope,
    Outcome,
    RecipientResult,
    Transport,
    all_with,
)
from apps.outbound.services.transports.loopback import LoopbackTransport
from apps.outbound.services.transports.simulator import SimulatorTransport
from apps.outbound.services.transports.smtp_relay import RelayConfig, SmtpRelayTransport

NONE = "none"


def transport_name_for(address: str) -> str:
    domain = address.rpartition("@")[2].lower().rstrip(".")
    if settings.PM_SIMULATOR_ENABLED and domain == settings.PM_SIMULATOR_DOMAIN:
        return "simulator"
    if settings.PM_SEND_LOOPBACK and domain == settings.PM_PLATFORM_DOMAIN.lower():
        return "loopback"
    return settings.PM_SEND_TRANSPORT


class _NoTransport(Transport):
    name = NONE

    def send(self, envelope: Envelope) -> list[RecipientResult]:
        return all_with(
            envelope,
            Outcome.FAILED,
            "no transport is configured for this destination (PM_SEND_TRANSPORT)",
            reason="transport_not_configured",
        )


_overrides: dict[str, Transport] = {}


def override_transport(name: str, transport: Transport | None) -> None:
    """Tests and benchmarks: make ``get_transport(name)`` answer this instance."""
    if transport is None:
        _overrides.pop(name, None)
    else:
        _overrides[name] = transport


def get_transport(name: str) -> Transport:
    if name in _overrides:
        return _overrides[name]
    if name == "simulator":
        return SimulatorTransport()
    if name == "loopback":
        return LoopbackTransport()
    if name == "smtp_relay":
        username, password = transport_credential_get("smtp_relay")
        return SmtpRelayTransport(
            RelayConfig(
                host=settings.PM_SMTP_RELAY_HOST or "",
                port=settings.PM_SMTP_RELAY_PORT,
                starttls=settings.PM_SMTP_RELAY_STARTTLS,
                implicit_tls=settings.PM_SMTP_RELAY_IMPLICIT_TLS,
                username=username,
                password=password,
                timeout=float(settings.PM_SMTP_RELAY_TIMEOUT_SECONDS),
                verify_tls=settings.PM_SMTP_RELAY_VERIFY_TLS,
                ca_file=settings.PM_SMTP_RELAY_CA_FILE,
                local_hostname=settings.PM_SMTP_HOSTNAME,
            )
        )
    if name == "ses":
        # boto3 and botocore load only where SES is the transport (about 0.3 s per process).
        import boto3

        from apps.outbound.services.transports.ses import SesTransport

        key_id, secret = transport_credential_get("ses")
        credentials = (
            {"aws_access_key_id": key_id, "aws_secret_access_key": secret} if key_id else {}
        )
        client = boto3.client("sesv2", region_name=settings.PM_SES_REGION, **credentials)
        return SesTransport(client, configuration_set=settings.PM_SES_CONFIGURATION_SET)
    return _NoTransport()


__all__ = [
    "Envelope",
    "Outcome",
    "RecipientResult",
    "Transport",
    "get_transport",
    "override_transport",
    "transport_name_for",
]
