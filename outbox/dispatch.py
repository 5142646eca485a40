"""Publishing delivery tasks off the request path, in batches.

A move that notifies somebody writes outbox rows (``Notification``) in its transaction; after the
commit, ``outbox.emails`` hands their ids to :func:`schedule`. Publishing a Celery task
costs about a millisecond of CPU (kombu, redis-py), which a web request should not pay once per
email. So :func:`schedule` only puts the ids on an in-process queue, and one daemon thread per
process publishes them: it takes the first ids, waits ``NOTIFICATIONS_PUBLISH_BATCH_SECONDS`` for
more, and publishes one ``deliver_batch`` task for all it gathered (``BATCH_SIZE`` ids at most).
The price is latency: an email leaves up to one window later.

Nothing is lost when a publish fails (the broker is down) or the process dies with ids still
queued: the rows stay pending in PostgreSQL, and the outbox sweep (``deliver_pending``) sends
every pending row older than 30 seconds. So broker errors here are logged, never raised. At
interpreter exit (and when a Celery pool process stops) the queue is flushed, with a bounded wait.

When Celery runs tasks eagerly (tests, the development server without Redis), or the window is 0,
each id is published in the caller, one task each, without batching: a test finds the email in
the outbox as soon as the move's commit returns.
"""

from __future__ import annotations

import atexit
import logging
import os
import queue
import threading
from collections.abc import Callable, Iterable, Iterator

from celery.signals import worker_process_shutdown
from django.conf import settings

from config.celery import app  # the tasks' app: tasks are found by name, never imported here

logger = logging.getLogger(__name__)

#: How long the interpreter's exit waits for queued ids to be published.
EXIT_FLUSH_SECONDS = 3.0
#: Put on the queue by ``Publisher.close``: the thread ends once it has published what came before.
_STOP = object()


def schedule(ids: Iterable[int]) -> None:
    """Have the pending notifications ``ids`` delivered; called after the commit that wrote them.

    Never raises because of the broker: whatever is not published is sent by the outbox sweep.
    """
    ids = list(ids)
    if not ids:
        return
    if settings.NOTIFICATIONS_PUBLISH_BATCH_SECONDS <= 0 or app.conf.task_always_eager:
        publish_each(ids)
        return
    try:
        publisher.submit(ids)
    except RuntimeError:  # no thread can start now (the interpreter is exiting): publish here
        publish_each(ids)


# The delivery tasks, by name. The outbox sits below the services and the tasks above them (the
# tasks call the services), so this module must not import the tasks: it looks them up in the
# Celery app's registry, where ``notifications.tasks`` registers them when Django loads it.
DELIVER = "notifications.tasks.deliver"
DELIVER_BATCH = "notifications.tasks.deliver_batch"
# At most this many ids per ``deliver_batch`` task: one worker sends a task's emails one after the
# other, so larger batches would queue emails that several workers could send at once.
BATCH_SIZE = 50


def _task(name: str):
    if name not in app.tasks:
        # Celery's task discovery (``app.autodiscover_tasks``) imports each app's ``tasks`` module
        # when asked to, as a worker does at start; a web process asks here, the first time.
        app.loader.import_default_modules()
    return app.tasks[name]


def batches(ids: list[int]) -> Iterator[list[int]]:
    """``ids`` in lists of at most ``BATCH_SIZE``, in order."""
    size = BATCH_SIZE
    for start in range(0, len(ids), size):
        yield ids[start:start + size]


def publish_each(ids: list[int]) -> None:
    """One ``deliver`` task per id, published (or, eagerly, run) now, in the caller."""
    deliver = _task(DELIVER)
    for notification_id in ids:
        try:
            deliver.delay(notification_id)
        except Exception:  # the broker is down: the beat sweep will send it later
            logger.warning("could not schedule notification %s; the outbox sweep will retry", notification_id)


def publish_batch(ids: list[int]) -> None:
    """One ``deliver_batch`` task per ``BATCH_SIZE`` ids; raises what the broker raises."""
    deliver_batch = _task(DELIVER_BATCH)
    for batch in batches(ids):
        deliver_batch.apply_async((batch,))


