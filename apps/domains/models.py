"""Custom domains: ownership proof, DNS records and readiness probes, methods and
transports, monitoring and fallback."""
