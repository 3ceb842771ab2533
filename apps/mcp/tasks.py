"""The MCP server queues no background work: a tool answers within its HTTP request (the
wait tool is the REST long-poll, bounded by its ``timeout``)."""
