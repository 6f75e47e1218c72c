"""The ported suite: what each test method of jax's tests/pallas/mosaic_gpu_test.py (jax-v0.10.2) became.

jax_tests.txt lists jax's 267 test methods in file order (`Class.test_method`, the Lane class; jax runs
the classes that have a `...WGTest` twin in Warpgroup semantics too). Each one is either ported (one
or more `Case`s: jax's parameterisations, or a sample of them) or left out with the reason, or not
ported yet (what report.py lists as the work left). Nothing here imports jax: the report and the
default tests read it without jax.

A Case names a capture file under ported/ and, in it, the factory mgpu-capture calls with the
lowering semantics (`kernel`), a numpy-only reference (`reference`) and the function that makes the
test's own inputs with numpy (`inputs`; None for a kernel without inputs).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

HERE = os.path.dirname(os.path.abspath(__file__))
BOTH = ("warpgroup", "lane")
LANE = ("lane",)
WARPGROUP = ("warpgroup",)


@dataclass(frozen=True)
class Case:
    id: str  # unique; the prefix of its captured files
    jax: str  # Class.test_method in jax's file
    params: str  # jax's parameters of this case, as the test spells them ("" if none)
    file: str  # under ported/
    kernel: str
    reference: str
    inputs: str | None = None
    semantics: tuple[str, ...] = BOTH  # the semantics jax runs it in (skip_if_wg_semantics: LANE)
    arch: tuple[int, int] = (9, 0)
    rtol: float = 0.0  # the test's own tolerance (0: jax asserts equality, we compare bits)
    atol: float = 0.0

    @property
    def path(self) -> str:
        return os.path.join(HERE, "ported", self.file)


def jax_tests() -> list[str]:
    with open(os.path.join(HERE, "jax_tests.txt")) as f:
        return [line.strip() for line in f if line.strip()]


# Why a test is not ported: it checks something that is not a kernel's result on the device.
PRINTS = "left out: checks what the kernel prints (stdout of the GPU), not its result"
PROFILES = "left out: profiler output (a trace file written by the GPU), not a result"
PTX = "left out: inspects the PTX / SASS jax compiles (needs ptxas)"
PYTHON = "left out: checks jax's Python API (no kernel is run)"
RAISES = "left out: expects jax to raise while tracing (no kernel to capture)"
DEVICES = "left out: needs several devices (sharding)"

LEFT_OUT: dict[str, str] = {
    "MonkeyPatchTest.test_calling_kernel_directly_raises": PYTHON,
    "PallasCallTest.test_memory_space_like": PYTHON,
}


PORTED: list[Case] = []

# -- elementwise (ported/elementwise.py) -----------------------------------------------------------
_UNARY = ("neg", "bitwise_not", "logistic", "exp", "square", "pow5", "rsqrt", "tanh", "log", "gelu", "abs",
          "round", "clz", "round_even")
_INT_UNARY = ("bitwise_not", "clz")
for _op in _UNARY:
    for _approx in (False, True):
        _suffix = "_approx" if _approx else ""
        PORTED.append(Case(f"unary_{_op}{_suffix}", "PallasCallTest.test_unary_op",
                           f"op={_op}, approx_math={_approx}", "elementwise.py", f"unary_{_op}{_suffix}",
                           f"reference_unary_{_op}", "arange_i32" if _op in _INT_UNARY else "arange_f32",
                           rtol=1e-5 if _approx else 3e-7))
for _dt in ("f32", "i32", "u32"):
    PORTED.append(Case(f"sign_{_dt}", "PallasCallTest.test_sign", f"dtype={_dt}", "elementwise.py", f"sign_{_dt}",
                       "reference_sign", f"centered_{_dt}"))
for _op in ("add", "add_one", "sub", "mul", "div", "minimum", "maximum", "shift_left", "shift_right_logical",
            "shift_right_arithmetic"):
    for _dt in ("f32", "i32", "u32"):
        if _op.startswith("shift") and _dt == "f32":
            continue  # jax skips it: shifts take integers
        PORTED.append(Case(f"binary_{_op}_{_dt}", "PallasCallTest.test_binary_op", f"op={_op}, dtype={_dt}",
                           "elementwise.py", f"binary_{_op}_{_dt}", f"reference_binary_{_op}",
                           f"inputs_binary_{_op}_{_dt}"))
PORTED.append(Case("div_int_rounding", "PallasCallTest.test_lax_div_int_rounding", "", "elementwise.py",
                   "div_int_rounding", "reference_div_int_rounding", "inputs_div_int_rounding"))
for _op in ("eq", "ne", "lt", "le", "gt", "ge"):
    for _dt in ("f32", "i32", "u32"):
        PORTED.append(Case(f"comparison_{_op}_{_dt}", "PallasCallTest.test_comparison_op", f"op={_op}, dtype={_dt}",
                           "elementwise.py", f"comparison_{_op}_{_dt}", f"reference_comparison_{_op}_{_dt}"))
for _dt in ("f32", "i32", "u32"):
    PORTED.append(Case(f"iota_{_dt}", "PallasCallTest.test_iota", f"dtype={_dt}", "elementwise.py", f"iota_{_dt}",
                       f"reference_iota_{_dt}"))
