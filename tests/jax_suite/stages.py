"""The stages of one captured case and how one mgpu-run of a stage came out (no jax needed here).

A stage is one module mgpu-run executes: jax's payload in either semantics, or the Warpgroup
mosaic_gpu-level module (`wg_dialect`, before jax's layout inference) lowered by our
`mgpu-lower{semantics=warpgroup}` (our inference, then our lowering); each in the pretty and the
generic form. mgpu-run runs in this process (mgpu.tools.mgpu_run.main), bounded by its own --timeout.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import traceback
from collections.abc import Callable
from dataclasses import dataclass

# name -> (semantics of the capture, captured stage file, what is done with it: "run" it, "lower" it
# (mgpu-lower{semantics=warpgroup}) and run it, or "infer" its layouts and compare them with jax's)
STAGES = {
    "wg payload": ("warpgroup", "payload", "run"),
    "wg payload generic": ("warpgroup", "payload.generic", "run"),
    "lane payload": ("lane", "payload", "run"),
    "lane payload generic": ("lane", "payload.generic", "run"),
    "wg ours": ("warpgroup", "wg_dialect", "lower"),
    "wg ours generic": ("warpgroup", "wg_dialect.generic", "lower"),
    "wg inference": ("warpgroup", "wg_dialect.generic", "infer"),
}
TAG = {"warpgroup": "wg", "lane": "lane"}
STAGE_TIMEOUT_S = 120

# Outcome kinds. "unchecked" ran without a reference to compare; "internal error" is a located message
# that wraps a Python exception of mgpu's own (a bug, not a missing feature); "crash" is one that is not
# located, or a traceback.
MATCH, MISMATCH, REFUSED, INTERNAL, CRASH, TIMEOUT, UNCHECKED = (
    "match", "mismatch", "refused", "internal error", "crash", "timeout", "unchecked")
NOT_CAPTURED, NOT_RUN = "jax refused", "not run by jax"


@dataclass
class Outcome:
    kind: str
    detail: str = ""  # mismatch: differing elements or the printed check's reason; refused / crash: first line
    seconds: float = 0.0

    def cell(self) -> str:
        if self.kind == MISMATCH:
            return f"mismatch ({self.detail})"
        if self.kind in _WITH_DETAIL:
            return f"{self.kind}: {table_text(self.detail)}"
        return self.kind

    @classmethod
    def from_cell(cls, cell: str) -> Outcome:
        """The Outcome a table cell shows (cell's inverse, the detail as far as the cell has it)."""
        if cell.startswith(f"{MISMATCH} (") and cell.endswith(")"):
            return cls(MISMATCH, cell[len(MISMATCH) + 2:-1])
        kind = next((k for k in _WITH_DETAIL if cell.startswith(f"{k}: ")), None)
        return cls(kind, cell[len(kind) + 2:]) if kind else cls(cell)


_WITH_DETAIL = (REFUSED, INTERNAL, CRASH, TIMEOUT, NOT_CAPTURED)  # the kinds whose cell shows their detail


_FOLDER = re.compile(r"(?:/[^\s/:]+)+/(?=[^\s/:]+\.(?:mlir|npy)\b)")
_CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + "/"


def table_text(text: str) -> str:
    """One table cell: one line, no '|', files named without the (temporary) folder they were captured in
    and sources without the checkout's path."""
    return _FOLDER.sub("", text).replace(_CHECKOUT, "").replace("|", "\\|").replace("\n", " ")[:240]


_COUNTS = r"(\d+) of (\d+) elements differ"  # (mgpu.emulator.compare's words)
_DIFFER = re.compile(r"MISMATCH with .*?: " + _COUNTS)
# what mgpu says when one of its own Python exceptions reached an op: "internal emulator error while
# executing this op: ValueError: ...", "internal error in mgpu's Warpgroup lowering of OP (KeyError: ...)"
_WRAPPED = re.compile(r"internal (emulator )?error|\([A-Z]\w*(Error|Exception): ")


_REMARK = re.compile(r"^\S+:\d+:\d+: remark: (.*)$", re.M)


def classify(status: int, out: str, err: str) -> Outcome:
    """What mgpu-run's exit status and output say: match, mismatch (differing / total elements),
    a located refusal (its first line), an internal error or a time limit."""
    if status == 0:
        return Outcome(MATCH if " match (" in out else UNCHECKED)
    differ = _DIFFER.findall(out)
    if differ:
        return _mismatch(differ)
    # (a lowering's remarks, what jax prints while it lowers, come before the message: not it)
    first = next((line.strip() for line in err.splitlines() if line.strip() and not _REMARK.match(line)),
                 "(no message)")
    if "mgpu-run: internal error" in err or "Traceback" in err:  # (unlocated: no op to blame)
        return Outcome(CRASH, first)
    if "time limit" in err or "--timeout" in err:
        return Outcome(TIMEOUT, first)
    return Outcome(INTERNAL if _WRAPPED.search(first) else REFUSED, first)


def _mismatch(counts: list[tuple[str, str]]) -> Outcome:
    """A mismatch of the (differing, total) element counts of each output, summed."""
    return Outcome(MISMATCH, f"{sum(int(d) for d, _ in counts)} of {sum(int(t) for _, t in counts)}")


_ELEMENTS = re.compile("^" + _COUNTS)


def result_check(manifest: str) -> Outcome | None:
    """How mgpu-capture's check of the function's result came out (the function evaluated with its
    kernels run by the emulator, where other jax ops feed them: the `result` of its capture.json): a
    match, a mismatch (differing / total elements), or None where it checked none."""
    if not os.path.exists(manifest):
        return None
    with open(manifest) as f:
        checks = json.load(f).get("result") or []
    if not checks:
        return None
    differences = [c["difference"] for c in checks if c["difference"] is not None]
    if not differences:
        return Outcome(MATCH)
    counts = [_ELEMENTS.match(d) for d in differences]
    if not all(counts):
        return Outcome(MISMATCH, next(d for d, m in zip(differences, counts) if m is None))
    return _mismatch([m.groups() for m in counts])


def compare_inference(dialect: str, layouts: str) -> Outcome:
    """Our ``mgpu-infer-layout`` of the ``wg_dialect`` module against jax's own inference
    (``wg_layouts``), op for op: a match, the first op whose attributes differ (a mismatch), or the
    refusal of our inference."""
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.dialect.diagnostics import MgpuError, location_of
    from mgpu.passes.infer_layout import InferLayoutPass, layout_annotations
    from xdsl.utils.exceptions import ParseError

    ctx = make_context()
    try:
        module = parse_module(open(dialect).read(), dialect, ctx)
        expected = layout_annotations(parse_module(open(layouts).read(), layouts, ctx))
        InferLayoutPass().apply(ctx, module)
    except MgpuError as e:
        where = location_of(e.op) if getattr(e, "op", None) is not None else dialect
        return Outcome(REFUSED, f"{where}: error: {e.message}")
    except ParseError as e:
        return Outcome(REFUSED, str(e).strip().splitlines()[0])
    except Exception as e:  # noqa: BLE001 - recorded as a crash, the suite goes on
        return Outcome(CRASH, f"{type(e).__name__}: {e}")
    got = layout_annotations(module)
    differ = [i for i, (g, w) in enumerate(zip(got, expected)) if g != w]
    if len(got) != len(expected):
        return Outcome(MISMATCH, f"{len(got)} ops, jax's {len(expected)}")
    if differ:
        return Outcome(MISMATCH, f"{len(differ)} of {len(got)} ops; first: {expected[differ[0]][0]}")
    return Outcome(MATCH)


def printed_text(file: str, out: str, err: str) -> str:
    """What a run of `file` printed, as jax's tests see their process's stdout: the remarks of mgpu's
    lowering (what jax prints while it lowers, e.g. print_layout's) one a line, then what the kernel
    printed (mgpu-run's stdout before its report, which starts `mgpu-run: FILE`)."""
    said = "".join(m[1] + "\n" for m in _REMARK.finditer(err))
    report = re.search(rf"^mgpu-run: {re.escape(file)}$", out, re.M)
    return said + (out[: report.start()] if report else out)


def check_printed(outcome: Outcome, check: Callable[[str], None], text: str) -> Outcome:
    """A run that came out a match or unchecked, judged by the case's check of the printed text: a
    match, or a mismatch with the check's reason; other outcomes stand."""
    if outcome.kind not in (MATCH, UNCHECKED):
        return outcome
    try:
        check(text)
    except AssertionError as e:
        return Outcome(MISMATCH, f"printed: {e}")
    except Exception as e:  # noqa: BLE001 - the check itself failed: recorded as a crash, the suite goes on
        return Outcome(CRASH, f"the printed check {check.__name__}: {type(e).__name__}: {e}")
    return Outcome(MATCH)


def run_mgpu_run(argv: list[str], printed: Callable[[str], None] | None = None) -> Outcome:
    """mgpu-run ARGV in this process, judged by `printed` (the case's check of the printed text) if
    given; an exception escaping it is a crash (its last frame recorded)."""
    from mgpu.tools import mgpu_run

    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = mgpu_run.main([*argv, "--timeout", str(STAGE_TIMEOUT_S)])
    except Exception as e:  # noqa: BLE001 - recorded as a crash, the suite goes on
        where = traceback.extract_tb(e.__traceback__)[-1]
        return Outcome(CRASH, f"{type(e).__name__}: {e} (at {where.filename}:{where.lineno})")
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else 1
    outcome = classify(status, out.getvalue(), err.getvalue())
    if printed is None:
        return outcome
    return check_printed(outcome, printed, printed_text(argv[0], out.getvalue(), err.getvalue()))
