"""Injection corpus v50: a held-out set written blind to the detector."""
