"""Reads of the operator plane: what the probes report."""

from __future__ import annotations

from django.db import connection


def database_check() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        return "ok"
    except Exception:
        return "unavailable"


def broker_check() -> str:
    from pylota.celery import app  # the configured app, loaded by OpsConfig.ready

    try:
        with app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, timeout=2)
        return "ok"
    except Exception:
        return "unavailable"
