"""xDSL's ``func.func`` printed as MLIR prints it: a declaration without results prints no ``-> ()``
(``func.func private @f(i64, !llvm.ptr)``); xDSL printed ``-> ()``, which MLIR's text never has.
Patched on xDSL's ``FuncOp``, which stays in use."""

from __future__ import annotations

from xdsl.dialects import func as _func
from xdsl.dialects.utils import print_func_op_like
from xdsl.printer import Printer


def _print(self: _func.FuncOp, printer: Printer) -> None:
    if self.sym_visibility:
        printer.print_string(" ")
        printer.print_string(self.sym_visibility.data)
    print_func_op_like(
        printer, self.sym_name, self.function_type, self.body, self.attributes,
        arg_attrs=self.arg_attrs, res_attrs=self.res_attrs,
        reserved_attr_names=("sym_name", "function_type", "sym_visibility", "arg_attrs"),
        print_empty_outputs=False,
    )


def install() -> None:
    """Patch xDSL's func classes (once, from ``xdsl_patches.install``)."""
    _func.FuncOp.print = _print  # type: ignore[method-assign]
