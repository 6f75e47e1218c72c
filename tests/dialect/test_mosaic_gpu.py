"""The mosaic_gpu dialect: corpus round trips, Python builders, and JAX's exceptions out of ``op.verify()``."""

from __future__ import annotations

import io
import pathlib
import re

import pytest
from xdsl.dialects.builtin import (
    IntegerType,
    MemRefType,
    ModuleOp,
    VectorType,
    bf16,
    f16,
    f32,
    i1,
    i32,
)
from xdsl.ir import Block, Operation, Region
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.diagnostics import MgpuError, MgpuNotImplementedError, MgpuTypeError, MgpuValueError
from mgpu.dialect.mosaic_gpu.attributes import (
    AtomicOpType,
    BarrierType,
    Dimension,
    ReplicatedAttr,
    SwizzleTransformAttr,
    SwizzlingMode,
    TiledLayoutAttr,
    TileTransformAttr,
    TmemAttr,
)
from mgpu.dialect.mosaic_gpu.layout_ops import WithTransformsOp
from mgpu.dialect.mosaic_gpu.tmem_ops import AsyncLoadTmemOp, AsyncStoreTmemOp, TmemAllocOp
from mgpu.dialect.mosaic_gpu.transfer_ops import AsyncStoreSmemOp
from mgpu.dialect.typeinfo import dtype_name, is_smem, is_tmem, py_tuple
from mgpu.dialect.verifier import verify_module

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
WG_GENERIC = sorted(CORPUS.glob("*.wg.wg_*.generic.mlir"))
SMEM = "#gpu.address_space<workgroup>"
BARRIER = f"memref<!mosaic_gpu.barrier, {SMEM}>"


def _print(op: Operation, generic: bool) -> str:
    out = io.StringIO()
    Printer(stream=out, print_generic_format=generic).print_op(op)
    return out.getvalue()


def _ctx():
    return make_context(allow_unregistered=True, jax="0.10.2")  # these are jax 0.10.2's ops and messages


def _norm(line: str) -> str:
    return re.sub(r"%[\w#]+", "%x", line.strip())


_MOSAIC_LINE = re.compile(r'\s*(%\S+ = )?"?mosaic_gpu\.')


def _mosaic_lines(text: str) -> list[str]:
    return sorted(_norm(line) for line in text.splitlines() if _MOSAIC_LINE.match(line))


# --------------------------------------------------------------------------------------------
# The corpus: every mosaic_gpu op jax emitted parses, verifies and prints back identically
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", WG_GENERIC, ids=lambda p: p.name)
def test_corpus_generic_roundtrip(path: pathlib.Path):
    text = path.read_text()
    module = parse_module(text, path.name, _ctx())
    assert verify_module(module) == []
    first = _print(module, generic=True)
    # Every mosaic_gpu line prints exactly as jaxlib printed it (SSA names aside).
    assert _mosaic_lines(first) == _mosaic_lines(text)
    # Generic printing reaches a fixpoint.
    second = _print(parse_module(first, path.name, _ctx()), generic=True)
    third = _print(parse_module(second, path.name, _ctx()), generic=True)
    assert second == third


@pytest.mark.parametrize("path", WG_GENERIC, ids=lambda p: p.name)
def test_corpus_custom_formats_match_jaxlib(path: pathlib.Path):
    """The ops with a jaxlib assembly format print as in jax's pretty files (from the generic file)."""
    pretty_path = path.with_name(path.name.replace(".generic.mlir", ".mlir"))
    module = parse_module(path.read_text(), path.name, _ctx())
    pretty = _print(module, generic=False)
    assert _mosaic_lines(pretty) == _mosaic_lines(pretty_path.read_text())


@pytest.mark.parametrize(
    "path", [p.with_name(p.name.replace(".generic.mlir", ".mlir")) for p in WG_GENERIC], ids=lambda p: p.name
)
def test_corpus_pretty_roundtrip(path: pathlib.Path):
    """jax's pretty files parse, verify and print their mosaic_gpu ops back unchanged."""
    text = path.read_text()
    module = parse_module(text, path.name, _ctx())
    assert verify_module(module) == []
    printed = _print(module, generic=False)
    assert _mosaic_lines(printed) == _mosaic_lines(text)
    assert _print(parse_module(printed, path.name, _ctx()), generic=False) == printed


def test_corpus_uses_every_listed_op():
    names = set()
    for path in WG_GENERIC:
        names |= set(re.findall(r'"(mosaic_gpu\.\w+)"', path.read_text()))
    ctx = _ctx()
    for name in names:
        assert ctx.get_optional_op(name) is not None, name


# --------------------------------------------------------------------------------------------
# Attributes and helpers
# --------------------------------------------------------------------------------------------


