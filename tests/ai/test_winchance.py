"""Chances to win: the exact combination of players, the distributions of the points still to come
(against a brute force and the strategy's own values), the compact table, and the whole-game engine."""

from __future__ import annotations

import io
import itertools
import random
import threading
from collections import Counter
from fractions import Fraction
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.ai.conftest import LOWER_ONLY, SMALL, TIERED, _upper
from yachtgui.ai import Strategy
from yachtgui.ai.distribution import level_distributions
from yachtgui.ai.states import tables_for
from yachtgui.ai.winchance import (
    Collector,
    DistributionTable,
    ExactTable,
    Final,
    WinChance,
    pmf_from_quantiles,
    win_chances,
)
from yachtgui.game import Game
from yachtgui.rules import VARIANTS
from yachtgui.rules.variant import Bonus, Box, Variant
from yachtgui.rules.vocabulary import Anything, Fixed, Groups, TotalSum

#: A small house rule with a Yahtzee bonus and the forced Joker: five of a kind again is worth 100.
CHIPS = Variant(
    id="chips",
    name="Chips",
    description="A house rule for tests: a Yahtzee bonus and the Joker in four boxes.",
    bonus_rule=Bonus(((20, 10),)),
    boxes=(
        *_upper(5, 6),
        Box("chance", "Chance", Anything(), TotalSum(), ""),
        Box("yacht", "Yacht", Groups((5,)), Fixed(50), ""),
    ),
    yacht_box="yacht",
    yacht_bonus=100,
    joker="forced",
)


# --- combining players ------------------------------------------------------------------------


def brute_force_chances(finals: list[dict[int, Fraction]]) -> list[Fraction]:
    """Every joint outcome, the win shared by the tied leaders."""
    wins = [Fraction(0)] * len(finals)
    for outcome in itertools.product(*(list(f.items()) for f in finals)):
        chance = Fraction(1)
        for _, p in outcome:
            chance *= p
        best = max(score for score, _ in outcome)
        leaders = [i for i, (score, _) in enumerate(outcome) if score == best]
        for i in leaders:
            wins[i] += chance / len(leaders)
    return wins


def tie_counting_chances(finals: list[dict[int, Fraction]]) -> list[float]:
    """The same as :func:`brute_force_chances` in polynomial time, by counting ties score by score:
    for each score of player i, the chance that k others tie and none is higher."""
    wins = []
    for i, mine in enumerate(finals):
        total = 0.0
        for x, p in mine.items():
            ties = [1.0]  # ties[k]: everyone so far at most x, exactly k of them at x
            for j, other in enumerate(finals):
                if j == i:
                    continue
                below = float(sum(q for y, q in other.items() if y < x))
                level = float(other.get(x, 0))
                ties = [(ties[k] if k < len(ties) else 0.0) * below + (ties[k - 1] * level if k else 0.0)
                        for k in range(len(ties) + 1)]
            total += float(p) * sum(t / (k + 1) for k, t in enumerate(ties))
        wins.append(total)
    return wins


small_distribution = st.dictionaries(st.integers(0, 6), st.integers(1, 5), min_size=1, max_size=4)


@settings(max_examples=60, deadline=None)
@given(st.lists(small_distribution, min_size=1, max_size=5))
def test_win_chances_equal_every_joint_outcome_counted(weights: list[dict[int, int]]) -> None:
    finals = [{score: Fraction(w, sum(d.values())) for score, w in d.items()} for d in weights]
    expected = brute_force_chances(finals)
    pmfs = []
    for d in finals:
        low, high = min(d), max(d)
        pmf = np.zeros(high - low + 1)
        for score, p in d.items():
            pmf[score - low] = float(p)
        pmfs.append(Final(low, pmf))
    got = win_chances(pmfs)
    assert got == pytest.approx([float(e) for e in expected], abs=1e-12)
    assert got.sum() == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("count", range(2, 11))
def test_a_tie_of_k_gives_each_one_kth(count: int) -> None:
    finals = [Final(200, np.ones(1))] * count
    assert win_chances(finals) == pytest.approx([1 / count] * count)
    behind = [Final(150, np.ones(1)), *finals[1:]]
    assert win_chances(behind) == pytest.approx([0.0] + [1 / (count - 1)] * (count - 1))


def test_identical_players_share_the_win_equally_and_sum_to_one() -> None:
    pmf = np.random.default_rng(3).random(80)
    pmf /= pmf.sum()
    chances = win_chances([Final(100, pmf)] * 10)
    assert chances == pytest.approx([0.1] * 10, abs=1e-12)
    assert chances.sum() == pytest.approx(1.0, abs=1e-15)


def test_quantiles_read_back_as_the_distribution_they_came_from() -> None:
    from yachtgui.ai.winchance import _quantile_points

    pmf = np.zeros(60)
    pmf[10:50] = np.hanning(42)[1:-1]  # positive from 10 to 49
    pmf /= pmf.sum()
    points = _quantile_points(pmf[None, :], 64)[0]
    assert points[0] == pytest.approx(10 - 0.5, abs=1e-4)
    assert points[-1] == pytest.approx(49 + 0.5, abs=1e-4)
    back = pmf_from_quantiles(points)
    assert back.sum() == pytest.approx(1.0)
    assert np.abs(np.cumsum(np.pad(back, (0, 60 - len(back)))) - np.cumsum(pmf)).max() < 0.005


