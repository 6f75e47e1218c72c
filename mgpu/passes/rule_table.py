"""The one shape of the passes' rule registries: a table from op name to rule, filled by a decorator.

``rule = registrar(RULES)`` gives ``@rule("op.a", "op.b")``, which enters the function under each
name (layout inference's rules, ``mgpu.passes.infer_layout.rules``). The Warpgroup lowering's rules
are keyed by op class instead (``mgpu.passes.op_rules``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., object])


def registrar(table: dict[str, F]) -> Callable[..., Callable[[F], F]]:
    """A decorator factory that registers a rule in ``table`` under the op names it is given."""
    def rule(*names: str) -> Callable[[F], F]:
        def register(fn: F) -> F:
            for name in names:
                table[name] = fn
            return fn
        return register
    return rule
