"""TMEM: ``tmem_alloc`` / ``tmem_relinquish_alloc_permit`` / ``tmem_dealloc``, ``slice_tmem``,
``tmem_layout_cast``, ``async_store_tmem`` and ``async_load_tmem`` (docs/design/jax_mosaic_gpu.md §2).

A TMEM ref is its 32-bit address (lane in bits 31:16, column in 15:0), kept as jax does: an
``unrealized_conversion_cast`` between ``i32`` and the ``memref<…, #mosaic_gpu.tmem>``. Warp 0
allocates (writing the address to the SMEM slot), a block barrier follows, every thread loads it.

Register ↔ TMEM transfers of the TCGEN05 register layout with the default TMEM layout (row r in
TMEM lane r, one 32-bit column per element) use ``tcgen05.{st,ld}.sync.aligned.16x256b.x8.b32``:
one instruction per (16-lane half h of the warp's 32-lane strip, 64-column chunk), the address
``base + (16 h << 16) + 64 chunk``; its 32 registers are, for j = 0..7, the two elements of register
``(8 chunk + j) * 4 + 2 h`` and then of register ``… + 1`` (docs/design/payload_semantics.md §3 A8/A9). A store
is followed by nothing (the kernel's ``tcgen05.wait::st``); a load by nothing either
(``tcgen05.wait::ld`` guards overwriting only).

16-bit elements (bf16, f16; jax's ``_store_32xcols`` / ``_load_32xcols`` with ``reg_packing`` 2):
each ``vector<2xT>`` register is one 32-bit word (``llvm.bitcast``, element 0 in the low half).
The TCGEN05 layout uses ``16x128b.x<min(N/8, 16)>`` per 16-lane half h with the registers
``4 c + 2 h``, ``4 c + 2 h + 1`` of each 8-column group c; the TMEM-native layout (vector 2) uses
``32x32b.x<min(N/2, 32)>``.  With the packed TMEM layout ``tmem_default_layout(2)`` a register is one
cell (columns advance by half the logical columns); with the unpacked ``tmem_default_layout(1)`` the
store is ``.unpack::16b`` and the load ``.pack::16b`` (each half in its own cell).
"""

from __future__ import annotations

from xdsl.dialects import arith, llvm, vector
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    BoolAttr,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StridedLayoutAttr,
    VectorType,
    i32,
    i64,
)
from xdsl.dialects.memref import SubviewOp
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.ops import (
    AsyncLoadTmemOp,
    AsyncStoreTmemOp,
    SliceTmemOp,
    TmemAllocOp,
    TmemDeallocOp,
    TmemLayoutCastOp,
    TmemRelinquishAllocPermitOp,
)
from mgpu.dialect.mosaic_gpu.attributes import TMEMLoadReduction
from mgpu.dialect.mosaic_gpu.tmem_ops import AsyncLoadTmemReduceOp, SliceTmemAliasOp
from mgpu.dialect.typeinfo import bool_value, is_smem, is_tmem
from mgpu.passes.lowering.smem_subview import check_smem_subview, check_static_unit_strides
from mgpu.passes.lowering.state import KEEP, Frag, LoweringState, fail, rule
from mgpu.passes.typeinfo import element_bits

TCGEN05 = L.TiledLayout(L.Tiling(((128, 8), (32, 8), (8, 8), (2,))), (-7,), (-3, -2), -1)


def _warp0(s: LoweringState) -> SSAValue:
    return s.b.cmpi("eq", s.warp(), 0)


def tmem_address(s: LoweringState, ref: SSAValue) -> SSAValue:
    return s.b.cast(ref, i32)


def _transposed(ty: MemRefType) -> bool:
    """jax's utils.is_memref_transposed: a stride larger than the one before it (a dynamic one is not known)."""
    layout = ty.layout
    strides = [getattr(x, "data", None) for x in layout.strides.data] if isinstance(layout, StridedLayoutAttr) else []
    known = [x for x in strides if isinstance(x, int)]
    return len(known) == len(strides) and any(b > a for a, b in zip(known, known[1:]))


