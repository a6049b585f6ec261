"""Help > About: version, licence, source link, the licence texts of a bundle, Qt's About."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

import yachtgui
from yachtgui.widgets.dialogs.about import SOURCE_URL, AboutDialog, LicencesDialog
from yachtgui.widgets.window.mainwindow import MainWindow


def open_about(qtbot: QtBot, window: MainWindow) -> AboutDialog:
    window.menus.actions.about_action.trigger()
    qtbot.waitUntil(lambda: window.findChild(AboutDialog, "aboutBox") is not None, timeout=2000)
    box = window.findChild(AboutDialog, "aboutBox")
    assert box is not None
    qtbot.waitExposed(box)
    return box


def test_about_shows_version_licence_and_where_the_source_is(qtbot: QtBot, window: MainWindow) -> None:
    box = open_about(qtbot, window)
    text = box.text()
    assert yachtgui.__version__ in text
    assert "GPL-3.0-or-later" in text
    assert f'href="{SOURCE_URL}"' in text
    assert box.windowModality() == Qt.WindowModality.WindowModal
    with qtbot.waitSignal(box.finished, timeout=2000):
        qtbot.keyClick(box, Qt.Key.Key_Escape)


def test_about_qt_opens_qts_own_about_box(qtbot: QtBot, window: MainWindow) -> None:
    box = open_about(qtbot, window)
    seen: list[str] = []

    def close_qt_box() -> None:
        qt_box = QApplication.activeModalWidget()
        if isinstance(qt_box, QMessageBox):
            seen.append(qt_box.windowTitle())
            qt_box.close()
        else:
            QTimer.singleShot(20, close_qt_box)

    QTimer.singleShot(0, close_qt_box)
    qtbot.mouseClick(box.about_qt_button, Qt.MouseButton.LeftButton)  # returns when it closes
    assert seen
    assert "Qt" in seen[0]
    box.close()


def test_licences_in_a_source_install_show_the_apps_gpl(qtbot: QtBot, window: MainWindow) -> None:
    box = open_about(qtbot, window)
    qtbot.mouseClick(box.licences_button, Qt.MouseButton.LeftButton)
    licences = box.licences
    assert isinstance(licences, LicencesDialog)
    qtbot.waitExposed(licences)
    assert licences.names.count() == 1
    assert "GNU GENERAL PUBLIC LICENSE" in licences.text.toPlainText()
    box.close()


def test_licences_of_a_bundle_list_every_text_it_carries(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "licenses"
    (folder / "system").mkdir(parents=True)
    (folder / "README.txt").write_text("Licences of everything in this bundle")
    (folder / "Qt-PySide6-LGPL-3.0.txt").write_text("GNU LESSER GENERAL PUBLIC LICENSE")
    (folder / "system" / "libxkbcommon0.txt").write_text("MIT")
    # Licence texts keep their own names: LICENSE, COPYING, *.md, Debian's copyright files
    (folder / "numpy" / "numpy" / "ma").mkdir(parents=True)
    (folder / "numpy" / "numpy" / "ma" / "LICENSE").write_text("BSD")
    (folder / "numpy" / "LICENSE.md").write_text("BSD")
    (folder / "system" / "zlib1g").mkdir()
    (folder / "system" / "zlib1g" / "copyright").write_text("Zlib")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    box = open_about(qtbot, window)
    licences = box.show_licences()
    names = [licences.names.item(row).text() for row in range(licences.names.count())]
    assert names[0] == "README.txt"
    assert set(names) == {"README.txt", "Qt-PySide6-LGPL-3.0.txt", str(Path("system") / "libxkbcommon0.txt"),
                          str(Path("numpy") / "numpy" / "ma" / "LICENSE"), str(Path("numpy") / "LICENSE.md"),
                          str(Path("system") / "zlib1g" / "copyright")}
    licences.names.setCurrentRow(names.index("Qt-PySide6-LGPL-3.0.txt"))
    assert licences.text.toPlainText() == "GNU LESSER GENERAL PUBLIC LICENSE"
    box.close()
