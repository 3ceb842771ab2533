"""Prompt-injection and content signals for received mail: a score and its reasons.

``analyze(parsed=...)`` (or ``analyze(subject=..., text=..., html=...)``) returns an
:class:`InjectionReport`: a score from 0 to 100 (the learned detector's calibrated
probability x 100), the signals behind it with the points each adds, and the parts of the
message that carried them; never a bare boolean. The tenant's ``injection_threshold``
turns the score into a quarantine decision elsewhere.

Pure Python, no Django. See docs/trust.md for the layers, and ``manage.py
eval_injection`` / ``manage.py train_injection`` for the labelled set and the model.
"""

from pylota.core.injection.analyze import InjectionReport, PartScore, Signal, analyze

__all__ = ["InjectionReport", "PartScore", "Signal", "analyze"]
