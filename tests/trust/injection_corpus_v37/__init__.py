"""Injection corpus v37: a held-out set written blind to the detector."""
