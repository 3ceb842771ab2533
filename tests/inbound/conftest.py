from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest

from tests.conftest import Api, World
from tests.factories import IdentityFactory
from tests.inbound.helpers import Mailbox, RunningServer, running_smtp


@pytest.fixture
def start_smtp(transactional_db, media: Path) -> Iterator[Callable[..., RunningServer]]:
    """Start SMTP servers on free loopback ports; they stop when the test ends."""
    with ExitStack() as stack:
        yield lambda **options: stack.enter_context(running_smtp(**options))


@pytest.fixture
def smtp_server(start_smtp: Callable[..., RunningServer]) -> RunningServer:
    return start_smtp()


@pytest.fixture
def mailbox(world: World) -> Mailbox:
    identity = IdentityFactory(tenant=world.tenant, primary="inbox")
    return Mailbox(
        identity=identity, address=identity.primary.address, api=Api(world.tenant_key.secret)
    )


@pytest.fixture
def make_mailbox(world: World) -> Callable[[str], Mailbox]:
    def make(local_part: str) -> Mailbox:
        identity = IdentityFactory(tenant=world.tenant, primary=local_part)
        return Mailbox(
            identity=identity, address=identity.primary.address, api=Api(world.tenant_key.secret)
        )

    return make
