"""Pass names (the ``-p`` spelling) → pass classes, loaded lazily."""

from collections.abc import Callable

from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.exceptions import ArgSpecParseError

MGPU_PASSES: dict[str, Callable[[], type[ModulePass]]] = {}


def _infer_layout() -> type[ModulePass]:
    from mgpu.passes.infer_layout import InferLayoutPass

    return InferLayoutPass


MGPU_PASSES["mgpu-infer-layout"] = _infer_layout


def _lower_warpgroup() -> type[ModulePass]:
    from mgpu.passes.lower_warpgroup import LowerWarpgroupPass

    return LowerWarpgroupPass


def _lower() -> type[ModulePass]:
    from mgpu.passes.pipelines import LowerPass

    return LowerPass


MGPU_PASSES["mgpu-lower-warpgroup"] = _lower_warpgroup
MGPU_PASSES["mgpu-lower"] = _lower


def _lower_lane() -> type[ModulePass]:
    from mgpu.passes.lower_lane import LowerLanePass

    return LowerLanePass


def _annotate_lane() -> type[ModulePass]:
    from mgpu.passes.lower_lane import AnnotateLanePass

    return AnnotateLanePass


MGPU_PASSES["mgpu-lower-lane"] = _lower_lane
MGPU_PASSES["mgpu-annotate-lane"] = _annotate_lane


def _canonicalize() -> type[ModulePass]:
    from mgpu.passes.canonicalize import CanonicalizePass

    return CanonicalizePass


MGPU_PASSES["canonicalize"] = _canonicalize  # xDSL's, with jaxlib's mosaic_gpu patterns


def _cse() -> type[ModulePass]:
    from mgpu.passes.cse import CsePass

    return CsePass


MGPU_PASSES["cse"] = _cse  # xDSL's, with the side effects of the module's jaxlib


def all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Ours plus xDSL's own (canonicalize, cse, ...), as xdsl-opt offers them."""
    from xdsl.transforms import get_all_passes

    return {**get_all_passes(), **MGPU_PASSES}


def parse_pipeline(spec: str) -> PassPipeline:
    """A pipeline from its ``-p`` spelling; a ValueError that a user can read if it is not one."""
    try:
        return PassPipeline.parse_spec(all_passes(), spec)
    except ArgSpecParseError as e:  # a BaseException in xDSL
        raise ValueError(str(e)) from None
    except (ValueError, TypeError, KeyError) as e:
        raise ValueError(f"invalid pass pipeline '{spec}': {_unknown_passes(str(e)) or e}") from None


def _unknown_passes(message: str) -> str | None:
    """xDSL's ``Unrecognized passes: ['x']`` (a Python list) as mgpu says it, with the closest name."""
    import ast
    import difflib

    from mgpu.dialect.diagnostics import tools as diag

    if not message.startswith("Unrecognized passes: "):
        return None
    try:
        names = ast.literal_eval(message.removeprefix("Unrecognized passes: "))
    except (ValueError, SyntaxError):
        return None
    parts = []
    for name in names:
        close = difflib.get_close_matches(name, list(all_passes()), n=1, cutoff=0.7)
        hint = diag.DID_YOU_MEAN.format(name=close[0]) + "; " if close else ""
        parts.append(diag.UNKNOWN_PASS.format(name=name, hint=hint))
    return ", ".join(parts)
