"""Helpers for the export tests: deterministic played games and reading PDFs back."""

from __future__ import annotations

import io
import random
from collections.abc import Sequence

from pypdf import PdfReader

from yachtgui.game import Game

NAMES = ("Ann", "Bob", "Grandma Rose", "Dad", "Mia", "Leo", "Zoe", "Sam", "Kim", "Tom")


class ConstantDice:
    """A random source that always rolls ``face``: every roll is five of a kind."""

    def __init__(self, face: int) -> None:
        self.face = face

    def randint(self, a: int, b: int) -> int:
        return self.face


def play(game: Game, turns: int | None = None) -> Game:
    """Play ``turns`` turns (default: to the end): one roll, then the box that scores most."""
    played = 0
    while not game.is_over and (turns is None or played < turns):
        game.roll()
        preview = game.preview()
        game.score(max(preview, key=lambda box: (preview[box], box)))
        played += 1
    return game


def finished_game(variant_id: str, players: Sequence[str] = NAMES[:3], seed: int = 7) -> Game:
    """A complete game, the same every run."""
    return play(Game(variant_id, list(players), rng=random.Random(seed)))


def pdf_pages_text(data: bytes) -> list[str]:
    """The text of each PDF page, whitespace collapsed to single spaces."""
    reader = PdfReader(io.BytesIO(data))
    return [" ".join(page.extract_text().split()) for page in reader.pages]
