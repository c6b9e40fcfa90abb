#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> (d0)>
#map11 = affine_map<(d0) -> (d0)>
#map12 = affine_map<(d0) -> ()>
#map13 = affine_map<() -> ()>
#map14 = affine_map<(d0, d1) -> (d0, 0)>
#map15 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
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
  func.func @nll(%arg0: tensor<1x36xi64>, %arg1: tensor<1x36xi64>, %arg2: tensor<1x1x36x36xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<1x4x4xf32>, %arg5: tensor<1x4x4xf32>, %arg6: tensor<1x4x4xf32>, %arg7: tensor<1x4x4xf32>, %arg8: tensor<1x4x8xf32>, %arg9: tensor<f32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %0 = call @forward(%arg0, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (tensor<1x36xi64>, tensor<1x1x36x36xf32>, tensor<8x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x8xf32>, tensor<f32>) -> tensor<1x36x8xf32>
    %cst = arith.constant 0xFF800000 : f32
    %1 = tensor.empty() : tensor<1x36xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x36xf32>) -> tensor<1x36xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0 : tensor<1x36x8xf32>) outs(%2 : tensor<1x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.maximumf %in, %out : f32
      linalg.yield %26 : f32
    } -> tensor<1x36xf32>
    %4 = tensor.empty() : tensor<1x36x8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %3 : tensor<1x36x8xf32>, tensor<1x36xf32>) outs(%4 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.subf %in, %in_4 : f32
      %27 = math.exp %26 : f32
      linalg.yield %27 : f32
    } -> tensor<1x36x8xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<1x36xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<1x36xf32>) -> tensor<1x36xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x36x8xf32>) outs(%7 : tensor<1x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.addf %out, %in : f32
      linalg.yield %26 : f32
    } -> tensor<1x36xf32>
    %9 = tensor.empty() : tensor<1x36x8xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map8, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %3, %8 : tensor<1x36x8xf32>, tensor<1x36xf32>, tensor<1x36xf32>) outs(%9 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %in_5: f32, %out: f32):
      %26 = arith.subf %in, %in_4 : f32
      %27 = math.log %in_5 : f32
      %28 = arith.subf %26, %27 : f32
      linalg.yield %28 : f32
    } -> tensor<1x36x8xf32>
    %11 = tensor.empty() : tensor<1x36x8xf32>
    %12 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x36xi64>) outs(%11 : tensor<1x36x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %26 = linalg.index 2 : index
      %27 = arith.index_cast %26 : index to i64
      %28 = arith.cmpi eq, %in, %27 : i64
      %cst_4 = arith.constant 1.000000e+00 : f32
      %cst_5 = arith.constant 0.000000e+00 : f32
      %29 = arith.select %28, %cst_4, %cst_5 : f32
      linalg.yield %29 : f32
    } -> tensor<1x36x8xf32>
    %13 = tensor.empty() : tensor<1x36x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x36x8xf32>, tensor<1x36x8xf32>) outs(%13 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.mulf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<1x36x8xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %15 = tensor.empty() : tensor<1x36xf32>
    %16 = linalg.fill ins(%cst_1 : f32) outs(%15 : tensor<1x36xf32>) -> tensor<1x36xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x36x8xf32>) outs(%16 : tensor<1x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.addf %out, %in : f32
      linalg.yield %26 : f32
    } -> tensor<1x36xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %18 = tensor.empty() : tensor<1xf32>
    %19 = linalg.fill ins(%cst_2 : f32) outs(%18 : tensor<1xf32>) -> tensor<1xf32>
    %20 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "reduction"]} ins(%17 : tensor<1x36xf32>) outs(%19 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.addf %out, %in : f32
      linalg.yield %26 : f32
    } -> tensor<1xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %21 = tensor.empty() : tensor<f32>
    %22 = linalg.fill ins(%cst_3 : f32) outs(%21 : tensor<f32>) -> tensor<f32>
    %23 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["reduction"]} ins(%20 : tensor<1xf32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.addf %out, %in : f32
      linalg.yield %26 : f32
    } -> tensor<f32>
    %24 = tensor.empty() : tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%23 : tensor<f32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.negf %in : f32
      linalg.yield %26 : f32
    } -> tensor<f32>
    return %25 : tensor<f32>
  }
  func.func @nll_grad(%arg0: tensor<1x36xi64>, %arg1: tensor<1x36xi64>, %arg2: tensor<1x1x36x36xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<1x4x4xf32>, %arg5: tensor<1x4x4xf32>, %arg6: tensor<1x4x4xf32>, %arg7: tensor<1x4x4xf32>, %arg8: tensor<1x4x8xf32>, %arg9: tensor<f32>) -> (tensor<f32>, tensor<8x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x8xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x36x4xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<1x36x4xf32>) {
    ^bb0(%out: f32):
      %177 = linalg.index 0 : index
      %178 = linalg.index 1 : index
      %extracted = tensor.extract %arg0[%177, %178] : tensor<1x36xi64>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %179 = arith.maxsi %extracted, %c0_i64 : i64
      %180 = arith.minsi %179, %c7_i64 : i64
      %181 = arith.index_cast %180 : i64 to index
      %182 = linalg.index 2 : index
      %extracted_77 = tensor.extract %arg3[%181, %182] : tensor<8x4xf32>
      linalg.yield %extracted_77 : f32
    } -> tensor<1x36x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<1x36x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %4 = linalg.batch_matmul ins(%1, %arg4 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%3 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32>
    %5 = tensor.empty() : tensor<1x2x36x2xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x36x2x2xf32>) outs(%5 : tensor<1x2x36x2xf32>) permutation = [0, 2, 1, 3] 
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<1x36x4xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %8 = linalg.batch_matmul ins(%1, %arg5 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%7 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %collapsed_1 = tensor.collapse_shape %8 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32>
    %expanded_2 = tensor.expand_shape %collapsed_1 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32>
    %9 = tensor.empty() : tensor<1x2x2x36xf32>
    %transposed_3 = linalg.transpose ins(%expanded_2 : tensor<1x36x2x2xf32>) outs(%9 : tensor<1x2x2x36xf32>) permutation = [0, 2, 3, 1] 
    %cst_4 = arith.constant 0.000000e+00 : f32
    %10 = tensor.empty() : tensor<1x36x4xf32>
    %11 = linalg.fill ins(%cst_4 : f32) outs(%10 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %12 = linalg.batch_matmul ins(%1, %arg6 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%11 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %collapsed_5 = tensor.collapse_shape %12 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32>
    %expanded_6 = tensor.expand_shape %collapsed_5 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32>
    %13 = tensor.empty() : tensor<1x2x36x2xf32>
    %transposed_7 = linalg.transpose ins(%expanded_6 : tensor<1x36x2x2xf32>) outs(%13 : tensor<1x2x36x2xf32>) permutation = [0, 2, 1, 3] 
    %cst_8 = arith.constant 0.000000e+00 : f32
    %14 = tensor.empty() : tensor<1x2x36x36xf32>
    %15 = linalg.fill ins(%cst_8 : f32) outs(%14 : tensor<1x2x36x36xf32>) -> tensor<1x2x36x36xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed, %transposed_3 : tensor<1x2x36x2xf32>, tensor<1x2x2x36xf32>) outs(%15 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      %178 = arith.addf %out, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x2x36x36xf32>
    %17 = tensor.empty() : tensor<1x2x36x36xf32>
    %18 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg9 : tensor<f32>) outs(%17 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x36x36xf32>
    %19 = tensor.empty() : tensor<1x2x36x36xf32>
    %20 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%19 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36x36xf32>
    %21 = tensor.empty() : tensor<1x2x36x36xf32>
    %22 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x1x36x36xf32>) outs(%21 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x36x36xf32>
    %23 = tensor.empty() : tensor<1x2x36x36xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%23 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.addf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36x36xf32>
    %cst_9 = arith.constant 0xFF800000 : f32
    %25 = tensor.empty() : tensor<1x2x36xf32>
    %26 = linalg.fill ins(%cst_9 : f32) outs(%25 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<1x2x36x36xf32>) outs(%26 : tensor<1x2x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.maximumf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36xf32>
    %28 = tensor.empty() : tensor<1x2x36x36xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>) outs(%28 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.subf %in, %in_77 : f32
      %178 = math.exp %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x2x36x36xf32>
    %cst_10 = arith.constant 0.000000e+00 : f32
    %30 = tensor.empty() : tensor<1x2x36xf32>
    %31 = linalg.fill ins(%cst_10 : f32) outs(%30 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<1x2x36x36xf32>) outs(%31 : tensor<1x2x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36xf32>
    %33 = tensor.empty() : tensor<1x2x36xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x2x36xf32>) outs(%33 : tensor<1x2x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_77 = arith.constant 1.000000e+00 : f32
      %177 = arith.divf %cst_77, %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36xf32>
    %35 = tensor.empty() : tensor<1x2x36x36xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %34 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>) outs(%35 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36x36xf32>
    %cst_11 = arith.constant 0.000000e+00 : f32
    %37 = tensor.empty() : tensor<1x2x36x2xf32>
    %38 = linalg.fill ins(%cst_11 : f32) outs(%37 : tensor<1x2x36x2xf32>) -> tensor<1x2x36x2xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%36, %transposed_7 : tensor<1x2x36x36xf32>, tensor<1x2x36x2xf32>) outs(%38 : tensor<1x2x36x2xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      %178 = arith.addf %out, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x2x36x2xf32>
    %40 = tensor.empty() : tensor<1x36x2x2xf32>
    %transposed_12 = linalg.transpose ins(%39 : tensor<1x2x36x2xf32>) outs(%40 : tensor<1x36x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_13 = tensor.collapse_shape %transposed_12 [[0, 1, 2, 3]] : tensor<1x36x2x2xf32> into tensor<144xf32>
    %expanded_14 = tensor.expand_shape %collapsed_13 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32>
    %cst_15 = arith.constant 0.000000e+00 : f32
    %41 = tensor.empty() : tensor<1x36x4xf32>
    %42 = linalg.fill ins(%cst_15 : f32) outs(%41 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %43 = linalg.batch_matmul ins(%expanded_14, %arg7 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%42 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %44 = tensor.empty() : tensor<1x36x4xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %43 : tensor<1x36x4xf32>, tensor<1x36x4xf32>) outs(%44 : tensor<1x36x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.addf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x36x4xf32>
    %cst_16 = arith.constant 0.000000e+00 : f32
    %46 = tensor.empty() : tensor<1x36x8xf32>
    %47 = linalg.fill ins(%cst_16 : f32) outs(%46 : tensor<1x36x8xf32>) -> tensor<1x36x8xf32>
    %48 = linalg.batch_matmul ins(%45, %arg8 : tensor<1x36x4xf32>, tensor<1x4x8xf32>) outs(%47 : tensor<1x36x8xf32>) -> tensor<1x36x8xf32>
    %cst_17 = arith.constant 0xFF800000 : f32
    %49 = tensor.empty() : tensor<1x36xf32>
    %50 = linalg.fill ins(%cst_17 : f32) outs(%49 : tensor<1x36xf32>) -> tensor<1x36xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%48 : tensor<1x36x8xf32>) outs(%50 : tensor<1x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.maximumf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x36xf32>
    %52 = tensor.empty() : tensor<1x36x8xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<1x36x8xf32>, tensor<1x36xf32>) outs(%52 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.subf %in, %in_77 : f32
      %178 = math.exp %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x36x8xf32>
    %cst_18 = arith.constant 0.000000e+00 : f32
    %54 = tensor.empty() : tensor<1x36xf32>
    %55 = linalg.fill ins(%cst_18 : f32) outs(%54 : tensor<1x36xf32>) -> tensor<1x36xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<1x36x8xf32>) outs(%55 : tensor<1x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x36xf32>
    %57 = tensor.empty() : tensor<1x36x8xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map8, #map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %51, %56 : tensor<1x36x8xf32>, tensor<1x36xf32>, tensor<1x36xf32>) outs(%57 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %in_78: f32, %out: f32):
      %177 = arith.subf %in, %in_77 : f32
      %178 = math.log %in_78 : f32
      %179 = arith.subf %177, %178 : f32
      linalg.yield %179 : f32
    } -> tensor<1x36x8xf32>
    %59 = tensor.empty() : tensor<1x36x8xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x36xi64>) outs(%59 : tensor<1x36x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %177 = linalg.index 2 : index
      %178 = arith.index_cast %177 : index to i64
      %179 = arith.cmpi eq, %in, %178 : i64
      %cst_77 = arith.constant 1.000000e+00 : f32
      %cst_78 = arith.constant 0.000000e+00 : f32
      %180 = arith.select %179, %cst_77, %cst_78 : f32
      linalg.yield %180 : f32
    } -> tensor<1x36x8xf32>
    %61 = tensor.empty() : tensor<1x36x8xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %60 : tensor<1x36x8xf32>, tensor<1x36x8xf32>) outs(%61 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x36x8xf32>
    %cst_19 = arith.constant 0.000000e+00 : f32
    %63 = tensor.empty() : tensor<1x36xf32>
    %64 = linalg.fill ins(%cst_19 : f32) outs(%63 : tensor<1x36xf32>) -> tensor<1x36xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<1x36x8xf32>) outs(%64 : tensor<1x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x36xf32>
    %cst_20 = arith.constant 0.000000e+00 : f32
    %66 = tensor.empty() : tensor<1xf32>
    %67 = linalg.fill ins(%cst_20 : f32) outs(%66 : tensor<1xf32>) -> tensor<1xf32>
    %68 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "reduction"]} ins(%65 : tensor<1x36xf32>) outs(%67 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<1xf32>
    %cst_21 = arith.constant 0.000000e+00 : f32
    %69 = tensor.empty() : tensor<f32>
    %70 = linalg.fill ins(%cst_21 : f32) outs(%69 : tensor<f32>) -> tensor<f32>
    %71 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["reduction"]} ins(%68 : tensor<1xf32>) outs(%70 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<f32>
    %72 = tensor.empty() : tensor<f32>
    %73 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%71 : tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.negf %in : f32
      linalg.yield %177 : f32
    } -> tensor<f32>
    %cst_22 = arith.constant 1.000000e+00 : f32
    %74 = tensor.empty() : tensor<f32>
    %75 = linalg.fill ins(%cst_22 : f32) outs(%74 : tensor<f32>) -> tensor<f32>
    %76 = tensor.empty() : tensor<f32>
    %77 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%75 : tensor<f32>) outs(%76 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.negf %in : f32
      linalg.yield %177 : f32
    } -> tensor<f32>
    %expanded_23 = tensor.expand_shape %77 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_24 = tensor.expand_shape %expanded_23 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
    %78 = tensor.empty() : tensor<1x36xf32>
    %79 = linalg.generic {indexing_maps = [#map14, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_24 : tensor<1x1xf32>) outs(%78 : tensor<1x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x36xf32>
    %collapsed_25 = tensor.collapse_shape %79 [[0, 1]] : tensor<1x36xf32> into tensor<36xf32>
    %expanded_26 = tensor.expand_shape %collapsed_25 [[0, 1, 2]] output_shape [1, 36, 1] : tensor<36xf32> into tensor<1x36x1xf32>
    %80 = tensor.empty() : tensor<1x36x8xf32>
    %81 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<1x36x1xf32>) outs(%80 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x36x8xf32>
    %82 = tensor.empty() : tensor<1x36x8xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %60 : tensor<1x36x8xf32>, tensor<1x36x8xf32>) outs(%82 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x36x8xf32>
    %84 = tensor.empty() : tensor<1x36x8xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x36x8xf32>) outs(%84 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.exp %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x36x8xf32>
    %cst_27 = arith.constant 0.000000e+00 : f32
    %86 = tensor.empty() : tensor<1x36xf32>
    %87 = linalg.fill ins(%cst_27 : f32) outs(%86 : tensor<1x36xf32>) -> tensor<1x36xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<1x36x8xf32>) outs(%87 : tensor<1x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x36xf32>
    %collapsed_28 = tensor.collapse_shape %88 [[0, 1]] : tensor<1x36xf32> into tensor<36xf32>
    %expanded_29 = tensor.expand_shape %collapsed_28 [[0, 1, 2]] output_shape [1, 36, 1] : tensor<36xf32> into tensor<1x36x1xf32>
    %89 = tensor.empty() : tensor<1x36x8xf32>
    %90 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x36x1xf32>) outs(%89 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x36x8xf32>
    %91 = tensor.empty() : tensor<1x36x8xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<1x36x8xf32>, tensor<1x36x8xf32>) outs(%91 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x36x8xf32>
    %93 = tensor.empty() : tensor<1x36x8xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %92 : tensor<1x36x8xf32>, tensor<1x36x8xf32>) outs(%93 : tensor<1x36x8xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.subf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x36x8xf32>
    %95 = tensor.empty() : tensor<1x8x4xf32>
    %transposed_30 = linalg.transpose ins(%arg8 : tensor<1x4x8xf32>) outs(%95 : tensor<1x8x4xf32>) permutation = [0, 2, 1] 
    %cst_31 = arith.constant 0.000000e+00 : f32
    %96 = tensor.empty() : tensor<1x36x4xf32>
    %97 = linalg.fill ins(%cst_31 : f32) outs(%96 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %98 = linalg.batch_matmul ins(%94, %transposed_30 : tensor<1x36x8xf32>, tensor<1x8x4xf32>) outs(%97 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %99 = tensor.empty() : tensor<1x4x4xf32>
    %transposed_32 = linalg.transpose ins(%arg7 : tensor<1x4x4xf32>) outs(%99 : tensor<1x4x4xf32>) permutation = [0, 2, 1] 
    %cst_33 = arith.constant 0.000000e+00 : f32
    %100 = tensor.empty() : tensor<1x36x4xf32>
    %101 = linalg.fill ins(%cst_33 : f32) outs(%100 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %102 = linalg.batch_matmul ins(%98, %transposed_32 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%101 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %collapsed_34 = tensor.collapse_shape %102 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32>
    %expanded_35 = tensor.expand_shape %collapsed_34 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32>
    %103 = tensor.empty() : tensor<1x2x36x2xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x36x2x2xf32>) outs(%103 : tensor<1x2x36x2xf32>) permutation = [0, 2, 1, 3] 
    %104 = tensor.empty() : tensor<1x2x2x36xf32>
    %transposed_37 = linalg.transpose ins(%transposed_7 : tensor<1x2x36x2xf32>) outs(%104 : tensor<1x2x2x36xf32>) permutation = [0, 1, 3, 2] 
    %cst_38 = arith.constant 0.000000e+00 : f32
    %105 = tensor.empty() : tensor<1x2x36x36xf32>
    %106 = linalg.fill ins(%cst_38 : f32) outs(%105 : tensor<1x2x36x36xf32>) -> tensor<1x2x36x36xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_36, %transposed_37 : tensor<1x2x36x2xf32>, tensor<1x2x2x36xf32>) outs(%106 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      %178 = arith.addf %out, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x2x36x36xf32>
    %108 = tensor.empty() : tensor<1x2x36x36xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %36 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%108 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36x36xf32>
    %cst_39 = arith.constant 0.000000e+00 : f32
    %110 = tensor.empty() : tensor<1x2x36xf32>
    %111 = linalg.fill ins(%cst_39 : f32) outs(%110 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%109 : tensor<1x2x36x36xf32>) outs(%111 : tensor<1x2x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36xf32>
    %collapsed_40 = tensor.collapse_shape %112 [[0, 1, 2]] : tensor<1x2x36xf32> into tensor<72xf32>
    %expanded_41 = tensor.expand_shape %collapsed_40 [[0, 1, 2, 3]] output_shape [1, 2, 36, 1] : tensor<72xf32> into tensor<1x2x36x1xf32>
    %113 = tensor.empty() : tensor<1x2x36x36xf32>
    %114 = linalg.generic {indexing_maps = [#map16, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<1x2x36x1xf32>) outs(%113 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x36x36xf32>
    %115 = tensor.empty() : tensor<1x2x36x36xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %114 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%115 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.subf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36x36xf32>
    %117 = tensor.empty() : tensor<1x2x36x36xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %116 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%117 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36x36xf32>
    %119 = tensor.empty() : tensor<1x2x36x36xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %18 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%119 : tensor<1x2x36x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x36x36xf32>
    %121 = tensor.empty() : tensor<1x2x36x36xf32>
    %transposed_42 = linalg.transpose ins(%36 : tensor<1x2x36x36xf32>) outs(%121 : tensor<1x2x36x36xf32>) permutation = [0, 1, 3, 2] 
    %cst_43 = arith.constant 0.000000e+00 : f32
    %122 = tensor.empty() : tensor<1x2x36x2xf32>
    %123 = linalg.fill ins(%cst_43 : f32) outs(%122 : tensor<1x2x36x2xf32>) -> tensor<1x2x36x2xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_42, %transposed_36 : tensor<1x2x36x36xf32>, tensor<1x2x36x2xf32>) outs(%123 : tensor<1x2x36x2xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      %178 = arith.addf %out, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x2x36x2xf32>
    %125 = tensor.empty() : tensor<1x36x2x2xf32>
    %transposed_44 = linalg.transpose ins(%124 : tensor<1x2x36x2xf32>) outs(%125 : tensor<1x36x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_45 = tensor.collapse_shape %transposed_44 [[0, 1, 2, 3]] : tensor<1x36x2x2xf32> into tensor<144xf32>
    %expanded_46 = tensor.expand_shape %collapsed_45 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32>
    %126 = tensor.empty() : tensor<1x2x2x36xf32>
    %transposed_47 = linalg.transpose ins(%transposed : tensor<1x2x36x2xf32>) outs(%126 : tensor<1x2x2x36xf32>) permutation = [0, 1, 3, 2] 
    %cst_48 = arith.constant 0.000000e+00 : f32
    %127 = tensor.empty() : tensor<1x2x2x36xf32>
    %128 = linalg.fill ins(%cst_48 : f32) outs(%127 : tensor<1x2x2x36xf32>) -> tensor<1x2x2x36xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_47, %120 : tensor<1x2x2x36xf32>, tensor<1x2x36x36xf32>) outs(%128 : tensor<1x2x2x36xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      %178 = arith.addf %out, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x2x2x36xf32>
    %130 = tensor.empty() : tensor<1x36x2x2xf32>
    %transposed_49 = linalg.transpose ins(%129 : tensor<1x2x2x36xf32>) outs(%130 : tensor<1x36x2x2xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_50 = tensor.collapse_shape %transposed_49 [[0, 1, 2, 3]] : tensor<1x36x2x2xf32> into tensor<144xf32>
    %expanded_51 = tensor.expand_shape %collapsed_50 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32>
    %131 = tensor.empty() : tensor<1x2x36x2xf32>
    %transposed_52 = linalg.transpose ins(%transposed_3 : tensor<1x2x2x36xf32>) outs(%131 : tensor<1x2x36x2xf32>) permutation = [0, 1, 3, 2] 
    %cst_53 = arith.constant 0.000000e+00 : f32
    %132 = tensor.empty() : tensor<1x2x36x2xf32>
    %133 = linalg.fill ins(%cst_53 : f32) outs(%132 : tensor<1x2x36x2xf32>) -> tensor<1x2x36x2xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%120, %transposed_52 : tensor<1x2x36x36xf32>, tensor<1x2x36x2xf32>) outs(%133 : tensor<1x2x36x2xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.mulf %in, %in_77 : f32
      %178 = arith.addf %out, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x2x36x2xf32>
    %135 = tensor.empty() : tensor<1x36x2x2xf32>
    %transposed_54 = linalg.transpose ins(%134 : tensor<1x2x36x2xf32>) outs(%135 : tensor<1x36x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_55 = tensor.collapse_shape %transposed_54 [[0, 1, 2, 3]] : tensor<1x36x2x2xf32> into tensor<144xf32>
    %expanded_56 = tensor.expand_shape %collapsed_55 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32>
    %136 = tensor.empty() : tensor<1x4x4xf32>
    %transposed_57 = linalg.transpose ins(%arg6 : tensor<1x4x4xf32>) outs(%136 : tensor<1x4x4xf32>) permutation = [0, 2, 1] 
    %cst_58 = arith.constant 0.000000e+00 : f32
    %137 = tensor.empty() : tensor<1x36x4xf32>
    %138 = linalg.fill ins(%cst_58 : f32) outs(%137 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %139 = linalg.batch_matmul ins(%expanded_46, %transposed_57 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%138 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %140 = tensor.empty() : tensor<1x36x4xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %139 : tensor<1x36x4xf32>, tensor<1x36x4xf32>) outs(%140 : tensor<1x36x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.addf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x36x4xf32>
    %142 = tensor.empty() : tensor<1x4x4xf32>
    %transposed_59 = linalg.transpose ins(%arg5 : tensor<1x4x4xf32>) outs(%142 : tensor<1x4x4xf32>) permutation = [0, 2, 1] 
    %cst_60 = arith.constant 0.000000e+00 : f32
    %143 = tensor.empty() : tensor<1x36x4xf32>
    %144 = linalg.fill ins(%cst_60 : f32) outs(%143 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %145 = linalg.batch_matmul ins(%expanded_51, %transposed_59 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%144 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %146 = tensor.empty() : tensor<1x36x4xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %145 : tensor<1x36x4xf32>, tensor<1x36x4xf32>) outs(%146 : tensor<1x36x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.addf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x36x4xf32>
    %148 = tensor.empty() : tensor<1x4x4xf32>
    %transposed_61 = linalg.transpose ins(%arg4 : tensor<1x4x4xf32>) outs(%148 : tensor<1x4x4xf32>) permutation = [0, 2, 1] 
    %cst_62 = arith.constant 0.000000e+00 : f32
    %149 = tensor.empty() : tensor<1x36x4xf32>
    %150 = linalg.fill ins(%cst_62 : f32) outs(%149 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %151 = linalg.batch_matmul ins(%expanded_56, %transposed_61 : tensor<1x36x4xf32>, tensor<1x4x4xf32>) outs(%150 : tensor<1x36x4xf32>) -> tensor<1x36x4xf32>
    %152 = tensor.empty() : tensor<1x36x4xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %151 : tensor<1x36x4xf32>, tensor<1x36x4xf32>) outs(%152 : tensor<1x36x4xf32>) {
    ^bb0(%in: f32, %in_77: f32, %out: f32):
      %177 = arith.addf %in, %in_77 : f32
      linalg.yield %177 : f32
    } -> tensor<1x36x4xf32>
    %collapsed_63 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<1x36xi64> into tensor<36xi64>
    %collapsed_64 = tensor.collapse_shape %153 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32>
    %expanded_65 = tensor.expand_shape %collapsed_64 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32>
    %c0 = arith.constant 0 : index
    %c36 = arith.constant 36 : index
    %c1 = arith.constant 1 : index
    %cst_66 = arith.constant 0.000000e+00 : f32
    %154 = tensor.empty() : tensor<8x4xf32>
    %155 = linalg.fill ins(%cst_66 : f32) outs(%154 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %156 = scf.for %arg10 = %c0 to %c36 step %c1 iter_args(%arg11 = %155) -> (tensor<8x4xf32>) {
      %extracted = tensor.extract %collapsed_63[%arg10] : tensor<36xi64>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %177 = arith.maxsi %extracted, %c0_i64 : i64
      %178 = arith.minsi %177, %c7_i64 : i64
      %179 = arith.index_cast %178 : i64 to index
      %extracted_slice = tensor.extract_slice %expanded_65[%arg10, 0] [1, 4] [1, 1] : tensor<36x4xf32> to tensor<1x4xf32>
      %extracted_slice_77 = tensor.extract_slice %arg11[%179, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
      %180 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x4xf32>) outs(%extracted_slice_77 : tensor<1x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %181 = arith.addf %out, %in : f32
        linalg.yield %181 : f32
      } -> tensor<1x4xf32>
      %inserted_slice = tensor.insert_slice %180 into %arg11[%179, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x4xf32>
      scf.yield %inserted_slice : tensor<8x4xf32>
    }
    %157 = tensor.empty() : tensor<1x4x36xf32>
    %transposed_67 = linalg.transpose ins(%1 : tensor<1x36x4xf32>) outs(%157 : tensor<1x4x36xf32>) permutation = [0, 2, 1] 
    %cst_68 = arith.constant 0.000000e+00 : f32
    %158 = tensor.empty() : tensor<1x4x4xf32>
    %159 = linalg.fill ins(%cst_68 : f32) outs(%158 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %160 = linalg.batch_matmul ins(%transposed_67, %expanded_56 : tensor<1x4x36xf32>, tensor<1x36x4xf32>) outs(%159 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %161 = tensor.empty() : tensor<1x4x36xf32>
    %transposed_69 = linalg.transpose ins(%1 : tensor<1x36x4xf32>) outs(%161 : tensor<1x4x36xf32>) permutation = [0, 2, 1] 
    %cst_70 = arith.constant 0.000000e+00 : f32
    %162 = tensor.empty() : tensor<1x4x4xf32>
    %163 = linalg.fill ins(%cst_70 : f32) outs(%162 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %164 = linalg.batch_matmul ins(%transposed_69, %expanded_51 : tensor<1x4x36xf32>, tensor<1x36x4xf32>) outs(%163 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %165 = tensor.empty() : tensor<1x4x36xf32>
    %transposed_71 = linalg.transpose ins(%1 : tensor<1x36x4xf32>) outs(%165 : tensor<1x4x36xf32>) permutation = [0, 2, 1] 
    %cst_72 = arith.constant 0.000000e+00 : f32
    %166 = tensor.empty() : tensor<1x4x4xf32>
    %167 = linalg.fill ins(%cst_72 : f32) outs(%166 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %168 = linalg.batch_matmul ins(%transposed_71, %expanded_46 : tensor<1x4x36xf32>, tensor<1x36x4xf32>) outs(%167 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %169 = tensor.empty() : tensor<1x4x36xf32>
    %transposed_73 = linalg.transpose ins(%expanded_14 : tensor<1x36x4xf32>) outs(%169 : tensor<1x4x36xf32>) permutation = [0, 2, 1] 
    %cst_74 = arith.constant 0.000000e+00 : f32
    %170 = tensor.empty() : tensor<1x4x4xf32>
    %171 = linalg.fill ins(%cst_74 : f32) outs(%170 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %172 = linalg.batch_matmul ins(%transposed_73, %98 : tensor<1x4x36xf32>, tensor<1x36x4xf32>) outs(%171 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %173 = tensor.empty() : tensor<1x4x36xf32>
    %transposed_75 = linalg.transpose ins(%45 : tensor<1x36x4xf32>) outs(%173 : tensor<1x4x36xf32>) permutation = [0, 2, 1] 
    %cst_76 = arith.constant 0.000000e+00 : f32
    %174 = tensor.empty() : tensor<1x4x8xf32>
    %175 = linalg.fill ins(%cst_76 : f32) outs(%174 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %176 = linalg.batch_matmul ins(%transposed_75, %94 : tensor<1x4x36xf32>, tensor<1x36x8xf32>) outs(%175 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    return %73, %156, %160, %164, %168, %172, %176 : tensor<f32>, tensor<8x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x8xf32>
  }
}
