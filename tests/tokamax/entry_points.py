"""tokamax's Mosaic GPU entry points, and the tokamax releases they are checked with (no jax needed here).

An entry point is the kernel function tokamax's op dispatches to for one GPU and one form (kernels.py has
its factory, references.py its numpy math and inputs); a release lists the entry points it ships.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = os.path.join(HERE, "kernels.py")
SM_COUNT = 2  # mgpu-capture --sm-count: each persistent CTA loops over several tiles


@dataclass(frozen=True)
class EntryPoint:
    id: str          # the factory's name in kernels.py
    what: str        # tokamax's kernel function, and the form checked
    inputs: str      # references.py: the function that returns its inputs
    reference: str   # references.py: its math
    arch: tuple[int, int]
    rtol: float
    atol: float

    def results_row(self) -> str:
        return f"| {self.id} | {self.what} |"


def _attention(id, what, arch, inputs="inputs_attention", reference="attention"):
    return EntryPoint(id, what, inputs, reference, arch, rtol=2e-2, atol=2e-2)


def _matmul(id, what, arch, inputs, reference):
    return EntryPoint(id, what, inputs, reference, arch, rtol=2e-2, atol=2e-2)


SM90, SM100 = (9, 0), (10, 0)
ALL = [
    _attention("attention_fwd_sm90", "flash attention forward, sm90 (`flash_attention_kernel`)", SM90),
    _attention("attention_fwd_sm100", "flash attention forward, sm100, 2-CTA", SM100),
    _attention("attention_bwd_sm90", "flash attention backward, sm90: the dq and dk/dv kernels", SM90,
               "inputs_attention_vjp", "attention_vjp"),
    _attention("attention_bwd_sm100", "flash attention backward, sm100 (kernels inside `pl.run_state`)", SM100,
               "inputs_attention_vjp", "attention_vjp"),
    _matmul("glu_sm90", "gated linear unit, sm90, persistent", SM90, "inputs_glu", "glu"),
    _matmul("glu_sm100", "gated linear unit, sm100, dynamic scheduling", SM100, "inputs_glu", "glu"),
    _matmul("ragged_dot_sm90", "ragged dot, sm90 (`ragged_dot_kernel`)", SM90, "inputs_ragged", "ragged_dot"),
    _matmul("ragged_dot_sm90_persistent", "ragged dot, sm90, persistent", SM90, "inputs_ragged", "ragged_dot"),
    _matmul("ragged_contracting_dim_dot_sm90", "ragged dot, sm90, groups along the contracting dimension", SM90,
            "inputs_ragged_contracting", "ragged_contracting"),
    _matmul("ragged_dot_sm90_quant", "ragged dot, sm90, int4 rhs", SM90, "inputs_ragged_quant_rhs",
            "ragged_quant_rhs"),
    _matmul("ragged_dot_sm90_quant_ws", "ragged dot, sm90, int4 rhs, warp-specialized", SM90,
            "inputs_ragged_quant_rhs", "ragged_quant_rhs"),
    _matmul("ragged_dot_sm90_quant_ws_async_store", "ragged dot, sm90, int4 rhs, warp-specialized, async store",
            SM90, "inputs_ragged_quant_rhs", "ragged_quant_rhs"),
    _matmul("ragged_dot_sm100", "ragged dot, sm100, dynamic scheduling", SM100, "inputs_ragged", "ragged_dot"),
    _matmul("ragged_dot_sm100_collective", "ragged dot, sm100, 2-CTA", SM100, "inputs_ragged", "ragged_dot"),
    _matmul("ragged_dot_sm100_collective_fixed", "ragged dot, sm100, 2-CTA, fixed: `cluster_axes` given, the "
            "warpgroup synchronized before its cluster arrive", SM100, "inputs_ragged", "ragged_dot"),
    _matmul("ragged_dot_sm100_quant", "ragged dot, sm100, int4 rhs", SM100, "inputs_ragged_quant_rhs",
            "ragged_quant_rhs"),
    _matmul("ragged_dot_sm100_quant_post_scale", "ragged dot, sm100, int4 rhs, post-scale", SM100,
            "inputs_ragged_quant_rhs", "ragged_quant_rhs"),
    _matmul("ragged_dot_sm100_i8_quant", "ragged dot, sm100, int8 lhs and int4 rhs, persistent", SM100,
            "inputs_ragged_quant_both", "ragged_quant_both"),
    _matmul("ragged_dot_sm100_fp8_quant", "ragged dot, sm100, fp8 lhs and int4 rhs, persistent", SM100,
            "inputs_ragged_quant_both_fp8", "ragged_quant_both_fp8"),
    _matmul("ragged_dot_sm100_i8_quant_fixed", "ragged dot, sm100, int8 lhs, fixed: warps numbered in their "
            "warpgroup", SM100, "inputs_ragged_quant_both", "ragged_quant_both"),
    _matmul("ragged_dot_sm100_fp8_quant_fixed", "ragged dot, sm100, fp8 lhs, fixed: warps numbered in their "
            "warpgroup", SM100, "inputs_ragged_quant_both_fp8", "ragged_quant_both_fp8"),
    _matmul("ragged_dot_sm100_i8_quant_tmem_fenced", "ragged dot, sm100, int8 lhs, fixed: its barriers order the "
            "tensor core", SM100, "inputs_ragged_quant_both", "ragged_quant_both"),
]
BY_ID = {e.id: e for e in ALL}


@dataclass(frozen=True)
class Release:
    """One tokamax release on PyPI with the jax it needs (mgpu-capture reads the installed jax)."""

    name: str
    jax: str
    python: str
    semantics: str                 # the lowering semantics its kernels ask for (mgpu-capture --semantics)
    entry_points: tuple[str, ...]  # ids of ALL that it ships

    def install(self) -> str:
        return (f"python{self.python} -m venv VENV && VENV/bin/pip install jax=={self.jax} jaxlib=={self.jax} absl-py && "
                f"VENV/bin/pip install --no-deps jax-cuda12-plugin=={self.jax} && VENV/bin/pip install "
                f"tokamax=={self.name} && VENV/bin/pip install -e MGPU_CHECKOUT")

    @property
    def results(self) -> str:
        return os.path.join(HERE, f"RESULTS-{self.name}.md")


# (the 2-CTA ragged dot's fixed variant stays: its second fix, jax's, is not in jax 0.12.0.1 either)
_NOT_IN_0_0_17 = ("ragged_dot_sm90_quant_ws", "ragged_dot_sm90_quant_ws_async_store",
                  "ragged_dot_sm100_i8_quant_fixed", "ragged_dot_sm100_fp8_quant_fixed")
RELEASES = {
    # tokamax 0.0.12 needs jax >= 0.9.2; mgpu reads 0.10.2's IR; Lane semantics, jax 0.10.2's default
    "0.0.12": Release("0.0.12", "0.10.2", "3.11", "lane",
                      tuple(e.id for e in ALL if e.id != "ragged_dot_sm100_i8_quant_tmem_fenced")),
    # the newest release with kernels (0.1.0 on PyPI is an empty placeholder): jax >= 0.11.1, Python >= 3.12;
    # it dropped the sm90 warp-specialized quantized ragged dots; it has tokamax's fixes of the `_fixed` variants
    # Warpgroup semantics: its ragged dots ask for it from jax 0.11 on, its other kernels take jax's default,
    # Warpgroup from 0.11 on
    "0.0.17": Release("0.0.17", "0.12.0.1", "3.12", "warpgroup",
                      tuple(e.id for e in ALL if e.id not in _NOT_IN_0_0_17)),
}
