"""Injection corpus v51: a held-out set written blind to the detector."""
