"""mgpu from inside a jax program: ``mgpu.jax.emulate(fn)(*arrays)`` runs ``fn`` with its Mosaic GPU kernels on
mgpu's emulated SM and its other jax ops on jax's CPU backend (docs/jax_emulate.md).

This package alone imports jax (mgpu's core never does); ``python -m mgpu.jax FILE.py:FUNCTION --arg ...``
prints a function's results in one process.
"""

from mgpu.jax.emulate import emulate
from mgpu.jax.errors import (
    DeadlockError,
    KernelFault,
    KernelWarning,
    LimitExceededError,
    MisuseError,
    NotEmulatedError,
    OutOfBoundsError,
    RaceError,
)

__all__ = ["emulate", "KernelFault", "RaceError", "DeadlockError", "OutOfBoundsError", "MisuseError",
           "LimitExceededError", "NotEmulatedError", "KernelWarning"]
