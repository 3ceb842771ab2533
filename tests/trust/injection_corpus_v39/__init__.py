"""Injection corpus v39: a held-out set written blind to the detector."""
