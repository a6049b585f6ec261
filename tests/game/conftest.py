"""Fixtures for the game model: scripted dice."""

from __future__ import annotations

from collections.abc import Iterable

import pytest


class ScriptedDice:
    """A random source that returns a fixed sequence and records every call."""

    def __init__(self, values: Iterable[int] = ()) -> None:
        self.values = list(values)
        self.calls: list[tuple[int, int]] = []

    def push(self, *values: int) -> None:
        self.values.extend(values)

    def randint(self, a: int, b: int) -> int:
        self.calls.append((a, b))
        if not self.values:
            raise AssertionError("the scripted dice ran out")
        return self.values.pop(0)


@pytest.fixture
def dice() -> ScriptedDice:
    return ScriptedDice()
