"""Our emulator against jax's own Pallas Mosaic GPU interpret mode, on the same kernels, in one run.

    PYTHONPATH=$PWD /work/venv-jax/bin/python benchmarks/interpret_mode.py [--repeat N] [--markdown]

jax 0.10.2 runs Pallas GPU kernels on the CPU when they are called with
``interpret=InterpretGPUParams()`` (``jax._src.pallas.mosaic_gpu.interpret``): it interprets the
kernel's jaxpr, one OS thread per Pallas thread (warpgroup), with simulated GMEM/SMEM and barriers.
Every Pallas kernel of the corpus is written here again in Pallas, jitted, and timed in steady
state: median of N calls after a warm-up call (which compiles), each call ``block_until_ready``.
Ours: the prepared ``mgpu.emulator.Kernel`` of the kernel's warpgroup and lane payloads re-run on the
corpus inputs, timed the same way (benchmarks/numpy_reference.py), right before interpret mode. Both results are compared bit for
bit with tests/corpus/data (``match``), and each Pallas kernel here is lowered by jax (Warpgroup
semantics, mgpu.capture) and compared with the corpus payload (``same IR``: byte-identical, so both
sides run the same kernel). A kernel that interpret mode cannot run gets its row with the reason (the
exception, and the interpreter function it came through). The lowlevel_* kernels are not Pallas
kernels (mosaic_gpu's ``as_gpu_kernel``): interpret mode has nothing to run for them. A last line
gives interpret mode's cost per call of a kernel that does nothing.

JAX runs on the CPU (``JAX_PLATFORMS=cpu``). Skips with a line when jax is not importable.
"""

from __future__ import annotations

import os

os.environ["JAX_PLATFORMS"] = "cpu"  # the machine may have a GPU; interpret mode is the CPU peer

import argparse  # noqa: E402
import platform  # noqa: E402
import re  # noqa: E402
import sys  # noqa: E402
import traceback  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from numpy_reference import CORPUS, corpus_case, outputs_match, prepare, same_bits, steady_state  # noqa: E402

from mgpu.capture import jax_stages  # noqa: E402
from mgpu.capture.errors import CaptureError  # noqa: E402

try:
    jax = jax_stages.import_jax()  # quietly: no "Could not find cuda drivers" lines
    import jax.numpy as jnp
    from jax._src.pallas.mosaic_gpu.interpret.interpret_pallas_call import reset_gpu_interpret_mode_state
    from jax._src.pallas.mosaic_gpu.interpret.params import InterpretGPUParams
    from jax.experimental import pallas as pl
    from jax.experimental.pallas import mosaic_gpu as plgpu
except (CaptureError, ImportError) as e:
    jax = None
    MISSING = str(e)


# The corpus kernels in Pallas: each builder takes the interpret parameters and returns the callable.

def swizzled(cols: int):
    """SMEM transforms: (8, cols) tiles, 128-byte swizzle."""
    return plgpu.TilingTransform((8, cols)), plgpu.SwizzleTransform(128)


def tma_load(bar, *copies):
    """TMA-copy each (GMEM ref, SMEM ref) pair on barrier ``bar``, then wait for all of them."""
    for gmem, smem in copies:
        plgpu.copy_gmem_to_smem(gmem, smem, bar)
    plgpu.barrier_wait(bar)


def tma_store(smem, gmem, commit=True):
    """TMA-store ``smem`` and wait for it; ``commit``: first make this thread's SMEM writes visible to it."""
    if commit:
        plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, gmem)
    plgpu.wait_smem_to_gmem(0)


def add_one(interpret):
    def body(x_ref, o_ref):
        o_ref[...] = x_ref[...] + 1.0
    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((128, 128), jnp.float32), interpret=interpret)


def blocked_grid(interpret):
    spec = pl.BlockSpec((128, 64), lambda i, j: (i, j))

    def body(x_ref, y_ref, o_ref):
        o_ref[...] = x_ref[...] * y_ref[...]
    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((256, 256), jnp.float16), grid=(2, 4),
                          in_specs=[spec, spec], out_specs=spec, interpret=interpret)