def test_attribute_builders_print_like_jaxlib():
    layout = TiledLayoutAttr([[64, 8], [16, 8], [8, 8], [2]], [-7], [-3, -2], -1)
    assert str(layout) == (
        "#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], "
        "lane_dims = [-3, -2], vector_dim = -1>"
    )
    assert layout.tiles == ((64, 8), (16, 8), (8, 8), (2,))
    assert layout.lane_dims_tuple == (-3, -2)
    replicated = TiledLayoutAttr([[128, 4], [32, 1]], [ReplicatedAttr(4)], [-2], -3)
    assert "warp_dims = [#mosaic_gpu.Replicated<times = 4>]" in str(replicated)
    assert str(TileTransformAttr([8, 64])) == "#mosaic_gpu.tile<[8, 64]>"
    swizzle = SwizzleTransformAttr(128)
    assert str(swizzle) == "#mosaic_gpu.swizzle<128 : i32>"
    assert swizzle.mode is SwizzlingMode.k128ByteSwizzle
    assert str(BarrierType()) == "!mosaic_gpu.barrier"
    assert str(BarrierType(True)) == "!mosaic_gpu.barrier<orders_tensor_core = true>"


def test_invalid_swizzle_is_rejected():
    with pytest.raises(VerifyException, match="swizzle must be one of 16"):
        SwizzleTransformAttr(48)


def test_memory_space_helpers():
    module = parse_module(
        f"func.func @f(%a: memref<4xf32, {SMEM}>, %b: memref<4xf32>, %c: memref<4xf32, #mosaic_gpu.tmem>) {{\n"
        "  func.return\n}\n",
        ctx=_ctx(),
    )
    func = module.body.block.first_op
    assert func is not None
    a, b, c = (arg.type for arg in func.body.block.args)  # pyright: ignore[reportAttributeAccessIssue]
    assert is_smem(a) and not is_smem(b) and not is_smem(c)
    assert is_tmem(c) and not is_tmem(a)


def test_is_smem_accepts_an_unregistered_address_space():
    from xdsl.context import Context
    from xdsl.dialects.builtin import Builtin
    from xdsl.dialects.func import Func

    from mgpu.dialect.mosaic_gpu.dialect import MosaicGPU

    ctx = Context(allow_unregistered=True)
    for dialect in (Builtin, Func, MosaicGPU):
        ctx.load_dialect(dialect)
    module = parse_module(f"func.func @f(%a: memref<4xf32, {SMEM}>) {{\n  func.return\n}}\n", ctx=ctx)
    func = module.body.block.first_op
    assert func is not None
    assert is_smem(func.body.block.args[0].type)  # pyright: ignore[reportAttributeAccessIssue]


def test_message_formatting_helpers():
    assert dtype_name(f32) == "float32"
    assert dtype_name(bf16) == "bfloat16"
    assert dtype_name(IntegerType(8)) == "int8"
    assert dtype_name(i1) == "bool"
    assert py_tuple((64, 128)) == "(64, 128)"
    assert py_tuple((2,)) == "(2,)"


# --------------------------------------------------------------------------------------------
# Python builders
# --------------------------------------------------------------------------------------------


def _smem(shape, elt) -> MemRefType:
    from mgpu.dialect.gpu_ext import WORKGROUP

    return MemRefType(elt, shape, memory_space=WORKGROUP)


def _values(*types):
    block = Block(arg_types=types)
    return block, block.args


def _in_module(block: Block, *ops: Operation) -> ModuleOp:
    block.add_ops(ops)
    return ModuleOp(Region(block))


def test_build_async_store_smem():
    block, (v, r, b, i) = _values(
        VectorType(f16, [64, 128]), _smem([64, 128], f16), _smem([], BarrierType()), i32
    )
    op = AsyncStoreSmemOp(v, r, b, Dimension.x, i, optimized=True)
    op.verify()
    text = _print(op, generic=True)
    assert "<{cluster_dim = 0 : i32, optimized = true}>" in text
    atomic = AsyncStoreSmemOp(v, r, b, Dimension.y, i, atomic_type=AtomicOpType.add)
    with pytest.raises(NotImplementedError, match="f16/bf16 not supported for async atomics"):
        atomic.verify()
    del block


def test_build_tmem_ops():
    tmem = MemRefType(f32, [128, 128], memory_space=TmemAttr())
    block, (ptr, value) = _values(_smem([], i32), VectorType(f32, [128, 128]))
    alloc = TmemAllocOp(ptr, tmem)
    store = AsyncStoreTmemOp(value, alloc.result)
    load = AsyncLoadTmemOp(alloc.result)
    module = _in_module(block, alloc, store, load)
    module.verify()
    assert load.result.type == VectorType(f32, [128, 128])
    assert " {collective = " not in _print(alloc, generic=False)


