"""The operator plane of the domains app."""
