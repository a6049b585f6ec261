"""The house-rules editor: a dialog over the variant-file keys that saves the same TOML."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
)
from pytestqt.qtbot import QtBot

from yachtgui.persistence.variants import load_house_variants
from yachtgui.rules.housefile import read_variant_file
from yachtgui.rules.vocabulary import GroupSum, Run, TotalSum
from yachtgui.widgets.dialogs.varianteditor import VariantEditor
from yachtgui.widgets.window.mainwindow import MainWindow

from .test_newgame import child, open_dialog


def folder() -> Path:
    return Path(os.environ["YACHTGUI_CONFIG_DIR"]) / "variants"


def open_editor(window: MainWindow, qtbot: QtBot) -> VariantEditor:
    window.dialogs.edit_house_rules()
    editor = window.dialogs.variant_editor_widget
    assert isinstance(editor, VariantEditor)
    qtbot.waitExposed(editor)
    return editor


def row_of(table: QTableWidget, name: str) -> int:
    for row in range(table.rowCount()):
        item = table.item(row, 1)
        if item is not None and item.text() == name:
            return row
    raise AssertionError(name)


def test_a_new_variant_is_made_in_the_editor_saved_as_toml_and_offered_for_a_game(
    window: MainWindow, qtbot: QtBot
) -> None:
    editor = open_editor(window, qtbot)
    child(editor, QComboBox, "baseCombo").setCurrentIndex(4)  # Yahtzee
    name = child(editor, QLineEdit, "nameEdit")
    name.clear()
    qtbot.keyClicks(name, "Grandma's Rules")
    jokers = child(editor, QComboBox, "jokerCombo")
    jokers.setCurrentIndex(jokers.findData("free"))
    child(editor, QSpinBox, "yahtzeeBonusSpin").setValue(200)
    child(editor, QLineEdit, "bonusEdit").setText("50 at 60")
    table = child(editor, QTableWidget, "boxesTable")
    chance = table.item(row_of(table, "Chance"), 0)
    assert chance is not None
    chance.setCheckState(Qt.CheckState.Unchecked)
    full_house = table.item(row_of(table, "Full House"), 2)
    assert full_house is not None
    full_house.setText("total")
    short = table.item(row_of(table, "Short Straight"), 3)
    assert short is not None
    short.setText("3")
    kinds = child(editor, QComboBox, "kindCombo")
    kinds.setCurrentIndex(kinds.findData("pair"))
    qtbot.mouseClick(child(editor, QPushButton, "addBoxButton"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(child(editor, QPushButton, "saveButton"), Qt.MouseButton.LeftButton)

    assert not child(editor, QLabel, "problemLabel").isVisible()
    saved = read_variant_file(folder() / "grandma-s-rules.toml")
    assert saved.name == "Grandma's Rules"
    assert (saved.extends, saved.joker, saved.yacht_bonus) == ("yahtzee", "free", 200)
    assert saved.bonus_rule.tiers == ((60, 50),)
    assert "chance" not in saved.categories
    assert saved.box("full_house").scorer == TotalSum()
    assert saved.box("small_straight").requirement == Run(3)
    assert saved.box("pair").scorer == GroupSum((2,))
    editor.close()

    dialog = open_dialog(window, qtbot)
    assert child(dialog, QRadioButton, "variant_house-grandma-s-rules").text() == "Grandma's Rules"
    dialog.reject()


def test_a_mistake_is_shown_with_its_key_and_nothing_is_saved(window: MainWindow, qtbot: QtBot) -> None:
    editor = open_editor(window, qtbot)
    child(editor, QLineEdit, "bonusEdit").setText("35 at 300")
    qtbot.mouseClick(child(editor, QPushButton, "saveButton"), Qt.MouseButton.LeftButton)
    problem = child(editor, QLabel, "problemLabel")
    assert problem.isVisible()
    assert problem.text().startswith("bonus.tiers: a bonus at 300 can never be reached")
    assert not folder().exists() or not list(folder().glob("*.toml"))
    table = child(editor, QTableWidget, "boxesTable")
    child(editor, QLineEdit, "bonusEdit").setText("35 at 63")
    score = table.item(row_of(table, "Full House"), 2)
    assert score is not None
    score.setText("lots")
    assert editor.check() is None
    assert "boxes.full_house.score" in problem.text()
    editor.close()


def test_an_existing_file_opens_in_the_editor_and_saves_back_unchanged(
    window: MainWindow, qtbot: QtBot
) -> None:
    folder().mkdir(parents=True)
    path = folder() / "ours.toml"
    path.write_text('name = "Ours"\nextends = "yatzy"\norder = "top-down"\nremove = ["one_pair"]\n'
                    '[boxes.full_house]\nscore = 30\n[boxes.chance_2]\nkind = "chance"\nname = "Lucky"\n',
                    encoding="utf-8")
    before = read_variant_file(path)
    editor = open_editor(window, qtbot)
    chooser = child(editor, QComboBox, "variantChooser")
    chooser.setCurrentIndex(chooser.findData("house-ours"))
    assert child(editor, QLineEdit, "nameEdit").text() == "Ours"
    assert child(editor, QComboBox, "orderCombo").currentData() == "top-down"
    assert editor.save()
    assert read_variant_file(path) == before
    assert list(load_house_variants().variants) == ["house-ours"]
    editor.close()


def test_a_variant_file_from_anywhere_is_opened_and_kept_with_the_house_rules(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    outside = tmp_path / "from a friend.toml"
    outside.write_text('name = "Friends"\nextends = "yacht"\nyahtzee_bonus = 100\njoker = "forced"\n',
                       encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "Bad"\nextends = "yacht"\njoker = "sometimes"\n', encoding="utf-8")
    editor = open_editor(window, qtbot)
    assert not editor.import_file(bad)
    problem = child(editor, QLabel, "problemLabel")
    choices = '"forced", "free", "relaxed", "none"'
    assert problem.text() == f'{bad}, line 3: joker: must be one of {choices}, not "sometimes"'
    assert editor.import_file(outside)
    assert child(editor, QLineEdit, "nameEdit").text() == "Friends"
    assert editor.save()
    kept = read_variant_file(folder() / "friends.toml")
    assert (kept.joker, kept.yacht_bonus, kept.yacht_box) == ("forced", 100, "yacht")
    assert outside.exists()
    editor.close()


def test_delete_removes_the_file_and_one_that_cannot_be_removed_says_so(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    editor = VariantEditor(folder=tmp_path)
    qtbot.addWidget(editor)
    editor.open_new("yacht")
    assert editor.save()
    saved = next(tmp_path.glob("*.toml"))
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
    delete = editor.findChild(QPushButton, "deleteButton")
    problem = editor.findChild(QLabel, "problemLabel")
    assert delete is not None
    assert problem is not None

    def refuse(_path: Path, missing_ok: bool = False) -> None:
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as refusing:
        refusing.setattr(Path, "unlink", refuse)
        delete.click()
    assert saved.exists()
    assert not problem.isHidden()
    assert "could not be deleted" in problem.text()
    assert "Permission denied" in problem.text()
    delete.click()
    assert not saved.exists()
    assert load_house_variants(tmp_path).variants == {}


def test_the_bonus_words_are_translated_and_read_back(
        window: MainWindow, qtbot: QtBot, qapp: QApplication) -> None:
    """ "35 at 63" is in the app's language (issue 22.8), and the editor reads its own words back."""

    class German(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
            return {"{points} at {threshold}": "{points} bei {threshold}", "none": "keiner",
                    "{one}, or {two}, or {none}": "{one}, oder {two}, oder {none}"}.get(source, source)

        def isEmpty(self) -> bool:
            return False

    translator = German()
    qapp.installTranslator(translator)
    try:
        editor = open_editor(window, qtbot)
        bonus = child(editor, QLineEdit, "bonusEdit")
        assert bonus.placeholderText() == "35 bei 63, oder 35 bei 63, 55 bei 71, oder keiner"
        bonus.setText("35 bei 60, 50 bei 70")
        assert "tiers = [[60, 35], [70, 50]]" in editor.toml_text()
        bonus.setText("keiner")
        assert "points = 0" in editor.toml_text()
    finally:
        qapp.removeTranslator(translator)


@pytest.mark.parametrize(("language", "total", "matching"),
                         [("de", "Augensumme", "passende"), ("sv", "summa", "matchande")],
                         indirect=["language"])
def test_the_scores_column_speaks_the_apps_language_and_saves_the_files_words(
    qtbot: QtBot, tmp_path: Path, language: str, total: str, matching: str
) -> None:
    """German showed the file's keyword "total" beside "Summe dieser Zahl" (a screenshot)."""
    editor = VariantEditor(None, folder=tmp_path)
    qtbot.addWidget(editor)
    editor.open_new("yahtzee")
    table = child(editor, QTableWidget, "boxesTable")
    scores = [table.item(row, 2).text() for row in range(table.rowCount())]  # type: ignore[union-attr]
    assert "total" not in scores
    assert total in scores  # Three of a Kind, Four of a Kind, Chance
    assert total in table.toolTip()
    assert matching in table.toolTip()
    for box, typed in (("three_of_a_kind", f"{total} + 15"), ("chance", "total+5")):  # English understood too
        item = table.item(editor._box_ids.index(box), 2)
        assert item is not None
        item.setText(typed)
    kinds = child(editor, QComboBox, "kindCombo")
    kinds.setCurrentIndex(kinds.findData("pair"))
    qtbot.mouseClick(child(editor, QPushButton, "addBoxButton"), Qt.MouseButton.LeftButton)
    added = table.item(table.rowCount() - 1, 2)
    assert added is not None
    assert added.text() == matching
    qtbot.mouseClick(child(editor, QPushButton, "saveButton"), Qt.MouseButton.LeftButton)
    assert not child(editor, QLabel, "problemLabel").isVisible(), child(editor, QLabel, "problemLabel").text()
    saved = read_variant_file(next(tmp_path.glob("*.toml")))
    assert saved.box("three_of_a_kind").scorer == TotalSum(15)
    assert saved.box("chance").scorer == TotalSum(5)
    assert saved.box("pair").scorer == GroupSum((2,))


def test_the_description_shows_from_its_beginning(qtbot: QtBot, tmp_path: Path) -> None:
    """A description longer than its field showed its end ("…box lid: Yacht's 13 boxes, …")."""
    editor = VariantEditor(None, folder=tmp_path)
    qtbot.addWidget(editor)
    editor.open_new("yahtzee")
    assert child(editor, QLineEdit, "descriptionEdit").cursorPosition() == 0
