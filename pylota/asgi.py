"""The ASGI application of the ``web`` process: ``/mcp`` to the MCP server (ADR 0016),
everything else to Django."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")
django_application = get_asgi_application()

from apps.mcp.api.server import application as mcp_application  # noqa: E402 (after setup)

MCP_PATH = "/mcp"


async def application(scope, receive, send):
    if scope["type"] == "lifespan":
        await mcp_application(scope, receive, send)  # Django has no lifespan of its own
    elif scope["type"] == "http" and scope["path"].rstrip("/") == MCP_PATH:
        await mcp_application(scope, receive, send)
    else:
        await django_application(scope, receive, send)
