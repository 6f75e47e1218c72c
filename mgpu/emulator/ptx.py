"""Inline-PTX (``llvm.inline_asm``) strings -> instruction records (pure Python, no xDSL).

handlers/inline_asm.py dispatches each record on its opcode to the PTX rule of its instruction
family (handlers/registry.PTX_RULES).  Entry point::

    asm = parse_inline_asm(asm_string, constraints)     # cached; raises PtxError
    asm.outputs / asm.inputs                              # Constraint records ($N numbering)
    for ins in asm.instructions:                          # the instructions, in order
        ins.opcode, ins.attrs, ins.operands, ins.predicate
        vals = bind(ins.operands, args)                   # args[N] = value of $N (numpy arrays)

``$N`` numbering follows LLVM: outputs first (``=r`` ...), then inputs; an input whose
constraint is a digit is tied to that output (same register).  In the corpus:
``wgmma`` has ``$0..$63`` outputs, ``$64..$127`` tied inputs, ``$128..$134`` the rest.

Operands are small expression trees: ``Arg(n)`` ($n), ``Imm(v)`` (an integer, a float's bits
``0f3F800000``, or a constant expression such as ``(0xf0 & 0xcc) ^ 0xaa``), ``Local(name)`` (a
block-local register, ``.reg .b32 a, s<3>;`` declaring a, s0, s1, s2; ``_`` a sink),
``Mem(expr)`` (``[x]``), ``Vec(items)`` (``{a, b}``), ``TensorAt(tmap, coords)`` (a TMA's
``[tmap, {c0, c1}]``).

Register-only instructions (:data:`VALUE_OPCODES`: add, prmt, mov, cvt, max, ex2, ...) have their
destination as first operand. Run as a block (handlers/ptx_block.py), they read and write their
registers in order. An ``add``, ``mad.lo``, ``mov`` or ``setp.{eq,ne}`` that writes a block-local
register from immediates and inputs only is folded into the expression that later operands read instead:
``Add(a, b, bits)``, ``Mad(a, b, c, bits)`` (jax 0.12.1's descriptors), ``Pack(parts, bits)`` (``mov.b64 d, {lo, hi}``: lo in the low bits) and
``Cmp(op, a, b)``; that is how an effectful instruction's operands compute (the tcgen05.mma block's
``a_desc`` operand is ``Pack((Add(Arg(1), Imm(K_A), 32), Imm(HI)), 64)``). A ``mapa`` into a
block-local register folds the same way, into ``Mapa(addr, rank)`` (the emulator's cluster address,
which only an address operand, under the mapa's own predicate, may read: jax's
``{ @$0 mapa ...; @$0 mbarrier.arrive.shared::cluster.b64 _, [mapped_addr]; }``, utils.py:1422-1431
at jax-v0.10.2). :func:`evaluate` computes an expression on numpy arrays (wrap-around ints).

Decoded ``attrs`` per opcode (PTX ISA 9.1 section in brackets):

- ``bar.sync`` [§9.7.13.1]: operands (barrier id, thread count).
- ``st.async`` [§9.7.9.12]: ``type`` (b32, u64, ...), ``bits``, ``vec`` (1/2/4), ``nbytes``
  (bytes stored = complete-tx count), ``space``.  Operands: ``Mem(addr)``, value, ``Mem(mbar)``.
- ``red.async`` [§9.7.13.7]: ``op`` (add/min/max/and/or/xor/inc/dec), ``type`` (s32/u32/b32/u64/s64),
  ``signed`` (True only for .s32/.s64), ``bits``, ``nbytes``.
- ``mbarrier.arrive`` / ``.arrive.expect_tx`` / ``.try_wait`` / ``.test_wait`` / ``.expect_tx`` /
  ``.complete_tx`` / ``.init`` / ``.arrive_drop`` [§9.7.13.15]: ``sem``, ``scope``, ``space``,
  ``parity`` (for waits).  ``mbarrier.arrive`` operands: (state, Mem(bar)[, count]); ``count``
  defaults to 1 (attrs ``count_operand`` is the operand index of the count or None).
- ``tcgen05.ld`` / ``tcgen05.st`` [§9.7.16.8.3-4]: ``shape`` (32x32b, 16x64b, 16x128b, 16x256b,
  16x32bx2), ``num``, ``nregs`` (= base x num), ``pack``/``unpack`` (bool).
- ``tcgen05.mma`` [§9.7.16.10]: ``cta_group``, ``kind``, ``sparse`` (``.sp``), ``block_scale`` (bool),
  ``scale_vec`` (1X / 2X / 4X or None).  Operands: Mem(d_tmem), a_desc, b_desc, (with .sp)
  Mem(metadata_tmem), idesc, [Mem(a_scale), Mem(b_scale) with .block_scale,] enable_input_d.
- ``wgmma.mma_async`` [§9.7.15.5]: ``m``, ``n``, ``k``, ``dtype``, ``atype``, ``btype``,
  ``satfinite`` (bool).  Operands: Vec(d), a_desc (or Vec(a) of registers), b_desc, scale_d (a
  predicate expression), then the immediates of the input type (imm_scale_a, imm_scale_b,
  imm_trans_a, imm_trans_b for 16-bit inputs; the scales for tf32 and fp8; none for integers).
- ``cp.async.bulk`` [§9.7.9.25.4]: ``dst_space``, ``src_space``, ``completion``.
  Operands: Mem(dst), Mem(src), size[, Mem(mbar)].
- ``elect.sync`` [§9.7.13.14], ``fence.proxy.async`` and other fences, ``cp.async.bulk.commit_group``
  / ``wait_group`` (``read``, operand N), ``tcgen05.wait`` (``what`` = ld/st), ``tcgen05.commit``,
  ``wgmma.fence`` / ``commit_group`` / ``wait_group``, ``shfl.sync``: modifiers only;
  so are the value instructions, ``ld`` / ``st`` / ``atom`` / ``red``, ``nanosleep`` and
  ``griddepcontrol``: their rules read ``ins.modifiers``; so do ``mma.sync`` (handlers/mma_sync.py),
  ``clusterlaunchcontrol.try_cancel`` / ``.query_cancel`` (handlers/cluster_launch.py) and
  ``multimem.*`` (refused by name: handlers/multimem.py).
- ``cp.async.bulk.tensor`` / ``cp.reduce.async.bulk.tensor`` / ``cp.async.bulk.prefetch.tensor``
  [§9.7.9.25.5.3]: ``rank`` besides the spaces; the tensor map and coordinates are one
  ``TensorAt`` operand (handlers/bulk_copy.py); the barrier of jax's ``.cta_group::2`` form is a
  ``Mapa`` operand.

An instruction whose opcode is not in :data:`OPCODES` (none of the emulator's rules is for it)
raises :class:`PtxError` naming it.
The empty asm string (Mosaic's ``optimization_barrier``) has no instructions: the outputs are the
tied inputs (``asm.is_identity``).
"""
from __future__ import annotations