def barrier_arrive_wait(interpret):
    def body(x_ref, o_ref, smem, bar):  # x is unused: the output is 3.0 everywhere
        wg = jax.lax.axis_index("wg")

        @pl.when(wg == 0)
        def _produce():
            smem[...] = jnp.full((128, 128), 3.0, jnp.float32)
            plgpu.commit_smem()
            plgpu.barrier_arrive(bar)

        @pl.when(wg == 1)
        def _store():
            plgpu.barrier_wait(bar)
            tma_store(smem, o_ref, commit=False)  # WG0 committed its writes before arriving
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128, 128), jnp.float32), num_threads=2,
                        thread_name="wg", scratch_types=[plgpu.SMEM((128, 128), jnp.float32),
                                                         plgpu.Barrier(num_arrivals=1)], interpret=interpret)


def tma_roundtrip_swizzled(interpret):
    def body(x_ref, o_ref, smem, bar):
        tma_load(bar, (x_ref, smem))
        smem[...] = smem[...] * 2
        tma_store(smem, o_ref)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((64, 128), jnp.float16),
                        scratch_types=[plgpu.SMEM((64, 128), jnp.float16, transforms=swizzled(64)),
                                       plgpu.Barrier(num_arrivals=1)], interpret=interpret)


def async_store_smem(interpret, atomic=None):
    """Each CTA of a 2-CTA cluster st.async-stores its SMEM copy of x into the peer's SMEM (out[c] = x),
    or with ``atomic="add"`` red.async-adds it onto its own slot, which holds a second copy of x
    (out = 2 x, written by both CTAs)."""
    dtype, shape = (jnp.int32, (64, 128)) if atomic else (jnp.float16, (2, 64, 128))
    tr = swizzled(32 if atomic else 64)

    def body(x_ref, o_ref, x_smem, dst_smem, tma_bar, bar):
        for smem in (x_smem, dst_smem) if atomic else (x_smem,):
            tma_load(tma_bar, (x_ref, smem))
        if atomic:  # (the order of these lines is the corpus kernel's, so that the IR is the same)
            value, c = x_smem[...], jax.lax.axis_index("c")
            target = c
        else:
            c = jax.lax.axis_index("c")
            target, value = 1 - c, x_smem[...]
        plgpu.async_store_smem(value, dst_smem, bar, cluster_idx=target, cluster_dim="c", atomic=atomic)
        plgpu.barrier_wait(bar)
        tma_store(dst_smem, o_ref if atomic else o_ref.at[c], commit=False)  # written by the async proxy
    barriers = [plgpu.Barrier(num_arrivals=1), plgpu.Barrier(num_arrivals=1)]
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct(shape, dtype), grid=(2,), grid_names=("g",),
                        cluster=(2,), cluster_names=("c",),
                        scratch_types=[plgpu.SMEM((64, 128), dtype, transforms=tr),
                                       plgpu.SMEM((64, 128), dtype, transforms=tr), *barriers],
                        interpret=interpret)


def tmem_roundtrip(interpret):
    def body(x_ref, o_ref, smem, tmem, bar):
        tma_load(bar, (x_ref, smem))
        plgpu.async_store_tmem(tmem, smem[...])
        plgpu.commit_tmem()
        smem[...] = plgpu.async_load_tmem(tmem) + 1
        plgpu.wait_load_tmem()
        tma_store(smem, o_ref)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128, 128), jnp.float32),
                        scratch_types=[plgpu.SMEM((128, 128), jnp.float32, transforms=swizzled(32)),
                                       plgpu.TMEM((128, 128), jnp.float32), plgpu.Barrier(num_arrivals=1)],
                        interpret=interpret)


def wgmma(interpret):
    def body(a_ref, b_ref, o_ref, a_smem, b_smem, o_smem, bar):
        tma_load(bar, (a_ref, a_smem), (b_ref, b_smem))

        def scope(acc):
            plgpu.wgmma(acc, a_smem, b_smem)
            plgpu.wgmma_wait(0)
            return acc[...]
        o_smem[...] = pl.run_scoped(scope, plgpu.ACC((64, 128), jnp.float32)).astype(jnp.float16)
        tma_store(o_smem, o_ref)
    smem = lambda shape: plgpu.SMEM(shape, jnp.float16, transforms=swizzled(64))  # noqa: E731
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((64, 128), jnp.float16),
                        scratch_types=[smem((64, 64)), smem((64, 128)), smem((64, 128)),
                                       plgpu.Barrier(num_arrivals=2)], interpret=interpret)


