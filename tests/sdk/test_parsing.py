"""The SDK's own small parsers: the profile file round-trips whatever a URL or key holds,
and Retry-After is read in both of its forms."""

from __future__ import annotations

import email.utils
import time
import tomllib

from hypothesis import given, settings
from hypothesis import strategies as st
from pylota_mail import config
from pylota_mail._base import parse_retry_after

text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)


@settings(max_examples=300, deadline=None)
@given(
    profiles=st.dictionaries(
        text.filter(bool),
        st.fixed_dictionaries({"url": text, "key": text}, optional={"listen_secret": text}),
        min_size=1,
        max_size=4,
    ),
    default=text,
)
def test_the_profile_file_round_trips_any_values(profiles, default):
    data = {"default_profile": default, "profiles": profiles}
    assert tomllib.loads(config.dump(data)) == data


def test_saved_profiles_merge_and_stay_private(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.delenv("PMAIL_URL", raising=False)
    monkeypatch.delenv("PMAIL_KEY", raising=False)
    monkeypatch.delenv("PMAIL_PROFILE", raising=False)
    config.save_profile("work", url="http://a.example", key="pm_live_a")
    config.save_profile("home", url="http://b.example/", key="pm_live_b")
    config.save_profile("work", listen_secret="whsec_x")
    assert config.resolve().url == "http://a.example"  # the first profile became the default
    assert config.resolve(profile="home").url == "http://b.example"
    assert config.resolve().listen_secret == "whsec_x"
    monkeypatch.setenv("PMAIL_KEY", "pm_live_env")
    assert config.resolve().key == "pm_live_env"
    assert config.resolve(key="pm_live_flag").key == "pm_live_flag"
    assert (tmp_path / "pmail" / "config.toml").stat().st_mode & 0o077 == 0


@given(st.integers(0, 10**6) | st.floats(0, 10**6, allow_nan=False))
def test_retry_after_in_seconds(value):
    assert parse_retry_after(str(value)) == float(str(value))


def test_retry_after_as_a_date_or_nonsense():
    soon = email.utils.formatdate(time.time() + 30, usegmt=True)
    assert 25 <= parse_retry_after(soon) <= 31
    assert parse_retry_after(email.utils.formatdate(time.time() - 30, usegmt=True)) == 0
    assert parse_retry_after("soon") is None
    assert parse_retry_after("") is None
    assert parse_retry_after("-5") == 0
