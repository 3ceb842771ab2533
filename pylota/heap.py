"""The heap a process holds once it has started: frozen, so full collections leave it alone."""

from __future__ import annotations

import gc


def freeze() -> int:
    """Collect once, then move every object alive now (modules, models, URL patterns,
    settings, template loaders: what lives as long as the process) out of the cyclic
    collector's reach, and answer how many that is.

    Python's full collection otherwise walks all of them, and it runs every so often in the
    middle of some request: a pause of 100-150 ms in the web process (docs/benchmarks.md,
    console). Objects created later are collected as before."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()
