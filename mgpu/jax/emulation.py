"""``emulate(fn)``: ``fn`` run with its Mosaic GPU kernels on mgpu's emulated SM, its other jax ops by jax.

The function is traced to a jaxpr (cached per argument structure, shapes and dtypes, as ``jax.jit`` caches
its traces) and evaluated by mgpu-capture's chained evaluation (mgpu.capture.chain.Evaluator): an equation
of a kernel is lowered alone for cuda under the capture's hooks (the arch asked for, the semantics asked
for), and its lane-level payload runs on the emulator; every other equation is bound as it is, so jax runs
it on its CPU backend; a ``jax.jit`` (or custom_jvp ...) that holds a kernel is evaluated inside.

From jax to the emulator the payload goes as text: jax's module is a jaxlib MLIR object (C++), mgpu's IR is
xDSL's (Python), and no bridge between the two reads every attribute (dense arrays, layouts, affine maps)
but their text. It is printed once by jax's decoding (mgpu.capture.jax_stages), never written to a file,
and parsed, verified and prepared once a text: ``PREPARED`` keeps the emulator's kernels by their text.
"""

from __future__ import annotations

import functools
import sys
import threading
import warnings

import numpy as np

from mgpu.capture import jax_stages
from mgpu.capture.chain import KERNELS, RUN_STATE, ChainRefused, Evaluator, user_frame
from mgpu.capture.jax_errors import traced_at
from mgpu.jax import control_flow, errors, refused_kernel

SEMANTICS = ("warpgroup", "lane")
ON_RACE = ("raise", "report")
# Kernel.run's options that emulate passes on (mgpu/emulator/run.py)
RUN_OPTIONS = ("max_steps", "timeout_s", "max_memory", "cancel_seed", "stdout", "jobs")
PREPARED_MAX = 64  # prepared kernels kept, the least recently used dropped first
PREPARED: dict[tuple, object] = {}  # (jax release, payload text, aliases) -> mgpu.emulator.run.Kernel
PAYLOAD_NAME = "payload.mlir"  # the name the payload's text is parsed under (its positions' file)
_EVALUATING = threading.local()  # .depth: how many emulate calls this thread is inside


def tracing() -> bool:
    """Whether this thread is inside an ``emulate`` call (its function traced and evaluated there)."""
    return getattr(_EVALUATING, "depth", 0) > 0


def emulate(fn, *, semantics: str | None = None, arch=None, on_race: str = "raise", **run_options):
    """``fn`` with every Mosaic GPU kernel run on mgpu's emulated SM and every other jax op on jax's CPU
    backend: a callable taking what ``fn`` takes (jax or numpy arrays, pytrees of them; keyword arguments
    are static) and returning what ``fn`` returns, as jax arrays. Under the caller's ``jax.jit`` or
    ``vmap`` it runs in a ``jax.pure_callback``.

    ``semantics``: "warpgroup" or "lane" forces the kernels' lowering semantics (None: their
    CompilerParams'). ``arch``: the GPU the kernels are lowered for, "9.0" (jax's answer without a GPU;
    the default) or "10.0" (tcgen05 / TMEM kernels), or a (major, minor) pair. ``run_options``: the
    emulator's (``max_steps``, ``timeout_s``, ``max_memory``, ``cancel_seed``, ``stdout``: where the
    kernels' prints go, sys.stdout by default; ``jobs``: processes for a launch's independent CTAs, 1 by
    default, mgpu/emulator/jobs.py). A fault raises a ``mgpu.jax.KernelFault`` naming it.

    ``on_race="report"``: a race does not raise; each distinct one (its message and the user's line) is a
    ``mgpu.jax.RaceError`` appended to the callable's ``races`` list, with its notes, and the run goes on as
    the emulator's schedule ran it (compute-sanitizer's way); a call that reported some warns how many
    (``mgpu.jax.RaceWarning``). A deadlock, an out-of-bounds access, a misuse or a limit still raises.
    """
    if semantics is not None and semantics not in SEMANTICS:
        raise ValueError(errors.SEMANTICS_UNKNOWN.format(got=semantics))
    if on_race not in ON_RACE:
        raise ValueError(errors.ON_RACE_UNKNOWN.format(got=on_race))
    unknown = sorted(set(run_options) - set(RUN_OPTIONS))
    if unknown:
        raise TypeError(errors.RUN_OPTIONS_UNKNOWN.format(unknown=", ".join(unknown), known=", ".join(RUN_OPTIONS)))
    return functools.wraps(fn)(_Emulated(fn, semantics, _arch(arch), on_race == "report", run_options))


