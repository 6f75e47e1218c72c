func.func @f(%x: f32) -> f32 {
  %y = math.erfc %x : f32
  func.return %y : f32
}
