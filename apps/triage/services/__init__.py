"""Writes of the triage app, one module per concern."""
