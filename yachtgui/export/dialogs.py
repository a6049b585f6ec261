"""The menu actions of printing: export a game to PDF, print it with a preview, make blank pads.

Each function is one menu item's whole job and never raises for a user-level
problem: an unwritable folder or a failed printer becomes a QMessageBox in
plain words, and the game is never touched (it is only read).

- :func:`export_game_pdf` — File > Export PDF... (a save dialog; its file-type
  list also picks the paper, A4 or Letter).
- :func:`print_game` — File > Print... (QPrintPreviewDialog; page setup there).
- :func:`export_blank_pad` — File > Blank Score Pad... (:class:`BlankPadDialog`).

Every word shown is translated (context "ExportDialogs"); Qt's own dialogs (the file
dialog, the print preview's buttons) come translated with Qt's translations.

They take an optional ``directory`` to start the save dialog in and return
the file written (or None), so the window can remember the folder.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtGui import QPageSize, QPixmap
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yachtgui.export.files import ExportError, write_pdf
from yachtgui.export.render import PAGE_SIZES, default_page_size, page_image, paint_document
from yachtgui.export.sheet import ScoreSheet, blank_sheet, game_sheet
from yachtgui.game import Game
from yachtgui.persistence import Seat
from yachtgui.plaintext import literal
from yachtgui.rules import VARIANTS
from yachtgui.rules.words import variant_name
from yachtgui.text import translate

__all__ = [
    "BlankPadDialog",
    "default_game_file_name",
    "export_blank_pad",
    "export_game_pdf",
    "make_print_preview",
    "paper_name",
    "print_game",
    "save_sheet_as_pdf",
]

#: Most player columns a blank pad offers (they continue over pages, six to a page).
MAX_PAD_PLAYERS: Final = 24


def default_game_file_name(game: Game, day: dt.date | None = None) -> str:
    """A file name for a game's card: the variant's name as shown and the date, e.g.
    ``yacht-12-boxes-2026-11-21.pdf`` (a house variant's own name, never its id)."""
    name = file_name_part(variant_name(game.variant), game.variant.id)
    return f"{name}-{(day or dt.date.today()).isoformat()}.pdf"


def file_name_part(name: str, fallback: str) -> str:
    """``name`` as a safe piece of a file name: letters and digits (any script) joined by "-",
    lower case, at most 60 characters; ``fallback`` if nothing is left."""
    words = "".join(char if char.isalnum() else " " for char in name.casefold()).split()
    part = "-".join(words)[:60].strip("-")
    return part or fallback


def _start_directory(directory: str | os.PathLike[str] | None) -> Path:
    if directory and Path(directory).is_dir():
        return Path(directory)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def _size_name(page_size: QPageSize.PageSizeId) -> str:
    return next(name for name, size in PAGE_SIZES.items() if size == page_size)


def paper_name(name: str) -> str:
    """A paper size of :data:`PAGE_SIZES` ("A4", "Letter") as the dialogs show it."""
    if name == "Letter":
        return translate("ExportDialogs", "Letter")
    return name


def _pdf_filter(name: str) -> str:
    """The save dialog's file type for a PDF on paper ``name`` ("A4", "Letter")."""
    return translate("ExportDialogs", "PDF document, {size} paper (*.pdf)").format(size=paper_name(name))


def _show_error(parent: QWidget | None, title: str, message: str) -> None:
    box = QMessageBox(QMessageBox.Icon.Warning, title, title, QMessageBox.StandardButton.Ok, parent)
    box.setInformativeText(literal(message))  # names a file: shown as written, never as HTML
    box.exec()


def save_sheet_as_pdf(
    parent: QWidget | None,
    sheet: ScoreSheet,
    file_name: str,
    page_size: QPageSize.PageSizeId | None = None,
    directory: str | os.PathLike[str] | None = None,
    ask_paper: bool = True,
) -> Path | None:
    """Ask where to save ``sheet`` (suggesting ``file_name``) and write the PDF there.

    With ``ask_paper`` the dialog's file types offer A4 and Letter (``page_size``,
    default the locale's, preselected). Returns the path written, or None when
    the user cancelled or writing failed (the user has then seen a message).
    """
    page_size = page_size if page_size is not None else default_page_size()
    sizes = list(PAGE_SIZES) if ask_paper else [_size_name(page_size)]
    filters = [_pdf_filter(name) for name in sizes]
    chosen_filter = _pdf_filter(_size_name(page_size))
    path_text, used_filter = QFileDialog.getSaveFileName(
        parent,
        translate("ExportDialogs", "Save as PDF"),
        str(_start_directory(directory) / file_name),
        ";;".join(filters),
        chosen_filter,
    )
    if not path_text:
        return None
    path = Path(path_text)
    if path.suffix.casefold() != ".pdf":
        path = path.with_name(path.name + ".pdf")
    for name, offered in zip(sizes, filters, strict=True):
        if used_filter == offered:
            page_size = PAGE_SIZES[name]
    try:
        write_pdf(sheet, path, page_size)
    except ExportError as error:
        _show_error(
            parent,
            translate("ExportDialogs", "The PDF could not be saved"),
            translate("ExportDialogs", "{error}.\n\nChoose another folder and try again.").format(
                error=error
            ),
        )
        return None
    return path


def export_game_pdf(
    parent: QWidget | None,
    game: Game,
    seats: Sequence[Seat] | None = None,
    directory: str | os.PathLike[str] | None = None,
) -> Path | None:
    """File > Export PDF...: save the score card of ``game`` (current or finished) as a PDF.

    ``seats`` (``persistence.Seat``, one per player) marks computer players.
    Suggests ``<variant>-<date>.pdf`` in ``directory`` (default: Documents).
    Returns the file written, or None if cancelled or failed (after telling the user).
    """
    return save_sheet_as_pdf(
        parent, game_sheet(game, seats), default_game_file_name(game), directory=directory
    )


class _PreviewDialog(QPrintPreviewDialog):
    """A print preview that owns its printer (Qt only borrows it; it must outlive the dialog)."""

    def __init__(self, printer: QPrinter, parent: QWidget | None) -> None:
        super().__init__(printer, parent)
        self._owned_printer = printer


def make_print_preview(
    parent: QWidget | None,
    sheet: ScoreSheet,
    page_size: QPageSize.PageSizeId | None = None,
) -> QPrintPreviewDialog:
    """A print preview of ``sheet``, painted by the same renderer as the PDFs.

    The preview's own page setup (paper, orientation, margins) re-lays the
    sheet. A printer failure while printing is reported in a message box.
    """
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(page_size if page_size is not None else default_page_size()))
    printer.setDocName(f"{sheet.title} — {sheet.subtitle}")
    dialog = _PreviewDialog(printer, parent)
    dialog.setWindowTitle(translate("ExportDialogs", "Print Preview — {title}").format(title=sheet.title))

    def paint(target: QPrinter) -> None:
        try:
            paint_document(sheet, target)
        except OSError as error:
            # Not from inside the paint callback: the preview is mid-update.
            message = translate(
                "ExportDialogs", "{error}.\n\nCheck that the printer is switched on and connected."
            ).format(error=error)
            title = translate("ExportDialogs", "Printing failed")
            QTimer.singleShot(0, dialog, lambda: _show_error(dialog, title, message))

    dialog.paintRequested.connect(paint)
    return dialog


