"""A captured function whose Mosaic GPU kernels other jax ops feed, evaluated with every kernel call run
by mgpu's emulator, so that each call gets the values it really receives and the function's result can
be checked against the numpy reference (docs/mgpu-capture.md, "Kernels that other jax ops feed").

The function's jaxpr is evaluated equation by equation, as jax's ``core.eval_jaxpr`` does
(jax/_src/core.py:777 at jax-v0.10.2):

- an equation of a Mosaic GPU kernel (``KERNELS``) is lowered alone for cuda (under the same hooks as the
  capture), and its payload is matched by its exact text, printed without locations, to one of the
  kernels the function's own lowering holds (k0, k1, ...); the emulator runs that captured file on the
  equation's inputs. Matching by text, not by order, holds whatever order XLA would run them in;
  locations are left out because jax reuses one lowering of a kernel for all its calls, with the first
  call's location (two calls of one pallas_call are two equal payloads), and a kernel called through a
  jitted helper is one captured kernel with several calls;
- a call-like equation (``CALLS``: jit, closed_call, custom_jvp / custom_vjp / custom_vmap calls, remat2)
  that holds a kernel is evaluated inside, its jaxpr getting the equation's inputs as they are;
- a ``run_state`` that holds a kernel (the kernel writes refs the state holds: tokamax's attention
  backward) is evaluated as jax runs and lowers it, its jaxpr discharged of its state first;
- every other equation is bound as it is: jax runs it on its CPU backend.

What this cannot do exactly raises ChainRefused (a kernel inside a loop or a branch, a kernel that jax
lowers differently alone, a buffer the emulator cannot fill, a kernel the emulator refuses): the caller
then falls back to random inputs and no check, with the reason in a note.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field

import numpy as np

from mgpu.capture.specs import parse_dtype

# The primitives of a Mosaic GPU kernel in jax 0.10.2: plgpu.kernel (jax/_src/pallas/mpmd.py:76),
# pl.pallas_call (jax/_src/pallas/pallas_call.py:71), mosaic_gpu.as_gpu_kernel
# (jax/experimental/mosaic/gpu/core.py:168).
KERNELS = frozenset({"mpmd_map", "pallas_call", "mosaic_gpu_p"})
# Call-like primitives of jax 0.10.2 and the parameter that holds the jaxpr called on the equation's own
# inputs: jit (jax/_src/pjit.py:875), closed_call (core.py:3314), custom_jvp_call / custom_vjp_call
# (custom_derivatives.py:454, :1062), custom_vmap_call (custom_batching.py:346), remat2
# (ad_checkpoint.py:593, its jaxpr takes the constants first, as its equation does).
CALLS = {"jit": "jaxpr", "closed_call": "call_jaxpr", "custom_jvp_call": "call_jaxpr",
         "custom_vjp_call": "call_jaxpr", "custom_vmap_call": "call", "remat2": "jaxpr"}


# pl.run_state's primitive: jax evaluates and lowers it as its jaxpr discharged of its refs, on the values
# they start with (jax/_src/state/discharge.py:701 `_run_state_impl` at jax-v0.10.2); a kernel taking refs
# is discharged to one taking arrays whose results are the refs' new values (pallas/mpmd.py:152).
RUN_STATE = "run_state"


class ChainRefused(Exception):
    """The function cannot be evaluated exactly this way; the message says why."""


@dataclass
class CapturedKernel:
    """One kernel of the function's own lowering, as capture wrote it."""

    payload: dict  # jax_stages' decoding: its text without locations, buffer types, aliases
    file: str      # the captured payload file the emulator runs (its messages name its lines)


@dataclass
class KernelCall:
    kernel: int                # k: the captured kernel it runs
    inputs: list[np.ndarray]   # in0, in1, ...: the buffers it received
    outputs: list[np.ndarray]  # out0, out1, ...: what the emulator made of them


@dataclass
class Chain:
    outputs: list[np.ndarray]  # the function's results, in jax.tree.leaves order
    calls: list[KernelCall] = field(default_factory=list)  # in the order the function makes them


