"""Erasure support: forgetting the vocabulary words of erased mail.

Words are added when documents are written and otherwise never removed (see
``models.Word``); an erasure must not leave the words of the mail it erased behind.
"""

from __future__ import annotations

from django.db import connection, transaction

from apps.search.models import Document, Word

_MESSAGE_TABLE = Document._meta.get_field("message").related_model._meta.db_table

# A word stays while a document of its identity still holds it as a lexeme; the
# ``@@`` match of one quoted lexeme uses the documents' GIN index.
_ORPHANS = f"""
DELETE FROM {Word._meta.db_table} w
WHERE w.identity_id = ANY(%s)
AND NOT EXISTS (
    SELECT 1 FROM {Document._meta.db_table} d JOIN {_MESSAGE_TABLE} m ON m.id = d.message_id
    WHERE m.identity_id = w.identity_id AND d.document @@ quote_literal(w.word)::tsquery
)
"""  # noqa: S608 (constant table names; the values are bound)


@transaction.atomic
def search_words_purge(*, identity_ids: list[str]) -> int:
    """Delete the words of these identities' vocabularies that no remaining document of
    theirs contains (run after the erased mail's documents are gone). Returns how many."""
    if not identity_ids:
        return 0
    with connection.cursor() as cursor:
        cursor.execute(_ORPHANS, [list(identity_ids)])
        return cursor.rowcount
