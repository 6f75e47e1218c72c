"func.func"() <{sym_name = "f", function_type = (f32) -> f32}> ({
^bb0(%x: f32):
  %y = "math.erfc"(%x) : (f32) -> f32
  "func.return"(%y) : (f32) -> ()
}) : () -> ()
