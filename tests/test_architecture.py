"""The package's static shape (docs/design/README.md): no import cycle between mgpu's modules (imports inside
functions included), no private name (``_x``) imported from another module, no file too long to read in one
sitting."""

from __future__ import annotations

import ast
import pathlib

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "mgpu"


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def imports(name: str) -> list[tuple[str, str, int]]:
    """(imported module, imported name or '', line) for every import in module ``name`` of mgpu's."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(alias.name, "", node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                out.append((sub, "", node.lineno) if sub in MODULES else (base, alias.name, node.lineno))
    return [(m, n, line) for m, n, line in out if m in MODULES and m != name]


GRAPH = {name: sorted({m for m, _, _ in imports(name)}) for name in MODULES}


def cycle_from(graph: dict[str, list[str]], start: str) -> list[str] | None:
    """An import cycle through ``start``, as the modules in order, or None."""
    stack, seen = [(start, [start])], set()
    while stack:
        node, path = stack.pop()
        for nxt in graph[node]:
            if nxt == start:
                return path + [start]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, path + [nxt]))
    return None


def test_no_import_cycles():
    assert "mgpu.dialect.context" in GRAPH["mgpu.tools.mgpu_run"]  # the graph has the package's imports
    cycles = [c for c in (cycle_from(GRAPH, m) for m in sorted(MODULES)) if c]
    assert not cycles, "import cycle: " + " -> ".join(cycles[0])


def test_a_cycle_is_found():
    graph = {"a": ["b"], "b": ["c"], "c": ["b"], "d": []}
    assert cycle_from(graph, "b") == ["b", "c", "b"] and cycle_from(graph, "a") is None


def test_no_private_name_is_imported_from_another_module():
    found = [f"{MODULES[name].relative_to(PACKAGE.parent)}:{line}: {name_} from {module}"
             for name in MODULES for module, name_, line in imports(name)
             if name_.startswith("_") and not name_.startswith("__")]
    assert not found, "\n".join(found)


MOST_LINES = 800


def test_no_file_is_over_800_lines():
    long = {str(p.relative_to(PACKAGE.parent)): n for p in MODULES.values()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert not long, long
