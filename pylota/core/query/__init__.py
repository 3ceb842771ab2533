"""The search query language: parse a query string, compile it to a structured filter,
render that filter to SQL whose values are always bound parameters.

    plan = compile_query(parse("invoice from:dana has:attachment"), now=...)
    sql, params = render(plan.keyword)

Every input either parses or raises :class:`QueryError` (API code ``invalid_query``) with
the position of the problem.
"""

from pylota.core.query.compiler import Plan, compile_query
from pylota.core.query.parser import MAX_QUERY_LENGTH, OPERATORS, QueryError, parse
from pylota.core.query.sql import render
from pylota.core.query.text import fold

__all__ = [
    "MAX_QUERY_LENGTH",
    "OPERATORS",
    "Plan",
    "QueryError",
    "compile_query",
    "fold",
    "parse",
    "render",
]
