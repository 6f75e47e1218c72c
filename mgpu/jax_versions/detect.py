"""Which jax release a module's text is, when the user does not say (``--jax``).

The rules, in order (docs/design/jax_versions.md):
1. Each mosaic_gpu op name in the text is a marker: it can be of the releases whose dialect has it
   (``mosaic_gpu.wait`` is not of 0.12; ``mosaic_gpu.alloc_smem`` is only of 0.12). The candidates are the
   releases every marker allows; none left is a module that mixes releases, refused with two markers named.
2. Of the candidates, those whose dialect reads every op the text uses (an op of a release whose new
   signature mgpu does not read yet, ``JaxVersion.unread``, would be refused by that release's reading).
3. Of those, the newest: every op the text uses has the same class in each, so they read it alike.
   Where they do not, the module is ambiguous and refused by name (pass --jax).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mgpu.dialect import diagnostics as diag
from mgpu.jax_versions import SUPPORTED, JaxVersion

# An op name, pretty (`mosaic_gpu.arrive barrier(...)`) or generic (`"mosaic_gpu.arrive"(...)`); not an
# attribute or type (`#mosaic_gpu.swizzle`, `!mosaic_gpu.barrier`).
_OP_NAME = re.compile(r'(?<![#!\w.])"?(mosaic_gpu\.[A-Za-z_][\w.]*\w)')


class AmbiguousVersion(ValueError):
    """The text does not say one release (its message names why)."""


@dataclass(frozen=True)
class Detection:
    version: JaxVersion
    reason: str     # the rule that decided, for the user


def _ops(version: JaxVersion) -> dict[str, object]:
    """Op name -> the class this release reads it with (an unread op: its change, a string)."""
    return {**{op.name: op for op in version.mosaic_gpu_ops}, **version.unread}


def detect(text: str, versions: tuple[JaxVersion, ...] = SUPPORTED) -> Detection:
    """The release of ``versions`` (oldest first) ``text`` is written in, or AmbiguousVersion."""
    tables = {v: _ops(v) for v in versions}
    known = set().union(*tables.values())
    first_line: dict[str, int] = {}
    for m in _OP_NAME.finditer(text):
        name = m.group(1)
        if name in known and name not in first_line:
            first_line[name] = text.count("\n", 0, m.start()) + 1
    candidates = list(versions)
    decided_by: str | None = None
    for name, line in sorted(first_line.items(), key=lambda kv: kv[1]):
        allowed = [v for v in candidates if name in tables[v]]
        if not allowed:
            first = decided_by or name
            raise AmbiguousVersion(diag.JAX_VERSION_CONFLICT.format(
                first=_describe(first, tables), first_line=first_line[first],
                second=_describe(name, tables), second_line=line, known=_list(versions)))
        if len(allowed) < len(candidates):
            decided_by = name
        candidates = allowed
    reading = [v for v in candidates if all(not isinstance(tables[v][n], str) for n in first_line)] or candidates
    if len(reading) == 1:
        why = (f"'{decided_by}' (line {first_line[decided_by]}) is of jax {_releases(decided_by, tables)}"
               if decided_by and len(candidates) == 1 else
               f"of the releases its ops allow ({_list(candidates)}), only jax {reading[0]} reads every op it uses")
        return Detection(reading[0], why)
    classes = {n: {tables[v][n] for v in reading} for n in first_line}
    differing = sorted(n for n, cls in classes.items() if len(cls) > 1)
    if differing:
        raise AmbiguousVersion(
            f"'{differing[0]}' (line {first_line[differing[0]]}) is read differently by jax {_list(reading)} and "
            "nothing in the module says which: pass --jax VERSION")
    newest = reading[-1]
    if not first_line:
        return Detection(newest, f"no mosaic_gpu op: jax {_list(reading)} read it alike; read as the newest")
    return Detection(newest, f"jax {_list(reading)} read every op it uses alike: read as the newest, jax {newest}")


def _releases(name: str, tables: dict) -> str:
    return _list([v for v in tables if name in tables[v]])


def _describe(name: str, tables: dict) -> str:
    return f"'{name}' (jax {_releases(name, tables)})"


def _list(versions) -> str:
    return " / ".join(v.name for v in versions)


__all__ = ["detect", "Detection", "AmbiguousVersion"]
