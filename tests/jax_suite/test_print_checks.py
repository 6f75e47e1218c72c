"""ported/print_checks.py: each check passes on what jax's test accepts and fails, with its reason, on
what it does not (no jax)."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from manifest import PORTED  # noqa: E402
from suite import printed_check  # noqa: E402

CHECKS = {c.id: printed_check(c) for c in PORTED if c.printed}


def _wgmma_lines(value=lambda i, j: i * 32 + j):
    # jax's "prefix [i, j]: v" a line, f32 printed with %f, in an order the GPU may print them in
    return "".join(f"prefix [{i}, {j}]: {value(i, j)}.000000\n" for j in range(32) for i in reversed(range(128)))


@pytest.mark.parametrize("case_id, text", [
    ("print", "It works!\n"),
    ("print_wgmma_tiled_layout", _wgmma_lines()),
    ("print_scalar", "x.sum() = 32640\n"),
    ("print_scalar_array", "x.sum() = 32641\n"),
    ("print_array", "x: [1, 0, 42, 23]: 6807\nx: [1, 0, 43, 23]: 6871\n"),
    ("print_layout", "x: WGMMA_ROW\n"),
    ("debug_print", "warp: 2\nwarp: 0\nwarp: 3\nwarp: 1\n"),
    ("print_layout_tmem", "tmem: TMEM_DEFAULT(packing=2)\n"),
    ("print_layout_tmem_with_transforms", "ref1: TMEM_DEFAULT(packing=2)\nref0: TMEM_DEFAULT(packing=1)\n"),
    ("cond", "acc % 2\n"),
    ("cluster", "block: 1 cluster: 1\nblock: 0 cluster: 0\nblock: 0 cluster: 1\nblock: 1 cluster: 0\n"),
])
def test_a_check_passes_on_what_jax_accepts(case_id, text):
    CHECKS[case_id](text)


@pytest.mark.parametrize("case_id, text, reason", [
    ("print", "It works!\nIt works!\n", "printed 'It works!\\nIt works!\\n', not 'It works!\\n'"),
    ("print_wgmma_tiled_layout", _wgmma_lines()[:-30], "4095 elements printed, not 4096"),
    ("print_wgmma_tiled_layout", _wgmma_lines(lambda i, j: i * 32 + j + (i == 5 and j == 7)),
     "1 elements printed with another value; first: [5, 7]: 168"),
    ("print_scalar", "x.sum() = 32641\n", "'x.sum() = 32640' not printed (1 printed lines)"),
    ("print_layout", "x: WGMMA\n", "'x: WGMMA_ROW\\n' not printed (1 printed lines)"),
    ("debug_print", "warp: 0\nwarp: 1\nwarp: 2\n", "printed lines ['warp: 0', 'warp: 1', 'warp: 2'], not "
                                                   "['warp: 0', 'warp: 1', 'warp: 2', 'warp: 3']"),
    ("cond", "acc\n", "'acc % 2' not printed (1 printed lines)"),
    ("tmem_aliased_refs_collision_plain", "ref0: TMEM_DEFAULT(packing=2)\nref1: TMEM_DEFAULT(packing=2)\n",
     "'ref0: TMEM_DEFAULT(packing=1)' not printed (2 printed lines)"),
])
def test_a_check_fails_with_its_reason_on_what_jax_rejects(case_id, text, reason):
    with pytest.raises(AssertionError) as e:
        CHECKS[case_id](text)
    assert str(e.value) == reason