def evaluate(build, inputs: list[np.ndarray], semantics: str, arch: tuple[int, int],
             kernels: list[CapturedKernel], sm_count: int | None = None) -> Chain:
    """Evaluate the function `build()` returns on `inputs`, its kernels run by the emulator (lowered as the
    capture lowers them: for `arch`, on a device of `sm_count` SMs)."""
    import jax

    from mgpu.capture import jax_stages

    evaluator = _CapturedEvaluator(kernels, jax.__version__)
    with jax_stages.hooks(jax_stages.Stages(), semantics, arch, sm_count), jax_stages.kernel_context():
        closed = jax.make_jaxpr(build())(*inputs)
        outs = evaluator.jaxpr(closed.jaxpr, closed.consts, list(inputs))
    return Chain([np.asarray(o) for o in outs], evaluator.calls)


def _holds_kernel(params) -> bool:
    from jax._src import core

    return any(eqn.primitive.name in KERNELS or _holds_kernel(eqn.params)
               for jaxpr in core.jaxprs_in_params(params) for eqn in jaxpr.eqns)


def jaxpr_and_consts(sub) -> tuple:
    """(jaxpr, consts) of a jaxpr parameter: jax.extend.core.ClosedJaxpr is jax 0.10.2's ClosedJaxpr; from 0.12
    on a Jaxpr holds its consts itself and is that name (jax/_src/core.py:130 at 0.12.0.1)."""
    from jax.extend.core import ClosedJaxpr as closed_jaxpr

    return (sub.jaxpr, sub.consts) if isinstance(sub, closed_jaxpr) else (sub, [])


def _without_internal_refs(jaxpr, consts) -> tuple:
    """(jaxpr, consts) of a call, discharged of the refs it makes itself (``jax.new_ref`` inside a ``jax.jit``:
    jax refuses to make one outside a jit, so its equations cannot be bound one by one) as jax discharges them
    when it lowers the call (jax/_src/interpreters/mlir.py:2766 at jax-v0.12.0.1, ``_discharge_internal_refs``):
    a kernel writing such refs becomes one taking and returning arrays, as in ``run_state``."""
    from jax._src import core
    from jax._src.state.discharge import discharge_state
    from jax.extend.core import ClosedJaxpr as closed_jaxpr

    if not any(isinstance(e, core.InternalMutableArrayEffect) for e in jaxpr.effects):
        return jaxpr, consts
    discharged = discharge_state(closed_jaxpr(jaxpr, consts))
    return discharged.jaxpr, discharged.consts


def user_frame(eqn):
    """The frame of the user's code that made the equation (its ``file_name``, ``start_line``,
    ``function_name``), or None."""
    from jax._src import source_info_util

    return source_info_util.user_frame(eqn.source_info.traceback)


def _where(eqn) -> str:
    """' (at FILE:LINE)' of the user's code that made the equation, else ''."""
    frame = user_frame(eqn)
    return f" (at {frame.file_name}:{frame.start_line})" if frame is not None else ""


