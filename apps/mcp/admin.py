"""No admin pages: the MCP server has no rows to show. Keys and their permissions, which
decide the tools a client sees, are managed on the tenants' pages."""
