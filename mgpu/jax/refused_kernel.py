"""A kernel jax refuses to lower, met while jax traces the caller's function: an equation of the kernel's
results whose lowering raises the refusal.

Under the caller's ``jax.jit`` (or ``vmap``), mgpu.jax lowers each kernel when jax traces it, to run it in a
callback (kernel_calls.py, emulation.py). jax lowers a kernel only when it lowers the function, for a GPU: a
trace that is never lowered (``jax.make_jaxpr``, which jax 0.12.0.1 traces by ``jit(...).trace``,
jax/_src/api.py:2257; ``jit(...).trace``, ``jax.eval_shape``) never meets the refusal, and a jitted call meets it
before anything runs. So a refusal met while tracing is not raised there: the traced function gets ``refused_p``
in the kernel's place, whose lowering on every platform (and evaluation) raises it, with its notes.
"""

from __future__ import annotations

import functools


def refused(error: Exception, out_shapes, args):
    """The kernel's results (``out_shapes``: jax.ShapeDtypeStructs, a pytree), traced from ``args``, as an equation
    whose lowering raises ``error``."""
    import jax
    from jax._src import core

    shapes, tree = jax.tree.flatten(out_shapes)
    outs = _primitive().bind(*jax.tree.leaves(args), error=error,
                             out_avals=tuple(core.ShapedArray(s.shape, s.dtype) for s in shapes))
    return jax.tree.unflatten(tree, outs)


@functools.cache
def _primitive():
    from jax._src.interpreters import batching, mlir
    from jax.extend.core import Primitive

    refused_p = Primitive("mgpu_refused_kernel")
    refused_p.multiple_results = True

    def raise_it(*args, error, out_avals):
        raise error

    def batched(args, dims, *, error, out_avals):  # (vmap's axis first: jax batches a kernel by a leading grid axis)
        size = next(x.shape[d] for x, d in zip(args, dims) if isinstance(d, int))  # (an unmapped one's is not)
        return refused_p.bind(*args, error=error, out_avals=tuple(a.update(shape=(size, *a.shape)) for a in out_avals)), \
            [0] * len(out_avals)

    refused_p.def_abstract_eval(lambda *args, error, out_avals: out_avals)
    refused_p.def_impl(raise_it)
    batching.primitive_batchers[refused_p] = batched
    mlir.register_lowering(refused_p, lambda ctx, *args, error, out_avals: raise_it(error=error, out_avals=out_avals))
    return refused_p
