// Elementwise ops, rank-0 functions, and an op whose init is a parameter
// (must NOT write into the caller's array).
#id2 = affine_map<(i, j) -> (i, j)>
module {
  func.func @add(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> attributes {llvm.emit_c_interface} {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.add ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
    return %r : tensor<2x3xf32>
  }
  // exp(tanh(a)) * sqrt(b) + log(b)
  func.func @math(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> attributes {llvm.emit_c_interface} {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %t = math.tanh %x : f32
      %u = math.exp %t : f32
      %s = math.sqrt %y : f32
      %l = math.log %y : f32
      %m = arith.mulf %u, %s : f32
      %v = arith.addf %m, %l : f32
      linalg.yield %v : f32
    } -> tensor<2x3xf32>
    return %r : tensor<2x3xf32>
  }
  // rank 0: x * y - 1
  func.func @scalar(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %e = tensor.empty() : tensor<f32>
    %r = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
        ins(%x, %y : tensor<f32>, tensor<f32>) outs(%e : tensor<f32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %one = arith.constant 1.0 : f32
      %m = arith.mulf %a, %b : f32
      %s = arith.subf %m, %one : f32
      linalg.yield %s : f32
    } -> tensor<f32>
    return %r : tensor<f32>
  }
  // a + 1 computed in place on the parameter's tensor: the caller's array must survive.
  func.func @inc_in_place(%a: tensor<4xf32>) -> tensor<4xf32> attributes {llvm.emit_c_interface} {
    %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
    ^bb0(%o: f32):
      %c = arith.constant 1.0 : f32
      %u = arith.addf %o, %c : f32
      linalg.yield %u : f32
    } -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
  // returns its argument unchanged (a copy into the out-param)
  func.func @identity(%a: tensor<3x2xi64>) -> tensor<3x2xi64> attributes {llvm.emit_c_interface} {
    return %a : tensor<3x2xi64>
  }
}
