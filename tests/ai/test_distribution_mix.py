"""The mixing of a batch's turns into distributions (``distribution._mix``) against a plain
computation one state and one final roll at a time."""

from __future__ import annotations

import numpy as np
import pytest

from tests.ai.test_winchance import CHIPS
from yachtgui.ai.distribution import _BatchPolicy, _mix
from yachtgui.ai.states import VariantTables, tables_for
from yachtgui.rules import VARIANTS
from yachtgui.rules.variant import Variant


def _reference(tables: VariantTables, box: np.ndarray, final: np.ndarray, masks: np.ndarray,
               totals: np.ndarray, next_dist: np.ndarray, row_of: np.ndarray, bins: int,
               grid: int) -> np.ndarray:
    """Each state's turn ending with roll ``r`` in box ``box[r, state]`` (chance ``final[r, state]``):
    the score and any bonus it earns move the successor's distribution, on the grid."""
    out = np.zeros((len(masks), bins))
    for state, (mask, total) in enumerate(zip(masks.tolist(), totals.tolist(), strict=True)):
        for roll in range(final.shape[0]):
            chance = float(final[roll, state])
            if chance == 0:
                continue
            b = int(box[roll, state])
            value = int(tables.scores[roll, b])
            new_mask, new_total, gain = mask | 1 << b, total, value
            if b < tables.upper_count:
                new_total = min(total + value, tables.cap)
                gain += int(tables.bonus[new_total] - tables.bonus[total])
            if b == tables.yacht_box and tables.flag_bit and value > 0:
                new_mask |= tables.flag_bit
            row = next_dist[row_of[tables.positions(np.array([new_mask]), np.array([new_total]))[0]]]
            whole, part = divmod(gain, grid)
            for shift, weight in ((whole, chance * (grid - part) / grid), (whole + 1, chance * part / grid)):
                width = min(len(row), bins - shift)
                if weight and width > 0:
                    out[state, shift : shift + width] += weight * row[:width]
    return out


def _batch(variant: Variant, filled: int, sample: str, seed: int, dtype: type) -> tuple:  # type: ignore[type-arg]
    """A batch of a level's states (``sample``: a run of the level's own order, or states picked at
    random), random choices of open boxes, chances of ending with each roll, next-level rows."""
    rng = np.random.default_rng(seed)
    tables = tables_for(variant)
    masks, totals = tables.level_states(filled)
    if sample == "run":  # sorted by mask: most of a batch shares its open boxes
        start = int(rng.integers(0, max(1, len(masks) - 300)))
        chosen = np.arange(start, min(start + 300, len(masks)))
    else:
        chosen = rng.choice(len(masks), size=min(300, len(masks)), replace=False)
    masks, totals = masks[chosen], totals[chosen]
    next_masks, next_totals = tables.level_states(filled + 1)
    row_of = np.full(tables.stored_count, -1, dtype=np.intp)
    row_of[tables.positions(next_masks, next_totals)] = np.arange(len(next_masks))
    width = 40
    next_dist = rng.random((len(next_masks), width)) * (rng.random((len(next_masks), width)) < 0.6)
    next_dist[:, 0] += 1e-3
    next_dist /= next_dist.sum(axis=1, keepdims=True)
    rolls = tables.scores.shape[0]
    box = np.empty((rolls, len(masks)), dtype=np.intp)
    for state, mask in enumerate(masks.tolist()):
        open_boxes = [b for b in range(tables.box_count) if not mask >> b & 1]
        box[:, state] = rng.choice(open_boxes, size=rolls)
    final = rng.random((rolls, len(masks))) * (rng.random((rolls, len(masks))) < 0.5)
    final /= final.sum(axis=0, keepdims=True)
    return tables, box, final, masks, totals, next_dist.astype(dtype), row_of


@pytest.mark.parametrize("grid", [1, 2, 3])
@pytest.mark.parametrize("sample", ["run", "random"])
@pytest.mark.parametrize(("variant", "filled"),
                         [(VARIANTS["worldwide"], 4), (VARIANTS["worldwide"], 8), (CHIPS, 2)],
                         ids=["worldwide-4", "worldwide-8", "chips-2"])
def test_mixing_a_batch_equals_the_plain_sum_over_each_states_final_rolls(variant: Variant, filled: int,
                                                                          sample: str, grid: int) -> None:
    """Upper boxes earning the bonus for some states of a batch and not others, boxes open for some
    states only, odd scores split between grid points, the chip flag: ``_mix`` adds exactly what
    each state's final rolls add, one at a time."""
    for dtype, tolerance in ((np.float64, 1e-12), (np.float32, 2e-6)):
        batch = _batch(variant, filled, sample, 7 + grid, dtype)
        tables, box, final, masks, totals, next_dist, row_of = batch
        bins = next_dist.shape[1] + (int(tables.scores.max()) + int(tables.bonus.max())) // grid + 1
        policy = _BatchPolicy(box, np.zeros(0, dtype=np.intp), np.zeros(0, dtype=np.intp))
        got = _mix(tables, policy, final, masks, totals, next_dist, row_of, bins, grid)
        want = _reference(tables, box, final, masks, totals, next_dist.astype(np.float64), row_of, bins, grid)
        assert got.dtype == dtype
        assert got.sum(axis=1) == pytest.approx(1.0, abs=10 * tolerance)
        assert np.abs(got - want).max() < tolerance
