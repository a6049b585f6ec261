"""packaging/build.py's release steps that only a Mac or CI runs, and the workflow's promises.

The macOS signing order, the notary keychain and the ``hdiutil`` retry are checked with fakes
(``run`` replaced); the workflow and ``.ci/run`` are read as text.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from .conftest import PACKAGING, ROOT, load_packaging_module

WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
CI_RUN = (ROOT / ".ci" / "run").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def build() -> ModuleType:
    # build.py imports its neighbours by plain name, as it runs with packaging/ on sys.path
    sys.path.insert(0, str(PACKAGING))
    try:
        return load_packaging_module("build")
    finally:
        sys.path.remove(str(PACKAGING))


def fake_app(root: Path) -> Path:
    app = root / "yachtgui.app"
    macho = b"\xcf\xfa\xed\xfe rest"
    for relative in ("Contents/MacOS/yachtgui", "Contents/MacOS/yachtgui-export",
                     "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore",
                     "Contents/Frameworks/PySide6/QtCore.abi3.so",
                     "Contents/Frameworks/numpy/.dylibs/libgfortran.5.dylib",
                     "Contents/Frameworks/Python"):
        (app / relative).parent.mkdir(parents=True, exist_ok=True)
        (app / relative).write_bytes(macho)
    (app / "Contents" / "Info.plist").write_text("<plist/>")
    (app / "Contents" / "Resources").mkdir()
    (app / "Contents" / "Resources" / "Python").symlink_to("../Frameworks/Python")
    return app


def test_the_mac_app_is_signed_inside_out_never_with_deep(
    build: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = fake_app(tmp_path)
    commands: list[list[str]] = []
    monkeypatch.setattr(build, "run", lambda command, **_: commands.append(command))
    build.sign_macos_app(app, "Developer ID Application: Test")
    signs = [command for command in commands if command[0] == "codesign" and "--sign" in command]
    signed = [Path(command[-1]) for command in signs]
    assert all("--deep" not in command for command in signs)
    assert signed[-1] == app
    framework = next(path for path in signed if path.suffix == ".framework")
    assert signed.index(framework / "Versions" / "A" / "QtCore") < signed.index(framework)  # contents first
    assert app / "Contents" / "Resources" / "Python" not in signed  # a symlink is not signed twice
    assert app / "Contents" / "Info.plist" not in signed
    assert len(signed) == 8  # 6 Mach-O files, the framework, the app
    with_entitlements = {Path(command[-1]) for command in signs if "--entitlements" in command}
    assert with_entitlements == {app, app / "Contents" / "MacOS" / "yachtgui",
                                 app / "Contents" / "MacOS" / "yachtgui-export"}
    assert all({"--options", "runtime", "--timestamp"} <= set(command) for command in signs)
    assert commands[-1][:2] == ["codesign", "--verify"]


def test_notarytool_is_told_the_keychain_its_profile_is_in(
    build: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MACOS_NOTARY_KEYCHAIN", "/tmp/signing.keychain-db")
    assert build.notary_credentials("yachtgui-notary") == [
        "--keychain-profile", "yachtgui-notary", "--keychain", "/tmp/signing.keychain-db"]
    monkeypatch.delenv("MACOS_NOTARY_KEYCHAIN")
    assert build.notary_credentials("mine") == ["--keychain-profile", "mine"]  # a local build: login keychain
    assert 'MACOS_NOTARY_KEYCHAIN=$keychain' in WORKFLOW


def test_hdiutil_is_tried_again_when_the_resource_is_busy_and_only_then(
    build: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[list[str]] = []
    failures = ["hdiutil: create failed - Resource busy", "hdiutil: create failed - Resource busy"]

    def fake_run(command: list[str], **_: object) -> None:
        calls.append(command)
        if failures:
            raise build.BuildError(f"hdiutil exited with status 1:\n{failures.pop(0)}")

    monkeypatch.setattr(build, "run", fake_run)
    monkeypatch.setattr(build.time, "sleep", lambda seconds: None)
    build.hdiutil_create(["-srcfolder", "x", "out.dmg"])
    assert len(calls) == 3
    failures[:] = ["hdiutil: create failed - No space left on device"]
    calls.clear()
    with pytest.raises(build.BuildError, match="No space"):
        build.hdiutil_create(["-srcfolder", "x", "out.dmg"])
    assert len(calls) == 1


def test_the_notarised_dmg_is_validated_as_gatekeeper_will() -> None:
    source = (PACKAGING / "build.py").read_text(encoding="utf-8")
    assert '"stapler", "validate"' in source
    assert '"spctl", "--assess"' in source
    assert '"--deep", "--options"' not in source


def test_the_size_budget_is_120_mib_in_ci_and_in_the_release_on_every_os() -> None:
    assert re.search(r"packaging/build\.py --skip-install --max-mib 120$", CI_RUN, re.MULTILINE)
    assert "python packaging/build.py --skip-install --max-mib 120\n" in WORKFLOW
    assert "--max-mib 130" not in CI_RUN + WORKFLOW


def test_ci_lints_the_workflows() -> None:
    assert "actionlint" in CI_RUN
    assert "shellcheck" in CI_RUN
