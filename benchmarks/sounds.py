"""Sounds: how long each takes to synthesise, how large it is, and what playing them costs the bundle.

``.venv/bin/python benchmarks/sounds.py`` — for each sound of :mod:`yachtgui.sounds`, the median of
7 syntheses (WAV bytes at volume 0.8) against a reference measured in the same run: writing a WAV
of silence of the same length with the same :mod:`wave` code. Then the weight: the files Qt
Multimedia would add to an installed PySide6 (the module, its Qt library, FFmpeg and the
multimedia plugins, as found in this environment's PySide6-Addons) against what the app uses
instead (the system's player: nothing shipped).
"""

from __future__ import annotations

import array
import io
import statistics
import sys
import time
import wave
from pathlib import Path

from yachtgui.sounds import RATE, SOUNDS, synthesise, wav_bytes

RUNS = 7


def _silence_wav(frames: int) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(array.array("h", [0] * frames).tobytes())
    return buffer.getvalue()


def _median_ms(job: object) -> float:
    assert callable(job)
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        job()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _multimedia_bytes() -> tuple[int, int, int]:
    """Qt Multimedia in this PySide6: (installed bytes, bytes of distinct libraries, file count).

    pip installs ``libavcodec.so``, ``.so.61`` and ``.so.61.19.101`` as three copies of one
    library; a bundle carries one of them (the one loaded), so those count once as "distinct".
    """
    import PySide6

    root = Path(PySide6.__file__).parent
    patterns = ["QtMultimedia.abi3.*", "Qt/lib/libQt6Multimedia.so*", "Qt/lib/libav*", "Qt/lib/libsw*",
                "Qt/plugins/multimedia/*", "Qt/lib/libQt6FFmpegStub*"]
    files = [path for pattern in patterns for path in root.glob(pattern) if path.is_file()]
    distinct = {(path.name.split(".so")[0], path.stat().st_size) for path in files}
    return sum(path.stat().st_size for path in files), sum(size for _stem, size in distinct), len(files)


def main() -> int:
    print(f"{'sound':<10} {'seconds':>8} {'WAV KiB':>8} {'synth ms':>9} {'reference ms':>13} {'× ref':>7}")
    total_ms = 0.0
    for name in SOUNDS:
        frames = len(synthesise(name))
        synth = _median_ms(lambda n=name: wav_bytes(n, 0.8))
        reference = _median_ms(lambda f=frames: _silence_wav(f))
        total_ms += synth
        size = len(wav_bytes(name, 0.8)) / 1024
        print(f"{name:<10} {frames / RATE:>8.2f} {size:>8.1f} {synth:>9.1f} {reference:>13.2f} "
              f"{synth / reference:>7.0f}")
    print(f"all five: {total_ms:.0f} ms, made once per volume, one sound per event-loop pass after "
          "the first frame")
    installed, distinct, count = _multimedia_bytes()
    if count:
        print(f"Qt Multimedia in this PySide6: {installed / 2**20:.1f} MiB installed in {count} files, "
              f"{distinct / 2**20:.1f} MiB of distinct libraries (what a bundle would carry), and it needs "
              "PySide6-Addons; the system player: 0 MiB")
    else:
        print("Qt Multimedia is not installed here (PySide6-Essentials only); the system player: 0 MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
