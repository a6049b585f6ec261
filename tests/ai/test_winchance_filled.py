"""The win table's filled-in states (issue 23): on a summary level the states between two computed
upper totals of a box set are made by :func:`~yachtgui.ai.distribution.filled_between` as a mixture
of those two moved to their exact mean; the table keeps only that recipe (the two neighbours, the
share, the move) and makes the distribution again when asked, instead of 65 quantile points.

Checked here: what the table makes again is what it would have kept before (the quantiles of the
row the build made), with the strategy's value as its mean, for every filled-in state of the 12-box
variant; a recipe that ignored its share or its move would be caught; the recipe survives its file,
and a file whose recipe is out of range, not a number, points at a state that is not stored as
quantile points or has the wrong type is never used.
"""

from __future__ import annotations

import io
import threading
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tests.ai.conftest import SMALL
from yachtgui.ai import Strategy, winchance
from yachtgui.ai import distribution as distribution_module
from yachtgui.ai.distribution import FilledRows, level_distributions
from yachtgui.ai.states import VariantTables, tables_for
from yachtgui.ai.winchance import (
    EXACT_OPEN,
    GRID,
    QUANTILES,
    STRIDE,
    Collector,
    DistributionTable,
    Final,
    moved_pmf,
    pmf_from_quantiles,
)

#: What the small tables are built with: every level but the last a summary level, SMALL's runs of
#: upper totals long enough to fill some in.
SMALL_BUILD = {"exact_open": 1, "grid": 2, "stride": 3}

#: (mask, total, the quantile points, in points, of the row the build made) by table position.
BuiltRows = dict[int, tuple[int, int, np.ndarray]]


def _built(strategy: Strategy, exact_open: int = EXACT_OPEN, grid: int = GRID, stride: int = STRIDE
           ) -> tuple[DistributionTable, BuiltRows]:
    """The table as :meth:`DistributionTable.build` makes it, and for each filled-in state the
    quantile points the table would have kept of it before (its row as the build made it)."""
    tables = tables_for(strategy.variant)
    collect = Collector(tables, exact_open, QUANTILES, grid)
    rows: BuiltRows = {}
    pending: list[FilledRows] = []

    def on_filled(masks: np.ndarray, totals: np.ndarray, filled: FilledRows) -> None:
        pending.append(filled)
        collect.on_filled(masks, totals, filled)

    def on_level(masks: np.ndarray, totals: np.ndarray, dist: np.ndarray) -> None:
        if pending:
            filled = pending.pop()
            points = winchance._quantile_points(dist, QUANTILES, filled.rows) * grid
            positions = tables.positions(masks[filled.rows], totals[filled.rows])
            for position, mask, total, row in zip(positions.tolist(), masks[filled.rows].tolist(),
                                                  totals[filled.rows].tolist(), points, strict=True):
                rows[position] = (mask, total, row)
        collect.on_level(masks, totals, dist)

    table = strategy.table
    level_distributions(tables, lambda masks, totals: table[masks, totals], on_level, dtype=np.float32,
                        exact_open=exact_open, grid=grid, stride=stride, on_filled=on_filled)
    return collect.table(), rows


def _gaps(table: DistributionTable, rows: BuiltRows, mean: Callable[[int, int], float]
          ) -> tuple[np.ndarray, np.ndarray]:
    """For each filled-in state: how far the table's mean is from ``mean(mask, total)``, and the
    largest difference of its distribution function from the one the table kept before."""
    mean_gaps, cdf_gaps = [], []
    for mask, total, points in rows.values():
        got = table.remaining(mask, total)
        before = pmf_from_quantiles(points)
        width = max(got.offset + len(got.pmf), len(before)) + 1
        got_cdf = np.cumsum(np.pad(got.pmf, (got.offset, width - got.offset - len(got.pmf))))
        before_cdf = np.cumsum(np.pad(before, (0, width - len(before))))
        mean_gaps.append(abs(got.mean - mean(mask, total)))
        cdf_gaps.append(float(np.abs(got_cdf - before_cdf).max()))
    return np.array(mean_gaps), np.array(cdf_gaps)


