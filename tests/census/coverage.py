"""How much of each jax release's Mosaic GPU vocabulary (its census, tests/census/jax-<release>.json)
mgpu covers.

    python tests/census/coverage.py [--jax RELEASE] [--write]

Each census entry is measured against mgpu as it reads that release (mgpu/jax_versions):

- an op (``ops``, ``mosaic_gpu_ops``) is *read* when mgpu's context for the release knows it (it
  parses and prints as itself, and verifies; an op the release lists as ``unread`` is registered only
  to be refused, so it is not read), *runs* when the emulator has a handler for it, and *lowers* when
  mgpu's Warpgroup lowering has a rule for it; it is covered when it is read and runs or lowers (a
  mosaic_gpu op only ever lowers). A terminator (``mosaic_gpu.return``) has no rule of its own: it
  only ends the region of its parent op, whose rule lowers the region with it (``custom_primitive``'s
  rule inlines its body and takes the results from its ``mosaic_gpu.return``, as jax's does:
  dialect_lowering.py:2548 at jax-v0.10.2), so it lowers when every op it may end (its ``HasParent``)
  lowers. An op jax's own Warpgroup lowering has no rule for (``JAX_HAS_NO_LOWERING``: jax raises "Missing
  lowering rule for ..." on it, dialect_lowering.py:99 at jax 0.12.0.1), and a terminator that ends only such
  ops or lowered ones, is covered when mgpu refuses it in jax's words: it *lowers as jax does*, which is not
  at all. tests/census/test_versions.py makes sure that a mosaic_gpu op read is read with the
  release's signature;
- mgpu's upstream op classes (arith, nvvm, llvm ...) are one for every release, checked against
  jaxlib 0.10.2 in CI's interop step: the report of a newer release lists apart, with the change, each
  upstream op whose jaxlib signature differs from 0.10.2's (not yet checked against it);
- a PTX instruction (``ptx``) is covered when the emulator's inline-PTX parser knows its opcode and a
  rule executes it. An f-string field (``{...}``) stands for any text: the opcode is read from the
  text before the first field, so the variants it spells are not told apart.

``--write`` writes the report of every release (tests/census/coverage.md for 0.10.2,
coverage-<release>.md for the others: the tables the README's totals come from);
tests/census/test_coverage.py fails when one is not what this script computes, so a change in
coverage, either way, shows in the diff.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from mgpu.jax_versions import SUPPORTED, JaxVersion, by_name

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import ods_signatures  # noqa: E402  (a sibling module of this script)

ROOT = HERE.parent.parent
# The release mgpu's upstream op classes are checked against (CI's jaxlib interop step).
BASELINE = SUPPORTED[0]


def report_path(version: JaxVersion) -> Path:
    return HERE / ("coverage.md" if version is BASELINE else f"coverage-{version.name}.md")


def load_census(version: JaxVersion) -> dict:
    return json.loads((ROOT / version.census).read_text())


def measure(census: dict, version: JaxVersion = BASELINE) -> dict:
    from mgpu.dialect.context import make_context
    from mgpu.emulator.handlers.registry import HANDLERS, PTX_RULES
    from mgpu.emulator.program import BLOCK_TERMINATORS
    from mgpu.emulator.ptx import PtxError, split_opcode
    from mgpu.passes.lowering.state import JAX_HAS_NO_LOWERING, RULES

    ctx = make_context(jax=version)
    ruled_or_refused = set(RULES) | JAX_HAS_NO_LOWERING
    rows = {}
    for name in sorted(set(census["ops"]) | set(census["mosaic_gpu_ops"])):
        cls = ctx.get_optional_op(name)
        read = cls is not None and name not in version.unread
        # a terminator runs as its block's end; a module is what the emulator is given
        runs = name in HANDLERS or name in BLOCK_TERMINATORS or name == "builtin.module"
        lowers = read and (cls in RULES or ends_lowered_regions(cls, RULES))
        refused_as_jax = read and not lowers and (
            cls in JAX_HAS_NO_LOWERING or ends_lowered_regions(cls, ruled_or_refused))
        rows[name] = {"kind": "op", "read": read, "runs": runs, "lowers": lowers, "refused_as_jax": refused_as_jax,
                      "covered": read and (lowers or refused_as_jax if name.startswith("mosaic_gpu.")
                                           else runs or lowers)}
    for word in census["ptx"]:
        literal = word.split("{", 1)[0].rstrip(".")
        try:
            opcode, _ = split_opcode(literal, word)
        except PtxError:
            opcode = None
        rows[word] = {"kind": "ptx", "opcode": opcode, "covered": opcode in PTX_RULES}
    return rows


def ends_lowered_regions(cls: type, rules: dict) -> bool:
    """Is ``cls`` a terminator whose possible parents all have a lowering rule (which lowers it)?"""
    from xdsl.traits import HasParent, IsTerminator

    parents = cls.get_trait(HasParent)
    return cls.has_trait(IsTerminator) and parents is not None and all(p in rules for p in parents.op_types)


def changed_upstream(census: dict, baseline: dict) -> dict[str, list[str]]:
    """The upstream ops of ``census`` whose jaxlib signature is not the baseline's: name -> the changes."""
    changes = {}
    for name in census["ops"]:
        old, new = baseline["signatures"].get(name), census["signatures"].get(name)
        if name.startswith("mosaic_gpu.") or old is None or old == new:
            continue
        changes[name] = [f"{part} {ods_signatures.change(old.get(part, []), new[part])}" for part in new
                         if new[part] != old.get(part)]
    return changes


