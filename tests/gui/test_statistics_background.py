"""Statistics at scale (issue 19): a long history is read in a worker thread, the window first.

``StatisticsWindow.BACKGROUND_FROM`` is set to one game here, so the small history of these
tests takes the path a history of 100,000 games takes (``benchmarks/statistics_scale.py``
measures that one).
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.test_history import recorded_family
from yachtgui.history import HistoryError, HistoryStore
from yachtgui.widgets.review.stats import StatisticsWindow


@pytest.fixture(autouse=True)
def _in_the_background(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(StatisticsWindow, "BACKGROUND_FROM", 1)


def loaded(qtbot: QtBot, window: StatisticsWindow) -> None:
    qtbot.waitUntil(lambda: not window.loading, timeout=20_000)


@pytest.fixture
def held_back(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, list[str]]]:
    """The players' figures wait until the test lets them go; where they were added up is noted."""
    release = threading.Event()
    threads: list[str] = []
    original = HistoryStore.stats

    @functools.wraps(original)  # the window asks the worker for the store's method by its name
    def slow_stats(self: HistoryStore, *args: object, **kwargs: object) -> object:
        threads.append(threading.current_thread().name)
        release.wait(timeout=10)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(HistoryStore, "stats", slow_stats)
    yield release, threads
    release.set()


def test_the_window_paints_before_the_figures_are_in(
        qtbot: QtBot, held_back: tuple[threading.Event, list[str]]) -> None:
    release, threads = held_back
    recorded_family()
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.grab()  # painted while the figures are still being added up
    assert window.loading
    assert window.stats_model.rowCount() == 0
    qtbot.waitUntil(lambda: threads != [], timeout=10_000)
    assert threading.main_thread().name not in threads  # never in the GUI thread
    with qtbot.waitSignal(window.loaded, timeout=20_000):
        release.set()
    assert sorted({row.person.label for row in window.stats_model.rows}) == ["Ann", "Bob", "Grandpa", "Opa"]


def test_every_tab_and_filter_fills_in_as_it_loads(qtbot: QtBot) -> None:
    recorded_family()
    window = StatisticsWindow()
    qtbot.addWidget(window)
    loaded(qtbot, window)
    assert sorted({row.person.label for row in window.stats_model.rows}) == ["Ann", "Bob", "Grandpa", "Opa"]
    window.variant_box.setCurrentIndex(window.variant_box.findData("yatzy"))
    loaded(qtbot, window)
    assert [row.person.label for row in window.stats_model.rows] == ["Grandpa"]
    window.variant_box.setCurrentIndex(window.variant_box.findData("yacht"))
    window.tabs.setCurrentIndex(1)
    loaded(qtbot, window)
    assert window.high_scores.rowCount() == 6
    window.tabs.setCurrentIndex(2)
    loaded(qtbot, window)
    assert sorted(label for label, _ in window.chart.series) == ["Ann", "Bob", "Opa"]
    window.tabs.setCurrentIndex(3)
    loaded(qtbot, window)
    assert "Ann and Bob played <b>2</b> games together" in window.head_to_head.text()
    window.tabs.setCurrentIndex(4)
    loaded(qtbot, window)
    assert window.games_table.rowCount() == 3


def test_merge_and_rename_read_the_figures_again(qtbot: QtBot) -> None:
    recorded_family()
    window = StatisticsWindow()
    qtbot.addWidget(window)
    loaded(qtbot, window)
    grandpa = next(i for i, row in enumerate(window.stats_model.rows) if row.person.name == "Grandpa")
    window.players_view.selectRow(grandpa)
    assert window.merge_selected("Opa")
    loaded(qtbot, window)
    assert sorted({row.person.label for row in window.stats_model.rows}) == ["Ann", "Bob", "Grandpa"]
    assert sorted(window.player_box.itemText(i) for i in range(window.player_box.count()))[:3] == \
        ["Ann", "Bob", "Everyone"]
    assert window.player_box.findText("Opa") == -1


def test_a_fault_in_the_worker_reaches_the_window_as_a_message(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    recorded_family()

    @functools.wraps(HistoryStore.stats)
    def broken(self: HistoryStore, *args: object, **kwargs: object) -> object:
        raise HistoryError("the disk went away", "other")

    monkeypatch.setattr(HistoryStore, "stats", broken)
    window = StatisticsWindow()
    qtbot.addWidget(window)
    loaded(qtbot, window)
    assert not window.error.isHidden()
    assert "the disk went away" in window.error.text()
    assert window.stats_model.rowCount() == 0
