"""The end-to-end probe over real SMTP on loopback: DNS names the MX, the probe goes there,
and it must arrive in our inbound pipeline."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from aiosmtpd.controller import Controller

from apps.domains import services
from apps.domains.models import Domain
from apps.identities import selectors as identity_selectors
from apps.identities import services as identity_services
from apps.inbound.models import InboundMessage
from pylota.core.errors import AppError
from tests.domains.conftest import ACTOR
from tests.domains.dns import DomainZone
from tests.factories import DomainFactory
from tests.inbound.helpers import RunningServer
from tests.trust.dnsserver import _free_port

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def active_domain(zone: DomainZone) -> Domain:
    domain = DomainFactory(state=Domain.State.ACTIVE)
    zone.mx(domain.name, f"mx.{domain.name}")
    zone.add(f"mx.{domain.name}", "A", "127.0.0.1")
    return domain


def test_the_probe_reaches_our_pipeline_through_the_mx(
    active_domain, start_smtp: Callable[..., RunningServer], settings
):
    server = start_smtp()
    settings.PM_DOMAIN_PROBE_PORT = server.port
    check = services.domain_probe(actor=ACTOR, domain=active_domain)
    probe = check.results["probe"]
    assert probe["arrived"], probe
    assert check.ok
    assert probe["mx_host"] == f"mx.{active_domain.name}"
    staged = InboundMessage.objects.get(pk=probe["inbound_id"])
    system = identity_selectors.primary_address(identity_services.system_identity())
    assert staged.recipients == [system]


class _Accepting:
    async def handle_DATA(self, server, session, envelope):
        return "250 OK"


@pytest.fixture
def foreign_smtp() -> Iterator[int]:
    """Another provider's mail server: takes everything, knows nothing of us."""
    port = _free_port()
    controller = Controller(_Accepting(), hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield port
    finally:
        controller.stop()


def test_a_probe_through_another_providers_mx_fails(active_domain, foreign_smtp, settings):
    settings.PM_DOMAIN_PROBE_PORT = foreign_smtp
    check = services.domain_probe(actor=ACTOR, domain=active_domain)
    assert not check.ok
    assert (
        check.results["probe"]["detail"] == "the MX took the message but is not one of our servers"
    )


def test_a_probe_without_an_mx_fails_with_the_reason(zone):
    domain = DomainFactory(state=Domain.State.ACTIVE)
    check = services.domain_probe(actor=ACTOR, domain=domain)
    assert not check.ok
    assert check.results["probe"]["detail"] == "the domain has no MX record"


def test_a_probe_to_a_closed_port_fails(active_domain, settings):
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        settings.PM_DOMAIN_PROBE_PORT = sock.getsockname()[1]  # bound, never listening
    check = services.domain_probe(actor=ACTOR, domain=active_domain)
    assert not check.ok
    assert "could not talk SMTP" in check.results["probe"]["detail"]


def test_no_probe_before_the_records_or_for_send_only(zone):
    for domain in (
        DomainFactory(state=Domain.State.PENDING_OWNERSHIP),
        DomainFactory(state=Domain.State.ACTIVE, method=Domain.Method.SEND_ONLY),
    ):
        with pytest.raises(AppError) as refused:
            services.domain_probe(actor=ACTOR, domain=domain)
        assert refused.value.code == "domain_state_invalid"