def _with_weights(table: DistributionTable, share: np.ndarray | None = None, move: np.ndarray | None = None
                  ) -> DistributionTable:
    """``table`` with its filled-in states' shares or moves replaced."""
    weights = table.fill_weights.copy()
    if share is not None:
        weights[:, 0] = share
    if move is not None:
        weights[:, 1] = move
    return DistributionTable(table.tables, table.offsets, table.lows, table.data, table.exact_open,
                             table.quantiles, table.fills, weights)


@pytest.mark.slow  # the 12-box table, built as the app builds it (a few seconds)
def test_every_filled_in_state_of_the_12_box_table_is_made_again_as_the_build_made_it(
        real_strategy: Callable[[str], Strategy]) -> None:
    strategy = real_strategy("worldwide")
    table, rows = _built(strategy)
    tables = table.tables
    assert len(rows) == len(table.fills) > tables.stored_count // 4  # ~40 % of the states
    sizes = np.diff(table.offsets)
    assert (sizes[table.fills[:, 0]] == 0).all()  # nothing kept in data for them
    assert (sizes[table.fills[:, 1]] == QUANTILES + 1).all()
    assert (sizes[table.fills[:, 2]] == QUANTILES + 1).all()
    assert np.array_equal(table.data, DistributionTable.build(strategy).data)  # the app's build

    def value(mask: int, total: int) -> float:
        return float(strategy.table[mask, total])

    mean_gaps, cdf_gaps = _gaps(table, rows, value)
    # The mean is the state's exact value up to the quantiles' approximation (the quantiles of the
    # row itself were up to 0.39 points off, 0.013 on average).
    assert mean_gaps.max() < 0.45, mean_gaps.max()
    assert mean_gaps.mean() < 0.02, mean_gaps.mean()
    assert cdf_gaps.max() < 0.03, cdf_gaps.max()  # as the quantiles of the row the build made

    # The same checks catch a recipe whose share is ignored (the low neighbour alone): up to 13
    # points off.
    ignored_share = _with_weights(table, share=np.zeros(len(table.fills)))
    mean_gaps, cdf_gaps = _gaps(ignored_share, rows, value)
    assert mean_gaps.max() > 1.0
    assert cdf_gaps.max() > 0.1


def test_a_filled_in_state_is_moved_to_its_mean_when_its_neighbours_cannot_mix_to_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The move matters where no mixture of the neighbours has the state's mean (the share clipped
    to 0 or 1). On the built-in variants it stays below 0.001 points, so the means the build fills
    in towards are raised here by 25 points: beyond the upper neighbour's, whatever the bonus."""
    original = distribution_module.filled_between
    raised = 25.0

    def filled_between(dist: np.ndarray, masks: np.ndarray, totals: np.ndarray, computed: np.ndarray,
                       means: np.ndarray, grid: int) -> FilledRows | None:
        return original(dist, masks, totals, computed, np.where(computed, means, means + raised), grid)

    monkeypatch.setattr(distribution_module, "filled_between", filled_between)
    strategy = Strategy.build(SMALL)
    table, rows = _built(strategy, **SMALL_BUILD)
    assert len(rows) > 0
    assert (table.fill_weights[:, 0] == 1.0).all()  # no mixture reaches the mean: the move does
    assert (table.fill_weights[:, 1] > 5.0).all()

    def value(mask: int, total: int) -> float:
        return float(strategy.table[mask, total]) + raised

    mean_gaps, cdf_gaps = _gaps(table, rows, value)
    assert mean_gaps.max() < 0.3, mean_gaps  # a spiky 5-box sheet's quantiles, on a grid of 2 points
    assert cdf_gaps.max() < 0.03, cdf_gaps
    ignored_move = _with_weights(table, move=np.zeros(len(table.fills)))
    mean_gaps, cdf_gaps = _gaps(ignored_move, rows, value)
    assert mean_gaps.min() > 5.0
    assert cdf_gaps.max() > 0.1


