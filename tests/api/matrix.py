"""The cross-tenant matrix's vocabulary. Each app's routes are declared in
``tests/api/matrix_<app>.py`` as ``ENTRIES = {url_name: [Case, ...]}``; the test collects
every such module, so a new app adds its own file rather than editing a shared one."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from tests.conftest import World


@dataclass
class Case:
    method: str
    path: str  # "{id}" is replaced by the target ID (or a missing one)
    owner: str  # attribute of World holding the owner's key
    target: Callable[[World], str] | None = None  # builds the owner's object, returns its ID
    body: Callable[[str], dict] = field(default=lambda target_id: {})
    id_in_body: bool = False  # collection routes that name the target in the body
    foreign: tuple[str, ...] = ("other_tenant_key", "other_partner_key")
    owner_sees_id: bool = True  # the owner's answer mentions the target (not raw bytes, …)
