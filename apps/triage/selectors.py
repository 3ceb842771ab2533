"""Reads of the triage app."""
