"""Injection corpus v43: a held-out set written blind to the detector."""
