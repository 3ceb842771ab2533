"""HTTPS through the SSRF guard: we connect to the checked address, yet TLS sends the URL's
host as SNI and verifies the certificate against it, and Host names it too."""

from __future__ import annotations

import datetime as dt
import ssl
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from pylota.core import ssrf
from pylota.core.webhooks import sender

DEVELOPMENT = ssrf.Policy(allow_private=True)


def _name(common_name: str) -> x509.Name:
    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])


def _certificate(subject, issuer, public_key, signing_key, *, ca: bool, dns: str | None = None):
    now = dt.datetime.now(dt.UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(_name(subject))
        .issuer_name(_name(issuer))
        .public_key(public_key)
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(hours=1))
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    )
    if dns:
        builder = builder.add_extension(
            x509.SubjectAlternativeName([x509.DNSName(dns)]), critical=False
        )
    return builder.sign(signing_key, hashes.SHA256())


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pki")
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca = _certificate("Test CA", "Test CA", ca_key.public_key(), ca_key, ca=True)
    leaf_key = ec.generate_private_key(ec.SECP256R1())
    leaf = _certificate(
        "receiver.test", "Test CA", leaf_key.public_key(), ca_key, ca=False, dns="receiver.test"
    )
    (folder / "leaf.pem").write_bytes(leaf.public_bytes(serialization.Encoding.PEM))
    (folder / "leaf.key").write_bytes(
        leaf_key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return {
        "ca_pem": ca.public_bytes(serialization.Encoding.PEM).decode(),
        "cert": folder / "leaf.pem",
        "key": folder / "leaf.key",
    }


@pytest.fixture
def tls_receiver(pki):
    seen: dict[str, list] = {"sni": [], "host": []}

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", "0")))
            seen["host"].append(self.headers["Host"])
            self.send_response(200)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(pki["cert"], pki["key"])
    context.sni_callback = lambda sock, name, ctx: seen["sni"].append(name)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.daemon = True
    thread.start()
    yield server.server_address[1], seen
    server.shutdown()
    server.server_close()


def _to_loopback(host: str, port: int) -> list[str]:
    return ["127.0.0.1"]


def test_tls_uses_the_urls_host_for_sni_certificate_checks_and_host(pki, tls_receiver):
    port, seen = tls_receiver
    trusting = ssl.create_default_context(cadata=pki["ca_pem"])
    outcome = sender.post(
        f"https://receiver.test:{port}/hooks",
        b"{}",
        {},
        timeout=5,
        policy=DEVELOPMENT,
        resolver=_to_loopback,
        tls_context=trusting,
    )
    assert (outcome.status, outcome.error, outcome.body) == (200, "", b"ok")
    assert seen["sni"] == ["receiver.test"]
    assert seen["host"] == [f"receiver.test:{port}"]


def test_a_certificate_for_another_name_is_a_tls_failure(pki, tls_receiver):
    port, seen = tls_receiver
    trusting = ssl.create_default_context(cadata=pki["ca_pem"])
    outcome = sender.post(
        f"https://impostor.test:{port}/hooks",
        b"{}",
        {},
        timeout=5,
        policy=DEVELOPMENT,
        resolver=_to_loopback,
        tls_context=trusting,
    )
    assert (outcome.status, outcome.error) == (None, "tls_failed")
    assert seen["host"] == []


def test_a_certificate_from_an_unknown_authority_is_a_tls_failure(tls_receiver):
    port, seen = tls_receiver
    outcome = sender.post(
        f"https://receiver.test:{port}/hooks",
        b"{}",
        {},
        timeout=5,
        policy=DEVELOPMENT,
        resolver=_to_loopback,
    )
    assert (outcome.status, outcome.error) == (None, "tls_failed")
    assert seen["host"] == []
