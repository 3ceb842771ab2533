"""Injection corpus v25: a held-out set written blind to the detector."""
