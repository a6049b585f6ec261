"""Games on disk as the window offers them: File > Open, Save As, Export PDF, Print, the blank pad.

What this module owns: :class:`FileFlows`, which asks for a file (Qt's file dialogs), hands it to
:class:`~yachtgui.app.gamefiles.GameFiles` (which reads and writes), exports and prints score cards
(:mod:`yachtgui.export.dialogs`), and says where a file went (the status bar's "Saved … [Open
folder]") or what went wrong (a message box). A computer's turn waits while a dialog is open.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from yachtgui.app.gamefiles import file_filter
from yachtgui.text import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from yachtgui.app.computerplay import ComputerPlay
    from yachtgui.app.controller import GameController
    from yachtgui.app.gamefiles import GameFiles
    from yachtgui.app.settings import Settings
    from yachtgui.widgets.dialogs.keeping import SavedFileNotice

__all__ = ["FileFlows"]


class FileFlows(QObject):
    """The file menu's flows for ``window`` and ``controller``'s game: ``files`` reads and writes,
    ``settings`` names the variant of a blank pad, ``computer`` waits while a dialog is open."""

    def __init__(self, window: QMainWindow, controller: GameController, settings: Settings, files: GameFiles,
                 computer: ComputerPlay) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._settings = settings
        self._files = files
        self._computer = computer
        self._saved_notice: SavedFileNotice | None = None  # the status bar's "Saved ... [Open folder]"

    def open_game(self) -> None:
        """File > Open: continue a saved game; a damaged file gets a message, nothing is lost."""
        from PySide6.QtWidgets import QFileDialog  # dialogs are imported where they are used

        with self._computer.waiting():
            path, _ = QFileDialog.getOpenFileName(self._window, translate("MainWindow", "Open a saved game"),
                                                  self._files.last_folder(), file_filter())
            if path:
                self._files.load_file(path)

    def save_game_as(self) -> None:
        """File > Save As: write the game to a *.yacht.json file."""
        if self._controller.game is None:
            return
        from PySide6.QtWidgets import QFileDialog

        with self._computer.waiting():
            path, _ = QFileDialog.getSaveFileName(self._window, translate("MainWindow", "Save the game"),
                                                  self._files.suggested_name(), file_filter())
            if path:
                self._files.save_to(path)

    def export_pdf(self, finished: bool = False) -> None:
        """Export PDF (the game on the table, or ``finished``: the last game that ended)."""
        from yachtgui.export import dialogs

        chosen = self._files.game_for_card(finished)
        if chosen is None:
            return
        with self._computer.waiting():
            path = dialogs.export_game_pdf(self._window, chosen[0], chosen[1])
        if path is not None:
            self.show_saved_file(translate("MainWindow", "Score card saved"), Path(path))

    def print_game(self, finished: bool = False) -> None:
        from yachtgui.export import dialogs

        chosen = self._files.game_for_card(finished)
        if chosen is None:
            return
        with self._computer.waiting():
            dialogs.print_game(self._window, chosen[0], chosen[1])

    def blank_pad(self) -> None:
        from yachtgui.export import dialogs

        game = self._controller.game
        variant_id = game.variant.id if game is not None else self._settings.get("variant")
        with self._computer.waiting():
            path = dialogs.export_blank_pad(self._window, variant_id)
        if path is not None:
            self.show_saved_file(translate("MainWindow", "Blank score pad saved"), Path(path))

    def show_saved_file(self, what: str, path: Path) -> None:
        """Say in the status bar where a file went, with an Open folder button."""
        if self._saved_notice is None:
            from yachtgui.widgets.dialogs.keeping import SavedFileNotice

            self._saved_notice = SavedFileNotice()
            self._window.statusBar().addWidget(self._saved_notice, 1)
        self._window.statusBar().clearMessage()
        self._saved_notice.show_file(what, path)

    def show_problem(self, title: str, text: str) -> None:
        """A file that could not be opened, saved or continued; its name shows as written."""
        from PySide6.QtWidgets import QMessageBox

        from yachtgui.plaintext import literal

        QMessageBox.warning(self._window, title, literal(text))
