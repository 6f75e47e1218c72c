"""The cases of lit files, one a ``// -----`` chunk and release its RUN lines name (``--jax``), as pytest
parameters: what tests/interop's checks hand to jax's own inference or lowering."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

# what a case expects of mgpu: the words of the error (after the op's name), if any
EXPECTED = re.compile(r"expected-error @\+\d+ \{\{'[\w.]+' op (.*?)\}\}")


def lit_cases(folder: Path, files: tuple[str, ...]) -> list:
    """``pytest.param(release, chunk)`` for each chunk of each file and each release its RUN lines name."""
    params = []
    for name in files:
        text = (folder / name).read_text()
        releases = re.findall(r"^// RUN: .*--jax (\S+)", text, re.M)
        assert releases, f"{name}: its RUN lines name no --jax"
        for release in releases:
            for i, chunk in enumerate(text.split("// -----")):
                params.append(pytest.param(release, chunk, id=f"{name}#{i}@{release}"))
    return params