class Evaluator(ABC):
    """Evaluates a jaxpr with its kernel equations run by ``emulate`` (what runs them: the captured files
    for mgpu-capture, the payload's text for mgpu.jax)."""

    def __init__(self):
        # id(eqn) -> (eqn, its payload): an equation of a jaxpr that jax traced once (a jitted helper)
        # comes back at each call, and lowers to the same payload
        self.lowered: dict[int, tuple] = {}
        self.callers: list = []  # the call-like equations being evaluated inside, outermost first

    def frame(self, eqn):
        """The user's frame that made the kernel equation `eqn`, else that of the innermost call it is
        evaluated inside (from jax 0.11 on, plgpu.kernel's equation is inside a custom_vmap_call whose frame
        is the user's, its own is jax's: jax/_src/pallas/mosaic_gpu/core.py:402 at jax-v0.12.0.1), or None."""
        for e in (eqn, *reversed(self.callers)):
            if (found := user_frame(e)) is not None:
                return found
        return None

    @abstractmethod
    def emulate(self, eqn, payload: dict, arrays: list[np.ndarray]) -> list[np.ndarray]:
        """The emulator's outputs (out0, out1, ...) of the kernel equation `eqn`, lowered alone to
        `payload` (jax_stages' decoding), on its buffers `arrays` (in0, in1, ...)."""

    def jaxpr(self, jaxpr, consts, args: list) -> list:
        from jax._src import core

        env = dict(zip(jaxpr.constvars, consts))
        env.update(zip(jaxpr.invars, args))

        def read(v):
            return v.val if isinstance(v, core.Literal) else env[v]

        for eqn in jaxpr.eqns:
            invals = [read(v) for v in eqn.invars]
            name = eqn.primitive.name
            if name in KERNELS:
                outs = self.kernel(eqn, invals)
            elif not _holds_kernel(eqn.params):
                with eqn.ctx.manager:
                    ans = eqn.primitive.bind(*invals, **eqn.primitive.get_bind_params(eqn.params))
                outs = ans if eqn.primitive.multiple_results else [ans]
            elif name in CALLS and CALLS[name] in eqn.params:
                inner, inner_consts = _without_internal_refs(*jaxpr_and_consts(eqn.params[CALLS[name]]))
                if len(inner.invars) != len(invals) or len(inner.outvars) != len(eqn.outvars):
                    raise ChainRefused(f"a Mosaic GPU kernel inside `{name}`{_where(eqn)}, whose jaxpr does not "
                                       f"take the equation's inputs as they are")
                self.callers.append(eqn)
                try:
                    outs = self.jaxpr(inner, inner_consts, invals)
                finally:
                    self.callers.pop()
            elif name == RUN_STATE:
                outs = self.run_state(eqn, invals)
            else:
                outs = self.control_flow(eqn, invals)
            env.update(zip(eqn.outvars, outs))
        return [read(v) for v in jaxpr.outvars]

    def control_flow(self, eqn, invals: list) -> list:
        """An equation of another primitive that holds a kernel (a loop, a branch): refused here, as the
        captured files hold one call's inputs; mgpu.jax evaluates them (mgpu/jax/control_flow.py)."""
        raise ChainRefused(f"a Mosaic GPU kernel inside `{eqn.primitive.name}`{_where(eqn)}: only kernels called "
                           f"directly or through {', '.join(sorted(CALLS))} are evaluated (not in a loop or a "
                           f"branch)")

    def run_state(self, eqn, invals: list) -> list:
        """A run_state holding a kernel: its jaxpr discharged of its state, on the refs' initial values."""
        from jax._src.state.discharge import discharge_state
        from jax.extend.core import ClosedJaxpr as closed_jaxpr

        if not all(eqn.params["is_initialized"]):
            raise ChainRefused(f"a Mosaic GPU kernel inside `run_state`{_where(eqn)} with refs it starts "
                               f"uninitialized (jax fills them with NaN or the least integer)")
        stateful = eqn.params["jaxpr"]  # 0.10.2: a Jaxpr without consts; 0.12: a Jaxpr is closed (see above)
        discharged = discharge_state(stateful if isinstance(stateful, closed_jaxpr) else closed_jaxpr(stateful, ()))
        return self.jaxpr(discharged.jaxpr, discharged.consts, invals)

    def kernel_payload(self, eqn) -> dict:
        """The payload of the kernel equation `eqn`, lowered alone once."""
        if id(eqn) not in self.lowered:
            self.lowered[id(eqn)] = (eqn, self.lower_alone(eqn))
        return self.lowered[id(eqn)][1]

    def kernel(self, eqn, invals: list) -> list[np.ndarray]:
        from mgpu.emulator.run import same_integer_width

        payload = self.kernel_payload(eqn)
        where = _where(eqn)
        if any(t is None for t in payload["operands"] + payload["results"]):
            raise ChainRefused(f"the kernel called{where} has buffers ({', '.join(payload['operand_types'])}) that "
                               f"are not all arrays the emulator can fill")
        arrays = []
        for i, src in enumerate(payload["sources"]):
            shape, dtype = payload["operands"][i]
            if src is None:
                raise ChainRefused(f"the kernel called{where}: jax computes its in{i} inside the kernel's own "
                                   f"lowering (not one of the equation's inputs)")
            arrays.append(np.array(invals[src[1]]) if src[0] == "arg" else np.zeros(shape, parse_dtype(dtype)))
        outputs = self.emulate(eqn, payload, arrays)
        results = []
        for p, var in enumerate(eqn.outvars):
            rs = [r for r, q in payload["returned"].items() if q == p]
            if not rs:
                raise ChainRefused(f"the kernel called{where}: its result {p} is not one of its buffers")
            out = outputs[rs[0]]
            want = np.dtype(var.aval.dtype)
            if out.dtype != want:
                # (integers of one width are the same bits to a kernel, ml_dtypes' int4 / uint4 too: one a byte,
                # in its low bits)
                if not same_integer_width(out.dtype, want) and (
                        out.dtype.itemsize != want.itemsize or out.dtype.kind not in "iub" or want.kind not in "iub"):
                    raise ChainRefused(f"the kernel called{where}: the emulator's out{rs[0]} is {out.dtype.name}, "
                                       f"jax's result {p} is {want.name}")
                out = out.view(want)
            results.append(out)
        return results

    def lower_alone(self, eqn) -> dict:
        """The payload jax lowers the kernel equation to on its own (the same hooks as the capture)."""
        import jax
        from jax._src import source_info_util

        from mgpu.capture import jax_stages

        params = eqn.primitive.get_bind_params(eqn.params)
        specs = [jax.ShapeDtypeStruct(v.aval.shape, v.aval.dtype) for v in eqn.invars]

        def alone(*args):
            # the equation's own source info: the payload's locations name the user's call, as in the function's
            with source_info_util.user_context(eqn.source_info.traceback, name_stack=eqn.source_info.name_stack):
                return eqn.primitive.bind(*args, **params)

        module = jax.jit(alone, keep_unused=True).trace(*specs).lower(lowering_platforms=("cuda",)).compiler_ir(
            "stablehlo")
        stages = jax_stages.Stages()
        jax_stages.decode(stages, module)
        if len(stages.payloads) != 1:
            raise ChainRefused(f"the kernel called{_where(eqn)} lowers alone to {len(stages.payloads)} Mosaic GPU "
                               f"kernels, not one")
        return stages.payloads[0]


