"""Injection corpus v21: a held-out set written blind to the detector."""
