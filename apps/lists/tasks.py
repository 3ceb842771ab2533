"""Background work of the lists app: none (entries are read where mail is received or
sent)."""
