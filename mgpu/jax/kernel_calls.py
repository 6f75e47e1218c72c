"""Every Mosaic GPU kernel a program makes, run through ``emulate``: what ``pytest --mgpu`` installs.

``install`` replaces jax's two entry points of a Mosaic GPU kernel, ``plgpu.kernel`` and ``pl.pallas_call``
(with ``plgpu.CompilerParams``, not in interpret mode), by functions that return the kernel wrapped: called
with arrays, it runs as ``emulate(kernel)``; called while ``emulate`` traces a function that calls it, it is
jax's kernel, which that evaluation runs. Called under another jax transformation (a ``jax.jit`` of the
test's own, ``vmap``, a loop), it is a ``jax.pure_callback`` that runs ``emulate(kernel)`` on the values it
gets (one at a time under ``vmap``); a fault there reaches the caller as jax's ``JaxRuntimeError`` of a failed
callback, whose text holds the fault's, and the exception itself is kept in ``FAULTS`` (the pytest plugin raises
it in the test's place). jax's refusal to lower the kernel raises when jax lowers the caller's function
(refused_kernel.py).
"""

from __future__ import annotations

import contextlib
import functools
import os

import numpy as np

from mgpu.jax import emulation, refused_kernel

FAULTS: list[Exception] = []  # what the last kernel run in a callback raised (none: empty)


def install(stack: contextlib.ExitStack, *, semantics: str | None = None, arch=None, **run_options) -> None:
    """Replace jax's kernel entry points until ``stack`` closes; ``emulate``'s options for every kernel."""
    import jax.experimental.pallas as pl
    import jax.experimental.pallas.mosaic_gpu as plgpu
    from jax._src import source_info_util

    source_info_util.register_exclusion(os.path.dirname(__file__) + os.sep)  # (a kernel's call site is never mgpu's)

    def is_mosaic_gpu(kwargs: dict) -> bool:
        return isinstance(kwargs.get("compiler_params"), plgpu.CompilerParams) and not kwargs.get("interpret")

    for module, name, applies in ((plgpu, "kernel", lambda kwargs: not kwargs.get("interpret")),
                                  (pl, "pallas_call", is_mosaic_gpu)):
        original = getattr(module, name)
        stack.callback(setattr, module, name, original)
        setattr(module, name, _returning_emulated(original, applies, semantics, arch, run_options))
    _lower_kernels_on_cpu_as_callbacks(stack, semantics, arch, run_options)


def _lower_kernels_on_cpu_as_callbacks(stack: contextlib.ExitStack, semantics, arch, run_options) -> None:
    """A Mosaic GPU kernel that reaches jax's CPU lowering (the ``mpmd_map`` equation a ``pl.core_map`` makes
    inside a ``jax.jit``, whose refs jax has discharged by then: the equation takes and returns values) is
    lowered as a callback that runs the equation through ``emulate``; jax 0.10.2 has no ``mpmd_map``."""
    try:
        from jax._src.pallas import mpmd
    except ImportError:
        return
    import jax
    from jax._src.interpreters import mlir

    rules = mlir._platform_specific_lowerings["cpu"]
    previous = rules.get(mpmd.mpmd_map_p)
    jax_rule = mlir._lowerings[mpmd.mpmd_map_p].rule

    def rule(ctx, *in_nodes, **params):
        if params.get("interpret"):
            return jax_rule(ctx, *in_nodes, **params)
        emulated = emulation.emulate(functools.partial(mpmd.mpmd_map_p.bind, **params), semantics=semantics,
                                     arch=arch, **run_options)

        def run(*arrays):
            try:
                return [np.asarray(out) for out in emulated(*arrays)]
            except Exception as e:  # (as _EmulatedKernel._run)
                FAULTS[:] = [e]
                raise

        out_types = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in ctx.avals_out]
        return mlir.lower_fun(lambda *args: jax.pure_callback(run, out_types, *args, vmap_method="sequential"),
                              multiple_results=True)(ctx, *in_nodes)

    mlir.register_lowering(mpmd.mpmd_map_p, rule, platform="cpu")
    stack.callback(lambda: rules.__setitem__(mpmd.mpmd_map_p, previous) if previous is not None
                   else rules.pop(mpmd.mpmd_map_p, None))


def _returning_emulated(make, applies, semantics, arch, run_options):
    @functools.wraps(make)
    def made(*args, **kwargs):
        kernel = make(*args, **kwargs)
        if not applies(kwargs):
            return kernel
        if not args and "body" not in kwargs:
            # plgpu.kernel(out_type=...) as a decorator: the kernel is what it makes of the body
            return _returning_emulated(kernel, lambda _: True, semantics, arch, run_options)
        return _EmulatedKernel(kernel, semantics, arch, run_options)
    return made


class _EmulatedKernel:
    def __init__(self, kernel, semantics, arch, run_options):
        self.kernel = kernel
        self.emulated = emulation.emulate(kernel, semantics=semantics, arch=arch, **run_options)
        functools.update_wrapper(self, kernel)

    def __call__(self, *args, **kwargs):
        import jax

        if emulation.tracing():
            return self.kernel(*args, **kwargs)
        # the user's call, for the notes of a fault where jax's equations do not say it (jax 0.10.2's tracebacks
        # of plgpu.kernel's equation end inside custom_vmap; in a callback the kernel is traced alone)
        where = _user_call_site()
        from jax._src import core

        # (a kernel of no argument traced by the test's jax.jit or make_jaxpr has no tracer: the trace says it)
        if core.trace_state_clean() and not any(isinstance(leaf, jax.core.Tracer) for leaf in jax.tree.leaves((args, kwargs))):
            __tracebackhide__ = True  # noqa: F841 - (pytest: the fault is raised from the test's line)
            return self.emulated.at(where)(*args, **kwargs)
        # (traced first: what jax refuses while it traces the kernel raises here, as on a GPU; then lowered now, to
        # run as a callback: a refusal of its lowering is raised when jax lowers the test's function, refused_kernel.py)
        shapes = jax.eval_shape(functools.partial(self.kernel, **kwargs), *args)
        try:
            self.emulated.at(where).lower(*args, **kwargs)
        except Exception as e:  # noqa: BLE001 - raised where jax's lowering of the kernel would raise it
            return refused_kernel.refused(e, shapes, args)
        return jax.pure_callback(functools.partial(self._run, kwargs, where), shapes, *args, vmap_method="sequential")

    def _run(self, kwargs: dict, where, *arrays):
        import jax

        try:
            return jax.tree.map(np.asarray, self.emulated.at(where)(*arrays, **kwargs))
        except Exception as e:  # a fault, or jax's refusal of the kernel: the caller sees it, not jax's wrapper
            FAULTS[:] = [e]
            raise


def _user_call_site():
    """The innermost frame of the Python stack that jax counts as the user's (jax's and mgpu.jax's are not), as
    a jax source_info Frame, or None."""
    import sys

    from jax._src import source_info_util

    frame = sys._getframe(1)
    while frame is not None and not source_info_util.is_user_filename(frame.f_code.co_filename):
        frame = frame.f_back
    if frame is None:
        return None
    return source_info_util.Frame(frame.f_code.co_filename, frame.f_code.co_qualname, frame.f_lineno, 0,
                                  frame.f_lineno, 0)
