// A file that ends inside a region says so, at its end.
// RUN: not mgpu-opt %S/inputs/truncated.mlir 2>&1 | filecheck %s
// CHECK: truncated.mlir:3:1: error: unexpected end of file: expected '}' to close a region (is the file truncated?)
