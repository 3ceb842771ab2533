"""Injection corpus v53: a held-out set written blind to the detector."""
