"""Injection corpus v47: a held-out set written blind to the detector."""
