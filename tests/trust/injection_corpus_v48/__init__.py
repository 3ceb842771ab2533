"""Injection corpus v48: a held-out set written blind to the detector."""