class _CapturedEvaluator(Evaluator):
    """Runs each kernel equation as the captured kernel of its text, from the file capture wrote."""

    def __init__(self, kernels: list[CapturedKernel], jax_name: str):
        super().__init__()
        self.kernels = kernels
        self.jax_name = jax_name  # the release whose IR the captured files are
        self.calls: list[KernelCall] = []
        self.prepared: dict = {}  # k -> the emulator's Kernel of its file

    def emulate(self, eqn, payload: dict, arrays: list[np.ndarray]) -> list[np.ndarray]:
        matches = [k for k, c in enumerate(self.kernels) if c.payload["bare"] == payload["bare"]]
        if not matches:
            raise ChainRefused(f"jax lowers the kernel called{_where(eqn)} alone to a payload that none of the "
                               f"function's {len(self.kernels)} captured kernel(s) is: cannot tell which one "
                               f"XLA would run")
        k = matches[0]  # kernels of one text are one module: their calls are run (and written) as the first's
        outputs = self._emulate(k, arrays, len(payload["results"]))
        self.calls.append(KernelCall(k, arrays, outputs))
        return outputs

    def _emulate(self, k: int, arrays: list[np.ndarray], n_out: int) -> list[np.ndarray]:
        """The emulator's outputs of captured kernel `k`'s file on `arrays`; its message if it refuses."""
        from xdsl.utils.exceptions import DiagnosticException, ParseError

        from mgpu.dialect.context import make_context, parse_module
        from mgpu.dialect.diagnostics import MgpuError, one_line
        from mgpu.dialect.verifier import verify_module
        from mgpu.emulator.errors import EmulatorError, InputError
        from mgpu.emulator.run import Kernel

        kernel = self.kernels[k]
        try:
            if k not in self.prepared:  # parsed, verified and prepared once for all its calls
                with open(kernel.file, encoding="utf-8") as f:
                    module = parse_module(f.read(), kernel.file, make_context(jax=self.jax_name))
                diagnostics = verify_module(module)
                if diagnostics:
                    raise ChainRefused(f"mgpu-run refuses {kernel.file}: {diagnostics[0]}")
                self.prepared[k] = Kernel(module, kernel.payload["aliases"], verified=True)
            res = self.prepared[k].run({f"in{i}": a for i, a in enumerate(arrays)}, num_outputs=n_out)
        except (EmulatorError, InputError, ParseError, MgpuError, DiagnosticException) as e:
            raise ChainRefused(f"mgpu-run refuses {kernel.file}: {one_line(str(e))}") from None
        return [res.outputs[f"out{r}"] for r in range(n_out)]

