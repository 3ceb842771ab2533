"""Domain checks: how many domains one process checks per second against a DNS server.

    PYTHONPATH=. .venv/bin/python bench/domains_checks.py [--domains 200] [--repeat 3] [--quick]

No database: it generates each domain's records (``pylota.core.domains.records``), serves
them, fully published, from the local-demo DNS server (``manage.py dns_serve``'s, on
loopback, UDP), and times ``check_all`` (one lookup per distinct name and type, SPF
includes followed) through the same dnspython resolver the monitor uses. Prints the
median of ``--repeat`` runs: domains per second and milliseconds per domain, and the DNS
queries per domain. This is the cost of one monitor pass over DNS; the database writes of
a real pass come on top.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the figures; return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--domains", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="50 domains, one run")
    args = parser.parse_args()
    if quick or args.quick:
        args.domains, args.repeat = 50, 1

    from apps.domains.management.dnsserver import DemoDnsServer
    from pylota.core.domains import records as r
    from pylota.core.domains.checks import check_all
    from pylota.core.domains.dns import DnsLookup

    key = "v=DKIM1; k=rsa; p=" + "M" * 392
    zones = []
    per_domain = {}
    for n in range(args.domains):
        name = f"bench{n}.example.test"
        records = [
            r.ownership_record(name, f"token{n}"),
            *r.records_for(
                name,
                method="dns_records",
                ingress_hosts=["mx.agents.pylota.test"],
                spf_include="_spf.agents.pylota.test",
                dkim_keys=[
                    r.DkimPublic(f"s{n}r", key),
                    r.DkimPublic(f"s{n}e", "v=DKIM1; k=ed25519; p=E"),
                ],
                return_path_host="bounces.agents.pylota.test",
                dmarc_rua=f"dmarc@{name}",
            ),
        ]
        per_domain[name] = records
        zones.append(r.zone_fragment(records))
    zones.append('_spf.agents.pylota.test. 300 IN TXT "v=spf1 ip4:192.0.2.0/24 -all"\n')
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "zone.txt"
        path.write_text("".join(zones))
        server = DemoDnsServer(path, port=0)
        server.start()
        lookup = DnsLookup(["127.0.0.1"], port=server.port, timeout=5)
        counted = {"n": 0}

        def counting(name: str, rtype: str) -> list[str]:
            counted["n"] += 1
            return lookup(name, rtype)

        rates = []
        for _ in range(args.repeat):
            counted["n"] = 0
            start = time.perf_counter()
            for name, records in per_domain.items():
                run = check_all(records, counting, domain=name)
                assert run.ok, [x for x in run.results if not x.ok]
            rates.append(args.domains / (time.perf_counter() - start))
        server.stop()
    rate = statistics.median(rates)
    print(f"domains checked: {args.domains} x {args.repeat} runs (python {sys.version.split()[0]})")
    print(f"median: {rate:.0f} domains/s, {1000 / rate:.1f} ms per domain")
    print(f"DNS queries per domain: {counted['n'] / args.domains:.1f}")
    return {"domains_per_s": rate, "queries_per_domain": counted["n"] / args.domains}


if __name__ == "__main__":
    main()
