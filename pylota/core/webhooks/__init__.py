"""Pure parts of webhook delivery: signing, the retry schedule and the HTTP sender."""
