"""mgpu from inside a jax program: ``mgpu.jax.emulate(fn)(*arrays)`` runs ``fn`` with its Mosaic GPU kernels on
mgpu's emulated SM and its other jax ops on jax's CPU backend (docs/jax_emulate.md).

This package alone imports jax (mgpu's core never does), when one of its names is first used: without jax,
that use is an ImportError saying what to install, and ``python -m mgpu.jax FILE.py:FUNCTION --arg ...``
(which prints a function's results in one process) a one-line error.
"""

import importlib

# name -> the module that defines it
_EXPORTS = {"emulate": "mgpu.jax.emulation",
            **{name: "mgpu.jax.errors" for name in (
                "KernelFault", "RaceError", "DeadlockError", "OutOfBoundsError", "MisuseError", "LimitExceededError",
                "NotEmulatedError", "KernelWarning", "RaceWarning")}}

__all__ = list(_EXPORTS)


def __getattr__(name: str):
    if name not in _EXPORTS:
        raise AttributeError(f"module 'mgpu.jax' has no attribute '{name}'")
    from mgpu.capture.errors import CaptureError
    from mgpu.capture.jax_stages import import_jax

    try:
        import_jax()  # (quietly: jaxlib's lines about CUDA drivers; jax's CPU backend by default)
    except CaptureError as e:
        raise ImportError(str(e)) from None
    return getattr(importlib.import_module(_EXPORTS[name]), name)
