"""Queueing background work: after the business transaction commits, by task name.

Services never import task modules (tasks import services, not the reverse): they name
the task, and Celery routes it by that name (``CELERY_TASK_ROUTES``). The work is queued
only once the caller's transaction commits, so a worker never looks for a row that is not
there yet, nor acts on a change that rolled back.

A broker outage must not fail the request that already committed: the enqueue is logged
and dropped, and whatever matters has a sweep that finds the work from the database
(staged inbound mail, undispatched events, due deliveries, deleted identities' mail).
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Sequence

from celery import current_app
from django.db import transaction

logger = logging.getLogger(__name__)


def enqueue(
    name: str,
    *args: object,
    countdown: float | None = None,
    eta: dt.datetime | None = None,
    queue: str | None = None,
) -> bool:
    """Queue ``name`` now; False (and a warning) when the broker refuses it. ``queue``
    overrides the queue its name routes to."""
    options: dict[str, object] = {}
    if queue is not None:
        options["queue"] = queue
    if countdown is not None:
        options["countdown"] = countdown
    if eta is not None:
        options["eta"] = eta
    try:
        _app().send_task(name, args=list(args), **options)
    except Exception:  # the broker is down: a sweep finds the work again
        logger.warning("task not queued; its sweep will find the work", extra={"task": name})
        return False
    return True


def enqueue_on_commit(
    name: str,
    *args: object,
    countdown: float | None = None,
    eta: dt.datetime | None = None,
    queue: str | None = None,
) -> None:
    """Queue ``name`` with ``args`` once the current transaction commits (at once outside
    one, as ``transaction.on_commit`` does)."""
    transaction.on_commit(lambda: enqueue(name, *args, countdown=countdown, eta=eta, queue=queue))


def enqueue_each_on_commit(
    name: str, items: Sequence[object], *, countdown: float | None = None
) -> None:
    """One task per item, all queued after commit (one on_commit callback for the batch)."""
    items = list(items)
    if items:
        transaction.on_commit(lambda: enqueue_each(name, items, countdown=countdown))


def enqueue_each(name: str, items: Sequence[object], *, countdown: float | None = None) -> None:
    """One task per item, queued now; stops at the first the broker refuses (its sweep
    finds the rest)."""
    for item in items:
        if not enqueue(name, item, countdown=countdown):
            return  # the broker is down: the rest would fail the same way


def _app():
    # In tests CELERY_TASK_ALWAYS_EAGER runs tasks in process; send_task ignores that
    # setting, so eager mode calls the registered task itself.
    app = current_app
    if app.conf.task_always_eager:
        return _EagerSender(app)
    return app


class _EagerSender:
    def __init__(self, app) -> None:
        self.app = app

    def send_task(self, name: str, args: list, **options: object):
        if name not in self.app.tasks:
            # A worker imports every app's tasks module at start; in process, do it now.
            self.app.loader.import_default_modules()
        task = self.app.tasks[name]
        return task.apply(args=args, throw=self.app.conf.task_eager_propagates)
