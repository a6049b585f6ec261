"""The Windows installer script and its Wine check agree on what a family gets (read, not run).

``.ci/windows.sh`` runs the real thing under Wine (packaging/wine/windows_ci.py: compile,
silent install, self-test, silent uninstall); these checks keep the script's promises from
drifting where that run cannot reach (a machine without Wine): per user only, Inno Setup's
version pinned where the release gets it, the saved-game association per user and removed on
uninstall, and the Wine-only ICU stand-in exporting what its definition file says.
"""

from __future__ import annotations

import re

from .conftest import PACKAGING, ROOT, load_packaging_module

ISS = (PACKAGING / "windows" / "yachtgui.iss").read_text(encoding="utf-8")
WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")


def section(name: str) -> list[str]:
    """The entry lines of ``[name]`` in the .iss (comments and blank lines left out)."""
    match = re.search(rf"^\[{name}\]\n(.*?)(?=^\[|\Z)", ISS, re.MULTILINE | re.DOTALL)
    assert match, f"no [{name}] section"
    return [line for line in match.group(1).splitlines() if line.strip() and not line.startswith(";")]


def entry(line: str) -> dict[str, str]:
    """``Root: HKCU; Subkey: "..."; ...`` as a dict (quotes removed, "" unescaped to ")."""
    fields = {}
    for part in re.findall(r'(\w+):\s*("(?:[^"]|"")*"|[^;]*)', line):
        key, value = part
        value = value.strip()
        if value.startswith('"') and value.endswith('"'):
            value = value[1:-1].replace('""', '"')
        fields[key] = value
    return fields


def test_the_installer_is_per_user_only_and_offers_no_all_users_install() -> None:
    assert re.search(r"^PrivilegesRequired=lowest$", ISS, re.MULTILINE)
    # The override (a dialog or /ALLUSERS) is what let a family install for all users as admin.
    assert not re.search(r"^PrivilegesRequiredOverridesAllowed=", ISS, re.MULTILINE)


def test_the_inno_setup_version_is_pinned_in_the_script_the_release_and_the_wine_check() -> None:
    assert "#if Ver < EncodeVer(6, 4, 1)" in ISS
    windows_ci = load_packaging_module("wine/windows_ci")
    assert windows_ci.INNOSETUP == "innosetup@6.4.1"
    step = next(block for block in WORKFLOW.split("\n      - ") if "Inno Setup" in block.split("\n")[0])
    assert "innosetup@6.4.1" in step
    assert windows_ci.INNOSETUP_SHA256 in step  # the same file, checked the same way
    assert "choco install innosetup" not in WORKFLOW  # an unpinned one from the runner image


def test_saved_games_are_associated_per_user_and_everything_is_removed_on_uninstall() -> None:
    entries = [entry(line) for line in section("Registry")]
    assert entries
    deleted_keys = [e["Subkey"] for e in entries if "uninsdeletekey" in e.get("Flags", "")]
    for e in entries:
        assert e["Root"] == "HKCU", e  # per user, never HKLM
        assert e["Subkey"].startswith("Software\\Classes\\"), e
        removed = "uninsdeletevalue" in e.get("Flags", "") or any(
            e["Subkey"] == key or e["Subkey"].startswith(key + "\\") for key in deleted_keys
        )
        assert removed, f"left behind by the uninstaller: {e}"
    commands = {
        e["Subkey"]: e["ValueData"] for e in entries if e["Subkey"].endswith("\\shell\\open\\command")
    }
    assert (
        commands["Software\\Classes\\yachtgui.savedgame\\shell\\open\\command"]
        == '"{app}\\yachtgui.exe" "%1"'
    )
    offered = [e for e in entries if e["Subkey"] == "Software\\Classes\\.json\\OpenWithProgids"]
    assert [e["ValueName"] for e in offered] == ["yachtgui.savedgame"]
    assert "uninsdeletevalue" in offered[0]["Flags"]  # only our value: .json's key is shared
    # .json's default program stays the family's choice: nothing writes .json's own default value.
    assert not [e for e in entries if e["Subkey"] == "Software\\Classes\\.json"]
    assert "yacht.json" in ISS  # the comment names the suffix the app saves with
    from yachtgui.persistence.saves import FILE_SUFFIX

    assert FILE_SUFFIX.endswith(".json")  # the extension Windows associates by


def test_the_wine_check_looks_for_the_registry_entries_the_script_makes() -> None:
    windows_ci = load_packaging_module("wine/windows_ci")
    made = {(e["Subkey"], e["ValueName"]) for e in map(entry, section("Registry"))}
    for key, value in windows_ci.ASSOCIATION:
        assert (key.removeprefix("HKCU\\"), value) in made
    app_id = re.search(r"^AppId=\{(\{[0-9A-F-]+\})$", ISS, re.MULTILINE)
    assert app_id
    assert app_id.group(1) == windows_ci.APP_ID


def test_the_wine_check_compiles_the_script_with_build_pys_own_arguments() -> None:
    windows_ci = load_packaging_module("wine/windows_ci")
    build = windows_ci.build  # packaging/build.py, as the Wine check loads it
    meta = windows_ci.appmeta.read_metadata(ROOT)
    arguments = build.iscc_arguments(meta, r"Z:\repo\build\wine\dist\yachtgui", r"Z:\out", r"Z:\repo")
    assert arguments[-1] == r"Z:\repo\packaging\windows\yachtgui.iss"
    assert f"/DAppVersion={meta.version}" in arguments
    assert r"/DSourceDir=Z:\repo\build\wine\dist\yachtgui" in arguments
    assert f"/DOutputName={build.installer_name(meta)}" in arguments


def test_the_icu_stand_in_defines_exactly_what_it_exports() -> None:
    source = (PACKAGING / "wine" / "icuuc.c").read_text(encoding="utf-8")
    definition = (PACKAGING / "wine" / "icuuc.def").read_text(encoding="utf-8")
    exported = re.findall(r"^\s+(\w+)\s*$", definition.split("EXPORTS", 1)[1], re.MULTILINE)
    defined = re.findall(r"^[A-Za-z_][\w \*]*?\b(\w+)\(", source, re.MULTILINE)
    public = sorted(name for name in defined if name != "fail")
    assert sorted(exported) == public
    assert len(exported) == 20
