"""The shape of layout inference's and the Lane annotator's rule tables: a table from op class to
rule, filled by a decorator, consulted with the op's exact class (``table.get(type(op))``), as jax's
``_add_equation_system_derivation_rule(mgpu.AsyncStoreSmemOp)`` registers by class
(jax/experimental/mosaic/gpu/layout_inference.py at jax-v0.10.2).

Never through base classes: an op class made for a changed signature (an overlay for another jax
version) gets no rule until one is registered for it, rather than silently running the rule written
for the old signature.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from xdsl.ir import Operation

F = TypeVar("F", bound=Callable[..., object])


def by_class(table: dict[type[Operation], F]) -> Callable[..., Callable[[F], F]]:
    """``rule = by_class(TABLE)`` gives ``@rule(OpA, OpB)``, which enters the function under each
    class (one rule per class)."""
    def rule(*classes: type[Operation]) -> Callable[[F], F]:
        def register(fn: F) -> F:
            for cls in classes:
                assert cls not in table, f"two rules for {cls.name}"
                table[cls] = fn
            return fn
        return register
    return rule
