"""MLIR's verifiers of ``memref.subview``, ``memref.expand_shape`` and ``memref.collapse_shape``, which xDSL's
classes lack: the result
type a view must have, computed as MLIR computes it (mlir/lib/Dialect/MemRef/IR/MemRefOps.cpp:
``SubViewOp::verify``, ``SubViewOp::inferResultType``, ``ExpandShapeOp::verify``,
``computeExpandedLayoutMap``, ``CollapseShapeOp::verify``, ``computeCollapsedLayoutMap``; mlir/lib/Interfaces/ViewLikeInterface.cpp: ``verifyOffsetSizeAndStrideOp``,
``verifyInBoundsSlice``; mlir/lib/Dialect/Utils/ReshapeOpsUtils.cpp: ``verifyCollapsedShape``). A wrong view
type read as it is would make the emulator address the wrong elements.

Sizes, offsets and strides here are ints, ``None`` where MLIR has ``?``. A layout that is neither the
identity nor ``strided<...>`` (an affine map, which jax never writes) is not checked."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from xdsl.dialects import memref as _memref
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, NoneAttr, StridedLayoutAttr

from mgpu.dialect.diagnostics import upstream as diag

Size = int | None


def _static(values: Sequence[int]) -> list[Size]:
    return [None if v == DYNAMIC_INDEX else v for v in values]


def _times(a: Size, b: Size) -> Size:
    """MLIR's SaturatedInteger product: ``?`` absorbs."""
    return None if a is None or b is None else a * b


def strides_and_offset(t: MemRefType) -> tuple[list[Size], Size] | None:
    """MLIR's ``getStridesAndOffset``: the identity layout's strides are the suffix products of the shape."""
    if isinstance(t.layout, NoneAttr):
        strides: list[Size] = []
        running: Size = 1
        for size in reversed(_static(t.get_shape())):
            strides.append(running)
            running = _times(running, size)
        return strides[::-1], 0
    if isinstance(t.layout, StridedLayoutAttr):
        return list(t.layout.get_strides()), t.layout.get_offset()
    return None


def _type(shape: Sequence[Size], like: MemRefType, strides: Sequence[Size] | None, offset: Size) -> MemRefType:
    layout = NoneAttr() if strides is None else StridedLayoutAttr(list(strides), offset)
    return MemRefType(like.element_type, [DYNAMIC_INDEX if s is None else s for s in shape], layout,
                      like.memory_space)


# ---- memref.subview ----


def verify_subview(op: _memref.SubviewOp) -> None:
    src, res = op.source.type, op.result.type
    assert isinstance(src, MemRefType) and isinstance(res, MemRefType)  # (the op's definition checks it)
    raw = {"offset": op.static_offsets.get_values(), "size": op.static_sizes.get_values(),
           "stride": op.static_strides.get_values()}
    operands = {"offset": op.offsets, "size": op.sizes, "stride": op.strides}
    for name, values in raw.items():
        dynamic = sum(1 for v in values if v == DYNAMIC_INDEX)
        if len(operands[name]) != dynamic:
            raise diag.VIEW_DYNAMIC_ENTRIES(name=name, count=len(operands[name]), dynamic=dynamic)
    offsets, sizes, strides = (_static(raw[k]) for k in ("offset", "size", "stride"))
    _check_offset_size_and_stride(offsets, sizes, strides, src.get_num_dims())
    if src.memory_space != res.memory_space:
        raise diag.SUBVIEW_MEMORY_SPACE(src=src, res=res)
    base = strides_and_offset(src)
    if base is None or strides_and_offset(res) is None:
        return
    expected = _subview_type(src, base, offsets, sizes, strides)
    _check_rank_reduction(expected, res)
    dropped = _dropped_dims(expected, res, sizes)
    if dropped is None or not _same_offset_and_strides(expected, res, dropped):
        raise diag.SUBVIEW_RESULT_LAYOUT(expected=expected, got=res)
    _check_in_bounds(_static(src.get_shape()), offsets, sizes, strides)


def _check_offset_size_and_stride(offsets: list[Size], sizes: list[Size], strides: list[Size], rank: int) -> None:
    """MLIR's ``verifyOffsetSizeAndStrideOp``."""
    if len(offsets) != len(sizes):
        raise diag.VIEW_RANKS(first="offsets", second="sizes", a=len(offsets), b=len(sizes))
    if len(sizes) != len(strides):
        raise diag.VIEW_RANKS(first="sizes", second="strides", a=len(sizes), b=len(strides))
    for name, values in (("offset", offsets), ("size", sizes), ("stride", strides)):
        if len(values) != rank:
            raise diag.VIEW_COUNT(rank=rank, name=name, count=len(values))
    for name, values in (("offsets", offsets), ("sizes", sizes)):
        for v in values:
            if v is not None and v < 0:
                raise diag.VIEW_NEGATIVE(name=name, value=v)


