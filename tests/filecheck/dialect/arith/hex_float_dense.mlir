// RUN: mgpu-opt %s --split-input-file | mgpu-opt --split-input-file | filecheck %s
// RUN: mgpu-opt %s --split-input-file --print-op-generic | mgpu-opt --split-input-file | filecheck %s

// A hexadecimal integer in a float tensor literal is the element's bits, as in MLIR: jax writes a
// max reduction's identity as dense<0xFF800000> (-inf). xDSL read it as the number 4286578688.0.

// CHECK-LABEL: func.func @hex_bits() {
// CHECK-NEXT:  %0 = arith.constant dense<0xff800000> : vector<128xf32>
// CHECK-NEXT:  %1 = arith.constant dense<[0x7fc00000, 1.000000e+00, 1.000000e+00]> : vector<3xf32>
// CHECK-NEXT:  %2 = arith.constant dense<0xff80> : vector<2xbf16>
// CHECK-NEXT:  %3 = arith.constant dense<[1.000000e+00, -2.000000e+00]> : vector<2xf16>
func.func @hex_bits() {
  %0 = arith.constant dense<0xFF800000> : vector<128xf32>
  %1 = arith.constant dense<[0x7FC00000, 0x3F800000, 1]> : vector<3xf32>
  %2 = arith.constant dense<0xFF80> : vector<2xbf16>
  %3 = arith.constant dense<[0x3C00, -2]> : vector<2xf16>
  func.return
}
