"""Cluster launch control: clusterlaunchcontrol.try_cancel against the scheduler model of
mgpu/emulator/cluster_launch.py, both outcomes (handlers/cluster_launch.py)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.cluster_launch import ClusterScheduler, query_cancel
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

# A dynamic scheduling loop (jax's plgpu.dynamic_scheduling_loop, simplified): each CTA does the
# work item of its block index, then asks to cancel a cluster not launched yet and does that one's
# item, until a request fails. Thread 0 marks item i done by CTA b as out[i] = 100 + b. The proxy
# fences around the reuse of the response slot are jax's (tests/emulator/test_cluster_cancel_proxy.py).
LOOP = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %bid = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
      %c0i = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %c16i = "arith.constant"() <{value = 16 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%c0i) : (i64) -> !llvm.ptr<3>
      %resp = "llvm.inttoptr"(%c16i) : (i64) -> !llvm.ptr<3>
      %first = "arith.cmpi"(%tid, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init"(%bar, %one, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
      %words = "memref.view"(%smem, %c16) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<4xi32, #gpu.address_space<workgroup>>
      %bid32 = "arith.index_cast"(%bid) : (index) -> i32
      %p0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %c100 = "arith.constant"() <{value = 100 : i32}> : () -> i32
      %mark = "arith.addi"(%bid32, %c100) : (i32, i32) -> i32
      %tx = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
      %always = "arith.constant"() <{value = true}> : () -> i1
      %r:2 = "scf.while"(%bid32, %p0) ({
      ^bb0(%cur: i32, %ph: i32):
        %ci = "arith.index_cast"(%cur) : (i32) -> index
        "scf.if"(%first) ({
          "memref.store"(%mark, %m1, %ci) : (i32, memref<128xi32>, index) -> ()
          "llvm.inline_asm"() <{asm_string = "fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;", constraints = "", has_side_effects}> : () -> ()
          %s = "nvvm.mbarrier.arrive.expect_tx"(%bar, %tx) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
          "nvvm.clusterlaunchcontrol.try.cancel"(%resp, %bar) : (!llvm.ptr<3>, !llvm.ptr<3>) -> ()
          "scf.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        "nvvm.mbarrier.try_wait.parity"(%bar, %ph, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
        %ok32 = "memref.load"(%words, %c3) : (memref<4xi32, #gpu.address_space<workgroup>>, index) -> i32
        %next = "memref.load"(%words, %c0) : (memref<4xi32, #gpu.address_space<workgroup>>, index) -> i32
        "llvm.inline_asm"() <{asm_string = "fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;", constraints = "", has_side_effects}> : () -> ()
        "gpu.barrier"() : () -> ()
        %ok = "arith.cmpi"(%ok32, %p0) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %ph2 = "arith.xori"(%ph, %one) : (i32, i32) -> i32
        "scf.condition"(%LOOP_ON, %next, %ph2) : (i1, i32, i32) -> ()
      }, {
      ^bb0(%a: i32, %b: i32):
        "scf.yield"(%a, %b) : (i32, i32) -> ()
      }) : (i32, i32) -> (i32, i32)
'''


def _run(loop_on: str = "ok", grid: int = 4, seed: int | None = None):
    text = kernel(LOOP.replace("%LOOP_ON", "%" + loop_on), elem="i32", grid=grid, smem=1024)
    res = run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(128, np.int32)}, cancel_seed=seed)
    return res.outputs["out0"][:grid], res.report.ctas


def _model(grid: int, seed: int) -> list[int]:
    """Who does each item under cluster_launch.py's model: CTAs launch in order; a request
    succeeds with probability 1/2 while one is left and takes the next."""
    rng, pending, who = random.Random(seed), list(range(grid)), [0] * grid
    while pending:
        cta = pending.pop(0)
        who[cta] = cta
        while pending and rng.random() < 0.5:
            who[pending.pop(0)] = cta
        # (a failed request, or none left: the CTA stops; with none left the request fails
        # without drawing)
    return who


# jax's inline-PTX spelling of the request (blackwell_matmul_mgpu's payload at jax-v0.10.2), which
# the emulator once did not know as an instruction.
PTX_TRY_CANCEL = ('"llvm.inline_asm"(%resp, %bar, %first) <{asm_dialect = 0 : i64, asm_string = "@$2 '
                  'clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.'
                  'multicast::cluster::all.b128 [$0], [$1];", constraints = "r,r,b", has_side_effects}> : '
                  '(!llvm.ptr<3>, !llvm.ptr<3>, i1) -> ()')
NVVM_TRY_CANCEL = '"nvvm.clusterlaunchcontrol.try.cancel"(%resp, %bar) : (!llvm.ptr<3>, !llvm.ptr<3>) -> ()'


@pytest.mark.parametrize("seed", [None, 1])
def test_the_inline_ptx_request_is_the_nvvm_ops(seed):
    text = kernel(LOOP.replace("%LOOP_ON", "%ok").replace(NVVM_TRY_CANCEL, PTX_TRY_CANCEL), elem="i32", grid=4,
                  smem=1024)
    assert PTX_TRY_CANCEL in text
    res = run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(128, np.int32)}, cancel_seed=seed)
    done, ctas_run = _run(seed=seed)
    assert res.outputs["out0"][:4].tolist() == done.tolist()
    assert res.report.ctas == ctas_run


def test_without_a_seed_the_first_cluster_cancels_and_does_every_other():
    done, ctas_run = _run()
    assert done.tolist() == [100, 100, 100, 100]
    assert ctas_run == 1


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_with_a_seed_requests_succeed_or_fail_and_every_item_is_done_once(seed):
    done, ctas_run = _run(seed=seed)
    who = _model(4, seed)
    assert done.tolist() == [100 + w for w in who]
    assert ctas_run == len(set(who))


def test_the_seeds_exercise_both_outcomes():
    runs = [_run(seed=s)[1] for s in range(4)]
    assert min(runs) < 4 and max(runs) > 1  # some requests succeeded, some failed


def test_a_request_after_a_failed_one_is_an_error():
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+: error: 'nvvm.clusterlaunchcontrol.try.cancel' op "
                                            r"clusterlaunchcontrol.try_cancel by CTA \(0, 0, 0\) after one of its "
                                            r"requests failed"):
        _run(loop_on="always", grid=1)


def test_query_cancel_decodes_the_response():
    s = ClusterScheduler((3, 1, 1), (2, 1, 1))
    assert s.launch_next() == [(0, 0, 0)]
    granted = s.try_cancel((0, 0, 0))
    assert query_cancel(granted, "is_canceled") == 1
    assert [query_cancel(granted, q) for q in ("get_first_cta_id_x", "get_first_cta_id_y", "get_first_cta_id_z")] \
        == [2, 0, 0]
    s.launch_next()
    refused = s.try_cancel((2, 0, 0))
    assert query_cancel(refused, "is_canceled") == 0
    with pytest.raises(EmulatorError, match="query_cancel.get_first_cta_id_x of a request that failed"):
        query_cancel(refused, "get_first_cta_id_x")


# The same loop through jax's inline PTX (jax/experimental/mosaic/gpu/utils.py:2204-2235 at
# jax-v0.10.2): the try_cancel string, and the block that loads the response and queries it.
_NVVM_REQUEST = '''          "nvvm.clusterlaunchcontrol.try.cancel"(%resp, %bar) : (!llvm.ptr<3>, !llvm.ptr<3>) -> ()
'''
_PTX_REQUEST = '''          "llvm.inline_asm"(%resp, %bar, %always) <{asm_string = "@$2 clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [$0], [$1];", constraints = "r,r,b", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, !llvm.ptr<3>, i1) -> ()
'''
_NVVM_QUERY = '''        %ok32 = "memref.load"(%words, %c3) : (memref<4xi32, #gpu.address_space<workgroup>>, index) -> i32
        %next = "memref.load"(%words, %c0) : (memref<4xi32, #gpu.address_space<workgroup>>, index) -> i32
        "llvm.inline_asm"() <{asm_string = "fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;", constraints = "", has_side_effects}> : () -> ()
        "gpu.barrier"() : () -> ()
        %ok = "arith.cmpi"(%ok32, %p0) <{predicate = 1 : i64}> : (i32, i32) -> i1
'''
_QUERY = ("\\0A    {\\0A        .reg .b128 handle;\\0A        ld.shared.b128 handle, [$4];\\0A        clusterlaunchcontrol."
          "query_cancel.is_canceled.pred.b128 $3, handle;\\0A        @$3 clusterlaunchcontrol.query_cancel."
          "get_first_ctaid.v4.b32.b128 {$0, $1, $2, _},  handle;\\0A    }")
_PTX_QUERY = f'''        %q = "llvm.inline_asm"(%resp) <{{asm_string = "{_QUERY}", constraints = "=r,=r,=r,=b,r", tail_call_kind = #llvm.tailcallkind<none>}}> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i1)>
        %next = "llvm.extractvalue"(%q) <{{position = array<i64: 0>}}> : (!llvm.struct<(i32, i32, i32, i1)>) -> i32
        %ok = "llvm.extractvalue"(%q) <{{position = array<i64: 3>}}> : (!llvm.struct<(i32, i32, i32, i1)>) -> i1
        "llvm.inline_asm"() <{{asm_string = "fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;", constraints = "", has_side_effects}}> : () -> ()
        "gpu.barrier"() : () -> ()
'''


@pytest.mark.parametrize("seed", [None, 0, 1, 2, 3])
def test_jax_inline_ptx_request_and_query_run_the_same_loop(seed):
    assert _NVVM_REQUEST in LOOP and _NVVM_QUERY in LOOP
    loop = LOOP.replace(_NVVM_REQUEST, _PTX_REQUEST).replace(_NVVM_QUERY, _PTX_QUERY).replace("%LOOP_ON", "%ok")
    res = run(parse_module(kernel(loop, elem="i32", grid=4, smem=1024), "t.mlir", make_context()),
              {"in0": np.zeros(128, np.int32)}, cancel_seed=seed)
    who = [0] * 4 if seed is None else _model(4, seed)
    assert res.outputs["out0"][:4].tolist() == [100 + w for w in who]


# The nvvm spelling of the query: the response loaded as an i128, queried (the first CTA only when
# the request succeeded: otherwise undefined in PTX).
_NVVM_OP_QUERY = '''        %h = "llvm.load"(%resp) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i128
        %ok = "nvvm.clusterlaunchcontrol.query.cancel"(%h) <{query_type = #nvvm<cluster_launch_control_query_type is_canceled>}> : (i128) -> i1
        %next = "scf.if"(%ok) ({
          %x = "nvvm.clusterlaunchcontrol.query.cancel"(%h) <{query_type = #nvvm<cluster_launch_control_query_type get_first_cta_id_x>}> : (i128) -> i32
          "scf.yield"(%x) : (i32) -> ()
        }, {
          "scf.yield"(%p0) : (i32) -> ()
        }) : (i1) -> i32
        "llvm.inline_asm"() <{asm_string = "fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;", constraints = "", has_side_effects}> : () -> ()
        "gpu.barrier"() : () -> ()
'''


@pytest.mark.parametrize("seed", [None, 0, 1])
def test_the_nvvm_query_of_an_i128_response_runs_the_same_loop(seed):
    loop = LOOP.replace(_NVVM_QUERY, _NVVM_OP_QUERY).replace("%LOOP_ON", "%ok")
    res = run(parse_module(kernel(loop, elem="i32", grid=4, smem=1024), "t.mlir", make_context()),
              {"in0": np.zeros(128, np.int32)}, cancel_seed=seed)
    who = [0] * 4 if seed is None else _model(4, seed)
    assert res.outputs["out0"][:4].tolist() == [100 + w for w in who]


def test_batches_after_a_first_cluster_start_at_multiples_of_the_batch_size():
    rows = ClusterScheduler((8, 2, 1), (1, 1, 1))
    rows.launch_next()  # (the first CTA, run alone)
    sizes = []
    while batch := rows.launch_aligned(4):
        sizes.append(len(batch))
    assert sizes == [3, 4, 4, 4]
    few = ClusterScheduler((3, 1, 1), (1, 1, 1))
    few.launch_next()
    assert few.launch_aligned(4) == [(1, 0, 0), (2, 0, 0)]  # (what is left: one batch)
