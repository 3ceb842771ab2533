"""The MCP server reads nothing of its own: a reading tool runs its REST operation, whose
view calls that app's selector through the caller's scope (ADR 0016)."""
