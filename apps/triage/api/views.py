"""The triage API."""
