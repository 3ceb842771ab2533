"""Injection corpus v56: a held-out set written blind to the detector."""