def test_build_with_transforms():
    block, (ref,) = _values(_smem([128, 128], f16))
    op = WithTransformsOp(ref, [TileTransformAttr([8, 64]), SwizzleTransformAttr(128)])
    op.verify()
    assert op.result.type == ref.type


# --------------------------------------------------------------------------------------------
# JAX's exceptions (docs/design/spec.md §3): both a VerifyException and the Python class JAX raises
# --------------------------------------------------------------------------------------------


def _op(body: str, args: str) -> Operation:
    module = parse_module(f"func.func @f({args}) {{\n  {body}\n  func.return\n}}\n", ctx=_ctx())
    func = module.body.block.first_op
    assert func is not None
    op = func.body.block.first_op  # pyright: ignore[reportAttributeAccessIssue]
    assert op is not None
    return op


def _store_smem(value: str, ref: str, barrier: str = BARRIER, props: str = "cluster_dim = 0 : i32") -> Operation:
    return _op(
        f'"mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{{{props}}}> : ({value}, {ref}, {barrier}, i32) -> ()',
        f"%v: {value}, %r: {ref}, %b: {barrier}, %i: i32",
    )


def _store_tmem(value: str, ref: str) -> Operation:
    return _op(f'"mosaic_gpu.async_store_tmem"(%v, %r) : ({value}, {ref}) -> ()', f"%v: {value}, %r: {ref}")


SPEC_ROWS = [
    (
        "scalar",
        lambda: _store_smem("f16", f"memref<64x128xf16, {SMEM}>"),
        NotImplementedError,
        "Scalars are not supported in async_store_smem",
    ),
    (
        "ref_not_smem",
        lambda: _store_smem("vector<64x128xf16>", "memref<64x128xf16>"),
        ValueError,
        "ref must be a SMEM reference, got memref<64x128xf16>",
    ),
    (
        "barrier_not_smem",
        lambda: _store_smem("vector<64x128xf16>", f"memref<64x128xf16, {SMEM}>", "memref<!mosaic_gpu.barrier>"),
        ValueError,
        "barrier must be a SMEM reference, got memref<!mosaic_gpu.barrier>",
    ),
    (
        "shape",
        lambda: _store_smem("vector<64x64xf16>", f"memref<64x128xf16, {SMEM}>"),
        TypeError,
        "The stored value has shape (64, 64), but the target reference has shape (64, 128)",
    ),
    (
        "dtype",
        lambda: _store_smem("vector<64x128xf32>", f"memref<64x128xf16, {SMEM}>"),
        TypeError,
        "The stored value has dtype float32, but the target reference has dtype float16",
    ),
    (
        "barrier_count",
        lambda: _store_smem(
            "vector<64x128xf16>", f"memref<64x128xf16, {SMEM}>", f"memref<2x!mosaic_gpu.barrier, {SMEM}>"
        ),
        TypeError,
        "Expected a single barrier, got a barrier reference with shape (2,)",
    ),
    (
        "atomic_f32",
        lambda: _store_smem(
            "vector<64x128xf32>", f"memref<64x128xf32, {SMEM}>", props="atomic_type = 0 : i32, cluster_dim = 0 : i32"
        ),
        NotImplementedError,
        "f32 not supported for async atomics",
    ),
    (
        "atomic_bf16",
        lambda: _store_smem(
            "vector<64x128xbf16>", f"memref<64x128xbf16, {SMEM}>", props="atomic_type = 1 : i32, cluster_dim = 0 : i32"
        ),
        NotImplementedError,
        "f16/bf16 not supported for async atomics",
    ),
    (
        "atomic_other",
        lambda: _store_smem(
            "vector<64x128xi8>", f"memref<64x128xi8, {SMEM}>", props="atomic_type = 0 : i32, cluster_dim = 0 : i32"
        ),
        NotImplementedError,
        "Unsupported element type for atomic stores: i8",
    ),
    (
        "tmem_not_tmem",
        lambda: _store_tmem("vector<128x128xf32>", f"memref<128x128xf32, {SMEM}>"),
        ValueError,
        "Async store only supports TMEM refs",
    ),
    (
        "tmem_dtype",
        lambda: _store_tmem("vector<128x128xf16>", "memref<128x128xf32, #mosaic_gpu.tmem>"),
        ValueError,
        "Invalid dtype for `swap`. Ref dtype: float32. Value dtype: float16.",
    ),
    (
        "tmem_shape",
        lambda: _store_tmem("vector<128x64xf32>", "memref<128x128xf32, #mosaic_gpu.tmem>"),
        ValueError,
        "Invalid shape for `swap`. Ref shape: (128, 128). Expected shape: (128, 128). "
        "Value shape: (128, 64). Transforms: ().",
    ),
    (
        "load_tmem_not_tmem",
        lambda: _op(
            f'%0 = "mosaic_gpu.async_load_tmem"(%r) : (memref<128x128xf32, {SMEM}>) -> vector<128x128xf32>',
            f"%r: memref<128x128xf32, {SMEM}>",
        ),
        ValueError,
        "Async load only supports TMEM refs",
    ),
    (
        "tmem_alloc_columns",
        lambda: _op(
            f"%0 = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, {SMEM}>) -> memref<128x1024xbf16, #mosaic_gpu.tmem>",
            f"%p: memref<i32, {SMEM}>",
        ),
        ValueError,
        "The number of allocated columns must be less than or equal to 512 but got: 1024",
    ),
]

