"""Injection corpus v46: a held-out set written blind to the detector."""
