"""A hostile variant file is read at most to its limit, and every mistake names the file and line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from yachtgui.export.cli import main as export_main
from yachtgui.rules.housefile import MAX_FILE_BYTES, VariantFileError, parse_variant, read_variant_file

NESTED = 'name = "Deep"\nextends = "yacht"\n\ndescription = ' + "[" * 500 + "]" * 500 + "\n"


def test_a_file_nested_500_deep_is_a_mistake_with_its_line_not_a_recursion_error(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text(NESTED, encoding="utf-8")
    with pytest.raises(VariantFileError) as caught:
        read_variant_file(path)
    assert caught.value.line == 4
    assert f"{path}, line 4" in str(caught.value)
    assert "nested" in str(caught.value)
    with pytest.raises(VariantFileError):
        parse_variant("a = " + "{b = " * 600 + "}" * 600)


def test_a_huge_sparse_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.toml"
    with path.open("wb") as stream:
        stream.truncate(8 * 1024**3)  # 8 GB of nothing: reading it whole takes minutes and all the memory
    read: list[int] = []
    real_open = Path.open

    def counting_open(self: Path, *args: object, **kwargs: object) -> object:
        stream = real_open(self, *args, **kwargs)  # type: ignore[arg-type]
        real_read = stream.read

        def read_some(size: int = -1) -> bytes:
            read.append(size)
            return real_read(size)  # type: ignore[no-any-return]

        stream.read = read_some  # type: ignore[method-assign]
        return stream

    with pytest.MonkeyPatch().context() as patch:
        patch.setattr(Path, "read_bytes", lambda self: pytest.fail("the whole file was read"))
        patch.setattr(Path, "open", counting_open)
        with pytest.raises(VariantFileError, match="too large"):
            read_variant_file(path)
    assert all(0 <= size <= MAX_FILE_BYTES + 1 for size in read)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_dev_zero_as_rules_ends_with_status_2_in_the_ai_command() -> None:
    result = subprocess.run([sys.executable, "-m", "yachtgui.ai", "expected", "--rules", "/dev/zero"],
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 2
    assert "/dev/zero" in result.stderr
    assert "too large" in result.stderr
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_nested_rules_exit_2_in_the_ai_command(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text(NESTED, encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "yachtgui.ai", "expected", "--rules", str(path)],
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 2
    assert f"{path}, line 4" in result.stderr
    assert "Traceback" not in result.stderr


def test_nested_rules_exit_2_in_the_export_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.toml"
    path.write_text(NESTED, encoding="utf-8")
    status = export_main(["blank", str(path), "-o", str(tmp_path / "pad.pdf")])
    _, err = capsys.readouterr()
    assert status == 2
    assert f"{path}, line 4" in err


def test_a_utf8_byte_order_mark_is_read_as_the_text_it_marks(tmp_path: Path) -> None:
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + b'name = "Notepad"\nextends = "yacht"\n')
    assert read_variant_file(path).name == "Notepad"


def test_a_folder_of_house_rules_with_a_nested_file_still_loads_the_others(tmp_path: Path) -> None:
    from yachtgui.persistence.variants import load_house_variants

    (tmp_path / "a.toml").write_text(NESTED, encoding="utf-8")
    (tmp_path / "b.toml").write_text('name = "Fine"\nextends = "yacht"\n', encoding="utf-8")
    found = load_house_variants(tmp_path)
    assert [v.name for v in found.variants.values()] == ["Fine"]
    assert len(found.errors) == 1
    assert found.errors[0].line == 4
