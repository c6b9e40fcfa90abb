// A decode-step-shaped function (the ABI of StoryLM-0's decode_s2, with a
// toy body): gather an embedding, project, grow the K/V caches by one
// position with DPS concats, and produce logits.
//   decode_s2(token_ids: i64[1, 1], k_past: f32[1, 2, 2, 2], v_past: f32[1, 2, 2, 2],
//             emb: f32[8, 4], wk: f32[4, 4], wv: f32[4, 4], wo: f32[4, 8])
//     -> (f32[1, 2, 2, 3], f32[1, 2, 3, 2], f32[1, 1, 8])
#g_in = affine_map<(a, b, d) -> (a, b)>
#g_out = affine_map<(a, b, d) -> (a, b, d)>
module {
  func.func private @project(%x: tensor<1x4xf32>, %w: tensor<4x4xf32>) -> tensor<1x4xf32> {
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<1x4xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x4xf32>) -> tensor<1x4xf32>
    %r = linalg.matmul ins(%x, %w : tensor<1x4xf32>, tensor<4x4xf32>) outs(%f : tensor<1x4xf32>) -> tensor<1x4xf32>
    return %r : tensor<1x4xf32>
  }
  func.func @decode_s2(%ids: tensor<1x1xi64>, %k_past: tensor<1x2x2x2xf32>, %v_past: tensor<1x2x2x2xf32>,
                       %emb: tensor<8x4xf32>, %wk: tensor<4x4xf32>, %wv: tensor<4x4xf32>, %wo: tensor<4x8xf32>)
      -> (tensor<1x2x2x3xf32>, tensor<1x2x3x2xf32>, tensor<1x1x8xf32>) attributes {llvm.emit_c_interface} {
    // x = gather(emb, ids): f32[1, 1, 4]
    %ex = tensor.empty() : tensor<1x1x4xf32>
    %x = linalg.generic {indexing_maps = [#g_in, #g_out], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%ids : tensor<1x1xi64>) outs(%ex : tensor<1x1x4xf32>) {
    ^bb0(%id: i64, %o: f32):
      %lo = arith.constant 0 : i64
      %hi = arith.constant 7 : i64
      %c0 = arith.maxsi %id, %lo : i64
      %c1 = arith.minsi %c0, %hi : i64
      %i = arith.index_cast %c1 : i64 to index
      %d = linalg.index 2 : index
      %v = tensor.extract %emb[%i, %d] : tensor<8x4xf32>
      linalg.yield %v : f32
    } -> tensor<1x1x4xf32>
    %x2 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<1x1x4xf32> into tensor<1x4xf32>
    // k_new: f32[1, 2, 2, 1] (head, dh, position), v_new: f32[1, 2, 1, 2]
    %kp = call @project(%x2, %wk) : (tensor<1x4xf32>, tensor<4x4xf32>) -> tensor<1x4xf32>
    %vp = call @project(%x2, %wv) : (tensor<1x4xf32>, tensor<4x4xf32>) -> tensor<1x4xf32>
    %k_new = tensor.expand_shape %kp [[0], [1, 2, 3]] output_shape [1, 2, 2, 1] : tensor<1x4xf32> into tensor<1x2x2x1xf32>
    %v_new = tensor.expand_shape %vp [[0], [1, 2, 3]] output_shape [1, 2, 1, 2] : tensor<1x4xf32> into tensor<1x2x1x2xf32>
    // k = concat(k_past, k_new, axis = 3), destination-passing style
    %ek = tensor.empty() : tensor<1x2x2x3xf32>
    %dk0 = tensor.extract_slice %ek[0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x3xf32> to tensor<1x2x2x2xf32>
    %ck0 = linalg.copy ins(%k_past : tensor<1x2x2x2xf32>) outs(%dk0 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %ek1 = tensor.insert_slice %ck0 into %ek[0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x2xf32> into tensor<1x2x2x3xf32>
    %dk1 = tensor.extract_slice %ek1[0, 0, 0, 2] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x3xf32> to tensor<1x2x2x1xf32>
    %ck1 = linalg.copy ins(%k_new : tensor<1x2x2x1xf32>) outs(%dk1 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    %k = tensor.insert_slice %ck1 into %ek1[0, 0, 0, 2] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x1xf32> into tensor<1x2x2x3xf32>
    // v = concat(v_past, v_new, axis = 2) with tensor.concat (copies rewritten by the pipeline)
    %v = tensor.concat dim(2) %v_past, %v_new : (tensor<1x2x2x2xf32>, tensor<1x2x1x2xf32>) -> tensor<1x2x3x2xf32>
    // logits = x @ wo: f32[1, 1, 8]
    %z = arith.constant 0.0 : f32
    %el = tensor.empty() : tensor<1x8xf32>
    %fl = linalg.fill ins(%z : f32) outs(%el : tensor<1x8xf32>) -> tensor<1x8xf32>
    %l = linalg.matmul ins(%x2, %wo : tensor<1x4xf32>, tensor<4x8xf32>) outs(%fl : tensor<1x8xf32>) -> tensor<1x8xf32>
    %logits = tensor.expand_shape %l [[0, 1], [2]] output_shape [1, 1, 8] : tensor<1x8xf32> into tensor<1x1x8xf32>
    return %k, %v, %logits : tensor<1x2x2x3xf32>, tensor<1x2x3x2xf32>, tensor<1x1x8xf32>
  }
}
