"""A thread for tests that race real database connections (tests/services/test_unlocked_races.py,
tests/contracts/)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from django.db import connections

from games.services.errors import ServiceError


class Worker(threading.Thread):
    """``fn()`` in a thread of its own, so with its own database connection; its result, or its
    exception, kept for the test to look at (``outcome``). ``wait``: the seconds the thread may
    take before the test calls it hung (a hang is a failure, not a stall)."""

    def __init__(self, name: str, fn: Callable[[], Any], wait: float = 20) -> None:
        super().__init__(name=name, daemon=True)
        self.fn = fn
        self.wait = wait
        self.result: Any = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.result = self.fn()
        except BaseException as error:  # the test inspects it
            self.error = error
        finally:
            connections.close_all()

    def outcome(self) -> Any:
        """Join; the result, or the service error's code, or re-raise anything else."""
        self.join(self.wait)
        assert not self.is_alive(), f"{self.name} is still running"
        if self.error is None:
            return self.result
        if isinstance(self.error, ServiceError):
            return self.error.code
        raise self.error
