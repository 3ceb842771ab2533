"""Writes of the domains app, one module per concern."""
