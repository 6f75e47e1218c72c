"""The jax side of mgpu-capture: lower a callable for `cuda` on a CPU-only machine and keep every stage.

This module and tma_record.py are the only modules of mgpu that import jax, and only inside their functions.

How (every supported jax; where each release keeps the functions wrapped here is its ``CaptureHooks``,
mgpu/jax_versions/v*.py):

- `jax.jit(f).trace(*specs).lower(lowering_platforms=("cuda",))` lowers without a GPU. Each Mosaic GPU
  kernel becomes a `stablehlo.custom_call @mosaic_gpu_v2` whose `mhlo.backend_config.module` is the
  kernel as MLIR bytecode, serialized by `mosaic_gpu-serde`; parsing it and running
  `mosaic_gpu-serde{serialize=false}` gives back the lane-level **payload** (what XLA's CUDA backend
  would compile).
- For Warpgroup semantics, `infer_layout` is wrapped: its input is the **mosaic_gpu-dialect** module
  (after `canonicalize,cse`), its output the module **with inferred layouts**.
- Pallas' kernel lowering (`lower_kernel`) is wrapped to force the requested lowering semantics into its
  `params` (the kernel's CompilerParams), and `_infer_arch` to report the requested arch (no GPU: jax
  says 9.0).
- `LaunchContext._get_tma_desc` is wrapped: the descriptors an `inline_mgpu` body makes before layout
  inference are written on the mosaic_gpu-dialect module (tma_record.py).
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import inspect
import math
import os
import re
import sys
import tempfile
from pathlib import Path
from dataclasses import dataclass, field

from mgpu.capture import tma_record
from mgpu.capture.errors import CaptureError
from mgpu.dialect.diagnostics import tools as diag

# mgpu is installed from its checkout: the distribution "mosaic-gpu-tools" is not on PyPI, and PyPI's
# "mgpu" is an unrelated project, so the hint names the checkout this mgpu was installed from.
_CHECKOUT = Path(__file__).resolve().parents[2]
_SOURCE = str(_CHECKOUT) if (_CHECKOUT / "pyproject.toml").is_file() else "/path/to/your/mgpu/checkout"


def install_hints() -> list[str]:
    """How to install each supported jax, then mgpu beside it (one line a release)."""
    from mgpu.jax_versions import SUPPORTED

    return [f"{v.install_hint()}; then `pip install -e '{_SOURCE}'`" for v in SUPPORTED]


@contextlib.contextmanager
def quiet_stderr():
    """Swallow what C++ writes on fd 2 (jaxlib's 'Could not find cuda drivers' lines) unless it fails."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield
        return
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        ok = False
        try:
            yield
            ok = True
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            if not ok:
                tmp.seek(0)
                sys.stderr.write(tmp.read().decode(errors="replace"))


def import_jax():
    """Import jax and the Mosaic GPU modules, or raise CaptureError saying what to install."""
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    with quiet_stderr():
        try:
            import jax  # noqa: F401
        except ImportError as e:
            raise CaptureError(diag.CAPTURE_JAX_MISSING.format(
                python=sys.executable, error=e, hints="\n  ".join(install_hints()))) from None
        installed_version(jax)
        try:
            import jax.experimental.mosaic.gpu  # noqa: F401
            import jax.experimental.pallas.mosaic_gpu  # noqa: F401
        except ImportError as e:
            raise CaptureError(diag.CAPTURE_JAX_NO_MOSAIC_GPU.format(
                version=jax.__version__, error=e, hints="\n  ".join(install_hints()))) from None
    return jax


def lowering_semantics(name: str):
    from jax.experimental.mosaic.gpu import core

    return {"warpgroup": core.LoweringSemantics.Warpgroup, "lane": core.LoweringSemantics.Lane}[name]


@dataclass
class Stages:
    """What one lowering produced, in the order jax lowered the kernels."""

    dialect: list[tuple[str, str]] = field(default_factory=list)   # (pretty, generic), before infer_layout
    layouts: list[tuple[str, str]] = field(default_factory=list)   # (pretty, generic), after infer_layout
    payloads: list[dict] = field(default_factory=list)             # pretty, generic, operand/result types
    stablehlo: str = ""
    semantics_overridden: list[str] = field(default_factory=list)  # what the user's params said instead


def _asm(module) -> tuple[str, str]:
    op = module.operation
    return op.get_asm(enable_debug_info=True), op.get_asm(print_generic_op_form=True, enable_debug_info=True)


def installed_version(jax):
    """The supported release (``JaxVersion``) that is installed, or CaptureError naming the supported ones."""
    from mgpu.jax_versions import SUPPORTED

    found = [v for v in SUPPORTED if v.name == jax.__version__]
    if not found:
        raise CaptureError(diag.CAPTURE_JAX_UNSUPPORTED.format(
            version=jax.__version__, python=sys.executable, hints="\n  ".join(install_hints())))
    return found[0]


def _lookup(spec: str):
    """The object and attribute name of a ``"module:attribute"`` hook (its module imported; the attribute
    may be a class's, ``Class.method``)."""
    module, _, attr = spec.partition(":")
    owner = importlib.import_module(module)
    *path, attr = attr.split(".")
    for name in path:
        owner = getattr(owner, name)
    return owner, attr


@contextlib.contextmanager
def _replaced(spec: str, wrap):
    """Replace the jax function ``spec`` names by ``wrap(original)`` for the duration."""
    module, attr = _lookup(spec)
    orig = getattr(module, attr)
    setattr(module, attr, wrap(orig))
    try:
        yield
    finally:
        setattr(module, attr, orig)


# Where a kernel library asks for the GPU it lowers for: jax's public `jax.extend.backend.get_default_device`
# (tokamax's persistent kernels size their grid by its `core_count`), the same in every release mgpu reads.
DEFAULT_DEVICE = "jax.extend.backend:get_default_device"


class DeviceWithSmCount:
    """jax's default device (a CPU's, here) as a kernel asking for its SM count sees it: its ``core_count`` is
    `sm_count` (mgpu-capture's --sm-count); without one, asking is a CaptureError saying how to give it.
    Every other attribute is the real device's."""

    def __init__(self, device, sm_count: int | None):
        self._device = device
        self._sm_count = sm_count

    @property
    def core_count(self) -> int:
        if self._sm_count is None:
            raise CaptureError(diag.CAPTURE_NO_SM_COUNT)
        return self._sm_count

    def __getattr__(self, name):
        return getattr(self._device, name)


@contextlib.contextmanager
def hooks(stages: Stages, semantics: str | None, arch: tuple[int, int], sm_count: int | None = None):
    """Wrap the jax functions the installed release's ``CaptureHooks`` name: the arch jax asks for is
    `arch`, the kernel's lowering semantics is `semantics` (None: its CompilerParams' own), and every
    infer_layout's input and output are recorded into `stages`; the default device has `sm_count` SMs
    (DeviceWithSmCount)."""
    import jax

    captured = installed_version(jax).capture
    specs = [captured.infer_arch, captured.lower_kernel, *captured.infer_layout, captured.tma_descriptor]
    missing = [spec for spec in specs if not hasattr(*_lookup(spec))]
    if missing:
        raise CaptureError(f"jax {jax.__version__} lacks {', '.join(missing)}, which mgpu's description of it "
                           f"(mgpu/jax_versions/) names: this jax is not the release its version says")
    want = lowering_semantics(semantics) if semantics is not None else None

    descriptors = tma_record.Recorder()

    def infer_layout(orig):
        def recorded(module, *args, **kwargs):
            made = descriptors.take()
            if made:  # written on the stage's text only: jax lowers its module unchanged
                attrs = module.operation.attributes
                attrs[tma_record.ATTR] = tma_record.attribute(made)
                stages.dialect.append(_asm(module))
                del attrs[tma_record.ATTR]
            else:
                stages.dialect.append(_asm(module))
            result = orig(module, *args, **kwargs)
            stages.layouts.append(_asm(module))
            return result
        return recorded

    def lower_kernel(orig):
        signature = inspect.signature(orig)

        def forced(*args, **kwargs):
            descriptors.start()
            bound = signature.bind(*args, **kwargs)  # the kernel's CompilerParams is its `params` argument
            params = bound.arguments["params"]
            if (want is not None and dataclasses.is_dataclass(params)
                    and getattr(params, "lowering_semantics", want) != want):
                stages.semantics_overridden.append(str(params.lowering_semantics.name).lower())
                bound.arguments["params"] = dataclasses.replace(params, lowering_semantics=want)
            return orig(*bound.args, **bound.kwargs)
        return forced

    with contextlib.ExitStack() as stack:
        stack.enter_context(_replaced(captured.infer_arch, lambda orig: lambda: tuple(arch)))
        stack.enter_context(_replaced(captured.lower_kernel, lower_kernel))
        stack.enter_context(_replaced(DEFAULT_DEVICE, lambda orig: lambda *a, **k: DeviceWithSmCount(orig(*a, **k),
                                                                                                    sm_count)))
        for spec in captured.infer_layout:
            stack.enter_context(_replaced(spec, infer_layout))
        stack.enter_context(_replaced(captured.tma_descriptor, descriptors.wrap))
        yield


def _custom_calls(op, out: list) -> list:
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                inner = inner.operation
                if inner.name == "stablehlo.custom_call":
                    target = inner.attributes["call_target_name"]
                    if str(target).strip('"') == "mosaic_gpu_v2":
                        out.append(inner)
                _custom_calls(inner, out)
    return out


DUMP_BASENAME = "mosaic_gpu.dump_basename"


def _decode_payload(call) -> dict:
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib import mosaic_gpu_dialect
    from jax.experimental.mosaic.gpu import core
    from jaxlib.mlir import ir

    config = ir.DictAttr(call.attributes["mhlo.backend_config"])
    data = ir.StringAttr(config["module"]).value_bytes
    module_op = _module_of(call)
    ctx = jax_mlir.make_ir_context()
    mosaic_gpu_dialect.register_dialect(ctx)
    ctx.allow_unregistered_dialects = True
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(data)
        module = core._run_serde_pass(module, serialize=False)
        # the name jaxlib 0.11 gives the module's debug dumps, numbered by lowering (`kernel_body_0`, `_1`, ...:
        # get_or_set_dump_options, core.py:1018-1019 at 0.11.2) tells nothing of the kernel, as jax 0.12 says
        # when it hashes a module without it (core.py:274-283 at 0.12.0.1); left in, a kernel lowered twice would
        # print two texts, and be parsed and prepared twice (mgpu/jax/emulation.py keeps kernels by their text)
        if DUMP_BASENAME in module.operation.attributes:
            del module.operation.attributes[DUMP_BASENAME]
        pretty, generic = _asm(module)
        bare = module.operation.get_asm(print_generic_op_form=True)
    return {
        "pretty": pretty,
        "generic": generic,
        "bare": bare,  # without locations: what tells two kernels apart (mgpu/capture/chain.py)
        "bytecode_size": len(data),
        "operand_types": [str(v.type) for v in call.operands],
        "result_types": [str(v.type) for v in call.results],
        "operands": [_tensor_spec(v.type) for v in call.operands],
        "results": [_tensor_spec(v.type) for v in call.results],
        # how the kernel's buffers relate to the jitted function's inputs and outputs
        "sources": [_operand_source(v, module_op) for v in call.operands],
        "returned": _main_outputs(call, module_op),
        "aliases": _aliases(call),
    }


def _module_of(op):
    while op.parent is not None:
        op = op.parent
    return op


def _aliases(call) -> dict[int, int]:
    """Custom-call result index -> the operand it aliases (``output_operand_aliases``: GMEM scratch,
    ``input_output_aliases``, an ``as_gpu_kernel`` in-out buffer); a call with one result names it
    by ``output_tuple_indices = []``."""
    if "output_operand_aliases" not in call.attributes:
        return {}
    found = {}
    for a in call.attributes["output_operand_aliases"]:
        m = re.search(r"output_tuple_indices = \[(\d*)\], operand_index = (\d+)", str(a))
        if m:
            found[int(m[1] or 0)] = int(m[2])
    return found


_ELT = {"f16": "float16", "f32": "float32", "f64": "float64", "bf16": "bfloat16", "i1": "bool",
        "f8E4M3FN": "float8_e4m3fn", "f8E5M2": "float8_e5m2", "f8E8M0FNU": "float8_e8m0fnu",
        "f4E2M1FN": "float4_e2m1fn"}  # (f4: one code a byte in ml_dtypes, packed by mgpu-run: sub_byte_buffers.py)


def _tensor_spec(t) -> tuple[tuple[int, ...], str] | None:
    """(shape, numpy dtype name) of a ranked tensor type, None if it is something else."""
    from jaxlib.mlir import ir

    try:
        rt = t if isinstance(t, ir.RankedTensorType) else ir.RankedTensorType(t)
    except (ValueError, TypeError):
        return None
    elt = str(rt.element_type)
    if elt in _ELT:
        name = _ELT[elt]
    elif re.fullmatch(r"i(2|4|8|16|32|64)", elt):  # i4 / i2: ml_dtypes, packed by mgpu-run (sub_byte_buffers.py)
        name = f"int{elt[1:]}"
    elif re.fullmatch(r"ui(2|4|8|16|32|64)", elt):
        name = f"uint{elt[2:]}"
    else:
        return None
    return tuple(rt.shape), name


def _func_of(block):
    """The func.func whose body is ``block``, or None."""
    op = block.owner
    op = op.operation if op is not None else None
    return op if op is not None and op.name == "func.func" else None


def _sym(op) -> str:
    return str(op.attributes["sym_name"]).strip('"')


def _calls_of(module_op, name: str) -> list:
    """Every func.call of ``@name`` in the module."""
    found = []

    def walk(op):
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    inner = inner.operation
                    if inner.name == "func.call" and str(inner.attributes["callee"]).strip('"@') == name:
                        found.append(inner)
                    walk(inner)
    walk(module_op)
    return found


def _is_zero_constant(op) -> bool:
    """A stablehlo constant of zeros, or a broadcast of one (how XLA zero-fills GMEM scratch)."""
    from jaxlib.mlir import ir

    if op.name == "stablehlo.constant":
        value = op.attributes["value"]
        try:
            dense = ir.DenseElementsAttr(value)
        except (ValueError, TypeError):
            return False
        return dense.is_splat and _is_zero_bits(dense.get_splat_value())
    if op.name == "stablehlo.broadcast_in_dim":
        source = op.operands[0]
        # a broadcast of a function argument (tokamax's attention backward broadcasts its inputs) is
        # no constant: its owner is the argument's Block, which has no `operation`
        return not isinstance(source, ir.BlockArgument) and _is_zero_constant(source.owner.operation)
    return False


def _is_zero_bits(value) -> bool:
    """A scalar attribute whose bits are all zero (so -0.0 is not)."""
    from jaxlib.mlir import ir

    if isinstance(value, (ir.BoolAttr, ir.IntegerAttr)):
        return not value.value
    if isinstance(value, ir.FloatAttr):
        return value.value == 0 and math.copysign(1.0, value.value) > 0
    return False


def _operand_source(value, module_op):
    """Where a custom call's operand comes from: ("arg", i) for @main's i-th argument (through func.calls
    of private functions with one call site), ("zeros",) for XLA's zero-filled scratch, None otherwise."""
    from jaxlib.mlir import ir

    if isinstance(value, ir.BlockArgument):
        func = _func_of(value.owner)
        if func is None:
            return None
        if _sym(func) == "main":
            return ("arg", value.arg_number)
        calls = _calls_of(module_op, _sym(func))
        return _operand_source(calls[0].operands[value.arg_number], module_op) if len(calls) == 1 else None
    owner = value.owner.operation
    return ("zeros",) if _is_zero_constant(owner) else None


def _main_outputs(call, module_op) -> dict[int, int]:
    """Custom-call result index -> the index of @main's result it is returned as (through func.calls)."""

    def follow(result) -> set[int]:
        """The @main result positions that return ``result``."""
        positions = set()
        for use in result.uses:
            user = use.owner.operation
            func = user.parent
            if user.name != "func.return" or func is None or func.name != "func.func":
                continue
            if _sym(func) == "main":
                positions.add(use.operand_number)
            else:
                for c in _calls_of(module_op, _sym(func)):
                    positions |= follow(c.results[use.operand_number])
        return positions

    mapping = {}
    for r, res in enumerate(call.results):
        positions = follow(res)
        if len(positions) == 1:
            mapping[r] = positions.pop()
    return mapping


_MODULE_STR_RE = re.compile(r'(\bmodule = )"(?:[^"\\]|\\.)*"')
_HASH_STR_RE = re.compile(r'(\bkernel_hash = )"(?:[^"\\]|\\.)*"')


@contextlib.contextmanager
def kernel_context():
    """The MLIR context (with the mosaic_gpu dialect) and default location that ``as_gpu_kernel``
    needs when it is called, as jax's own examples and tests give it (examples/matmul.py,
    tests/mosaic/gpu_test.py's setUp at jax-v0.10.2); Pallas' lowering makes its own."""
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib import mosaic_gpu_dialect
    from jaxlib.mlir import ir

    ctx = jax_mlir.make_ir_context()
    mosaic_gpu_dialect.register_dialect(ctx)
    with ctx, ir.Location.unknown():
        yield


def lower(build, specs: list[tuple[tuple[int, ...], object]], semantics: str, arch: tuple[int, int],
          stages: Stages, sm_count: int | None = None):
    """Lower the kernel `build()` returns for cuda with example inputs `specs` ((shape, dtype) pairs),
    recording its stages into `stages`; a kernel that asks the device for its SM count gets `sm_count`.

    The kernel is built inside the hooks and an MLIR context: `mosaic_gpu.as_gpu_kernel` makes its
    module (and infers its layouts, for the arch jax reports) when it is called, not when it is lowered.
    Returns the output (shape, dtype) list and the StableHLO module (for `decode`). Exceptions from jax
    propagate (the caller reports them; `stages` then holds what was captured before jax failed).
    """
    import jax

    args = [jax.ShapeDtypeStruct(shape, dtype) for shape, dtype in specs]
    jax.clear_caches()  # a cached lowering would bypass the hooks
    with hooks(stages, semantics, arch, sm_count), kernel_context():
        fn = build()
        jitted = jax.jit(fn)
        out_tree = jax.eval_shape(fn, *args)
        lowered = jitted.trace(*args).lower(lowering_platforms=("cuda",))
        module = lowered.compiler_ir("stablehlo")
    outs = [(tuple(o.shape), o.dtype) for o in jax.tree.leaves(out_tree)]
    return outs, module


def decode(stages: Stages, module) -> None:
    """Fill in the payloads (decoded from the custom calls) and the StableHLO text of `module`."""
    for call in _custom_calls(module.operation, []):
        stages.payloads.append(_decode_payload(call))
    text = module.operation.get_asm()
    text = _MODULE_STR_RE.sub(lambda m: m.group(1) + '"<MLIR bytecode elided: see the payload file>"', text)
    stages.stablehlo = _HASH_STR_RE.sub(lambda m: m.group(1) + '"<elided>"', text)
