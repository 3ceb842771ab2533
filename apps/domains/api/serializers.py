"""Serializers of the domains API."""
