"""The privacy API."""
