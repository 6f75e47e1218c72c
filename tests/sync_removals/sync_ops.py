"""The synchronisation ops of a payload, one a line, and the text of the payload without one of them.

A sync op is recognised in jax 0.10.2's nvvm-op spellings and in jax 0.12's inline PTX (and the LLVM intrinsic
0.12 writes for tcgen05.commit), pretty or generic form. Its kind names the PTX instruction it is (PTX ISA 9.1
§9.7.13 for the barriers and fences, §9.7.15.7 wgmma, §9.7.16 tcgen05, §9.7.9.27 bulk copies). An op is removed
from the module parsed from the text, so every report is located in the original file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.dialects.builtin import FileLineColLoc

# kind -> (the nvvm / gpu op names, a pattern of the inline PTX or intrinsic) of that kind
KINDS: dict[str, tuple[tuple[str, ...], str]] = {
    "bar.sync": (("gpu.barrier", "nvvm.barrier0", "nvvm.barrier"), r"\b(bar|barrier)\.(sync|arrive|red)\b"),
    "mbarrier.arrive": (("nvvm.mbarrier.arrive", "nvvm.mbarrier.arrive.expect_tx", "nvvm.mbarrier.arrive.nocomplete",
                         "nvvm.mbarrier.arrive_drop"), r"\bmbarrier\.arrive"),
    "mbarrier.wait": (("nvvm.mbarrier.try_wait.parity", "nvvm.mbarrier.test.wait"),
                      r"\bmbarrier\.(try_wait|test_wait)"),
    "fence.proxy.async": (("nvvm.fence.proxy", "nvvm.fence.proxy.acquire", "nvvm.fence.proxy.release"),
                          r"\bfence\.proxy\.async"),
    "fence.mbarrier_init": (("nvvm.fence.mbarrier.init",), r"\bfence\.mbarrier_init"),
    "wgmma.fence": (("nvvm.wgmma.fence.aligned",), r"\bwgmma\.fence"),
    "wgmma.commit_group": (("nvvm.wgmma.commit.group.sync.aligned",), r"\bwgmma\.commit_group"),
    "wgmma.wait_group": (("nvvm.wgmma.wait.group.sync.aligned",), r"\bwgmma\.wait_group"),
    "tcgen05.commit": (("nvvm.tcgen05.commit",), r"\btcgen05\.commit|llvm\.nvvm\.tcgen05\.commit"),
    "tcgen05.wait": (("nvvm.tcgen05.wait",), r"\btcgen05\.wait"),
    "tcgen05.fence": (("nvvm.tcgen05.fence",), r"\btcgen05\.fence"),
    "cp.async.bulk.commit_group": (("nvvm.cp.async.bulk.commit.group",), r"\bcp\.async\.bulk\.commit_group"),
    "cp.async.bulk.wait_group": (("nvvm.cp.async.bulk.wait_group",), r"\bcp\.async\.bulk\.wait_group"),
    "barrier.cluster": (("nvvm.cluster.arrive", "nvvm.cluster.arrive.relaxed", "nvvm.cluster.wait"),
                        r"\bbarrier\.cluster\.(arrive|wait)"),
}
_BY_NAME = {name: kind for kind, (names, _) in KINDS.items() for name in names}
# an op's line: its results, its name (generic: quoted), then its operands and the rest
_OP = re.compile(r'^(?P<indent>\s*)(?:(?P<results>%[\w#:, %]+?)\s*=\s*)?"?(?P<name>[a-z_]\w*\.[\w.]+)"?(?:[\s(<{]|$)')
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


@dataclass(frozen=True)
class SyncOp:
    line: int  # 1-based
    column: int  # 1-based, where the op (or its results) begins
    kind: str
    spelling: str  # the op's name, or for inline PTX / an intrinsic its instruction


def _asm_kind(text: str) -> tuple[str, str] | None:
    for kind, (_, pattern) in KINDS.items():
        m = re.search(pattern, text)
        if m:
            return kind, re.search(r"[\w.:]*" + re.escape(m.group(0)) + r"[\w.:]*", text).group(0)
    return None


def sync_ops(text: str) -> list[SyncOp]:
    """Every sync op of the module text, in order."""
    found = []
    for i, line in enumerate(text.splitlines()):
        m = _OP.match(line)
        if m is None:
            continue
        name = m.group("name")
        column = len(m.group("indent")) + 1
        if name in _BY_NAME:
            found.append(SyncOp(i + 1, column, _BY_NAME[name], name))
        elif name in ("llvm.inline_asm", "llvm.call_intrinsic"):
            strings = _STRING.findall(line[m.end("name"):])
            hit = _asm_kind(strings[0]) if strings else None
            if hit:
                found.append(SyncOp(i + 1, column, *hit))
    return found


def remove(module, op: SyncOp) -> None:
    """Remove ``op`` from the parsed ``module`` (its ops located at the lines of the text ``sync_ops`` read). An
    op with a used value (an inline-PTX arrive's state, which jax drops) leaves a constant in its place."""
    from xdsl.dialects.arith import ConstantOp
    from xdsl.dialects.builtin import IntegerAttr, IntegerType

    found = [o for o in module.walk() if isinstance(o.location, FileLineColLoc) and o.location.line.data == op.line
             and o.location.column.data == op.column]
    if len(found) != 1:
        raise ValueError(f"{op.line}:{op.column}: {len(found)} ops there, not the sync op {op.spelling}")
    target = found[0]
    for result in target.results:
        if result.first_use is not None:
            value = 1 if result.type == IntegerType(1) else 0
            constant = ConstantOp(IntegerAttr(value, result.type))
            target.parent_block().insert_op_before(constant, target)
            result.replace_by(constant.result)
    target.detach()
    target.erase()
