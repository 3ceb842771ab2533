"""Background work of the triage app."""
