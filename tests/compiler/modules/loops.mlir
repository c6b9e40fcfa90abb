// scf.while with tensor carries: i64[] counter + f32[2, 2] state.
// h <- tanh(h @ w), n times; returns (i, h).
#id2 = affine_map<(i, j) -> (i, j)>
#s = affine_map<() -> ()>
module {
  func.func @iterate(%h0: tensor<2x2xf32>, %w: tensor<2x2xf32>, %n: tensor<i64>) -> (tensor<i64>, tensor<2x2xf32>) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : i64
    %i0 = tensor.from_elements %c0 : tensor<i64>
    %r:2 = scf.while (%i = %i0, %h = %h0) : (tensor<i64>, tensor<2x2xf32>) -> (tensor<i64>, tensor<2x2xf32>) {
      %iv = tensor.extract %i[] : tensor<i64>
      %nv = tensor.extract %n[] : tensor<i64>
      %c = arith.cmpi slt, %iv, %nv : i64
      scf.condition(%c) %i, %h : tensor<i64>, tensor<2x2xf32>
    } do {
    ^bb0(%i: tensor<i64>, %h: tensor<2x2xf32>):
      %z = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<2x2xf32>
      %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
      %m = linalg.matmul ins(%h, %w : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
      %e2 = tensor.empty() : tensor<2x2xf32>
      %t = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<2x2xf32>) outs(%e2 : tensor<2x2xf32>) {
      ^bb0(%x: f32, %o: f32):
        %y = math.tanh %x : f32
        linalg.yield %y : f32
      } -> tensor<2x2xf32>
      %e3 = tensor.empty() : tensor<i64>
      %i1 = linalg.generic {indexing_maps = [#s, #s], iterator_types = []} ins(%i : tensor<i64>) outs(%e3 : tensor<i64>) {
      ^bb0(%x: i64, %o: i64):
        %one = arith.constant 1 : i64
        %y = arith.addi %x, %one : i64
        linalg.yield %y : i64
      } -> tensor<i64>
      scf.yield %i1, %t : tensor<i64>, tensor<2x2xf32>
    }
    return %r#0, %r#1 : tensor<i64>, tensor<2x2xf32>
  }
}