import ast
import operator
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any, Sequence

import numpy as np

from mgpu.dialect.diagnostics.emulator import ptx as diag
from mgpu.emulator.errors import UnsupportedOp
from mgpu.emulator.memory import CLUSTER_MASK, cluster_address


class PtxError(UnsupportedOp, ValueError):
    """An inline-PTX string the emulator cannot parse or does not support (an UnsupportedOp)."""


# --------------------------------------------------------------------------- operands
@dataclass(frozen=True)
class Arg:
    n: int

    def __str__(self):
        return f"${self.n}"


@dataclass(frozen=True)
class Imm:
    value: int

    def __str__(self):
        return str(self.value)


@dataclass(frozen=True)
class Local:
    name: str

    def __str__(self):
        return self.name


@dataclass(frozen=True)
class Mem:
    addr: Any

    def __str__(self):
        return f"[{self.addr}]"


@dataclass(frozen=True)
class Vec:
    items: tuple

    def __str__(self):
        return "{" + ", ".join(map(str, self.items)) + "}"


@dataclass(frozen=True)
class TensorAt:
    """``[tmap, {c0, c1, ...}]``: a tensor map's address and a box's coordinates, innermost first
    (PTX ISA 9.1, "cp.async.bulk.tensor": the tensorCoords operand)."""
    tmap: Any
    coords: tuple

    def __str__(self):
        return f"[{self.tmap}, {{{', '.join(map(str, self.coords))}}}]"


@dataclass(frozen=True)
class Add:
    a: Any
    b: Any
    bits: int = 32


@dataclass(frozen=True)
class Mad:
    """``mad.lo``: the low ``bits`` of ``a * b + c``."""
    a: Any
    b: Any
    c: Any
    bits: int = 32


@dataclass(frozen=True)
class Pack:
    parts: tuple
    bits: int = 64


@dataclass(frozen=True)
class Cmp:
    op: str
    a: Any
    b: Any


@dataclass(frozen=True)
class Not:
    a: Any


@dataclass(frozen=True)
class Mapa:
    """A block-local register that ``mapa.shared::cluster`` wrote: the shared::cta address ``addr``
    in the CTA of cluster rank ``rank``, as the emulator spells a cluster address (64 bits, memory.py:
    so only a later instruction's address operand may read it, not arithmetic)."""
    addr: Any
    rank: Any


@dataclass(frozen=True)
class Offset:
    """``[$0+16]``: an address plus a byte offset."""
    base: Any
    offset: int


# --------------------------------------------------------------------------- constraints
@dataclass(frozen=True)
class Constraint:
    """One LLVM inline-asm constraint.  ``index`` is the ``$N`` number, ``kind`` the register
    class letter (r: 32-bit, l: 64-bit, f: f32, h: 16-bit, b: predicate, n: immediate, ...),
    ``tied_to`` the output number an input shares a register with (or None)."""
    index: int
    kind: str
    is_output: bool
    tied_to: int | None = None
    early_clobber: bool = False


