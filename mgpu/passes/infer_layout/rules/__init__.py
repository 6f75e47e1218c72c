"""Layout inference's rules, one per op class (jax 0.10.2 ``layout_inference.py``,
``_*_constraint_system``), by what the op works on: register values (``registers``), SMEM refs
(``smem``), TMEM refs (``tmem``), ops with regions (``control_flow``). Importing this package
fills ``RULES``, the table of every rule, keyed by op class.
"""

from mgpu.passes.infer_layout.rule_context import RULES
from mgpu.passes.infer_layout.rules import control_flow, registers, smem, tmem

__all__ = ["RULES", "control_flow", "registers", "smem", "tmem"]
