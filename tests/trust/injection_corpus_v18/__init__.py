"""Corpus v18, held out and written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v18.generate [folder]``.
"""
