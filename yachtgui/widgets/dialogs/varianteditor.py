"""The house-rules editor: a dialog over the keys of a variant file, saving the same TOML.

The dialog never builds a :class:`~yachtgui.rules.Variant` itself: it writes the
fields as variant-file text (:meth:`VariantEditor.toml_text`) and hands it to
:func:`yachtgui.rules.housefile.parse_variant`, the one place that checks house
rules, so the editor, a hand-written file and the command line agree. A mistake
is shown under the fields with the key it concerns and nothing is saved; a good
variant is written to the family's variants folder
(:func:`yachtgui.persistence.variants.save_house_variant`).

Object names for tests: ``variantChooser`` (which file to edit, or a new one),
``nameEdit``, ``baseCombo``, ``descriptionEdit``, ``orderCombo``, ``jokerCombo``,
``yahtzeeBonusSpin``, ``bonusEdit`` ("35 at 63, 55 at 71" or "none"),
``boxesTable`` (columns: kept, name, score, run length), ``kindCombo`` and
``addBoxButton``, ``problemLabel``, ``saveButton``, ``deleteButton``,
``openFileButton`` (a variant file from anywhere: :meth:`VariantEditor.import_file`).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yachtgui.persistence.variants import load_house_variants, variants_dir
from yachtgui.plaintext import literal
from yachtgui.rules import JOKERS, ORDERS, VARIANTS, Box, RuleError, Variant
from yachtgui.rules.housefile import KINDS, MAX_POINTS, VariantFileError, kind_of, parse_variant, toml_string
from yachtgui.rules.vocabulary import ExactFaces, Fixed, GroupSum, Run, TotalSum
from yachtgui.rules.words import box_name, variant_description, variant_name
from yachtgui.text import QT_TRANSLATE_NOOP, translate
from yachtgui.widgets.scaling import DialogScale

__all__ = ["VariantEditor"]

_KEPT, _NAME, _SCORE, _LENGTH = range(4)
# English labels, shown with translate("VariantEditor", label).
_JOKER_LABELS = {
    "forced": QT_TRANSLATE_NOOP("VariantEditor", "Forced (official: matching upper box first)"),
    "free": QT_TRANSLATE_NOOP("VariantEditor", "Free (any open box)"),
    "relaxed": QT_TRANSLATE_NOOP("VariantEditor",
                                 "Relaxed (any box; Joker scores once the upper box is filled)"),
    "none": QT_TRANSLATE_NOOP("VariantEditor", "None"),
}
_ORDER_LABELS = {"free": QT_TRANSLATE_NOOP("VariantEditor", "Any open box"),
                 "top-down": QT_TRANSLATE_NOOP("VariantEditor", "Top down (Yatzy down)")}


_W = TypeVar("_W", bound=QWidget)


def _named(widget: _W, name: str) -> _W:
    """``widget`` with its object name set (the name tests find it by)."""
    widget.setObjectName(name)
    return widget


def _score_words() -> dict[str, str]:
    """The file's score keywords ("total", "matching") and the editor's words for them in the app's
    language (German showed the file's English "total" in the Scores column)."""
    return {"total": translate("VariantEditor", "total", "a box's score: the sum of all five dice"),
            "matching": translate("VariantEditor", "matching", "a box's score: only the matching dice count")}


def _score_text(box: Box) -> str:
    scorer = box.scorer
    words = _score_words()
    if isinstance(scorer, Fixed):
        return str(scorer.value)
    if isinstance(scorer, TotalSum):
        return f"{words['total']}+{scorer.plus}" if scorer.plus else words["total"]
    if isinstance(scorer, GroupSum):
        return words["matching"]
    return ""


def _score_keyword(text: str) -> str:
    """What was typed in the Scores column in the file's words: the app's word for "total" (with a
    "+15") or "matching" becomes the keyword; the English keyword is always understood too; anything
    else is kept as typed (the reader names the mistake)."""
    typed = text.strip()
    folded = typed.casefold()
    for keyword, word in _score_words().items():
        for said in dict.fromkeys((word.casefold(), keyword)):
            if folded == said:
                return keyword
            if folded.startswith(said) and folded[len(said):].lstrip().startswith("+"):
                return keyword + "+" + folded[len(said):].lstrip()[1:].strip()
    return typed


def _tier_text(points: int, threshold: int) -> str:
    """ "35 at 63" in the app's language ("35 bei 63", "35 vid 63")."""
    return translate("VariantEditor", "{points} at {threshold}",
                     "upper bonus: points at this upper total").format(points=points, threshold=threshold)


def _tiers_text(tiers: tuple[tuple[int, int], ...]) -> str:
    """The bonus tiers as the editor shows them ("35 at 63, 55 at 71"), or "none"."""
    if not tiers:
        return translate("VariantEditor", "none")
    return ", ".join(_tier_text(points, threshold) for threshold, points in tiers)


def _bonus_text(variant: Variant) -> str:
    return _tiers_text(variant.bonus_rule.tiers)


def _tier_words() -> str:
    """What may stand between the points and the threshold: "at", "@", "for" and the app's own word."""
    shown = _tier_text(0, 1)
    own = shown[shown.find("0") + 1:shown.rfind("1")].strip().lower() if "0" in shown and "1" in shown else ""
    return "|".join(re.escape(word) for word in ("at", "@", "for", own) if word)


class VariantEditor(QDialog):
    """Edit one of the family's variant files, or make a new one from a built-in variant.

    ``saved(variant_id)`` is emitted after a file was written; ``folder``
    defaults to :func:`variants_dir`.
    """

    saved = Signal(str)

    def __init__(self, parent: QWidget | None = None, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("variantEditor")
        self.setWindowTitle(translate("VariantEditor", "House rules"))
        self._folder = folder if folder is not None else variants_dir()
        self._path: Path | None = None  # the file being edited; None for a new variant
        self._box_ids: list[str] = []  # per table row
        self._box_kinds: list[str | None] = []  # per table row: the kind of an added box

        self._chooser = _named(QComboBox(), "variantChooser")
        self._chooser.setAccessibleName(translate("VariantEditor", "Variant to edit"))
        self._name = _named(QLineEdit(), "nameEdit")
        self._name.setMaxLength(40)
        self._base = _named(QComboBox(), "baseCombo")
        for variant in VARIANTS.values():
            self._base.addItem(variant_name(variant), variant.id)
        self._description = _named(QLineEdit(), "descriptionEdit")
        self._description.setMaxLength(200)
        self._order = _named(QComboBox(), "orderCombo")
        for order in ORDERS:
            self._order.addItem(translate("VariantEditor", _ORDER_LABELS[order]), order)
        self._joker = _named(QComboBox(), "jokerCombo")
        for joker in JOKERS:
            self._joker.addItem(translate("VariantEditor", _JOKER_LABELS[joker]), joker)
        self._yahtzee_bonus = _named(QSpinBox(), "yahtzeeBonusSpin")
        self._yahtzee_bonus.setRange(0, MAX_POINTS)
        self._yahtzee_bonus.setSingleStep(50)
        self._yahtzee_bonus.setSpecialValueText(translate("VariantEditor", "none"))
        self._bonus = _named(QLineEdit(), "bonusEdit")
        self._bonus.setPlaceholderText(translate("VariantEditor", "{one}, or {two}, or {none}").format(
            one=_tiers_text(((63, 35),)), two=_tiers_text(((63, 35), (71, 55))), none=_tiers_text(())))

        form = QFormLayout()
        form.addRow(translate("VariantEditor", "&Edit:"), self._chooser)
        form.addRow(translate("VariantEditor", "&Name:"), self._name)
        form.addRow(translate("VariantEditor", "&Based on:"), self._base)
        form.addRow(translate("VariantEditor", "&Description:"), self._description)
        form.addRow(translate("VariantEditor", "&Order:"), self._order)
        form.addRow(translate("VariantEditor", "&Joker:"), self._joker)
        form.addRow(translate("VariantEditor", "&Yahtzee bonus:"), self._yahtzee_bonus)
        form.addRow(translate("VariantEditor", "&Upper bonus:"), self._bonus)

        self._table = _named(QTableWidget(0, 4), "boxesTable")
        self._table.setHorizontalHeaderLabels([translate("VariantEditor", "Play"),
                                               translate("VariantEditor", "Box"),
                                               translate("VariantEditor", "Scores"),
                                               translate("VariantEditor", "Run length")])
        header = self._table.horizontalHeader()
        header.setSectionResizeMode(_NAME, QHeaderView.ResizeMode.Stretch)
        for column in (_KEPT, _SCORE, _LENGTH):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self._table.verticalHeader().hide()
        self._table.setTabKeyNavigation(False)  # the arrows move between cells; Tab goes on
        self._table.setAccessibleName(translate("VariantEditor", "Boxes: untick to leave a box out; names "
                                                "and scores can be edited"))
        words = _score_words()
        self._table.setToolTip(translate("VariantEditor", 'Scores: a number of points, "{total}", '
                                         '"{total}+15" or "{matching}" (only the matching dice)').format(
            total=words["total"], matching=words["matching"]))
        self._kind = _named(QComboBox(), "kindCombo")
        for kind, (name, _, _, _) in KINDS.items():
            self._kind.addItem(translate("Box", name), kind)
        add = _named(QPushButton(translate("VariantEditor", "&Add box")), "addBoxButton")
        add.clicked.connect(self._add_box)
        adding = QHBoxLayout()
        adding.addWidget(QLabel(translate("VariantEditor", "Add a box:")))
        adding.addWidget(self._kind, 1)
        adding.addWidget(add)

        self._problem = _named(QLabel(), "problemLabel")
        self._problem.setWordWrap(True)
        self._problem.setStyleSheet("color: #b3261e; font-weight: 600;")
        self._problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._problem.hide()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self._save = buttons.addButton(translate("VariantEditor", "&Save"),
                                       QDialogButtonBox.ButtonRole.ActionRole)
        self._save.setObjectName("saveButton")
        self._delete = buttons.addButton(translate("VariantEditor", "De&lete"),
                                        QDialogButtonBox.ButtonRole.DestructiveRole)
        self._delete.setObjectName("deleteButton")
        opener = buttons.addButton(translate("VariantEditor", "Open &File…"),
                                   QDialogButtonBox.ButtonRole.ActionRole)
        opener.setObjectName("openFileButton")
        opener.setToolTip(translate("VariantEditor", "Open a variant file from anywhere; Save then keeps it "
                                    "with your house rules"))
        opener.clicked.connect(self._choose_file)
        self._save.clicked.connect(self.save)
        self._delete.clicked.connect(self._delete_file)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self._table, 1)
        layout.addLayout(adding)
        layout.addWidget(self._problem)
        layout.addWidget(buttons)
        DialogScale(self, indicators=False).fit_on_screen(620, 640)  # at most the screen (1024x600)

        self._base.currentIndexChanged.connect(self._on_base_changed)
        self._chooser.currentIndexChanged.connect(self._on_chosen)
        self._fill_chooser()

    # --- public ---------------------------------------------------------------------

    def open_new(self, base_id: str = "yahtzee") -> None:
        """Start a new variant from a built-in one."""
        self._path = None
        self._base.blockSignals(True)
        self._base.setCurrentIndex(max(0, self._base.findData(base_id)))
        self._base.blockSignals(False)
        base = VARIANTS[base_id]
        self._name.setText(translate("VariantEditor", "Our {variant}").format(variant=base.name))
        self._fill_from(base, base)
        self._delete.setEnabled(False)

    def open_variant(self, variant: Variant, path: Path | None) -> None:
        """Edit a variant read from ``path``."""
        base = VARIANTS[variant.extends or "yacht"]
        self._path = path
        self._base.blockSignals(True)
        self._base.setCurrentIndex(max(0, self._base.findData(base.id)))
        self._base.blockSignals(False)
        self._name.setText(variant.name)
        self._fill_from(variant, base)
        self._delete.setEnabled(path is not None)

    def import_file(self, path: Path) -> bool:
        """Open a variant file from anywhere; a mistake is shown (file, line, key) and nothing changes.

        Saving keeps it in the family's variants folder; the original file is left alone.
        """
        from yachtgui.rules.housefile import read_variant_file

        try:
            variant = read_variant_file(path)
        except VariantFileError as error:
            self._show_problem(str(error))
            return False
        self._chooser.blockSignals(True)
        self._chooser.setCurrentIndex(0)
        self._chooser.blockSignals(False)
        self.open_variant(variant, None)
        return True

    def _choose_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(self, translate("VariantEditor", "Open a variant file"),
                                              str(Path.home()),
                                              translate("VariantEditor", "Variant files (*.toml)") + ";;"
                                              + translate("VariantEditor", "All files (*)"))
        if name:
            self.import_file(Path(name))

    def toml_text(self) -> str:
        """The fields as variant-file text (what :meth:`save` writes)."""
        base = VARIANTS[str(self._base.currentData())]
        lines = [f"name = {toml_string(self._name.text().strip())}", f"extends = {toml_string(base.id)}"]
        description = self._description.text().strip()
        generated = variant_description(base.replace(description="", extends=base.id))
        if description and description not in (base.description, variant_description(base), generated):
            lines.append(f"description = {toml_string(description)}")
        for key, value, default in (("order", self._order.currentData(), base.order),
                                    ("joker", self._joker.currentData(), base.joker)):
            if value != default:
                lines.append(f"{key} = {toml_string(str(value))}")
        if self._yahtzee_bonus.value() != base.yacht_bonus:
            lines.append(f"yahtzee_bonus = {self._yahtzee_bonus.value()}")
        removed = [self._box_ids[row] for row in range(self._table.rowCount())
                   if self._box_kinds[row] is None and not self._kept(row)]
        if removed:
            lines.append("remove = [" + ", ".join(toml_string(b) for b in removed) + "]")
        lines += self._bonus_lines(base)
        for row in range(self._table.rowCount()):
            lines += self._box_lines(base, row)
        return "\n".join(lines) + "\n"

    def check(self) -> Variant | None:
        """The variant the fields describe, or None with the mistake shown under the fields."""
        try:
            variant = parse_variant(self.toml_text(), translate("VariantEditor", "these house rules"))
        except VariantFileError as error:
            where = f"{error.key}: " if error.key else ""
            self._show_problem(f"{where}{error.problem}")
            return None
        self._problem.hide()
        return variant

    def save(self) -> bool:
        """Check the fields and write the file; False (with the mistake shown) when they are wrong."""
        from yachtgui.persistence.variants import save_house_variant

        variant = self.check()
        if variant is None:
            return False
        try:
            path = save_house_variant(variant, self._folder, replacing=self._path)
        except (OSError, RuleError) as error:
            self._show_problem(translate("VariantEditor", "The file could not be written: {error}").format(
                error=error))
            return False
        self._path = path
        self._delete.setEnabled(True)  # the new file can be deleted at once
        self._fill_chooser(select=path)
        self.saved.emit(variant.id)
        return True

    # --- filling the fields ----------------------------------------------------------------

    def _fill_chooser(self, select: Path | None = None) -> None:
        house = load_house_variants(self._folder)
        self._chooser.blockSignals(True)
        self._chooser.clear()
        self._chooser.addItem(translate("VariantEditor", "A new variant"), None)
        for variant_id, variant in house.variants.items():
            self._chooser.addItem(variant_name(variant), variant_id)
            if select is not None and house.paths[variant_id] == select:
                self._chooser.setCurrentIndex(self._chooser.count() - 1)
        self._chooser.blockSignals(False)
        self._house = house
        if select is None:
            self.open_new()

    def _on_chosen(self, index: int) -> None:
        variant_id = self._chooser.itemData(index)
        if variant_id is None:
            self.open_new(str(self._base.currentData()))
            return
        self.open_variant(self._house.variants[variant_id], self._house.paths[variant_id])

    def _on_base_changed(self, _index: int) -> None:
        base = VARIANTS[str(self._base.currentData())]
        self._fill_from(base, base)

    def _fill_from(self, variant: Variant, base: Variant) -> None:
        self._description.setText(variant_description(variant))  # a built-in one in the app's language
        self._description.setCursorPosition(0)  # its beginning in view, not its end
        self._order.setCurrentIndex(self._order.findData(variant.order))
        self._joker.setCurrentIndex(self._joker.findData(variant.joker))
        self._yahtzee_bonus.setValue(variant.yacht_bonus)
        self._bonus.setText(_bonus_text(variant))
        self._table.setRowCount(0)
        self._box_ids, self._box_kinds = [], []
        present = {box.id: box for box in variant.boxes}
        for box in base.boxes:
            self._append_row(present.get(box.id, box), None, kept=box.id in present)
        for box in variant.boxes:
            if box.id not in base.categories:
                self._append_row(box, kind_of(box), kept=True)
        self._problem.hide()

    def _append_row(self, box: Box, kind: str | None, kept: bool) -> None:
        row = self._table.rowCount()
        self._table.insertRow(row)
        self._box_ids.append(box.id)
        self._box_kinds.append(kind)
        check = QTableWidgetItem()
        check.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
        check.setCheckState(Qt.CheckState.Checked if kept else Qt.CheckState.Unchecked)
        check.setData(Qt.ItemDataRole.AccessibleTextRole,
                      translate("VariantEditor", "Play {box}").format(box=box_name(box)))
        self._table.setItem(row, _KEPT, check)
        self._table.setItem(row, _NAME, QTableWidgetItem(box_name(box)))
        score = QTableWidgetItem(_score_text(box) if box.section == "lower"
                                 else translate("VariantEditor", "its number"))
        if box.section == "upper":
            score.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self._table.setItem(row, _SCORE, score)
        requirement = box.requirement
        length = QTableWidgetItem(str(requirement.length) if isinstance(requirement, Run) else "")
        if not isinstance(requirement, (Run, ExactFaces)):
            length.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self._table.setItem(row, _LENGTH, length)

    def _add_box(self) -> None:
        kind = str(self._kind.currentData())
        name, requirement, scorer, section = KINDS[kind]
        box_id, number = kind, 2
        while box_id in self._box_ids:
            box_id, number = f"{kind}_{number}", number + 1
        box = Box(box_id, name, requirement, scorer, "", "upper" if section == "upper" else "lower")
        self._append_row(box, kind, kept=True)
        self._table.scrollToBottom()

    # --- reading the fields ------------------------------------------------------------------

    def _kept(self, row: int) -> bool:
        item = self._table.item(row, _KEPT)
        return item is not None and item.checkState() == Qt.CheckState.Checked

    def _cell(self, row: int, column: int) -> str:
        item = self._table.item(row, column)
        return item.text().strip() if item is not None else ""

    def _bonus_lines(self, base: Variant) -> list[str]:
        text = self._bonus.text().strip().lower()
        if text == _bonus_text(base).lower():
            return []
        if text in ("", "none", "0", _tiers_text(()).lower()):
            return ["", "[bonus]", "points = 0"]
        tiers = []
        for part in text.split(","):
            found = re.fullmatch(rf"\s*(\d+)\s*(?:{_tier_words()})\s*(\d+)\s*", part)
            if found is None:
                tiers.append('["' + part.strip().replace('"', "") + '"]')  # the reader names the mistake
                continue
            tiers.append(f"[{int(found.group(2))}, {int(found.group(1))}]")
        return ["", "[bonus]", "tiers = [" + ", ".join(tiers) + "]"]

    def _box_lines(self, base: Variant, row: int) -> list[str]:
        box_id, kind = self._box_ids[row], self._box_kinds[row]
        if kind is not None and not self._kept(row):
            return []  # an added box unticked: simply not added
        old = base.box(box_id) if kind is None else None
        if old is not None and not self._kept(row):
            return []
        entries = [f"kind = {toml_string(kind)}"] if kind is not None else []
        name = self._cell(row, _NAME)
        if old is None or name not in (old.name, box_name(old)):  # shown in the app's language
            entries.append(f"name = {toml_string(name)}")
        score = self._cell(row, _SCORE)
        section_lower = (old.section if old is not None else KINDS[kind or "chance"][3]) == "lower"
        if section_lower and (old is None or score != _score_text(old)):
            score = _score_keyword(score)
            entries.append(f"score = {score}" if score.isdigit() else f"score = {toml_string(score)}")
        length = self._cell(row, _LENGTH)
        old_run = old.requirement if old is not None else None
        old_length = str(old_run.length) if isinstance(old_run, Run) else ""
        if length and length != old_length:
            entries.append(f"length = {length}" if length.isdigit() else f"length = {toml_string(length)}")
        return ["", f"[boxes.{box_id}]", *entries] if entries else []

    def _show_problem(self, text: str) -> None:
        self._problem.setText(text)
        self._problem.show()

    def _delete_file(self) -> None:
        if self._path is None:
            return
        answer = QMessageBox.question(self, translate("VariantEditor", "Delete these house rules?"),
                                      literal(translate("VariantEditor", "Delete {name}? Saved games keep "
                                                        "their rules.").format(name=self._name.text())))
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self._path.unlink(missing_ok=True)
        except OSError as error:
            self._show_problem(translate("VariantEditor", "The file could not be deleted: {error}").format(
                error=error.strerror or error))
            return
        self._path = None
        self._fill_chooser()
