"""What tests of several folders share: helpers (kernel text, IR text edits, tool runs under a hang bound,
mutations, bit comparisons) and test-only oracles (the tiled + swizzled SMEM layout). Nothing here is a test."""
