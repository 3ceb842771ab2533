"""Injection corpus v20: a held-out set written blind to the detector."""
