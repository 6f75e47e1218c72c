"""The census of the errors jax's Mosaic GPU dialect lowering and layout inference raise, read from the installed
jax's own source.

    python tests/census/extract_raises.py [--check tests/census/raises-0.10.2.json] [-o OUT.json]

Runs in a Python that has jax and jaxlib (CI's jax venv), as tests/census/extract_jax.py does. It reads,
with ``ast`` (nothing of them is executed), the modules that check a Mosaic GPU module before and while
the Warpgroup lowering lowers it — ``jax/experimental/mosaic/gpu/`` ``dialect_lowering.py``,
``layout_inference.py``, ``transform_inference.py`` (before jax merged it into layout_inference.py),
``constraints.py``, ``inference_utils.py`` and ``layouts.py``, and ``fragmented_array.py``, whose register
arrays the lowering's rules build and operate on (arithmetic, casts, reductions, broadcasts, relayouts, loads
and stores) — and lists every ``raise`` statement:

- ``file`` and ``line``;
- ``function``: the enclosing functions, outermost first (``_vector_load_op_lowering_rule``);
- ``rule``: the ops whose rule that function is (its ``@_register_lowering(mgpu.VectorLoadOp)`` or
  ``@_add_constraint_system_derivation_rule(...)`` decorators), by op name (``mosaic_gpu.vector_load``);
  empty for the shared helpers and the drivers;
- ``type``: the exception class (an error a same-file helper builds, ``raise _make_error(msg)``, is the
  class that helper returns; a bare ``raise`` re-raises and is listed as ``(re-raise)``);
- ``message``: the message's template as written, an f-string's fields kept as ``{...}``; a message
  held in a local variable is that variable's literal where the function assigns it one literal, else
  the expression in ``<...>``.

``--check FILE`` compares with a census kept in the repository, by site without its line (jax's lines
move between releases), and fails (exit status 1), naming each difference, when this jax raises an
error the file does not list or no longer raises one it lists. tests/census/raises_coverage.py then
maps each site to mgpu's equivalent check.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from extract_jax import FIELD_CLOSE, FIELD_OPEN, dialect_aliases, literal_text, load  # noqa: E402  (a sibling module of this script)

FOLDER = "jax/experimental/mosaic/gpu"
FILES = ("dialect_lowering.py", "layout_inference.py", "transform_inference.py", "constraints.py",
         "inference_utils.py", "layouts.py", "fragmented_array.py")
RULE_DECORATORS = {"_register_lowering", "_add_constraint_system_derivation_rule", "_add_transform_inference_rule",
                   "_add_layout_inference_rule"}
REDO = "(re-raise)"


def error_builders(tree: ast.Module) -> dict[str, str]:
    """The file's functions that return a new exception: name -> the class they return."""
    builders = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            for ret in ast.walk(node):
                if isinstance(ret, ast.Return) and isinstance(ret.value, ast.Call) and \
                        isinstance(ret.value.func, ast.Name) and ret.value.func.id.endswith(("Error", "Exception")):
                    builders[node.name] = ret.value.func.id
    return builders


def exception_type(exc: ast.expr | None, builders: dict[str, str]) -> str:
    if exc is None:
        return REDO
    target = exc.func if isinstance(exc, ast.Call) else exc
    name = ast.unparse(target)
    return builders.get(name, name)


def message_template(exc: ast.expr | None, scope: ast.FunctionDef | None) -> str:
    """The message of ``raise E(message, ...)``: its literal (``%`` / ``.format`` templates as written)."""
    if not isinstance(exc, ast.Call) or not exc.args:
        return ""
    arg = exc.args[0]
    if isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Mod):
        arg = arg.left
    elif isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) and arg.func.attr == "format":
        arg = arg.func.value
    text = literal_text(arg)
    if text is None and isinstance(arg, ast.Name) and scope is not None:
        assigned = [literal_text(n.value) for n in ast.walk(scope) if isinstance(n, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == arg.id for t in n.targets)]
        if len(assigned) == 1:
            text = assigned[0]
    if text is None:
        return f"<{ast.unparse(arg)}>"
    return text.replace(FIELD_OPEN, "{").replace(FIELD_CLOSE, "}")


