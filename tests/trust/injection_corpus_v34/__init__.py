"""Injection corpus v34: a training set written blind to the detector."""
