"""Pure product logic. Nothing here imports Django, DRF or Celery (import-linter checks it)."""
