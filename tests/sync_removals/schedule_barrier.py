"""Which waits on jax's flash-attention ``schedule_barrier`` can be removed without a possible hang (H19 and G7 of
docs/design/sync_removals.md), decided over every interleaving of the kernel's threads.

The barrier orders no memory access (each compute warpgroup reads and writes only its own Q/O tile and registers,
and both only read the K/V slots, whose refills the "consumed" barriers order): removing one of its waits can only
change which phase an arrive counts towards. A parity wait (PTX ISA 9.1 §9.7.13.15.16) returns when the phase of
that parity completed, so a thread that, missing a wait, arrives twice in a row may complete a phase alone, and a
thread that waits later may find the barrier two phases on and wait for a phase that needs its own later arrive.
The model below is the kernel's arrives and waits on all its mbarriers (jax/experimental/pallas/ops/gpu/
attention_mgpu.py:113-276 at jax-v0.10.2; the same at jax-v0.12.0.1, two lines up), a TMA load as the arrive that
completes its barrier; :func:`hangs` explores every interleaving.
"""

from __future__ import annotations

# the barriers' arrival counts: the schedule barrier and the consumed barriers count the two compute warpgroups; in
# the pipelined kernel a slot's K and V loads complete one barrier (F0, F1)
COUNTS = {"S": 2, "Q0": 1, "Q1": 1, "K0": 1, "K1": 1, "V0": 1, "V1": 1, "KC0": 2, "KC1": 2, "VC0": 2, "VC1": 2,
          "F0": 2, "F1": 2}


def explore(threads: list[list[tuple]], counts: dict[str, int], bad=None, phases: dict | None = None) -> bool:
    """Whether some interleaving of ``threads`` (each a list of ("A", barrier) arrives, ("W", barrier, parity,
    label) waits, ("W", barrier, parity, label, n) waits for phase n itself, and ("M", name) markers) reaches a state where a thread has not finished and none can move, or where ``bad(pcs)`` holds
    (``pcs``: each thread's count of ops done). ``phases``: filled with the phases each arrive (thread, index)
    counts towards in some interleaving, every interleaving explored."""
    bars = sorted(counts)
    start = (tuple(0 for _ in threads), tuple((counts[b], 0) for b in bars))  # per barrier: (pending, phase)
    seen, todo = {start}, [start]
    while todo:
        pcs, state = todo.pop()
        if phases is None and bad is not None and bad(pcs):
            return True
        moved, finished = False, True
        for t, ops in enumerate(threads):
            if pcs[t] == len(ops):
                continue
            finished = False
            op = ops[pcs[t]]
            if op[0] == "M":  # a marker: the place of an access an ordering check names
                nxt = (pcs[:t] + (pcs[t] + 1,) + pcs[t + 1:], state)
                moved = True
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
                continue
            i = bars.index(op[1])
            pending, phase = state[i]
            if op[0] == "A":
                if phases is not None:
                    phases.setdefault((t, pcs[t]), set()).add(phase)
                pending -= 1
                if pending == 0:
                    pending, phase = counts[op[1]], phase + 1
            elif phase <= op[4] if len(op) > 4 else phase % 2 == op[2]:  # the phase waited for has not completed
                continue
            moved = True
            nxt = (pcs[:t] + (pcs[t] + 1,) + pcs[t + 1:], state[:i] + ((pending, phase),) + state[i + 1:])
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
        if not moved and not finished and phases is None:
            return True
    return False


def overtaken(threads: list[list[tuple]], counts: dict[str, int]) -> bool:
    """Whether an arrive of ``threads`` counts towards one phase of its barrier in one interleaving and another
    in another: it is not ordered after every arrive of the phase before (the emulator's rule, PTX ISA 9.1
    §9.7.13.15.4: a race, whether or not a hang follows)."""
    phases: dict = {}
    explore(threads, counts, phases=phases)
    return any(len(p) > 1 for p in phases.values())


def hangs(threads: list[list[tuple]]) -> bool:
    """Whether some interleaving of attention_mgpu's ``threads`` hangs."""
    return explore(threads, COUNTS)