def _arch(arch) -> tuple[int, int]:
    if arch is None:
        return (9, 0)
    try:
        major, minor = (arch.split(".") if isinstance(arch, str) else arch)
        return int(major), int(minor)
    except (TypeError, ValueError):
        raise ValueError(errors.ARCH_UNKNOWN.format(got=arch)) from None


class _Emulated:
    def __init__(self, fn, semantics: str | None, arch: tuple[int, int], report_races: bool, run_options: dict):
        self.fn = fn
        self.semantics = semantics
        self.arch = arch
        self.report_races = report_races
        self.run_options = run_options
        self.races: list[errors.RaceError] = []  # what on_race="report" reported, over all calls, the first first
        self.traced: dict = {}  # (argument tree, shapes and dtypes, static kwargs) -> (jaxpr, output tree)
        self.evaluator: _Emulator | None = None
        self.call_site = None  # the user's frame that called fn, when jax's equations do not say it

    def at(self, call_site):
        """This callable, its kernels' faults noted as called at ``call_site`` (a jax source_info frame) where
        jax's equations name no line of the user's (a kernel traced alone, in a callback: kernel_calls.py)."""
        self.call_site = call_site
        return self

    def __call__(self, *args, **kwargs):
        __tracebackhide__ = True  # noqa: F841 - pytest shows the user's call, as jax leaves out its own frames
        jax = jax_stages.import_jax()
        fn = functools.partial(self.fn, **kwargs) if kwargs else self.fn
        leaves, tree = _as_jax_takes(jax, args)
        if any(isinstance(leaf, jax.core.Tracer) for leaf in leaves):
            # called under the caller's jax.jit, vmap ...: traced (what jax refuses while tracing raises here), the
            # kernels lowered now and run in a callback, on the values (one at a time under vmap); a refusal of
            # their lowering raises when jax lowers the caller's function, as jax's lowering of them for a GPU
            # would (refused_kernel.py); a fault reaches the caller as jax's error of a failed callback, with its text
            shapes = jax.eval_shape(fn, *args)
            try:
                self.lower(*args, **kwargs)
            except Exception as e:  # noqa: BLE001 - raised where jax's lowering of the kernel would raise it
                return refused_kernel.refused(e, shapes, args)
            return jax.pure_callback(lambda *values: jax.tree.map(np.asarray, self(*values, **kwargs)),
                                     shapes, *args, vmap_method="sequential")
        reported = len(self.races)

        def evaluated():
            closed, out_tree = self._traced(fn, tree, leaves, kwargs)
            # (as jax takes them: a Python int is an int32, a numpy int64 array too without jax_enable_x64)
            values = [jax.numpy.asarray(x, v.aval.dtype) for x, v in zip(leaves, closed.jaxpr.invars)]
            return self.evaluator.jaxpr(closed.jaxpr, closed.consts, values), out_tree

        outs, out_tree = self._inside(evaluated)
        if len(self.races) > reported:
            warnings.warn(errors.RACES_REPORTED.format(n=len(self.races) - reported, fn=_name(self.fn),
                                                       first=self.races[reported]), errors.RaceWarning, stacklevel=2)
        return jax.tree.unflatten(out_tree, [jax.numpy.asarray(o) for o in outs])

    def lower(self, *args, **kwargs) -> None:
        """Trace the function on the shapes and dtypes of ``args`` (arrays or tracers) and lower each of its kernels,
        kept for the calls on values of those shapes: jax's refusal of a kernel raises here (noted with the user's
        lines: _Emulator.lower_alone), as jax raises it while it lowers a function for a GPU."""
        __tracebackhide__ = True  # noqa: F841
        jax = jax_stages.import_jax()
        fn = functools.partial(self.fn, **kwargs) if kwargs else self.fn
        leaves, tree = _as_jax_takes(jax, args)
        leaves = [jax.ShapeDtypeStruct(np.shape(x), x.dtype) for x in leaves]

        def lowered():
            closed, _ = self._traced(fn, tree, leaves, kwargs)
            for eqn in kernel_equations(closed.jaxpr):
                self.evaluator.kernel_payload(eqn)

        self._inside(lowered)

    def _inside(self, work):
        """``work()`` where the function is traced and evaluated: under the capture's hooks (the arch and semantics
        asked for), kernels called inside it being jax's own (``tracing``); mgpu.jax's exceptions raised from the
        user's call."""
        __tracebackhide__ = True  # noqa: F841
        jax = jax_stages.import_jax()
        if self.evaluator is None:
            self.evaluator = _Emulator(jax.__version__, self.run_options, self.races if self.report_races else None)
        self.evaluator.call_site = self.call_site
        _EVALUATING.depth = getattr(_EVALUATING, "depth", 0) + 1
        try:
            with jax_stages.hooks(jax_stages.Stages(), self.semantics, self.arch), jax_stages.kernel_context():
                return work()
        except ChainRefused as e:
            raise errors.NotEmulatedError(str(e)) from None
        except (errors.KernelFault, errors.NotEmulatedError) as e:
            # raised from the user's call, as jax raises its errors: the frames of the evaluation are mgpu's,
            # the notes say the user's lines
            raise e.with_traceback(None) from None
        finally:
            _EVALUATING.depth -= 1

    def _traced(self, fn, tree, leaves: list, kwargs: dict):
        """(jaxpr, output tree) of ``fn`` on arguments of the leaves' shapes and dtypes, traced once for them."""
        jax = jax_stages.import_jax()
        # (a Python scalar by its type: jax traces it weakly typed, whatever its value)
        key = (tree, tuple((np.shape(x), getattr(x, "dtype", type(x))) for x in leaves), _static_key(kwargs))
        if key not in self.traced:
            closed, shapes = jax.make_jaxpr(fn, return_shape=True)(*jax.tree.unflatten(tree, leaves))
            self.traced[key] = (closed, jax.tree.structure(shapes))
        return self.traced[key]


