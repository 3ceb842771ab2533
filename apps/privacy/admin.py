"""The operator plane of the privacy app."""
