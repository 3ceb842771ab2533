"""Reads of the domains app."""
