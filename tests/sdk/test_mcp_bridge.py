"""`pmail mcp`: an MCP host that only speaks stdio launches it and sees the server's /mcp
tools, with the key's permissions, results and errors exactly as over streamable HTTP."""

from __future__ import annotations

import asyncio
import os
import re
import sys
from pathlib import Path

import httpx2
import pytest
from mcp import Client as McpClient
from mcp import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

pytestmark = pytest.mark.slow
PMAIL = Path(sys.executable).parent / "pmail"


def _bridge(url: str, secret: str, home: Path) -> StdioServerParameters:
    env = {**os.environ, "PMAIL_URL": url, "PMAIL_KEY": secret, "XDG_CONFIG_HOME": str(home)}
    return StdioServerParameters(command=str(PMAIL), args=["mcp"], env=env)


async def _session(server, work):
    async with McpClient(server, cache=None) as client:
        return await work(client)


async def _direct(url: str, secret: str, work):
    http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {secret}"}, timeout=60)
    async with http:
        return await _session(streamable_http_client(f"{url}/mcp", http_client=http), work)


async def _survey(client):
    tools = sorted(t.name for t in (await client.list_tools()).tools)
    me = await client.call_tool("whoami", {})
    missing = await client.call_tool(
        "get_message", {"message_id": "msg_01JP9ZPCYH2QE6EW5DV6E1N77J"}
    )
    return tools, me, missing


def test_the_stdio_bridge_mirrors_the_servers_mcp_endpoint(live_with_mcp, tmp_path):
    live = live_with_mcp
    direct = asyncio.run(_direct(live.url, live.secret, _survey))
    bridged = asyncio.run(_session(_bridge(live.url, live.secret, tmp_path), _survey))
    assert bridged[0] == direct[0]
    assert {"whoami", "list_identities", "send_message", "wait_for_message"} <= set(bridged[0])
    assert bridged[1].structured_content == direct[1].structured_content
    assert bridged[1].structured_content["tenant"]["id"] == live.tenant.id
    assert bridged[2].is_error
    assert direct[2].is_error
    assert "message_not_found" in bridged[2].content[0].text
    # The same refusal, word for word, but for its request ID.
    assert _without_request_id(bridged[2].content[0].text) == _without_request_id(
        direct[2].content[0].text
    )


def _without_request_id(text: str) -> str:
    return re.sub(r"req_[0-9A-Za-z]+", "req_…", text)


def test_the_bridge_shows_only_the_tools_its_key_allows(live_with_mcp, tmp_path):
    live = live_with_mcp
    reader = live.key(permissions=["messages:read"])

    async def names(client):
        return {t.name for t in (await client.list_tools()).tools}

    bridged = asyncio.run(_session(_bridge(live.url, reader, tmp_path), names))
    assert bridged == asyncio.run(_direct(live.url, reader, names))
    assert "send_message" not in bridged
    assert "get_message" in bridged