def totals(census: dict, rows: dict) -> list[str]:
    """The report's totals (the README states them)."""
    def share(kind):
        names = [n for n, r in rows.items() if r["kind"] == kind]
        done = sum(rows[n]["covered"] for n in names)
        return f"{done} of {len(names)} ({100 * done // max(1, len(names))} %)"

    return [f"- jax {census['jax']}: ops: {share('op')} covered",
            f"- jax {census['jax']}: PTX instructions: {share('ptx')} covered"]


def report(census: dict, rows: dict, version: JaxVersion = BASELINE, baseline: dict | None = None) -> str:
    """The Markdown table of every entry, with the totals first (``baseline``: the census of BASELINE,
    for the upstream signatures that changed since)."""
    ops = [n for n, r in rows.items() if r["kind"] == "op"]
    ptx = [n for n, r in rows.items() if r["kind"] == "ptx"]
    yes = {True: "yes", False: "**no**"}

    def read(name: str) -> str:
        return f"**unread**: {version.unread[name]}" if name in version.unread else yes[rows[name]["read"]]

    lines = [
        f"# What mgpu covers of jax {census['jax']}'s Mosaic GPU vocabulary",
        "",
        f"Made by `python tests/census/coverage.py --write` from `{version.census}` (the census of",
        "`tests/census/extract_jax.py`); `tests/census/test_coverage.py` fails when this file is out of date.",
        f"An op is covered when mgpu reads it as jax {version} writes it (an op the release lists as unread in",
        "`mgpu/jax_versions/` is refused by name) and the emulator runs it or the Warpgroup lowering lowers",
        "it (a mosaic_gpu op must lower; a terminator lowers with the ops whose regions it ends, as",
        "`mosaic_gpu.return` with `custom_primitive`; an op jax's own lowering has no rule for is refused in jax's",
        "words, \"as jax: none\"); a PTX instruction when the emulator has a rule for its opcode",
        "(`{...}` is an f-string field of jax's template: its variants are not told apart).",
        "",
        *totals(census, rows),
        "",
        "| op | read | runs | lowers | covered |",
        "|---|---|---|---|---|",
    ]
    def lowers(name: str) -> str:
        return "as jax: none" if rows[name]["refused_as_jax"] else yes[rows[name]["lowers"]]

    lines += [f"| `{n}` | {read(n)} | {yes[rows[n]['runs']]} | {lowers(n)} | "
              f"{yes[rows[n]['covered']]} |" for n in ops]
    lines += ["", "| PTX instruction | opcode known to the emulator | covered |", "|---|---|---|"]
    lines += [f"| `{n}` | {rows[n]['opcode'] or '**no**'} | {yes[rows[n]['covered']]} |" for n in ptx]
    changed = changed_upstream(census, baseline) if baseline is not None and version is not BASELINE else {}
    if changed:
        lines += ["", f"## Upstream ops whose signature changed since jax {BASELINE}", "",
                  f"mgpu reads these with one class for every release, checked against jaxlib {BASELINE} (CI's "
                  f"interop step); jax {version}'s jaxlib gives them another signature, not yet checked:", ""]
        lines += [f"- `{n}`: " + "; ".join(changed[n]) for n in sorted(changed)]
    return "\n".join(lines) + "\n"


def current_report(version: JaxVersion) -> str:
    census = load_census(version)
    return report(census, measure(census, version), version, load_census(BASELINE))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jax", default=BASELINE.name, help=f"the release to print (default {BASELINE})")
    ap.add_argument("--write", action="store_true", help="write the report of every release")
    args = ap.parse_args(argv)
    if args.write:
        for version in SUPPORTED:
            report_path(version).write_text(current_report(version))
    else:
        sys.stdout.write(current_report(by_name(args.jax)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
