"""OpenAPI examples of domains and their records (shared values: pylota.api.examples)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from pylota.api import examples as ex

DOMAIN_ID = "dom_01M8S1AC1VC99R6W4758J1P1VR"
_TOKEN = "3q2-7wJ0cT3f0nPqYy1k9n4vW3Hq1bXc"  # noqa: S105 (made up)

OWNERSHIP_RECORD = {
    "id": "dnr_01M8S1AC1VC99R6W4758J1P1VS",
    "kind": "ownership",
    "name": "_pylota-challenge.acme.example",
    "type": "TXT",
    "value": f"pylota-verification={_TOKEN}",
    "required": True,
    "status": "ok",
    "found": [f"pylota-verification={_TOKEN}"],
    "detail": "Ownership is proved.",
    "checked_at": ex.UPDATED_AT,
}
MX_RECORD = {
    "id": "dnr_01M8S1AC1VC99R6W4758J1P1VT",
    "kind": "mx",
    "name": "acme.example",
    "type": "MX",
    "value": "10 mx.agents.pylota.test",
    "required": True,
    "status": "missing",
    "found": [],
    "detail": "Publish an MX record: 10 mx.agents.pylota.test.",
    "checked_at": ex.UPDATED_AT,
}
SPF_RECORD = {
    "id": "dnr_01M8S1AC1VC99R6W4758J1P1VV",
    "kind": "spf",
    "name": "acme.example",
    "type": "TXT",
    "value": "v=spf1 mx include:_spf.agents.pylota.test ~all",
    "required": True,
    "status": "conflict",
    "found": [
        "v=spf1 mx include:_spf.agents.pylota.test ~all",
        "v=spf1 include:_spf.google.com ~all",
    ],
    "detail": "2 SPF records are published; receivers then fail SPF for every message "
    "(permerror). Merge them into one: v=spf1 mx include:_spf.agents.pylota.test ~all",
    "checked_at": ex.UPDATED_AT,
}
DOMAIN_VALUE = {
    "id": DOMAIN_ID,
    "tenant_id": ex.TENANT_ID,
    "name": "acme.example",
    "state": "configuring",
    "state_cause": "publishing",
    "state_changed_at": ex.UPDATED_AT,
    "method": "dns_records",
    "transport": "platform",
    "catch_all_identity_id": None,
    "ownership": {
        "name": "_pylota-challenge.acme.example",
        "type": "TXT",
        "value": f"pylota-verification={_TOKEN}",
        "verified_at": ex.UPDATED_AT,
        "checked_at": ex.UPDATED_AT,
    },
    "provider": {
        "cloudflare_connected": False,
        "cloudflare_zone_id": None,
        "region": None,
        "configuration_set": None,
    },
    "consecutive_failures": 0,
    "last_checked_at": ex.UPDATED_AT,
    "created_at": ex.CREATED_AT,
    "updated_at": ex.UPDATED_AT,
}

DOMAIN = OpenApiExample("Domain", value=DOMAIN_VALUE, response_only=True)
DOMAIN_DETAIL = OpenApiExample(
    "Domain with its records",
    value={**DOMAIN_VALUE, "records": [OWNERSHIP_RECORD, MX_RECORD, SPF_RECORD]},
    response_only=True,
)
DOMAIN_IN = OpenApiExample(
    "Add a domain", value={"name": "acme.example", "method": "dns_records"}, request_only=True
)
DOMAIN_IN_CLOUDFLARE = OpenApiExample(
    "Add a domain published through Cloudflare",
    value={
        "name": "acme.example",
        "method": "cloudflare_zone",
        "cloudflare_token": "example-token-with-zone-read-and-dns-edit",
    },
    request_only=True,
)
DOMAIN_PATCH = OpenApiExample(
    "Send through SES, catch-all on",
    value={
        "transport": "ses",
        "region": "eu-west-1",
        "configuration_set": "pylota-events",
        "catch_all_identity_id": ex.IDENTITY_ID,
    },
    request_only=True,
)
RECORDS = OpenApiExample(
    "Records",
    value={"data": [OWNERSHIP_RECORD, MX_RECORD, SPF_RECORD], "next_cursor": None},
    response_only=True,
)
RECORDS_BIND = OpenApiExample(
    "BIND fragment",
    value="; Pylota Mail records for acme.example\n"
    f'_pylota-challenge.acme.example.\t3600\tIN\tTXT\t"pylota-verification={_TOKEN}"\n'
    "acme.example.\t3600\tIN\tMX\t10 mx.agents.pylota.test.\n",
    response_only=True,
    media_type="text/dns",
)
PROBE = OpenApiExample(
    "Probe arrived",
    value={
        "check_id": "dnc_01M8S1AC1VC99R6W4758J1P1VW",
        "ok": True,
        "mx_host": "mx.agents.pylota.test",
        "reply": "2.0.0 OK queued as inb_01M8S1AC1VC99R6W4758J1P1VX",
        "inbound_id": "inb_01M8S1AC1VC99R6W4758J1P1VX",
        "detail": "",
        "created_at": ex.UPDATED_AT,
    },
    response_only=True,
)
