"""xDSL's ``Printer`` made to print as MLIR does, where xDSL differs.

- MLIR keeps attribute dictionaries (properties ``<{...}>``, discardable attributes ``{...}``
  and dictionary attributes) sorted by name, so it prints them in that order; xDSL printed them
  in insertion order, so a round trip through jax changed the text.
- MLIR prints consecutive results of one op that share a name as one group, ``%47:10 = ...``
  (numbered results) or ``%sizes:4`` (named), used as ``%47#3``; xDSL printed ``%47, %48, ...``.
- MLIR names values region by region: all of a region's values first, then the regions nested
  in it (the last one first), numbering unnamed values and making names unique with ``_N``.
  xDSL named values in print order. With MLIR's numbering, the generic form of a
  module parsed from MLIR's generic output is MLIR's text again.
- In the custom form MLIR drops the default dialect of the enclosing region from op names:
  ``module`` at the top level, ``return`` and ``call`` in a ``func.func``.
- An attribute whose spelling differs between the MLIR of jax releases prints itself
  (``print_as_release``, which returns False to leave it to xDSL), and an op whose generic form does
  gives the properties to write (``generic_properties_as_release``): see mgpu.dialect.release_syntax.
- With debug info MLIR prints an op's ``loc(...)`` as it was read (jax's Python locations, in what
  mgpu-capture writes); mgpu keeps an op's IR position as its location and what it was read with as
  its source (``mgpu.dialect.source_locations``), and prints the source where there is one.
"""

from __future__ import annotations

from collections.abc import Mapping

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import IsolatedFromAbove
from xdsl.printer import Printer

from mgpu.dialect.source_locations import printed_location


def _print_attr_dict(self: Printer, attr_dict: Mapping[str, Attribute]) -> None:
    with self.in_braces():
        self.print_list(sorted(attr_dict.items()), self._print_attr_string)


def _number_like_mlir(printer: Printer, root: Operation) -> None:
    """Pre-assign MLIR's names to the values nested in ``root`` (see the module doc).

    MLIR's SSANameState, checked on the corpus: a region's values are named before the regions
    nested in it, and nested regions wait on a stack (the last pushed is named first). Unnamed
    values get numbers (one per op: ``%7:3`` for three results); a named value keeps its name if
    unused so far, else gets ``_N`` from one counter shared by all names (``%c1``, ``%c1_0``,
    ``%c0_1``). In the custom form a nested region starts from the counters and the names of its
    parent region (sibling regions reuse numbers); in the generic form MLIR prints unique ids, so
    the counters run on across regions.
    """
    ssa = printer._ssa_values
    unique_ids = printer.print_generic_format
    next_id = printer._next_valid_name_id[-1]
    conflict = 0
    highest = next_id
    used: set[str] = set(ssa.values())

    def unique(hint: str) -> str:
        nonlocal conflict
        name = hint
        while name in used:
            name = f"{hint}_{conflict}"
            conflict += 1
        used.add(name)
        return name

    stack = [(region, next_id, conflict, used) for region in root.regions]
    while stack:
        region, saved_id, saved_conflict, parent_used = stack.pop()
        if not unique_ids:
            next_id, conflict, used = saved_id, saved_conflict, set(parent_used)
        for block in region.blocks:
            for arg in block.args:
                if arg in ssa:
                    continue
                if arg.name_hint is not None:
                    ssa[arg] = unique(arg.name_hint)
                elif block is not region.first_block:
                    ssa[arg] = str(next_id)
                    next_id += 1
            for op in block.ops:
                results = op.results
                if not results or any(r in ssa for r in results):
                    continue
                runs: list[list[SSAValue]] = []
                for r in results:
                    if runs and runs[-1][0].name_hint == r.name_hint:
                        runs[-1].append(r)
                    else:
                        runs.append([r])
                if len(runs) == 1 and results[0].name_hint is None:
                    if len(results) == 1:
                        ssa[results[0]] = str(next_id)
                    else:
                        for k, r in enumerate(results):
                            ssa[r] = f"{next_id}#{k}"
                    next_id += 1
                    continue
                for run in runs:
                    hint = run[0].name_hint
                    if hint is None:  # mixed named and unnamed results: left to the printer
                        continue
                    name = unique(hint)
                    if len(run) == 1:
                        ssa[run[0]] = name
                    else:
                        for k, r in enumerate(run):
                            ssa[r] = f"{name}#{k}"
        highest = max(highest, next_id)
        for block in region.blocks:
            for op in block.ops:
                for nested in op.regions:
                    stack.append((nested, next_id, conflict, used))
    # Names the printer makes up later (values outside ``root``) must not clash with these.
    printer._next_valid_name_id[-1] = highest
    names = printer._ssa_names[-1]
    for name in set(ssa.values()):
        base, _, index = name.partition("#")[0].rpartition("_")
        hint = base if index.isdigit() and base else name.partition("#")[0]
        names[hint] = max(names.get(hint, 0), conflict + 1)


# Ops whose regions have a default dialect (MLIR's OpAsmOpInterface::getDefaultDialect).
DEFAULT_DIALECTS = {"builtin.module": "builtin", "func.func": "func"}


