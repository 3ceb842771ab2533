"""Injection corpus v63: a held-out set written blind to the detector."""
