"""The operator plane's own admin pages: none yet (each app registers its models)."""
