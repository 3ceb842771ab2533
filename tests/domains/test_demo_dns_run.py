"""``PM_DEMO_DNS=1 make run``: the supervisor also runs ``manage.py dns_serve`` on a loopback
port and points the product's resolver at it for that run; without the opt-in, ``make run``
is unchanged. The opt-in is run for real through the supervisor (its one extra process, not
the whole stack) and asked over DNS, with the resolver the product builds from the settings
the run gives it."""

from __future__ import annotations

import io
import os
import socket
import threading
import time
from pathlib import Path

import pytest

from apps.domains.services.records import dns_lookup
from pylota.core.domains.dns import DnsLookup, DnsUnavailable
from pylota.run import ROOT, Supervisor, demo_dns, parse_procfile

PROCFILE = parse_procfile((ROOT / "Procfile").read_text())


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize("value", [None, "", "0", "no"])
def test_make_run_without_the_opt_in_is_unchanged(value):
    env = {"PATH": "/usr/bin"} if value is None else {"PATH": "/usr/bin", "PM_DEMO_DNS": value}
    before = dict(env)
    assert demo_dns(PROCFILE, env) == PROCFILE
    assert env == before
    assert "dns" not in {name for name, _ in PROCFILE}


def test_the_opt_in_adds_dns_serve_and_points_the_resolver_at_it():
    env = {"PM_DEMO_DNS": "1", "PM_DNS_NAMESERVERS": "9.9.9.9"}
    entries = demo_dns(PROCFILE, env)
    assert entries[:-1] == PROCFILE
    assert entries[-1] == (
        "dns",
        ".venv/bin/python manage.py dns_serve --host 127.0.0.1 --port 5353",
    )
    assert (env["PM_DNS_NAMESERVERS"], env["PM_DNS_PORT"]) == ("127.0.0.1", "5353")


def test_a_bad_port_is_refused():
    with pytest.raises(ValueError, match="PM_DEMO_DNS_PORT"):
        demo_dns(PROCFILE, {"PM_DEMO_DNS": "true", "PM_DEMO_DNS_PORT": "53x"})


def _answer(lookup: DnsLookup, name: str) -> list[str] | None:
    try:
        return lookup(name, "TXT")
    except DnsUnavailable:
        return None


def test_the_supervised_dns_serve_answers_the_products_resolver(tmp_path: Path, settings):
    port = _free_port()
    zone = tmp_path / "zone with space.txt"
    zone.write_text('demo.theircompany.test. 300 IN TXT "pylota-verification=abc"\n')
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "PYTHONUNBUFFERED": "1",
        "PM_DEMO_DNS": "1",
        "PM_DEMO_DNS_PORT": str(port),
        "PM_DEMO_DNS_FILE": str(zone),
    }
    # Only the process the opt-in adds: the Procfile's others are not this test's subject.
    entries = [entry for entry in demo_dns(PROCFILE, env) if entry[0] == "dns"]
    out = io.StringIO()
    supervisor = Supervisor(entries, env=env, cwd=ROOT, out=out, stop_seconds=5)
    runner = threading.Thread(target=supervisor.run, daemon=True)
    runner.start()
    try:
        # The product's own resolver, built from the settings this run's environment sets.
        settings.PM_DNS_NAMESERVERS = env["PM_DNS_NAMESERVERS"].split(",")
        settings.PM_DNS_PORT = int(env["PM_DNS_PORT"])
        settings.PM_DNS_TIMEOUT_SECONDS = 1
        lookup = dns_lookup()
        answer = None
        for _ in range(120):  # until the process has started (Django setup), not a timing
            answer = _answer(lookup, "demo.theircompany.test")
            if answer is not None or not runner.is_alive():
                break
            time.sleep(0.25)
        assert answer == ["pylota-verification=abc"], out.getvalue()
        # The file is read again when it changes: what a person pastes is served at once.
        zone.write_text(zone.read_text() + 'demo.theircompany.test. 300 IN TXT "v=spf1 -all"\n')
        assert sorted(_answer(lookup, "demo.theircompany.test") or []) == [
            "pylota-verification=abc",
            "v=spf1 -all",
        ]
    finally:
        supervisor.request_stop(15)
        runner.join(timeout=30)
    assert "dns started" in out.getvalue()
    assert "dns stopped" in out.getvalue()
