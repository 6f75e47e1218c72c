"""Where the user wrote an op: the ``loc(...)`` the IR carries (jax's Python file and line), kept
beside the op's position in the IR file.

An op's ``location`` is always its FILE:LINE:COL in the IR file mgpu read (``LocatingParser``), so
every diagnostic names the line to edit in the IR. A ``loc(...)`` written in the IR (mgpu-capture
keeps jax's) is the op's *source*: diagnostics add ``note: from kernel.py:24:21 (in body)``,
``--print-debuginfo`` prints it back, and the lowering passes give it to every op they emit for the
op (``mgpu.passes.lowering.builder.Builder``). Kept in a side table so that ops keep xDSL's single
``location`` field.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from xdsl.dialects.builtin import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc
from xdsl.ir import Attribute, Operation

_SOURCE: WeakKeyDictionary[Operation, Attribute] = WeakKeyDictionary()


def set_source(op: Operation, loc: Attribute | None) -> None:
    """Record ``loc`` (a location attribute, None for none) as where ``op`` was written."""
    if loc is None:
        _SOURCE.pop(op, None)
    else:
        _SOURCE[op] = loc


def source_of(op: Operation) -> Attribute | None:
    """The location ``op`` was written at, as the IR gave it, or None."""
    return _SOURCE.get(op)


def printed_location(op: Operation) -> Attribute:
    """What ``--print-debuginfo`` prints for ``op``: its source if it has one, else its IR position
    (as mlir-opt prints an op's own ``loc``, or the position it was parsed at)."""
    return _SOURCE.get(op) or op.location


def written_at(op: Operation | None) -> tuple[str, str | None] | None:
    """(``FILE:LINE:COL``, function or None) of the first file position in ``op``'s source (the
    innermost frame of a call-site chain, as jax orders them), or None without one."""
    loc = _SOURCE.get(op) if op is not None else None
    found = _first_file(loc, None) if loc is not None else None
    if found is None:
        return None
    file_loc, function = found
    return f"{file_loc.filename.data}:{file_loc.line.data}:{file_loc.column.data}", function


def source_note(op: Operation | None) -> str | None:
    """The note under a diagnostic at ``op``: ``from kernel.py:24:21 (in body)``, or None."""
    if (found := written_at(op)) is None:
        return None
    where, function = found
    return f"from {where} (in {function})" if function else f"from {where}"


def source_suffix(op: Operation | None) -> str:
    """`` (from kernel.py:24:21, in body)`` after an op's IR position in a message, or ''."""
    if (found := written_at(op)) is None:
        return ""
    where, function = found
    return f" (from {where}, in {function})" if function else f" (from {where})"


def _first_file(loc: Attribute, function: str | None) -> tuple[FileLineColLoc, str | None] | None:
    if isinstance(loc, FileLineColLoc):
        return loc, function
    if isinstance(loc, NameLoc):
        name = loc.desc.data
        # jax names a frame by its function's qualified name ("make_kernel.<locals>.body") and a
        # primitive by "NAME:" around the frames; show the function as the user defined it
        inner = function if name.endswith(":") else name.rpartition("<locals>.")[2]
        return _first_file(loc.location, inner)
    if isinstance(loc, CallSiteLoc):
        return _first_file(loc.callee, function) or _first_file(loc.caller, function)
    if isinstance(loc, FusedLoc):
        for inner in loc.locations.data:
            if (found := _first_file(inner, function)) is not None:
                return found
    return None
