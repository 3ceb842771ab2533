"""Serializers of the privacy API."""
