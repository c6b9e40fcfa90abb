// Named linalg ops and reshapes.
module {
  func.func @bmm(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> attributes {llvm.emit_c_interface} {
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x3x5xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %r = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%f : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    return %r : tensor<2x3x5xf32>
  }
  func.func @mm(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> attributes {llvm.emit_c_interface} {
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<3x5xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
    %r = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32>) outs(%f : tensor<3x5xf32>) -> tensor<3x5xf32>
    return %r : tensor<3x5xf32>
  }
  func.func @transpose(%a: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> attributes {llvm.emit_c_interface} {
    %e = tensor.empty() : tensor<4x2x3xf32>
    %r = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%e : tensor<4x2x3xf32>) permutation = [2, 0, 1]
    return %r : tensor<4x2x3xf32>
  }
  // f32[3] -> f32[2, 3] (NumPy broadcasting of a row)
  func.func @broadcast(%a: tensor<3xf32>) -> tensor<2x3xf32> attributes {llvm.emit_c_interface} {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.broadcast ins(%a : tensor<3xf32>) outs(%e : tensor<2x3xf32>) dimensions = [0]
    return %r : tensor<2x3xf32>
  }
  // reduce_sum over axis 1 and reduce_max over axis 0
  func.func @reduce(%a: tensor<3x4xf32>) -> (tensor<3xf32>, tensor<4xf32>) attributes {llvm.emit_c_interface} {
    %z = arith.constant 0.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %e0 = tensor.empty() : tensor<3xf32>
    %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<3xf32>) -> tensor<3xf32>
    %s = linalg.reduce ins(%a : tensor<3x4xf32>) outs(%f0 : tensor<3xf32>) dimensions = [1]
      (%in: f32, %acc: f32) {
        %q = arith.addf %in, %acc : f32
        linalg.yield %q : f32
      }
    %e1 = tensor.empty() : tensor<4xf32>
    %f1 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
    %m = linalg.reduce ins(%a : tensor<3x4xf32>) outs(%f1 : tensor<4xf32>) dimensions = [0]
      (%in: f32, %acc: f32) {
        %q = arith.maximumf %in, %acc : f32
        linalg.yield %q : f32
      }
    return %s, %m : tensor<3xf32>, tensor<4xf32>
  }
  // reshape f32[2, 6] -> f32[3, 4] via collapse + expand, then f32[3, 4] -> f32[1, 3, 4]
  func.func @reshape(%a: tensor<2x6xf32>) -> tensor<1x3x4xf32> attributes {llvm.emit_c_interface} {
    %c = tensor.collapse_shape %a [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
    %x = tensor.expand_shape %c [[0, 1, 2]] output_shape [1, 3, 4] : tensor<12xf32> into tensor<1x3x4xf32>
    return %x : tensor<1x3x4xf32>
  }
  // reshape through tensor.reshape with a constant shape operand
  func.func @reshape2(%a: tensor<2x6xf32>) -> tensor<4x3xf32> attributes {llvm.emit_c_interface} {
    %shape = arith.constant dense<[4, 3]> : tensor<2xi64>
    %r = tensor.reshape %a(%shape) : (tensor<2x6xf32>, tensor<2xi64>) -> tensor<4x3xf32>
    return %r : tensor<4x3xf32>
  }
}
