"""Injection corpus v35: a training set written blind to the detector."""
