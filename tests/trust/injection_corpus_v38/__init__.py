"""Injection corpus v38: a held-out set written blind to the detector."""
