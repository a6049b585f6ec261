"""The renderer: PDFs that say everything the sheet says, page counts, paper sizes, visible ink."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QLocale, QRectF
from PySide6.QtGui import QColor, QImage, QPageSize, QPainter

from tests.export.support import NAMES, ConstantDice, finished_game, pdf_pages_text, play
from yachtgui.export.render import (
    SheetRenderer,
    default_page_size,
    page_image,
    page_size_named,
    pdf_bytes,
)
from yachtgui.export.sheet import ScoreSheet, blank_sheet, bonus_row_text, game_sheet
from yachtgui.game import Game
from yachtgui.rules import VARIANTS
from yachtgui.rules.words import section_total_label, section_total_with_bonus_label

A4 = QPageSize.PageSizeId.A4
LETTER = QPageSize.PageSizeId.Letter


def row_text(label: str, values: list[str]) -> str:
    """A table row as pypdf reads it back: the label, then each column's value in order."""
    return " ".join([label, *values])


def page_count(data: bytes) -> int:
    return len(PdfReader(io.BytesIO(data)).pages)


def dark_fraction(image: QImage, threshold: int = 128) -> float:
    """The share of pixels darker than ``threshold`` in grayscale (sampled every 2 px)."""
    gray = image.convertToFormat(QImage.Format.Format_Grayscale8)
    dark = total = 0
    for y in range(0, gray.height(), 2):
        for x in range(0, gray.width(), 2):
            total += 1
            dark += QColor(gray.pixel(x, y)).value() < threshold
    return dark / total


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_game_card_pdf_holds_every_name_score_total_and_the_result(variant_id: str) -> None:
    game = finished_game(variant_id, NAMES[:4], seed=11)
    sheet = game_sheet(game)
    (text,) = pdf_pages_text(pdf_bytes(sheet, A4))
    variant = game.variant
    assert variant.name in text
    assert " ".join(sheet.subtitle.split()) in text
    assert sheet.result in text
    for name in game.players:
        assert name in text
    for heading in variant.section_names:
        assert heading in text
    for box in variant.categories:
        values = [str(game.scorecard(i)[box]) for i in range(4)]
        assert row_text(variant.display_name(box), values) in text
    players = range(4)
    upper_name, lower_name = variant.section_names
    assert row_text(f"{section_total_label(upper_name)}", [str(game.upper_total(i)) for i in players]) in text
    assert row_text(f"Bonus {bonus_row_text(variant)}", [str(game.bonus(i)) for i in players]) in text
    upper_totals = [str(game.upper_total(i) + game.bonus(i)) for i in players]
    assert row_text(section_total_with_bonus_label(upper_name), upper_totals) in text
    assert row_text(section_total_label(lower_name), [str(game.lower_total(i)) for i in players]) in text
    assert row_text("Grand total", [str(game.total(i)) for i in players]) in text
    assert "Winner" in text


def test_shared_win_is_printed_with_both_names() -> None:
    game = play(Game("yacht", ["Ann", "Bob"], rng=ConstantDice(4)))
    (text,) = pdf_pages_text(pdf_bytes(game_sheet(game), A4))
    assert f"Shared win: Ann and Bob — {game.total(0)} points each" in text


def test_game_in_progress_says_so() -> None:
    game = play(Game("yatzy", ["Ann", "Bob"]), turns=3)
    (text,) = pdf_pages_text(pdf_bytes(game_sheet(game), A4))
    assert "Game in progress" in text
    assert "Winner" not in text


def test_lost_turns_print_with_their_mark_and_explanation() -> None:
    game = play(Game("kismet", ["Ann", "Bob"], rng=ConstantDice(6)))
    (text,) = pdf_pages_text(pdf_bytes(game_sheet(game), A4))
    assert "* A turn lost to another player's second Kismet." in text
    assert "0*" in text.replace(" *", "*")


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_blank_pad_pdf_holds_box_names_rules_bonus_and_player_names(variant_id: str) -> None:
    variant = VARIANTS[variant_id]
    (text,) = pdf_pages_text(pdf_bytes(blank_sheet(variant, ["Ann", "Grandpa Joe"]), A4))
    assert variant.name in text
    assert "Score pad" in text
    assert "Ann" in text
    assert "Grandpa Joe" in text
    for box in variant.boxes:
        assert f"{box.name} {box.rule}" in text
    assert bonus_row_text(variant) in text


def test_kismet_pad_names_the_dice_colours_in_words_and_the_bonus_tiers() -> None:
    (text,) = pdf_pages_text(pdf_bytes(blank_sheet(VARIANTS["kismet"]), A4))
    assert "Dice colours: 1 and 6 black, 2 and 5 red, 3 and 4 green." in text
    assert "63–70: 35 · 71–77: 55 · 78+: 75" in text
    assert "Basic Section" in text
    assert "Kismet Section" in text


def test_pads_of_other_variants_mention_no_dice_colours() -> None:
    (text,) = pdf_pages_text(pdf_bytes(blank_sheet(VARIANTS["yatzy"]), A4))
    assert "Dice colours" not in text


