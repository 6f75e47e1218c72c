"""Inline PTX that only orders or paces execution: the fences jax 0.10.2 emits as PTX
(utils.py:1484-1562, _src/pallas/mosaic_gpu/helpers.py:445-448), ``nanosleep`` (utils.py:2251)
and ``griddepcontrol`` (_src/pallas/mosaic_gpu/primitives.py:2937-2970) [PTX ISA 9.1 §9.7.13:
membar/fence, nanosleep, griddepcontrol].

- ``fence{.sem}.scope``, ``membar``, ``fence.proxy.alias``: the emulator's memory is sequentially
  consistent, one address per byte, and its contexts run one at a time: these order nothing it
  does not already order.
- ``fence.proxy.async`` in every form (``.shared::cta``, ``::generic.{acquire,release}.sync_restrict
  ::shared::{cta,cluster}.cluster``): orders the executing CTA's generic and async-proxy accesses
  to shared memory, as nvvm.fence.proxy does (hazards.py). The one-directional ``sync_restrict``
  forms are taken as the full fence there (the emulator's async copies complete at issue, so no value
  changes; only a race the restricted fence leaves unordered would go unreported), and kept as what
  they are for the one write they order in jax's kernels, a cluster-launch-control response
  (mgpu/emulator/response_proxy.py).
- ``nanosleep.u32 t``: lets the other warpgroups run once (a spin loop's pause); no time passes.
- ``griddepcontrol.wait`` / ``.launch_dependents``: a single grid has no prerequisite grid to wait
  for and no dependent grid to launch early: nothing to do.
"""

from __future__ import annotations

from mgpu.emulator.execute import Wait
from mgpu.emulator.handlers.ptx_operands import acting, ptx_args
from mgpu.emulator.handlers.registry import ptx_rule
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import InlineAsm, Instr


@ptx_rule("fence", "membar", "griddepcontrol.wait", "griddepcontrol.launch_dependents")
def orders_nothing_more(p: Prep, parsed: InlineAsm, ins: Instr) -> None:
    return None


@ptx_rule("fence.proxy.async")
def fence_proxy_async(p: Prep, parsed: InlineAsm, ins: Instr):
    one_way = next((m for m in ins.modifiers if m in ("release", "acquire")), None)

    def run(ctx: Context, R):
        if acting(ctx, ins, ptx_args(p, parsed, R)).shape[0]:
            if one_way is not None and ctx.hb is not None and ctx.machine.clusters is not None:
                ctx.machine.clusters.fences.record(ctx, one_way)
            ctx.cta.hazards.fence(ctx.name)

    return run


def yield_once() -> Wait:
    """A Wait that lets the other warpgroups run once (a pause, a polling access)."""
    polled = []

    def ready() -> bool:
        polled.append(True)
        return len(polled) > 1

    return Wait(ready, lambda: "pausing for the other warpgroups")


@ptx_rule("nanosleep")
def nanosleep(p: Prep, parsed: InlineAsm, ins: Instr):
    return lambda ctx, R: yield_once()
