"""An MLIR op's signature as jaxlib's generated Python bindings spell it (read with ``ast``, not run).

mlir-tblgen writes one ``OpView`` class an op (``jaxlib/mlir/dialects/_<dialect>_ops_gen.py``,
``jaxlib/mosaic/dialect/gpu/_mosaic_gpu_gen_ops.py``), in the order of the op's ODS definition:

- an accessor property an operand, result and region, reading ``self.operation.operands``,
  ``self.operation.results`` or ``self.regions``. Its return expression tells the kind: an element
  (one value), a slice or a segment range (variadic), or an element-or-``None`` (optional);
- the builder (``__init__``) sets each attribute or property as ``attributes["name"] = ...``, under an
  ``if`` where the caller may leave it out (an optional or default-valued attribute, a unit attribute),
  built with its ODS constraint (``AttrBuilder.get('I64Attr')``); an op with several variadic or
  optional operands (results) declares ``_ODS_OPERAND_SEGMENTS`` (``_ODS_RESULT_SEGMENTS``) and has
  MLIR's ``operandSegmentSizes`` (``resultSegmentSizes``) property;
- an unnamed result has no accessor: the builder names it where it takes the result types
  (``results.append(result)``), and where it infers them (a ``results=None`` parameter) the module's
  builder function says how many by what it returns (``.result`` one; the op's result list any number,
  written ``results*``: jax 0.11's ``async_load_tmem`` has a second result when it reduces).

A signature is ``{"operands": [...], "attributes": [...], "results": [...], "regions": [...]}``, each
entry a name with ``?`` when optional and ``*`` when variadic (``"indices*"``, ``"predicate?"``), an
attribute's followed by its constraint (``"alias_id?: I64Attr"``). A name the bindings suffix with ``_``
to keep it off a Python name (``operands_``) is given as ODS spells it.
"""

from __future__ import annotations

import ast
import functools
import inspect
import re
from collections.abc import Iterator
from pathlib import Path

# what an accessor reads, and the signature list it belongs to
_COLLECTIONS = ("operands", "results", "regions")


def _ods_name(name: str) -> str:
    return name[:-1] if name.endswith("_") else name


def _reads(node: ast.AST) -> str | None:
    """Which collection an accessor's body reads (``self.operation.operands`` / ``self.regions``)."""
    for n in ast.walk(node):
        if isinstance(n, ast.Attribute) and n.attr in _COLLECTIONS and isinstance(n.value, (ast.Attribute, ast.Name)):
            owner = n.value.attr if isinstance(n.value, ast.Attribute) else n.value.id
            if owner in ("operation", "self"):
                return n.attr
    return None


def _kind(body: list[ast.stmt]) -> str:
    """``""`` one value, ``"?"`` optional, ``"*"`` variadic: read from the accessor's return."""
    ret = next(s.value for s in body if isinstance(s, ast.Return) and s.value is not None)
    if isinstance(ret, ast.IfExp):
        return "?"
    if isinstance(ret, ast.Name) or (isinstance(ret, ast.Subscript) and isinstance(ret.slice, ast.Slice)):
        return "*"
    return ""


def _is_getter(fn: ast.FunctionDef) -> bool:
    return any(ast.unparse(d).endswith("property") for d in fn.decorator_list)


def _constraint(value: ast.expr) -> str:
    """``": I64Attr"``: the ODS constraint an attribute is built with (``UnitAttr`` for a unit)."""
    for n in ast.walk(value):
        if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("get", "contains")
                and n.args and isinstance(n.args[0], ast.Constant) and isinstance(n.args[0].value, str)):
            # an inline constraint is numbered by the build (anonymous_864): the number is no fact of the op
            return ": " + re.sub(r"^anonymous_\d+$", "anonymous", n.args[0].value)
        if isinstance(n, ast.Attribute) and n.attr == "UnitAttr":
            return ": UnitAttr"
    return ""


def _segments(cls_node: ast.ClassDef) -> list[str]:
    """MLIR's segment-size properties of an op with several variadic operands (results)."""
    declared = {t.id for s in cls_node.body if isinstance(s, ast.Assign) for t in s.targets if isinstance(t, ast.Name)}
    return [prop + ": DenseI32ArrayAttr" for prop, marker in (("operandSegmentSizes", "_ODS_OPERAND_SEGMENTS"),
                                                              ("resultSegmentSizes", "_ODS_RESULT_SEGMENTS"))
            if marker in declared]


