"""Fixtures for the AI tests: small house-rule variants (tables in milliseconds) and the real ones.

The four real variants' strategies are built at most once per session, into the
session-wide ``YACHTGUI_CACHE_DIR`` that ``tests/conftest.py`` sets, so the CLI
run in a subprocess finds them cached.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from yachtgui.ai import Strategy
from yachtgui.rules import VARIANTS
from yachtgui.rules.variant import Bonus, Box, Variant
from yachtgui.rules.vocabulary import AnyOf, Anything, FaceSum, Fixed, Groups, Run, TotalSum


def _upper(*faces: int) -> tuple[Box, ...]:
    names = {1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes"}
    return tuple(Box(names[f], names[f].title(), Anything(), FaceSum(f), "", "upper") for f in faces)


#: Four boxes and a two-tier bonus: the tiers and the cap matter within a few turns.
TIERED = Variant(
    id="tiered",
    name="Tiered",
    description="A house rule for tests: two upper boxes, a tiered bonus.",
    bonus_rule=Bonus(((10, 5), (14, 9))),
    boxes=(
        *_upper(4, 5),
        Box("chance", "Chance", Anything(), TotalSum(), ""),
        Box("yacht", "Yacht", Groups((5,)), Fixed(50), ""),
    ),
)

#: Five boxes, one bonus tier, a straight and a full house (five alike fits).
SMALL = Variant(
    id="small",
    name="Small",
    description="A house rule for tests: three upper boxes, straights and a full house.",
    bonus_rule=Bonus(((30, 20),)),
    boxes=(
        *_upper(1, 5, 6),
        Box("straight", "Straight", Run(4), Fixed(25), ""),
        Box("full_house", "Full House", AnyOf((Groups((3, 2)), Groups((5,)))), TotalSum(10), ""),
    ),
)

#: No upper section and no bonus at all.
LOWER_ONLY = Variant(
    id="lower_only",
    name="Lower only",
    description="A house rule for tests: no upper boxes.",
    bonus_rule=Bonus(()),
    boxes=(
        Box("pair", "Pair", Groups((2,)), TotalSum(), ""),
        Box("yacht", "Yacht", Groups((5,)), Fixed(50), ""),
        Box("chance", "Chance", Anything(), TotalSum(), ""),
    ),
)

SMALL_VARIANTS = (TIERED, SMALL, LOWER_ONLY)


@pytest.fixture
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty cache folder for this test only."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(folder))
    return folder


@pytest.fixture(scope="session")
def real_strategy(_shared_cache_dir: Path) -> Callable[[str], Strategy]:
    """``real_strategy("yatzy")``: a real variant's strategy, built or loaded once per session."""
    loaded: dict[str, Strategy] = {}

    def get(variant_id: str) -> Strategy:
        if variant_id not in loaded:
            loaded[variant_id] = Strategy.load_or_build(VARIANTS[variant_id])
        return loaded[variant_id]

    return get
