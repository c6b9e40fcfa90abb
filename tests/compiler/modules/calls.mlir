// Multi-result functions and func.call (public → public, public → private).
#id2 = affine_map<(i, j) -> (i, j)>
module {
  // (x * 2, sum(x))
  func.func @twice_and_sum(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>) attributes {llvm.emit_c_interface} {
    %e = tensor.empty() : tensor<2x3xf32>
    %d = linalg.add ins(%x, %x : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
    %s = call @sum_all(%x) : (tensor<2x3xf32>) -> tensor<f32>
    return %d, %s : tensor<2x3xf32>, tensor<f32>
  }
  // a private helper: not exported, no C interface
  func.func private @sum_all(%x: tensor<2x3xf32>) -> tensor<f32> {
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<f32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
    %s = linalg.reduce ins(%x : tensor<2x3xf32>) outs(%f : tensor<f32>) dimensions = [0, 1]
      (%in: f32, %acc: f32) {
        %q = arith.addf %in, %acc : f32
        linalg.yield %q : f32
      }
    return %s : tensor<f32>
  }
  // calls a public multi-result function and combines: (2x + 2x, sum + sum)
  func.func @caller(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>) attributes {llvm.emit_c_interface} {
    %d, %s = call @twice_and_sum(%x) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>)
    %e = tensor.empty() : tensor<2x3xf32>
    %dd = linalg.add ins(%d, %d : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
    %e0 = tensor.empty() : tensor<f32>
    %ss = linalg.add ins(%s, %s : tensor<f32>, tensor<f32>) outs(%e0 : tensor<f32>) -> tensor<f32>
    return %dd, %ss : tensor<2x3xf32>, tensor<f32>
  }
  // a private helper that writes into its argument in place; the public
  // caller's parameter must still be left untouched.
  func.func private @bump(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %r = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%x : tensor<2x3xf32>) {
    ^bb0(%o: f32):
      %c = arith.constant 1.0 : f32
      %u = arith.addf %o, %c : f32
      linalg.yield %u : f32
    } -> tensor<2x3xf32>
    return %r : tensor<2x3xf32>
  }
  func.func @bump_twice(%x: tensor<2x3xf32>) -> tensor<2x3xf32> attributes {llvm.emit_c_interface} {
    %a = call @bump(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %b = call @bump(%a) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %b : tensor<2x3xf32>
  }
  // @main-style bootstrap: calls on constants, results discarded
  func.func @main() {
    %c = arith.constant dense<1.0> : tensor<2x3xf32>
    %d, %s = call @caller(%c) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>)
    return
  }
}
