"""Injection corpus v55: a held-out set written blind to the detector."""
