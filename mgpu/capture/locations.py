"""The jax source paths a captured file carries in its ``loc(...)``, written relative: a captured file says
where its kernel was written without naming the capturing machine's folders, and reads the same wherever
it is checked out (docs/mgpu-capture.md, "Source locations").

A file position in MLIR's location syntax is ``"PATH":LINE:COL`` (inline, in a ``#locN = loc(...)`` alias,
in a call site or a fused location). An absolute PATH becomes

- under a ``site-packages`` (or ``dist-packages``) folder, the path from that folder: the module's own
  path (``jax/experimental/pallas/ops/gpu/attention_mgpu.py``), whichever venv it was installed in;
- under one of ``bases`` (mgpu-capture's: the current directory), the path relative to it;
- otherwise it is kept (a file outside the current directory is named as it is, so that its note still
  leads to it).
"""

from __future__ import annotations

import os
import re

# a string followed by :LINE:COL is a file position (MLIR's FileLineColLoc); only absolute ones are rewritten
_FILE_POSITION = re.compile(r'"(/[^"]*)"(?=:\d+:\d+)')
_PACKAGES = re.compile(r"/(?:site|dist)-packages/")


def relative_path(path: str, bases: list[str]) -> str:
    """``path`` as a captured file writes it (the module docstring's rules)."""
    if (found := _PACKAGES.search(path)) is not None:
        return path[found.end():]
    for base in bases:
        base = base.rstrip("/") or "/"
        if path.startswith(base + "/") or base == "/":
            return os.path.relpath(path, base)
    return path


def relative_locations(text: str, bases: list[str] | None = None) -> str:
    """``text`` (MLIR printed with its debug info) with every absolute file position made relative;
    ``bases`` defaults to the current directory."""
    bases = [os.getcwd()] if bases is None else bases
    return _FILE_POSITION.sub(lambda m: '"' + relative_path(m.group(1), bases) + '"', text)


def absolute_locations(text: str) -> list[str]:
    """The absolute paths of ``text``'s file positions, in order (a captured file should have none)."""
    return _FILE_POSITION.findall(text)
