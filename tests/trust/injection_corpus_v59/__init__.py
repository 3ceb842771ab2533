"""Injection corpus v59: a held-out set written blind to the detector."""
