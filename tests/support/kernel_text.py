"""Build small jax-payload-shaped modules (generic form) around a hand-written kernel body."""

from __future__ import annotations


def _buffer(i: int, n: int, elem: str) -> str:
    st = "!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>"
    return f"""
    %hg{i} = "llvm.getelementptr"(%bufs) <{{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: {i}>}}> : (!llvm.ptr) -> !llvm.ptr
    %hp{i} = "llvm.load"(%hg{i}) <{{ordering = 0 : i64}}> : (!llvm.ptr) -> !llvm.ptr
    %hu{i} = "llvm.mlir.undef"() : () -> {st}
    %ha{i} = "llvm.insertvalue"(%hu{i}, %hp{i}) <{{position = array<i64: 0>}}> : ({st}, !llvm.ptr) -> {st}
    %hb{i} = "llvm.insertvalue"(%ha{i}, %hp{i}) <{{position = array<i64: 1>}}> : ({st}, !llvm.ptr) -> {st}
    %hz{i} = "llvm.mlir.constant"() <{{value = 0 : i64}}> : () -> i64
    %hc{i} = "llvm.insertvalue"(%hb{i}, %hz{i}) <{{position = array<i64: 2>}}> : ({st}, i64) -> {st}
    %hn{i} = "llvm.mlir.constant"() <{{value = {n} : i64}}> : () -> i64
    %hd{i} = "llvm.insertvalue"(%hc{i}, %hn{i}) <{{position = array<i64: 3, 0>}}> : ({st}, i64) -> {st}
    %ho{i} = "llvm.mlir.constant"() <{{value = 1 : i64}}> : () -> i64
    %he{i} = "llvm.insertvalue"(%hd{i}, %ho{i}) <{{position = array<i64: 4, 0>}}> : ({st}, i64) -> {st}
    %m{i} = "builtin.unrealized_conversion_cast"(%he{i}) {{mosaic_gpu.from_kernel_arg_idx = {i} : i32}} : ({st}) -> memref<{n}x{elem}>"""


def kernel(body: str, *, n: int = 128, elem: str | list[str] = "f32", threads: int = 128, smem: int = 1024,
           nbuffers: int = 2, grid: int = 1, host: str = "") -> str:
    """A module whose host function passes ``nbuffers`` 1-D buffers ``%m0..`` (memref<n x elem>, or
    one element type per buffer if ``elem`` is a list; ``%hp0..`` their pointers) to one
    ``gpu.launch`` of ``grid`` CTAs x ``threads`` threads running ``body``, after the host ops
    ``host``."""
    elems = [elem] * nbuffers if isinstance(elem, str) else elem
    bufs = "".join(_buffer(i, n, e) for i, e in enumerate(elems))
    idx = ", ".join(f"%x{i}: index" for i in range(12))
    return f""""builtin.module"() ({{
  "func.func"() <{{function_type = (!llvm.ptr, !llvm.ptr) -> (), sym_name = "k"}}> ({{
  ^bb0(%h_s: !llvm.ptr, %bufs: !llvm.ptr):{bufs}
{host}
    %h_tok = "builtin.unrealized_conversion_cast"(%h_s) : (!llvm.ptr) -> !gpu.async.token
    %h_one = "arith.constant"() <{{value = 1 : index}}> : () -> index
    %h_grid = "arith.constant"() <{{value = {grid} : index}}> : () -> index
    %h_nthr = "arith.constant"() <{{value = {threads} : index}}> : () -> index
    %h_smem = "arith.constant"() <{{value = {smem} : i32}}> : () -> i32
    %h_t = "gpu.launch"(%h_tok, %h_grid, %h_one, %h_one, %h_nthr, %h_one, %h_one, %h_smem) <{{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}}> ({{
    ^bb0({idx}):
{body}
      "gpu.terminator"() : () -> ()
    }}) : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
    "func.return"() : () -> ()
  }}) : () -> ()
}}) : () -> ()
"""


_LAUNCH = ('"gpu.launch"(%h_tok, %h_grid, %h_one, %h_one, %h_nthr, %h_one, %h_one, %h_smem) <{operandSegmentSizes = '
           'array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}>')
_CLUSTER_LAUNCH = ('"gpu.launch"(%h_tok, %h_grid, %h_one, %h_one, %h_nthr, %h_one, %h_one, %h_grid, %h_one, %h_one, '
                   '%h_smem) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1>}>')


def cluster_kernel(body: str, ctas: int, **kw) -> str:
    """:func:`kernel`'s module (``elem`` i32 unless given), its grid one cluster of ``ctas`` CTAs."""
    text = kernel(body, **{"elem": "i32", **kw, "grid": ctas})
    assert text.count(_LAUNCH) == 1
    text = text.replace(_LAUNCH, _CLUSTER_LAUNCH)
    text = text.replace(" : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token",
                        " : (!gpu.async.token, index, index, index, index, index, index, index, index, index, i32) "
                        "-> !gpu.async.token")
    return text.replace(", %x11: index):", "".join(f", %x{i}: index" for i in range(11, 18)) + "):")


def vector_pointer(i: int, n: int, elem: str, vec: str) -> str:
    """``%g<i>``: the ``!llvm.ptr`` to slot ``%t`` (an i64, e.g. the thread's index) of buffer
    ``%m<i>`` (memref<n x elem>) seen as an array of ``vec`` (e.g. vector<2xi4>, one byte)."""
    return f"""
      %pi{i} = "memref.extract_aligned_pointer_as_index"(%m{i}) : (memref<{n}x{elem}>) -> index
      %pl{i} = "arith.index_cast"(%pi{i}) : (index) -> i64
      %pp{i} = "llvm.inttoptr"(%pl{i}) : (i64) -> !llvm.ptr
      %g{i} = "llvm.getelementptr"(%pp{i}, %t) <{{elem_type = {vec}, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}}> : (!llvm.ptr, i64) -> !llvm.ptr"""
