"""The same dynamic programme written plainly, one state at a time: slow, and easy to check by eye.

It shares no code with :mod:`yachtgui.ai.solver` beyond the variant's rules:
its own keep enumeration, transition probabilities counted over every
sequence of dice, sub-keeps found from die positions, reachable upper totals
found by walking the game forward, and no grouping of equivalent totals.
The tests compare the fast solver with it on small house-rule variants; the
speed benchmark measures how much the batching gains over it.
"""

from __future__ import annotations

from itertools import combinations_with_replacement, product

import numpy as np
import numpy.typing as npt

from yachtgui.rules import ALL_ROLLS, FACES, Variant

__all__ = ["reference_values"]


def reference_values(variant: Variant, capped: bool = True) -> dict[tuple[int, int], float]:
    """State (filled mask, upper total) -> optimal expected points still to come.

    With ``capped`` the upper total is capped at the highest bonus threshold,
    as in the fast solver; without, raw totals are used (slower, and a check
    that capping changes nothing). Masks are over the boxes in sheet order.
    """
    boxes = variant.categories
    upper = set(variant.upper_categories)
    cap = variant.bonus_rule.highest_threshold if capped else 10**6
    roll_index = {roll: i for i, roll in enumerate(ALL_ROLLS)}
    scores = np.array([[variant.scores(roll)[box] for box in boxes] for roll in ALL_ROLLS])

    keeps = [keep for size in range(5) for keep in combinations_with_replacement(FACES, size)]
    transition = np.zeros((len(keeps), len(ALL_ROLLS)))
    for row, keep in enumerate(keeps):
        for outcome in product(FACES, repeat=5 - len(keep)):
            transition[row, roll_index[tuple(sorted(keep + outcome))]] += 6.0 ** -(5 - len(keep))
    keep_row = {keep: row for row, keep in enumerate(keeps)}
    # For each roll, the keeps inside it (repeats allowed), numbered as [keeps of 0..4 dice, rolls].
    inside = np.array(
        [
            [
                keep_row[k] if len(k) < 5 else len(keeps) + roll_index[k]
                for k in (tuple(sorted(roll[i] for i in range(5) if held >> i & 1)) for held in range(32))
            ]
            for roll in ALL_ROLLS
        ]
    )

    # Reachable (mask, total) states, walking forward from the start.
    reachable: dict[int, set[int]] = {0: {0}}
    for mask in sorted(range(1 << len(boxes)), key=lambda m: bin(m).count("1")):
        for total in reachable.get(mask, ()):
            for i, box in enumerate(boxes):
                if not mask >> i & 1:
                    added = set(scores[:, i].tolist()) if box in upper else {0}
                    successors = reachable.setdefault(mask | 1 << i, set())
                    successors.update(min(total + a, cap) for a in added)

    size = max(max(t) for t in reachable.values()) + 1
    bonus = np.array([variant.bonus(t) for t in range(size)])
    table = {mask: np.full(size, np.nan) for mask in reachable}
    full = (1 << len(boxes)) - 1
    table[full][list(reachable[full])] = 0.0
    for mask in sorted(reachable, key=lambda m: -bin(m).count("1")):
        if mask == full:
            continue
        for total in reachable[mask]:
            best_box = np.full(len(ALL_ROLLS), -np.inf)
            for i, box in enumerate(boxes):
                if not mask >> i & 1:
                    points = scores[:, i]
                    new_totals = np.minimum(total + points, cap) if box in upper else total + 0 * points
                    gained = points + bonus[new_totals] - bonus[total] + table[mask | 1 << i][new_totals]
                    best_box = np.maximum(best_box, gained)
            table[mask][total] = _turn_value(best_box, transition, inside)
    return {(mask, total): float(table[mask][total]) for mask in reachable for total in reachable[mask]}


def _turn_value(
    best_box: npt.NDArray[np.float64], transition: npt.NDArray[np.float64], inside: npt.NDArray[np.intp]
) -> float:
    """Expected points from the start of a turn, given each final roll's best box value."""
    roll_values = best_box
    for _ in range(2):
        keep_values = np.concatenate([transition @ roll_values, roll_values])
        roll_values = keep_values[inside].max(axis=1)
    return float(transition[0] @ roll_values)
