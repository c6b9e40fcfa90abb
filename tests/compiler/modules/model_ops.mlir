// gather (tensor.extract inside linalg.generic), one_hot, softmax written as
// generics (linalg.softmax is not lowered), argmax with two reduction outputs.
#m3 = affine_map<(a, b, d) -> (a, b, d)>
#m3r = affine_map<(a, b, d) -> (a, b)>
module {
  // gather(table, ids): f32[5, 3], i64[1, 2] -> f32[1, 2, 3]; ids clamped to [0, 4]
  func.func @gather(%table: tensor<5x3xf32>, %ids: tensor<1x2xi64>) -> tensor<1x2x3xf32> attributes {llvm.emit_c_interface} {
    %e = tensor.empty() : tensor<1x2x3xf32>
    %r = linalg.generic {indexing_maps = [#m3r, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%ids : tensor<1x2xi64>) outs(%e : tensor<1x2x3xf32>) {
    ^bb0(%id: i64, %o: f32):
      %lo = arith.constant 0 : i64
      %hi = arith.constant 4 : i64
      %c0 = arith.maxsi %id, %lo : i64
      %c1 = arith.minsi %c0, %hi : i64
      %i = arith.index_cast %c1 : i64 to index
      %d = linalg.index 2 : index
      %v = tensor.extract %table[%i, %d] : tensor<5x3xf32>
      linalg.yield %v : f32
    } -> tensor<1x2x3xf32>
    return %r : tensor<1x2x3xf32>
  }
  // one_hot(ids, depth = 4): i64[1, 2] -> f32[1, 2, 4]
  func.func @one_hot(%ids: tensor<1x2xi64>) -> tensor<1x2x4xf32> attributes {llvm.emit_c_interface} {
    %e = tensor.empty() : tensor<1x2x4xf32>
    %r = linalg.generic {indexing_maps = [#m3r, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%ids : tensor<1x2xi64>) outs(%e : tensor<1x2x4xf32>) {
    ^bb0(%id: i64, %o: f32):
      %d = linalg.index 2 : index
      %di = arith.index_cast %d : index to i64
      %eq = arith.cmpi eq, %di, %id : i64
      %one = arith.constant 1.0 : f32
      %zero = arith.constant 0.0 : f32
      %v = arith.select %eq, %one, %zero : f32
      linalg.yield %v : f32
    } -> tensor<1x2x4xf32>
    return %r : tensor<1x2x4xf32>
  }
  // softmax(x, axis = 2) on f32[1, 64, 64]: max, sub-exp, sum, div.
  // The temporaries are 16 KiB (heap, freed by the deallocation pipeline).
  func.func @softmax(%x: tensor<1x64x64xf32>) -> tensor<1x64x64xf32> attributes {llvm.emit_c_interface} {
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %em = tensor.empty() : tensor<1x64xf32>
    %fm = linalg.fill ins(%ninf : f32) outs(%em : tensor<1x64xf32>) -> tensor<1x64xf32>
    %mx = linalg.generic {indexing_maps = [#m3, #m3r], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%x : tensor<1x64x64xf32>) outs(%fm : tensor<1x64xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %v = arith.maximumf %a, %acc : f32
      linalg.yield %v : f32
    } -> tensor<1x64xf32>
    %ee = tensor.empty() : tensor<1x64x64xf32>
    %ex = linalg.generic {indexing_maps = [#m3, #m3r, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%x, %mx : tensor<1x64x64xf32>, tensor<1x64xf32>) outs(%ee : tensor<1x64x64xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %s = arith.subf %a, %m : f32
      %v = math.exp %s : f32
      linalg.yield %v : f32
    } -> tensor<1x64x64xf32>
    %es = tensor.empty() : tensor<1x64xf32>
    %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<1x64xf32>) -> tensor<1x64xf32>
    %sm = linalg.generic {indexing_maps = [#m3, #m3r], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%ex : tensor<1x64x64xf32>) outs(%fs : tensor<1x64xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %v = arith.addf %a, %acc : f32
      linalg.yield %v : f32
    } -> tensor<1x64xf32>
    %ed = tensor.empty() : tensor<1x64x64xf32>
    %r = linalg.generic {indexing_maps = [#m3, #m3r, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%ex, %sm : tensor<1x64x64xf32>, tensor<1x64xf32>) outs(%ed : tensor<1x64x64xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %v = arith.divf %a, %s : f32
      linalg.yield %v : f32
    } -> tensor<1x64x64xf32>
    return %r : tensor<1x64x64xf32>
  }
  // argmax(x, axis = 1): f32[2, 5] -> i64[2]; lowest index on ties
  func.func @argmax(%x: tensor<2x5xf32>) -> tensor<2xi64> attributes {llvm.emit_c_interface} {
    %ninf = arith.constant 0xFF800000 : f32
    %c0 = arith.constant 0 : i64
    %ev = tensor.empty() : tensor<2xf32>
    %fv = linalg.fill ins(%ninf : f32) outs(%ev : tensor<2xf32>) -> tensor<2xf32>
    %ei = tensor.empty() : tensor<2xi64>
    %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<2xi64>) -> tensor<2xi64>
    %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
                           iterator_types = ["parallel", "reduction"]}
        ins(%x : tensor<2x5xf32>) outs(%fv, %fi : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%a: f32, %best: f32, %bi: i64):
      %j = linalg.index 1 : index
      %ji = arith.index_cast %j : index to i64
      %gt = arith.cmpf ogt, %a, %best : f32
      %nb = arith.select %gt, %a, %best : f32
      %ni = arith.select %gt, %ji, %bi : i64
      linalg.yield %nb, %ni : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    return %r#1 : tensor<2xi64>
  }
}
