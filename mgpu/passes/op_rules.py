"""A pass's rules keyed by op class, as jax's ``_register_lowering(mgpu.AsyncStoreSmemOp)``
(jax/experimental/mosaic/gpu/dialect_lowering.py:275 at jax-v0.10.2) and xDSL's
``@impl(arith.AddiOp)`` (xdsl/interpreters/arith.py) register theirs.

An op finds its rule by its exact class, ``type(op)``, never through its bases: an op class made for
a changed signature (a later jaxlib's ``arrive_expect_tx`` whose byte count is an operand) inherits
no rule written for the old signature, and is reported as having none until a rule is registered
for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar, cast

from xdsl.ir import Operation

R = TypeVar("R", bound=Callable[..., object])
F = TypeVar("F", bound=Callable[..., object])


class OpRules(dict[type[Operation], R], Generic[R]):
    """A table from op class to rule, filled by ``@table.register(OpClass, ...)``. A rule's op
    parameter has the class it is registered for (``R`` is the table's looser rule type)."""

    def register(self, *classes: type[Operation]) -> Callable[[F], F]:
        """A decorator that enters the function under each of ``classes`` and returns it unchanged."""
        def register(fn: F) -> F:
            for cls in classes:
                if cls in self:
                    raise ValueError(f"two rules for {cls.name}: {self[cls].__name__} and {fn.__name__}")
                self[cls] = cast(R, fn)
            return fn
        return register

    def rule_of(self, op: Operation) -> R | None:
        """The rule of ``op``'s exact class, or None."""
        return self.get(type(op))
