"""Reads of the privacy app."""
