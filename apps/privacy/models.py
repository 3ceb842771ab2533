"""Privacy: the job runner, erasure with signed receipts, retention, legal holds and exports."""
