"""Injection corpus v52: a held-out set written blind to the detector."""
