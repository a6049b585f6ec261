"""Every user-visible string is marked for translation: a static check of the sources.

The check reads the Qt parts of the app (widgets, export, controller, computer player, models,
app start) and flags a text with letters in it — a string literal, an f-string, a ``+``
concatenation, a ``%`` or ``.format`` template — given straight to a Qt API that shows words
(``setText``, ``setToolTip``, ``QMessageBox.warning``, ``QLabel(...)``, ``addAction``, ...), or
returned as a cell or header by a table model's ``data``/``headerData``, or emitted as a sentence
with a signal. Any other literal of two words or more in the Qt parts is flagged too (texts kept
in constants, HTML pages, pieces of sentences), unless it is a docstring, a log line, a style
sheet, an object name, a key, a comparison or a programming error's message. Across the whole
package (CLIs and the self-test excepted), a message given to one of the app's own exceptions
(``GameError``, ``RuleError``, ``PersistenceError``, ...; their ``str()`` is shown in the window)
is flagged too. Text that comes from ``translate()`` or ``QT_TRANSLATE_NOOP()`` is marked; HTML
tags, ``{placeholders}``, numbers and punctuation around it are not words.

What a static check cannot see (a text kept in a variable first) the runtime check
(tests/gui/test_i18n_runtime.py) finds with a pseudo-translator.
"""

from __future__ import annotations

import ast
import builtins
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "yachtgui"

#: The Qt parts of the app: every call there is checked.
QT_PARTS = ("widgets", "export", "models", "launch.py", "app")
#: Modules whose words are developer output (command-line tools, the self-test): not translated.
NOT_SHOWN_IN_THE_WINDOW = ("cli.py", "__main__.py", "selftest.py", "benchmarks")

#: (module, exact literal) -> why it is not a text to translate. Keep it short; every entry says why.
ALLOWED: dict[tuple[str, str], str] = {
    **dict.fromkeys([("export/render.py", family) for family in (
        "Palatino Linotype", "Book Antiqua", "DejaVu Serif", "Segoe UI", "Helvetica Neue", "DejaVu Sans")],
        "a font family's name, asked of the system"),
    ("widgets/table/tablemode.py", "color: {}; font-weight: 600;"): "a style sheet",
    **dict.fromkeys([("widgets/senses/sound.py", what) for what in (
        "dice rolled on screen", "real dice entered", "a box scored",
        "an upper bonus reached, or a five of a kind scored", "a Second Kismet")],
        "SOUND_EVENTS documents what each sound is for; only its keys are used"),
    ("game/turns.py", "a replay draws no dice"): "an invariant: a replay never rolls, no player can cause it",
    ("rules/definition.py", "{} is not in the rules vocabulary"):
        "a programming error: writing a rule object the vocabulary lacks",
    ("rules/housefile.py", "box {} is not made from the vocabulary a file can name"):
        "a programming error: writing a box no variant file could have made",
    ("rules/housefile.py", "{} does not extend a built-in variant"):
        "a programming error: only variants made from a built-in one are written to files",
}
#: The app's name, written as it is in every language.
NAMES = ("yachtgui",)

#: Methods whose listed argument positions show words; "*" = every argument.
SHOWING_METHODS: dict[str, tuple[int, ...] | str] = {
    **dict.fromkeys((
        "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setWhatsThis", "setPlaceholderText",
        "setAccessibleName", "setAccessibleDescription", "setTitle", "setInformativeText",
        "setDetailedText", "showMessage", "setSuffix", "setPrefix", "setSpecialValueText", "setLabelText",
        "setHtml", "setMarkdown", "setPlainText", "setWindowIconText", "setCancelButtonText",
        "setIconText", "setFormat", "addRow", "setDescription", "setSubTitle"), (0,)),
    "setTabText": (1,), "setTabToolTip": (1,), "setTabWhatsThis": (1,), "setItemText": (1,),
    "setItemToolTip": (1,), "insertItem": (1,), "insertTab": (1, 2), "setButtonText": (1,),
    "addTab": (1, 2), "addAction": (0, 1), "addMenu": (0, 1), "addSection": (0, 1),
    "addButton": (0,), "addItem": (0, 1), "addItems": "*", "insertItems": "*", "setHeaderLabels": "*",
    "setHorizontalHeaderLabels": "*", "setVerticalHeaderLabels": "*",
}
#: The second argument of addItem is the item's data when the first is a text; see _shown_args.
#: Widgets and dialogs whose constructor shows its text arguments.
SHOWING_CLASSES = frozenset({
    "QLabel", "QPushButton", "QToolButton", "QAction", "QCheckBox", "QRadioButton", "QGroupBox", "QMenu",
    "QCommandLinkButton", "QMessageBox", "QProgressDialog", "QListWidgetItem", "QTableWidgetItem",
    "QTreeWidgetItem", "QStandardItem", "QDockWidget", "QWidgetAction", "QAccessibleAnnouncementEvent",
})
#: Static calls: positions (after the parent) of their title and text.
STATIC_CALLS: dict[tuple[str, str], tuple[int, ...]] = {
    **{("QMessageBox", name): (1, 2) for name in ("information", "warning", "critical", "question", "about")},
    ("QFileDialog", "getOpenFileName"): (1, 3), ("QFileDialog", "getSaveFileName"): (1, 3),
    ("QFileDialog", "getOpenFileNames"): (1, 3), ("QFileDialog", "getExistingDirectory"): (1,),
    ("QInputDialog", "getText"): (1, 2), ("QInputDialog", "getItem"): (1, 2, 3),
    ("QInputDialog", "getInt"): (1, 2), ("QToolTip", "showText"): (1,),
}
SHOWING_KEYWORDS = frozenset({"text", "title", "caption", "filter", "label", "informativeText", "toolTip",
                              "statusTip", "windowTitle", "placeholderText", "accessibleName"})
