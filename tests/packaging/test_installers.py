"""The installer scripts and the release workflow say what the packaging promises (read, not run).

The Windows and macOS builds run only in the release workflow; these checks keep their
promises from drifting: a per-user Windows install with a licence page, a Start menu entry and
an uninstaller; an honest macOS minimum; every OS's artifacts checked by verify.py before upload;
signing only with secrets.
"""

from __future__ import annotations

import re

from .conftest import PACKAGING, ROOT

ISS = (PACKAGING / "windows" / "yachtgui.iss").read_text(encoding="utf-8")
WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")


def setup_value(key: str) -> str:
    match = re.search(rf"^{key}=(.*)$", ISS, re.MULTILINE)
    assert match, f"{key} is not set"
    return match.group(1).strip()


def test_the_windows_installer_is_per_user_with_licence_start_menu_and_uninstaller() -> None:
    assert setup_value("PrivilegesRequired") == "lowest"
    assert setup_value("DefaultDirName") == r"{localappdata}\Programs\yachtgui"  # per user, as {userpf}
    assert setup_value("LicenseFile").endswith(r"\LICENSE")
    assert setup_value("UninstallDisplayIcon") == r"{app}\yachtgui.exe"
    start_menu = r'^Name: "\{autoprograms\}\\yachtgui"; Filename: "\{app\}\\yachtgui.exe"'
    assert re.search(start_menu, ISS, re.MULTILINE)
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup_value("AppId"))


def test_the_mac_app_asks_for_the_macos_the_pyside6_wheels_need() -> None:
    spec = (PACKAGING / "yachtgui.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": "13.0"' in spec


def step_blocks() -> list[str]:
    """The build job's steps, each as its text."""
    build_job = WORKFLOW.split("\n  release:")[0]
    return re.split(r"\n      - ", build_job)[1:]


def test_every_os_builds_then_self_tests_its_artifacts_before_uploading_them() -> None:
    assert "os: [ubuntu-22.04, windows-latest, macos-14]" in WORKFLOW
    blocks = step_blocks()
    build = next(i for i, block in enumerate(blocks) if "python packaging/build.py" in block)
    upload = next(i for i, block in enumerate(blocks) if "actions/upload-artifact" in block)
    assert "--skip-smoke-test" not in blocks[build]  # build.py runs verify.py on every artifact
    assert build < upload
    for pattern in ("*.tar.xz", "*.AppImage", "*-setup.exe", "*.dmg", "*.zip"):
        assert f"dist/yachtgui-{pattern}" in blocks[upload]


def test_the_linux_job_gets_the_appimage_runtime_and_the_tools_the_spec_needs() -> None:
    linux = " ".join(block for block in step_blocks() if "runner.os == 'Linux'" in block)
    assert "squashfs-tools" in linux
    assert "icu-devtools" in linux
    assert "APPIMAGE_RUNTIME=" in linux
    assert "packaging/appimage.py --compile-runtime" in linux  # ours, as .ci/run builds it
    assert "debian:bookworm" not in WORKFLOW  # no floating container image
    # the official runtime only checksum-verified and after passing the AppImage matrix
    official = next(block for block in step_blocks() if "github.com/AppImage/type2-runtime" in block)
    assert official.index("sha256sum -c") < official.index("test_appimage_runtime.py")
    assert official.index("test_appimage_runtime.py") < official.index('APPIMAGE_RUNTIME=$official"')
    assert 'OFFICIAL_RUNTIME_VERSION: "' in official  # pinned
    shipped = next(block for block in step_blocks() if "YACHTGUI_APPIMAGE=" in block)
    assert "YACHTGUI_APPIMAGE_MATRIX_STRICT=1" in shipped
    assert WORKFLOW.index("packaging/build.py") < WORKFLOW.index("YACHTGUI_APPIMAGE=")


def test_signing_runs_only_when_the_secrets_exist() -> None:
    signing = next(block for block in step_blocks() if "Signing" in block)
    assert "if: runner.os == 'macOS' && env.HAS_MACOS_CERTIFICATE == 'true'" in signing
    assert "HAS_MACOS_CERTIFICATE: ${{ secrets.MACOS_CERTIFICATE_P12 != '' }}" in WORKFLOW
