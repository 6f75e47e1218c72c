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
        raise ValueError(f"invalid pass pipeline '{spec}': {e}") from None
