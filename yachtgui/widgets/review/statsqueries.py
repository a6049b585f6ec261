"""The statistics window's questions to the game history, answered in a worker thread.

With a long history (100,000 games) the figures take seconds to add up; asked in the GUI thread
they froze the window. :class:`HistoryQueries` owns one worker thread with its own connection
to the history (SQLite connections are not shared between threads). The window asks
(:meth:`HistoryQueries.ask`: a key, a :class:`~yachtgui.history.HistoryStore` method's name and
its arguments) and paints at once; ``answered(key, result)`` or ``failed(key, message)`` come
back in the GUI thread, one per question, in the order asked. Nothing is written here.

Qt Core only; :mod:`yachtgui.widgets.review.stats` shows the answers.
"""



from __future__ import annotations

import contextlib
import queue
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from yachtgui.text import translate

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["HistoryQueries"]

_STOP = object()


class HistoryQueries(QObject):
    """Answers the statistics window's questions from a worker thread (see the module docstring)."""

    answered = Signal(object, object)
    """(key, the query's result)."""
    failed = Signal(object, str)
    """(key, what went wrong, in words for the window)."""

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._questions: queue.Queue[Any] = queue.Queue()
        self._thread = threading.Thread(target=self._work, name="statistics-queries", daemon=True)
        self._thread.start()

    def ask(self, key: object, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        """Ask the history ``name(*args, **kwargs)``; the answer comes with ``key``."""
        self._questions.put((key, name, args, kwargs))

    def close(self) -> None:
        """No more questions: the worker ends after the one it is answering (it never blocks us)."""
        self._questions.put(_STOP)

    def _emit(self, signal: Any, *values: object) -> None:
        with contextlib.suppress(RuntimeError):  # the window was closed meanwhile: nobody listens
            signal.emit(*values)

    def _work(self) -> None:
        from yachtgui.history import HistoryError, HistoryStore

        store = None
        try:
            while True:
                question = self._questions.get()
                if question is _STOP:
                    return
                key, name, args, kwargs = question
                try:
                    if store is None:
                        store = HistoryStore(self._path)
                    answer = getattr(store, name)(*args, **kwargs)
                except HistoryError as error:
                    self._emit(self.failed, key, str(error))
                except Exception as error:  # a bug must still reach the window, never leave it waiting
                    said = translate("StatisticsWindow", "a figure could not be read ({error})")
                    self._emit(self.failed, key, said.format(error=error))
                else:
                    self._emit(self.answered, key, answer)
        finally:
            if store is not None:
                store.close()
