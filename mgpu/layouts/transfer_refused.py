"""A register <-> SMEM transfer jax refuses, with its reason: the exception the planners raise
(``mgpu.layouts.smem.plan_tiled_transfer``, ``mgpu.layouts.tiled_transfer``)."""

from __future__ import annotations


class TransferRefused(Exception):
    """A transfer jax refuses: ``reason`` (a constant of the planner that refuses it) names the row of jax's words in
    the message table (``mgpu.passes.lowering.tiled_transfer_check.REFUSALS`` maps it), ``fields`` the values they
    name."""

    def __init__(self, reason: str, **fields: object):
        super().__init__(reason, fields)
        self.reason = reason
        self.fields = fields
