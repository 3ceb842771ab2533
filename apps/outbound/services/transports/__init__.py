"""Transports: one base class (``base.Transport``) and one module per way out.

``transport_name_for(address)`` routes a recipient; ``get_transport(name)`` builds one.
Routing: our own platform addresses, and addresses on a tenant domain we receive for
(active or failing), → ``loopback`` (the inbound pipeline); the simulator's domain →
``simulator`` when enabled; everything else → ``PM_SEND_TRANSPORT``, or the transport the
sender's own domain names (``transport_for_route``: its smarthost or SES account).
"""

from __future__ import annotations

from django.conf import settings

from apps.outbound.services import domain_routes
from apps.outbound.services.credentials import transport_credential_by_id, transport_credential_get
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
    if settings.PM_SEND_LOOPBACK and domain_routes.received_here(address):
        return "loopback"
    return settings.PM_SEND_TRANSPORT


# The transports a tenant domain may name for its own mail (Domain.transport).
DOMAIN_TRANSPORTS = frozenset({"smtp_relay", "ses"})


def transport_name_for_sender(address: str, *, route) -> str:
    """``transport_name_for``, except that a recipient leaving for the outside world goes
    through the transport the sender's domain names (``route``: its send route, or None)."""
    name = transport_name_for(address)
    if route is None or route.fallback or route.transport not in DOMAIN_TRANSPORTS:
        return name
    if name in ("loopback", "simulator"):
        return name
    return route.transport


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


def _pool_options() -> dict:
    return {
        "reuse": settings.PM_SMTP_RELAY_POOL_SIZE > 0,
        "idle_seconds": float(settings.PM_SMTP_RELAY_POOL_IDLE_SECONDS),
        "max_idle": settings.PM_SMTP_RELAY_POOL_SIZE,
    }


def override_transport(name: str, transport: Transport | None) -> None:
    """Tests and benchmarks: make ``get_transport(name)`` answer this instance."""
    if transport is None:
        _overrides.pop(name, None)
    else:
        _overrides[name] = transport


def transport_for_route(name: str, *, route) -> Transport:
    """The transport for recipients of a send From a tenant domain whose route names this
    transport: with the domain's login (its ``credential_id``, a TransportCredential; else
    the platform's for this transport) and its ``options`` (relay host and port, SES region
    and configuration set). The platform's ``get_transport(name)`` otherwise."""
    if name in _overrides:
        return _overrides[name]
    if route is None or route.transport != name:
        return get_transport(name)
    options = getattr(route, "options", None) or {}
    credential = transport_credential_by_id(route.credential_id) if route.credential_id else None
    if credential is None and not options:
        return get_transport(name)
    # Without a login of its own the domain uses the platform's for this transport.
    username, secret = credential or transport_credential_get(name)
    if name == "smtp_relay":
        return SmtpRelayTransport(
            RelayConfig(
                host=options.get("relay_host") or settings.PM_SMTP_RELAY_HOST or "",
                port=int(options.get("relay_port") or settings.PM_SMTP_RELAY_PORT),
                starttls=settings.PM_SMTP_RELAY_STARTTLS,
                implicit_tls=settings.PM_SMTP_RELAY_IMPLICIT_TLS,
                username=username,
                password=secret,
                timeout=float(settings.PM_SMTP_RELAY_TIMEOUT_SECONDS),
                verify_tls=settings.PM_SMTP_RELAY_VERIFY_TLS,
                ca_file=settings.PM_SMTP_RELAY_CA_FILE,
                local_hostname=settings.PM_SMTP_HOSTNAME,
                **_pool_options(),
            )
        )
    import boto3

    from apps.outbound.services.transports.ses import SesTransport

    keys = {"aws_access_key_id": username, "aws_secret_access_key": secret} if username else {}
    client = boto3.client(
        "sesv2", region_name=options.get("region") or settings.PM_SES_REGION, **keys
    )
    return SesTransport(
        client,
        configuration_set=options.get("configuration_set") or settings.PM_SES_CONFIGURATION_SET,
    )


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
                **_pool_options(),
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
    "transport_for_route",
    "transport_name_for",
    "transport_name_for_sender",
]
