"""Mail for the trust tests: keys, a DNS server on loopback, signing and delivery."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from dataclasses import dataclass
from email import policy
from email.message import EmailMessage
from email.utils import formatdate, make_msgid

import dkim
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from nacl.signing import SigningKey

from apps.inbound import services as inbound
from apps.inbound.models import InboundMessage
from tests.factories import IdentityFactory
from tests.trust.dnsserver import Zone, dns_server

SENDER_IP = "192.0.2.10"
FORWARDER_IP = "198.51.100.20"
ATTACKER_IP = "203.0.113.66"
AGENT = "agent@agents.pylota.test"


@dataclass(frozen=True)
class RsaKey:
    private_pem: bytes
    public_b64: str


@pytest.fixture(scope="session")
def rsa_key() -> RsaKey:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.TraditionalOpenSSL,
        serialization.NoEncryption(),
    )
    der = key.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    return RsaKey(pem, base64.b64encode(der).decode())


@pytest.fixture(scope="session")
def ed25519_key() -> tuple[bytes, str]:
    """(private key as dkimpy wants it: base64 of the 32-byte seed, public key base64)."""
    signing = SigningKey.generate()
    return base64.b64encode(bytes(signing)), base64.b64encode(bytes(signing.verify_key)).decode()


@pytest.fixture
def zone(settings, rsa_key, ed25519_key) -> Iterator[Zone]:
    """sender.test publishes SPF, DKIM (RSA s1, ed25519 ed1) and DMARC p=reject;
    lists.forwarder.test is a mailing list that seals ARC; nodmarc.test has SPF only."""
    with dns_server() as (zone, port):
        zone.txt("sender.test", f"v=spf1 ip4:{SENDER_IP} -all")
        zone.txt("s1._domainkey.sender.test", f"v=DKIM1; k=rsa; p={rsa_key.public_b64}")
        zone.txt("ed1._domainkey.sender.test", f"v=DKIM1; k=ed25519; p={ed25519_key[1]}")
        zone.txt("_dmarc.sender.test", "v=DMARC1; p=reject; rua=mailto:d@sender.test")
        zone.txt("soft.test", f"v=spf1 ip4:{SENDER_IP} ~all")
        zone.txt("_dmarc.soft.test", "v=DMARC1; p=none")
        zone.txt("forwarder.test", f"v=spf1 ip4:{FORWARDER_IP} -all")
        zone.txt("arc._domainkey.forwarder.test", f"v=DKIM1; k=rsa; p={rsa_key.public_b64}")
        zone.txt("_dmarc.forwarder.test", "v=DMARC1; p=none")
        zone.txt("nodmarc.test", f"v=spf1 ip4:{SENDER_IP} -all")
        zone.txt("s1._domainkey.nodmarc.test", f"v=DKIM1; k=rsa; p={rsa_key.public_b64}")
        settings.PM_DNS_NAMESERVERS = ["127.0.0.1"]
        settings.PM_DNS_PORT = port
        settings.PM_DNS_TIMEOUT_SECONDS = 2
        yield zone


def compose(
    *,
    sender: str = "alice@sender.test",
    to: str = AGENT,
    subject: str = "Quarterly numbers",
    body: str = "Hi, the numbers are attached in the usual place.\n",
    reply_to: str | None = None,
    html: str | None = None,
    in_reply_to: str | None = None,
) -> bytes:
    msg = EmailMessage(policy=policy.SMTP)
    msg["From"] = f"Alice <{sender}>"
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = formatdate()
    msg["Message-ID"] = make_msgid(domain=sender.rpartition("@")[2])
    if reply_to:
        msg["Reply-To"] = reply_to
    if in_reply_to:
        msg["In-Reply-To"] = in_reply_to
        msg["References"] = in_reply_to
    msg.set_content(body)
    if html:
        msg.add_alternative(html, subtype="html")
    return msg.as_bytes()


def dkim_sign(raw: bytes, key: RsaKey, *, domain: str = "sender.test", selector: str = "s1"):
    headers = [b"from", b"to", b"subject", b"date", b"message-id", b"reply-to"]
    return (
        dkim.sign(raw, selector.encode(), domain.encode(), key.private_pem, include_headers=headers)
        + raw
    )


def deliver(
    raw: bytes,
    *,
    ip: str | None = SENDER_IP,
    mail_from: str = "bounces@sender.test",
    helo: str = "mx.sender.test",
    to: tuple[str, ...] = (AGENT,),
) -> InboundMessage:
    staged = inbound.inbound_accept(
        raw=raw, mail_from=mail_from, recipients=list(to), peer_ip=ip, helo=helo
    )
    inbound.inbound_process(inbound_id=staged.id)
    staged.refresh_from_db()
    return staged


@pytest.fixture
def agent(world):
    return IdentityFactory(tenant=world.tenant, primary="agent")