def parse_constraints(constraints: str) -> tuple[tuple[Constraint, ...], tuple[Constraint, ...]]:
    """Split an LLVM constraint string into (outputs, inputs); clobbers (``~{...}``) are dropped."""
    outs: list[Constraint] = []
    ins_raw: list[str] = []
    if constraints.strip() == "":
        return (), ()
    for part in constraints.split(","):
        c = part.strip()
        if not c or c.startswith("~"):
            continue
        if c.startswith("="):
            ec = c.startswith("=&")
            outs.append(Constraint(len(outs), c[2:] if ec else c[1:], True, None, ec))
        else:
            ins_raw.append(c)
    ins: list[Constraint] = []
    for k, c in enumerate(ins_raw):
        idx = len(outs) + k
        if c.isdigit():
            t = int(c)
            if t >= len(outs):
                raise PtxError(diag.TIED_CONSTRAINT_INVALID.format(c=c))
            ins.append(Constraint(idx, outs[t].kind, False, t))
        else:
            ins.append(Constraint(idx, c, False))
    return tuple(outs), tuple(ins)


# --------------------------------------------------------------------------- instructions
@dataclass(frozen=True)
class Instr:
    """One PTX instruction: ``opcode`` (canonical name, e.g. ``"red.async"``), ``modifiers`` (the
    remaining dotted parts, e.g. ``("relaxed", "cluster", ..., "add", "s32")``), ``attrs``
    (decoded, see the module docstring), ``operands`` (expression trees), ``predicate``
    (``@$0`` -> ``Arg(0)``; ``@!p`` -> ``Not(...)``; None if unpredicated) and ``text`` (the source
    statement)."""
    opcode: str
    modifiers: tuple
    attrs: dict = field(hash=False, compare=False)
    operands: tuple = ()
    predicate: Any = None
    text: str = ""


@dataclass(frozen=True)
class InlineAsm:
    asm: str
    constraints: str
    outputs: tuple
    inputs: tuple
    instructions: tuple

    @property
    def is_identity(self) -> bool:
        """True for an asm with no instructions (e.g. Mosaic's optimization barrier): each output
        equals the input tied to it."""
        return not self.instructions

    @property
    def main(self) -> Instr | None:
        """The single instruction of a one-instruction asm (the common case), else None."""
        return self.instructions[0] if len(self.instructions) == 1 else None

    @cached_property
    def ties(self) -> tuple:
        """(output $N, input $M) for each input tied to an output (they share a register)."""
        return tuple((c.tied_to, c.index) for c in self.inputs if c.tied_to is not None)


OPCODES: set[str] = set()
"""The opcodes the parser knows: those the emulator has a rule for. handlers/registry.py declares
each as it registers its rule (:func:`declare`), so the rules are the one list of them."""
VALUE_OPCODES: set[str] = set()
"""Register-only instructions (their first operand is the destination: add, prmt, mov, cvt, max,
ex2, ...): a block of them runs in order over per-thread registers (handlers/ptx_block.py, one value
rule per opcode)."""
ORDERING_ONLY = ("fence", "membar")
"""Instructions that order nothing the emulator's schedule does not already order (handlers/
ptx_ordering.py): they may accompany an instruction of another kind in one asm string."""
_HELPERS = {"setp", "add", "mad", "mov"}
"""Value instructions folded into an operand expression (Add, Mad, Pack, Cmp) when they write a block-local
register from immediates and inputs only: what an effectful instruction's operands may compute."""
_KNOWN_SPLIT: list[list[str]] = []
"""OPCODES split at their dots, the longest first (split_opcode tries them in this order)."""


def declare(opcodes, *, value: bool = False) -> None:
    """Make the parser know ``opcodes`` (register-only ones if ``value``): called by
    handlers/registry.py for each rule it registers."""
    OPCODES.update(opcodes)
    if value:
        VALUE_OPCODES.update(opcodes)
    _KNOWN_SPLIT[:] = sorted((k.split(".") for k in OPCODES), key=lambda c: (-len(c), c))
    parse_inline_asm.cache_clear()


TCGEN05_SHAPES = {"32x32b": 1, "16x64b": 1, "16x128b": 2, "16x256b": 4, "16x32bx2": 1}
"""tcgen05.ld/st shape -> 32-bit registers per thread for .x1 [PTX91 §9.7.16.8.3, Table 48]."""

_TYPE_RE = re.compile(r"^([bsuf])(8|16|32|64)$")


