"""Following a turn's policy in the distributions' batches: the keep choices, rolling the kept dice
forward, and where each turn ends, against plain references (the keep -> roll transition matrix, a
scan of every roll's keeps)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.ai.conftest import SMALL
from tests.ai.test_winchance import CHIPS
from yachtgui.ai import Strategy, distribution
from yachtgui.ai.distribution import (
    _after_choices,
    _BatchPolicy,
    _choices,
    _fast_choices,
    _fast_policy,
    _final_rolls,
    _pull_forward,
    _roll_forward,
)
from yachtgui.ai.keeps import lattice
from yachtgui.ai.solver import _lattice_max
from yachtgui.ai.states import tables_for
from yachtgui.rules.variant import Variant

STATES = 300


def _random_masses(seed: int) -> np.ndarray:
    keeps = lattice()
    return np.random.default_rng(seed).random((len(keeps.keeps), STATES))


def _rolled_by_the_transition_matrix(mass: np.ndarray) -> np.ndarray:
    """What rolling every keep's free dice gives, from the keep -> roll probabilities."""
    keeps = lattice()
    first = keeps.first_roll
    expected: np.ndarray = mass[first:] + keeps.transition.T @ mass[:first]
    return expected


def test_rolling_forward_gathers_what_the_transition_matrix_gives() -> None:
    """Each keep gathering a sixth of every keep one die smaller inside it, one die up at a time, is
    the keep -> roll transition (in float64 to rounding, as the exact levels need it)."""
    mass = _random_masses(1)
    want = _rolled_by_the_transition_matrix(mass)
    got = _roll_forward(mass.copy(), lattice())[lattice().first_roll:]
    np.testing.assert_allclose(got, want, rtol=1e-13, atol=0)


def test_rolling_forward_in_float32_stays_within_float32_rounding() -> None:
    keeps = lattice()
    mass = _random_masses(2)
    want = _rolled_by_the_transition_matrix(mass)
    mass32 = mass.astype(np.float32)
    _pull_forward(mass32, keeps, np.empty((len(keeps.rolls), STATES), dtype=np.float32))
    np.testing.assert_allclose(mass32[keeps.first_roll:], want, rtol=2e-6, atol=0)


def _random_policy(seed: int) -> _BatchPolicy:
    """Any keep inside each roll (stopping too), for each of the two choices."""
    keeps = lattice()
    rng = np.random.default_rng(seed)

    def choice() -> np.ndarray:
        return np.array([[rng.choice((keeps.first_roll + roll, *inside)) for _ in range(STATES)]
                         for roll, inside in enumerate(keeps.subkeeps)], dtype=np.intp)

    box = np.zeros((len(keeps.rolls), STATES), dtype=np.intp)
    return _BatchPolicy(box, choice(), choice())


def test_a_summary_levels_turn_ends_as_the_exact_levels_turn_does() -> None:
    """Where each turn ends (from its first roll, the kept dice rolled again twice): in float64 the
    same, bit for bit, as each roll's mass sent to its keep and rolled forward step by step (as
    :func:`turn_outcomes` does); with float32 masses (summary levels) the same to float32 rounding."""
    keeps = lattice()
    policy = _random_policy(3)
    want = np.repeat(keeps.roll_probability[:, None], STATES, axis=1)
    for choice in (policy.keep2, policy.keep1):
        want = _roll_forward(_after_choices(want, choice, keeps), keeps)[keeps.first_roll :]
    np.testing.assert_array_equal(_final_rolls(policy, keeps, STATES), want)
    got = _final_rolls(policy, keeps, STATES, np.float32)
    assert got.dtype == np.float64
    np.testing.assert_allclose(got.sum(axis=0), 1.0, atol=1e-6)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-9)


@pytest.mark.parametrize("levels", [3, 1_000_000])
def test_the_summary_choices_pick_a_best_keep_inside_each_roll(levels: int) -> None:
    """A best keep inside each roll (the first :meth:`Strategy.options` lists where it is the only
    best; any best on an exact tie: 3 value levels give ties everywhere), and the rows of five dice
    left as the lattice maximum leaves them."""
    keeps = lattice()
    rng = np.random.default_rng(levels)
    values = (rng.integers(0, levels, (len(keeps.keeps), STATES)) - levels // 2).astype(np.float32)
    values /= 7  # not only whole numbers
    expected_buffer = values.copy()
    _lattice_max(expected_buffer, keeps, np.empty((len(keeps.rolls), STATES), dtype=np.float32))
    buffer = values.copy()
    chosen = _fast_choices(buffer, keeps).astype(np.intp)
    first = keeps.first_roll
    np.testing.assert_array_equal(buffer[first:], expected_buffer[first:])
    columns = np.arange(STATES)[None, :]
    np.testing.assert_array_equal(values[chosen, columns], expected_buffer[first:])  # a best keep
    inside = np.zeros((len(keeps.rolls), len(keeps.keeps)), dtype=bool)
    for roll, subkeeps in enumerate(keeps.subkeeps):
        inside[roll, [first + roll, *subkeeps]] = True
    assert inside[np.arange(len(keeps.rolls))[:, None], chosen].all()  # ... inside the roll
    scanned = _choices(values.astype(np.float64), keeps)
    ties = (values[None, :, :] == expected_buffer[first:][:, None, :]) & inside[:, :, None]
    unique = ties.sum(axis=1) == 1
    assert unique.any()
    assert levels > 3 or not unique.all()  # 3 levels: ties to break
    np.testing.assert_array_equal(chosen[unique], scanned[unique])


@pytest.mark.parametrize("variant", [SMALL, CHIPS], ids=lambda v: v.id)
def test_the_summary_policy_is_the_same_in_chunks_of_states_as_whole(
        variant: Variant, monkeypatch: pytest.MonkeyPatch) -> None:
    """Best boxes found a few states at a time (the Joker's values of CHIPS's fives of a kind
    gathered chunk by chunk too) are those found for the whole batch at once."""
    tables = tables_for(variant)
    table = Strategy.build(variant).table

    def lookup(masks: np.ndarray, totals: np.ndarray) -> np.ndarray:
        found: np.ndarray = table[masks, totals]
        return found

    masks, totals = (np.concatenate(parts) for parts in zip(*(tables.level_states(f) for f in (1, 2)),
                                                             strict=True))
    assert len(masks) > 20
    whole, whole_yacht = _fast_policy(tables, lookup, masks, totals)
    monkeypatch.setattr(distribution, "POLICY_CHUNK", 7)
    chunked, chunked_yacht = _fast_policy(tables, lookup, masks, totals)
    for name in ("box", "keep1", "keep2"):
        np.testing.assert_array_equal(getattr(chunked, name), getattr(whole, name))
    if variant is CHIPS:
        assert whole_yacht is not None
        assert chunked_yacht is not None
        for name in ("extra", "box", "joker", "chip"):
            np.testing.assert_array_equal(getattr(chunked_yacht, name), getattr(whole_yacht, name))
