"""The operator plane keeps no tables of its own: it reads and drives the other apps'
(dead letters, jobs and alerts will live here when they arrive)."""
