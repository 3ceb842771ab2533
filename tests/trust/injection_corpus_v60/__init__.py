"""Injection corpus v60: a held-out set written blind to the detector."""