def rule_ops(func: ast.FunctionDef, aliases: dict[str, str]) -> list[str]:
    """The op names of ``func``'s rule decorators (``mgpu.VectorLoadOp`` -> ``mosaic_gpu.vector_load``)."""
    ops = []
    for deco in func.decorator_list:
        if isinstance(deco, ast.Call) and ast.unparse(deco.func) in RULE_DECORATORS and deco.args:
            arg = deco.args[0]
            name = ast.unparse(arg)
            if isinstance(arg, ast.Attribute) and isinstance(arg.value, ast.Name) and arg.value.id in aliases:
                cls = getattr(load(aliases[arg.value.id]), arg.attr, None)
                name = getattr(cls, "OPERATION_NAME", name)
            ops.append(name)
    return ops


def scan_file(path: Path) -> list[dict]:
    tree = ast.parse(path.read_text(), str(path))
    aliases = dialect_aliases(tree)
    builders = error_builders(tree)
    sites = []

    def visit(node: ast.AST, functions: list[ast.FunctionDef], rule: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, [*functions, child], rule or rule_ops(child, aliases))
                continue
            if isinstance(child, ast.Raise):
                sites.append({
                    "file": path.name, "line": child.lineno,
                    "function": ".".join(f.name for f in functions),
                    "rule": rule, "type": exception_type(child.exc, builders),
                    "message": message_template(child.exc, functions[-1] if functions else None),
                })
            visit(child, functions, rule)

    visit(tree, [], [])
    return sites


def scan(root: Path) -> dict:
    import jax

    folder = root / FOLDER
    files = [name for name in FILES if (folder / name).exists()]
    return {"jax": jax.__version__, "sources": [f"{FOLDER}/{name}" for name in files],
            "raises": [s for name in files for s in scan_file(folder / name)]}


def key(s: dict) -> str:
    """A site without its line: what stays the same when jax only moves it."""
    return f"{s['file']} {s['function']}: {s['type']}({s['message']!r})"


def differences(found: dict, kept: dict) -> list[str]:
    """How ``found`` differs from ``kept``, by site without its line (a site raised twice counts twice)."""
    def counted(census):
        counts: dict[str, int] = {}
        for s in census["raises"]:
            counts[key(s)] = counts.get(key(s), 0) + 1
        return counts

    new, old = counted(found), counted(kept)
    line = {key(s): s["line"] for s in found["raises"]}
    diffs = [f"raises {k} (line {line[k]}), which the census does not list" for k in new if new[k] > old.get(k, 0)]
    diffs += [f"no longer raises {k}, which the census lists" for k in old if old[k] > new.get(k, 0)]
    return diffs


def dumps(census: dict) -> str:
    """The census as JSON, one site a line (small diffs when jax moves a site)."""
    sites = ",\n".join("  " + json.dumps(s) for s in census["raises"])
    return (f'{{"jax": {json.dumps(census["jax"])},\n "sources": {json.dumps(census["sources"])},\n'
            f' "raises": [\n{sites}\n]}}\n')


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", type=Path, help="a kept census: fail if this jax raises a site it lacks")
    ap.add_argument("-o", "--output", type=Path, help="write the census here (JSON)")
    args = ap.parse_args(argv)
    import jax

    census = scan(Path(jax.__file__).resolve().parent.parent)
    if args.output:
        args.output.write_text(dumps(census))
    if args.check:
        diffs = differences(census, json.loads(args.check.read_text()))
        for d in diffs:
            print(f"{args.check}: error: jax {census['jax']} {d}")
        per_file = ", ".join(f"{Path(src).name} {sum(s['file'] == Path(src).name for s in census['raises'])}"
                             for src in census["sources"])
        print(f"raise census: jax {census['jax']}: {len(census['raises'])} raise sites ({per_file}); "
              f"{len(diffs)} differences from {args.check}")
        return 1 if diffs else 0
    if not args.output:
        sys.stdout.write(dumps(census))
    return 0


if __name__ == "__main__":
    sys.exit(main())
