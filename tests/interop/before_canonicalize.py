#!/usr/bin/env python3
"""Stand in for python (``-c CODE`` or ``-m MODULE ARGS``) and write every module jax's
``lower_mgpu_module`` receives, the mosaic_gpu-dialect module before jax's ``canonicalize,cse``
(jax/experimental/mosaic/gpu/core.py:1142 at 0.12.0.1), to ``$MGPU_BEFORE_CANONICALIZE/NAME.kI.mlir``
(NAME the kernel factory mgpu-capture is given, I the kernel's index).

It is run in a jax venv by tests/flagship/capture.sh through a two-line wrapper (tests/interop/README.md);
the archive before_canonicalize/jax-0.12.0.1.tar.xz holds what it wrote for the flagship kernels."""

from __future__ import annotations

import itertools
import os
import pathlib
import runpy
import sys


def main() -> None:
    if sys.argv[1] == "-c":
        exec(sys.argv[2])
        return
    if sys.argv[1] != "-m":
        sys.exit("before_canonicalize.py: -c CODE or -m MODULE ARGS")
    module, sys.argv = sys.argv[2], [sys.argv[2], *sys.argv[3:]]
    out = pathlib.Path(os.environ["MGPU_BEFORE_CANONICALIZE"])
    out.mkdir(parents=True, exist_ok=True)
    name = next(a.rsplit(":", 1)[1] for a in sys.argv[1:] if ".py:" in a)  # mgpu-capture FILE.py:FUNCTION
    from jax.experimental.mosaic.gpu import core

    lower = core.lower_mgpu_module
    index = itertools.count()

    def recorded(mlir_module, *args, **kwargs):
        text = mlir_module.operation.get_asm(enable_debug_info=False)
        header = (f"// {name}: mosaic_gpu-dialect module before canonicalize,cse (the input of jax's "
                  f"lower_mgpu_module), written by tests/interop/before_canonicalize.py\n")
        (out / f"{name}.k{next(index)}.mlir").write_text(header + text)
        return lower(mlir_module, *args, **kwargs)

    core.lower_mgpu_module = recorded
    runpy.run_module(module, run_name="__main__")


if __name__ == "__main__":
    main()
