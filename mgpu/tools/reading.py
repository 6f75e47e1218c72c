"""Reading the module text a tool is given, bounded: in chunks, and never more than
``MAX_MODULE_BYTES`` (a device such as /dev/zero, or a FIFO whose writer never stops, is refused
once that much has come, not read until memory runs out). The .npy inputs are bounded likewise
(mgpu/npy.py, by mgpu-run's --max-memory). A wait for input (a FIFO, a pipe, a terminal) ends
for a signal (mgpu/interruptible_read.py)."""

from __future__ import annotations

from mgpu.tools.cli import UsageError
from mgpu.interruptible_read import input_file

MAX_MODULE_BYTES = 256 << 20  # far above any kernel jax emits (the largest captured ones: a few MB)
CHUNK_BYTES = 1 << 20


def read_module_text(path: str, what: str) -> str:
    """The UTF-8 text of ``path`` (``-``: stdin); a UsageError ``cannot read WHAT: why`` if it
    cannot be read, is not UTF-8 or is larger than MAX_MODULE_BYTES."""
    try:
        with input_file(path) as f:
            raw = _read_bounded(f, what)
        return raw.decode("utf-8")
    except OSError as e:
        raise UsageError(f"cannot read {what}: {e.strerror or e}") from None
    except UnicodeDecodeError as e:
        raise UsageError(f"cannot read {what}: {e}") from None


def _read_bounded(f, what: str) -> bytes:
    chunks, size = [], 0
    while chunk := f.read(CHUNK_BYTES):
        size += len(chunk)
        if size > MAX_MODULE_BYTES:
            raise UsageError(f"cannot read {what}: it holds more than {MAX_MODULE_BYTES >> 20} MiB, the most mgpu "
                             f"reads as a module (read that far and stopped)")
        chunks.append(chunk)
    return b"".join(chunks)
