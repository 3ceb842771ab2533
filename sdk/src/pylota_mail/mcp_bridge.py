"""``pmail mcp``: the server's MCP tools over stdio, for hosts that only launch commands.

A client session of the official ``mcp`` SDK talks streamable HTTP to ``<url>/mcp`` with the
API key as a bearer token; a low-level ``mcp`` server on stdin/stdout re-exposes what that
session offers. Tool calls, listings and resource reads are passed through unchanged, so
permissions, identity scope, idempotency, fencing and error codes stay the server's.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx2
import mcp_types as types
from mcp.client import Client as McpClient
from mcp.client.streamable_http import streamable_http_client
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

from ._version import __version__


@asynccontextmanager
async def remote_session(url: str, key: str) -> AsyncIterator[McpClient]:
    http = httpx2.AsyncClient(
        headers={"Authorization": f"Bearer {key}", "User-Agent": f"pmail-mcp/{__version__}"},
        timeout=httpx2.Timeout(30.0, read=300.0),
    )
    async with http:
        transport = streamable_http_client(url, http_client=http)
        async with McpClient(transport, cache=None) as remote:
            yield remote


def bridge_server(remote: McpClient) -> Server[Any]:
    """A local server whose every handler forwards to ``remote``."""
    capabilities = remote.server_capabilities
    info = remote.server_info

    async def list_tools(
        ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return await remote.list_tools(cursor=params.cursor if params else None)

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        return await remote.call_tool(params.name, params.arguments or {})

    handlers: dict[str, Any] = {"on_list_tools": list_tools, "on_call_tool": call_tool}
    if capabilities is not None and capabilities.resources is not None:

        async def list_resources(
            ctx: Any, params: types.PaginatedRequestParams | None
        ) -> types.ListResourcesResult:
            return await remote.list_resources(cursor=params.cursor if params else None)

        async def list_templates(
            ctx: Any, params: types.PaginatedRequestParams | None
        ) -> types.ListResourceTemplatesResult:
            return await remote.list_resource_templates(cursor=params.cursor if params else None)

        async def read_resource(
            ctx: Any, params: types.ReadResourceRequestParams
        ) -> types.ReadResourceResult:
            return await remote.read_resource(str(params.uri))

        handlers.update(
            on_list_resources=list_resources,
            on_list_resource_templates=list_templates,
            on_read_resource=read_resource,
        )
    if capabilities is not None and capabilities.prompts is not None:

        async def list_prompts(
            ctx: Any, params: types.PaginatedRequestParams | None
        ) -> types.ListPromptsResult:
            return await remote.list_prompts(cursor=params.cursor if params else None)

        async def get_prompt(
            ctx: Any, params: types.GetPromptRequestParams
        ) -> types.GetPromptResult:
            return await remote.get_prompt(params.name, params.arguments)

        handlers.update(on_list_prompts=list_prompts, on_get_prompt=get_prompt)
    return Server(
        (info.name if info else None) or "pylota-mail",
        version=(info.version if info else None) or __version__,
        instructions=remote.instructions,
        **handlers,
    )


async def run(url: str, key: str) -> None:
    async with remote_session(url, key) as remote:
        server = bridge_server(remote)
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())


def serve_stdio(*, url: str, key: str) -> None:
    anyio.run(run, url, key)
