"""An op of a jax release whose signature mgpu does not read yet: refused by name where it is written.

Reading it with another release's op class could take one operand for another (jax 0.11 added
``gmem_peer_id`` to ``async_load``), so its text is never read: the parser stops at the op, in both forms.
"""

from __future__ import annotations

from xdsl.ir import Operation, OpTraits
from xdsl.parser import Parser
from xdsl.utils.lexer import Span

from mgpu.dialect.diagnostics import jax_versions as diag
from mgpu.dialect.diagnostics import MgpuError, at_token


def unread_op(name: str, version: str, change: str) -> type[Operation]:
    """An op class registered under ``name`` that refuses to be parsed or built."""

    def refuse() -> MgpuError:
        return diag.JAX_OP_NOT_READ(op=name, version=version, change=change)

    class UnreadOp(Operation):
        traits = OpTraits(lambda: ())

        @classmethod
        def parse(cls, parser: Parser) -> Operation:
            # located at the op's name, which the parser has just read
            here = parser._current_token.span  # pyright: ignore[reportPrivateUsage]
            start = here.input.content.rfind(name, 0, here.start)
            raise at_token(Span(start, start + len(name), here.input), refuse())

        @classmethod
        def create(cls, **_: object) -> Operation:  # the generic form
            raise refuse()

    UnreadOp.name = name
    UnreadOp.__name__ = UnreadOp.__qualname__ = "Unread_" + name.replace(".", "_")
    return UnreadOp
