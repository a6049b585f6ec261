"""What the command line asked for, as a value: :class:`Options`.

Its own module so that the entry point (:mod:`yachtgui.__main__`, which parses the command line) and
the start-up (:mod:`yachtgui.launch`) both use it without importing each other.
"""

from __future__ import annotations

from yachtgui.rules.value import Value

__all__ = ["Options"]


class Options(Value):
    """What the command line asked for."""

    __slots__ = ("variant", "players", "seed", "animation", "real_dice", "self_test", "file")  # noqa: RUF023
    variant: str | None
    players: tuple[tuple[str, str | None], ...]  # (name, computer level or None)
    seed: int | None
    animation: bool
    real_dice: bool  # every person rolls real dice and enters the faces
    self_test: bool
    file: str | None  # a saved game to open

    def __init__(self, variant: str | None = None, players: tuple[tuple[str, str | None], ...] = (),
                 seed: int | None = None, animation: bool = True, real_dice: bool = False,
                 self_test: bool = False, file: str | None = None) -> None:
        self._set(variant=variant, players=players, seed=seed, animation=animation, real_dice=real_dice,
                  self_test=self_test, file=file)
