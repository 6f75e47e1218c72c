"""Every Mosaic GPU kernel a program makes, run through ``emulate``: what ``pytest --mgpu`` installs.

``install`` replaces jax's two entry points of a Mosaic GPU kernel, ``plgpu.kernel`` and ``pl.pallas_call``
(with ``plgpu.CompilerParams``, not in interpret mode), by functions that return the kernel wrapped: called
with arrays, it runs as ``emulate(kernel)``; called while ``emulate`` traces a function that calls it, it is
jax's kernel, which that evaluation runs. Called under another jax transformation (a ``jax.jit`` of the
test's own, ``vmap``, a loop), its inputs are not values yet: a ``NotEmulatedError`` says to wrap the
transformed function in ``emulate``.
"""

from __future__ import annotations

import contextlib
import functools

from mgpu.jax import emulation, errors


def install(stack: contextlib.ExitStack, *, semantics: str | None = None, arch=None) -> None:
    """Replace jax's kernel entry points until ``stack`` closes."""
    import jax.experimental.pallas as pl
    import jax.experimental.pallas.mosaic_gpu as plgpu

    def is_mosaic_gpu(kwargs: dict) -> bool:
        return isinstance(kwargs.get("compiler_params"), plgpu.CompilerParams) and not kwargs.get("interpret")

    for module, name, applies in ((plgpu, "kernel", lambda kwargs: not kwargs.get("interpret")),
                                  (pl, "pallas_call", is_mosaic_gpu)):
        original = getattr(module, name)
        stack.callback(setattr, module, name, original)
        setattr(module, name, _returning_emulated(original, applies, semantics, arch))


def _returning_emulated(make, applies, semantics, arch):
    @functools.wraps(make)
    def made(*args, **kwargs):
        kernel = make(*args, **kwargs)
        if not applies(kwargs):
            return kernel
        if not args and "body" not in kwargs:
            # plgpu.kernel(out_type=...) as a decorator: the kernel is what it makes of the body
            return _returning_emulated(kernel, lambda _: True, semantics, arch)
        return _Emulated(kernel, semantics, arch)
    return made


class _Emulated:
    def __init__(self, kernel, semantics, arch):
        self.kernel = kernel
        self.emulated = emulation.emulate(kernel, semantics=semantics, arch=arch)
        functools.update_wrapper(self, kernel)

    def __call__(self, *args, **kwargs):
        import jax

        if not any(isinstance(leaf, jax.core.Tracer) for leaf in jax.tree.leaves((args, kwargs))):
            __tracebackhide__ = True  # noqa: F841 - (pytest: the fault is raised from the test's line)
            return self.emulated(*args, **kwargs)
        if emulation.tracing():
            return self.kernel(*args, **kwargs)
        raise errors.NotEmulatedError(
            "a Mosaic GPU kernel called under a jax transformation (jax.jit, vmap, a loop ...) that "
            "mgpu.jax.emulate does not evaluate: its inputs are not arrays yet. Wrap the transformed function "
            "in mgpu.jax.emulate (it evaluates jax.jit inside), or call the kernel with arrays")
