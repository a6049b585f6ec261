"""packaging/linux/install-desktop-integration.sh: the menu entry starts the bundle wherever it is.

The script is run for real on a fake bundle in folders whose names have spaces, ``&``, ``%``,
quotes, ``$`` and backslashes; the ``Exec=`` line it writes is read back by the rules of the
Desktop Entry Specification (string escapes, then quoting, then ``%%``) and must name the
bundle's executable exactly.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import PACKAGING, RESOURCES

SCRIPT = PACKAGING / "linux" / "install-desktop-integration.sh"
APP_ID = "io.github.yachtgui.YachtGui"

pytestmark = pytest.mark.skipif(sys.platform == "win32" or shutil.which("sh") is None,
                                reason="needs a POSIX sh")


def unescape_string(value: str) -> str:
    """A desktop file's string value: \\s \\n \\t \\r \\\\ escapes."""
    out, chars = [], iter(value)
    for char in chars:
        if char == "\\":
            nxt = next(chars, "")
            out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(nxt, "\\" + nxt))
        else:
            out.append(char)
    return "".join(out)


def exec_arguments(value: str) -> list[str]:
    """Split an Exec value as a launcher does (after the string escapes are undone)."""
    text = unescape_string(value)
    args: list[str] = []
    current: list[str] = []
    quoted = False
    started = False
    chars = iter(text)
    for char in chars:
        if quoted:
            if char == "\\":
                nxt = next(chars)
                assert nxt in '"`$\\', f"bad escape \\{nxt} inside quotes"
                current.append(nxt)
            elif char == '"':
                quoted = False
            else:
                assert char not in "`$", f"unescaped {char} inside quotes"
                current.append(char)
        elif char == '"':
            quoted = started = True
        elif char == " ":
            if started:
                args.append("".join(current))
                current, started = [], False
        else:
            assert char not in " \t\n\"'\\><~|&;$*?#()`", f"reserved {char!r} outside quotes"
            current.append(char)
            started = True
    assert not quoted, "unterminated quote"
    if started:
        args.append("".join(current))
    # Field codes: %% is a literal percent; no other % code may appear in a path.
    result = []
    for arg in args:
        assert "%" not in arg.replace("%%", ""), f"a field code in {arg!r}"
        result.append(arg.replace("%%", "%"))
    return result


def fake_bundle(folder: Path) -> Path:
    """A folder laid out like the Linux bundle: the executables, share/ and the script."""
    share = folder / "share"
    (share / "applications").mkdir(parents=True)
    (share / "metainfo").mkdir()
    (share / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    shutil.copy(RESOURCES / "linux" / f"{APP_ID}.desktop", share / "applications")
    shutil.copy(RESOURCES / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo")
    (share / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").write_bytes(b"\x89PNG")
    for name in ("yachtgui", "yachtgui-export"):
        exe = folder / name
        exe.write_text("#!/bin/sh\necho started\n")
        exe.chmod(0o755)
    shutil.copy(SCRIPT, folder / SCRIPT.name)
    return folder


def run_script(bundle: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    return subprocess.run(["sh", str(bundle / SCRIPT.name), *args], env=env, capture_output=True,
                          text=True, check=False)


def desktop_entry_values(path: Path) -> dict[str, str]:
    values = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        key, sep, value = line.partition("=")
        if sep and not line.startswith("#"):
            values.setdefault(key, value)
    return values


@pytest.mark.parametrize(
    "folder_name",
    ["Family Games", "Tom & Jerry's games", "100% fun", 'say "yacht"', "cost $5 `now`", "back\\slash",
     "plain"],
)
def test_the_menu_entry_runs_the_bundle_whatever_its_folder_is_called(
    tmp_path: Path, folder_name: str
) -> None:
    bundle = fake_bundle(tmp_path / folder_name / "yachtgui-0.1.0")
    home = tmp_path / "home"
    home.mkdir()
    result = run_script(bundle, home)
    assert result.returncode == 0, result.stderr
    entry = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    values = desktop_entry_values(entry)
    assert exec_arguments(values["Exec"]) == [str(bundle / "yachtgui")]
    assert unescape_string(values["TryExec"]) == str(bundle / "yachtgui")
    assert values["Name"] == "yachtgui"  # the rest of the entry is copied as it was
    assert (home / ".local" / "bin" / "yachtgui").resolve() == (bundle / "yachtgui").resolve()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)],
                               capture_output=True, text=True, check=False)
        assert check.returncode == 0, check.stdout + check.stderr


def test_uninstall_removes_exactly_what_the_install_added(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "a & b" / "yachtgui")
    home = tmp_path / "home"
    (home / ".local" / "bin").mkdir(parents=True)
    (home / ".local" / "bin" / "other-tool").write_text("mine")
    assert run_script(bundle, home).returncode == 0
    result = run_script(bundle, home, "--uninstall")
    assert result.returncode == 0, result.stderr
    caches = ("icon-theme.cache", "mimeinfo.cache")  # the desktop's own indexes, rebuilt by refresh
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*")
                  if (p.is_file() or p.is_symlink()) and p.name not in caches)
    assert left == [".local/bin/other-tool"]


def test_a_folder_name_with_a_line_break_is_refused_with_a_message(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "two\nlines")
    home = tmp_path / "home"
    home.mkdir()
    result = run_script(bundle, home)
    assert result.returncode != 0
    assert "line break" in result.stderr
    assert not (home / ".local" / "share" / "applications").exists()
