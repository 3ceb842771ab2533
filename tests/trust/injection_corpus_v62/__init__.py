"""Injection corpus v62: a held-out set written blind to the detector."""
