"""Injection corpus v45: a training set written blind to the detector."""
