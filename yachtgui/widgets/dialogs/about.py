"""Help > About: the version, the licence, where the source is, the licences of what the app is
built from, and Qt's own About.

:func:`show_about` opens :class:`AboutDialog` window-modal (``open()``, never a blocking
``exec()``). Its "Licences" button opens :class:`LicencesDialog`, which shows every text in
:func:`licences_folder`: every file of the ``licenses`` folder an installed bundle carries, one
folder per component (the app's GPL, Qt's and PySide6's LGPL with their third-party notices,
ICU's, Python's, NumPy's and the libraries its wheel bundles, the bootloader's and the bundled
system libraries', see ``packaging/licenses.py``); a source install shows the app's own ``LICENSE``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

import yachtgui
from yachtgui.text import translate
from yachtgui.widgets.dialogs.help import about_html
from yachtgui.widgets.icon import render_icon_image
from yachtgui.widgets.scaling import DialogScale

__all__ = ["SOURCE_URL", "AboutDialog", "LicencesDialog", "licence_files", "licences_folder", "show_about"]

#: The most of one licence file shown (the longest bundled text is ~100 KB).
MAX_LICENCE_BYTES: Final = 4 * 2**20

#: Where the source code is (the GPL's "corresponding source"); also in the AppStream metainfo.
SOURCE_URL: Final = "https://github.com/yachtgui/yachtgui"


def licences_folder() -> Path | None:
    """The bundle's ``licenses`` folder; None in a source install (or a bundle without one)."""
    base = getattr(sys, "_MEIPASS", None)
    if base is None:
        return None
    folder = Path(base) / "licenses"
    return folder if folder.is_dir() else None


def licence_files() -> list[Path]:
    """The licence texts to show: the bundle's, else the source checkout's ``LICENSE``."""
    folder = licences_folder()
    if folder is not None:
        # Every file, whatever its name: licence texts come as LICENSE, COPYING, *.md, copyright...
        readme = folder / "README.txt"
        others = sorted((path for path in folder.rglob("*") if path.is_file() and path != readme),
                        key=lambda path: path.relative_to(folder).parts)
        return ([readme] if readme.is_file() else []) + others
    checkout = Path(yachtgui.__file__).resolve().parent.parent / "LICENSE"
    return [checkout] if checkout.is_file() else []


class LicencesDialog(QDialog):
    """The licence texts: their names on the left, the chosen one's text on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("licencesDialog")
        self.setWindowTitle(translate("LicencesDialog", "Licences"))
        DialogScale(self, indicators=False).fit_on_screen(860, 600)  # at most the screen (1024x600)
        self.files = licence_files()
        self.names = QListWidget(self)
        self.names.setObjectName("licenceNames")
        self.names.setAccessibleName(translate("LicencesDialog", "Licence files"))
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("licenceText")
        self.text.setReadOnly(True)
        self.text.setAccessibleName(translate("LicencesDialog", "Licence text"))
        splitter = QSplitter(self)
        splitter.addWidget(self.names)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(1, 3)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        layout.addWidget(buttons)
        base = licences_folder()
        for path in self.files:
            self.names.addItem(str(path.relative_to(base)) if base is not None else path.name)
        self.names.currentRowChanged.connect(self._show)
        if self.files:
            self.names.setCurrentRow(0)
        else:
            self.text.setPlainText(translate(
                "LicencesDialog", "yachtgui is free software under the GNU General Public License, version 3 "
                                  "or later. Licence texts: {url}.").format(url=SOURCE_URL))

    def _show(self, row: int) -> None:
        if 0 <= row < len(self.files):
            try:
                with self.files[row].open("rb") as file:
                    data = file.read(MAX_LICENCE_BYTES + 1)
                text = data[:MAX_LICENCE_BYTES].decode("utf-8", errors="replace")
                if len(data) > MAX_LICENCE_BYTES:
                    text += "\n[…]"
                self.text.setPlainText(text)
            except OSError as error:
                problem = translate("LicencesDialog", "This licence file could not be read: {error}")
                self.text.setPlainText(problem.format(error=error))


class AboutDialog(QDialog):
    """The About box: icon, name and version, licence, source link and credits; Licences, About Qt, Close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutBox")
        self.setWindowTitle(translate("AboutDialog", "About yachtgui"))
        icon = QLabel(self)
        icon.setPixmap(QPixmap.fromImage(render_icon_image(96)))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.label = QLabel(self)
        self.label.setObjectName("aboutText")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setOpenExternalLinks(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.label.setText(
            about_html()
            + "<p>"
            + translate("AboutDialog", 'Source code: <a href="{url}">{address}</a>').format(
                url=SOURCE_URL, address=SOURCE_URL.removeprefix("https://"))
            + "</p><p>"
            + translate("AboutDialog", "Built with Qt and PySide6 (GNU LGPL 3), Python and NumPy; "
                                       "<b>Licences</b> shows every licence text.")
            + "</p>"
        )
        self.licences_button = QPushButton(translate("AboutDialog", "&Licences…"), self)
        self.licences_button.setObjectName("licencesButton")
        self.licences_button.clicked.connect(self.show_licences)
        self.about_qt_button = QPushButton(translate("AboutDialog", "About &Qt"), self)
        self.about_qt_button.setObjectName("aboutQtButton")
        self.about_qt_button.clicked.connect(lambda: QApplication.aboutQt())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.licences_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.about_qt_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addWidget(self.label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(buttons)
        # Wrapped text: fix the width, then let the layout give the dialog the height it needs
        # (a word-wrapped QLabel otherwise gets the height of its unwrapped sizeHint, cut off).
        self.label.setFixedWidth(440)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.licences: LicencesDialog | None = None

    def text(self) -> str:
        """The box's text (rich text), as QMessageBox.text() gave it."""
        return self.label.text()

    def show_licences(self) -> LicencesDialog:
        """Open (or bring forward) the licence texts."""
        if self.licences is None:
            self.licences = LicencesDialog(self)
        self.licences.show()
        self.licences.raise_()
        return self.licences


def show_about(parent: QWidget | None) -> AboutDialog:
    """Open the About box window-modal and return it at once (it is not run with exec())."""
    dialog = AboutDialog(parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dialog.open()
    return dialog
