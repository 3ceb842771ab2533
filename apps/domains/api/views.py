"""The domains API."""
