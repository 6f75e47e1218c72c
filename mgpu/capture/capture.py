"""mgpu-capture's driver: load the user's file, lower its kernel with jax, write the stages and data."""

from __future__ import annotations

import importlib.util
import inspect
import io
import json
import os
import shlex
import sys
import tempfile
import traceback
from dataclasses import dataclass, field

import numpy as np

from mgpu.capture.errors import CaptureError
from mgpu.capture.jax_errors import traced_at
from mgpu.capture.locations import relative_locations
from mgpu.capture.specs import ArgSpec, as_jax_takes, make_inputs, parse_dtype, short_name
from mgpu.tools.output import signals_held, write_file

SEM_TAG = {"warpgroup": "wg", "lane": "lane"}


@dataclass
class CaptureResult:
    files: list[str] = field(default_factory=list)
    commands: list[list[str]] = field(default_factory=list)  # mgpu-run argv, one per runnable stage
    notes: list[str] = field(default_factory=list)
    manifest: str = ""
    # The function evaluated with its kernels run by the emulator (kernels that other jax ops feed): how
    # many kernel calls it made, and its result against --reference: per output, its name, the expected
    # file and the difference (None: a match, bit-exact unless --rtol / --atol).
    chain_calls: int = 0
    checks: list[dict] = field(default_factory=list)

    @property
    def result_ok(self) -> bool:
        return all(c["difference"] is None for c in self.checks)


def parse_target(target: str) -> tuple[str, str]:
    path, sep, func = target.rpartition(":")
    if not sep or not path or not func:
        raise CaptureError(f"expected FILE.py:FUNCTION, got '{target}'")
    if not func.isidentifier():
        raise CaptureError(f"'{func}' (after the ':' in '{target}') is not a Python function name")
    if not os.path.exists(path):
        raise CaptureError(f"{path}: file not found")
    if not os.path.isfile(path):
        raise CaptureError(f"{path}: not a file")
    return path, func


def _user_frame(e: BaseException, path: str) -> str:
    """' (at FILE:LINE in FUNC)': where jax traced the op its error ``e`` is about (a kernel's op it refuses to
    lower: mgpu/capture/jax_errors.py), else the innermost frame of the traceback in the user's file, else ''."""
    traced = traced_at(e)
    if traced is not None:
        return f" (at {traced[0]}:{traced[1]} in {traced[2]})"
    real = os.path.realpath(path)
    where = ""
    for fr in traceback.extract_tb(e.__traceback__):
        if os.path.realpath(fr.filename) == real:
            where = f" (at {path}:{fr.lineno} in {fr.name})"
    return where


def _describe(e: BaseException) -> str:
    msg = str(e).strip()
    return f"{type(e).__name__}: {msg}" if msg else type(e).__name__


def load_user_module(path: str):
    name = "mgpu_capture_user_" + "".join(c if c.isalnum() else "_" for c in os.path.splitext(os.path.basename(path))[0])
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise CaptureError(f"{path}: cannot be imported as a Python file")
    module = importlib.util.module_from_spec(spec)
    folder = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, folder)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except SyntaxError as e:
        raise CaptureError(f"{path}:{e.lineno}: syntax error: {e.msg}") from None
    except ImportError as e:
        raise CaptureError(f"{path}: import failed: {_describe(e)}{_user_frame(e, path)}") from None
    except BaseException as e:  # noqa: BLE001 - the user's code may raise anything
        if isinstance(e, KeyboardInterrupt):
            raise
        raise CaptureError(f"{path}: raised while being imported: {_describe(e)}"
                           f"{_user_frame(e, path)}") from None
    finally:
        if sys.path and sys.path[0] == folder:
            sys.path.pop(0)
    return module


def get_function(module, path: str, name: str, what: str):
    fn = getattr(module, name, None)
    if fn is None:
        public = sorted(n for n, v in vars(module).items()
                        if callable(v) and not n.startswith("_") and getattr(v, "__module__", None) == module.__name__)
        hint = f"; it defines: {', '.join(public)}" if public else ""
        raise CaptureError(f"{path}: no {what} named '{name}'{hint}")
    if not callable(fn):
        raise CaptureError(f"{path}: '{name}' is a {type(fn).__name__}, not a function")
    return fn


