"func.func"() <{sym_name = "f", function_type = () -> ()}> ({
  "mosaic_gpu.async_store_smme"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
