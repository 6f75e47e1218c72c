"""Which jax release a module's text is, when the user does not say (``--jax``).

The rules, in order (docs/design/jax_versions.md):
1. Each mosaic_gpu op name in the text is a marker: it can be of the releases whose dialect has it
   (``mosaic_gpu.wait`` is not of 0.12; ``mosaic_gpu.alloc_smem`` is only of 0.12). So is each spelling
   only some releases write (``JaxVersion.spellings``: ``#gpu<dim x>`` is jax 0.10.2's MLIR, ``#gpu.dim<x>``
   0.11's and later; ``mosaic_gpu.arrive_expect_tx barrier(...) 128`` is 0.10.2's op, ``... %n`` 0.11's).
   The candidates are the releases every marker allows; none left is a module that mixes releases,
   refused with two markers named.
2. Of the candidates, those whose dialect reads every op the text uses (an op of a release whose new
   signature mgpu does not read yet, ``JaxVersion.unread``, would be refused by that release's reading).
3. Of those, the newest when every op the text uses has the same class in each (they read it alike);
   otherwise the oldest: a later release's class of an op adds to it (a predicate, an alias_id ...) and
   its spellings are markers, so a text that none ruled out uses nothing the later class added, and the
   oldest class reads it as written (hand-written tests and 0.10.2's stage files are of this kind).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mgpu.dialect.diagnostics import jax_versions as diag
from mgpu.jax_versions import SUPPORTED, JaxVersion

# An op name, pretty (`mosaic_gpu.arrive barrier(...)`) or generic (`"mosaic_gpu.arrive"(...)`); not an
# attribute or type (`#mosaic_gpu.swizzle`, `!mosaic_gpu.barrier`): `_NOT_BEFORE_OP_NAME` is not the
# character before it. (Found by the literal first, then the character checked: a pattern that begins
# with a look-behind is tried at every offset of the text.)
_OP_NAME = re.compile(r"mosaic_gpu\.[A-Za-z_][\w.]*\w")
_NOT_BEFORE_OP_NAME = re.compile(r"[#!\w.]")


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
        name = m.group()
        if m.start() and _NOT_BEFORE_OP_NAME.match(text, m.start() - 1):
            continue
        if name in known and name not in first_line:
            first_line[name] = text.count("\n", 0, m.start()) + 1
    # every marker in the text, as (line, how it is named, the releases that write it)
    markers = [(line, name, [v for v in versions if name in tables[v]]) for name, line in first_line.items()]
    present: dict[str, bool] = {}  # (spellings share words: each a scan of the text)

    def has(word: str) -> bool:
        found = present.get(word)
        if found is None:
            found = present[word] = word in text
        return found

    for spelling in set().union(*(v.spellings for v in versions)):
        if (line := spelling.first_line(text, has)) is not None:
            markers.append((line, spelling.what, [v for v in versions if spelling in v.spellings]))
    candidates = list(versions)
    decided_by: tuple[int, str] | None = None
    for line, what, writers in sorted(markers, key=lambda m: (m[0], m[1])):
        allowed = [v for v in candidates if v in writers]
        if not allowed:
            first = decided_by or (line, what)
            raise AmbiguousVersion(diag.JAX_VERSION_CONFLICT.format(
                first=_describe(first[1], markers), first_line=first[0],
                second=_describe(what, markers), second_line=line, known=_list(versions)))
        if len(allowed) < len(candidates):
            decided_by = (line, what)
        candidates = allowed
    reading = [v for v in candidates if all(not isinstance(tables[v][n], str) for n in first_line)] or candidates
    if len(reading) == 1:
        why = (f"{_quote(decided_by[1])} (line {decided_by[0]}) is of jax {_releases(decided_by[1], markers)}"
               if decided_by and len(candidates) == 1 else
               f"of the releases its ops allow ({_list(candidates)}), only jax {reading[0]} reads every op it uses")
        return Detection(reading[0], why)
    classes = {n: {tables[v][n] for v in reading} for n in first_line}
    differing = sorted(n for n, cls in classes.items() if len(cls) > 1)
    if differing:
        # no spelling of a later class (what its release added) is in the text: the oldest class reads it
        oldest = reading[0]
        return Detection(oldest, f"'{differing[0]}' (line {first_line[differing[0]]}) has other classes in jax "
                                 f"{_list(reading[1:])}, but the text uses nothing they added: read as jax {oldest}")
    newest = reading[-1]
    if not first_line:
        return Detection(newest, f"no mosaic_gpu op: jax {_list(reading)} read it alike; read as the newest")
    return Detection(newest, f"jax {_list(reading)} read every op it uses alike: read as the newest, jax {newest}")


def _releases(what: str, markers: list) -> str:
    return next(_list(writers) for _, named, writers in markers if named == what)


def _quote(what: str) -> str:
    """An op name quoted; a spelling as it says itself."""
    return f"'{what}'" if what.startswith("mosaic_gpu.") else what


def _describe(what: str, markers: list) -> str:
    return f"{_quote(what)} (jax {_releases(what, markers)})"


def _list(versions) -> str:
    return " / ".join(v.name for v in versions)


__all__ = ["detect", "Detection", "AmbiguousVersion"]
