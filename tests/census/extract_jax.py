"""The census of what jax's Mosaic GPU can emit, read from the installed jax's own source.

    python tests/census/extract_jax.py [--check tests/census/jax-0.10.2.json] [-o OUT.json]

Runs in a Python that has jax, jaxlib and the Mosaic GPU bindings (CI's jax venv). It reads, with
``ast`` (nothing of them is executed), the modules that build Mosaic GPU IR —
``jax/experimental/mosaic/gpu/*.py`` and ``jax/_src/pallas/mosaic_gpu/*.py`` — and lists:

- ``ops``: every MLIR op they can create, found through the dialect modules they import
  (``from jaxlib.mlir.dialects import arith`` ...): a reference ``arith.addf`` or ``arith.AddFOp``
  is resolved, in the installed jaxlib, to the op class it builds (a builder function is read for
  the op classes it names), and an op name written as a string (``"nvvm.foo"``) counts too where
  jaxlib registers such an op (``"llvm.emit_c_interface"`` is an attribute's name);
- ``mosaic_gpu_ops``: every op of jaxlib's mosaic_gpu dialect, used or not;
- ``signatures``: the signature of each op of ``ops`` and ``mosaic_gpu_ops`` (its operands,
  attributes, results and regions, by name and kind, in order), read from jaxlib's generated bindings
  (tests/census/ods_signatures.py);
- ``ptx``: every PTX instruction the string literals can spell (the first word of each statement of a
  string that names a PTX opcode), with f-string fields kept as ``{...}``; and ``inline_asm``, each
  ``llvm.inline_asm`` call site with its template as written.

Each entry lists the places (``file:line``) it comes from. ``--check FILE`` compares with a census
kept in the repository and fails (exit status 1), naming each difference, when this jax can emit an
entry the file does not list, no longer has one it lists, or gives an op another signature: a new jax
brings vocabulary mgpu has not been measured against. tests/census/test_coverage.py then measures mgpu
against the kept file, and tests/census/test_versions.py holds mgpu/jax_versions to its signatures.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import ods_signatures  # noqa: E402  (a sibling module of this script)

SOURCES = ("jax/experimental/mosaic/gpu", "jax/_src/pallas/mosaic_gpu")
# The dialects of a Mosaic GPU module. hlo builds the host's StableHLO custom call, not the kernel.
DIALECT_PACKAGES = ("jaxlib.mlir.dialects", "jax._src.lib.mlir.dialects")
MOSAIC_GPU_MODULE = "jax._src.lib.mosaic_gpu_dialect"
OUT_OF_SCOPE = {"hlo"}
OP_NAME = re.compile(r"^(arith|math|vector|memref|scf|cf|gpu|llvm|nvvm|func|builtin|mosaic_gpu)\.[a-z][a-z0-9_.]*$")

# The opcodes of the PTX ISA ("Instructions" chapter) that a template can start a statement with.
PTX_OPCODES = frozenset("""
abs activemask add addc and applypriority atom bar barrier bfe bfi bfind bmsk bra brev brkpt brx call
clusterlaunchcontrol clz cnot copysign cos cp createpolicy cvt cvta discard div dp2a dp4a elect
ex2 exit fence fma fns getctarank griddepcontrol isspacep istypep ld ldmatrix ldu lg2 lop3 mad mad24
madc mapa match max mbarrier membar min mma mov movmatrix mul mul24 multimem nanosleep neg not or
pmevent popc prefetch prefetchu prmt rcp red redux rem ret rsqrt sad selp set setmaxnreg setp shf
shfl shl shr sin slct sqrt st stackrestore stacksave stmatrix sub subc suld suq sured sust szext
tanh tcgen05 tensormap testp tex tld4 trap txq vote wgmma wmma xor
""".split())
# An opcode and its modifiers (.NaN is the one capitalised), an f-string field standing for any part.
FIELD_OPEN, FIELD_CLOSE = "\x00", "\x01"  # an f-string field, kept apart from PTX's own { } blocks
_PART = rf"(?:[a-z0-9_:]|NaN|{FIELD_OPEN}[^{FIELD_CLOSE}]*{FIELD_CLOSE})+"
PTX_WORD = re.compile(rf"^[a-z][a-z0-9]*(?:\.{_PART})+$")


def site(path: Path, root: Path, node: ast.AST) -> str:
    return f"{path.relative_to(root).as_posix()}:{node.lineno}"


def dialect_aliases(tree: ast.Module) -> dict[str, str]:
    """Local name -> dialect module name, for the dialect imports of one file."""
    aliases = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for a in node.names:
                full = f"{node.module}.{a.name}"
                if node.module in DIALECT_PACKAGES or full == MOSAIC_GPU_MODULE:
                    aliases[a.asname or a.name] = full
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.rsplit(".", 1)[0] in DIALECT_PACKAGES and a.asname:
                    aliases[a.asname] = a.name
    return aliases


def load(name: str):
    """A module by its dotted name, also where it is an attribute of its package (jax._src.lib's dialect)."""
    package, _, attr = name.rpartition(".")
    parent = importlib.import_module(package)
    found = getattr(parent, attr, None)
    return found if found is not None else importlib.import_module(name)


def op_classes(obj, module, seen: frozenset = frozenset()) -> set[str]:
    """The op names a dialect-module attribute creates: an op class's own, or those its builder names,
    through the module's other builders it calls (``gpu.printf`` calls ``_printf``, which builds
    ``gpu.printf``)."""
    name = getattr(obj, "OPERATION_NAME", None)
    if isinstance(name, str):
        return {name}
    if not inspect.isfunction(obj) or obj in seen:
        return set()
    try:
        tree = ast.parse(inspect.getsource(obj).lstrip())
    except (OSError, TypeError, SyntaxError):
        return set()
    found = set()
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            target = getattr(module, node.id, None)
            if isinstance(getattr(target, "OPERATION_NAME", None), str):
                found.add(target.OPERATION_NAME)
            elif id(node) in called and inspect.isfunction(target) and target.__module__.startswith(DIALECT_PACKAGES):
                found |= op_classes(target, module, seen | {obj})  # (a parameter named as a builder is not one)
    return found


def not_literals(tree: ast.Module) -> set[int]:
    """The string constants that are no literal of their own: docstrings, and the parts of f-strings."""
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            ids.update(id(v) for v in node.values)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                ids.add(id(first.value))
    return ids


def literal_text(node: ast.AST) -> str | None:
    """A string literal's text; an f-string's with each field as FIELD_OPEN expr FIELD_CLOSE."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(str(v.value))
            else:
                parts.append(FIELD_OPEN + ast.unparse(v.value) + FIELD_CLOSE)
        return "".join(parts)
    return None


def ptx_words(text: str) -> list[str]:
    """The PTX opcodes (with their modifiers) that begin the statements of a template."""
    words = []
    for statement in re.split(r"[;\n{}]|\\n", text):
        tokens = statement.strip().split()
        while tokens and (tokens[0].startswith("@") or tokens[0].endswith(":")):
            tokens = tokens[1:]  # a guard predicate or a label
        if not tokens:
            continue
        word = tokens[0]
        # An instruction's operands are registers, $N, [addresses], immediates or fields; an error
        # message that starts with an opcode ("tcgen05.cp only supports ...") goes on in words.
        operands = len(tokens) == 1 or re.match(rf"[$\[%_{FIELD_OPEN}0-9-]|[A-Za-z_][A-Za-z0-9_]*,", tokens[1])
        if PTX_WORD.match(word) and word.split(".")[0] in PTX_OPCODES and operands:
            words.append(word.replace(FIELD_OPEN, "{").replace(FIELD_CLOSE, "}"))
    return words


def registered_ops():
    """Whether jaxlib (its upstream dialects and mosaic_gpu) registers an op name."""
    from jax._src.interpreters import mlir

    ctx = mlir.make_ir_context()
    load(MOSAIC_GPU_MODULE).register_dialect(ctx)
    return ctx.is_registered_operation


def scan(root: Path) -> dict:
    is_op = registered_ops()
    ops: dict[str, set[str]] = {}
    ptx: dict[str, set[str]] = {}
    asm_sites = []
    for folder in SOURCES:
        for path in sorted((root / folder).glob("*.py")):
            tree = ast.parse(path.read_text(), str(path))
            aliases = dialect_aliases(tree)
            skip = not_literals(tree)
            for node in ast.walk(tree):
                if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases:
                    modname = aliases[node.value.id]
                    if modname.rsplit(".", 1)[-1] in OUT_OF_SCOPE:
                        continue
                    module = load(modname)
                    for name in op_classes(getattr(module, node.attr, None), module):
                        ops.setdefault(name, set()).add(site(path, root, node))
                    if node.attr in ("inline_asm", "InlineAsmOp"):
                        asm_sites.append(site(path, root, node))
                elif id(node) not in skip and (text := literal_text(node)) is not None:
                    if OP_NAME.match(text) and is_op(text):  # (not an attribute name; no f-string matches)
                        ops.setdefault(text, set()).add(site(path, root, node))
                    for word in ptx_words(text):
                        ptx.setdefault(word, set()).add(site(path, root, node))
    dialect = load(MOSAIC_GPU_MODULE)
    mosaic_gpu_ops = sorted({c.OPERATION_NAME for c in vars(dialect).values()
                             if isinstance(getattr(c, "OPERATION_NAME", None), str)})
    signatures = {name: ods_signatures.of_class(cls) for name in sorted(set(ops) | set(mosaic_gpu_ops))
                  if (cls := op_class(name)) is not None}
    import jax

    return {
        "jax": jax.__version__,
        "sources": list(SOURCES),
        "ops": {k: sorted(v) for k, v in sorted(ops.items())},
        "mosaic_gpu_ops": mosaic_gpu_ops,
        "ptx": {k: sorted(v) for k, v in sorted(ptx.items())},
        "inline_asm": sorted(set(asm_sites)),
        "signatures": signatures,
    }


def op_class(name: str):
    """jaxlib's Python class of the op ``name`` (``nvvm.fence.proxy`` -> jaxlib.mlir.dialects.nvvm's), or
    None where jaxlib registers the op but generates no binding for it."""
    dialect = name.split(".", 1)[0]
    module = load(MOSAIC_GPU_MODULE if dialect == "mosaic_gpu" else f"{DIALECT_PACKAGES[0]}.{dialect}")
    from jaxlib.mlir import ir

    return next((c for c in vars(module).values() if getattr(c, "OPERATION_NAME", None) == name
                 and isinstance(c, type) and issubclass(c, ir.OpView)), None)


def differences(found: dict, kept: dict) -> list[str]:
    """How ``found`` differs from ``kept``, by entry (not by place) and by op signature."""
    diffs = []
    for key in ("ops", "ptx"):
        diffs += [f"can emit {key}: {k} ({found[key][k][0]}), which the census does not list"
                  for k in found[key] if k not in kept.get(key, {})]
        diffs += [f"no longer emits {key}: {k}, which the census lists" for k in kept.get(key, {}) if k not in found[key]]
    kept_dialect = kept.get("mosaic_gpu_ops", [])
    diffs += [f"has mosaic_gpu_ops: {k}, which the census does not list" for k in found["mosaic_gpu_ops"]
              if k not in kept_dialect]
    diffs += [f"lacks mosaic_gpu_ops: {k}, which the census lists" for k in kept_dialect
              if k not in found["mosaic_gpu_ops"]]
    # the signature of each op both list (a new op's is new with it)
    kept_sigs, found_sigs = kept.get("signatures", {}), found.get("signatures", {})
    listed = {*kept.get("ops", {}), *kept_dialect} & {*found["ops"], *found["mosaic_gpu_ops"]}
    for name in sorted(listed):
        old, new = kept_sigs.get(name), found_sigs.get(name)
        if old is not None and new is not None:
            diffs += [f"changed the {part} of {name}: {ods_signatures.change(old.get(part, []), new[part])}"
                      for part in new if new[part] != old.get(part)]
        elif old != new:
            diffs.append(f"gives {name} the signature {new}, where the census has {old}")
    return diffs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", type=Path, help="a kept census: fail if this jax emits an entry it lacks")
    ap.add_argument("-o", "--output", type=Path, help="write the census here (JSON)")
    args = ap.parse_args(argv)
    import jax

    root = Path(jax.__file__).resolve().parent.parent
    census = scan(root)
    text = json.dumps(census, indent=1) + "\n"
    if args.output:
        args.output.write_text(text)
    if args.check:
        diffs = differences(census, json.loads(args.check.read_text()))
        for d in diffs:
            print(f"{args.check}: error: jax {census['jax']} {d}")
        print(f"census: jax {census['jax']}: {len(census['ops'])} ops, {len(census['mosaic_gpu_ops'])} mosaic_gpu "
              f"ops ({len(census['signatures'])} signatures), {len(census['ptx'])} PTX instructions, "
              f"{len(census['inline_asm'])} inline_asm sites; {len(diffs)} differences from {args.check}")
        return 1 if diffs else 0
    if not args.output:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
