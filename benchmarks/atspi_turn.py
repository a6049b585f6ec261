#!/usr/bin/python3
"""Play one turn of yachtgui over AT-SPI alone and print what a screen reader would read (issue 25).

Runs with the system Python that has pyatspi (Debian: ``apt install python3-pyatspi at-spi2-core
xvfb xdotool``), and starts the app with another Python (``--python``, e.g. the project's venv)::

    dbus-run-session -- xvfb-run -a /usr/bin/python3 benchmarks/atspi_turn.py --python .venv/bin/python

The app runs with fresh settings, data and runtime folders (it is single-instance), a fixed seed
and no animation, in a two-player Yacht game. The turn is played only through AT-SPI actions:
Roll, hold two dice (their Toggle action), Roll again, read the open boxes and their previews
from Ann's score card, score one with the cell's action, then hear Bob's turn. Every AT-SPI
event the app sends is printed as the two kinds of screen reader would take it:

- ``ANNOUNCE``: an ``object:announcement`` (Orca 45 and later, NVDA, VoiceOver speak it);
- ``ORCA43``: what Orca 43 (Debian 12) speaks: a change of the focused object's description or
  name (not a table cell's name: Orca 43 calls that redundant), and a new focus's description
  (read as it presents the focus).

To hear it from Orca 43 itself, start it in the same session first and read its debug log::

    dbus-run-session -- xvfb-run -a sh -c 'orca -u "$(mktemp -d)" --debug-file=/tmp/orca.log &
        sleep 12; /usr/bin/python3 benchmarks/atspi_turn.py --python .venv/bin/python; kill %1'
    grep "SPEECH OUTPUT" /tmp/orca.log

Exit status 0 when every announced sentence also reached Orca 43's route, and none twice.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

announced: list[str] = []
orca43: list[str] = []
focus: list[object] = [None]


def _say(kind: str, text: str) -> None:
    print(f"{kind:9} {text}", flush=True)


def _on_event(event: object) -> None:
    kind = event.type  # type: ignore[attr-defined]
    source = event.source  # type: ignore[attr-defined]
    try:
        if kind.startswith("object:announcement"):
            text = str(event.any_data)  # type: ignore[attr-defined]
            announced.append(text)
            _say("ANNOUNCE", text)
        elif kind.startswith("object:state-changed:focused") and event.detail1:  # type: ignore[attr-defined]
            # Orca 43 keeps a Qt table as its locus of focus, not the cell (its debug log shows it)
            locus = source.parent if source.getRole() == pyatspi.ROLE_TABLE_CELL else source
            new_locus, focus[0] = locus != focus[0], locus
            text = f"{source.name} ({source.getRoleName()})"
            _say("FOCUS", text)
            presented = locus.description if new_locus else ""  # type: ignore[attr-defined]
            if presented and presented.strip():  # Orca 43 reads it as it presents the new focus
                orca43.append(presented)
                _say("ORCA43", f"{presented} (read with the new focus)")
        elif kind.startswith("object:property-change:accessible-description"):
            text = str(event.any_data)  # type: ignore[attr-defined]
            if source == focus[0] or _is_child_of_focus(source):
                if text.strip():
                    orca43.append(text)
                    _say("ORCA43", text)
            else:
                _say("descr", f"{text} ({source.getRoleName()}, not the focus)")
        elif kind.startswith("object:property-change:accessible-name"):
            text = str(event.any_data)  # type: ignore[attr-defined]
            if source == focus[0] and source.getRole() != pyatspi.ROLE_TABLE_CELL:
                orca43.append(text)
                _say("ORCA43", text)
            else:
                _say("name", f"{text} ({source.getRoleName()})")
    except Exception as error:  # a vanished object: say so, go on
        _say("(gone)", f"{kind}: {error}")


def _is_child_of_focus(source: object) -> bool:
    """A cell of the focused table."""
    current = focus[0]
    return current is not None and source.parent == current  # type: ignore[attr-defined]


def pump(seconds: float) -> None:
    """Let events arrive for ``seconds``."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def find(root: object, predicate: object, what: str) -> object:
    for _ in range(100):
        node = pyatspi.findDescendant(root, predicate)
        if node is not None:
            return node
        pump(0.1)
    raise SystemExit(f"not found: {what}")