def kernel_equations(jaxpr):
    """The kernel equations of ``jaxpr`` and of the jaxprs its equations hold, which its evaluation lowers (not
    inside a ``run_state``: its kernel equations are those of its jaxpr discharged of its state, made when it runs)."""
    from jax._src import core

    for eqn in jaxpr.eqns:
        if eqn.primitive.name in KERNELS:
            yield eqn
        elif eqn.primitive.name != RUN_STATE:
            for sub in core.jaxprs_in_params(eqn.params):
                yield from kernel_equations(sub)


def _as_jax_takes(jax, args) -> tuple[list, object]:
    """The leaves of ``args`` as jax.jit takes them (a float64 numpy array is float32 without jax_enable_x64, a
    Python scalar weakly typed: the jaxpr's kernels take those; tracers as they are), and their tree."""
    leaves, tree = jax.tree.flatten(args)
    return [x if isinstance(x, jax.core.Tracer) else jax.numpy.asarray(x) for x in leaves], tree


def _name(fn) -> str:
    return getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None) or type(fn).__name__


def _static_key(kwargs: dict):
    """The keyword arguments as a cache key; a new object (a key never found again) when one is not hashable."""
    items = tuple(sorted(kwargs.items()))
    try:
        hash(items)
    except TypeError:
        return object()
    return items