class Publisher:
    """A queue of ids and the daemon thread that publishes them, one batch per window.

    The thread starts with the first :meth:`submit` of a process, and again in a forked child
    (a gunicorn or Celery pool process forked from a parent that had already published): threads do
    not survive ``fork``, so the child gets its own queue and thread. Ids the parent had queued
    stay the parent's to publish.
    """

    def __init__(self, publish: Callable[[list[int]], None] = publish_batch,
                 window: Callable[[], float] = lambda: settings.NOTIFICATIONS_PUBLISH_BATCH_SECONDS) -> None:
        self.publish = publish
        self.window = window
        self._reset()

    def _reset(self) -> None:
        self._lock = threading.Lock()
        self._queue: queue.SimpleQueue[list[int] | threading.Event | object] = queue.SimpleQueue()
        self._hurry = threading.Event()  # set with a flush or close: the window ends at once
        self._thread: threading.Thread | None = None
        self._pid = os.getpid()

    def _running(self) -> bool:
        thread = self._thread
        return thread is not None and thread.is_alive() and self._pid == os.getpid()

    def submit(self, ids: list[int]) -> None:
        """Queue ``ids`` for the thread (started here if this process has none): no I/O."""
        if not self._running():
            self._start()
        self._queue.put(ids)

    def _start(self) -> None:
        if self._pid != os.getpid():
            # Forked, and ``os.register_at_fork`` did not reset us (a fork that bypassed it): the
            # parent's thread does not exist here, and its lock and queue may be mid-use.
            self._reset()
        with self._lock:
            if not self._running():
                self._thread = threading.Thread(target=self._run, args=(self._queue,), daemon=True,
                                                name="notifications-publisher")
                self._thread.start()

    def flush(self, timeout: float) -> bool:
        """Publish everything queued so far, waiting at most ``timeout`` seconds; False if the
        wait ran out (what is left is the sweep's)."""
        if not self._running():
            ids, waiting = self._drain(self._queue)
            for event in waiting:
                event.set()
            if ids:
                self._publish(ids)
            return True
        done = threading.Event()
        self._queue.put(done)  # set by the thread once everything queued before it is published
        self._hurry.set()
        return done.wait(timeout)

    def close(self, timeout: float = EXIT_FLUSH_SECONDS) -> None:
        """Publish what is queued, then end the thread (a later ``submit`` starts a new one). For
        tests, which make a publisher each; a process's own publisher lives as long as it does."""
        thread = self._thread
        if thread is None or not self._running():
            self.flush(timeout)
            return
        self._queue.put(_STOP)
        self._hurry.set()
        thread.join(timeout)

    def _run(self, ids_queue: queue.SimpleQueue) -> None:
        stop = False
        while not stop:
            try:
                ids, waiting = self._gather(ids_queue)
                stop = _STOP in waiting
                waiting = [event for event in waiting if event is not _STOP]
                if ids:
                    self._publish(ids)
                for event in waiting:
                    event.set()
            except Exception:  # never let the thread die: the next batch may well succeed
                logger.exception("the notification publisher failed; the outbox sweep will catch up")

    def _gather(self, ids_queue: queue.SimpleQueue) -> tuple[list[int], list[threading.Event]]:
        """Block for the first item, then let one window pass (cut short when a flush or a close
        is queued) and take everything queued by then. Returns the ids, in order, and the flushes
        to answer.

        The thread sleeps through the window instead of taking each item as it comes: a wake-up
        per submitted batch would cost every move a thread switch and a hand-over of the GIL."""
        first = ids_queue.get()
        if isinstance(first, threading.Event) or first is _STOP:
            ids, waiting = [], [first]
        else:
            self._hurry.wait(self.window())
            ids, waiting = list(first), []
        self._hurry.clear()
        more, events = self._drain(ids_queue)
        return ids + more, waiting + events

    @staticmethod
    def _drain(ids_queue: queue.SimpleQueue) -> tuple[list[int], list[threading.Event]]:
        ids: list[int] = []
        waiting: list[threading.Event] = []
        while True:
            try:
                item = ids_queue.get_nowait()
            except queue.Empty:
                return ids, waiting
            if isinstance(item, threading.Event) or item is _STOP:
                waiting.append(item)
            else:
                ids.extend(item)

    def _publish(self, ids: list[int]) -> None:
        try:
            self.publish(list(dict.fromkeys(ids)))
        except Exception as error:  # the broker is down or refused: the rows stay pending
            logger.warning("could not publish (all of) %s notification(s): %r; the outbox sweep will send them",
                           len(ids), error)


#: This process's publisher.
publisher = Publisher()
os.register_at_fork(after_in_child=publisher._reset)
atexit.register(publisher.flush, EXIT_FLUSH_SECONDS)


@worker_process_shutdown.connect(weak=False)
def _flush_pool_process(**_: object) -> None:
    """Celery's pool processes end with ``os._exit``, which skips ``atexit``; a task they ran may
    have scheduled notifications (a timeout, a reminder)."""
    publisher.flush(EXIT_FLUSH_SECONDS)