def _subview_type(src: MemRefType, base: tuple[list[Size], Size], offsets: list[Size], sizes: list[Size],
                  strides: list[Size]) -> MemRefType:
    """MLIR's ``SubViewOp::inferResultType``: offset ``base + sum(offset_i * stride_i)``, strides
    ``stride_i * step_i``."""
    base_strides, offset = base
    for o, s in zip(offsets, base_strides):
        offset = None if offset is None else (None if (term := _times(o, s)) is None else offset + term)
    return _type(sizes, src, [_times(s, step) for s, step in zip(base_strides, strides)], offset)


def _rank_reduction_mask(original: Sequence[Size], reduced: Sequence[Size]) -> set[int] | None:
    """MLIR's ``computeRankReductionMask``: the dimensions of size 1 dropped to get ``reduced``."""
    unused, j = set(), 0
    for i, size in enumerate(original):
        if j < len(reduced) and size == reduced[j]:
            j += 1
            continue
        unused.add(i)
        if size != 1:
            return None
    return unused if j == len(reduced) else None


def _check_rank_reduction(expected: MemRefType, res: MemRefType) -> None:
    """MLIR's ``isRankReducedType`` (shapes and element type)."""
    if expected == res:
        return
    if res.get_num_dims() > expected.get_num_dims():
        raise diag.SUBVIEW_RESULT_RANK(got=res)
    if _rank_reduction_mask(_static(expected.get_shape()), _static(res.get_shape())) is None:
        raise diag.SUBVIEW_RESULT_SIZES(expected=expected, got=res)
    if expected.element_type != res.element_type:
        raise diag.SUBVIEW_RESULT_ELEMENT(expected=expected.element_type, got=res)


def _dropped_dims(expected: MemRefType, res: MemRefType, sizes: list[Size]) -> set[int] | None:
    """MLIR's ``computeMemRefRankReductionMask``: the unit dimensions dropped, told apart by their strides."""
    if expected.get_num_dims() == res.get_num_dims():
        return set()
    dropped = {i for i, s in enumerate(sizes) if s == 1}
    if len(dropped) + res.get_num_dims() == expected.get_num_dims():
        return dropped
    original, candidate = strides_and_offset(expected), strides_and_offset(res)
    assert original is not None and candidate is not None
    unaccounted, kept = Counter(original[0]), Counter(candidate[0])
    for dim in sorted(dropped):
        stride = original[0][dim]
        if unaccounted[stride] > kept[stride]:
            unaccounted[stride] -= 1
        elif unaccounted[stride] == kept[stride]:
            dropped.discard(dim)
        else:
            return None
    return dropped if len(dropped) + res.get_num_dims() == expected.get_num_dims() else None


def _same_offset_and_strides(expected: MemRefType, res: MemRefType, dropped: set[int]) -> bool:
    """MLIR's ``haveCompatibleOffsets`` and ``haveCompatibleStrides``: equal, ``?`` only to ``?``."""
    (e_strides, e_offset), (r_strides, r_offset) = strides_and_offset(expected), strides_and_offset(res)  # type: ignore[misc]
    kept = [s for i, s in enumerate(e_strides) if i not in dropped]
    return e_offset == r_offset and kept == list(r_strides)


def _check_in_bounds(shape: list[Size], offsets: list[Size], sizes: list[Size], strides: list[Size]) -> None:
    """MLIR's ``verifyInBoundsSlice``, on what is static."""
    for dim, (offset, size, stride, extent) in enumerate(zip(offsets, sizes, strides, shape)):
        if extent is None or offset is None:
            continue
        if offset >= extent:
            raise diag.SUBVIEW_OFFSET_OUT_OF_BOUNDS(dim=dim, offset=offset, extent=extent)
        if size is None or stride is None:
            continue
        last = offset + (size - 1) * stride
        if last >= extent:
            raise diag.SUBVIEW_SLICE_OUT_OF_BOUNDS(dim=dim, last=last, extent=extent)


# ---- memref.expand_shape ----


def verify_expand_shape(op: _memref.ExpandShapeOp) -> None:
    src, res = op.src.type, op.result.type
    assert isinstance(src, MemRefType) and isinstance(res, MemRefType)
    if src.get_num_dims() > res.get_num_dims():
        raise diag.EXPAND_SHAPE_RANK(src=src.get_num_dims(), res=res.get_num_dims())
    groups, collapsed, expanded, base = _reshape(op, src, res)
    if base is None:
        return
    if _identity_layout(src):
        expected = _type(expanded, src, None, 0)
    else:
        expected = _type(expanded, src, _expanded_strides(base[0], expanded, groups), base[1])
    if expected != res:
        raise diag.EXPAND_SHAPE_TYPE(expected=expected, got=res)
    static_shape = _static(op.static_output_shape.get_values())
    if len(static_shape) != len(expanded):
        raise diag.EXPAND_SHAPE_STATIC_COUNT(rank=len(expanded), count=len(static_shape))
    dynamic = sum(1 for s in static_shape if s is None)
    if len(op.output_shape) != dynamic:
        raise diag.EXPAND_SHAPE_DYNAMIC_COUNT(dynamic=dynamic, values=len(op.output_shape))
    for pos, (size, given) in enumerate(zip(expanded, static_shape)):
        if size is not None and size != given:
            raise diag.EXPAND_SHAPE_OUTPUT_SHAPE(pos=pos)