@rule(SubviewOp, warp_semantics=True)
def subview(s: LoweringState, op: SubviewOp) -> list[SSAValue]:
    """A slice of a TMEM ref: whole rows, columns from a logical column index, as jax's
    ``TMEMRef.slice`` (tcgen05.py:1174 at jax-v0.10.2, called by dialect_lowering.py:1880): the
    address moved by the index scaled to 32-bit columns (``tmem_columns`` of the layout's base tile
    over its logical columns); its layout is the source's. SMEM and GMEM slices are kept as they are
    (their users compute addresses through them: ``refs.ref_view``), once jax's checks of them passed."""
    b = s.b
    src = op.source
    ty = src.type
    assert isinstance(ty, MemRefType)
    check_static_unit_strides(op)
    if not s.jax.subviews_transposed_refs and _transposed(ty):
        raise fail(op, diag.SUBVIEW_TRANSPOSED)
    if not is_tmem(ty):
        if is_smem(ty):
            check_smem_subview(op)
        return KEEP
    sizes = [int(x) for x in op.static_sizes.get_values()]
    [layout] = s.layouts(op, "in_tmem_layouts")
    assert isinstance(layout, L.TiledLayout)
    dynamic = iter(op.offsets)
    offsets: list[int | SSAValue] = [next(dynamic) if int(x) == DYNAMIC_INDEX else int(x)
                                     for x in op.static_offsets.get_values()]
    shape = tuple(ty.get_shape())
    address = tmem_address(s, src)
    if offsets == [0] * len(offsets) and tuple(sizes) == shape:  # the whole ref
        return [b.cast(address, op.result.type)]
    if offsets[0] != 0 or sizes[0] != shape[0]:
        raise diag.TMEM_SLICE_ROWS(rows=shape[0])
    tile = layout.base_tile_shape
    if shape[0] != tile[0]:
        raise diag.TMEM_SLICE_ROW_TILES(rows=shape[0], layout=layout.text())
    col = offsets[1]
    if isinstance(col, int):
        if col % tile[1]:
            raise diag.TMEM_SLICE_COLUMN(col=col, tile=tile[1])
        col = b.const(col, i32)
    elif not isinstance(col.type, IntegerType):
        col = b.index_cast(col, i32)
    physical, logical = L.tmem_columns(layout, (tile[0], tile[1])), tile[1]
    if physical % logical == 0 and physical != logical:
        col = b.arith(arith.MuliOp, col, physical // logical)
    elif physical % logical:
        col = b.arith(arith.DivUIOp, b.arith(arith.MuliOp, col, physical), logical)
    return [b.cast(b.arith(arith.AddiOp, address, col), op.result.type)]


def _ncols(ty: MemRefType, packing: int = 1) -> int:
    cols = ty.get_shape()[1] // packing
    n = 32
    while n < cols:
        n *= 2
    if n > 512:
        raise NotImplementedError(f"TMEM allocation of {cols} columns (at most 512)")
    return n


def cta_group(collective: BoolAttr | None) -> str:
    """The ``group`` property of the nvvm tcgen05 op of a mosaic_gpu op (its ``collective``)."""
    return "#nvvm.cta_group<cta_2>" if bool_value(collective) else "#nvvm.cta_group<cta_1>"


@rule(TmemAllocOp)
def tmem_alloc(s: LoweringState, op: TmemAllocOp) -> list[SSAValue]:
    b = s.b
    ty = op.result.type
    assert isinstance(ty, MemRefType)
    packing = op.packing.value.data
    slot = op.smem_ptr
    then = s.b.scf_if(_warp0(s))
    ptr = then.inttoptr(s.memref_address(slot, then), then.t("!llvm.ptr<3>"))
    then.op("nvvm.tcgen05.alloc", [ptr, then.const(_ncols(ty, packing), i32)],
            props={"group": b.a(cta_group(op.collective))})
    b.op("gpu.barrier")
    addr = b.v("memref.load", [slot], i32)
    # As jax, the cast carries the packing: tmem_dealloc frees the same number of columns.
    return [b.cast(addr, ty, attrs={"packing": IntegerAttr(packing, i32)})]


@rule(TmemRelinquishAllocPermitOp)
def tmem_relinquish(s: LoweringState, op: TmemRelinquishAllocPermitOp) -> list[SSAValue]:
    then = s.b.scf_if(_warp0(s))
    then.op("nvvm.tcgen05.relinquish_alloc_permit", props={"group": s.b.a(cta_group(op.collective))})
    return []


@rule(TmemDeallocOp)
def tmem_dealloc(s: LoweringState, op: TmemDeallocOp) -> list[SSAValue]:
    b = s.b
    ref = op.tmem_ref
    ty = ref.type
    assert isinstance(ty, MemRefType)
    addr = tmem_address(s, ref)
    packing = 1
    owner = ref.owner
    if isinstance(owner, Operation) and owner.name == "builtin.unrealized_conversion_cast":
        attr = owner.attributes.get("packing")
        if isinstance(attr, IntegerAttr):
            packing = attr.value.data
    then = s.b.scf_if(_warp0(s))
    p = then.inttoptr(addr, then.t("!llvm.ptr<6>"))
    # (jaxlib 0.10.2's tmem_dealloc has no ``collective``: always one CTA's)
    then.op("nvvm.tcgen05.dealloc", [p, then.const(_ncols(ty, packing), i32)], props={"group": b.a(cta_group(None))})
    return []


@rule(SliceTmemOp, SliceTmemAliasOp, warp_semantics=True)
def slice_tmem(s: LoweringState, op: SliceTmemOp | SliceTmemAliasOp) -> list[SSAValue]:
    """The TMEM address plus the offset (an ``alias_id`` matters to inference only)."""
    b = s.b
    src_ty, dst_ty = op.source.type, op.result.type
    assert isinstance(src_ty, MemRefType) and isinstance(dst_ty, MemRefType)
    addr = b.arith(arith.AddiOp, tmem_address(s, op.source), op.offset.value.data)
    return [b.cast(addr, dst_ty)]


@rule(TmemLayoutCastOp, warp_semantics=True)
def tmem_layout_cast(s: LoweringState, op: TmemLayoutCastOp) -> list[SSAValue]:
    """TMEM is not relaid out: the ref itself (in warp semantics too, as jax 0.12 registers its rule,
    dialect_lowering.py:1338 at jax-v0.12.0.1)."""
    return [op.ref]


def _check(s: LoweringState, op: Operation, reg: L.RegisterLayout, ty: MemRefType) -> tuple[str, int, int, int]:
    """(shape, columns, TMEM packing, element bits) for the supported (register, TMEM) layout pairs
    (jax's ``TMEMRef.store`` / ``load``: the TCGEN05 and TMEM-native register layouts with the
    default TMEM layout, 32-bit or 16-bit elements; 16-bit ones packed two per cell or unpacked)."""
    tmem = s.layouts(op, "in_tmem_layouts")[0]
    m, n = ty.get_shape()
    bits = element_bits(ty.element_type)
    packing = tmem.vector_length if isinstance(tmem, L.TiledLayout) else 0
    if m == 128 and packing in (1, 32 // bits) and tmem == TMEM_DEFAULT_P.get(packing):
        if bits == 32:
            if reg == TCGEN05 and n % 8 == 0:
                return "16x256b", n, 1, 32
            if reg in (L.tmem_native_layout(1), L.tmem_native_layout(2)) and n % 2 == 0:
                return "32x32b", n, 1, 32
        elif bits == 16:
            if reg == TCGEN05 and n % 8 == 0:
                return "16x128b", n, packing, 16
            if reg == L.tmem_native_layout(2) and n % 2 == 0 and (n // 2).bit_count() == 1:
                return "32x32b", n, packing, 16
    if m == 64 and n % 16 == 0 and bits in (16, 32) and packing in (1, 32 // bits) \
            and reg == L.fa_m64_collective_layout(n) and tmem == L.tmem_m64_collective_layout(n, packing):
        # a CTA's 64 rows of a pair's M = 128 (Layout B): TCGEN05's transfer of the 128 x n / 2 cells
        return ("16x256b" if bits == 32 else "16x128b"), n // 2, packing, bits
    if reg == tmem and packing * bits == 32:
        # the register layout is the TMEM layout (jax: ``_store_32xcols_native`` / ``_load_32xcols_native``):
        # thread t of warp w holds the cells of lane 32 w + t, one 32-bit word a column, register k in
        # column k (a warp-replicated layout: each warp's lanes hold every row group, one register each;
        # tcgen05.py:1252 at jax-v0.10.2)
        cols = L.num_registers(reg, (m, n)) * packing
        if packing == 1 or (cols // packing).bit_count() == 1:
            return "32x32b", cols, packing, bits
    raise diag.TMEM_TRANSFER_LAYOUT(ty=ty, reg=reg.text(), tmem=tmem.text(), tcgen05=TCGEN05.text())


TMEM_DEFAULT_P = {p: L.tmem_default_layout(p) for p in (1, 2)}
BASE = {"32x32b": 1, "16x128b": 2, "16x256b": 4}
"""32-bit registers per thread of a .x1 tcgen05.ld/st (docs/design/sm_semantics.md §5.4)."""


def _native_chunks(n: int, vec: int):
    """(column, [(register, slot)]) of each 32x32b.x<num> instruction: thread t holds row t, and
    register r of the native layout holds columns vec r .. vec r + vec - 1."""
    num = 1
    while num * 2 <= min(n, 128) and n % (num * 2) == 0:
        num *= 2
    for c0 in range(0, n, num):
        yield c0, [((c0 + j) // vec, (c0 + j) % vec) for j in range(num)]


def _tiled_register(layout: L.TiledLayout, cols: int):
    """``reg(q, c)``: the register of rows 8 q .. 8 q + 7 of a warp's 32 lanes and of the 8-column
    group c, in a TCGEN05-shaped transfer (jax: ``registers.T.reshape(4, -1)`` for TCGEN05,
    ``registers.reshape(4, -1)`` for the M = 64 collective layout, tcgen05.py ``TMEMRef.store``)."""
    if layout == TCGEN05:
        return lambda q, c: 4 * c + q
    return lambda q, c: q * (cols // 8) + c


def _transfer_16(cols: int, regs_per_instr: int):
    """(lane half h, first 8-column group, groups) of each instruction of a 16-lane transfer of
    ``cols`` logical columns, as jax's ``_transfer_32xcols`` issues them (atom 16 x 8): per half,
    .x<num> of the largest power of two groups that fits 32 registers, halved to what remains."""
    total = cols // 8
    top = min(1 << (total.bit_length() - 1), 32 // regs_per_instr)
    for h in range(2):
        done, num = 0, top
        while done < total:
            while num > total - done:
                num //= 2
            yield h, done, num
            done += num


def _tcgen05_words(cols: int, layout: L.TiledLayout):
    """(lane half h, first group, [(register, slot)]) of each 16x256b instruction of a 32-bit
    TCGEN05-shaped transfer: per 8-column group c, the two elements of ``reg(2 h, c)`` then of
    ``reg(2 h + 1, c)`` (rows 8 apart; docs/design/payload_semantics.md §3 A8)."""
    reg = _tiled_register(layout, cols)
    for h, c0, num in _transfer_16(cols, 4):
        yield h, c0, [(reg(2 * h + r, c), slot) for c in range(c0, c0 + num) for r in range(2) for slot in range(2)]


WHOLE = -1
"""The slot of a 16-bit transfer's items: the whole ``vector<2xT>`` register is one 32-bit word."""


def _instructions_packed(shape: str, n: int, packing: int, vec: int, layout: L.TiledLayout):
    """(TMEM address offset, [(register, WHOLE)]) of each tcgen05.ld/st of a transfer of registers
    that are one 32-bit word each (16-bit pairs, 8-bit quadruples; jax's ``_transfer_32xcols``):
    TCGEN05-shaped (16-bit) uses 16x128b.x<num> per 16-lane half h (``_transfer_16``), registers
    ``reg(2 h + r, c)`` (r = 0, 1: rows 8 apart) of 8-column group c; TMEM-native uses
    32x32b.x<min(n/vec, 32)>, register k = columns vec k .. vec k + vec - 1 of row t.  Columns
    advance by the instruction's logical columns divided by the TMEM packing (16-bit unpacked: two
    cells per register)."""
    if shape == "16x128b":
        reg = _tiled_register(layout, n)
        for h, c0, num in _transfer_16(n, 2):
            yield (16 * h << 16) + c0 * 8 // packing, [(reg(2 * h + r, c), WHOLE) for c in range(c0, c0 + num)
                                                      for r in range(2)]
    else:
        total = n // vec
        num = min(total, 32)
        for step in range(total // num):
            yield step * num * vec // packing, [(k, WHOLE) for k in range(step * num, (step + 1) * num)]


def _extract(s: LoweringState, vec: SSAValue, i: int, et) -> SSAValue:
    return s.b.v(vector.ExtractOp, [vec], et, props={"static_position": DenseArrayBase.from_list(i64, [i])})


def _modifier(bits: int, packing: int, what: str) -> str:
    """``.unpack::16b`` (st) / ``.pack::16b`` (ld) for 16-bit data in unpacked TMEM (one element per
    32-bit cell), as jax's ``tmem_store`` / ``tmem_load``."""
    return f".{what}::16b" if bits == 16 and packing == 1 else ""


@rule(AsyncStoreTmemOp)
def async_store_tmem(s: LoweringState, op: AsyncStoreTmemOp) -> list[SSAValue]:
    b = s.b
    value, ref = op.source, op.destination
    ty = ref.type
    assert isinstance(ty, MemRefType)
    [layout] = s.layouts(op, "in_layouts")
    shape, n, packing, bits = _check(s, op, layout, ty)
    f = s.frag(value, layout)
    base = tmem_address(s, ref)
    elems: dict[tuple[int, int], SSAValue] = {}
    mod = _modifier(bits, packing, "unpack")
    for offset, order in _instructions(shape, n, layout, packing, bits):
        operands = []
        for reg, slot in order:
            if (reg, slot) not in elems:
                if slot == WHOLE:
                    elems[(reg, slot)] = b.v(llvm.BitcastOp, [f.regs[reg]], i32)
                else:
                    elems[(reg, slot)] = _extract(s, f.regs[reg], slot, f.dtype)
            operands.append(elems[(reg, slot)])
        k = len(order)
        asm = (f"tcgen05.st.sync.aligned.{shape}.x{k // BASE[shape]}{mod}.b32 [${k}], {{"
               + ",".join(f"${i}" for i in range(k)) + "};")
        addr = b.arith(arith.AddiOp, base, offset)
        b.inline_asm(asm, ",".join(["r"] * (k + 1)), [*operands, addr])
    return []


def _instructions(shape: str, n: int, layout: L.TiledLayout, packing: int = 1, bits: int = 32):
    """(TMEM address offset, [(register, slot)]) of each tcgen05.ld/st of the transfer."""
    if bits < 32:
        yield from _instructions_packed(shape, n, packing, 32 // bits, layout)
    elif shape == "16x256b":
        for h, c0, order in _tcgen05_words(n, layout):
            yield (16 * h << 16) + 8 * c0, order
    else:
        for c0, order in _native_chunks(n, layout.vector_length):
            yield c0, order


@rule(AsyncLoadTmemOp, AsyncLoadTmemReduceOp)
def async_load_tmem(s: LoweringState, op: AsyncLoadTmemOp | AsyncLoadTmemReduceOp) -> list[SSAValue] | None:
    b = s.b
    ref = op.source
    ty = ref.type
    assert isinstance(ty, MemRefType)
    if isinstance(op, AsyncLoadTmemReduceOp) and op.reduce is not None:
        # jax 0.12.0.1 loads and reduces in one tcgen05.ld.red (dialect_lowering.py:2504)
        raise NotImplementedError(f"not supported: async_load_tmem with reduce = {TMEMLoadReduction(op.reduce.value.data).name} "
                                  f"(tcgen05.ld.red, which mgpu does not emulate)")
    [layout] = s.layouts(op, "out_layouts")
    shape, n, packing, bits = _check(s, op, layout, ty)
    result = op.results[0]
    vty = result.type
    assert isinstance(vty, VectorType)
    et = vty.element_type
    vec = layout.vector_length
    rt = VectorType(et, [vec])
    base = tmem_address(s, ref)
    elems: dict[tuple[int, int], SSAValue] = {}
    mod = _modifier(bits, packing, "pack")
    for offset, order in _instructions(shape, n, layout, packing, bits):
        k = len(order)
        struct = b.t("!llvm.struct<(" + ", ".join(["i32"] * k) + ")>")
        asm = (f"tcgen05.ld.sync.aligned.{shape}.x{k // BASE[shape]}{mod}.b32 {{"
               + ",".join(f"${i}" for i in range(k)) + f"}}, [${k}];")
        addr = b.arith(arith.AddiOp, base, offset)
        res = b.inline_asm(asm, ",".join(["=r"] * k + ["r"]), [addr], struct).results[0]
        for q, key in enumerate(order):
            v = b.extractvalue(res, q, i32)
            if key[1] == WHOLE:
                v = b.v(llvm.BitcastOp, [v], rt)
            elif not isinstance(et, IntegerType):
                v = b.v(llvm.BitcastOp, [v], et)
            elems[key] = v
    regs = []
    if bits < 32:
        regs = [elems[(r, WHOLE)] for r in range(len(elems))]
    else:
        nregs = len(elems) // vec
        undef = b.v(llvm.UndefOp, [], rt)
        for r in range(nregs):
            v = undef
            for slot in range(vec):
                v = b.v(llvm.InsertElementOp, [v, elems[(r, slot)], b.const(slot, i32)], rt)
            regs.append(v)
    s.regs[result] = Frag(layout, tuple(vty.get_shape()), et, regs)
    return None
