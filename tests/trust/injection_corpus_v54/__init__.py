"""Injection corpus v54: a held-out set written blind to the detector."""
