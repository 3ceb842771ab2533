"""Injection corpus v40: a held-out set written blind to the detector."""