MARKING_FUNCTIONS = frozenset({"translate", "QT_TRANSLATE_NOOP", "tr"})
#: Calls whose text arguments are not shown as words (names, style, logs, settings keys, types).
NOT_SHOWING_CALLS = frozenset({
    "setObjectName", "setStyleSheet", "print", "debug", "info", "warning", "error", "exception", "critical",
    "warn", "getLogger", "Signal", "Property", "Slot", "cast", "TypeVar", "getattr", "setattr", "hasattr",
    "compile", "findChild", "findChildren", "setProperty", "property", "NamedTuple", "namedtuple",
})
#: The app's exceptions whose str() reaches the window (ValueError & co. are programming errors).
BUILTIN_ERRORS = frozenset(name for name in dir(builtins) if name.endswith(("Error", "Exception")))

_TAGS = re.compile(r"<[^<>]*>|&[#\w]+;|\{[^{}]*\}")
_LETTER = re.compile(r"[^\W\d_]")


@dataclass(frozen=True)
class Offender:
    """One unmarked text: where, which API, and the text (``{}`` where values go)."""

    path: str
    line: int
    where: str
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.where}: {self.text!r}"


def template(node: ast.expr) -> str | None:
    """The literal words of ``node`` with ``{}`` for everything computed; None when it has no literal part.

    A marked text (``translate(...)``, also with ``.format``) counts as computed: it is translated.
    """
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, ast.JoinedStr):
        parts = [value.value if isinstance(value, ast.Constant) else "{}" for value in node.values]
        return "".join(str(part) for part in parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        left, right = template(node.left), template(node.right)
        if isinstance(node.op, ast.Mod):
            return left
        if left is None and right is None:
            return None
        return (left if left is not None else "{}") + (right if right is not None else "{}")
    if isinstance(node, ast.IfExp):
        body, orelse = template(node.body), template(node.orelse)
        if body is None and orelse is None:
            return None
        return f"{body or '{}'} | {orelse or '{}'}"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        owner = node.func.value
        if node.func.attr in ("format", "format_map") and isinstance(owner, ast.Constant):
            return template(owner)
        if node.func.attr == "join" and isinstance(owner, ast.Constant) and node.args:
            return f"{{}}{owner.value}{{}}"
        if node.func.attr in ("strip", "upper", "lower", "capitalize", "title", "rstrip", "lstrip"):
            return template(owner)
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        parts = [template(element) for element in node.elts]
        words = [part for part in parts if part is not None]
        return " | ".join(words) if words else None
    return None


def has_words(text: str | None) -> bool:
    """True when ``text`` still has a letter once tags, entities and placeholders are taken out."""
    if text is None:
        return False
    for name in NAMES:
        text = re.sub(rf"(?<!\w){name}(?!\w)", " ", text)
    return _LETTER.search(_TAGS.sub(" ", text)) is not None


def _is_sentence(text: str | None) -> bool:
    """Words with a space between them: a sentence, not an id or a key."""
    if text is None or not has_words(text):
        return False
    return re.search(r"[^\W\d_]\s+\S", _TAGS.sub(" ", text)) is not None


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _shown_args(call: ast.Call) -> Iterator[tuple[str, ast.expr]]:
    """The arguments of ``call`` that are shown as words, each with the API's name."""
    func = call.func
    name = _name(func)
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        positions = STATIC_CALLS.get((func.value.id, name))
        if positions is not None:
            for position in positions:
                if position < len(call.args):
                    yield f"{func.value.id}.{name}", call.args[position]
            for keyword in call.keywords:
                if keyword.arg in SHOWING_KEYWORDS:
                    yield f"{func.value.id}.{name}", keyword.value
            return
    if name in SHOWING_CLASSES:
        for argument in call.args:
            yield name, argument
        for keyword in call.keywords:
            if keyword.arg in SHOWING_KEYWORDS:
                yield name, keyword.value
        return
    if isinstance(func, ast.Attribute) and name in SHOWING_METHODS:
        positions = SHOWING_METHODS[name]
        if positions == "*":
            arguments: list[ast.expr] = list(call.args)
        else:
            arguments = [call.args[position] for position in positions if position < len(call.args)]
            if name in ("addItem", "insertItem") and len(call.args) >= 2:
                # addItem(text, data): the data is no text; addItem(icon, text, data): the text is second
                text_at = 0 if name == "addItem" else 1
                if template(call.args[text_at]) is None and len(call.args) >= text_at + 3:
                    text_at += 1
                arguments = [call.args[text_at]]
            if name == "addRow" and call.args and template(call.args[0]) is None:
                arguments = []
        for argument in arguments:
            yield name, argument
        for keyword in call.keywords:
            if keyword.arg in SHOWING_KEYWORDS:
                yield name, keyword.value
        if name == "emit":
            return


def _is_qt_part(relative: str) -> bool:
    return any(relative == part or relative.startswith(part + "/") for part in QT_PARTS)


def _words(text: str) -> int:
    """How many whitespace-separated pieces of ``text`` (no tags or placeholders) have two letters or more."""
    return sum(1 for piece in _TAGS.sub(" ", text).split() if len(_LETTER.findall(piece)) >= 2)


def _sentence_offenders(tree: ast.Module, already: set[int]) -> Iterator[tuple[ast.AST, str]]:
    """Literals of two words or more outside any marking, log, style or programming-error context."""
    parents: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or _words(node.value) < 2:
            continue
        if node.lineno in already or _is_outside_the_window(node, parents):
            continue
        yield node, node.value


def _is_outside_the_window(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """True when the literal ``node`` is a docstring, an annotation, or given to a non-showing call."""
    child, parent = node, parents.get(node)
    while parent is not None:
        if isinstance(parent, ast.Expr):
            return True  # a docstring or a bare literal
        if isinstance(parent, ast.Call):
            name = _name(parent.func)
            if name in MARKING_FUNCTIONS or name in NOT_SHOWING_CALLS:
                return True
        if isinstance(parent, ast.Raise) and isinstance(parent.exc, ast.Call):
            error = _name(parent.exc.func)
            return error in BUILTIN_ERRORS or error.startswith("_")
        if isinstance(parent, ast.Assert):
            return True
        if isinstance(parent, (ast.arg, ast.AnnAssign)) and child is getattr(parent, "annotation", None):
            return True
        if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return child is parent.returns
        if isinstance(parent, ast.Compare):
            return True  # compared with, not shown
        if isinstance(parent, ast.Subscript) and child is parent.slice:
            return True  # a key
        if isinstance(parent, ast.Dict) and child in parent.keys:
            return True
        child, parent = parent, parents.get(parent)
    return False


def offenders_in(path: Path, allowed: dict[tuple[str, str], str] = ALLOWED) -> list[Offender]:
    """The unmarked user-visible texts of one module of the package (but those ``allowed``)."""
    source = path.read_text(encoding="utf-8")
    return offenders_in_source(source, path.relative_to(PACKAGE).as_posix(), allowed)


def offenders_in_source(source: str, relative: str,
                        allowed: dict[tuple[str, str], str] = ALLOWED) -> list[Offender]:
    """The unmarked user-visible texts of ``source``, the module ``relative`` (to the package)."""
    tree = ast.parse(source, filename=relative)
    found: list[Offender] = []

    def flag(node: ast.AST, where: str, text: str) -> None:
        if (relative, text) not in allowed:
            found.append(Offender(f"yachtgui/{relative}", getattr(node, "lineno", 0), where, text))

    qt_part = _is_qt_part(relative)
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            error = _name(node.exc.func)
            if (error.endswith(("Error", "Exception")) and error not in BUILTIN_ERRORS
                    and not error.startswith("_")):
                for argument in node.exc.args[:1]:
                    text = template(argument)
                    if has_words(text):
                        flag(node, f"raise {error}", str(text))
        if not qt_part:
            continue
        if isinstance(node, ast.Call):
            if _name(node.func) in MARKING_FUNCTIONS:
                continue
            for where, argument in _shown_args(node):
                text = template(argument)
                if has_words(text):
                    flag(argument, where, str(text))
            if _name(node.func) == "emit":
                for argument in node.args:
                    text = template(argument)
                    if _is_sentence(text):
                        flag(argument, "signal emit", str(text))
        if isinstance(node, ast.FunctionDef) and node.name in ("data", "headerData"):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Return) and inner.value is not None:
                    text = template(inner.value)
                    if has_words(text):
                        flag(inner, f"{node.name}() returns", str(text))
    if qt_part:
        already = {offender.line for offender in found}
        for node, text in _sentence_offenders(tree, already):
            flag(node, "words not marked", text)
    return sorted(found, key=lambda offender: offender.line)


def _modules() -> Iterator[Path]:
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if "__pycache__" in path.parts or path.name in NOT_SHOWN_IN_THE_WINDOW:
            continue
        core = relative.startswith(("ai/", "rules/", "game/", "persistence/", "history/"))
        if core or _is_qt_part(relative):
            yield path


def all_offenders() -> list[Offender]:
    """Every unmarked user-visible text of the package, in file and line order."""
    return [offender for path in _modules() for offender in offenders_in(path)]


def test_every_user_visible_text_is_marked_for_translation() -> None:
    offenders = all_offenders()
    assert not offenders, (
        f"{len(offenders)} user-visible texts are not marked for translation "
        "(wrap them in translate(\"Context\", \"...\") from yachtgui.text; "
        "a true non-text goes into ALLOWED with its reason):\n" + "\n".join(map(str, offenders)))


def test_every_allowed_text_is_still_in_its_module() -> None:
    stale = [(module, text) for module, text in ALLOWED
             if text not in {offender.text for offender in offenders_in(PACKAGE / module, allowed={})}]
    assert not stale, f"ALLOWED entries the check no longer finds (take them out): {stale}"


def _texts(source: str, module: str = "widgets/example.py") -> list[str]:
    return [offender.text for offender in offenders_in_source(source, module)]


def test_the_check_flags_unmarked_texts_in_the_ways_they_are_written() -> None:
    source = """
label.setText("Ready to roll")
self.setWindowTitle(f"Statistics of {name}")
button = QPushButton("&Roll", self)
QMessageBox.warning(self, "Cannot open", "The file is damaged: " + str(error))
combo.addItem("As the system", "")
bar.showMessage("%d games kept" % count, 5000)
menu.addAction(icon, "Print...")
form.addRow("Name:", edit)
tabs.addTab(page, "Champions")
view.setHorizontalHeaderLabels(["Player", "Wins"])
path = QFileDialog.getSaveFileName(self, translate("Ctx", "Export"), folder, "PDF files (*.pdf)")
self.message.emit("Nothing to undo")
label.setText("{} points".format(points))
"""
    assert _texts(source) == ["Ready to roll", "Statistics of {}", "&Roll", "Cannot open",
                              "The file is damaged: {}", "As the system", "%d games kept", "Print...",
                              "Name:", "Champions",
                              "Player | Wins", "PDF files (*.pdf)", "Nothing to undo", "{} points"]


def test_the_check_passes_marked_texts_data_and_markup() -> None:
    source = """
label.setText(translate("MainWindow", "Ready to roll"))
label.setText(translate("MainWindow", "{name}'s turn").format(name=name))
label.setText(f"<b>{translate('MainWindow', 'Total')}</b>: {total}")
combo.addItem(translate("Prefs", "As the system"), "system")
combo.addItem(variant.name, variant.id)
label.setText(player.name)
label.setText(str(points) + " / " + str(best))
label.setText("<br>".join(lines))
button.setObjectName("rollButton")
settings.set("language", "de")
self.changed.emit("kismet")
tabs.addTab(page, translate("Stats", CHAMPIONS))
"""
    assert _texts(source) == []


def test_the_check_flags_messages_of_the_app_s_exceptions_but_not_programming_errors() -> None:
    source = """
raise GameError("No rolls are left this turn.")
raise GameError(translate("Game", "No rolls are left this turn."))
raise ValueError("box must be one of the variant's")
raise _UsageError("usage: yachtgui-history list")
"""
    assert _texts(source, "game/example.py") == ["No rolls are left this turn."]


def test_table_models_return_no_unmarked_words() -> None:
    source = """
class Model:
    def headerData(self, section, orientation, role):
        return "Score"
    def data(self, index, role):
        return translate("Scorecard", "Total") if index.row() else "{}".format(value)
"""
    assert _texts(source, "models/example.py") == ["Score"]


def test_the_check_flags_words_kept_before_they_are_shown() -> None:
    source = '''
"""A docstring of several words."""
_LONGEST = ("Changed your mind? Ctrl+Z takes it back.",)
line = f"{name} gave up {points} points"
log.warning("the sound player stopped early")
raise ValueError("dice show 1 to 6")
assert count > 0, "at least one player"
self.setObjectName("score pad")
font = {"Segoe UI": 1}["Segoe UI"]
if mode == "top down":
    pass
TITLE = QT_TRANSLATE_NOOP("Stats", "High scores")
'''
    assert _texts(source) == ["Changed your mind? Ctrl+Z takes it back.", " gave up "]
