"""Injection corpus v61: a held-out set written blind to the detector."""
