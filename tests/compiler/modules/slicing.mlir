// concat / slice / pad: the patterns that produce strided copies.
module {
  // tensor.concat: bufferizes to memref.copy into strided subviews
  // (→ memrefCopy unless the pipeline rewrites the copies).
  func.func @concat_op(%a: tensor<1x2x2x2xf32>, %b: tensor<1x2x2x1xf32>) -> tensor<1x2x2x3xf32> attributes {llvm.emit_c_interface} {
    %r = tensor.concat dim(3) %a, %b : (tensor<1x2x2x2xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x3xf32>
    return %r : tensor<1x2x2x3xf32>
  }
  // The same concat in destination-passing style: tensor.empty +
  // extract_slice + linalg.copy + insert_slice.  Bufferizes to linalg.copy
  // into subviews (no memref.copy at all).
  func.func @concat_dps(%a: tensor<1x2x2x2xf32>, %b: tensor<1x2x2x1xf32>) -> tensor<1x2x2x3xf32> attributes {llvm.emit_c_interface} {
    %e = tensor.empty() : tensor<1x2x2x3xf32>
    %d0 = tensor.extract_slice %e[0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x3xf32> to tensor<1x2x2x2xf32>
    %c0 = linalg.copy ins(%a : tensor<1x2x2x2xf32>) outs(%d0 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %e1 = tensor.insert_slice %c0 into %e[0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x2xf32> into tensor<1x2x2x3xf32>
    %d1 = tensor.extract_slice %e1[0, 0, 0, 2] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x3xf32> to tensor<1x2x2x1xf32>
    %c1 = linalg.copy ins(%b : tensor<1x2x2x1xf32>) outs(%d1 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    %e2 = tensor.insert_slice %c1 into %e1[0, 0, 0, 2] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x1xf32> into tensor<1x2x2x3xf32>
    return %e2 : tensor<1x2x2x3xf32>
  }
  // slice(x, axis = 1, start = 1, size = 2) as extract_slice (+ copy to the out-param)
  func.func @slice(%a: tensor<2x4x3xf32>) -> tensor<2x2x3xf32> attributes {llvm.emit_c_interface} {
    %r = tensor.extract_slice %a[0, 1, 0] [2, 2, 3] [1, 1, 1] : tensor<2x4x3xf32> to tensor<2x2x3xf32>
    return %r : tensor<2x2x3xf32>
  }
  // pad(x, axis = 1, after = 2) with tensor.pad
  func.func @pad_op(%a: tensor<2x3xf32>) -> tensor<2x5xf32> attributes {llvm.emit_c_interface} {
    %z = arith.constant 0.0 : f32
    %r = tensor.pad %a low[0, 0] high[0, 2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %z : f32
    } : tensor<2x3xf32> to tensor<2x5xf32>
    return %r : tensor<2x5xf32>
  }
  // the same pad in destination-passing style: fill + insert_slice
  func.func @pad_dps(%a: tensor<2x3xf32>) -> tensor<2x5xf32> attributes {llvm.emit_c_interface} {
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x5xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x5xf32>) -> tensor<2x5xf32>
    %r = tensor.insert_slice %a into %f[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x5xf32>
    return %r : tensor<2x5xf32>
  }
  // i64 slice of a rank-2 tensor to a rank-1 result (rank-reducing)
  func.func @row(%a: tensor<3x4xi64>) -> tensor<4xi64> attributes {llvm.emit_c_interface} {
    %r = tensor.extract_slice %a[2, 0] [1, 4] [1, 1] : tensor<3x4xi64> to tensor<4xi64>
    return %r : tensor<4xi64>
  }
}
