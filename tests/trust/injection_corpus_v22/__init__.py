"""Injection corpus v22: a held-out set written blind to the detector."""
