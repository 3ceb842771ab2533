"""S/MIME and PGP shapes. Signatures and ciphertexts are stand-in bytes: the parser only has
to keep reading the signed body and to keep the cryptographic parts as attachments."""

from __future__ import annotations

import base64

from tests.corpus_gen.build import Part, addr, attachment, blob, message, multi, text_part
from tests.corpus_gen.common import (
    AGENTS,
    PEOPLE,
    Sample,
    Samples,
    date_for,
    msgid,
    paragraph,
    rng_for,
)


def _top(rng, sender, subject):  # type: ignore[no-untyped-def]
    return [
        ("From", addr(sender.name, sender.email)),
        ("To", AGENTS[0].email),
        ("Subject", subject),
        ("Date", date_for(rng)),
        ("Message-ID", msgid(rng, "secure.example")),
        ("MIME-Version", "1.0"),
    ]


def _fake_der(seed: int, size: int = 600) -> bytes:
    # A DER SEQUENCE header followed by filler: looks like PKCS#7 to a sniffer, nothing more.
    return (
        b"\x30\x82"
        + size.to_bytes(2, "big")
        + b"\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x07\x02"
        + blob(size, seed)
    )


def smime() -> Samples:
    for i in range(8):
        rng = rng_for(f"smime-{i}")
        sender = PEOPLE[i]
        text = f"Hello,\n\n{paragraph(rng, 2)}\n\n{sender.name}\n"
        if i < 5:
            content: Part = text_part(text)
            if i % 2:
                content = multi(
                    "alternative",
                    [text_part(text), text_part(f"<p>{text}</p>", "html")],
                    f"smime_alt_{i}",
                )
            if i == 4:
                content = multi(
                    "mixed",
                    [text_part(text), attachment(b"col1,col2\r\n1,2\r\n", "text/csv", "data.csv")],
                    f"smime_mix_{i}",
                )
            sig = Part(
                [
                    (
                        "Content-Type",
                        f'application/{"x-" if i % 2 else ""}pkcs7-signature; name="smime.p7s"',
                    ),
                    ("Content-Transfer-Encoding", "base64"),
                    ("Content-Disposition", 'attachment; filename="smime.p7s"'),
                    ("Content-Description", "S/MIME Cryptographic Signature"),
                ],
                base64.encodebytes(_fake_der(i)),
            )
            root = multi(
                "signed",
                [content, sig],
                f"----=_smime_signed_{i}",
                f'; protocol="application/{"x-" if i % 2 else ""}pkcs7-signature"; micalg=sha-256',
            )
            subject = f"Signed: contract {i}"
        else:
            # Opaque signed or enveloped: nothing readable without the key.
            smime_type = "enveloped-data" if i != 6 else "signed-data"
            root = Part(
                [
                    (
                        "Content-Type",
                        f'application/pkcs7-mime; smime-type={smime_type}; name="smime.p7m"',
                    ),
                    ("Content-Transfer-Encoding", "base64"),
                    ("Content-Disposition", 'attachment; filename="smime.p7m"'),
                ],
                base64.encodebytes(_fake_der(i, 900)),
            )
            subject = f"Encrypted message {i}"
        yield Sample("smime", f"smime-{i:02d}", message(_top(rng, sender, subject), root))


_ARMOR_SIG = (
    "-----BEGIN PGP SIGNATURE-----\n\niQEzBAEBCAAdFiEE"
    + "A" * 40
    + "\n=abcd\n-----END PGP SIGNATURE-----\n"
)
_ARMOR_MSG = (
    "-----BEGIN PGP MESSAGE-----\n\nhQEMA"
    + "B" * 60
    + "\n"
    + "C" * 64
    + "\n=wxyz\n-----END PGP MESSAGE-----\n"
)


def pgp() -> Samples:
    for i in range(8):
        rng = rng_for(f"pgp-{i}")
        sender = PEOPLE[i + 5]
        text = f"Hi,\n\n{paragraph(rng, 2)}\n\n-- \n{sender.name}\n"
        if i < 3:
            root = multi(
                "signed",
                [
                    text_part(text, cte="quoted-printable"),
                    Part(
                        [
                            ("Content-Type", 'application/pgp-signature; name="signature.asc"'),
                            ("Content-Description", "OpenPGP digital signature"),
                            ("Content-Disposition", 'attachment; filename="signature.asc"'),
                        ],
                        _ARMOR_SIG.encode(),
                    ),
                ],
                f"pgp_signed_{i}",
                '; micalg=pgp-sha256; protocol="application/pgp-signature"',
            )
            subject = f"Signed update {i}"
        elif i < 5:
            root = multi(
                "encrypted",
                [
                    Part(
                        [
                            ("Content-Type", "application/pgp-encrypted"),
                            ("Content-Description", "PGP/MIME version identification"),
                        ],
                        b"Version: 1\n",
                    ),
                    Part(
                        [
                            ("Content-Type", 'application/octet-stream; name="encrypted.asc"'),
                            ("Content-Description", "OpenPGP encrypted message"),
                            ("Content-Disposition", 'inline; filename="encrypted.asc"'),
                        ],
                        _ARMOR_MSG.encode(),
                    ),
                ],
                f"pgp_encrypted_{i}",
                '; protocol="application/pgp-encrypted"',
            )
            subject = "..." if i == 3 else f"Encrypted {i}"
        elif i < 7:
            signed = f"-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n{text}\n{_ARMOR_SIG}"
            root = text_part(
                signed,
                charset="us-ascii" if signed.isascii() else "utf-8",
                cte="7bit" if signed.isascii() else "8bit",
            )
            subject = f"Inline signed {i}"
        else:
            root = text_part(_ARMOR_MSG, charset="us-ascii", cte="7bit")
            subject = "Inline encrypted"
        yield Sample("pgp", f"pgp-{i:02d}", message(_top(rng, sender, subject), root))
