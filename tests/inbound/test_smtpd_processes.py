"""``manage.py smtpd --processes N``: several server processes on one port (SO_REUSEPORT)."""

from __future__ import annotations

import signal
import smtplib
import subprocess
import sys
from pathlib import Path

import pytest

from apps.inbound.models import InboundMessage
from tests.inbound.helpers import make_message
from tests.workers import process_environment

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _smtpd(media: Path, *arguments: str) -> subprocess.Popen:
    env = process_environment({"PM_MEDIA_DIR": str(media), "PYTHONUNBUFFERED": "1"})
    return subprocess.Popen(
        [sys.executable, "manage.py", "smtpd", "--host", "127.0.0.1", *arguments],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip


def _port(process: subprocess.Popen) -> int:
    banner = process.stdout.readline()
    assert banner.startswith("SMTP listening on 127.0.0.1:"), banner
    return int(banner.split()[3].rsplit(":", 1)[1])


def _send(port: int, to: str, subject: str) -> None:
    with smtplib.SMTP("127.0.0.1", port, timeout=60) as client:
        client.sendmail("alice@example.org", [to], make_message(to=to, subject=subject))


def _stop(process: subprocess.Popen) -> int:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            return process.wait(60)
        except subprocess.TimeoutExpired:
            process.kill()
    return process.wait(10)


def test_two_processes_on_one_port_both_accept_mail(mailbox, media):
    first = _smtpd(media, "--port", "0", "--reuse-port")
    second = None
    try:
        port = _port(first)
        _send(port, mailbox.address, "Taken by the first")
        # Without SO_REUSEPORT on both, the second could not bind the port at all.
        second = _smtpd(media, "--port", str(port), "--reuse-port")
        assert _port(second) == port
        assert _stop(first) == 0  # now only the second listens there
        _send(port, mailbox.address, "Taken by the second")
    finally:
        for process in (first, second):
            if process is not None:
                _stop(process)
    assert InboundMessage.objects.count() == 2


def test_processes_option_runs_that_many_servers_and_stops_them_on_sigterm(mailbox, media):
    parent = _smtpd(media, "--port", "0", "--processes", "2")
    try:
        banner = parent.stdout.readline()
        assert "(2 processes, pids " in banner, banner
        port = int(banner.split()[3].rsplit(":", 1)[1])
        pids = [int(pid) for pid in banner.rsplit("pids ", 1)[1].rstrip(")\n").split()]
        assert len(set(pids)) == 2
        for n in range(6):
            _send(port, mailbox.address, f"Shared port {n}")

        parent.send_signal(signal.SIGTERM)
        assert parent.wait(60) == 0
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait(10)
    assert InboundMessage.objects.count() == 6
    for pid in pids:  # the children are gone with the parent
        assert (
            not Path(f"/proc/{pid}").exists() or "zombie" in Path(f"/proc/{pid}/status").read_text()
        )
