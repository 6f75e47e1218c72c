"""A Mosaic GPU kernel inside a loop or a branch of the emulated function (``lax.fori_loop``, ``while_loop``,
``scan``, ``cond``, ``switch``): the loop is run here, in Python, and its body evaluated by the emulator's
evaluator on the values of each iteration, so every call of the kernel runs on the values it really receives.

Each rule does what jax's own implementation of the primitive computes, op by op: the loop's other ops are
bound one at a time on jax's CPU backend, as they are when the caller writes the loop out by hand (the same
bits). ``scan`` slices its inputs and stacks its outputs as jax/_src/lax/control_flow/loops.py's
``_scan_impl`` does (loops.py:620 at jax-v0.12.0.1); ``while`` is its definition (``while_loop``'s docstring);
``cond`` runs the branch its index names, out-of-range indices the last one, as XLA's Conditional does
(lax.cond and lax.switch clamp the index before that: conditionals.py).
"""

from __future__ import annotations

import numpy as np

from mgpu.capture.chain import jaxpr_and_consts


def _while(evaluator, eqn, invals: list) -> list:
    p = eqn.params
    cond_consts = invals[:p["cond_nconsts"]]
    body_consts = invals[p["cond_nconsts"]:p["cond_nconsts"] + p["body_nconsts"]]
    carry = invals[p["cond_nconsts"] + p["body_nconsts"]:]
    cond, cond_jaxpr_consts = jaxpr_and_consts(p["cond_jaxpr"])
    body, body_jaxpr_consts = jaxpr_and_consts(p["body_jaxpr"])
    while bool(evaluator.jaxpr(cond, cond_jaxpr_consts, cond_consts + carry)[0]):
        carry = evaluator.jaxpr(body, body_jaxpr_consts, body_consts + carry)
    return carry


def _scan_counts(params) -> tuple[int, int]:
    """(how many constants, how many carried values) the scan's inputs start with: jax 0.10.2's parameters
    ``num_consts`` and ``num_carry``; from 0.12 on, the parts of its flat tree ``ft_in`` (consts, carry, xs:
    loops.py:622 at jax-v0.12.0.1)."""
    if "ft_in" in params:
        consts, carry, _ = params["ft_in"].unpack()
        return len(consts), len(carry)
    return params["num_consts"], params["num_carry"]


def _scan(evaluator, eqn, invals: list) -> list:
    p = eqn.params
    n_consts, n_carry = _scan_counts(p)
    consts, carry = invals[:n_consts], invals[n_consts:n_consts + n_carry]
    xs = [np.asarray(x) for x in invals[n_consts + n_carry:]]
    body, body_consts = jaxpr_and_consts(p["jaxpr"])
    length = p["length"]
    ys: list = [None] * length
    for i in (reversed(range(length)) if p["reverse"] else range(length)):
        outs = evaluator.jaxpr(body, body_consts, consts + carry + [x[i] for x in xs])
        carry, ys[i] = outs[:n_carry], outs[n_carry:]
    stacked_vars = eqn.outvars[n_carry:]
    if length == 0:
        return carry + [np.zeros(v.aval.shape, v.aval.dtype) for v in stacked_vars]
    return carry + [np.stack([np.asarray(y[k]) for y in ys]) for k in range(len(stacked_vars))]


def _cond(evaluator, eqn, invals: list) -> list:
    branches = eqn.params["branches"]
    index = int(invals[0])
    branch, consts = jaxpr_and_consts(branches[index if 0 <= index < len(branches) else len(branches) - 1])
    return evaluator.jaxpr(branch, consts, invals[1:])


# primitive name (jax 0.10.2 to 0.12.0.1) -> how it is evaluated
RULES = {"while": _while, "scan": _scan, "cond": _cond}
