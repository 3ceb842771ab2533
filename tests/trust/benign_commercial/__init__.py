"""Benign commercial mail: extra benign training messages for the prompt-injection detector."""
