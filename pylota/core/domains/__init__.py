"""Custom domains, the pure parts: the state machine, record generation, record checks
and the DNS lookups they run on."""