def tcgen05_mma(interpret):
    def body(a_ref, b_ref, o_ref, a_smem, b_smem, o_smem, acc, tma_bar, mma_bar):
        tma_load(tma_bar, (a_ref, a_smem), (b_ref, b_smem))
        plgpu.tcgen05_mma(acc, a_smem, b_smem, mma_bar, accumulate=False)
        plgpu.barrier_wait(mma_bar)
        o_smem[...] = plgpu.async_load_tmem(acc).astype(jnp.float16)
        tma_store(o_smem, o_ref)
    smem = lambda shape: plgpu.SMEM(shape, jnp.float16, transforms=swizzled(64))  # noqa: E731
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128, 128), jnp.float16),
                        scratch_types=[smem((128, 64)), smem((64, 128)), smem((128, 128)),
                                       plgpu.TMEM((128, 128), jnp.float32), plgpu.Barrier(num_arrivals=2),
                                       plgpu.Barrier(orders_tensor_core=True)], interpret=interpret)


PALLAS = {
    "pallas_add_one": add_one,
    "pallas_async_store_smem": async_store_smem,
    "pallas_async_store_smem_atomic": lambda interpret: async_store_smem(interpret, atomic="add"),
    "pallas_barrier_arrive_wait": barrier_arrive_wait,
    "pallas_blocked_grid": blocked_grid,
    "pallas_tcgen05_mma": tcgen05_mma,
    "pallas_tma_roundtrip_swizzled": tma_roundtrip_swizzled,
    "pallas_tmem_roundtrip": tmem_roundtrip,
    "pallas_wgmma": wgmma,
}


def why_failed(e: BaseException) -> str:
    """The exception in one line, and the innermost function of jax's interpreter it came through."""
    frames = traceback.extract_tb(e.__traceback__)
    inside = [f for f in frames if "mosaic_gpu/interpret/" in f.filename.replace(os.sep, "/")] or frames
    msg = str(e).splitlines()[0] if str(e) else (frames[-1].line or "")  # an assert has no message
    return f"{type(e).__name__}: {msg[:120]} (in jax's {inside[-1].name})"


def empty(interpret):
    """No work at all (f32[128,128] in and out): what interpret mode costs per call whatever the kernel."""
    def body(x_ref, o_ref):
        pass
    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((128, 128), jnp.float32), interpret=interpret)


def interpreted(build, args):
    """The kernel ``build`` makes, jitted in interpret mode, as a call of no argument (not yet called)."""
    fn = jax.jit(build(InterpretGPUParams()))
    return lambda: jax.block_until_ready(fn(*args))


def same_ir(kernel: str) -> bool:
    """Whether jax lowers our Pallas ``kernel`` (Warpgroup semantics) to the corpus payload, byte for byte:
    then the two sides of the table run the same kernel."""
    _, text = (CORPUS / f"{kernel}.wg.payload.mlir").read_text().split("\n", 1)  # a // line, the module
    arch = tuple(int(re.search(rf"arch_{k} = (\d+)", text).group(1)) for k in ("major", "minor"))
    specs = [(a.shape, a.dtype) for a in corpus_case(kernel)[0].values()]
    stages, _, module = jax_stages.lower(lambda: PALLAS[kernel](None), specs, "warpgroup", arch)
    jax_stages.decode(stages, module)
    return [p["pretty"] for p in stages.payloads] == [text]


def peer(kernel: str, inputs):
    """``kernel`` in jax's interpret mode as a call of no argument (called once: compiled), or the reason
    why interpret mode cannot run it."""
    if kernel not in PALLAS:
        return "not a Pallas kernel (mosaic_gpu as_gpu_kernel): nothing for interpret mode to run"
    call = interpreted(PALLAS[kernel], list(inputs.values()))
    try:
        call()
    except Exception as e:  # noqa: BLE001 - any failure is the finding this benchmark reports
        reset_gpu_interpret_mode_state()  # required after a failed interpretation (InterpretGPUParams)
        return why_failed(e)
    return call


