"""jax's assertions on what the print tests' kernels print (ported/prints.py), one function a case:
`printed_<case>(text)` returns None when jax's test would pass on `text` (what was printed: the remarks of
mgpu's lowering, where jax prints while it lowers, then the kernel's printf output), and raises
AssertionError with a short reason otherwise. No jax here: the stages run these without it.

The GPU's order of printf across warps is unspecified; like jax's, no check depends on it.
"""

import re

import numpy as np


def _expect(holds: bool, reason: str) -> None:
    if not holds:
        raise AssertionError(reason)


def _lines(text: str) -> str:
    return f"{len(text.splitlines())} printed lines"


def _contains(text: str, want: str) -> None:
    """jax's assertIn(want, output())."""
    _expect(want in text, f"{want!r} not printed ({_lines(text)})")


def printed_print(text):
    _expect(text == "It works!\n", f"printed {text[:60]!r}, not 'It works!\\n'")  # assertEqual


def printed_print_wgmma_tiled_layout(text):
    rows, cols = 128, 32  # prints.WGMMA_TILED_SHAPE
    found = re.findall(r"prefix \[(\d+), (\d+)\]: (\d+).?\d*", text)
    _expect(len(found) == rows * cols, f"{len(found)} elements printed, not {rows * cols}")
    wrong = [f for f in found if int(f[2]) != int(f[0]) * cols + int(f[1])]
    _expect(not wrong, f"{len(wrong)} elements printed with another value; first: [{', '.join(wrong[0][:2])}]: "
                       f"{wrong[0][2]}" if wrong else "")


def printed_print_scalar(text):
    _contains(text, f"x.sum() = {np.arange(256, dtype=np.int32).sum()}")


def printed_print_scalar_array(text):
    _contains(text, f"x.sum() = {np.arange(256, dtype=np.int32).sum() + 1}")


def printed_print_array(text):
    _contains(text, "x: [1, 0, 43, 23]: 6871\n")


def printed_print_layout(text):
    _contains(text, "x: WGMMA_ROW\n")


def printed_debug_print(text):
    got, want = set(text.splitlines()), {f"warp: {w}" for w in range(4)}
    _expect(got == want, f"printed lines {sorted(got)[:6]}, not {sorted(want)}")  # assertEqual on the sets


def printed_print_layout_tmem(text):
    _contains(text, "tmem: TMEM_DEFAULT(packing=2)\n")


def printed_tmem_packings(text):
    """jax's test_tmem_aliased_refs_collision and test_print_layout_tmem_with_transforms: an unpacked and a
    packed f16 TMEM ref."""
    _contains(text, "ref0: TMEM_DEFAULT(packing=1)")
    _contains(text, "ref1: TMEM_DEFAULT(packing=2)")


def printed_cond(text):
    _contains(text, "acc % 2")


def printed_cluster(text):
    got, want = set(text.splitlines()), {f"block: {b} cluster: {c}" for b in range(2) for c in range(2)}
    _expect(got == want, f"printed lines {sorted(got)[:6]}, not {sorted(want)}")  # assertEqual on the sets