# --- the points still to come ------------------------------------------------------------------


def brute_force_remaining(strategy: Strategy) -> dict[tuple[int, int], dict[int, float]]:
    """The distribution of every state's points still to come, by following :meth:`Strategy.options`
    decision by decision over every roll (memoised), independently of the batched code."""
    variant = strategy.variant
    boxes = variant.categories
    upper = set(variant.upper_categories)
    cap = variant.bonus_rule.highest_threshold
    fresh: dict[int, list[tuple[tuple[int, ...], float]]] = {}
    for count in range(6):
        outcomes: Counter[tuple[int, ...]] = Counter(
            tuple(sorted(o)) for o in itertools.product(range(1, 7), repeat=count))
        fresh[count] = [(o, n / 6**count) for o, n in outcomes.items()]

    @cache
    def state(mask: int, total: int) -> dict[int, float]:
        if mask == (1 << len(boxes)) - 1:
            return {0: 1.0}
        result: Counter[int] = Counter()
        for roll, p in fresh[5]:
            for points, q in turn(mask, total, roll, 2).items():
                result[points] += p * q
        return dict(result)

    @cache
    def turn(mask: int, total: int, roll: tuple[int, ...], rolls_left: int) -> dict[int, float]:
        filled = [b for i, b in enumerate(boxes) if mask >> i & 1]
        upper_totals = tables_for(variant).upper_totals
        raw_upper = min(r for r in upper_totals.raw_reachable[mask & tables_for(variant).upper_bits]
                        if min(r, cap) == total)  # the strategy takes a raw total; any one capped to it
        if rolls_left:
            keep = strategy.options(filled, raw_upper, roll, rolls_left)[0].keep
            assert keep is not None
            if len(keep) < 5:
                result: Counter[int] = Counter()
                for more, p in fresh[5 - len(keep)]:
                    for points, q in turn(mask, total, tuple(sorted(keep + more)), rolls_left - 1).items():
                        result[points] += p * q
                return dict(result)
        box = strategy.best_box(filled, raw_upper, roll).box
        assert box is not None
        i = boxes.index(box)
        score = variant.score(box, roll)
        new_total = min(total + score, cap) if box in upper else total
        gain = score + (variant.bonus(new_total) - variant.bonus(total) if box in upper else 0)
        return {gain + points: p for points, p in state(mask | 1 << i, new_total).items()}

    tables = tables_for(variant)
    return {(m, t): state(m, t) for m in range(1 << len(boxes))
            for t in tables.upper_totals.reachable[m & tables.upper_bits]}


def _dense(strategy: Strategy):  # type: ignore[no-untyped-def]
    table = strategy.table
    return lambda masks, totals: table[masks, totals]


@pytest.mark.slow  # the brute force follows every roll in Python: about 25 s for TIERED
@pytest.mark.parametrize("variant", [TIERED, LOWER_ONLY], ids=lambda v: v.id)
def test_every_state_distribution_equals_a_brute_force_over_every_roll(variant: Variant) -> None:
    strategy = Strategy.build(variant)
    tables = tables_for(variant)
    found: dict[tuple[int, int], np.ndarray] = {}

    def keep(masks: np.ndarray, totals: np.ndarray, dist: np.ndarray) -> None:
        for m, t, row in zip(masks.tolist(), totals.tolist(), dist, strict=True):
            found[m, t] = row

    level_distributions(tables, _dense(strategy), keep)
    expected = brute_force_remaining(strategy)
    checked = 0
    for (mask, total), dist in expected.items():
        representative = int(tables.upper_totals.representative[mask & tables.upper_bits, total])
        if (mask, representative) not in found:
            continue
        row = found[mask, representative]
        for points, p in dist.items():
            assert row[points] == pytest.approx(p, abs=1e-12), (mask, total, points)
        assert row.sum() == pytest.approx(1.0, abs=1e-12)
        checked += 1
    assert checked == sum(1 for mask, _ in expected if mask != tables.full_mask)


@pytest.mark.parametrize("variant", [TIERED, SMALL, LOWER_ONLY, CHIPS], ids=lambda v: v.id)
def test_each_distribution_has_the_strategy_value_as_its_mean(variant: Variant) -> None:
    strategy = Strategy.build(variant)
    tables = tables_for(variant)
    seen = []

    def check(masks: np.ndarray, totals: np.ndarray, dist: np.ndarray) -> None:
        means = dist @ np.arange(dist.shape[1])
        assert means == pytest.approx(strategy.table[masks, totals], abs=1e-4)
        assert dist.sum(axis=1) == pytest.approx(1.0, abs=1e-12)
        assert (dist >= 0).all()
        seen.append(len(masks))

    level_distributions(tables, _dense(strategy), check)
    assert len(seen) == tables.box_count  # every level, the start included
    assert seen[-1] == 1