def test_moving_a_distribution_keeps_its_mass_and_moves_its_mean() -> None:
    rng = np.random.default_rng(3)
    pmf = rng.random(40)
    pmf[:5] = 0.0
    pmf /= pmf.sum()
    mean = pmf @ np.arange(40)
    for move in (0.0, 0.25, 2.0, 3.7, -1.5, -4.0):
        moved = moved_pmf(pmf, move)
        assert moved.sum() == pytest.approx(1.0, abs=1e-12)
        assert moved @ np.arange(len(moved)) == pytest.approx(mean + move, abs=1e-12)
    below = moved_pmf(pmf, -7.25)  # mass moved below 0 stays at 0
    assert below.sum() == pytest.approx(1.0, abs=1e-12)
    assert below[0] == pytest.approx(pmf[:8].sum() + 0.25 * pmf[8], abs=1e-12)


def test_filled_in_states_are_made_once_and_shared_between_threads() -> None:
    strategy = Strategy.build(SMALL)
    table = DistributionTable.build(strategy, **SMALL_BUILD)
    tables = table.tables
    masks, totals = np.nonzero(tables.representatives())
    positions = tables.positions(masks, totals)
    filled = np.isin(positions, table.fills[:, 0])
    states = list(zip(masks[filled].tolist(), totals[filled].tolist(), strict=True))
    assert states
    results: list[list[Final]] = []

    def ask() -> None:
        results.append([table.remaining(mask, total) for mask, total in states])

    threads = [threading.Thread(target=ask) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    again = [table.remaining(mask, total) for mask, total in states]
    for found in results:
        for got, want in zip(found, again, strict=True):
            np.testing.assert_array_equal(got.pmf, want.pmf)
    assert all(not final.pmf.flags.writeable for final in again)  # shared: nobody may change it


# --- files ------------------------------------------------------------------------------------------


def _members(path: Path) -> dict[str, np.ndarray]:
    with zipfile.ZipFile(path) as archive:
        return {name.removesuffix(".npy"): np.load(archive.open(name), allow_pickle=False)
                for name in archive.namelist()}


def _write(path: Path, tables: VariantTables, members: dict[str, Any], rehash: bool = True) -> Path:
    """``members`` as a win table's file, its content hash made to match (as someone who edits the
    file on purpose would): only the checks of the values themselves can refuse it."""
    if rehash:
        members["content_hash"] = np.str_(winchance.content_hash(
            tables.variant, int(members["exact_open"]), int(members["quantiles"]), members["offsets"],
            members["lows"], members["data"], members["fills"], members["fill_weights"]))
    np.savez_compressed(path, **members)
    return path


def test_a_filled_in_state_costs_the_table_20_bytes_instead_of_65_quantile_points() -> None:
    strategy = Strategy.build(SMALL)
    table = DistributionTable.build(strategy, **SMALL_BUILD)
    assert len(table.fills) > 0
    assert table.nbytes == (table.offsets.nbytes + table.lows.nbytes + table.data.nbytes
                            + 12 * len(table.fills) + 8 * len(table.fills))


def test_filled_in_states_survive_their_file_and_bad_ones_are_never_used(tmp_path: Path) -> None:
    strategy = Strategy.build(SMALL)
    table = DistributionTable.build(strategy, **SMALL_BUILD)
    tables = table.tables
    path = tmp_path / "wins.npz"
    assert table.save(path)
    again = DistributionTable.load(path, tables)
    assert again is not None
    np.testing.assert_array_equal(again.fills, table.fills)
    np.testing.assert_array_equal(again.fill_weights, table.fill_weights)
    mask, total = _state_of(tables, int(table.fills[0, 0]))
    np.testing.assert_array_equal(again.remaining(mask, total).pmf, table.remaining(mask, total).pmf)
    original = _members(path)
    assert DistributionTable.load(_write(tmp_path / "same.npz", tables, dict(original)), tables) is not None

    def edited(name: str, change: Callable[[dict[str, np.ndarray]], None], rehash: bool = True
               ) -> DistributionTable | None:
        members = {key: value.copy() for key, value in original.items()}
        change(members)
        return DistributionTable.load(_write(tmp_path / f"{name}.npz", tables, members, rehash), tables)

    sizes = np.diff(table.offsets)
    exact_state = int(np.flatnonzero(sizes != QUANTILES + 1)[-1])  # a state kept exactly (or a full sheet)
    second_filled = int(table.fills[-1, 0])

    def set_fill(column: int, value: float) -> Callable[[dict[str, np.ndarray]], None]:
        def change(members: dict[str, np.ndarray]) -> None:
            members["fills"][0, column] = value
        return change

    def set_weight(column: int, value: float) -> Callable[[dict[str, np.ndarray]], None]:
        def change(members: dict[str, np.ndarray]) -> None:
            members["fill_weights"][0, column] = value
        return change

    assert edited("out_of_range", set_fill(1, tables.stored_count)) is None
    assert edited("negative", set_fill(2, -1)) is None
    assert edited("to_a_filled_state", set_fill(2, second_filled)) is None
    assert edited("to_an_exact_state", set_fill(1, exact_state)) is None
    assert edited("nan_share", set_weight(0, np.nan)) is None
    assert edited("share_above_one", set_weight(0, 1.5)) is None
    assert edited("infinite_move", set_weight(1, np.inf)) is None
    assert edited("move_beyond_the_game", set_weight(1, 1e6)) is None

    def not_the_empty_state(members: dict[str, np.ndarray]) -> None:
        members["fills"][0, 0] = members["fills"][0, 1]  # a state that holds quantile points

    assert edited("not_empty", not_the_empty_state) is None

    def wide_references(members: dict[str, np.ndarray]) -> None:
        members["fills"] = members["fills"].astype(np.int64)

    def wide_weights(members: dict[str, np.ndarray]) -> None:
        members["fill_weights"] = members["fill_weights"].astype(np.float64)

    assert edited("int64_fills", wide_references) is None
    assert edited("float64_weights", wide_weights) is None
    with pytest.raises(ValueError, match="dtype"):
        winchance._read_table_members(tmp_path / "int64_fills.npz", tables)

    def flat_weights(members: dict[str, np.ndarray]) -> None:
        members["fill_weights"] = members["fill_weights"].ravel()

    assert edited("flat_weights", flat_weights) is None
    assert edited("unhashed_share", set_weight(0, 0.5), rehash=False) is None  # the content hash covers them


def test_a_win_table_of_format_3_is_refused_by_its_members(tmp_path: Path) -> None:
    """A table written before the filled-in states were kept apart has no such members: refused
    with a message that says it is an older format."""
    strategy = Strategy.build(SMALL)
    table = DistributionTable.build(strategy, **SMALL_BUILD)
    path = tmp_path / "wins.npz"
    assert table.save(path)
    members = _members(path)
    del members["fills"], members["fill_weights"]
    older = tmp_path / "older.npz"
    np.savez_compressed(older, **members)
    with pytest.raises(ValueError, match="older format"):
        winchance._read_table_members(older, table.tables)
    assert DistributionTable.load(older, table.tables) is None


def _state_of(tables: VariantTables, position: int) -> tuple[int, int]:
    masks, totals = np.nonzero(tables.representatives())
    found = int(np.flatnonzero(tables.positions(masks, totals) == position)[0])
    return int(masks[found]), int(totals[found])


def test_a_wrong_type_of_filled_in_states_is_refused_before_its_data_is_read(tmp_path: Path) -> None:
    strategy = Strategy.build(SMALL)
    table = DistributionTable.build(strategy, **SMALL_BUILD)
    path = tmp_path / "wins.npz"
    assert table.save(path)
    with zipfile.ZipFile(path) as archive:
        raw = {name: archive.read(name) for name in archive.namelist()}
    buffer = io.BytesIO()
    np.save(buffer, table.fill_weights.astype(np.float16))
    raw["fill_weights.npy"] = buffer.getvalue()
    bad = tmp_path / "bad.npz"
    with zipfile.ZipFile(bad, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in raw.items():
            out.writestr(name, data)
    with pytest.raises(ValueError, match="dtype"):
        winchance._read_table_members(bad, table.tables)
    assert DistributionTable.load(bad, table.tables) is None
