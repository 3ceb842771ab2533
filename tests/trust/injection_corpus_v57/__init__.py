"""Injection corpus v57: a held-out set written blind to the detector."""
