"""What the robustness tests and the long fuzz runs share: a tool run in-process under a hang bound,
how its ending is judged, and the inputs it is fed."""

from __future__ import annotations

import contextlib
import io
import json
import random
import signal
from pathlib import Path

import ml_dtypes
import numpy as np

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
CASES = json.loads((CORPUS / "data" / "cases.json").read_text())
# Far above the tools' own limits (--timeout 5), so that only a hang reaches it: the phases the
# tools do not bound (reading inputs, writing outputs) took over 20 s on a 2-core machine at load 17.
SECONDS_PER_CASE = 180


class Hang(BaseException):
    """Raised by the alarm; a BaseException so that no last-resort handler of a tool swallows it."""


def _alarm(signum, frame):
    raise Hang()


def call(main, argv: list, seconds: int = SECONDS_PER_CASE) -> tuple[int | str, str]:
    """Run a tool's ``main(argv)``; return its status (or why there was none) and its stdout + stderr."""
    out = io.StringIO()
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(seconds)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            status = main([str(a) for a in argv])
    except Hang:
        status = f"no answer within {seconds} s"
    except BaseException as e:  # noqa: BLE001 - the harness records whatever escaped the tool
        status = f"raised {type(e).__name__}: {e}"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    return status, out.getvalue()


def problem(status, text: str) -> str | None:
    """None for a proper ending: status 0, or 1 with a message; otherwise what is wrong."""
    if status not in (0, 1):
        return str(status)
    if "Traceback" in text or "internal error" in text or "internal emulator error" in text:
        return text.strip().splitlines()[-1]
    if status == 1 and "error:" not in text and "MISMATCH" not in text:
        return f"status 1 without a message: {text[-300:]}"
    return None


def replayed_and_executed(kernel, x: dict, y: dict, max_steps: int = 300_000) -> tuple[list, list]:
    """Host replay (emulator/host_replay.py) against the host code executed op by op: the endings
    (outputs, counts, bytes, warnings, or the error) of five runs of ``kernel`` -- on ``x``
    (recorded), ``x`` (replayed), ``y`` (recorded again), ``y``, ``x`` -- and what they must be, the
    same inputs run with the fused forms off."""
    from mgpu.emulator import fuse
    from mgpu.emulator.errors import EmulatorError, InputError

    def ending(inputs: dict) -> tuple:
        try:
            res = kernel.run(inputs, max_steps=max_steps, timeout_s=10)
        except (EmulatorError, InputError) as e:  # (an edit can change the inputs the kernel takes)
            return type(e).__name__, str(e)
        r = res.report
        return {n: v.tobytes() for n, v in res.outputs.items()}, r.steps, r.bytes_read, r.bytes_written, r.warnings

    runs = [ending(a) for a in (x, x, y, y, x)]
    saved, fuse.enabled = fuse.enabled, False
    try:
        on_x, on_y = ending(x), ending(y)
    finally:
        fuse.enabled = saved
    return runs, [on_x, on_x, on_y, on_y, on_x]


def corpus_inputs(kernel: str) -> list[str]:
    """``--input inK=FILE`` arguments of a corpus kernel (e.g. ``pallas_add_one``)."""
    files = CASES[kernel]["files"]
    return [f"--input=in{i}={CORPUS / 'data' / files[n]}" for i, n in enumerate(CASES[kernel]["inputs"])]


DTYPES = [np.float16, np.float32, np.float64, np.int8, np.int32, np.int64, np.uint16, np.bool_, np.complex64,
          ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fn, np.dtype(">f4"), np.dtype(">f2"), np.dtype("V4"),
          np.dtype([("a", "<f2"), ("b", "<i2")]), np.dtype("U3"), np.dtype("M8[s]")]


def random_array(rng: random.Random) -> np.ndarray:
    ndim = rng.choice([0, 1, 2, 2, 2, 3])
    shape = tuple(rng.choice([0, 1, 64, 127, 128, 129, 256]) for _ in range(ndim))
    if rng.random() < 0.3:
        shape = rng.choice([(128, 128), (256, 256)])  # the right shape, a random dtype
    a = np.zeros(shape, np.dtype(rng.choice(DTYPES)))
    if rng.random() < 0.3 and a.ndim == 2:
        a = np.asfortranarray(a)
    return a


def random_npy_file(rng: random.Random, path: Path):
    """A random array, a truncated .npy, random bytes (sometimes behind the magic) or a pickle."""
    kind = rng.random()
    if kind < 0.7:
        np.save(path, random_array(rng))
    elif kind < 0.8:
        np.save(path, np.zeros((128, 128), np.float32))
        data = path.read_bytes()
        path.write_bytes(data[: rng.randrange(len(data))])
    elif kind < 0.9:
        head = b"\x93NUMPY\x01\x00" if rng.random() < 0.5 else b""
        path.write_bytes(head + bytes(rng.randrange(256) for _ in range(rng.randrange(200))))
    else:
        np.save(path, np.array([None, 1], dtype=object), allow_pickle=True)
