"""Injection corpus v49: a held-out set written blind to the detector."""