def is_factory(fn) -> bool:
    """A plain function callable with no arguments (but `semantics`) builds the kernel; else it is the kernel."""
    if not inspect.isfunction(fn):
        return False
    for p in inspect.signature(fn).parameters.values():
        if p.kind is p.VAR_POSITIONAL:
            return False
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty and p.name != "semantics":
            return False
    return True


def build_kernel(fn, path: str, name: str, semantics: str):
    if not is_factory(fn):
        return fn
    from mgpu.capture.jax_stages import lowering_semantics

    params = inspect.signature(fn).parameters
    kwargs = {}
    if "semantics" in params or any(p.kind is p.VAR_KEYWORD for p in params.values()):
        kwargs["semantics"] = lowering_semantics(semantics)
    try:
        kernel = fn(**kwargs)
    except Exception as e:  # noqa: BLE001
        raise CaptureError(f"{path}: {name}() raised: {_describe(e)}{_user_frame(e, path)}") from None
    if not callable(kernel):
        raise CaptureError(f"{path}: {name}() returned a {type(kernel).__name__}, not a jax-callable kernel "
                           f"(e.g. the result of pl.pallas_call(...) or plgpu.kernel(...))")
    return kernel


def _header(name: str, tag: str, what: str, origin: str) -> str:
    return f"// {name}.{tag}: {what}; {origin}\n"


def _write(path: str, text: str, files: list[str]) -> None:
    """Written as mgpu-opt's -o writes (mgpu/tools/output.py: a complete file or none, also when
    interrupted; a failed write is one line naming the file); an .mlir file's source locations relative
    (mgpu/capture/locations.py)."""
    if path.endswith(".mlir"):
        text = relative_locations(text)
    write_file(path, text if text.endswith("\n") else text + "\n")
    files.append(path)


def _save_npy(path: str, arr: np.ndarray, files: list[str]) -> None:
    buf = io.BytesIO()
    np.save(buf, arr, allow_pickle=False)
    write_file(path, buf.getvalue())
    files.append(path)


def _reference_outputs(ref, path: str, name: str, inputs: list[np.ndarray], outs) -> list[np.ndarray]:
    try:
        got = ref(*[a.copy() for a in inputs])
    except Exception as e:  # noqa: BLE001
        raise CaptureError(f"{path}: the reference {name}() raised: {_describe(e)}"
                           f"{_user_frame(e, path)}") from None
    got = list(got) if isinstance(got, (tuple, list)) else [got]
    if len(got) != len(outs):
        raise CaptureError(f"{path}: the reference {name}() returned {len(got)} array(s), "
                           f"the kernel has {len(outs)} output(s)")
    result = []
    for i, (g, (shape, dtype)) in enumerate(zip(got, outs)):
        g = np.asarray(g)
        if g.shape != tuple(shape):
            raise CaptureError(f"{path}: the reference {name}() output {i} has shape {g.shape}, "
                               f"the kernel's out{i} has shape {tuple(shape)}")
        result.append(np.array(g.astype(np.dtype(dtype)), order="C"))
    return result