@dataclass
class Row:
    kernel: str
    ours: dict  # semantics ("wg", "lane") -> (steady-state seconds, output matches)
    peer: tuple | None = None  # interpret mode's (seconds, output matches), None when it cannot run it
    same_ir: bool | None = None  # our Pallas kernel lowers to the corpus payload (None: not a Pallas kernel)

    def cells(self) -> tuple[str, ...]:
        peer_s = self.peer[0] if self.peer else None
        ours = [self.ours.get(sem, (None, True))[0] for sem in ("wg", "lane")]
        ok = all(m for _, m in self.ours.values()) and (self.peer is None or self.peer[1])
        yes = lambda b: "-" if b is None else "yes" if b else "NO"  # noqa: E731
        return (self.kernel, _ms(peer_s), *map(_ms, ours), *(_ratio(peer_s, s) for s in ours), yes(ok),
                yes(self.same_ir))


HEAD = ("kernel", "interpret ms", "ours wg ms", "ours lane ms", "ratio wg", "ratio lane", "match", "same IR")


def _ms(s) -> str:
    return "-" if s is None else f"{s * 1e3:.2f}"


def _ratio(peer_s, ours_s) -> str:
    if peer_s is None or ours_s is None:
        return "-"
    r = peer_s / ours_s
    return f"{r:.1f}x" if r < 10 else f"{r:,.0f}x"


def table(rows: list[Row], markdown: bool) -> list[str]:
    cells = [r.cells() for r in rows]
    if markdown:
        return ["| " + " | ".join(r) + " |" for r in [HEAD, ("---",) + ("---:",) * 5 + ("---",) * 2] + cells]
    widths = [max(len(r[i]) for r in [HEAD] + cells) for i in range(len(HEAD))]
    return ["  ".join(c.rjust(w) for c, w in zip(r, widths)) for r in [HEAD] + cells]


def measure(kernel: str, repeat: int) -> tuple[Row, str | None]:
    """Both sides on ``kernel``, one after the other; and why interpret mode cannot run it, if so."""
    inputs, expected = corpus_case(kernel)
    row = Row(kernel, {})
    for sem in ("wg", "lane"):
        payload = CORPUS / f"{kernel}.{sem}.payload.generic.mlir"
        if payload.exists():
            k = prepare(payload)
            seconds, res = steady_state(lambda: k.run(inputs), repeat)
            row.ours[sem] = (seconds, outputs_match(res, expected))
    theirs = peer(kernel, inputs)
    if isinstance(theirs, str):
        return row, theirs
    seconds, out = steady_state(theirs, repeat)
    row.peer = (seconds, same_bits(out, next(iter(expected.values()))))
    return row, None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=7, help="timed calls after the warm-up (median), both sides")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    if jax is None:
        print(f"skipped: jax's Pallas Mosaic GPU interpret mode is not importable ({MISSING})")
        return
    load = os.getloadavg()[0]
    rows, failures = [], []
    for kernel in sorted({f.name.split(".")[0] for f in CORPUS.glob("*.payload.generic.mlir")}):
        row, failure = measure(kernel, args.repeat)
        rows.append(row)
        if failure:
            failures.append((kernel, failure))
    floor, _ = steady_state(interpreted(empty, list(corpus_case("pallas_add_one")[0].values())), args.repeat)
    for row in rows:  # after the timings: lowering clears jax's caches
        if row.kernel in PALLAS:
            row.same_ir = same_ir(row.kernel)
    print(f"Machine: {platform.machine()}, {os.cpu_count()} CPUs, load average {load:.1f} at the start and "
          f"{os.getloadavg()[0]:.1f} at the end; Python {platform.python_version()}, jax {jax.__version__} (CPU), "
          f"numpy {np.__version__}; both sides: median of {args.repeat} calls after a warm-up call.\n")
    print("\n".join(table(rows, args.markdown)))
    print(f"\nInterpret mode's cost per call of a kernel that does nothing (f32[128,128] in and out): "
          f"{floor * 1e3:.2f} ms.\n")
    for kernel, reason in failures:
        print(f"- {kernel}: interpret mode cannot run it: {reason}")


if __name__ == "__main__":
    main()