def act(node: object, action: str) -> None:
    actions = node.queryAction()  # type: ignore[attr-defined]
    names = [actions.getName(i) for i in range(actions.nActions)]
    for i, name in enumerate(names):
        if name.lower() == action.lower():
            print(f"--- {action} on {node.name!r} ({node.getRoleName()})", flush=True)  # type: ignore[attr-defined]
            actions.doAction(i)
            pump(1.5)
            return
    raise SystemExit(f"{node.name!r} has no {action} action: {names}")  # type: ignore[attr-defined]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=sys.executable, help="the Python that has yachtgui installed")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1", QT_QPA_PLATFORM="xcb",
               YACHTGUI_NO_SOUND="1")
    for key in ("YACHTGUI_DATA_DIR", "YACHTGUI_CONFIG_DIR", "YACHTGUI_RUNTIME_DIR"):
        env[key] = tempfile.mkdtemp(prefix="yg-atspi-")
    for kind in ("object:announcement", "object:state-changed:focused",
                 "object:property-change:accessible-name", "object:property-change:accessible-description"):
        pyatspi.Registry.registerEventListener(_on_event, kind)
    # No Registry.start(): its main loop would block; pump() runs GLib's default context instead.
    app = subprocess.Popen([args.python, "-m", "yachtgui", "--variant", "yacht", "--players", "Ann,Bob",
                            "--seed", str(args.seed), "--no-animation"], env=env)
    try:
        desktop = pyatspi.Registry.getDesktop(0)
        frame = find(desktop, lambda n: n.getRole() == pyatspi.ROLE_FRAME and "yachtgui" in (n.name or ""),
                     "the game window")
        pump(2)
        # No window manager under Xvfb: give the window the keyboard as a click on it would (xdotool).
        subprocess.run(["xdotool", "search", "--name", "yachtgui", "windowfocus"], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        pump(1)
        roll = find(frame, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name.startswith("Roll"),
                    "the Roll button")
        roll.queryComponent().grabFocus()  # no window manager under Xvfb: the focus is given, as Tab would
        pump(1)
        act(roll, "Press")
        dice = [find(frame, lambda n, k=k: (n.name or "").startswith(f"Die {k}:"), f"die {k}")
                for k in (1, 2)]
        for die in dice:
            print(f"    {die.name} ({die.getRoleName()}, checked: "  # type: ignore[attr-defined]
                  f"{die.getState().contains(pyatspi.STATE_CHECKED)})", flush=True)  # type: ignore[attr-defined]
            act(die, "Toggle")
        act(roll, "Press")
        card = find(frame, lambda n: n.getRole() == pyatspi.ROLE_TABLE and n.name == "Ann's score card",
                    "Ann's score card")
        cells = [card.getChildAtIndex(i) for i in range(card.childCount)]  # type: ignore[attr-defined]
        previews = [c for c in cells if c is not None and "(preview)" in (c.name or "")]
        print("--- open boxes on Ann's card:", flush=True)
        for cell in previews:
            print(f"    {cell.name}", flush=True)
        if not previews:
            raise SystemExit("no open box shows a preview")
        best = max(previews, key=lambda c: int(c.name.rsplit(": ", 1)[1].split(" ")[0]))
        card.queryComponent().grabFocus()  # the card, as after the last roll: the cursor's cell has the focus
        pump(1)
        act(best, "Toggle")
        pump(2)
    finally:
        app.terminate()
        app.wait(10)
    missing = [text for text in announced if not any(said.startswith(text) for said in orca43)]
    twice = [text for text in announced if sum(said.startswith(text) for said in orca43) > 1]
    reached = len(announced) - len(missing)
    print(f"=== {len(announced)} sentences announced; {reached} also reached Orca 43's route; "
          f"{len(twice)} reached it twice")
    for text in missing:
        print(f"    not by Orca 43's route: {text}")
    for text in twice:
        print(f"    twice by Orca 43's route: {text}")
    return 0 if announced and not missing and not twice else 1


if __name__ == "__main__":
    sys.exit(main())
