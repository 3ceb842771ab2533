"""Injection corpus v23: a held-out set written blind to the detector."""
