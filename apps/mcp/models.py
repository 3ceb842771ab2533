"""The MCP server keeps no tables: every tool is a REST operation, and what an operation
stores (idempotency records, audit rows, rate-limit windows) is stored by that operation."""
