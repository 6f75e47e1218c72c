"""mgpu-capture's record of the TMA descriptors jax makes while Pallas lowers a kernel (tma_record.py), without
jax: which descriptors are recorded (those made between the kernel's start and its layout inference), and what
is kept of one it cannot describe (its offset only, which the lowering refuses)."""

from types import SimpleNamespace

from mgpu.capture.tma_record import Recorder


def _get_tma_desc(ctx, gmem_ref, gmem_transform, gmem_peer_id, transformed_slice_shape, swizzle, reduction_op,
                  **window):
    """A launch context's: a new descriptor takes the next 128 bytes of its blob."""
    ctx.scratch.next_offset += 128
    return "descriptor"


def _made(recorder: Recorder, ctx, peer) -> str:
    return recorder.wrap(_get_tma_desc)(ctx, "ref", (), peer, (64, 64), 128, None, window_start_bounds=None)


def test_only_the_descriptors_made_before_layout_inference_are_recorded():
    recorder, ctx = Recorder(), SimpleNamespace(scratch=SimpleNamespace(next_offset=0))
    assert _made(recorder, ctx, peer=1) == "descriptor"  # (no kernel lowering under way: not recorded)
    recorder.start()
    _made(recorder, ctx, peer=1)
    _made(recorder, ctx, peer=0)
    assert recorder.take() == [{"offset": 128}, {"offset": 256}]
    _made(recorder, ctx, peer=1)  # (jax's own Warpgroup lowering, after inference: not recorded)
    assert recorder.take() == []


def test_a_descriptor_of_a_peer_s_gmem_ref_keeps_only_its_offset():
    recorder, ctx = Recorder(), SimpleNamespace(scratch=SimpleNamespace(next_offset=128))
    recorder.start()
    _made(recorder, ctx, peer=1)
    assert recorder.take() == [{"offset": 128}]
