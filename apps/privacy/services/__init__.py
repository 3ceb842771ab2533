"""Writes of the privacy app, one module per concern."""
