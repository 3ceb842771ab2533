"""Injection corpus v24: a held-out set written blind to the detector."""
