# lit configuration for mgpu's FileCheck tests.
import os
import sys

import lit.formats

config.name = "mgpu"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["lit.cfg.py", "inputs"]
# lit does not see an un-activated venv's bin/: put this interpreter's scripts first.
config.environment["PATH"] = os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", "")
# lit drops PYTHONPATH: keep it, so that the tools import the checkout under test (a worktree).
if "PYTHONPATH" in os.environ:
    config.environment["PYTHONPATH"] = os.environ["PYTHONPATH"]
config.substitutions.append(
    ("MGPU_ROUNDTRIP",
     "mgpu-opt %s --split-input-file --print-op-generic | mgpu-opt --split-input-file | filecheck %s"))
