"""The ASGI application of the ``web`` process: ``/mcp`` to the MCP server (ADR 0016),
``/v1/`` to the API's handler (pylota.api.handler: the API's own middleware chain),
everything else to Django with the full chain (the console, the admin, sign-in)."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")
django_application = get_asgi_application()

from django.conf import settings  # noqa: E402 (after setup)

from apps.mcp.api.server import application as mcp_application  # noqa: E402
from pylota import heap  # noqa: E402
from pylota.api.handler import API_PREFIX, ApiASGIHandler  # noqa: E402

MCP_PATH = "/mcp"
api_application = ApiASGIHandler() if settings.PM_API_HANDLER else django_application


def _freezing_at_startup(receive):
    """``receive`` for the lifespan: once the server says it has started, what start-up
    loaded lives as long as the process, and is frozen (``pylota.heap``)."""

    async def wrapped():
        message = await receive()
        if message["type"] == "lifespan.startup":
            heap.freeze()
        return message

    return wrapped


async def application(scope, receive, send):
    if scope["type"] == "lifespan":
        # Django has no lifespan of its own.
        await mcp_application(scope, _freezing_at_startup(receive), send)
    elif scope["type"] != "http":
        await django_application(scope, receive, send)
    elif scope["path"].startswith(API_PREFIX):
        await api_application(scope, receive, send)
    elif scope["path"].rstrip("/") == MCP_PATH:
        await mcp_application(scope, receive, send)
    else:
        await django_application(scope, receive, send)
