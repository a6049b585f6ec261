"""The menu actions: export a game to PDF, print preview, and the blank-pad dialog."""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests.export.support import NAMES, finished_game, pdf_pages_text
from yachtgui.export import dialogs
from yachtgui.export.dialogs import (
    BlankPadDialog,
    default_game_file_name,
    export_blank_pad,
    export_game_pdf,
    make_print_preview,
    print_game,
)
from yachtgui.export.sheet import blank_sheet, game_sheet
from yachtgui.persistence import Seat
from yachtgui.rules import VARIANTS


class FakeSaveDialog:
    """Stands in for QFileDialog.getSaveFileName: answers with ``answer`` and records what it was asked."""

    def __init__(self, answer: str, chosen_filter: str | None = None) -> None:
        self.answer = answer
        self.chosen_filter = chosen_filter
        self.asked: list[tuple[str, str, str]] = []

    def __call__(
        self, parent: object, caption: str, start: str, filters: str, selected: str
    ) -> tuple[str, str]:
        self.asked.append((start, filters, selected))
        return self.answer, self.chosen_filter or selected


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Message boxes are recorded (title + details) instead of shown."""
    shown: list[str] = []

    def record(box: QMessageBox) -> int:
        shown.append(f"{box.text()} {box.informativeText()}")
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(QMessageBox, "exec", record)
    return shown


def paper(path: Path) -> tuple[int, int]:
    box = PdfReader(io.BytesIO(path.read_bytes())).pages[0].mediabox
    return round(float(box.width)), round(float(box.height))


def test_default_file_name_is_variant_and_date() -> None:
    game = finished_game("yacht")
    assert default_game_file_name(game, dt.date(2026, 11, 21)) == "yacht-2026-11-21.pdf"


def test_export_game_pdf_writes_the_card_where_the_user_chose(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    game = finished_game("kismet", ["Ann", "Hal"])
    fake = FakeSaveDialog(str(tmp_path / "fridge"), "PDF document, Letter paper (*.pdf)")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    written = export_game_pdf(None, game, (Seat("Ann"), Seat("Hal", "medium")), directory=tmp_path)
    assert written == tmp_path / "fridge.pdf"  # the extension is added when left out
    start, filters, _ = fake.asked[0]
    assert start == str(tmp_path / default_game_file_name(game))
    assert "A4" in filters
    assert "Letter" in filters
    assert paper(written) == (612, 792)
    (text,) = pdf_pages_text(written.read_bytes())
    assert "Computer · medium" in text
    assert game_sheet(game).result in text
    assert messages == []


def test_export_game_pdf_cancelled_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", FakeSaveDialog(""))
    assert export_game_pdf(None, finished_game("yacht"), directory=tmp_path) is None
    assert list(tmp_path.iterdir()) == []


def test_export_game_pdf_to_an_unwritable_place_explains_instead_of_crashing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    target = tmp_path / "gone" / "card.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", FakeSaveDialog(str(target)))
    assert export_game_pdf(None, finished_game("yacht")) is None
    assert len(messages) == 1
    assert "could not be saved" in messages[0]
    assert "can't write in the folder" in messages[0]
    assert "Choose another folder" in messages[0]


def preview_widget(dialog: QPrintPreviewDialog) -> QPrintPreviewWidget:
    widget = dialog.findChild(QPrintPreviewWidget)
    assert widget is not None
    return widget


def test_print_preview_shows_every_page_of_the_sheet(qtbot: QtBot) -> None:
    dialog = make_print_preview(None, game_sheet(finished_game("yatzy", NAMES)))
    qtbot.addWidget(dialog)
    dialog.show()
    widget = preview_widget(dialog)
    qtbot.waitUntil(lambda: widget.pageCount() == 2)
    dialog.close()


def test_print_game_opens_a_preview_of_the_card(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    pages: list[int] = []

    def look_then_cancel(dialog: QPrintPreviewDialog) -> int:
        dialog.show()
        widget = preview_widget(dialog)
        qtbot.waitUntil(lambda: widget.pageCount() > 0)
        pages.append(widget.pageCount())
        dialog.close()
        return int(QDialog.DialogCode.Rejected.value)

    monkeypatch.setattr(QPrintPreviewDialog, "exec", look_then_cancel)
    assert print_game(None, finished_game("worldwide", ["Ann", "Bob"])) is False
    assert pages == [1]


def test_printer_failure_is_reported_in_a_message(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    def broken(sheet: object, device: object) -> int:
        raise OSError("could not start writing the pages")

    monkeypatch.setattr(dialogs, "paint_document", broken)
    dialog = make_print_preview(None, blank_sheet(VARIANTS["yacht"]))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: bool(messages))
    assert "Printing failed" in messages[0]
    assert "could not start writing the pages" in messages[0]
    dialog.close()


@pytest.fixture
def pad_dialog(qtbot: QtBot, tmp_path: Path) -> BlankPadDialog:
    dialog = BlankPadDialog(None, "kismet", directory=tmp_path)
    qtbot.addWidget(dialog)
    return dialog


def test_pad_dialog_preselects_the_variant_and_six_players(pad_dialog: BlankPadDialog) -> None:
    assert pad_dialog.variant_box.currentData() == "kismet"
    assert len(pad_dialog.sheet().columns) == 6
    assert pad_dialog.pages_label.text() == "1 page"
    assert not pad_dialog.preview.pixmap().isNull()


def test_typing_more_names_than_players_adds_columns_and_pages(pad_dialog: BlankPadDialog) -> None:
    pad_dialog.names_edit.setText(", ".join(NAMES))
    assert pad_dialog.players_box.value() == 10
    assert [column.name for column in pad_dialog.sheet().columns] == list(NAMES)
    assert pad_dialog.pages_label.text() == "2 pages"


def test_pad_dialog_saves_the_chosen_pad_on_the_chosen_paper(
    pad_dialog: BlankPadDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    pad_dialog.variant_box.setCurrentIndex(list(VARIANTS).index("yatzy"))
    pad_dialog.players_box.setValue(3)
    pad_dialog.names_edit.setText("Ann, Bob")
    pad_dialog.paper_box.setCurrentIndex(pad_dialog.paper_box.findData("Letter"))
    fake = FakeSaveDialog(str(tmp_path / "pad.pdf"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    pad_dialog.save_button.click()
    saved = tmp_path / "pad.pdf"
    assert pad_dialog.saved_path == saved
    assert fake.asked[0][0].endswith("yatzy-score-pad.pdf")
    assert paper(saved) == (612, 792)
    (text,) = pdf_pages_text(saved.read_bytes())
    assert "Yatzy" in text
    assert "Ann Bob" in text
    assert messages == []


def test_pad_dialog_controls_are_named_and_reachable_by_keyboard(pad_dialog: BlankPadDialog) -> None:
    controls = [pad_dialog.variant_box, pad_dialog.players_box, pad_dialog.names_edit, pad_dialog.paper_box]
    for control in controls:
        assert control.accessibleName()
        assert control.focusPolicy() & Qt.FocusPolicy.TabFocus
    for button in (pad_dialog.save_button, pad_dialog.print_button):
        assert "&" in button.text()  # an Alt+key mnemonic


def test_export_blank_pad_opens_the_dialog_for_the_given_variant(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []

    def look(dialog: BlankPadDialog) -> int:
        opened.append(dialog.variant_box.currentData())
        return int(QDialog.DialogCode.Rejected.value)

    monkeypatch.setattr(BlankPadDialog, "exec", look)
    assert export_blank_pad(None, "worldwide") is None
    assert opened == ["worldwide"]


def test_default_file_name_uses_the_variants_name_not_its_id() -> None:
    game = finished_game("worldwide")
    assert default_game_file_name(game, dt.date(2026, 11, 26)) == "yacht-12-boxes-2026-11-26.pdf"
