"""mgpu's op classes held to the op signatures of a census (tests/census/jax-<release>.json).

An mgpu op class reads a jax op alike when it has the same operands, by name and kind (one value,
optional ``?``, variadic ``*``) in the same order; the same attributes and properties, by name (where
mgpu keeps one as a property and jaxlib as an attribute does not matter: the text spells both alike);
the same results by kind and the same regions by kind. Result names are not compared: jaxlib's
bindings name an unnamed result ``result`` (tests/census/ods_signatures.py). Attribute constraints are
not compared either (the census records them so that its check sees one change). A name an xDSL class
suffixes with ``_`` to keep it off a Python one (``operands_``) is read as ODS spells it, as the census's.
"""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.irdl import OptionalDef, VariadicDef


def _kind(definition: object) -> str:
    return "?" if isinstance(definition, OptionalDef) else "*" if isinstance(definition, VariadicDef) else ""


def _ods(name: str) -> str:
    return name[:-1] if name.endswith("_") else name


def signature(cls: type[Operation]) -> dict[str, list[str]]:
    """An mgpu op class's signature, spelt as the census spells one (attributes without constraints)."""
    d = cls.get_irdl_definition()
    return {"operands": [_ods(name) + _kind(x) for name, x in d.operands],
            "attributes": [*d.properties, *d.attributes],
            "results": [_ods(name) + _kind(x) for name, x in d.results],
            "regions": [_ods(name) + _kind(x) for name, x in d.regions]}


def _kinds(entries: list[str]) -> list[str]:
    return [e[-1] if e[-1] in "?*" else "" for e in entries]


def _names(entries: list[str]) -> set[str]:
    return {e.split(":")[0].rstrip("?*") for e in entries}


def mismatches(census: dict[str, list[str]], cls: type[Operation]) -> list[str]:
    """How ``cls`` would misread an op of signature ``census`` (empty: it reads it alike)."""
    mine = signature(cls)
    found = []
    if mine["operands"] != census["operands"]:
        found.append(f"operands {census['operands']}, mgpu reads {mine['operands']}")
    if _names(mine["attributes"]) != _names(census["attributes"]):
        found.append(f"attributes {sorted(_names(census['attributes']))}, mgpu reads "
                     f"{sorted(_names(mine['attributes']))}")
    for part in ("results", "regions"):
        if _kinds(mine[part]) != _kinds(census[part]):
            found.append(f"{part} {census[part]}, mgpu reads {mine[part]}")
    return found