class _Emulator(Evaluator):
    """Runs each kernel equation's payload, parsed from its text, on the emulator."""

    def __init__(self, jax_name: str, run_options: dict, races: list | None):
        super().__init__()
        self.jax_name = jax_name
        self.run_options = run_options
        self.races = races  # where races are reported (on_race="report"), else None: they raise
        self.call_site = None  # (_Emulated.at)

    def control_flow(self, eqn, invals: list) -> list:
        """A loop or a branch that holds a kernel, run on the values of each iteration (control_flow.py)."""
        rule = control_flow.RULES.get(eqn.primitive.name)
        if rule is None:
            raise ChainRefused(errors.CONTROL_FLOW_UNKNOWN.format(
                primitive=eqn.primitive.name, where=errors.called_at(user_frame(eqn)),
                known=", ".join(sorted(control_flow.RULES))))
        self.callers.append(eqn)  # (a fault's notes: the loop's line where the kernel's equation names none)
        try:
            return rule(self, eqn, invals)
        finally:
            self.callers.pop()

    def lower_alone(self, eqn) -> dict:
        """The kernel's payload; jax's own error if jax refuses to lower it, noted with the user's lines. A kernel
        that records a profile is refused before jax lowers it (errors.PROFILER_NOT_EMULATED)."""
        space = getattr(eqn.params.get("compiler_params"), "profile_space", 0)
        if space:
            raise ChainRefused(errors.PROFILER_NOT_EMULATED.format(
                call=errors.called_at(self.frame(eqn) or self.call_site), space=space))
        try:
            return super().lower_alone(eqn)
        except ChainRefused:
            raise
        except Exception as e:  # noqa: BLE001 - jax's error, as jax raises it, with what it leaves out
            traced = traced_at(e)
            if traced is not None:
                e.add_note(errors.JAX_REFUSED_AT.format(file=traced[0], line=traced[1], function=traced[2]))
            e.add_note(errors.JAX_REFUSED_KERNEL.format(call=errors.called_at(self.frame(eqn) or self.call_site)))
            raise

    def emulate(self, eqn, payload: dict, arrays: list[np.ndarray]) -> list[np.ndarray]:
        from mgpu.emulator.errors import EmulatorError, InputError

        call = errors.called_at(self.frame(eqn) or self.call_site)
        kernel = prepared(payload, self.jax_name, call)
        n_out = len(payload["results"])
        try:
            # (sys.stdout as it is now: pytest replaces it for each test)
            res = kernel.run({f"in{i}": a for i, a in enumerate(arrays)}, num_outputs=n_out,
                             report_races=self.races is not None, **{"stdout": sys.stdout, **self.run_options})
        except EmulatorError as e:
            if e.location is None:  # no op was running (a limit at the host function's entry)
                from mgpu.emulator.errors import located

                e = located(e, kernel.host)
            raise errors.fault(e, call, PAYLOAD_NAME) from None
        except InputError as e:  # (a memory limit: refused before anything ran)
            raise errors.not_emulated(str(e), call) from None
        for race, times in res.report.races:
            err = errors.fault(race, call, PAYLOAD_NAME)
            err.add_note(errors.RACE_TIMES.format(times=times))
            self.races.append(err)
        for w in res.report.warnings:
            warnings.warn(f"{w} (in the Mosaic GPU kernel {call})", errors.KernelWarning, stacklevel=2)
        return [np.array(res.outputs[f"out{r}"]) for r in range(n_out)]  # (copied out of the run's memory)


def prepared(payload: dict, jax_name: str, call: str):
    """The emulator's kernel of ``payload``'s text, parsed, verified and prepared once a text."""
    from xdsl.utils.exceptions import DiagnosticException, ParseError

    from mgpu.dialect.context import make_context, parse_module
    from mgpu.dialect.diagnostics import MgpuError, one_line
    from mgpu.dialect.verifier import verify_module
    from mgpu.emulator.errors import EmulatorError
    from mgpu.emulator.run import Kernel

    key = (jax_name, payload["generic"], tuple(sorted(payload["aliases"].items())))
    if key in PREPARED:
        PREPARED[key] = PREPARED.pop(key)  # the most recently used last
        return PREPARED[key]
    try:
        module = parse_module(payload["generic"], PAYLOAD_NAME, make_context(jax=jax_name))
        diagnostics = verify_module(module)
        if diagnostics:
            raise errors.not_emulated(errors.PAYLOAD_REFUSED.format(reason=diagnostics[0]), call)
        kernel = Kernel(module, payload["aliases"], verified=True)
    except (EmulatorError, ParseError, MgpuError, DiagnosticException) as e:
        raise errors.not_emulated(errors.PAYLOAD_REFUSED.format(reason=one_line(str(e))), call) from None
    if len(PREPARED) >= PREPARED_MAX:
        PREPARED.pop(next(iter(PREPARED)))
    PREPARED[key] = kernel
    return kernel