@pytest.mark.parametrize("variant", [TIERED, CHIPS], ids=lambda v: v.id)
def test_within_a_turn_the_mean_is_the_best_option_value(variant: Variant) -> None:
    strategy = Strategy.build(variant)
    engine = WinChance(strategy, DistributionTable.build(strategy))
    rng = random.Random(7)
    for _ in range(40):
        roll = tuple(rng.randint(1, 6) for _ in range(5))
        filled = [b for b in variant.categories if rng.random() < 0.4][:3]
        upper_totals = sorted(tables_for(variant).upper_totals.raw_reachable[
            sum(1 << i for i, b in enumerate(variant.categories) if b in filled and i < 2)])
        upper = rng.choice(upper_totals)
        holds = "yacht" in filled and rng.random() < 0.5
        rolls_left = rng.randint(0, 2)
        mask, total = engine.state(filled, upper, holds)
        rest = engine.remaining(mask, total, roll, rolls_left)
        best = strategy.options(filled, upper, roll, rolls_left, yacht_holds_points=holds)[0].value
        assert rest.pmf.sum() == pytest.approx(1.0)
        assert rest.mean == pytest.approx(best, abs=1e-3)


def test_the_compact_table_is_exact_with_few_open_boxes_and_close_before() -> None:
    strategy = Strategy.build(SMALL)
    tables = tables_for(SMALL)
    collect = Collector(tables, exact_open=2, quantiles=64)
    exact = ExactTable.build(strategy, also=collect.on_level)
    compact = collect.table()
    for mask in range(tables.row_count):
        for total in tables.upper_totals.reachable[mask & tables.upper_bits]:
            want = exact.remaining(mask, total)
            got = compact.remaining(mask, total)
            open_count = tables.box_count - bin(mask).count("1")
            cdf_want = np.cumsum(np.pad(want.pmf, (want.offset, 400)))[:300]
            cdf_got = np.cumsum(np.pad(got.pmf, (got.offset, 400)))[:300]
            tolerance = 1e-6 if open_count <= 2 else 0.05  # spiky 5-box sheets: win chances are tested below
            assert np.abs(cdf_want - cdf_got).max() <= tolerance, (mask, total)


def test_a_table_survives_its_file_and_a_damaged_file_is_ignored(tmp_path) -> None:  # type: ignore[no-untyped-def]
    strategy = Strategy.build(TIERED)
    table = DistributionTable.build(strategy)
    path = tmp_path / "wins.npz"
    assert table.save(path)
    again = DistributionTable.load(path, tables_for(TIERED))
    assert again is not None
    assert np.array_equal(again.data, table.data)
    assert np.array_equal(again.offsets, table.offsets)
    assert DistributionTable.load(path, tables_for(SMALL)) is None  # another variant's table
    path.write_bytes(b"not a table")
    assert DistributionTable.load(path, tables_for(TIERED)) is None
    assert DistributionTable.load(tmp_path / "absent.npz", tables_for(TIERED)) is None


