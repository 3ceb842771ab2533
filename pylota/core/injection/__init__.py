"""Prompt-injection and content signals for received mail: a score and its reasons.

``analyze(subject=..., text=..., html=...)`` returns an :class:`InjectionReport`: a score
from 0 to 100 and every signal that contributed, never a bare boolean. The tenant's
``injection_threshold`` turns the score into a quarantine decision elsewhere.

Pure Python, no Django. See docs/trust.md for the signals and their weights, and
``manage.py eval_injection`` for precision and recall on our labelled set.
"""

from pylota.core.injection.analyze import InjectionReport, Signal, analyze

__all__ = ["InjectionReport", "Signal", "analyze"]
