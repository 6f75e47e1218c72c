"""NVSHMEM multimem PTX: ``multimem.st``, ``multimem.ld_reduce`` and ``multimem.red`` (PTX ISA,
"Data Movement and Conversion Instructions: multimem.ld_reduce, multimem.st, multimem.red"), as jax
spells them (jax/experimental/mosaic/gpu/utils.py:244, :332 and :1485 at jax-v0.10.2).

Each reads or writes every device of a multicast object at once. mgpu emulates one device, and
jax's address is a multicast handle from the collective metadata its runtime fills in
(launch_context.py: MULTIMEM_ARGS_ATTR), which a one-device emulation has no value for: rather
than guess, each is refused by name, at the op, saying that it needs several devices.
"""

from __future__ import annotations

from mgpu.dialect.diagnostics.emulator import memory as diag
from mgpu.emulator.handlers.registry import ptx_rule
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import InlineAsm, Instr


@ptx_rule("multimem.st", "multimem.ld_reduce", "multimem.red")
def _multimem(p: Prep, parsed: InlineAsm, ins: Instr):
    raise p.error(diag.MULTIMEM_UNSUPPORTED.format(opcode=ins.opcode))
