"""How much of jax's Mosaic GPU vocabulary (the census, tests/census/jax-0.10.2.json) mgpu covers.

    python tests/census/coverage.py [--write]

Each census entry is measured against mgpu as it is:

- an op (``ops``, ``mosaic_gpu_ops``) is *registered* when mgpu's context knows it (it parses and
  prints as itself, and verifies), *runs* when the emulator has a handler for it, and *lowers*
  when mgpu's Warpgroup lowering has a rule for it; it is covered when it is registered and runs or
  lowers (a mosaic_gpu op only ever lowers). A terminator (``mosaic_gpu.return``) has no rule of its
  own: it only ends the region of its parent op, whose rule lowers the region with it
  (``custom_primitive``'s rule inlines its body and takes the results from its ``mosaic_gpu.return``,
  as jax's does: dialect_lowering.py:2548 at jax-v0.10.2), so it lowers when every op it may end
  (its ``HasParent``) lowers;
- a PTX instruction (``ptx``) is covered when the emulator's inline-PTX parser knows its opcode and a
  rule executes it. An f-string field (``{...}``) stands for any text: the opcode is read from the
  text before the first field, so the variants it spells are not told apart.

``--write`` writes tests/census/coverage.md (the table the README's totals come from);
tests/census/test_coverage.py fails when that file is not what this script computes, so a change in
coverage, either way, shows in the diff.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CENSUS = HERE / "jax-0.10.2.json"
REPORT = HERE / "coverage.md"


def measure(census: dict) -> dict:
    from mgpu.dialect.context import make_context
    from mgpu.emulator.handlers.registry import HANDLERS, PTX_RULES
    from mgpu.emulator.program import BLOCK_TERMINATORS
    from mgpu.emulator.ptx import PtxError, split_opcode
    from mgpu.passes.lowering.state import RULES

    ctx = make_context()
    rows = {}
    for name in sorted(set(census["ops"]) | set(census["mosaic_gpu_ops"])):
        cls = ctx.get_optional_op(name)
        registered = cls is not None
        # a terminator runs as its block's end; a module is what the emulator is given
        runs = name in HANDLERS or name in BLOCK_TERMINATORS or name == "builtin.module"
        lowers = cls is not None and (cls in RULES or ends_lowered_regions(cls, RULES))
        rows[name] = {"kind": "op", "registered": registered, "runs": runs, "lowers": lowers,
                      "covered": registered and (lowers if name.startswith("mosaic_gpu.") else runs or lowers)}
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


def report(census: dict, rows: dict) -> str:
    """The Markdown table of every entry, with the totals first."""
    ops = [n for n, r in rows.items() if r["kind"] == "op"]
    ptx = [n for n, r in rows.items() if r["kind"] == "ptx"]

    def share(names):
        done = sum(rows[n]["covered"] for n in names)
        return f"{done} of {len(names)} ({100 * done // max(1, len(names))} %)"

    yes = {True: "yes", False: "**no**"}
    lines = [
        f"# What mgpu covers of jax {census['jax']}'s Mosaic GPU vocabulary",
        "",
        "Made by `python tests/census/coverage.py --write` from `tests/census/jax-0.10.2.json` (the census of",
        "`tests/census/extract_jax.py`); `tests/census/test_coverage.py` fails when this file is out of date.",
        "An op is covered when mgpu registers it and the emulator runs it or the Warpgroup lowering lowers",
        "it (a mosaic_gpu op must lower; a terminator lowers with the ops whose regions it ends, as",
        "`mosaic_gpu.return` with `custom_primitive`); a PTX instruction when the emulator has a rule for its opcode",
        "(`{...}` is an f-string field of jax's template: its variants are not told apart).",
        "",
        f"- ops: {share(ops)} covered",
        f"- PTX instructions: {share(ptx)} covered",
        "",
        "| op | registered | runs | lowers | covered |",
        "|---|---|---|---|---|",
    ]
    lines += [f"| `{n}` | {yes[rows[n]['registered']]} | {yes[rows[n]['runs']]} | {yes[rows[n]['lowers']]} | "
              f"{yes[rows[n]['covered']]} |" for n in ops]
    lines += ["", "| PTX instruction | opcode known to the emulator | covered |", "|---|---|---|"]
    lines += [f"| `{n}` | {rows[n]['opcode'] or '**no**'} | {yes[rows[n]['covered']]} |" for n in ptx]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help=f"write {REPORT.relative_to(HERE.parent.parent)}")
    args = ap.parse_args(argv)
    census = json.loads(CENSUS.read_text())
    text = report(census, measure(census))
    if args.write:
        REPORT.write_text(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