def _kernel_buffers(payload: dict, kb: str, kname: str, func: str, seed: int, in_files: list[str],
                    out_files: list[str], res: CaptureResult):
    """The kernel's input files and its (output index, expected file) pairs, or (None, None) if
    mgpu-run cannot fill its buffers. An operand that is the function's argument gets that input's
    file (also through jitted helpers); GMEM scratch (semaphores), which XLA zero-fills, gets zeros; a
    result the function returns is checked against that expected output. A kernel fed by other jax ops
    gets random inputs of its own and no check."""
    if any(t is None for t in payload["operands"] + payload["results"]):
        res.notes.append(f"{kname}: its buffers ({', '.join(payload['operand_types'])} -> "
                         f"{', '.join(payload['result_types'])}) are not all arrays mgpu-run can fill: "
                         f"no mgpu-run command for it")
        return None, None
    specs = [ArgSpec(tuple(shape), parse_dtype(dt), "kernel") for shape, dt in payload["operands"]]
    sources = payload["sources"]
    if _fed_by_other_ops(payload, len(in_files)):
        files = []
        for i, a in enumerate(make_inputs(specs, seed)):
            files.append(f"{kb}.kernel.in{i}.npy")
            _save_npy(files[-1], a, res.files)
        res.notes.append(
            f"{kname}: the Mosaic GPU kernel's inputs are not all inputs of {func} (other jax ops compute some "
            f"of them): its command uses random inputs of its own ({os.path.basename(kb)}.kernel.in*.npy, seed "
            f"{seed}) and checks no expected output")
        return files, []
    files = []
    for i, src in enumerate(sources):
        if src[0] == "arg":
            files.append(in_files[src[1]])
        else:
            files.append(f"{kb}.kernel.in{i}.npy")
            _save_npy(files[-1], np.zeros(specs[i].shape, specs[i].dtype), res.files)
            res.notes.append(f"{kname}: in{i} is GMEM scratch (e.g. a semaphore) that XLA zero-fills: "
                             f"{os.path.basename(files[-1])} holds zeros")
    for r, operand in sorted(payload["aliases"].items()):
        res.notes.append(f"{kname}: out{r} is in{operand}'s buffer on the GPU (XLA aliases them): "
                         f"--alias out{r}=in{operand}")
    expects = [(r, out_files[j]) for r, j in sorted(payload["returned"].items()) if j < len(out_files)]
    return files, expects


def operand(path: str) -> str:
    """``path`` as a command's positional argument: a relative path starting with ``-`` (an
    --output-dir or --name that does) gets ``./``, or mgpu-run would read it as an option."""
    return f"./{path}" if path.startswith("-") else path


def _run_args(payload: dict, kin_files: list[str], expects: list[tuple[int, str]], rtol: float,
              atol: float, jax_name: str) -> list[str]:
    """mgpu-run's arguments after the module file, for one run of a kernel (its IR read as the jax
    release that wrote it)."""
    run_args = ["--jax", jax_name]
    for i, f in enumerate(kin_files):
        run_args += ["--input", f"in{i}={f}"]
    if len(payload["results"]) != 1:
        run_args += ["--outputs", str(len(payload["results"]))]
    for r, operand in sorted(payload["aliases"].items()):
        run_args += ["--alias", f"out{r}=in{operand}"]
    for r, f in expects:
        run_args += ["--expect", f"out{r}={f}"]
    if rtol:
        run_args += ["--rtol", repr(rtol)]
    if atol:
        run_args += ["--atol", repr(atol)]
    return run_args


def _fed_by_jax(payloads: list[dict], n_inputs: int, n_outputs: int, checked: bool) -> bool:
    """Whether other jax ops feed a kernel (an operand that is neither the function's input nor XLA's
    zero-filled scratch) or, with a reference, compute a result the function returns."""
    returned = {j for p in payloads for j in p["returned"].values()}
    return any(_fed_by_other_ops(p, n_inputs) for p in payloads) or (checked and not set(range(n_outputs)) <= returned)


def _fed_by_other_ops(payload: dict, n_inputs: int) -> bool:
    """Whether an operand of the kernel is computed by other jax ops: neither one of the function's
    `n_inputs` inputs nor XLA's zero-filled scratch."""
    return any(src is None or (src[0] == "arg" and src[1] >= n_inputs) for src in payload["sources"])


