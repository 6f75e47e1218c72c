"""The handler contract: what a handler declares where it is registered (``HandlerSpec``) and what
its factory returns for one op (a ``Closure``, or ``Prepared``: the closure with the traits of
this one instance). program.py reads both; handlers/registry.py says how to add an instruction."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mgpu.emulator.fold_chains import Fold
from mgpu.emulator.fuse import Access, Field
from mgpu.emulator.wgmma_chain import WgmmaStep

Registers = list
"""``R``: the register file of one execution context, one entry per SSA value slot
(program.Program.slot): a numpy array over threads (shape (1, ...) when uniform), a tuple (a
struct or memref descriptor) or None."""

Closure = Callable[[Any, Registers], Any]
"""``run(ctx, R)`` of one op: returns None, an execute.Wait (the context blocks until it is ready)
or a generator (an op with regions runs its blocks through execute.run_block)."""


class Effect(enum.Enum):
    """What an op changes besides its result registers."""

    ANY = "any"  # anything (barriers, SMEM, other CTAs, the machine): never replayed
    HEAP = "heap"  # only the heap: host replay (host_replay.py) may record and replay it
    NONE = "none"  # nothing (the pure ops)


@dataclass(frozen=True, slots=True)
class HandlerSpec:
    """One op name's handler and how program.py may optimise its closures.

    pure: a function of the operands and the thread index (reads no mask, memory or CTA): folded
    when its operands are constants, cached per warpgroup key when they are static, stacked in row
    runs (fuse.py), and correct on a batched context.
    static_source: its results depend only on the launch geometry, the dynamic SMEM size and the
    warpgroup's thread indices (program.Program.static): cached per warpgroup key, batch-native.
    batch_native: its closures are correct on a batched context (machine.Batch); every other
    impure op runs once per CTA (execute.per_cta).
    effect: Effect.HEAP lets host replay record it in the host prefix.
    fuse_between: pure and never fails, so fusable accesses may move past it (fuse.py).
    """

    name: str
    factory: Callable[..., Any]
    pure: bool = False
    static_source: bool = False
    batch_native: bool = False
    effect: Effect = Effect.ANY
    fuse_between: bool = False


@dataclass(frozen=True, slots=True)
class Prepared:
    """A factory's closure with what holds for this instance only (decided from its operands):
    ``pure`` (an identity inline asm), ``batch_native`` (a PTX rule that splits by CTA itself),
    ``fusion`` (a fusable access or struct field, fuse.py; a wgmma, wgmma_chain.py; an instruction whose chains
    fold, fold_chains.py)."""

    run: Closure
    pure: bool = False
    batch_native: bool = False
    fusion: Access | Field | WgmmaStep | Fold | None = None
