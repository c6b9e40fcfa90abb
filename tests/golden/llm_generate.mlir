#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> ()>
module {
  func.func @llm_generate(%arg0: tensor<1x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<1x4xf32> attributes {llvm.emit_c_interface} {
    %c0_i64 = arith.constant 0 : i64
    %0 = tensor.empty() : tensor<i64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<i64>) -> tensor<i64>
    %2:2 = scf.while (%arg2 = %1, %arg3 = %arg0) : (tensor<i64>, tensor<1x4xf32>) -> (tensor<i64>, tensor<1x4xf32>) {
      %extracted = tensor.extract %arg2[] : tensor<i64>
      %c3_i64 = arith.constant 3 : i64
      %3 = arith.cmpi slt, %extracted, %c3_i64 : i64
      scf.condition(%3) %arg2, %arg3 : tensor<i64>, tensor<1x4xf32>
    } do {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<1x4xf32>):
      %cst = arith.constant 0.000000e+00 : f32
      %3 = tensor.empty() : tensor<1x4xf32>
      %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x4xf32>) -> tensor<1x4xf32>
      %5 = linalg.matmul ins(%arg3, %arg1 : tensor<1x4xf32>, tensor<4x4xf32>) outs(%4 : tensor<1x4xf32>) -> tensor<1x4xf32>
      %6 = tensor.empty() : tensor<1x4xf32>
      %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<1x4xf32>) outs(%6 : tensor<1x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %10 = math.tanh %in : f32
        linalg.yield %10 : f32
      } -> tensor<1x4xf32>
      %8 = tensor.empty() : tensor<i64>
      %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%arg2 : tensor<i64>) outs(%8 : tensor<i64>) {
      ^bb0(%in: i64, %out: i64):
        %c1_i64 = arith.constant 1 : i64
        %10 = arith.addi %in, %c1_i64 : i64
        linalg.yield %10 : i64
      } -> tensor<i64>
      scf.yield %9, %7 : tensor<i64>, tensor<1x4xf32>
    }
    return %2#1 : tensor<1x4xf32>
  }
  func.func @main() {
    %cst = arith.constant 5.000000e-01 : f32
    %0 = tensor.empty() : tensor<1x4xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %cst_0 = arith.constant 2.500000e-01 : f32
    %2 = tensor.empty() : tensor<4x4xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = call @llm_generate(%1, %3) : (tensor<1x4xf32>, tensor<4x4xf32>) -> tensor<1x4xf32>
    return
  }
}
