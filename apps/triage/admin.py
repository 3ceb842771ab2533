"""The operator plane of the triage app."""
