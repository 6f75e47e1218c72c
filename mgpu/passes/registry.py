"""Pass names (the ``-p`` spelling) → pass classes, loaded lazily."""

from collections.abc import Callable

from xdsl.passes import ModulePass

MGPU_PASSES: dict[str, Callable[[], type[ModulePass]]] = {}


def all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Ours plus xDSL's own (canonicalize, cse, ...), as xdsl-opt offers them."""
    from xdsl.transforms import get_all_passes

    return {**get_all_passes(), **MGPU_PASSES}