def _chain_runs(build, inputs: list[np.ndarray], semantics: str, arch, payloads: list[dict], written: list,
                func: str, expected: list[np.ndarray], out_files: list[str], rtol: float, atol: float,
                res: CaptureResult, sm_count: int | None) -> list[list] | None:
    """Evaluate the function with its kernels run by the emulator (mgpu.capture.chain): per kernel, the
    (input files, expected outputs) of each of its calls, and the function's result checked against
    the reference into `res.checks`; None (and a note why) when it cannot be evaluated exactly."""
    from mgpu.capture.chain import CapturedKernel, ChainRefused, evaluate
    from mgpu.emulator.compare import compare

    kernels = [CapturedKernel(p, files["payload"]) for p, (_, _, files) in zip(payloads, written)]
    try:
        chain = evaluate(build, inputs, semantics, arch, kernels, sm_count)
    except ChainRefused as e:
        reason = str(e)
    except Exception as e:  # noqa: BLE001 - jax's evaluation of the other ops failed: the old way, said why
        reason = f"jax raised {_describe(e)}"
    else:
        reason = None
    if reason is not None:
        res.notes.append(f"{func} could not be evaluated with its kernels run by mgpu's emulator: {reason}; "
                         f"a kernel that other jax ops feed gets random inputs of its own and no check")
        return None
    runs: list[list] = [[] for _ in payloads]
    tag = SEM_TAG[semantics]  # each semantics' calls in files of their own: they run their own payloads
    for call in chain.calls:
        kb = written[call.kernel][0]
        j = len(runs[call.kernel])
        files = []
        for i, a in enumerate(call.inputs):
            files.append(f"{kb}.{tag}.call{j}.in{i}.npy")
            _save_npy(files[-1], a, res.files)
        expects = []
        for r, a in enumerate(call.outputs):
            expects.append((r, f"{kb}.{tag}.call{j}.out{r}.npy"))
            _save_npy(expects[-1][1], a, res.files)
        runs[call.kernel].append((files, expects))
    for (kb, kname, _), calls in zip(written, runs):
        prefix = f"{os.path.basename(kb)}.{tag}"
        res.notes.append(
            f"{kname}: called {len(calls)} time(s) when {func} was evaluated on its inputs with its kernels run by "
            f"mgpu's emulator and the other ops by jax on the CPU: each call's command takes the buffers it "
            f"received ({prefix}.callJ.in*.npy) and expects what the emulator made of them "
            f"({prefix}.callJ.out*.npy), so it checks a stage against jax's payload"
            + ("; the function's result checks the payload against --reference" if expected else "") if calls else
            f"{kname}: not called when {func} was evaluated (a kernel of the same module runs its calls): "
            f"no mgpu-run command for it")
    for i, (got, exp) in enumerate(zip(chain.outputs, expected)):
        res.checks.append({"output": f"out{i}", "expected": out_files[i], "difference": compare(got, exp, rtol, atol)})
    if not expected:
        res.notes.append(f"no --reference: {func}'s result, evaluated with its kernels run by mgpu's emulator, "
                         f"is not checked")
    res.chain_calls = len(chain.calls)
    return runs


def _failed_inference(stages, output_dir: str, name: str, func: str, args, semantics: str, arch,
                      jax_name: str) -> str:
    """When jax's layout inference is what failed (it was given a module and returned none), write that
    module as the wg_dialect stage, so that mgpu-opt can show where (jax's message names no op); the
    text to add to the error."""
    if len(stages.dialect) == len(stages.layouts):
        return ""
    pretty, gen = stages.dialect[-1]
    base = os.path.join(output_dir, f"{name}.{SEM_TAG[semantics]}.wg_dialect")
    origin = (f"{func}({', '.join(map(str, args))}); semantics={semantics}; arch={arch[0]}.{arch[1]}; "
              f"captured by mgpu-capture with jax {jax_name}: jax's layout inference failed on it")
    files: list[str] = []
    _write(base + ".mlir", _header(name, SEM_TAG[semantics], "mosaic_gpu-dialect module", origin) + pretty, files)
    _write(base + ".generic.mlir", _header(name, SEM_TAG[semantics], "generic form", origin) + gen, files)
    return (f"\nnote: jax's layout inference failed on the module written to {files[0]} (and its generic form): "
            f"`mgpu-opt {files[0]} --jax {jax_name} -p mgpu-infer-layout` runs mgpu's inference on it, which names "
            f"the op it fails at, if it fails (it may find layouts where jax's search gives up)")


