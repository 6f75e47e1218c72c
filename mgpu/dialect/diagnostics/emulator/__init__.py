"""The emulator's messages (what mgpu-run says of a run: its faults, refusals and warnings), a module a
concept: ``run`` (inputs, the calling convention, the program, limits, host and scalar ops, printf),
``memory``, ``tma`` (and the other bulk copies), ``sync`` (barriers, warp collectives, races),
``tensor_core`` (wgmma, tcgen05 and Tensor Memory, mma.sync) and ``ptx`` (inline-PTX strings and their
register-only instructions). Within a module, a section per emulator module that raises its rows.

An emulator module imports the rows of its concept as ``diag`` (``from mgpu.dialect.diagnostics.emulator
import tma as diag``) and raises ``diag.ROW.format(...)``; the exception classes are
mgpu/emulator/errors.py's. tests/test_messages.py fails on a message built from a string literal."""
