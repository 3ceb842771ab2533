"""Background work of the domains app."""
