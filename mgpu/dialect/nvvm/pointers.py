"""LLVM pointer operands of nvvm ops: their address space (NVVMOps.td's ``LLVM_PointerInAddressSpace``:
0 generic, 1 global, 3 shared, 6 tensor, 7 shared::cluster) and the check of an allowed set."""

from __future__ import annotations

from xdsl.dialects.builtin import IntAttr
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute
from xdsl.utils.exceptions import VerifyException


def ptr_space(t: Attribute) -> int:
    """The address space of an LLVM pointer type (0 when unspecified), -1 for other types."""
    if not isinstance(t, LLVMPointerType):
        return -1
    return t.addr_space.data if isinstance(t.addr_space, IntAttr) else 0


def check_ptr(what: str, t: Attribute, spaces: tuple[int, ...]) -> None:
    if ptr_space(t) not in spaces:
        want = " or ".join("!llvm.ptr" if s == 0 else f"!llvm.ptr<{s}>" for s in spaces)
        raise VerifyException(f"{what} must be {want}, got {t}")
