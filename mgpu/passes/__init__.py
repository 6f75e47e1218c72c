"""Transformations: layout inference, Warpgroup and Lane lowering, the pass registry."""
