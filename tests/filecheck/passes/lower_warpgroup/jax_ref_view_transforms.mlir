// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// jax's checks of the transforms of a view of an SMEM ref (jax/experimental/mosaic/gpu/dialect_lowering.py at
// jax-v0.12.0.1, the line in each case), in its words, one a case; each case (wrapped in a gpu.launch) is refused
// in these words by jax 0.12.0.1's lower_mgpu_dialect, or lowered where it says so.

// A cast that changes the strides (:2029).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.cast' op Only support memref.cast where the input and output types are the same up to offset, but got in_ty=MemRefType(memref<64x128xf16, #gpu.address_space<workgroup>>) and out_ty=MemRefType(memref<64x128xf16, strided<[?, 1]>, #gpu.address_space<workgroup>>).}}
    // expected-note @+1 {{a memref.cast of an SMEM or TMEM ref may change only its offset (static to dynamic)}}
    %c = "memref.cast"(%s) {in_transforms = [[]], out_transforms = [[]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[?, 1]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A cast whose out_transforms differ from its in_transforms (:2039).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.cast' op memref.cast transforms must have identical transforms for both input and output but got in_transforms=ArrayAttr([#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]) and out_transforms=ArrayAttr([#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>])}}
    // expected-note @+1 {{give the cast's in_transforms and out_transforms one value (mgpu-infer-layout does)}}
    %c = "memref.cast"(%s) {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<64 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A cast of another CTA's SMEM (:2060).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "k"}> ({
  ^bb0(%i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %p = "mosaic_gpu.get_cluster_ref"(%s, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>, i32) -> memref<64x128xf16, #mosaic_gpu.smem_cluster>
    // expected-error @+2 {{'memref.cast' op Unsupported memory space when lowering memref.cast: #mosaic_gpu.smem_cluster}}
    // expected-note @+1 {{jax casts refs of this CTA's SMEM or of TMEM: cast the ref before get_cluster_ref}}
    %c = "memref.cast"(%p) {in_transforms = [[]], out_transforms = [[]]} : (memref<64x128xf16, #mosaic_gpu.smem_cluster>) -> memref<64x128xf16, strided<[128, 1], offset: ?>, #mosaic_gpu.smem_cluster>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A cast to a dynamic offset, its transforms unchanged: lowered (kept as it is).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %c = "memref.cast"(%s) {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A transpose whose out_transforms swizzle otherwise (:2086).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.transpose' op Swizzle mismatch. In transforms swizzle: k128ByteSwizzle, out transforms swizzle k64ByteSwizzle.}}
    // expected-note @+1 {{a view of an SMEM ref keeps its swizzle: give in_transforms and out_transforms the same one}}
    %p = "memref.transpose"(%s) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[64, 8]>, #mosaic_gpu.swizzle<64 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, strided<[1, 128]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A transpose of a tiled ref whose result has no tile (:2091).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.transpose' op Size mismatch for in/out transforms. In transforms: (TileTransform(tiling=(8, 64), rounding=None),), out transforms: ().}}
    // expected-note @+1 {{a transposed SMEM ref is tiled as its source: give out_transforms a tile when in_transforms has one}}
    %p = "memref.transpose"(%s) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, strided<[1, 128]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A transpose that moves an untiled dim among the tiled ones (:2122).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<2x64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.transpose' op Cannot tile a transpose ([1, 0, 2]). Tiling dims ([0, 2]) cannot contain non-tiled dims. All of them must be >= 1.}}
    // expected-note @+1 {{a permutation of a tiled ref keeps its tiled (trailing) dims among themselves}}
    %p = "memref.transpose"(%s) <{permutation = affine_map<(d0, d1, d2) -> (d1, d0, d2)>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<2x64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x2x128xf16, strided<[128, 8192, 1]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A transpose whose result's tile is not permuted (:2131).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.transpose' op Invalid in/out transforms. In transform: TileTransform(tiling=(8, 64), rounding=None), out transform: TileTransform(tiling=(8, 64), rounding=None)}}
    // expected-note @+1 {{the transposed ref's tile is its source's, permuted as its dims are: #mosaic_gpu.tile<[64, 8]>}}
    %p = "memref.transpose"(%s) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, strided<[1, 128]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// An expand of a tiled dim (:2177).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.expand_shape' op Expanding tiled dimensions is not supported.}}
    // expected-note @+1 {{expand only the untiled (leading) dims of a tiled SMEM ref}}
    %e = "memref.expand_shape"(%s) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 64, 2, 64>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[1, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x2x64xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A collapse whose out_transforms swizzle otherwise (:2264).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.collapse_shape' op Swizzle mismatch. In transforms swizzle: k128ByteSwizzle, out transforms swizzle k64ByteSwizzle.}}
    // expected-note @+1 {{a view of an SMEM ref keeps its swizzle}}
    %e = "memref.collapse_shape"(%s) <{reassociation = [[0, 1], [2]]}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]]} : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A collapse of a tiled ref whose result has no tile (:2205).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.collapse_shape' op Expected the same number of in/out transforms, but got in_transforms=(TileTransform(tiling=(8, 64), rounding=None),) and out_transforms=()}}
    // expected-note @+1 {{a collapsed SMEM ref is tiled as its source: give out_transforms a tile when in_transforms has one}}
    %e = "memref.collapse_shape"(%s) <{reassociation = [[0, 1], [2]]}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.swizzle<128 : i32>]]} : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A collapse of a tiled dim with an untiled one (:2236).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.collapse_shape' op Input tiling (8, 64) is not compatible with memref.collapse_shape}}
    // expected-note @+1 {{a collapse of a tiled ref joins tiled dims only with tiled dims, whose tiles then tile the joined dim}}
    %e = "memref.collapse_shape"(%s) <{reassociation = [[0, 1], [2]]}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[16, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A collapse of the two tiled dims whose result's tile is not their tiles' product (:2242).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.collapse_shape' op Input/output tiling mismatch when attempting to collapse a shape. Expected output tiling to be (512,) for input tiling (8, 64), but got (64,)}}
    // expected-note @+1 {{give out_transforms the tile (512,) (mgpu-infer-layout does)}}
    %e = "memref.collapse_shape"(%s) <{reassociation = [[0], [1, 2]]}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<2x4096xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A transpose whose out_transforms swizzle twice (:944).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.transpose' op Found multiple SwizzleTransformAttr}}
    // expected-note @+1 {{give the ref one swizzle transform}}
    %p = "memref.transpose"(%s) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[64, 8]>, #mosaic_gpu.swizzle<128 : i32>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, strided<[1, 128]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A transpose whose out_transforms hold another attribute (:958).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.transpose' op Unsupported transform: 1 : i32}}
    // expected-note @+1 {{jax transforms an SMEM ref by a tile and a swizzle only (#mosaic_gpu.tile, #mosaic_gpu.swizzle)}}
    %p = "memref.transpose"(%s) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[64, 8]>, 1 : i32, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<128x64xf16, strided<[1, 128]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A collapse of a ref tiled twice (:1068: jax refuses it at the ref's producer, which it lowers first).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    // expected-error @+2 {{'mosaic_gpu.slice_smem' op Unsupported transforms: (TileTransform(tiling=(8, 64), rounding=None), TileTransform(tiling=(8, 8), rounding=None))}}
    // expected-note @+1 {{jax tiles an SMEM ref by one tile transform: give the ref one #mosaic_gpu.tile}}
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.tile<[8, 8]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<2x64x64xf16, #gpu.address_space<workgroup>>
    %e = "memref.collapse_shape"(%s) <{reassociation = [[0], [1, 2]]}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.tile<[8, 8]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[512]>, #mosaic_gpu.tile<[8]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<2x64x64xf16, #gpu.address_space<workgroup>>) -> memref<2x4096xf16, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A collapse of a ref that is not contiguous (:2223).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> {out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : () -> memref<2x64x64xf16, strided<[8192, 64, 1]>, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.collapse_shape' op Collapsing the shape of a memref with non-contiguous strides is not supported}}
    // expected-note @+1 {{collapse a contiguous (row-major) ref}}
    %e = "memref.collapse_shape"(%s) <{reassociation = [[0], [1, 2]]}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[512]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<2x64x64xf16, strided<[8192, 64, 1]>, #gpu.address_space<workgroup>>) -> memref<2x4096xf16, strided<[8192, 1]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
