"""jax's own layout inference of a module's text (``layout_inference.infer_layout``, through jaxlib's MLIR bindings,
on CPU), for the interop tests that compare mgpu's with it. Imported only where jax is installed."""

from __future__ import annotations

from jax._src.interpreters import mlir as jax_mlir
from jax._src.lib import mosaic_gpu_dialect
from jax._src.lib.mlir import ir
from jax.experimental.mosaic.gpu import layout_inference


def jax_infers(text: str) -> str | None:
    """None where jax infers the module, else its refusal's text."""
    ctx = jax_mlir.make_ir_context()
    mosaic_gpu_dialect.register_dialect(ctx)
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(text)
        try:
            layout_inference.infer_layout(module)
        except (ValueError, NotImplementedError) as e:
            return str(e)
    return None
