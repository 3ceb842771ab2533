"""The console queues no work of its own: the mail it sends is queued by the send path."""