def print_game(
    parent: QWidget | None,
    game: Game,
    seats: Sequence[Seat] | None = None,
) -> bool:
    """File > Print...: a print preview of the game's score card; print from there.

    Returns True when the user printed (accepted the preview), False otherwise.
    """
    dialog = make_print_preview(parent, game_sheet(game, seats))
    try:
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()


class BlankPadDialog(QDialog):
    """Choose a variant, players (a number and/or names) and paper; save a pad as PDF or print it.

    A thumbnail of the first page follows every change. ``directory`` is where
    the save dialog starts; :attr:`saved_path` is the last PDF written.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        variant_id: str | None = None,
        directory: str | os.PathLike[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ExportDialogs", "Blank Score Pad"))
        self.directory = directory
        self.saved_path: Path | None = None

        self.variant_box = QComboBox()
        for variant in VARIANTS.values():
            self.variant_box.addItem(variant_name(variant), variant.id)
        if variant_id is not None and variant_id in VARIANTS:
            self.variant_box.setCurrentIndex(list(VARIANTS).index(variant_id))
        self.variant_box.setAccessibleName(translate("ExportDialogs", "Variant"))

        self.players_box = QSpinBox()
        self.players_box.setRange(1, MAX_PAD_PLAYERS)
        self.players_box.setValue(6)
        self.players_box.setAccessibleName(translate("ExportDialogs", "Number of players"))
        self.players_box.setToolTip(
            translate("ExportDialogs", "Six players fit on a page; more continue on further pages.")
        )

        self.names_edit = QLineEdit()
        self.names_edit.setPlaceholderText(translate("ExportDialogs", "Optional: Ann, Bob, Grandma"))
        self.names_edit.setAccessibleName(translate("ExportDialogs", "Player names, separated by commas"))
        self.names_edit.setMaxLength(MAX_PAD_PLAYERS * 41)
        # Room for the whole example in any language.
        example_width = self.names_edit.fontMetrics().horizontalAdvance(self.names_edit.placeholderText())
        self.names_edit.setMinimumWidth(example_width + 24)

        self.paper_box = QComboBox()
        for name, size in PAGE_SIZES.items():
            self.paper_box.addItem(paper_name(name), name)
            if size == default_page_size():
                self.paper_box.setCurrentIndex(self.paper_box.count() - 1)
        self.paper_box.setAccessibleName(translate("ExportDialogs", "Paper size"))

        form = QFormLayout()
        form.addRow(translate("ExportDialogs", "&Variant:"), self.variant_box)
        form.addRow(translate("ExportDialogs", "&Players:"), self.players_box)
        form.addRow(translate("ExportDialogs", "&Names:"), self.names_edit)
        form.addRow(translate("ExportDialogs", "P&aper:"), self.paper_box)

        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(180, 250)
        self.preview.setFrameShape(QFrame.Shape.StyledPanel)
        self.preview.setAccessibleName(translate("ExportDialogs", "Preview of the first page"))
        self.pages_label = QLabel()
        self.pages_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        buttons = QDialogButtonBox()
        self.save_button = QPushButton(translate("ExportDialogs", "&Save as PDF…"))
        self.print_button = QPushButton(translate("ExportDialogs", "P&rint…"))
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.save_button.clicked.connect(self.save_pdf)
        self.print_button.clicked.connect(self.print_preview)
        self.save_button.setDefault(True)

        side = QVBoxLayout()
        side.addWidget(self.preview)
        side.addWidget(self.pages_label)
        main = QHBoxLayout()
        main.addLayout(form, 1)
        main.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addLayout(main)
        layout.addWidget(buttons)

        for signal in (
            self.variant_box.currentIndexChanged,
            self.players_box.valueChanged,
            self.names_edit.textChanged,
            self.paper_box.currentIndexChanged,
        ):
            signal.connect(self.update_preview)
        self.update_preview()

    # --- what the choices mean ---------------------------------------------------

    def names(self) -> list[str]:
        """The names typed, in order, blanks dropped, each cut to 40 characters."""
        return [name.strip()[:40] for name in self.names_edit.text().split(",") if name.strip()]

    def page_size(self) -> QPageSize.PageSizeId:
        """The paper chosen."""
        return PAGE_SIZES[self.paper_box.currentData()]

    def sheet(self) -> ScoreSheet:
        """The pad as chosen: max(players, names typed) columns, names first."""
        variant = VARIANTS[self.variant_box.currentData()]
        return blank_sheet(variant, self.names(), self.players_box.value())

    # --- actions -----------------------------------------------------------------

    def update_preview(self) -> None:
        """Redraw the thumbnail and the page count."""
        names = self.names()
        if len(names) > self.players_box.value():
            self.players_box.setValue(min(len(names), MAX_PAD_PLAYERS))
        sheet = self.sheet()
        ratio = self.devicePixelRatioF()  # sharp on high-density screens
        image = page_image(sheet, 0, self.page_size(), dpi=30 * ratio)
        image.setDevicePixelRatio(ratio)
        self.preview.setPixmap(QPixmap.fromImage(image))
        pages = len(sheet.pages())
        if pages == 1:
            self.pages_label.setText(translate("ExportDialogs", "1 page"))
        else:
            self.pages_label.setText(translate("ExportDialogs", "{pages} pages").format(pages=pages))

    def save_pdf(self) -> Path | None:
        """Ask for a file and save the pad there; returns it (None if cancelled or failed)."""
        name = file_name_part(self.variant_box.currentText(), str(self.variant_box.currentData()))
        file_name = f"{name}-score-pad.pdf"
        path = save_sheet_as_pdf(
            self, self.sheet(), file_name, self.page_size(), self.directory, ask_paper=False
        )
        if path is not None:
            self.saved_path = path
            self.directory = path.parent
        return path

    def print_preview(self) -> None:
        """Open the print preview of the pad (page setup can change the paper there)."""
        dialog = make_print_preview(self, self.sheet(), self.page_size())
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()


def export_blank_pad(
    parent: QWidget | None,
    variant_id: str | None = None,
    directory: str | os.PathLike[str] | None = None,
) -> Path | None:
    """File > Blank Score Pad...: the pad dialog, preselecting ``variant_id`` (e.g. the current game's).

    Returns the last PDF saved from it, or None.
    """
    dialog = BlankPadDialog(parent, variant_id, directory)
    try:
        dialog.exec()
        return dialog.saved_path
    finally:
        dialog.deleteLater()
