"""Injection corpus v36: a held-out set written blind to the detector."""