def _with_parities(ops: list[tuple], removed: str) -> list[tuple]:
    """``ops`` with each schedule wait's parity (the thread's own count of its waits on "S": jax's barrier_wait),
    less those labelled ``removed``."""
    out, waits = [], 0
    for op in ops:
        if op[0] == "W" and op[1] == "S":
            op, waits = ("W", "S", waits % 2, op[2]), waits + 1
            if op[3] == removed:
                continue
        out.append(op)
    return out


def attention(kv_steps: dict[int, list[tuple[int, str]]], epilogue: dict[int, list[int]], steps: int,
              schedule_waits_removed: str = "") -> list[list[tuple]]:
    """The threads of attention_mgpu's forward kernels with 2 slots: compute warpgroup ``wg`` runs the KV steps
    ``kv_steps[wg]`` (step, its loop: "f" the unmasked loop, "c" the causal one, "p" the pipelined kernel's) and the
    causal epilogue steps ``epilogue[wg]``; the memory warpgroup loads ``steps`` K/V blocks. The schedule waits
    labelled ``schedule_waits_removed`` (one payload op: "init", "final", "e1", "e2", or a loop and "qk" / "sm")
    are left out."""
    pipelined = kv_steps[0][0][1] == "p"

    def compute(wg: int) -> list[tuple]:
        ops = [("W", f"Q{wg}", 0, "q")] + ([] if pipelined else [("W", "K0", 0, "k0")])
        if wg == 1:
            ops += [("A", "S"), ("W", "S", "init")]
        mine = kv_steps[wg]
        for n, (i, loop) in enumerate(mine):
            s, parity = i % 2, i // 2 % 2
            if pipelined:  # attention_mgpu.py:727-758: the pipeline waits for the slot's K and V first
                ops += [("W", f"F{s}", parity, "f"), ("A", "S"), ("W", "S", "pqk"), ("A", f"KC{s}"), ("A", "S"),
                        ("W", "S", "psm"), ("A", f"VC{s}")]
                continue
            ops += [("A", "S"), ("W", "S", loop + "qk"), ("A", f"KC{s}"),
                    ("A", "S"), ("W", f"V{s}", parity, loop + "v"), ("W", "S", loop + "sm")]
            if n + 1 < len(mine):  # compute_pv's wait for the next step's K
                ops.append(("W", f"K{(i + 1) % 2}", (i + 1) // 2 % 2, "k"))
            ops.append(("A", f"VC{s}"))
        for i in epilogue.get(wg, []):
            ops += [("A", f"KC{i % 2}"), ("A", f"VC{i % 2}"), ("A", "S"), ("W", "S", "e1"), ("A", "S"),
                    ("W", "S", "e2")]
        if wg == 0:
            ops += [("A", "S"), ("W", "S", "final")]
        return _with_parities(ops, schedule_waits_removed)

    load = (lambda s: [("A", f"F{s}")] * 2) if pipelined else (lambda s: [("A", f"K{s}"), ("A", f"V{s}")])
    memory = [("A", "Q0"), ("A", "Q1"), *load(0), *load(1)]
    for j in range(steps - 2):
        s, parity = j % 2, j // 2 % 2
        memory += [("W", f"KC{s}", parity, "mk"), load(s)[0], ("W", f"VC{s}", parity, "mv"), load(s)[1]]
    if pipelined:  # emit_pipeline_warp_specialized's memory warpgroup ends waiting for every consumed barrier
        memory += [("W", f"{b}{s}", (steps // 2 - 1) % 2, "mlast") for s in (0, 1) for b in ("KC", "VC")]
    return [compute(0), compute(1), memory]


EXAMPLE_COUNTS = {"S": 2, "Q0": 1, "Q1": 1, "K0": 1, "K1": 1, "V0": 1, "V1": 1, "KC": 2, "VC": 2, "F0": 1, "F1": 1}


def example_tma_wg(exact: bool = False) -> list[list[tuple]]:
    """jax 0.10.2's low-level flash attention with a TMA warpgroup (examples/flash_attention.py, tma_wg_kernel):
    4 KV steps through 2 slots; one "consumed" barrier for K and one for V (not one a slot), each of two arrivals.
    As jax wrote it the kernel can hang: the compute warpgroups may complete phases 0 and 1 of a consumed barrier
    (steps 0 and 1 need only the first loads) before the memory warpgroup's first wait, with parity 0, runs; it then
    waits for phase 2, which needs its own next load (docs/design/jax_0_10_flash_attention_tma_wg_phase_race.md).
    ``exact``: the memory warpgroup's waits wait for their own phase (as the kernel means them): then none hangs."""
    def compute(wg: int) -> list[tuple]:
        ops = [("W", f"Q{wg}", 0, "q"), ("W", "K0", 0, "k0")] + ([("A", "S"), ("W", "S", "init")] if wg else [])
        for i in range(4):
            s, parity = i % 2, i // 2 % 2
            ops += [("A", "S"), ("W", "S", "qk"), ("A", "KC"), ("W", f"V{s}", parity, "v"), ("A", "S"), ("W", "S", "sm")]
            ops += [("W", f"K{(i + 1) % 2}", (i + 1) // 2 % 2, "k")] if i < 3 else []
            ops.append(("A", "VC"))
        return _with_parities(ops + ([] if wg else [("A", "S"), ("W", "S", "final")]), "")
    memory = [("A", "K0"), ("A", "V0"), ("A", "K1"), ("A", "V1")]
    for j in range(4):
        memory += [("W", "KC", j % 2, "mk", j)[:5 if exact else 4]] + ([("A", f"K{j % 2}")] if j < 2 else [])
        memory += [("W", "VC", j % 2, "mv", j)[:5 if exact else 4]] + ([("A", f"V{j % 2}")] if j < 2 else [])
    return [compute(0), compute(1), [("A", "Q0"), ("A", "Q1")] + memory]


def example_compute_only(removed: str = "") -> list[list[tuple]]:
    """jax 0.10.2's low-level flash attention of two compute warpgroups (examples/flash_attention.py,
    compute_only_kernel): warpgroup 1 issues each slot's K and V load (one barrier a slot) after its QK wgmma, and
    only warpgroup 0 waits for them; the schedule barrier orders warpgroup 1's reads after those waits, and its
    refill of a slot after warpgroup 0's PV wgmma of the slot's previous step. Markers: ("M", "got", i) after
    warpgroup 0's wait for step i's slot, ("M", "pv", i) after its PV wait_group of step i, ("M", "read", i) at
    warpgroup 1's QK wgmma of step i, ("M", "refill", i) at its load of step i + 1."""
    wg0 = [("A", "Q0"), ("W", "Q0", 0, "q"), ("W", "F0", 0, "f"), ("M", "got", 0)]
    wg1 = [("A", "Q1"), ("A", "F0"), ("W", "Q1", 0, "q"), ("A", "S"), ("W", "S", "init")]
    for i in range(4):
        wg0 += [("A", "S"), ("W", "S", "qk"), ("A", "S"), ("W", "S", "sm")]
        if i < 3:
            wg0 += [("W", f"F{(i + 1) % 2}", (i + 1) // 2 % 2, "f"), ("M", "got", i + 1)]
        wg0.append(("M", "pv", i))
        wg1.append(("M", "read", i))
        if i < 3:
            wg1 += [("M", "refill", i), ("A", f"F{(i + 1) % 2}")]
        wg1 += [("A", "S"), ("W", "S", "qk"), ("A", "S"), ("W", "S", "sm")]
    return [_with_parities(wg0 + [("A", "S"), ("W", "S", "final")], removed), _with_parities(wg1, removed)]


def compute_only_unordered(threads: list[list[tuple]]) -> bool:
    """Whether some interleaving hangs, or lets warpgroup 1 read step i's slot before warpgroup 0 waited for it, or
    refill a slot (at step i, for step i + 1) before warpgroup 0's PV wgmma of step i - 1 completed."""
    at = [{op[1:]: n for n, op in enumerate(ops) if op[0] == "M"} for ops in threads]

    def bad(pcs):
        return any(pcs[1] > at[1]["read", i] and pcs[0] <= at[0]["got", i] for i in range(4)) or any(
            pcs[1] > at[1]["refill", i] and pcs[0] <= at[0]["pv", i - 1] for i in range(1, 3))
    return explore(threads, EXAMPLE_COUNTS, bad)


# the configurations of tests/flagship/kernels.py (128 queries: two warpgroups of 64, 64-key blocks)
FULL = {"kv_steps": {0: [(i, "f") for i in range(4)], 1: [(i, "f") for i in range(4)]}, "epilogue": {},
        "steps": 4}  # attention_fwd, attention_fwd_lse: 256 keys
PIPELINED = {"kv_steps": {0: [(i, "p") for i in range(4)], 1: [(i, "p") for i in range(4)]}, "epilogue": {},
             "steps": 4}  # attention_fwd_pipelined, attention_fwd_pipelined_lse: 256 keys
CAUSAL = {"kv_steps": {0: [(0, "c")], 1: [(0, "f"), (1, "c")]}, "epilogue": {0: [1]},
          "steps": 2}  # attention_fwd_causal: warpgroup 0 sees 1 block (and flushes 1), warpgroup 1 sees 2

# each removed schedule wait of the sweep: (payload id, line) -> (configuration, the wait's label)
WAITS = {
    **{(f"{source}/{kernel}.wg", line): (FULL, label)  # attention_bwd.k0: attention_fwd_lse's module
       for source, kernel, lines in (("flagship", "attention_fwd", (656, 1126, 2057, 2707)),
                                     ("flagship", "attention_fwd_lse", (673, 1143, 2074, 2724)),
                                     ("flagship", "attention_bwd.k0", (673, 1143, 2074, 2724)),
                                     ("flagship-0.12.0.1", "attention_fwd", (784, 1239, 2141, 2782)),
                                     ("flagship-0.12.0.1", "attention_fwd_lse", (801, 1256, 2158, 2799)),
                                     ("flagship-0.12.0.1", "attention_bwd.k0", (801, 1256, 2158, 2799)))
       for line, label in zip(lines, ("init", "fqk", "fsm", "final"))},
    **{(f"{source}/{kernel}.wg", line): (PIPELINED, label)
       for source, kernel, lines in (("flagship", "attention_fwd_pipelined", (1106, 1578, 2053, 2768)),
                                     ("flagship", "attention_fwd_pipelined_lse", (1123, 1595, 2070, 2785)),
                                     ("flagship-0.12.0.1", "attention_fwd_pipelined", (1222, 1685, 2139, 2842)),
                                     ("flagship-0.12.0.1", "attention_fwd_pipelined_lse", (1239, 1702, 2156, 2859)))
       for line, label in zip(lines, ("init", "pqk", "psm", "final"))},
    **{(f"{source}/attention_fwd_causal.wg", line): (CAUSAL, label)
       for source, lines in (("flagship", (674, 1145, 2076, 3177, 5087, 5747, 5758, 5779)),
                             ("flagship-0.12.0.1", (802, 1258, 2160, 3237, 5107, 5758, 5769, 5790)))
       for line, label in zip(lines, ("init", "fqk", "fsm", "cqk", "csm", "e1", "e2", "final"))},
}


# the examples' removed schedule waits: (payload id, line) -> (model, the wait's label). (example_flash_attention_tma_wg
# is reported as jax wrote it, so the sweep removes none of its ops: docs/design/jax_0_10_flash_attention_tma_wg_phase_race.md)
EXAMPLE_WAITS = {
    ("flagship/example_flash_attention.lane", 666): ("compute_only", "init"),
    ("flagship/example_flash_attention.lane", 1270): ("compute_only", "qk"),
    ("flagship/example_flash_attention.lane", 1565): ("compute_only", "sm"),
    ("flagship/example_flash_attention.lane", 2222): ("compute_only", "final"),
}


def removal_threads(config, label: str) -> tuple[list[list[tuple]], dict[str, int]]:
    """The model of a kernel without the schedule wait ``label``, and its barriers' arrival counts."""
    if config == "compute_only":
        return example_compute_only(label), EXAMPLE_COUNTS
    return attention(config["kv_steps"], config["epilogue"], config["steps"], label), COUNTS


def removal_overtakes(config, label: str) -> bool:
    """Whether removing the schedule wait ``label`` lets an arrive count towards another phase in some
    interleaving (:func:`overtaken`)."""
    return overtaken(*removal_threads(config, label))


def removal_hangs(config, label: str) -> bool:
    """Whether removing the schedule wait ``label`` can hang the kernel (or, in the compute-only example, leave
    one of its accesses unordered) in some interleaving."""
    if config == "compute_only":
        return compute_only_unordered(example_compute_only(label))
    return hangs(attention(config["kv_steps"], config["epilogue"], config["steps"], label))
