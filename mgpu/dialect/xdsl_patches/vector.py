"""xDSL's ``#vector.kind<...>`` made to reject an unknown kind with MLIR's message, at its token:
xDSL's raised Python's ``ValueError`` ("'sum' is not a valid CombiningKindFlag")."""

from __future__ import annotations

from xdsl.dialects import vector as _vector
from xdsl.parser import AttrParser

from mgpu.dialect.diagnostics import upstream as diag
from mgpu.dialect.diagnostics import at_token

_KINDS = [k.value for k in _vector.CombiningKindFlag]


def _parse_parameter(cls: type[_vector.CombiningKindAttr], parser: AttrParser) -> _vector.CombiningKindFlag:
    with parser.in_angle_brackets():
        span = parser._current_token.span  # pyright: ignore[reportPrivateUsage]
        name = parser.parse_identifier()
        if name not in _KINDS:
            raise at_token(span, diag.COMBINING_KIND(name=name, kinds=", ".join(_KINDS)))
        return _vector.CombiningKindFlag(name)


def install() -> None:
    """Patch xDSL's vector classes (once, from ``xdsl_patches.install``)."""
    _vector.CombiningKindAttr.parse_parameter = classmethod(_parse_parameter)  # type: ignore[method-assign,assignment]
