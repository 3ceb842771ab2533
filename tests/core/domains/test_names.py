"""Which names can be claimed, and their normal form."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pylota.core.domains.names import DomainNameError, is_within, normalize_domain


@pytest.mark.parametrize(
    ("name", "normal"),
    [
        ("Example.COM.", "example.com"),
        (" mail.example.co.uk ", "mail.example.co.uk"),
        ("bücher.de", "xn--bcher-kva.de"),
    ],
)
def test_it_normalises_to_a_lower_case_a_label(name, normal):
    assert normalize_domain(name) == normal


@pytest.mark.parametrize(
    "name",
    ["", "com", "co.uk", "1.2.3.4", "user@example.com", "example..com", "-x.example.com", "a.123"],
)
def test_it_refuses_what_cannot_be_a_tenant_domain(name):
    with pytest.raises(DomainNameError):
        normalize_domain(name)


@given(st.text(max_size=80))
def test_it_either_refuses_or_returns_a_stable_ascii_name(text):
    try:
        normal = normalize_domain(text)
    except DomainNameError:
        return
    assert normal.isascii()
    assert normal == normal.lower()
    assert normalize_domain(normal) == normal


def test_is_within():
    assert is_within("mail.example.com", "example.com")
    assert is_within("example.com", "example.com")
    assert not is_within("badexample.com", "example.com")