def _reshape(op: _memref.ExpandShapeOp | _memref.CollapseShapeOp, collapsed_type: MemRefType,
             expanded_type: MemRefType) -> tuple[list[list[int]], list[Size], list[Size], tuple[list[Size], Size] | None]:
    """A reshape's groups and its collapsed and expanded shapes, checked as ``verifyCollapsedShape`` checks them, and
    its source's strides and offset (None where a layout is not checked)."""
    groups = [[int(i.value.data) for i in group.data] for group in op.reassociation.data]
    collapsed, expanded = _static(collapsed_type.get_shape()), _static(expanded_type.get_shape())
    _check_collapsed_shape(collapsed, expanded, groups)
    base = strides_and_offset(op.src.type)
    return groups, collapsed, expanded, None if strides_and_offset(op.result.type) is None else base


def _identity_layout(t: MemRefType) -> bool:
    """MLIR's ``isIdentity`` of a layout: its affine map is the identity, as ``strided<[1]>`` of a rank-1 memref's is
    (``(d0) -> (d0)``; a strided layout of another rank maps to fewer results than dimensions)."""
    if isinstance(t.layout, NoneAttr):
        return True
    return (isinstance(t.layout, StridedLayoutAttr) and t.get_num_dims() == 1
            and list(t.layout.get_strides()) == [1] and t.layout.get_offset() == 0)


def _check_collapsed_shape(collapsed: list[Size], expanded: list[Size], groups: list[list[int]]) -> None:
    """MLIR's ``verifyCollapsedShape`` (several dynamic dimensions a group allowed, as expand_shape allows)."""
    if len(collapsed) != len(groups):
        raise diag.RESHAPE_GROUP_COUNT(found=len(groups), expected=len(collapsed))
    following = 0
    for dim, group in enumerate(groups):
        dynamic, product = False, 1
        for index in group:
            if index != following:
                raise diag.RESHAPE_NOT_CONTIGUOUS()
            following += 1
            if index >= len(expanded):
                raise diag.RESHAPE_INDEX_OUT_OF_BOUNDS(index=index)
            dynamic |= expanded[index] is None
            product = _times(product, expanded[index])  # type: ignore[assignment]
        if (collapsed[dim] is None) != dynamic:
            raise diag.RESHAPE_DYNAMIC_GROUP(dim=dim)
        if not dynamic and product != collapsed[dim]:
            raise diag.RESHAPE_GROUP_SIZE(size=collapsed[dim], group=product)
    if not collapsed:
        if any(size != 1 for size in expanded):
            raise diag.RESHAPE_RANK_ZERO()
    elif following != len(expanded):
        raise diag.RESHAPE_EXPANDED_RANK(rank=len(expanded), indices=following)


# ---- memref.collapse_shape ----


def verify_collapse_shape(op: _memref.CollapseShapeOp) -> None:
    src, res = op.src.type, op.result.type
    assert isinstance(src, MemRefType) and isinstance(res, MemRefType)
    if src.get_num_dims() < res.get_num_dims():
        raise diag.COLLAPSE_SHAPE_RANK(src=src.get_num_dims(), res=res.get_num_dims())
    groups, collapsed, expanded, base = _reshape(op, res, src)
    if base is None:
        return
    if _identity_layout(src):
        expected = _type(collapsed, src, None, 0)
    else:
        strides = _collapsed_strides(base[0], expanded, groups)
        if strides is None:
            raise diag.COLLAPSE_SHAPE_NOT_CONTIGUOUS()
        expected = _type(collapsed, src, strides, base[1])
    if expected != res:
        raise diag.COLLAPSE_SHAPE_TYPE(expected=expected, got=res)


def _collapsed_strides(strides: list[Size], expanded: list[Size], groups: list[list[int]]) -> list[Size] | None:
    """MLIR's ``computeCollapsedLayoutMap`` as the verifier calls it (not strict): a group's stride is its last
    dimension's that is not of size 1 (``?`` if that dimension is dynamic); None if a group's static strides show
    its dimensions are not contiguous (dimensions of size 1 skipped: their strides mean nothing)."""
    out: list[Size] = []
    for group in groups:
        last = len(group) - 1
        while last > 0 and expanded[group[last]] == 1:
            last -= 1
        out.append(strides[group[last]] if expanded[group[last]] is not None or last == 0 else None)
    for group, stride in zip(groups, out):
        running = stride
        for index in reversed(group[1:]):
            running = _times(running, expanded[index])
            outer = strides[index - 1]
            if expanded[index - 1] == 1:
                continue
            if running is not None and outer is not None and running != outer:
                return None
    return out


def _expanded_strides(strides: list[Size], expanded: list[Size], groups: list[list[int]]) -> list[Size]:
    """MLIR's ``computeExpandedLayoutMap``: each group's innermost dimension keeps the source stride, the
    others step over the sizes inside them."""
    out: list[Size] = []
    for group, stride in zip(reversed(groups), reversed(strides)):
        for index in reversed(group):
            out.append(stride)
            stride = _times(stride, expanded[index])
    out.reverse()
    return out + [1] * (len(expanded) - len(out))
