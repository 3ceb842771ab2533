"""Injection corpus v58: a held-out set written blind to the detector."""