def test_an_edited_win_table_is_never_used(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Issue 19's rule for tables: a value edited in a file (its zip checksums rewritten) is found by
    the content hash over every value, and the table is built again instead of shown."""
    import zipfile

    strategy = Strategy.build(TIERED)
    table = DistributionTable.build(strategy)
    path = tmp_path / "wins.npz"
    assert table.save(path)
    with zipfile.ZipFile(path) as archive:
        members = {name.removesuffix(".npy"): np.load(archive.open(name), allow_pickle=False)
                   for name in archive.namelist()}
    members["data"] = members["data"].copy()
    members["data"][len(members["data"]) // 2] += 0.25  # a chance nudged in the file
    edited = tmp_path / "edited.npz"
    np.savez_compressed(edited, **members)
    assert DistributionTable.load(edited, tables_for(TIERED)) is None


def test_a_win_table_member_too_large_is_refused_before_it_is_unpacked(  # type: ignore[no-untyped-def]
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import zipfile

    from yachtgui.ai import winchance

    monkeypatch.setattr(winchance, "MAX_FILE_BYTES", 1 << 20)  # the bomb needs not be 768 MiB
    strategy = Strategy.build(TIERED)
    table = DistributionTable.build(strategy)
    path = tmp_path / "wins.npz"
    assert table.save(path)
    bomb = tmp_path / "bomb.npz"
    with zipfile.ZipFile(path) as archive, zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as out:
        for name in archive.namelist():
            if name == "data.npy":  # a small file that would unpack past the limit
                out.writestr(name, b"\0" * (winchance.MAX_FILE_BYTES + 1))
            else:
                out.writestr(name, archive.read(name))
    assert bomb.stat().st_size < 64 << 10
    with pytest.raises(ValueError, match="unpacks to"):
        winchance._read_table_members(bomb, tables_for(TIERED))
    assert DistributionTable.load(bomb, tables_for(TIERED)) is None


# --- whole games ----------------------------------------------------------------------------------


def play_until(game: Game, strategy: Strategy, scorings: int, rng: random.Random) -> None:
    """Drive ``game`` with the medium computer player until ``scorings`` boxes are filled."""
    from yachtgui.ai import ComputerPlayer
    from yachtgui.ai.selfplay import play_until as play

    play(game, ComputerPlayer(strategy, "medium", rng), scorings)


def test_a_finished_game_gives_the_winners_their_share(private_cache) -> None:  # type: ignore[no-untyped-def]
    engine = WinChance.load_or_build(TIERED)
    game = Game(TIERED, ["Ann", "Bo", "Cy"], rng=random.Random(2))
    play_until(game, engine.strategy, 100, random.Random(2))
    assert game.is_over
    chances = engine.for_game(game)
    winners = game.winners()
    assert chances == pytest.approx([1 / len(winners) if i in winners else 0.0 for i in range(3)])


@pytest.mark.parametrize("players", [2, 3, 5, 10])
def test_last_round_chances_are_exact_against_every_roll(players: int, private_cache) -> None:  # type: ignore[no-untyped-def]
    """Only the last box open for everyone: brute force over every first roll of every player's last turn
    (each turn followed by the strategy's own choices)."""
    strategy = Strategy.build(LOWER_ONLY)
    engine = WinChance.load_or_build(LOWER_ONLY)
    boxes = len(LOWER_ONLY.categories)
    rng = random.Random(players)
    game = Game(LOWER_ONLY, [f"P{i}" for i in range(players)], rng=random.Random(players))
    play_until(game, strategy, players * (boxes - 1), rng)
    game.roll()
    chances = engine.for_game(game)
    assert chances.sum() == pytest.approx(1.0, abs=1e-12)
    # Independently: each player's final distribution from the brute force of their last turn.
    brute = brute_force_remaining(strategy)
    finals = []
    for i in range(players):
        mask = sum(1 << b for b, box in enumerate(LOWER_ONLY.categories) if box in game.filled_boxes(i))
        if i == game.current_player:
            dist = _finish(strategy, list(game.filled_boxes(i)), game.dice, game.rolls_left)
        else:
            dist = brute[mask, 0]
        finals.append({game.total(i) + points: Fraction(p) for points, p in dist.items()})
    expected = tie_counting_chances(finals)
    assert chances == pytest.approx(expected, abs=1e-6)  # the table holds float32 probabilities


def _finish(strategy: Strategy, filled: list[str], roll: tuple[int, ...], rolls_left: int
            ) -> dict[int, float]:
    """The last turn from ``roll`` with ``rolls_left``: points of the last box, by the strategy's choices."""
    return dict(_finish_memo(strategy, tuple(filled), tuple(sorted(roll)), rolls_left))


@cache
def _outcomes(count: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every sorted result of rolling ``count`` dice, with its probability."""
    found = Counter(tuple(sorted(o)) for o in itertools.product(range(1, 7), repeat=count))
    return tuple((o, n / 6**count) for o, n in found.items())


@cache
def _finish_memo(strategy: Strategy, filled: tuple[str, ...], roll: tuple[int, ...], rolls_left: int
                 ) -> tuple[tuple[int, float], ...]:
    if rolls_left:
        keep = strategy.options(filled, 0, roll, rolls_left)[0].keep
        assert keep is not None
        if len(keep) < 5:
            result: Counter[int] = Counter()
            for more, p in _outcomes(5 - len(keep)):
                for points, q in _finish_memo(strategy, filled, tuple(sorted(keep + more)), rolls_left - 1):
                    result[points] += p * q
            return tuple(result.items())
    box = strategy.best_box(filled, 0, roll).box
    assert box is not None
    return ((strategy.variant.score(box, roll), 1.0),)


# --- playing to win ---------------------------------------------------------------------------------


def _last_round_brute_force(variant: Variant, box: str, points: int, curve: dict[int, float],
                            roll: tuple[int, ...], rolls_left: int) -> dict[tuple[int, ...], float]:
    """With one box open: each keep's chance to win when the rest of the turn is played to win, by
    enumerating every reroll (``curve[x]``: the chance that a final total of ``x`` wins)."""

    @cache
    def value(dice: tuple[int, ...], left: int) -> float:
        stop = curve.get(points + variant.score(box, dice), 0.0)
        if left == 0:
            return stop
        return max([stop, *keep_values(dice, left).values()])

    @cache
    def keep_values(dice: tuple[int, ...], left: int) -> dict[tuple[int, ...], float]:
        result = {}
        for held in itertools.product((False, True), repeat=5):
            keep = tuple(sorted(d for d, h in zip(dice, held, strict=True) if h))
            if len(keep) == 5 or keep in result:
                continue
            outcomes = list(itertools.product(range(1, 7), repeat=5 - len(keep)))
            result[keep] = sum(value(tuple(sorted(keep + o)), left - 1) for o in outcomes) / len(outcomes)
        return result

    answers = dict(keep_values(tuple(sorted(roll)), rolls_left))
    answers[tuple(sorted(roll))] = curve.get(points + variant.score(box, roll), 0.0)
    return answers


@pytest.mark.parametrize("lead", [-40, -10, 0, 15])
def test_in_the_last_round_each_option_has_its_exact_chance_to_win(lead: int, private_cache) -> None:  # type: ignore[no-untyped-def]
    from yachtgui.ai.winplay import win_curve, win_options

    engine = WinChance.load_or_build(LOWER_ONLY)
    opponent = engine.remaining(0b011, 0).shifted(60)  # pair and yacht filled, chance to come
    points = 60 + lead
    mask, total = engine.state(["pair", "chance"], 0)  # only the yacht box left
    roll = (6, 6, 6, 2, 1)
    options = win_options(engine, mask, total, points, [opponent], roll, 2)
    curve = win_curve([opponent], 400)
    expected = _last_round_brute_force(LOWER_ONLY, "yacht", points, dict(enumerate(curve.tolist())), roll, 2)
    # The opponent's distribution is stored in float32; choices carry a 1e-9 sliver of points.
    assert {o.option.keep: o.win for o in options} == pytest.approx(expected, abs=1e-6)
    assert options[0].win == pytest.approx(max(expected.values()), abs=1e-6)
    if max(expected.values()) > 0:
        assert options[0].win > 0


def test_the_winning_player_never_gives_up_a_chance_to_win_that_it_has(private_cache) -> None:  # type: ignore[no-untyped-def]
    """After the last roll, with two boxes open against a finished opponent: whenever a box keeps a
    chance to win, the player takes one that does, and the one with the best chance; the
    expected-score choice differs in some of these situations (so the test tells them apart)."""
    from yachtgui.ai.winplay import WinningPlayer, game_options

    engine = WinChance.load_or_build(LOWER_ONLY)
    player = WinningPlayer(engine)
    rng = random.Random(4)
    differs = 0
    for _ in range(150):
        game = Game(LOWER_ONLY, ["Ann", "Hal"], rng=random.Random(rng.random()))
        for box in ("yacht", "pair", "pair"):  # Ann, Hal, Ann: Hal then has Yacht and Chance open
            game.set_dice(tuple(rng.randint(1, 6) for _ in range(5)))
            game.score(box)
        dice = tuple(rng.choice([rng.randint(1, 6), 6]) for _ in range(5))
        game.set_dice(dice)
        game.set_dice(dice, held=range(5))
        game.set_dice(dice, held=range(5))
        options = game_options(engine, game)
        choice = player.decide(game)
        chosen = next(o for o in options if o.option.box == choice.box)
        assert chosen.win == pytest.approx(max(o.win for o in options), abs=1e-9)
        if max(o.win for o in options) > 0:
            assert chosen.win > 0
        by_points = max(options, key=lambda o: o.option.value)
        differs += by_points.win < chosen.win - 1e-9
    assert differs > 0


@pytest.mark.parametrize("levels", [3, 1_000_000])
def test_lattice_choices_pick_what_a_scan_of_every_rolls_keeps_picks(levels: int) -> None:
    """The build's one-pass choices (the best keep carried up the lattice) equal the plain scan of
    each roll's keeps in listed order, ties included (3 value levels: ties everywhere), and leave
    the buffer as the lattice maximum does."""
    from yachtgui.ai.distribution import _choices, _lattice_choices
    from yachtgui.ai.keeps import lattice
    from yachtgui.ai.solver import _lattice_max

    keeps = lattice()
    rng = np.random.default_rng(levels)
    values = rng.integers(0, levels, (len(keeps.keeps), 200)).astype(np.float64)
    expected_buffer = values.copy()
    _lattice_max(expected_buffer, keeps, np.empty((len(keeps.rolls), 200)))
    buffer = values.copy()
    chosen = _lattice_choices(buffer, keeps)
    np.testing.assert_array_equal(chosen, _choices(values, keeps))
    np.testing.assert_array_equal(buffer, expected_buffer)


@pytest.mark.parametrize("flat", [False, True], ids=["values", "flat"])
@pytest.mark.parametrize("variant", [TIERED, LOWER_ONLY, CHIPS, VARIANTS["yacht"]], ids=lambda v: v.id)
def test_the_batched_policy_is_each_states_own_advice(variant: Variant, flat: bool) -> None:
    """Every state's box per roll and keeps per roll in a batch (:func:`_batch_policy`, the exact
    levels) are the advice's own for that state alone (:func:`turn_values`, float64): the first best
    box in sheet order, and :func:`_choices` of its keep values with one and two rolls left. With
    ``flat`` every later state is worth nothing, so that boxes and keeps tie everywhere."""
    from yachtgui.ai.distribution import _batch_policy, _choices
    from yachtgui.ai.solver import turn_values

    tables = tables_for(variant)
    table = Strategy.build(variant).table

    def lookup(masks: np.ndarray, totals: np.ndarray) -> np.ndarray:
        found: np.ndarray = table[masks, totals]
        return np.zeros_like(found) if flat else found

    keeps = tables.keeps
    rng = np.random.default_rng(3)
    ties = 0
    for filled in range(max(0, tables.box_count - 4), tables.box_count):
        masks, totals = tables.level_states(filled)
        batch = np.sort(rng.choice(len(masks), min(len(masks), 96), replace=False))
        policy, _ = _batch_policy(tables, lookup, masks[batch], totals[batch])
        for i, (mask, total) in enumerate(zip(masks[batch].tolist(), totals[batch].tolist(), strict=True)):
            turn = turn_values(tables, lookup, mask, total)
            np.testing.assert_array_equal(policy.box[:, i], np.argmax(turn.box_values, axis=1))
            for stage, chosen in ((1, policy.keep1), (2, policy.keep2)):
                advised = _choices(turn.keep_values[stage][:, None], keeps)[:, 0]
                np.testing.assert_array_equal(chosen[:, i], advised)
            best = turn.box_values.max(axis=1, keepdims=True)
            ties += int(((turn.box_values == best).sum(axis=1) > 1).sum())
    assert ties > 0 or not flat  # flat: boxes tie, so the sheet order is what is checked


def test_quantile_points_are_the_same_in_chunks_as_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """A level's quantiles computed a chunk of states at a time (for memory) are those of the whole
    level, including rows with leading and trailing zeros."""
    import yachtgui.ai.winchance as winchance

    rng = np.random.default_rng(5)
    dist = rng.random((1000, 120)) ** 6
    dist[:, :10] = 0.0
    dist[::3, 80:] = 0.0
    dist /= dist.sum(axis=1, keepdims=True)
    whole = winchance._quantile_points(dist, 32)
    monkeypatch.setattr(winchance, "_QUANTILE_CHUNK", 77)
    np.testing.assert_array_equal(winchance._quantile_points(dist, 32), whole)
    assert np.all(np.diff(whole, axis=1) >= 0)
    assert np.all(whole[:, 0] == 9.5)


def test_each_win_table_member_has_its_own_limit_and_dtype(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """One bounded reader (:func:`yachtgui.ai.cache.read_members`) serves the strategy and win tables,
    with a limit per member: an offsets member a little larger than the variant's states need, or a
    distribution stored as float64, is refused before its data is read."""
    import zipfile

    from yachtgui.ai import winchance

    tables = tables_for(TIERED)
    table = DistributionTable.build(Strategy.build(TIERED))
    path = tmp_path / "wins.npz"
    assert table.save(path)
    with zipfile.ZipFile(path) as archive:
        members = {name: archive.read(name) for name in archive.namelist()}

    def variant_file(name: str, replaced: bytes) -> Path:
        out_path = tmp_path / f"{name}.npz"
        with zipfile.ZipFile(out_path, "w", zipfile.ZIP_DEFLATED) as out:
            for member, data in members.items():
                out.writestr(member, replaced if member == name else data)
        return out_path

    too_long = variant_file("offsets.npy", b"\0" * (8 * (tables.stored_count + 1) + 4097))
    with pytest.raises(ValueError, match="unpacks to"):
        winchance._read_table_members(too_long, tables)
    buffer = io.BytesIO()
    np.save(buffer, table.data.astype(np.float64))
    wide = variant_file("data.npy", buffer.getvalue())
    with pytest.raises(ValueError, match="dtype"):
        winchance._read_table_members(wide, tables)
    assert DistributionTable.load(too_long, tables) is None
    assert DistributionTable.load(wide, tables) is None
    assert DistributionTable.load(path, tables) is not None


@pytest.mark.parametrize("variant", [
    SMALL, CHIPS, CHIPS.replace(id="chips_relaxed", joker="relaxed"),
    CHIPS.replace(id="chips_free", joker="free"), CHIPS.replace(id="chips_none", joker="none"),
    CHIPS.replace(id="chips_down", order="top-down"),
    CHIPS.replace(id="chips_full_house", boxes=(*CHIPS.boxes, Box("full_house", "Full House", Groups((3, 2)),
                                                                    Fixed(25), ""))),
    CHIPS.replace(id="no_chips", yacht_bonus=0)], ids=lambda v: v.id)
def test_summary_levels_keep_every_mean_and_stay_close_to_the_exact_distribution(variant: Variant) -> None:
    """Levels with more open boxes than ``exact_open`` are computed faster (a float32 policy, a grid of
    two points, every third upper total of a run with those between filled in from their neighbours):
    every state's distribution still has the strategy's value as its mean and stays close to the exact
    one; the levels with fewer open boxes stay exact."""
    from yachtgui.ai.distribution import _computed_rows, to_grid

    strategy = Strategy.build(variant)
    tables = tables_for(variant)
    exact: dict[tuple[int, int], np.ndarray] = {}
    fast: dict[tuple[int, int], np.ndarray] = {}

    def keep(into: dict[tuple[int, int], np.ndarray]):  # type: ignore[no-untyped-def]
        def on_level(masks: np.ndarray, totals: np.ndarray, dist: np.ndarray) -> None:
            for m, t, row in zip(masks.tolist(), totals.tolist(), dist, strict=True):
                into[m, t] = row
        return on_level

    level_distributions(tables, _dense(strategy), keep(exact))
    level_distributions(tables, _dense(strategy), keep(fast), dtype=np.float32, exact_open=1, grid=2,
                        stride=3)
    filled_in = 0
    for filled in range(tables.box_count - 1):  # levels with two or more open boxes: summary levels
        masks, totals = tables.level_states(filled)
        filled_in += int((~_computed_rows(masks, totals, tables.cap, 3)).sum())
    assert filled_in > 0 or variant.id != "small"  # (CHIPS's upper totals reach the cap in two turns)
    worst = 0.0
    for (mask, total), row in fast.items():
        open_count = tables.box_count - bin(mask & tables.full_mask).count("1")
        want = exact[mask, total]
        assert row.sum() == pytest.approx(1.0, abs=1e-5)
        assert (row >= 0).all()
        if open_count <= 1:
            assert np.allclose(row, want, atol=1e-6)
            continue
        assert float(row @ (2 * np.arange(len(row)))) == pytest.approx(strategy.table[mask, total], abs=2e-3)
        on_grid = to_grid(want[None, :], 2)[0]
        width = max(len(on_grid), len(row))
        gap = np.abs(np.cumsum(np.pad(on_grid, (0, width - len(on_grid))))
                     - np.cumsum(np.pad(row, (0, width - len(row))))).max()
        worst = max(worst, float(gap))
    assert worst < 0.15, worst


#: CHIPS with six boxes: Yahtzee bonus chips make the worst case of a row (a chip in every open box)
#: far longer than what any state reaches with a chance that counts.
CHIPS_SIX = CHIPS.replace(id="chips_six", boxes=(
    *_upper(4, 5, 6), Box("full_house", "Full House", Groups((3, 2)), Fixed(25), ""), *CHIPS.boxes[2:]))


def test_summary_rows_end_where_their_chance_of_more_becomes_negligible(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A summary level's rows are not sized for the worst case: each row ends where its chance of
    that many points or more is still at least TAIL_MASS (the chance beyond folded into its last
    point), so a level is shorter than a chip in every open box would need; every row keeps its
    mass, its mean and, but for that negligible tail, its distribution."""
    from yachtgui.ai import distribution

    strategy = Strategy.build(CHIPS_SIX)
    tables = tables_for(CHIPS_SIX)

    def levels() -> dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]]:
        kept: dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}

        def on_level(masks: np.ndarray, totals: np.ndarray, dist: np.ndarray) -> None:
            kept[tables.box_count - bin(int(masks[0]) & tables.full_mask).count("1")] = (masks, totals, dist)

        level_distributions(tables, _dense(strategy), on_level, dtype=np.float32, exact_open=1, grid=2,
                            stride=3)
        return kept

    trimmed = levels()
    monkeypatch.setattr(distribution, "TAIL_MASS", 0.0, raising=False)
    whole = levels()
    box_max = tables.scores.max(axis=0)
    for open_count in range(2, tables.box_count + 1):  # the summary levels
        masks, totals, dist = trimmed[open_count]
        open_bits = (~masks[:, None] >> np.arange(tables.box_count)[None, :]) & 1
        most = int((open_bits * box_max).sum(axis=1).max()) + int(tables.bonus.max()) + 100 * open_count
        assert dist.shape[1] < most // 2 + 2
        assert open_count < tables.box_count or dist.shape[1] < 0.85 * (most // 2 + 2)
        ends = dist.shape[1] - 1 - np.argmax(dist[:, ::-1] > 0, axis=1)
        assert (dist[np.arange(len(dist)), ends] >= 1e-9).all()
        assert dist.sum(axis=1) == pytest.approx(1.0, abs=1e-5)
        means = dist @ (2 * np.arange(dist.shape[1]))
        assert means == pytest.approx(strategy.table[masks, totals], abs=2e-3)
        full = whole[open_count][2]
        assert full.shape[1] > dist.shape[1]
        assert (full[:, -2:] == 0).all()  # sized with room: nothing the rows reach is cut off
        assert means == pytest.approx(full @ (2 * np.arange(full.shape[1])), abs=1e-3)
        gap = np.cumsum(full[:, : dist.shape[1]], axis=1) - np.cumsum(dist, axis=1)
        assert np.abs(gap).max() < 1e-6


def test_trimming_cuts_the_rows_without_copying_them() -> None:
    """:func:`trimmed` folds each row's negligible tail into its last point kept and cuts the level
    to its longest row as a view of the same memory: a copy of a level's rows (hundreds of MB in
    Yahtzee) costs fresh pages, which the kernel clears (and, NumPy asking for huge pages, compacts)."""
    from yachtgui.ai.distribution import trimmed

    rng = np.random.default_rng(11)
    dist = rng.random((300, 40)).astype(np.float32)
    dist[:, 25:] = 1e-12  # a negligible tail on every row
    dist[7, 30] = 0.5  # one row reaches further
    dist /= dist.sum(axis=1, keepdims=True)
    before = dist.copy()
    cut, ends = trimmed(dist, 1e-9)
    assert np.shares_memory(cut, dist)
    assert cut.shape == (300, 31)
    assert int(ends.max()) == 30
    assert np.allclose(cut.sum(axis=1), before.sum(axis=1), rtol=0, atol=1e-6)  # the mass is kept
    kept = np.arange(40)[None, :] < ends[:, None]
    assert np.array_equal(dist[kept], before[kept])  # every point before a row's end as it was


def test_moving_to_the_grid_keeps_every_mean_and_mass() -> None:
    from yachtgui.ai.distribution import to_grid

    rng = np.random.default_rng(5)
    dist = rng.random((20, 37))
    dist /= dist.sum(axis=1, keepdims=True)
    for grid in (1, 2, 3, 4):
        for offset in (0, 5):
            moved = to_grid(dist, grid, offset)
            assert moved.sum(axis=1) == pytest.approx(1.0, abs=1e-12)
            assert moved @ (grid * np.arange(moved.shape[1])) == pytest.approx(
                dist @ (offset + np.arange(37)), abs=1e-9)


def test_a_win_table_of_the_previous_format_is_built_again(tmp_path, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                                           private_cache) -> None:
    """Format 4 stores the states filled in between computed ones differently: a table a format-3 build
    wrote (complete, its content hash right for format 3) is not used; the engine builds and saves anew."""
    from yachtgui.ai import winchance

    tables = tables_for(TIERED)
    path = winchance.table_path(tables)
    path.parent.mkdir(parents=True, exist_ok=True)
    with monkeypatch.context() as old:
        old.setattr(winchance, "FILE_FORMAT", 3)
        assert DistributionTable.build(Strategy.build(TIERED)).save(path)
        assert DistributionTable.load(path, tables) is not None  # what format 3 would read
    assert winchance.FILE_FORMAT == 4
    assert DistributionTable.load(path, tables) is None
    winchance._ENGINES.clear()
    WinChance.load_or_build(TIERED)
    assert DistributionTable.load(path, tables) is not None  # built again and saved over it
    winchance._ENGINES.clear()


JOKER_VARIANTS = [
    CHIPS, CHIPS.replace(id="chips_relaxed", joker="relaxed"), CHIPS.replace(id="chips_free", joker="free"),
    CHIPS.replace(id="chips_down", order="top-down",
                  boxes=(*CHIPS.boxes[:2], CHIPS.boxes[3], CHIPS.boxes[2])),
    CHIPS.replace(id="no_chips", yacht_bonus=0),
    CHIPS.replace(id="chips_full_house", boxes=(*CHIPS.boxes, Box("full_house", "Full House", Groups((3, 2)),
                                                                    Fixed(25), ""))),
]


@pytest.mark.parametrize("variant", JOKER_VARIANTS, ids=lambda v: v.id)
def test_batched_fives_of_a_kind_follow_each_turn_as_the_advice_does(variant: Variant) -> None:
    """States with the five-of-a-kind box filled go through the batches (the Joker rule and chips
    vectorised): each one's exact distribution is the mixture, over how its turn ends as
    :func:`turn_outcomes` follows it one state at a time (the advice's own float64 turn), of the
    next level's distributions."""
    from yachtgui.ai.distribution import turn_outcomes

    strategy = Strategy.build(variant)
    tables = tables_for(variant)
    lookup = _dense(strategy)
    rows: dict[tuple[int, int], np.ndarray] = {}
    checked = 0

    def check(masks: np.ndarray, totals: np.ndarray, dist: np.ndarray) -> None:
        nonlocal checked
        for m, t, row in zip(masks.tolist(), totals.tolist(), dist, strict=True):
            if (m >> tables.yacht_box) & 1:
                outcomes = turn_outcomes(tables, lookup, m, t)
                want = outcomes.mixture(
                    lambda ms, ts: np.array([_padded(rows, tables, mm, tt, dist.shape[1])
                                             for mm, tt in zip(ms.tolist(), ts.tolist(), strict=True)]),
                    dist.shape[1])
                assert np.allclose(row, want, atol=1e-12), (m, t)
                checked += 1
        for m, t, row in zip(masks.tolist(), totals.tolist(), dist, strict=True):
            rows[m, t] = row

    level_distributions(tables, lookup, check)
    assert checked > 0


def _padded(rows: dict[tuple[int, int], np.ndarray], tables, mask: int, total: int,  # type: ignore[no-untyped-def]
            length: int) -> np.ndarray:
    """A stored row (a full sheet: nothing more), padded to ``length``."""
    out = np.zeros(length)
    if (mask & tables.full_mask) == tables.full_mask:
        out[0] = 1.0
        return out
    position = int(tables.positions(np.array([mask]), np.array([total]))[0])
    found = next(row for (m, t), row in rows.items()
                 if int(tables.positions(np.array([m]), np.array([t]))[0]) == position)
    out[: len(found)] = found[:length]
    return out


def test_a_cancelled_build_of_the_distributions_stops_with_build_cancelled() -> None:
    from yachtgui.ai import BuildCancelled

    strategy = Strategy.build(SMALL)
    asked: list[bool] = []

    def cancelled() -> bool:
        asked.append(True)
        return len(asked) > 1  # the first batch runs, then the family quits

    with pytest.raises(BuildCancelled, match="building the distributions was cancelled"):
        DistributionTable.build(strategy, cancelled=cancelled)
    assert len(asked) == 2


def test_levels_are_handed_on_in_order_on_a_thread_of_their_own_and_their_errors_reach_the_caller() -> None:
    """Each level goes to ``on_level`` on another thread while the next is computed: in order (the
    full sheet's neighbours first), one at a time, with rows that are never changed afterwards; an
    error in ``on_level`` stops the build and is raised to its caller."""
    strategy = Strategy.build(SMALL)
    tables = tables_for(SMALL)
    seen: list[tuple[int, int, np.ndarray, np.ndarray]] = []  # (open boxes, thread, rows, their copy)

    def on_level(masks: np.ndarray, totals: np.ndarray, dist: np.ndarray) -> None:
        open_count = tables.box_count - bin(int(masks[0]) & tables.full_mask).count("1")
        seen.append((open_count, threading.get_ident(), dist, dist.copy()))

    level_distributions(tables, _dense(strategy), on_level, dtype=np.float32, exact_open=1, grid=2, stride=3)
    assert [open_count for open_count, *_ in seen] == list(range(1, tables.box_count + 1))
    assert all(thread != threading.get_ident() for _, thread, *_ in seen)
    for _, _, rows, copy in seen:  # nothing wrote into a level after it was handed on
        np.testing.assert_array_equal(rows, copy)

    calls = []

    def failing(masks: np.ndarray, totals: np.ndarray, dist: np.ndarray) -> None:
        calls.append(len(masks))
        if len(calls) == 2:
            raise OSError("the disk is full")

    with pytest.raises(OSError, match="the disk is full"):
        level_distributions(tables, _dense(strategy), failing, dtype=np.float32, exact_open=1, grid=2)
    assert len(calls) == 2  # the next level is computed, but not handed on
