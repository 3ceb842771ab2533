"""The MCP server has no writes of its own: a creating tool runs its REST operation
(``apps.mcp.api.dispatch``), whose view calls that app's service with the same key, the same
idempotency record and the same audit row (ADR 0016)."""
