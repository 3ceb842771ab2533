"""Injection corpus v33: a held-out set written blind to the detector."""
