#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<1x36xi64>, %arg1: tensor<1x1x36x36xf32>, %arg2: tensor<8x4xf32>, %arg3: tensor<1x4x4xf32>, %arg4: tensor<1x4x4xf32>, %arg5: tensor<1x4x4xf32>, %arg6: tensor<1x4x4xf32>, %arg7: tensor<1x4x8xf32>, %arg8: tensor<f32>) -> tensor<1x36x8xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x36x4xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<1x36x4xf32>) {
    ^bb0(%out: f32):
      %49 = linalg.index 0 : index
      %50 = linalg.index 1 : index
      %extracted = tensor.extract %arg0[%49, %50] : tensor<1x36xi64>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %51 = arith.maxsi %extracted, %c0_i64 : i64
      %52 = arith.minsi %51, %c7_i64 : i64
      %53 = arith.index_cast %52 : i64 to index
      %54 = linalg.index 2 : index
      %extracted_17 = tensor.extract %arg2[%53, %54] : tensor<8x4xf32>
      linalg.yield %extracted_17 : f32
    } -> tensor<1x36x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<1x36x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %4 = linalg.batch_matmul ins(%1, %arg3 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%3 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32>
    %5 = tensor.empty() : tensor<1x2x36x2xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x36x2x2xf32>) outs(%5 : tensor<1x2x36x2xf32>) permutation = [0, 2, 1, 3] 
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<1x36x4xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %8 = linalg.batch_matmul ins(%1, %arg4 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%7 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %collapsed_1 = tensor.collapse_shape %8 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32>
    %expanded_2 = tensor.expand_shape %collapsed_1 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32>
    %9 = tensor.empty() : tensor<1x2x2x36xf32>
    %transposed_3 = linalg.transpose ins(%expanded_2 : tensor<1x36x2x2xf32>) outs(%9 : tensor<1x2x2x36xf32>) permutation = [0, 2, 3, 1] 
    %cst_4 = arith.constant 0.000000e+00 : f32
    %10 = tensor.empty() : tensor<1x36x4xf32>
    %11 = linalg.fill ins(%cst_4 : f32) outs(%10 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %12 = linalg.batch_matmul ins(%1, %arg5 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%11 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %collapsed_5 = tensor.collapse_shape %12 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32>
    %expanded_6 = tensor.expand_shape %collapsed_5 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32>
    %13 = tensor.empty() : tensor<1x2x36x2xf32>
    %transposed_7 = linalg.transpose ins(%expanded_6 : tensor<1x36x2x2xf32>) outs(%13 : tensor<1x2x36x2xf32>) permutation = [0, 2, 1, 3] 
    %cst_8 = arith.constant 0.000000e+00 : f32
    %14 = tensor.empty() : tensor<1x2x36x36xf32>
    %15 = linalg.fill ins(%cst_8 : f32) outs(%14 : tensor<1x2x36x36xf32>) -> tensor<1x2x36x36xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed, %transposed_3 : tensor<1x2x36x2xf32>, tensor<1x2x2x36xf32>) outs(%15 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %49 = arith.mulf %in, %in_17 : f32
      %50 = arith.addf %out, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<1x2x36x36xf32>
    %17 = tensor.empty() : tensor<1x2x36x36xf32>
    %18 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8 : tensor<f32>) outs(%17 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x36x36xf32>
    %19 = tensor.empty() : tensor<1x2x36x36xf32>
    %20 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%19 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %49 = arith.mulf %in, %in_17 : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x36x36xf32>
    %21 = tensor.empty() : tensor<1x2x36x36xf32>
    %22 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x1x36x36xf32>) outs(%21 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x36x36xf32>
    %23 = tensor.empty() : tensor<1x2x36x36xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%23 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %49 = arith.addf %in, %in_17 : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x36x36xf32>
    %cst_9 = arith.constant 0xFF800000 : f32
    %25 = tensor.empty() : tensor<1x2x36xf32>
    %26 = linalg.fill ins(%cst_9 : f32) outs(%25 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<1x2x36x36xf32>) outs(%26 : tensor<1x2x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.maximumf %in, %out : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x36xf32>
    %28 = tensor.empty() : tensor<1x2x36x36xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>) outs(%28 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %49 = arith.subf %in, %in_17 : f32
      %50 = math.exp %49 : f32
      linalg.yield %50 : f32
    } -> tensor<1x2x36x36xf32>
    %cst_10 = arith.constant 0.000000e+00 : f32
    %30 = tensor.empty() : tensor<1x2x36xf32>
    %31 = linalg.fill ins(%cst_10 : f32) outs(%30 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<1x2x36x36xf32>) outs(%31 : tensor<1x2x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %out, %in : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x36xf32>
    %33 = tensor.empty() : tensor<1x2x36xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x2x36xf32>) outs(%33 : tensor<1x2x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_17 = arith.constant 1.000000e+00 : f32
      %49 = arith.divf %cst_17, %in : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x36xf32>
    %35 = tensor.empty() : tensor<1x2x36x36xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %34 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>) outs(%35 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %49 = arith.mulf %in, %in_17 : f32
      linalg.yield %49 : f32
    } -> tensor<1x2x36x36xf32>
    %cst_11 = arith.constant 0.000000e+00 : f32
    %37 = tensor.empty() : tensor<1x2x36x2xf32>
    %38 = linalg.fill ins(%cst_11 : f32) outs(%37 : tensor<1x2x36x2xf32>) -> tensor<1x2x36x2xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%36, %transposed_7 : tensor<1x2x36x36xf32>, tensor<1x2x36x2xf32>) outs(%38 : tensor<1x2x36x2xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %49 = arith.mulf %in, %in_17 : f32
      %50 = arith.addf %out, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<1x2x36x2xf32>
    %40 = tensor.empty() : tensor<1x36x2x2xf32>
    %transposed_12 = linalg.transpose ins(%39 : tensor<1x2x36x2xf32>) outs(%40 : tensor<1x36x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_13 = tensor.collapse_shape %transposed_12 [[0, 1, 2, 3]] : tensor<1x36x2x2xf32> into tensor<144xf32>
    %expanded_14 = tensor.expand_shape %collapsed_13 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32>
    %cst_15 = arith.constant 0.000000e+00 : f32
    %41 = tensor.empty() : tensor<1x36x4xf32>
    %42 = linalg.fill ins(%cst_15 : f32) outs(%41 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %43 = linalg.batch_matmul ins(%expanded_14, %arg6 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%42 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %44 = tensor.empty() : tensor<1x36x4xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %43 : tensor<1x36x4xf32>, tensor<1x36x4xf32>) outs(%44 : tensor<1x36x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %49 = arith.addf %in, %in_17 : f32
      linalg.yield %49 : f32
    } -> tensor<1x36x4xf32>
    %cst_16 = arith.constant 0.000000e+00 : f32
    %46 = tensor.empty() : tensor<1x36x8xf32>
    %47 = linalg.fill ins(%cst_16 : f32) outs(%46 : tensor<1x36x8xf32>) -> tensor<1x36x8xf32>
    %48 = linalg.batch_matmul ins(%45, %arg7 : tensor<1x36x4xf32>, tensor<1x4x8xf32>) outs(%47 : tensor<1x36x8xf32>) -> tensor<1x36x8xf32>
    return %48 : tensor<1x36x8xf32>
  }
}