def split_opcode(op: str, text: str) -> tuple[str, tuple]:
    """(the known opcode, its remaining modifiers) of a dotted instruction name, the longest known
    opcode first: ``mbarrier.arrive.expect_tx.shared::cta.b64`` -> (``mbarrier.arrive.expect_tx``,
    (``shared::cta``, ``b64``)). PtxError naming ``op`` (in the statement ``text``) if none is known."""
    comps = op.split(".")
    for known in _KNOWN_SPLIT:
        k = len(known)
        if len(comps) < k:
            continue
        if comps[:k - 1] != known[:-1]:
            continue
        last = comps[k - 1]
        if last == known[-1]:
            return ".".join(known), tuple(comps[k:])
        if last.startswith(known[-1] + "::"):  # e.g. tcgen05.wait::ld, fence.proxy.async::...
            return ".".join(known), (last[len(known[-1]):],) + tuple(comps[k:])
    raise PtxError(diag.UNSUPPORTED_PTX_INSTRUCTION.format(op=op, strip=text.strip()))


# --------------------------------------------------------------------------- lexing
def _split_top(s: str, sep: str = ",") -> list[str]:
    out, depth, cur = [], 0, []
    for ch in s:
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
        if ch == sep and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur))
    return [x.strip() for x in out]


def _statements(asm: str) -> list[str]:
    s = re.sub(r"//[^\n]*", "", asm)
    s = re.sub(r"/\*.*?\*/", "", s, flags=re.S)
    stmts: list[str] = []
    cur, depth = [], 0
    for ch in s:
        if ch == "{" and depth == 0 and not "".join(cur).strip():
            continue  # scope-block opener
        if ch == "{":
            depth += 1
        elif ch == "}":
            if depth == 0:
                continue  # scope-block closer
            depth -= 1
        if ch == ";" and depth == 0:
            stmts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    rest = "".join(cur).strip()
    if rest:
        raise PtxError(diag.STATEMENT_WITHOUT_SEMICOLON.format(rest=rest))
    return [x for x in stmts if x]


_INT_RE = re.compile(r"^-?(0[xX][0-9a-fA-F]+|\d+)[uU]?$")


def _parse_operand(tok: str, env: dict) -> Any:
    tok = tok.strip()
    if tok.startswith("[") and tok.endswith("]"):
        inner = tok[1:-1].strip()
        parts = _split_top(inner)
        if len(parts) == 2 and parts[1].startswith("{") and parts[1].endswith("}"):
            return TensorAt(_parse_operand(parts[0], env), _parse_operand(parts[1], env).items)
        m = re.match(r"^(.*?)\s*\+\s*(-?(?:0[xX][0-9a-fA-F]+|\d+))$", inner)
        if m:
            return Mem(Offset(_parse_operand(m.group(1), env), int(m.group(2), 0)))
        return Mem(_parse_operand(inner, env))
    if tok.startswith("{") and tok.endswith("}"):
        return Vec(tuple(_parse_operand(t, env) for t in _split_top(tok[1:-1])))
    if tok.startswith("!"):
        return Not(_parse_operand(tok[1:], env))
    if re.fullmatch(r"\$\d+", tok):
        return Arg(int(tok[1:]))
    if _INT_RE.match(tok):
        return Imm(int(tok.rstrip("uU"), 0))
    if re.fullmatch(r"0[fF][0-9a-fA-F]{8}|0[dD][0-9a-fA-F]{16}", tok):  # a float's bits [PTX91 §4.5.1]
        return Imm(int(tok[2:], 16))
    if re.fullmatch(r"[A-Za-z_%][\w$%]*", tok):
        return env.get(tok, Local(tok))
    if _CONST_EXPR.fullmatch(tok):  # e.g. lop3's immLut written (0xf0 & 0xcc) ^ 0xaa
        try:
            return Imm(_const_value(ast.parse(tok, mode="eval").body, tok))
        except SyntaxError:
            raise PtxError(diag.CANNOT_PARSE_OPERAND.format(tok=tok)) from None
    if "|" in tok:  # elect.sync d|p, ...
        return Vec(tuple(_parse_operand(t, env) for t in tok.split("|")))
    raise PtxError(diag.CANNOT_PARSE_OPERAND.format(tok=tok))


_CONST_EXPR = re.compile(r"[\s0-9a-fA-FxX()&|^~+\-*<>]+")
_CONST_OPS = {ast.BitAnd: operator.and_, ast.BitOr: operator.or_, ast.BitXor: operator.xor,
              ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
              ast.LShift: operator.lshift, ast.RShift: operator.rshift}