@pytest.mark.parametrize(("players", "pages"), [(1, 1), (6, 1), (10, 2)])
def test_page_count_follows_the_number_of_players(players: int, pages: int) -> None:
    names = list(NAMES[:players])
    pad = pdf_bytes(blank_sheet(VARIANTS["kismet"], names), A4)
    card = pdf_bytes(game_sheet(finished_game("kismet", names)), A4)
    assert page_count(pad) == pages
    assert page_count(card) == pages


def test_every_page_repeats_the_box_names_and_shows_its_own_players() -> None:
    game = finished_game("yatzy", NAMES)
    pages = pdf_pages_text(pdf_bytes(game_sheet(game), A4))
    assert len(pages) == 2
    for text, shown in zip(pages, (NAMES[:5], NAMES[5:]), strict=True):
        for box in game.variant.boxes:
            assert box.name in text
        header = text.split(" Player ", 1)[1].split(" Upper Section ", 1)[0]  # the names row
        assert [name for name in NAMES if name in header] == list(shown)
        assert sorted(shown, key=header.index) == list(shown)
        assert game_sheet(game).result in text
    assert "Players 1–5 of 10" in pages[0]
    assert "Players 6–10 of 10" in pages[1]


@pytest.mark.parametrize(("size", "points"), [(A4, (595, 842)), (LETTER, (612, 792))])
def test_pdf_pages_have_the_chosen_paper_size(size: QPageSize.PageSizeId, points: tuple[int, int]) -> None:
    reader = PdfReader(io.BytesIO(pdf_bytes(blank_sheet(VARIANTS["yacht"], NAMES), size)))
    for page in reader.pages:
        assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == points


def test_pdf_is_vector_text_not_a_picture() -> None:
    data = pdf_bytes(blank_sheet(VARIANTS["yacht"]), A4)
    reader = PdfReader(io.BytesIO(data))
    assert not list(reader.pages[0].images)
    assert "Full House" in " ".join(reader.pages[0].extract_text().split())


@pytest.mark.parametrize(
    "sheet",
    [blank_sheet(VARIANTS["kismet"], ["Ann"]), game_sheet(finished_game("worldwide"))],
    ids=["blank-kismet", "game-worldwide"],
)
def test_rendered_page_has_visible_ink_in_colour_and_grayscale(sheet: ScoreSheet) -> None:
    image = page_image(sheet, 0, A4, dpi=60)
    assert (image.width(), image.height()) == (round(595 * 60 / 72), round(842 * 60 / 72))
    ink = dark_fraction(image)
    assert 0.01 < ink < 0.5  # text and rules are there; the page is not a dark block
    gray = image.convertToFormat(QImage.Format.Format_Grayscale8)
    assert dark_fraction(gray) == pytest.approx(ink)


def test_rendered_page_stretches_to_letter_paper() -> None:
    image = page_image(blank_sheet(VARIANTS["yacht"]), 0, LETTER, dpi=50)
    assert (image.width(), image.height()) == (round(612 * 50 / 72), round(792 * 50 / 72))
    bottom_band = image.copy(0, int(image.height() * 0.85), image.width(), int(image.height() * 0.1))
    assert dark_fraction(bottom_band) > 0.005  # the table and notes reach down the taller page


@pytest.mark.parametrize("variant_id", ["kismet", "worldwide"])
def test_a_short_landscape_page_holds_the_whole_sheet_scaled_down(variant_id: str) -> None:
    image = QImage(800, 1000, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(72 / 0.0254))
    image.setDotsPerMeterY(round(72 / 0.0254))
    image.fill(QColor("white"))
    painter = QPainter(image)
    SheetRenderer(blank_sheet(VARIANTS[variant_id], ["Ann"])).paint_page(painter, 0, QRectF(0, 0, 800, 520))
    painter.end()
    assert dark_fraction(image.copy(0, 0, 800, 520)) > 0.01
    assert dark_fraction(image.copy(0, 522, 800, 478)) == 0  # nothing spills below the page


def test_second_page_differs_from_the_first() -> None:
    sheet = blank_sheet(VARIANTS["yacht"], NAMES)
    first, second = (page_image(sheet, page, A4, dpi=40) for page in (0, 1))
    assert first != second


def test_asking_for_a_page_beyond_the_last_is_an_error() -> None:
    renderer = SheetRenderer(blank_sheet(VARIANTS["yacht"]))
    assert renderer.page_count == 1
    with pytest.raises(IndexError):
        page_image(blank_sheet(VARIANTS["yacht"]), 1, A4)


@pytest.mark.parametrize(
    ("locale", "size"),
    [("en_US", LETTER), ("en_CA", LETTER), ("es_MX", LETTER), ("en_GB", A4), ("de_DE", A4), ("fr_FR", A4)],
)
def test_default_paper_follows_the_locale(locale: str, size: QPageSize.PageSizeId) -> None:
    assert default_page_size(QLocale(locale)) == size


def test_page_sizes_are_named_as_users_type_them() -> None:
    assert page_size_named("a4") == A4
    assert page_size_named(" LETTER ") == LETTER
    with pytest.raises(ValueError, match="A4 or Letter"):
        page_size_named("Legal")