def _builder_statements(init: ast.FunctionDef) -> Iterator[tuple[ast.stmt, bool]]:
    """The builder's statements, each with whether it sits under an ``if`` (the caller may leave it out)."""
    def walk(stmts: list[ast.stmt], guarded: bool) -> Iterator[tuple[ast.stmt, bool]]:
        for s in stmts:
            if isinstance(s, ast.If):
                yield from walk(s.body + s.orelse, True)
            else:
                yield s, guarded

    return walk(init.body, False)


def _attributes(init: ast.FunctionDef) -> list[str]:
    """The attributes the builder sets, in order, ``?`` where it may leave one out."""
    return [t.slice.value + ("?" if guarded else "") + _constraint(s.value)
            for s, guarded in _builder_statements(init)
            if isinstance(s, ast.Assign) and isinstance(t := s.targets[0], ast.Subscript)
            and isinstance(t.value, ast.Name) and t.value.id == "attributes" and isinstance(t.slice, ast.Constant)]


def _built_results(init: ast.FunctionDef) -> list[str]:
    """The results whose types the builder takes (``results.append(result)``), ``?``/``*`` as above."""
    return [_ods_name(arg.id) + ("*" if f.attr == "extend" else "?" if guarded else "")
            for s, guarded in _builder_statements(init)
            if isinstance(s, ast.Expr) and isinstance(s.value, ast.Call)
            and isinstance(f := s.value.func, ast.Attribute) and isinstance(f.value, ast.Name)
            and f.value.id == "results" and isinstance(arg := s.value.args[0], ast.Name)]


def _inferred_results(builder: ast.FunctionDef | None) -> list[str]:
    """An op whose result types are inferred and unnamed: what its builder function returns says how
    many (``.result`` one, ``op.results`` any number, the op itself none)."""
    if builder is None:
        return []
    returns = ast.unparse(builder.returns) if builder.returns else ""
    if returns.startswith("_ods_ir.OpResult"):
        return ["result"]
    return ["results*"] if "OpResultList" in returns else []


def signature(cls_node: ast.ClassDef, builder: ast.FunctionDef | None = None) -> dict[str, list[str]]:
    """The signature of one generated op class (``builder``: its module-level builder function)."""
    sig: dict[str, list[str]] = {"operands": [], "attributes": [], "results": [], "regions": []}
    built: list[str] = []
    infers = False
    for fn in cls_node.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        if fn.name == "__init__":
            sig["attributes"] = _attributes(fn) + _segments(cls_node)
            built = _built_results(fn)
            infers = any(a.arg == "results" for a in fn.args.kwonlyargs + fn.args.args)
        elif _is_getter(fn) and (collection := _reads(fn)) is not None:
            sig[collection].append(_ods_name(fn.name) + _kind(fn.body))
    # An unnamed result has no accessor: the builder names it (or, where types are inferred, counts it).
    if not sig["results"]:
        sig["results"] = built if not infers else _inferred_results(builder)
    return sig


@functools.cache
def _module(path: str) -> tuple[dict[str, ast.ClassDef], dict[str, ast.FunctionDef]]:
    """A generated module's classes by name, and its builder functions by the class they build."""
    tree = ast.parse(Path(path).read_text(), path)
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    builders = {}
    for fn in tree.body:
        if isinstance(fn, ast.FunctionDef):
            for call in ast.walk(fn):
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in classes:
                    builders[call.func.id] = fn
    return classes, builders


def of_class(cls: type) -> dict[str, list[str]]:
    """The signature of a jaxlib op class (a hand-written subclass is read through its generated base,
    the class that declares ``_ODS_REGIONS``)."""
    generated = next(c for c in cls.__mro__ if "_ODS_REGIONS" in vars(c))
    classes, builders = _module(inspect.getsourcefile(generated))
    return signature(classes[generated.__name__], builders.get(generated.__name__))


def change(old: list[str], new: list[str]) -> str:
    """How one part of a signature changed: ``+`added`, -`gone```, or ``reordered: [...]``."""
    moved = [f"+`{e}`" for e in new if e not in old] + [f"-`{e}`" for e in old if e not in new]
    return ", ".join(moved) or f"reordered: {new}"