def _const_value(node, tok: str) -> int:
    """The value of an integer constant expression [PTX91 §4.6]: literals, ( ), ~, -, & | ^ + - * << >>."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Invert, ast.USub)):
        v = _const_value(node.operand, tok)
        return ~v if isinstance(node.op, ast.Invert) else -v
    if isinstance(node, ast.BinOp) and type(node.op) in _CONST_OPS:
        return _CONST_OPS[type(node.op)](_const_value(node.left, tok), _const_value(node.right, tok))
    raise PtxError(diag.CANNOT_PARSE_OPERAND.format(tok=tok))


# --------------------------------------------------------------------------- decoding
def _int_type(mods) -> tuple[str | None, int | None]:
    for m in reversed(mods):
        mm = _TYPE_RE.match(m)
        if mm:
            return m, int(mm.group(2))
    return None, None


def _decode(opcode: str, mods: tuple, operands: tuple, text: str) -> dict:
    a: dict[str, Any] = {}
    spaces = [m for m in mods if m.startswith("shared") or m.startswith("global")]
    if opcode == "st.async":
        typ, bits = _int_type(mods)
        vec = 4 if "v4" in mods else 2 if "v2" in mods else 1
        if typ is None:
            raise PtxError(diag.ST_ASYNC_NO_TYPE.format(text=text))
        a.update(type=typ, bits=bits, vec=vec, nbytes=bits // 8 * vec, space=spaces[0] if spaces else None,
                 completion="mbarrier::complete_tx::bytes")
    elif opcode == "red.async":
        ops = [m for m in mods if m in ("add", "min", "max", "and", "or", "xor", "inc", "dec")]
        typ, bits = _int_type(mods)
        if not ops or typ is None:
            raise PtxError(diag.RED_ASYNC_NO_TYPE.format(text=text))
        if typ.startswith("f"):
            raise PtxError(diag.RED_ASYNC_FLOAT.format(typ=typ, text=text))
        a.update(op=ops[-1], type=typ, bits=bits, signed=typ.startswith("s"), nbytes=bits // 8,
                 space=spaces[0] if spaces else None, completion="mbarrier::complete_tx::bytes")
    elif opcode.startswith("mbarrier."):
        a.update(sem=next((m for m in mods if m in ("release", "relaxed", "acquire")), None),
                 scope=next((m for m in mods if m in ("cta", "cluster")), "cta"),
                 space=spaces[0] if spaces else None, parity="parity" in mods,
                 no_complete="noComplete" in mods)
        if opcode == "mbarrier.arrive":
            a["count_operand"] = 2 if len(operands) >= 3 else None
    elif opcode in ("tcgen05.ld", "tcgen05.st"):
        shape = next((m for m in mods if m in TCGEN05_SHAPES), None)
        num = next((int(m[1:]) for m in mods if re.fullmatch(r"x\d+", m)), None)
        if shape is None or num is None:
            raise PtxError(diag.TCGEN05_SHAPE_MISSING.format(opcode=opcode, text=text))
        a.update(shape=shape, num=num, nregs=TCGEN05_SHAPES[shape] * num,
                 pack="pack::16b" in mods, unpack="unpack::16b" in mods)
        regs = operands[0] if opcode == "tcgen05.ld" else operands[1]
        if isinstance(regs, Vec) and len(regs.items) != a["nregs"]:
            raise PtxError(diag.TCGEN05_REGISTER_COUNT.format(opcode=opcode, shape=shape, num=num, nregs=a['nregs'],
                                                              n_items=len(regs.items), text=text))
    elif opcode == "tcgen05.mma":
        cg = next((m for m in mods if m.startswith("cta_group::")), "cta_group::1")
        kind = next((m.split("::")[1] for m in mods if m.startswith("kind::")), None)
        a.update(cta_group=int(cg.split("::")[1]), kind=kind, ws="ws" in mods, sparse="sp" in mods,
                 block_scale="block_scale" in mods,
                 scale_vec=next((m.split("::")[1] for m in mods if m.startswith("scale_vec::")), None))
    elif opcode == "wgmma.mma_async":
        shape = next((m for m in mods if re.fullmatch(r"m\d+n\d+k\d+", m)), None)
        if shape is None:
            raise PtxError(diag.WGMMA_NO_SHAPE.format(text=text))
        m_, n_, k_ = map(int, re.findall(r"\d+", shape))
        types = [x for x in mods if x in ("f32", "f16", "bf16", "e4m3", "e5m2", "s32", "s8", "u8", "tf32", "b1")]
        if len(types) != 3:
            raise PtxError(diag.WGMMA_NO_TYPES.format(text=text))
        a.update(m=m_, n=n_, k=k_, dtype=types[0], atype=types[1], btype=types[2], satfinite="satfinite" in mods)
    elif opcode in ("cp.async.bulk", "cp.reduce.async.bulk", "cp.async.bulk.tensor", "cp.reduce.async.bulk.tensor",
                    "cp.async.bulk.prefetch.tensor"):
        a.update(dst_space=spaces[0] if spaces else None, src_space=spaces[1] if len(spaces) > 1 else None,
                 completion=next((m for m in mods if m.startswith("mbarrier::") or m == "bulk_group"), None))
        if "tensor" in opcode:
            dim = next((int(m[:-1]) for m in mods if re.fullmatch(r"\d+d", m)), None)
            a["rank"] = dim
        if opcode.startswith("cp.reduce"):
            a["op"] = next((m for m in mods if m in ("add", "min", "max", "and", "or", "xor", "inc", "dec")), None)
    elif opcode == "cp.async.bulk.wait_group":
        a["read"] = "read" in mods
    elif opcode == "tcgen05.wait":
        a["what"] = next((m[2:] for m in mods if m.startswith("::")), None)
    elif opcode == "shfl.sync":
        a["mode"] = next((m for m in mods if m in ("idx", "up", "down", "bfly")), None)
    return a


# --------------------------------------------------------------------------- parser
def _unwrap_predicate(stmt: str, env: dict):
    m = re.match(r"^@(!?)([\w$%]+)\s+(.*)$", stmt, flags=re.S)
    if not m:
        return None, stmt
    p = _parse_operand(m.group(2), env)
    return (Not(p) if m.group(1) else p), m.group(3)


@lru_cache(maxsize=None)
def parse_inline_asm(asm: str, constraints: str = "") -> InlineAsm:
    """Parse one ``llvm.inline_asm`` (its ``asm_string`` and ``constraints`` attributes, as
    decoded strings: real newlines, not MLIR ``\\0A`` escapes; see :func:`mlir_unescape`).

    Raises :class:`PtxError` for an unsupported instruction (naming it) or a malformed string.
    The result is cached, so calling this per op execution is cheap."""
    outs, ins = parse_constraints(constraints)
    nargs = len(outs) + len(ins)
    env: dict[str, Any] = {}  # block-local register -> the expression folded into it
    local_regs: set[str] = set()
    written: set[str] = set()  # block-local registers an instruction has written
    mapped: dict[str, Any] = {}  # block-local register a mapa wrote -> that mapa's predicate
    instrs: list[Instr] = []
    for stmt in _statements(asm):
        if stmt.startswith(".reg"):
            local_regs.update(_declared(stmt))
            continue
        pred, rest = _unwrap_predicate(stmt, env)
        m = re.match(r"^([A-Za-z_][\w.:]*)\s*(.*)$", rest, flags=re.S)
        if not m:
            raise PtxError(diag.CANNOT_PARSE_STATEMENT.format(stmt=stmt))
        opcode, mods = split_opcode(m.group(1), stmt)
        toks = _split_top(m.group(2)) if m.group(2).strip() else []
        _check_mapped_reads(opcode, toks, pred, mapped, stmt)
        if opcode == "mapa" and len(toks) == 3 and toks[0].strip() in local_regs:
            srcs = tuple(_parse_operand(t, env) for t in toks[1:])
            if _locals_in(srcs) or any(n < len(outs) for n in args_in(srcs)):
                raise PtxError(diag.MAPA_OF_BLOCK_REGISTER.format(stmt=stmt))
            env[toks[0].strip()] = Mapa(*srcs)
            mapped[toks[0].strip()] = pred
            continue
        if opcode in VALUE_OPCODES:
            if not toks:
                raise PtxError(diag.WITHOUT_DESTINATION.format(opcode=opcode, stmt=stmt))
            dst, srcs = _parse_operand(toks[0], {}), tuple(_parse_operand(t, env) for t in toks[1:])
            if not _is_destination(dst, len(outs)):
                raise PtxError(diag.CANNOT_WRITE_OPERAND.format(opcode=opcode, dst=dst, stmt=stmt))
            folded = _fold(opcode, mods, dst, srcs, pred, local_regs, len(outs))
            if folded is not None:
                env[dst.name] = folded
                continue
            _check_reads(srcs + ((pred,) if pred is not None else ()), written, stmt)
            for name in _locals_in((dst,)):
                env.pop(name, None)
                written.add(name)
            operands = (dst,) + srcs
        else:
            operands = tuple(_parse_operand(t, env) for t in toks)
            written.update(o.name for o in operands[:1] if isinstance(o, Local))
        for o in args_in(operands + ((pred,) if pred is not None else ())):
            if o >= nargs:
                raise PtxError(diag.OPERAND_NO_CONSTRAINT.format(o=o, nargs=nargs, stmt=stmt))
        instrs.append(Instr(opcode, mods, _decode(opcode, mods, operands, stmt), operands, pred, stmt))
    return InlineAsm(asm, constraints, outs, ins, tuple(instrs))


def _check_mapped_reads(opcode: str, toks: list, pred, mapped: dict, stmt: str) -> None:
    """A register a mapa wrote (:class:`Mapa`) is read as an address, under the mapa's predicate:
    where the mapa did not run, the register holds nothing the emulator could give."""
    text = " ".join(toks[1:] if opcode in VALUE_OPCODES or opcode == "mapa" else toks)
    for name, guard in mapped.items():
        if not re.search(rf"(?<![\w$%]){re.escape(name)}(?![\w$%])", text):
            continue
        if opcode in VALUE_OPCODES or opcode == "mapa":
            raise PtxError(diag.CLUSTER_ADDRESS_ARITHMETIC.format(opcode=opcode, name=name, stmt=stmt))
        if pred != guard:
            raise PtxError(diag.MAPA_PREDICATE_MISMATCH.format(name=name, guard=guard or 'true', pred=pred or 'true',
                                                               stmt=stmt))


def _declared(stmt: str) -> list[str]:
    """The registers a ``.reg`` statement declares: ``.reg .b32 a, b;`` -> a, b; ``.reg .b16 p<3>;``
    -> p0, p1, p2 (a parameterized name, PTX91 §5.2.3)."""
    names = []
    for name in _split_top(re.sub(r"^\.reg\s+(\.\w+\s+)+", "", stmt)):
        m = re.fullmatch(r"(.*?)<(\d+)>", name.strip())
        names += [f"{m.group(1)}{k}" for k in range(int(m.group(2)))] if m else [name.strip()]
    return names


def _fold(opcode: str, mods: tuple, dst, srcs: tuple, pred, local_regs: set, n_outs: int):
    """The expression an add/mov/setp computes into a block-local register, when its sources are
    immediates, inputs and other folded expressions (values no later instruction can change), else
    None (the instruction then runs in its block)."""
    if opcode not in _HELPERS or pred is not None or not isinstance(dst, Local) or dst.name not in local_regs:
        return None
    if _locals_in(srcs) or any(n < n_outs for n in args_in(srcs)):
        return None
    typ, bits = _int_type(mods)
    if opcode == "add" and len(srcs) == 2 and typ is not None:
        return Add(srcs[0], srcs[1], bits)
    if opcode == "mad" and len(srcs) == 3 and mods[:1] == ("lo",) and len(mods) == 2 and typ is not None:
        return Mad(srcs[0], srcs[1], srcs[2], bits)  # (jax 0.12.1's tcgen05.mma descriptors, tcgen05.py:895)
    if opcode == "mov" and len(srcs) == 1:
        return Pack(srcs[0].items, bits or 64) if isinstance(srcs[0], Vec) else srcs[0]
    if opcode == "setp" and len(srcs) == 2 and mods[0] in ("eq", "ne") and typ is not None:
        return Cmp(mods[0], srcs[0], srcs[1])  # (eq/ne: the same for signed and unsigned types)
    return None


def _is_destination(dst, n_outs: int) -> bool:
    """A register an instruction may write: a local, an output ``$N``, or a vector of those."""
    if isinstance(dst, Vec):
        return all(_is_destination(d, n_outs) for d in dst.items)
    return isinstance(dst, Local) or isinstance(dst, Arg) and dst.n < n_outs


def _check_reads(operands, written: set, stmt: str) -> None:
    for name in _locals_in(operands):
        if name.startswith("%"):
            raise PtxError(diag.SPECIAL_REGISTER_UNEMULATED.format(name=name, stmt=stmt))
        if name not in written:
            raise PtxError(diag.REGISTER_READ_BEFORE.format(name=name, stmt=stmt))


def _locals_in(ops) -> list[str]:
    out = []
    for o in ops:
        if isinstance(o, Local):
            out.append(o.name)
        elif isinstance(o, Vec):
            out += _locals_in(o.items)
        elif isinstance(o, Not):
            out += _locals_in((o.a,))
    return out


def args_in(ops) -> list[int]:
    """The ``$N`` the operand expressions ``ops`` read (a tensor copy's tensor map and coordinates: none)."""
    out = []
    for o in ops:
        if isinstance(o, Arg):
            out.append(o.n)
        elif isinstance(o, (Mem, Not)):
            out += args_in((o.addr if isinstance(o, Mem) else o.a,))
        elif isinstance(o, Offset):
            out += args_in((o.base,))
        elif isinstance(o, (Vec, Pack)):
            out += args_in(o.items if isinstance(o, Vec) else o.parts)
        elif isinstance(o, (Add, Cmp)):
            out += args_in((o.a, o.b))
        elif isinstance(o, Mad):
            out += args_in((o.a, o.b, o.c))
        elif isinstance(o, Mapa):
            out += args_in((o.addr, o.rank))
    return out


# --------------------------------------------------------------------------- evaluation
def evaluate(expr, args: Sequence) -> Any:
    """Value of an operand expression given ``args[N]`` = value of ``$N``.

    Values are ints or numpy integer/bool arrays (one element per thread) and are combined with
    numpy broadcasting.  ``Add(.., bits)`` wraps to ``bits`` (two's complement bit pattern, kept
    unsigned), ``Pack`` concatenates parts from the low bits up (each part ``bits/len(parts)``
    wide) into a uint64, ``Cmp`` gives a bool.  ``Mem(x)`` evaluates to the address ``x``,
    ``Vec`` to a tuple.  ``Local`` raises (it has no value)."""
    if isinstance(expr, Arg):
        return args[expr.n]
    if isinstance(expr, Imm):
        return expr.value
    if isinstance(expr, Mem):
        return evaluate(expr.addr, args)
    if isinstance(expr, Offset):
        return _wrap(_as_int(evaluate(expr.base, args)) + expr.offset, 64)
    if isinstance(expr, Vec):
        return tuple(evaluate(x, args) for x in expr.items)
    if isinstance(expr, TensorAt):
        return evaluate(expr.tmap, args), tuple(evaluate(x, args) for x in expr.coords)
    if isinstance(expr, Add):
        return _wrap(_as_int(evaluate(expr.a, args)) + _as_int(evaluate(expr.b, args)), expr.bits)
    if isinstance(expr, Mad):
        return mad_lo(*(evaluate(x, args) for x in (expr.a, expr.b, expr.c)), expr.bits)
    if isinstance(expr, Pack):
        return pack([evaluate(p, args) for p in expr.parts], expr.bits // len(expr.parts))
    if isinstance(expr, Cmp):
        x, y = _as_int(evaluate(expr.a, args)), _as_int(evaluate(expr.b, args))
        fn = {"ne": np.not_equal, "eq": np.equal, "lt": np.less, "le": np.less_equal,
              "gt": np.greater, "ge": np.greater_equal}.get(expr.op)
        if fn is None:
            raise PtxError(diag.UNSUPPORTED_SETP_COMPARISON.format(op=expr.op))
        r = fn(x, y)
        return bool(r) if np.ndim(r) == 0 else r
    if isinstance(expr, Mapa):
        # (the offset within its CTA: a shared::cta address, or a shared::cluster one, whose rank mapa replaces)
        return cluster_address(_as_int(evaluate(expr.addr, args)) & CLUSTER_MASK, _as_int(evaluate(expr.rank, args)))
    if isinstance(expr, Not):
        v = evaluate(expr.a, args)
        return (not v) if np.ndim(v) == 0 else np.logical_not(v)
    if isinstance(expr, Local):
        if isinstance(args, dict) and expr.name in args:  # a block's registers (handlers/ptx_block.py)
            return args[expr.name]
        raise PtxError(diag.REGISTER_NO_VALUE.format(expr_name=expr.name))
    raise PtxError(diag.CANNOT_EVALUATE.format(expr=expr))


def mad_lo(a, b, c, bits: int):
    """``mad.lo`` (PTX ISA 9.4 §9.7.1.4): the low ``bits`` of ``a * b + c``, the operands taken as their
    ``bits``-bit patterns (signed or unsigned give the same low bits); an int, or a uint64 array."""
    a, b, c = (_wrap(_as_int(v), bits) for v in (a, b, c))
    if not any(isinstance(v, np.ndarray) for v in (a, b, c)):
        return (a * b + c) & ((1 << bits) - 1)
    with np.errstate(over="ignore"):  # (uint64 arithmetic wraps modulo 2^64, a multiple of 2^bits)
        t = np.asarray(a, np.uint64) * np.asarray(b, np.uint64) + np.asarray(c, np.uint64)
    return _wrap(t, bits)


def pack(parts: Sequence, width: int):
    """``{a, b, ...}`` as one value: ``parts[0]`` in the low ``width`` bits, then up (PTX91 §5.4.6,
    vectors as mov operands); a uint64 array, or an int when every part is one."""
    acc = np.uint64(0)
    for k, v in enumerate(parts):
        acc = acc | (np.asarray(_wrap(_as_int(v), width)).astype(np.uint64) << np.uint64(width * k))
    return acc if np.ndim(acc) else int(acc)


def unpack(v, n: int, width: int) -> tuple:
    """The ``n`` ``width``-bit fields of ``v``, the low bits first (the inverse of :func:`pack`)."""
    v = np.asarray(_as_int(v)).astype(np.uint64)
    return tuple((v >> np.uint64(width * k)) & np.uint64((1 << width) - 1) for k in range(n))


def bind(operands: Sequence, args: Sequence) -> list:
    """``[evaluate(o, args) for o in operands]``."""
    return [evaluate(o, args) for o in operands]


def _as_int(v):
    if isinstance(v, (bool, np.bool_)):
        return int(v)
    if isinstance(v, np.ndarray):
        if v.dtype == np.bool_:
            return v.astype(np.int64)
        if v.dtype.kind == "u" and v.dtype.itemsize == 8:
            return v  # keep uint64
        return v.astype(np.int64)
    return int(v)


def _wrap(v, bits: int):
    mask = (1 << bits) - 1
    if isinstance(v, np.ndarray):
        if bits >= 64:
            return v.astype(np.uint64)
        return (v.astype(np.int64) & mask).astype(np.uint64)
    return int(v) & mask


_MLIR_ESC = re.compile(r'\\([0-9A-Fa-f]{2}|\\|"|n|t)')


def mlir_unescape(s: str) -> str:
    """Decode an MLIR string literal body (``\\0A`` -> newline, ``\\"`` -> ``"``, ``\\\\`` -> ``\\``)."""
    def rep(m):
        g = m.group(1)
        return {"\\": "\\", '"': '"', "n": "\n", "t": "\t"}.get(g) or chr(int(g, 16))
    return _MLIR_ESC.sub(rep, s)
