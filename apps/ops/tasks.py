"""Background work of the operator plane: none yet (every sweep belongs to the app whose
work it finds)."""
