"""Injection corpus v42: a held-out set written blind to the detector."""
