"""The emulated SM: executes lane-level IR bit-exactly."""
