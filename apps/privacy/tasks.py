"""Background work of the privacy app."""
