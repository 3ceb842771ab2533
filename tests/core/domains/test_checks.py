"""Readiness checks: each record ok, missing, wrong or in conflict, with a useful detail."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pylota.core.domains import checks as c
from pylota.core.domains import records as r
from pylota.core.domains.dns import DnsUnavailable

KEY = "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"
RECORDS = [
    r.ownership_record("example.com", "tok"),
    *r.records_for(
        "example.com",
        method="dns_records",
        ingress_hosts=["mx1.pylota.test", "mx2.pylota.test"],
        spf_include="_spf.pylota.test",
        dkim_keys=[r.DkimPublic("sel", KEY)],
        return_path_host="bounces.pylota.test",
        dmarc_rua="dmarc@example.com",
    ),
]


def _one(kind: str) -> r.Record:
    return next(x for x in RECORDS if x.kind == kind)


def _check(kind: str, found: list[str], **kwargs) -> c.CheckResult:
    return c.check_record(_one(kind), found, siblings=RECORDS, **kwargs)


def test_ownership():
    assert _check("ownership", ["pylota-verification=tok"]).status == c.OK
    assert _check("ownership", []).status == c.MISSING
    wrong = _check("ownership", ["pylota-verification=someone-else"])
    assert wrong.status == c.WRONG
    assert "pylota-verification=tok" in wrong.detail


def test_mx_of_ours_of_another_provider_and_both():
    mx1 = _one("mx")
    assert c.check_record(mx1, ["10 mx1.pylota.test", "20 mx2.pylota.test"], siblings=RECORDS).ok
    assert c.check_record(mx1, [], siblings=RECORDS).status == c.MISSING
    elsewhere = c.check_record(mx1, ["10 aspmx.l.google.com"], siblings=RECORDS)
    assert elsewhere.status == c.WRONG
    assert "aspmx.l.google.com" in elsewhere.detail
    both = c.check_record(mx1, ["10 mx1.pylota.test", "5 aspmx.l.google.com"], siblings=RECORDS)
    assert both.status == c.CONFLICT
    assert "aspmx.l.google.com" in both.detail


def test_spf_missing_wrong_conflicting_and_ok():
    assert _check("spf", ["google-site-verification=x"]).status == c.MISSING
    assert _check("spf", ["v=spf1 mx include:_spf.pylota.test ~all"]).ok
    assert _check("spf", ["v=spf1 include:_SPF.pylota.test mx -all"]).ok  # order, case
    lacking = _check("spf", ["v=spf1 mx include:_spf.google.com ~all"])
    assert lacking.status == c.WRONG
    assert "include:_spf.pylota.test" in lacking.detail
    two = _check("spf", ["v=spf1 mx include:_spf.pylota.test ~all", "v=spf1 -all"])
    assert two.status == c.CONFLICT
    assert "permerror" in two.detail


def test_spf_over_ten_lookups_is_wrong():
    many = " ".join(f"include:_spf{i}.test" for i in range(10))
    value = f"v=spf1 mx include:_spf.pylota.test {many} ~all"
    zone = {f"_spf{i}.test": ["v=spf1 ip4:1.1.1.1 -all"] for i in range(10)}
    zone["_spf.pylota.test"] = ["v=spf1 ip4:2.2.2.2 -all"]
    result = _check("spf", [value], resolve_txt=lambda n: zone.get(n, []))
    assert result.status == c.WRONG
    assert "12 DNS lookups" in result.detail


def test_dkim():
    assert _check("dkim", [KEY]).ok
    assert _check("dkim", ["v=DKIM1;k=rsa;  p=MIIBIjANBgkqhkiG9w0BAQEFAAOC AQ8AMIIBCgKCAQEA"]).ok
    assert _check("dkim", []).status == c.MISSING
    assert _check("dkim", ["v=DKIM1; k=rsa; p=OTHERKEY"]).status == c.WRONG
    assert _check("dkim", [KEY, "v=DKIM1; p=OTHER"]).status == c.CONFLICT


def test_dmarc():
    ok = _check("dmarc", ["v=DMARC1; p=reject; rua=mailto:dmarc@example.com"])
    assert ok.ok
    assert "p=reject" in ok.detail
    without_rua = _check("dmarc", ["v=DMARC1; p=none"])
    assert without_rua.ok
    assert "rua=mailto:dmarc@example.com" in without_rua.detail
    assert _check("dmarc", []).status == c.MISSING
    assert _check("dmarc", ["v=DMARC1; p=none", "v=DMARC1; p=reject"]).status == c.CONFLICT
    assert _check("dmarc", ["v=DMARC1; rua=mailto:x@y"]).status == c.WRONG


def test_return_path():
    assert _check("return_path", ["bounces.pylota.test"]).ok
    assert _check("return_path", ["BOUNCES.pylota.test."]).ok
    assert _check("return_path", []).status == c.MISSING
    assert _check("return_path", ["bounces.other.test"]).status == c.WRONG


def test_check_all_looks_each_name_up_once_and_reads_the_ns():
    zone = {
        ("_pylota-challenge.example.com", "TXT"): ["pylota-verification=tok"],
        ("example.com", "MX"): ["10 mx1.pylota.test", "20 mx2.pylota.test"],
        ("example.com", "TXT"): ["v=spf1 mx include:_spf.pylota.test ~all"],
        ("_spf.pylota.test", "TXT"): ["v=spf1 ip4:1.2.3.4 -all"],
        ("sel._domainkey.example.com", "TXT"): [KEY],
        ("_dmarc.example.com", "TXT"): ["v=DMARC1; p=none; rua=mailto:dmarc@example.com"],
        ("pm-bounces.example.com", "CNAME"): ["bounces.pylota.test"],
        ("example.com", "NS"): ["ns2.host.test", "ns1.host.test"],
    }
    asked: list[tuple[str, str]] = []

    def lookup(name: str, rtype: str) -> list[str]:
        asked.append((name, rtype))
        return zone.get((name, rtype), [])

    run = c.check_all(RECORDS, lookup, domain="example.com")
    assert run.ok
    assert not run.failed
    assert [x.status for x in run.results] == [c.OK] * len(RECORDS)
    assert run.nameservers == ("ns1.host.test", "ns2.host.test")
    assert len(asked) == len(set(asked))


def test_a_dns_outage_is_pending_and_proves_nothing():
    def lookup(name: str, rtype: str) -> list[str]:
        raise DnsUnavailable("timeout")

    run = c.check_all(RECORDS, lookup)
    assert run.unavailable
    assert not run.ok
    assert not run.failed
    assert {x.status for x in run.results} == {c.PENDING}


@given(st.lists(st.text(max_size=120), max_size=4))
def test_no_published_value_makes_a_check_crash(found):
    for record in RECORDS:
        result = c.check_record(record, found, siblings=RECORDS, resolve_txt=lambda n: found)
        assert result.status in (c.OK, c.MISSING, c.WRONG, c.CONFLICT)
        assert result.detail