def capture(target: str, args: list[ArgSpec], *, semantics: str = "warpgroup", output_dir: str = ".",
            name: str | None = None, reference: str | None = None, seed: int = 0,
            arch: tuple[int, int] = (9, 0), generic: bool = True, rtol: float = 0.0,
            atol: float = 0.0, sm_count: int | None = None) -> CaptureResult:
    """Capture every stage of the kernel `FILE.py:FUNCTION` for `semantics`; see mgpu.capture."""
    if semantics not in SEM_TAG:
        raise CaptureError(f"--semantics must be warpgroup or lane, got '{semantics}'")
    path, func = parse_target(target)
    try:
        os.makedirs(output_dir, exist_ok=True)
        # a probe of its own name: captures running side by side into one folder (or a file of the user's)
        # never see each other's probe or remove it
        with signals_held():  # (not left behind by a Ctrl-C between its making and its removal)
            fd, probe = tempfile.mkstemp(prefix=".mgpu-capture-probe-", dir=output_dir)
            os.close(fd)
            os.remove(probe)
    except OSError as e:
        raise CaptureError(f"cannot write to the output directory {output_dir}: {e.strerror or e}") from None
    from mgpu.capture import jax_stages

    jax = jax_stages.import_jax()
    args, narrowed = as_jax_takes(jax, args)
    module = load_user_module(path)
    fn = get_function(module, path, func, "function")
    ref = get_function(module, path, reference, "reference function") if reference else None
    stages = jax_stages.Stages()
    try:
        outs, lowered = jax_stages.lower(lambda: build_kernel(fn, path, func, semantics),
                                         [(s.shape, s.dtype) for s in args], semantics, arch, stages, sm_count)
    except CaptureError:
        raise
    except Exception as e:  # noqa: BLE001 - jax rejects the kernel: report it like jax says it
        raise CaptureError(f"jax could not lower {func} for cuda with inputs "
                           f"({', '.join(map(str, args))}): {_describe(e)}{_user_frame(e, path)}"
                           f"{_failed_inference(stages, output_dir, name or func, func, args, semantics, arch, jax.__version__)}"
                           ) from e  # (MGPU_DEBUG=1 prints jax's traceback: mgpu-capture)
    jax_stages.decode(stages, lowered)
    if not stages.payloads:
        raise CaptureError(f"{path}: {func} lowered to no Mosaic GPU kernel (no mosaic_gpu_v2 custom call): "
                           f"is it a pl.pallas_call / plgpu.kernel built with plgpu.CompilerParams?")
    if semantics == "warpgroup" and not stages.layouts:
        raise CaptureError(f"{func} was lowered with Lane semantics although --semantics warpgroup was asked "
                           f"for (a kernel built with mosaic_gpu.as_gpu_kernel keeps its own thread_semantics)")
    if semantics == "lane" and stages.layouts:
        raise CaptureError(f"{func} was lowered with Warpgroup semantics although --semantics lane was asked "
                           f"for (a kernel built with mosaic_gpu.as_gpu_kernel keeps its own thread_semantics)")

    res = CaptureResult(notes=narrowed)
    name = name or func
    tag = SEM_TAG[semantics]
    os.makedirs(output_dir, exist_ok=True)
    base = os.path.join(output_dir, name)
    sig = f"{func}({', '.join(map(str, args))})"
    origin = (f"{os.path.basename(path)}:{sig}; semantics={semantics}; arch={arch[0]}.{arch[1]}; "
              f"captured by mgpu-capture with jax {jax.__version__}")
    if stages.semantics_overridden:
        said = ", ".join(sorted(set(stages.semantics_overridden)))
        res.notes.append(f"the kernel's CompilerParams say lowering_semantics={said} (or say none, and that is "
                         f"jax {jax.__version__}'s default); lowered with --semantics {semantics} as asked")

    inputs = make_inputs(args, seed)
    in_files = []
    for i, a in enumerate(inputs):
        p = f"{base}.in{i}.npy"
        _save_npy(p, a, res.files)
        in_files.append(p)
    out_files = []
    expected = _reference_outputs(ref, path, reference, inputs, outs) if ref is not None else []
    if ref is not None:
        for i, a in enumerate(expected):
            p = f"{base}.out{i}.npy"
            _save_npy(p, a, res.files)
            out_files.append(p)

    many = len(stages.payloads) > 1
    if many:
        res.notes.append(f"{func} contains {len(stages.payloads)} Mosaic GPU kernels: written as {name}.k0, "
                         f"{name}.k1, ... in the order jax lowered them")
    written = []  # per kernel: its file prefix, its name, its stage files
    for k, payload in enumerate(stages.payloads):
        kb = f"{base}.k{k}" if many else base
        kname = f"{name}.k{k}" if many else name
        def write_stage(stage: str, pretty: str, gen: str, what: str) -> str:
            """Write one stage (pretty form, and generic unless --no-generic); the file commands run:
            the generic form where it is written (exactly what jax printed)."""
            p = f"{kb}.{tag}.{stage}.mlir"
            _write(p, _header(kname, tag, what, origin) + pretty, res.files)
            if not generic:
                return p
            p = f"{kb}.{tag}.{stage}.generic.mlir"
            _write(p, _header(kname, tag, what + ", generic form", origin) + gen, res.files)
            return p

        stage_files = {}
        if semantics == "warpgroup" and k < len(stages.dialect):
            for stage, (pretty, gen), what in (
                    ("wg_dialect", stages.dialect[k], "mosaic_gpu-dialect module (after jax's canonicalize,cse, 0.10.2: canonicalize; "
                     "before infer_layout)"),
                    ("wg_layouts", stages.layouts[k], "mosaic_gpu-dialect module with inferred layouts (after infer_layout)")):
                stage_files[stage] = write_stage(stage, pretty, gen, what)
        stage_files["payload"] = write_stage(
            "payload", payload["pretty"], payload["generic"],
            f"jax's lane-level payload (the mosaic_gpu_v2 custom call's module, decoded; "
            f"{payload['bytecode_size']} bytes of bytecode)")
        written.append((kb, kname, stage_files))
    chained = None
    if _fed_by_jax(stages.payloads, len(in_files), len(outs), ref is not None):
        chained = _chain_runs(lambda: build_kernel(fn, path, func, semantics), inputs, semantics, arch,
                              stages.payloads, written, func, expected, out_files, rtol, atol, res, sm_count)
    for k, payload in enumerate(stages.payloads):
        kb, kname, stage_files = written[k]
        if chained is not None:
            runs = chained[k]
        else:
            kin_files, expects = _kernel_buffers(payload, kb, kname, func, seed + 1 + k, in_files, out_files, res)
            runs = [] if kin_files is None else [(kin_files, expects)]
        for kin_files, expects in runs:
            run_args = _run_args(payload, kin_files, expects, rtol, atol, jax.__version__)
            res.commands.append(["mgpu-run", operand(stage_files["payload"]), *run_args])
            if "wg_layouts" in stage_files:
                res.commands.append(["mgpu-run", operand(stage_files["wg_layouts"]), "--semantics", "warpgroup",
                                     *run_args])
    stablehlo = f"{base}.{tag}.stablehlo.mlir"
    _write(stablehlo, _header(name, tag, "the jitted function's StableHLO (kernel bytecode elided)", origin)
           + stages.stablehlo, res.files)

    manifest = {
        "tool": "mgpu-capture",
        "source": f"{path}:{func}",
        "reference": reference,
        "semantics": semantics,
        "arch": f"{arch[0]}.{arch[1]}",
        "sm_count": sm_count,
        "jax": jax.__version__,
        "seed": seed,
        "inputs": [{"name": f"in{i}", "spec": str(s), "file": f, "given": s.value is not None}
                   for i, (s, f) in enumerate(zip(args, in_files))],
        "outputs": [{"name": f"out{i}", "spec": f"{short_name(np.dtype(d))}[{','.join(map(str, sh))}]",
                     "expected": out_files[i] if i < len(out_files) else None}
                    for i, (sh, d) in enumerate(outs)],
        "files": list(res.files),
        "mgpu_run": [" ".join(shlex.quote(a) for a in c) for c in res.commands],
        "notes": res.notes,
        "result": res.checks,
    }
    res.manifest = f"{base}.{tag}.capture.json"
    _write(res.manifest, json.dumps(manifest, indent=1), res.files)
    return res
