"""Injection corpus v41: a held-out set written blind to the detector."""