def _print_op(self: Printer, op: Operation) -> None:
    """xDSL's ``Printer.print_op``, plus MLIR's numbering (at the outermost op) and MLIR's
    elision of the default dialect in custom-form op names (``module``, ``return``, ``call``)."""
    stack: list[str] | None = self.__dict__.get("_mgpu_dialects")
    if stack is None:
        stack = self.__dict__["_mgpu_dialects"] = ["builtin"]
        if op.regions:
            _number_like_mlir(self, op)
    scope = bool(op.get_traits_of_type(IsolatedFromAbove))
    begin_op_pos = self._current_column
    self._print_results(op)
    if scope:
        self.enter_scope()
    use_custom_format = False
    if isinstance(op, UnregisteredOp):
        self.print_string(f'"{op.op_name.data}"')
    elif self.print_generic_format or Operation.print is type(op).print:
        self.print_string(f'"{op.name}"')
    else:
        name, default = op.name, stack[-1]
        if default and name.count(".") == 1 and name.startswith(default + "."):
            name = name[len(default) + 1:]
        self.print_string(name)
        use_custom_format = True
    end_op_pos = self._current_column
    if op in self.diagnostic.op_messages:
        for message in self.diagnostic.op_messages[op]:
            self._add_message_on_next_line(message, begin_op_pos, end_op_pos)
    stack.append(DEFAULT_DIALECTS.get(op.name, ""))
    try:
        if isinstance(op, UnregisteredOp):
            op_name = op.op_name
            del op.attributes["op_name__"]
            self.print_op_with_default_format(op)
            op.attributes["op_name__"] = op_name
        elif use_custom_format:
            op.print(self)
            _print_location(self, op)
        else:
            self.print_op_with_default_format(op)
    finally:
        stack.pop()
        if len(stack) == 1:
            del self.__dict__["_mgpu_dialects"]
    if scope:
        self.exit_scope()


def _print_results(self: Printer, op: Operation) -> None:
    results = op.results
    if not results:
        return
    if len(results) > 1 and all(r in self._ssa_values for r in results):
        # Names given by _number_like_mlir: a group `X#0..X#n-1` prints as `%X:n`.
        groups: list[tuple[str, int]] = []
        for r in results:
            base, sep, _ = self._ssa_values[r].rpartition("#")
            if sep and groups and groups[-1][0] == base:
                groups[-1] = (base, groups[-1][1] + 1)
            else:
                groups.append((base if sep else self._ssa_values[r], 1 if sep else 0))
        self.print_string(", ".join(f"%{b}:{n}" if n else f"%{b}" for b, n in groups) + " = ")
        return
    runs: list[list[SSAValue]] = []
    for r in results:
        if runs and runs[-1][0].name_hint == r.name_hint:
            runs[-1].append(r)
        else:
            runs.append([r])
    if len(runs) == len(results) or any(r in self._ssa_values for r in results):
        self.print_list(results, self.print_ssa_value)
        self.print_string(" = ")
        return
    for i, run in enumerate(runs):
        if i:
            self.print_string(", ")
        if len(run) == 1:
            self.print_ssa_value(run[0])
            continue
        hint = run[0].name_hint
        if hint:
            index = self.ssa_names.get(hint, 0)
            name = f"{hint}_{index}" if index else hint
            self.ssa_names[hint] = index + 1
        else:
            name = self._get_new_valid_name_id()
        for k, r in enumerate(run):
            self._ssa_values[r] = f"{name}#{k}"
        self.print_string(f"%{name}:{len(run)}")
    self.print_string(" = ")


def _print_location(self: Printer, op: Operation) -> None:
    if self.print_debuginfo:
        self.print_string(" ")
        self.print_attribute(printed_location(op))


def _print_operation_type(self: Printer, op: Operation) -> None:
    """The generic form's ``: (operands) -> results``, then the location (see the module doc)."""
    self.print_function_type(op.operand_types, op.result_types)
    _print_location(self, op)


_print_attribute = Printer.print_attribute


def _print_attribute_as_release(self: Printer, attribute: Attribute) -> None:
    as_release = getattr(attribute, "print_as_release", None)
    if as_release is None or not as_release(self):
        _print_attribute(self, attribute)


_print_generic = Printer.print_op_with_default_format


def _print_generic_as_release(self: Printer, op: Operation) -> None:
    as_release = getattr(op, "generic_properties_as_release", None)
    if as_release is None:
        return _print_generic(self, op)
    saved = op.properties
    op.properties = dict(as_release(self))
    try:
        _print_generic(self, op)
    finally:
        op.properties = saved


def install() -> None:
    """Patch xDSL's ``Printer`` (once, from ``xdsl_patches.install``)."""
    Printer.print_op_with_default_format = _print_generic_as_release  # type: ignore[method-assign]
    Printer.print_attribute = _print_attribute_as_release  # type: ignore[method-assign]
    Printer.print_attr_dict = _print_attr_dict  # type: ignore[method-assign]
    Printer._print_results = _print_results  # type: ignore[method-assign]
    Printer.print_op = _print_op  # type: ignore[method-assign]
    Printer.print_operation_type = _print_operation_type  # type: ignore[method-assign]
