"""Serializers of the triage API."""