_MGPU_CLASS = {TypeError: MgpuTypeError, ValueError: MgpuValueError, NotImplementedError: MgpuNotImplementedError}


@pytest.mark.parametrize("build,kind,message", [row[1:] for row in SPEC_ROWS], ids=[row[0] for row in SPEC_ROWS])
def test_spec_rows_raise_jax_exceptions(build, kind, message):
    op = build()
    with pytest.raises(kind) as info:
        op.verify()
    error = info.value
    assert isinstance(error, VerifyException)
    assert isinstance(error, MgpuError)
    assert isinstance(error, _MGPU_CLASS[kind])
    assert error.message == message
    assert error.notes, "every diagnostic carries a note with the fix"


def test_except_typeerror_works_as_with_jax():
    op = _store_smem("vector<64x128xf32>", f"memref<64x128xf16, {SMEM}>")
    try:
        op.verify()
    except TypeError as e:
        assert "dtype float32" in str(e)
    else:  # pragma: no cover
        pytest.fail("no TypeError")


def test_dtype_note_names_the_cast():
    op = _store_smem("vector<64x128xf32>", f"memref<64x128xf16, {SMEM}>")
    with pytest.raises(MgpuTypeError) as info:
        op.verify()
    assert info.value.notes == [
        "cast the value first: `arith.truncf %v : vector<64x128xf32> to vector<64x128xf16>`"
    ]  # the stored value's own name (%v)


def test_verify_module_reports_the_failing_op():
    text = (
        f"func.func @f(%v: vector<64x64xf16>, %r: memref<64x128xf16, {SMEM}>, %b: {BARRIER}, %i: i32) {{\n"
        f'  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{{cluster_dim = 0 : i32}}> : '
        f"(vector<64x64xf16>, memref<64x128xf16, {SMEM}>, {BARRIER}, i32) -> ()\n"
        "  func.return\n}\n"
    )
    diags = verify_module(parse_module(text, "k.mlir", _ctx()))
    assert [str(d) for d in diags][0] == (
        "k.mlir:2:3: error: 'mosaic_gpu.async_store_smem' op The stored value has shape (64, 64), "
        "but the target reference has shape (64, 128)"
    )
    assert diags[1].severity == "note"


def test_valid_ops_verify():
    _store_smem("vector<64x128xf16>", f"memref<64x128xf16, {SMEM}>").verify()
    _store_smem(
        "vector<64x128xi32>", f"memref<64x128xi32, {SMEM}>", props="atomic_type = 0 : i32, cluster_dim = 0 : i32"
    ).verify()
    _store_tmem("vector<128x128xf32>", "memref<128x128xf32, #mosaic_gpu.tmem>").verify()


def test_every_message_formats_and_has_a_fix():
    import string

    from mgpu.dialect import mosaic_gpu
    from mgpu.dialect.diagnostics import lowering as lowering_rows
    from mgpu.dialect.diagnostics import mosaic_gpu as mosaic_gpu_rows

    # The messages of the mosaic_gpu verifiers and the docs/design/spec.md §3 lowering rows.
    sources = pathlib.Path(mosaic_gpu.__file__).parent.glob("*.py")
    names = set(re.findall(r"\bD\.([A-Z][A-Z0-9_]+)\(", "".join(p.read_text() for p in sources)))
    names |= {
        "ASYNC_STORE_SMEM_NOT_TILED_SWIZZLED",
        "TRANSFER_INTEGER_BYTES",
        "TRANSFER_NOT_MULTIPLE_OF_128_BYTES",
        "TRANSFORMS_TILES",
        "TRANSFER_BITS_NOT_DIVISIBLE",
    }
    messages = {n: getattr(mosaic_gpu_rows, n, None) or getattr(lowering_rows, n) for n in names}
    assert "ASYNC_STORE_SMEM_SCALAR" in messages and len(messages) > 50
    for name, message in messages.items():
        fields = {
            f
            for text in (message.text, message.note or "")
            for _, f, _, _ in string.Formatter().parse(text)
            if f
        }
        error = message(**{f: "X" for f in fields})
        assert isinstance(error, VerifyException), name
        assert isinstance(error, message.kind), name
        assert error.notes and all(error.notes), f"{name} has no note with a fix"
