"""The history recorder without a window."""

from __future__ import annotations

from datetime import UTC, datetime

from yachtgui.app.controller import GameController
from yachtgui.app.recorder import HistoryRecorder
from yachtgui.persistence import Seat


def test_a_new_game_starts_with_the_time_written_as_datetime_writes_it(controller: GameController) -> None:
    """The start time is written without the datetime module (cold start): the same text, in UTC."""
    recorder = HistoryRecorder(controller, enabled=False)
    before = datetime.now(UTC).replace(microsecond=0)
    assert controller.new_game("kismet", (Seat("Ann", None), Seat("Bob", None)))
    after = datetime.now(UTC)
    started = recorder._started
    assert started is not None
    stamp = datetime.fromisoformat(started)
    assert stamp.tzinfo == UTC
    assert before <= stamp <= after
    assert started == stamp.isoformat(timespec="seconds")
