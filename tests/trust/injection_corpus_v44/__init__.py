"""Injection corpus v44: a training set written blind to the detector."""
