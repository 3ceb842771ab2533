"""Record generation, the BIND fragment and the SPF lookup counter."""

from __future__ import annotations

import dns.rdatatype
import dns.zone
from hypothesis import given
from hypothesis import strategies as st

from pylota.core.domains import records as r

DKIM = r.DkimPublic("pm20260101abcdr", "v=DKIM1; k=rsa; p=" + "M" * 392)
ED = r.DkimPublic("pm20260101abcde", "v=DKIM1; k=ed25519; p=" + "E" * 44)


def _records(method: str = "dns_records", **kwargs) -> list[r.Record]:
    options = {
        "method": method,
        "ingress_hosts": ["mx1.pylota.test", "mx2.pylota.test"],
        "spf_include": "_spf.pylota.test",
        "dkim_keys": [DKIM, ED],
        "return_path_host": "bounces.pylota.test",
        "dmarc_rua": "dmarc@example.com",
    }
    return r.records_for("Example.COM.", **{**options, **kwargs})


def test_dns_records_cover_mx_spf_dkim_dmarc_and_the_return_path():
    records = _records()
    by_kind = {}
    for record in records:
        by_kind.setdefault(record.kind, []).append(record)
    assert [(x.value, x.priority) for x in by_kind["mx"]] == [
        ("mx1.pylota.test", 10),
        ("mx2.pylota.test", 20),
    ]
    assert by_kind["spf"][0].name == "example.com"
    assert by_kind["spf"][0].value == "v=spf1 mx include:_spf.pylota.test ~all"
    assert {x.name for x in by_kind["dkim"]} == {
        "pm20260101abcdr._domainkey.example.com",
        "pm20260101abcde._domainkey.example.com",
    }
    assert by_kind["dmarc"][0].name == "_dmarc.example.com"
    assert "rua=mailto:dmarc@example.com" in by_kind["dmarc"][0].value
    (rp,) = by_kind["return_path"]
    assert (rp.name, rp.type, rp.value) == (
        "pm-bounces.example.com",
        "CNAME",
        "bounces.pylota.test",
    )
    assert "mta_sts" not in by_kind  # only when asked for
    assert all(x.required for x in records)


def test_send_only_leaves_the_mx_alone():
    records = _records("send_only", mta_sts=r.MtaSts("1", "mta-sts.pylota.test", "tls@x.test"))
    kinds = {x.kind for x in records}
    assert "mx" not in kinds
    assert "mta_sts" not in kinds
    spf = next(x for x in records if x.kind == "spf")
    assert spf.value == "v=spf1 include:_spf.pylota.test ~all"


def test_mta_sts_and_tls_rpt_are_optional_records():
    records = _records(mta_sts=r.MtaSts("20260101", "mta-sts.pylota.test", "tls@example.com"))
    optional = [(x.kind, x.name, x.type, x.value) for x in records if not x.required]
    assert optional == [
        ("mta_sts", "_mta-sts.example.com", "TXT", "v=STSv1; id=20260101"),
        ("mta_sts", "mta-sts.example.com", "CNAME", "mta-sts.pylota.test"),
        ("tls_rpt", "_smtp._tls.example.com", "TXT", "v=TLSRPTv1; rua=mailto:tls@example.com"),
    ]


def test_the_ownership_record_carries_the_token():
    record = r.ownership_record("example.com", "tok-123")
    assert (record.name, record.type, record.value) == (
        "_pylota-challenge.example.com",
        "TXT",
        "pylota-verification=tok-123",
    )


def test_the_bind_fragment_parses_back_to_the_same_records():
    records = [r.ownership_record("example.com", "t"), *_records()]
    text = r.zone_fragment(records, domain="example.com")
    zone = dns.zone.from_text(
        "$ORIGIN example.com.\n@ 3600 IN SOA ns. host. 1 2 3 4 5\n@ 3600 IN NS ns.\n" + text,
        origin="example.com.",
        relativize=False,
    )
    for record in records:
        rdataset = zone.find_rdataset(record.name + ".", record.type)
        texts = []
        for rdata in rdataset:
            if record.type == "TXT":
                texts.append(b"".join(rdata.strings).decode())
            elif record.type == "MX":
                texts.append((rdata.preference, rdata.exchange.to_text(True)))
            else:
                texts.append(rdata.target.to_text(True))
        want = (record.priority, record.value) if record.type == "MX" else record.value
        assert want in texts


@given(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=700))
def test_any_txt_value_survives_the_bind_quoting(value):
    record = r.Record("spf", "example.com", "TXT", value)
    line = r.bind_line(record)
    zone = dns.zone.from_text(
        "@ 3600 IN SOA ns. host. 1 2 3 4 5\n@ 3600 IN NS ns.\n" + line + "\n",
        origin="example.com.",
        relativize=False,
    )
    (rdata,) = zone.find_rdataset("example.com.", dns.rdatatype.TXT)
    assert b"".join(rdata.strings).decode() == value


# --- SPF ------------------------------------------------------------------------------------


def test_parse_spf_reads_qualifiers_mechanisms_and_modifiers():
    terms = r.parse_spf("v=spf1 +mx -ip4:1.2.3.4/24 include:_spf.x.test ~all redirect=y.test")
    assert [(t.qualifier, t.name, t.value, t.modifier) for t in terms] == [
        ("+", "mx", "", False),
        ("-", "ip4", "1.2.3.4/24", False),
        ("", "include", "_spf.x.test", False),
        ("~", "all", "", False),
        ("", "redirect", "y.test", True),
    ]


@given(st.text(max_size=300))
def test_parse_spf_never_fails_on_an_spf_record(tail):
    value = "v=spf1 " + tail
    terms = r.parse_spf(value)
    assert len(terms) == len(value.split()) - 1


def test_the_counter_follows_includes_and_redirects():
    zone = {
        "example.com": ["v=spf1 mx a include:_spf.a.test include:_spf.b.test -all"],
        "_spf.a.test": ["v=spf1 include:_spf.c.test ip4:1.2.3.4 -all"],
        "_spf.b.test": ["v=spf1 exists:%{i}.x.test redirect=_spf.d.test"],
        "_spf.c.test": ["v=spf1 a mx -all"],
        "_spf.d.test": ["v=spf1 ptr -all"],
    }
    count = r.spf_lookup_count(zone["example.com"][0], resolve_txt=lambda n: zone.get(n, []))
    # mx, a, include a (+ include c (+ a, mx)), include b (+ exists, redirect (+ ptr))
    assert count.lookups == 2 + (1 + 1 + 2) + (1 + 1 + 1 + 1)
    assert count.within_limit
    assert count.problems == ()


def test_the_counter_reports_over_the_limit_and_loops():
    zone = {f"_spf{i}.test": [f"v=spf1 include:_spf{i + 1}.test -all"] for i in range(12)}
    zone["_spf12.test"] = ["v=spf1 include:_spf0.test -all"]
    count = r.spf_lookup_count(
        "v=spf1 include:_spf0.test -all", resolve_txt=lambda n: zone.get(n, [])
    )
    assert count.lookups > r.SPF_LOOKUP_LIMIT
    assert not count.within_limit
    loop = r.spf_lookup_count(
        "v=spf1 include:a.test -all",
        resolve_txt=lambda n: {"a.test": ["v=spf1 include:a.test -all"]}.get(n, []),
    )
    assert any("loop" in p for p in loop.problems)
    missing = r.spf_lookup_count("v=spf1 include:none.test -all", resolve_txt=lambda n: [])
    assert missing.problems == ("none.test has no SPF record",)
