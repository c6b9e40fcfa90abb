#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0) -> ()>
module {
  func.func @decode_self(%arg0: tensor<1x1xi64>, %arg1: tensor<8x4xf32>, %arg2: tensor<1x4x4xf32>, %arg3: tensor<1x4x4xf32>, %arg4: tensor<1x4x4xf32>, %arg5: tensor<1x4x4xf32>, %arg6: tensor<1x4x8xf32>, %arg7: tensor<f32>) -> (tensor<1x2x2x1xf32>, tensor<1x2x1x2xf32>, tensor<1x1x8xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x1x4xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<1x1x4xf32>) {
    ^bb0(%out: f32):
      %45 = linalg.index 0 : index
      %46 = linalg.index 1 : index
      %extracted = tensor.extract %arg0[%45, %46] : tensor<1x1xi64>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %47 = arith.maxsi %extracted, %c0_i64 : i64
      %48 = arith.minsi %47, %c7_i64 : i64
      %49 = arith.index_cast %48 : i64 to index
      %50 = linalg.index 2 : index
      %extracted_17 = tensor.extract %arg1[%49, %50] : tensor<8x4xf32>
      linalg.yield %extracted_17 : f32
    } -> tensor<1x1x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<1x1x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %4 = linalg.batch_matmul ins(%1, %arg2 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%3 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 1, 2, 2] : tensor<4xf32> into tensor<1x1x2x2xf32>
    %5 = tensor.empty() : tensor<1x2x1x2xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x1x2x2xf32>) outs(%5 : tensor<1x2x1x2xf32>) permutation = [0, 2, 1, 3] 
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<1x1x4xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %8 = linalg.batch_matmul ins(%1, %arg3 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%7 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %collapsed_1 = tensor.collapse_shape %8 [[0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
    %expanded_2 = tensor.expand_shape %collapsed_1 [[0, 1, 2, 3]] output_shape [1, 1, 2, 2] : tensor<4xf32> into tensor<1x1x2x2xf32>
    %9 = tensor.empty() : tensor<1x2x2x1xf32>
    %transposed_3 = linalg.transpose ins(%expanded_2 : tensor<1x1x2x2xf32>) outs(%9 : tensor<1x2x2x1xf32>) permutation = [0, 2, 3, 1] 
    %cst_4 = arith.constant 0.000000e+00 : f32
    %10 = tensor.empty() : tensor<1x1x4xf32>
    %11 = linalg.fill ins(%cst_4 : f32) outs(%10 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %12 = linalg.batch_matmul ins(%1, %arg4 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%11 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %collapsed_5 = tensor.collapse_shape %12 [[0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
    %expanded_6 = tensor.expand_shape %collapsed_5 [[0, 1, 2, 3]] output_shape [1, 1, 2, 2] : tensor<4xf32> into tensor<1x1x2x2xf32>
    %13 = tensor.empty() : tensor<1x2x1x2xf32>
    %transposed_7 = linalg.transpose ins(%expanded_6 : tensor<1x1x2x2xf32>) outs(%13 : tensor<1x2x1x2xf32>) permutation = [0, 2, 1, 3] 
    %cst_8 = arith.constant 0.000000e+00 : f32
    %14 = tensor.empty() : tensor<1x2x1x1xf32>
    %15 = linalg.fill ins(%cst_8 : f32) outs(%14 : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed, %transposed_3 : tensor<1x2x1x2xf32>, tensor<1x2x2x1xf32>) outs(%15 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %45 = arith.mulf %in, %in_17 : f32
      %46 = arith.addf %out, %45 : f32
      linalg.yield %46 : f32
    } -> tensor<1x2x1x1xf32>
    %17 = tensor.empty() : tensor<1x2x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg7 : tensor<f32>) outs(%17 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1x1xf32>
    %19 = tensor.empty() : tensor<1x2x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) outs(%19 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %45 = arith.mulf %in, %in_17 : f32
      linalg.yield %45 : f32
    } -> tensor<1x2x1x1xf32>
    %cst_9 = arith.constant 0xFF800000 : f32
    %21 = tensor.empty() : tensor<1x2x1xf32>
    %22 = linalg.fill ins(%cst_9 : f32) outs(%21 : tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %23 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x1x1xf32>) outs(%22 : tensor<1x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.maximumf %in, %out : f32
      linalg.yield %45 : f32
    } -> tensor<1x2x1xf32>
    %24 = tensor.empty() : tensor<1x2x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %23 : tensor<1x2x1x1xf32>, tensor<1x2x1xf32>) outs(%24 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %45 = arith.subf %in, %in_17 : f32
      %46 = math.exp %45 : f32
      linalg.yield %46 : f32
    } -> tensor<1x2x1x1xf32>
    %cst_10 = arith.constant 0.000000e+00 : f32
    %26 = tensor.empty() : tensor<1x2x1xf32>
    %27 = linalg.fill ins(%cst_10 : f32) outs(%26 : tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<1x2x1x1xf32>) outs(%27 : tensor<1x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %out, %in : f32
      linalg.yield %45 : f32
    } -> tensor<1x2x1xf32>
    %29 = tensor.empty() : tensor<1x2x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x2x1xf32>) outs(%29 : tensor<1x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_17 = arith.constant 1.000000e+00 : f32
      %45 = arith.divf %cst_17, %in : f32
      linalg.yield %45 : f32
    } -> tensor<1x2x1xf32>
    %31 = tensor.empty() : tensor<1x2x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %30 : tensor<1x2x1x1xf32>, tensor<1x2x1xf32>) outs(%31 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %45 = arith.mulf %in, %in_17 : f32
      linalg.yield %45 : f32
    } -> tensor<1x2x1x1xf32>
    %cst_11 = arith.constant 0.000000e+00 : f32
    %33 = tensor.empty() : tensor<1x2x1x2xf32>
    %34 = linalg.fill ins(%cst_11 : f32) outs(%33 : tensor<1x2x1x2xf32>) -> tensor<1x2x1x2xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%32, %transposed_7 : tensor<1x2x1x1xf32>, tensor<1x2x1x2xf32>) outs(%34 : tensor<1x2x1x2xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %45 = arith.mulf %in, %in_17 : f32
      %46 = arith.addf %out, %45 : f32
      linalg.yield %46 : f32
    } -> tensor<1x2x1x2xf32>
    %36 = tensor.empty() : tensor<1x1x2x2xf32>
    %transposed_12 = linalg.transpose ins(%35 : tensor<1x2x1x2xf32>) outs(%36 : tensor<1x1x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_13 = tensor.collapse_shape %transposed_12 [[0, 1, 2, 3]] : tensor<1x1x2x2xf32> into tensor<4xf32>
    %expanded_14 = tensor.expand_shape %collapsed_13 [[0, 1, 2]] output_shape [1, 1, 4] : tensor<4xf32> into tensor<1x1x4xf32>
    %cst_15 = arith.constant 0.000000e+00 : f32
    %37 = tensor.empty() : tensor<1x1x4xf32>
    %38 = linalg.fill ins(%cst_15 : f32) outs(%37 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %39 = linalg.batch_matmul ins(%expanded_14, %arg5 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%38 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %40 = tensor.empty() : tensor<1x1x4xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %39 : tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%40 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %45 = arith.addf %in, %in_17 : f32
      linalg.yield %45 : f32
    } -> tensor<1x1x4xf32>
    %cst_16 = arith.constant 0.000000e+00 : f32
    %42 = tensor.empty() : tensor<1x1x8xf32>
    %43 = linalg.fill ins(%cst_16 : f32) outs(%42 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %44 = linalg.batch_matmul ins(%41, %arg6 : tensor<1x1x4xf32>, tensor<1x4x8xf32>) outs(%43 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    return %transposed_3, %transposed_7, %44 : tensor<1x2x2x1xf32>, tensor<1x2x1x2xf32>, tensor<1x1x8xf32>
  }
  func.func @decode_s1(%arg0: tensor<1x1xi64>, %arg1: tensor<1x2x2x1xf32>, %arg2: tensor<1x2x1x2xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<1x4x4xf32>, %arg5: tensor<1x4x4xf32>, %arg6: tensor<1x4x4xf32>, %arg7: tensor<1x4x4xf32>, %arg8: tensor<1x4x8xf32>, %arg9: tensor<f32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x1x8xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x1x4xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<1x1x4xf32>) {
    ^bb0(%out: f32):
      %51 = linalg.index 0 : index
      %52 = linalg.index 1 : index
      %extracted = tensor.extract %arg0[%51, %52] : tensor<1x1xi64>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %53 = arith.maxsi %extracted, %c0_i64 : i64
      %54 = arith.minsi %53, %c7_i64 : i64
      %55 = arith.index_cast %54 : i64 to index
      %56 = linalg.index 2 : index
      %extracted_23 = tensor.extract %arg3[%55, %56] : tensor<8x4xf32>
      linalg.yield %extracted_23 : f32
    } -> tensor<1x1x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<1x1x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %4 = linalg.batch_matmul ins(%1, %arg4 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%3 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 1, 2, 2] : tensor<4xf32> into tensor<1x1x2x2xf32>
    %5 = tensor.empty() : tensor<1x2x1x2xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x1x2x2xf32>) outs(%5 : tensor<1x2x1x2xf32>) permutation = [0, 2, 1, 3] 
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<1x1x4xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %8 = linalg.batch_matmul ins(%1, %arg5 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%7 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %collapsed_1 = tensor.collapse_shape %8 [[0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
    %expanded_2 = tensor.expand_shape %collapsed_1 [[0, 1, 2, 3]] output_shape [1, 1, 2, 2] : tensor<4xf32> into tensor<1x1x2x2xf32>
    %9 = tensor.empty() : tensor<1x2x2x1xf32>
    %transposed_3 = linalg.transpose ins(%expanded_2 : tensor<1x1x2x2xf32>) outs(%9 : tensor<1x2x2x1xf32>) permutation = [0, 2, 3, 1] 
    %cst_4 = arith.constant 0.000000e+00 : f32
    %10 = tensor.empty() : tensor<1x1x4xf32>
    %11 = linalg.fill ins(%cst_4 : f32) outs(%10 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %12 = linalg.batch_matmul ins(%1, %arg6 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%11 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %collapsed_5 = tensor.collapse_shape %12 [[0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
    %expanded_6 = tensor.expand_shape %collapsed_5 [[0, 1, 2, 3]] output_shape [1, 1, 2, 2] : tensor<4xf32> into tensor<1x1x2x2xf32>
    %13 = tensor.empty() : tensor<1x2x1x2xf32>
    %transposed_7 = linalg.transpose ins(%expanded_6 : tensor<1x1x2x2xf32>) outs(%13 : tensor<1x2x1x2xf32>) permutation = [0, 2, 1, 3] 
    %14 = tensor.empty() : tensor<1x2x2x2xf32>
    %extracted_slice = tensor.extract_slice %14[0, 0, 0, 0] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x2xf32> to tensor<1x2x2x1xf32>
    %15 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%arg1 : tensor<1x2x2x1xf32>) outs(%extracted_slice : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    %inserted_slice = tensor.insert_slice %15 into %14[0, 0, 0, 0] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x1xf32> into tensor<1x2x2x2xf32>
    %extracted_slice_8 = tensor.extract_slice %inserted_slice[0, 0, 0, 1] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x2xf32> to tensor<1x2x2x1xf32>
    %16 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%transposed_3 : tensor<1x2x2x1xf32>) outs(%extracted_slice_8 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    %inserted_slice_9 = tensor.insert_slice %16 into %inserted_slice[0, 0, 0, 1] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x1xf32> into tensor<1x2x2x2xf32>
    %17 = tensor.empty() : tensor<1x2x2x2xf32>
    %extracted_slice_10 = tensor.extract_slice %17[0, 0, 0, 0] [1, 2, 1, 2] [1, 1, 1, 1] : tensor<1x2x2x2xf32> to tensor<1x2x1x2xf32>
    %18 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%arg2 : tensor<1x2x1x2xf32>) outs(%extracted_slice_10 : tensor<1x2x1x2xf32>) -> tensor<1x2x1x2xf32>
    %inserted_slice_11 = tensor.insert_slice %18 into %17[0, 0, 0, 0] [1, 2, 1, 2] [1, 1, 1, 1] : tensor<1x2x1x2xf32> into tensor<1x2x2x2xf32>
    %extracted_slice_12 = tensor.extract_slice %inserted_slice_11[0, 0, 1, 0] [1, 2, 1, 2] [1, 1, 1, 1] : tensor<1x2x2x2xf32> to tensor<1x2x1x2xf32>
    %19 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%transposed_7 : tensor<1x2x1x2xf32>) outs(%extracted_slice_12 : tensor<1x2x1x2xf32>) -> tensor<1x2x1x2xf32>
    %inserted_slice_13 = tensor.insert_slice %19 into %inserted_slice_11[0, 0, 1, 0] [1, 2, 1, 2] [1, 1, 1, 1] : tensor<1x2x1x2xf32> into tensor<1x2x2x2xf32>
    %cst_14 = arith.constant 0.000000e+00 : f32
    %20 = tensor.empty() : tensor<1x2x1x2xf32>
    %21 = linalg.fill ins(%cst_14 : f32) outs(%20 : tensor<1x2x1x2xf32>) -> tensor<1x2x1x2xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed, %inserted_slice_9 : tensor<1x2x1x2xf32>, tensor<1x2x2x2xf32>) outs(%21 : tensor<1x2x1x2xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.mulf %in, %in_23 : f32
      %52 = arith.addf %out, %51 : f32
      linalg.yield %52 : f32
    } -> tensor<1x2x1x2xf32>
    %23 = tensor.empty() : tensor<1x2x1x2xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg9 : tensor<f32>) outs(%23 : tensor<1x2x1x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1x2xf32>
    %25 = tensor.empty() : tensor<1x2x1x2xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %24 : tensor<1x2x1x2xf32>, tensor<1x2x1x2xf32>) outs(%25 : tensor<1x2x1x2xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.mulf %in, %in_23 : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x1x2xf32>
    %cst_15 = arith.constant 0xFF800000 : f32
    %27 = tensor.empty() : tensor<1x2x1xf32>
    %28 = linalg.fill ins(%cst_15 : f32) outs(%27 : tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<1x2x1x2xf32>) outs(%28 : tensor<1x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.maximumf %in, %out : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x1xf32>
    %30 = tensor.empty() : tensor<1x2x1x2xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<1x2x1x2xf32>, tensor<1x2x1xf32>) outs(%30 : tensor<1x2x1x2xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.subf %in, %in_23 : f32
      %52 = math.exp %51 : f32
      linalg.yield %52 : f32
    } -> tensor<1x2x1x2xf32>
    %cst_16 = arith.constant 0.000000e+00 : f32
    %32 = tensor.empty() : tensor<1x2x1xf32>
    %33 = linalg.fill ins(%cst_16 : f32) outs(%32 : tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<1x2x1x2xf32>) outs(%33 : tensor<1x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.addf %out, %in : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x1xf32>
    %35 = tensor.empty() : tensor<1x2x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x2x1xf32>) outs(%35 : tensor<1x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_23 = arith.constant 1.000000e+00 : f32
      %51 = arith.divf %cst_23, %in : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x1xf32>
    %37 = tensor.empty() : tensor<1x2x1x2xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %36 : tensor<1x2x1x2xf32>, tensor<1x2x1xf32>) outs(%37 : tensor<1x2x1x2xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.mulf %in, %in_23 : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x1x2xf32>
    %cst_17 = arith.constant 0.000000e+00 : f32
    %39 = tensor.empty() : tensor<1x2x1x2xf32>
    %40 = linalg.fill ins(%cst_17 : f32) outs(%39 : tensor<1x2x1x2xf32>) -> tensor<1x2x1x2xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%38, %inserted_slice_13 : tensor<1x2x1x2xf32>, tensor<1x2x2x2xf32>) outs(%40 : tensor<1x2x1x2xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.mulf %in, %in_23 : f32
      %52 = arith.addf %out, %51 : f32
      linalg.yield %52 : f32
    } -> tensor<1x2x1x2xf32>
    %42 = tensor.empty() : tensor<1x1x2x2xf32>
    %transposed_18 = linalg.transpose ins(%41 : tensor<1x2x1x2xf32>) outs(%42 : tensor<1x1x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_19 = tensor.collapse_shape %transposed_18 [[0, 1, 2, 3]] : tensor<1x1x2x2xf32> into tensor<4xf32>
    %expanded_20 = tensor.expand_shape %collapsed_19 [[0, 1, 2]] output_shape [1, 1, 4] : tensor<4xf32> into tensor<1x1x4xf32>
    %cst_21 = arith.constant 0.000000e+00 : f32
    %43 = tensor.empty() : tensor<1x1x4xf32>
    %44 = linalg.fill ins(%cst_21 : f32) outs(%43 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %45 = linalg.batch_matmul ins(%expanded_20, %arg7 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%44 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %46 = tensor.empty() : tensor<1x1x4xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %45 : tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%46 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.addf %in, %in_23 : f32
      linalg.yield %51 : f32
    } -> tensor<1x1x4xf32>
    %cst_22 = arith.constant 0.000000e+00 : f32
    %48 = tensor.empty() : tensor<1x1x8xf32>
    %49 = linalg.fill ins(%cst_22 : f32) outs(%48 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %50 = linalg.batch_matmul ins(%47, %arg8 : tensor<1x1x4xf32>, tensor<1x4x8xf32>) outs(%49 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    return %inserted_slice_9, %inserted_slice_13, %50 : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x1x8xf32>
  }
  func.func @decode_s2(%arg0: tensor<1x1xi64>, %arg1: tensor<1x2x2x2xf32>, %arg2: tensor<1x2x2x2xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<1x4x4xf32>, %arg5: tensor<1x4x4xf32>, %arg6: tensor<1x4x4xf32>, %arg7: tensor<1x4x4xf32>, %arg8: tensor<1x4x8xf32>, %arg9: tensor<f32>) -> (tensor<1x2x2x3xf32>, tensor<1x2x3x2xf32>, tensor<1x1x8xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x1x4xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<1x1x4xf32>) {
    ^bb0(%out: f32):
      %51 = linalg.index 0 : index
      %52 = linalg.index 1 : index
      %extracted = tensor.extract %arg0[%51, %52] : tensor<1x1xi64>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %53 = arith.maxsi %extracted, %c0_i64 : i64
      %54 = arith.minsi %53, %c7_i64 : i64
      %55 = arith.index_cast %54 : i64 to index
      %56 = linalg.index 2 : index
      %extracted_23 = tensor.extract %arg3[%55, %56] : tensor<8x4xf32>
      linalg.yield %extracted_23 : f32
    } -> tensor<1x1x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<1x1x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %4 = linalg.batch_matmul ins(%1, %arg4 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%3 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 1, 2, 2] : tensor<4xf32> into tensor<1x1x2x2xf32>
    %5 = tensor.empty() : tensor<1x2x1x2xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x1x2x2xf32>) outs(%5 : tensor<1x2x1x2xf32>) permutation = [0, 2, 1, 3] 
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<1x1x4xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %8 = linalg.batch_matmul ins(%1, %arg5 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%7 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %collapsed_1 = tensor.collapse_shape %8 [[0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
    %expanded_2 = tensor.expand_shape %collapsed_1 [[0, 1, 2, 3]] output_shape [1, 1, 2, 2] : tensor<4xf32> into tensor<1x1x2x2xf32>
    %9 = tensor.empty() : tensor<1x2x2x1xf32>
    %transposed_3 = linalg.transpose ins(%expanded_2 : tensor<1x1x2x2xf32>) outs(%9 : tensor<1x2x2x1xf32>) permutation = [0, 2, 3, 1] 
    %cst_4 = arith.constant 0.000000e+00 : f32
    %10 = tensor.empty() : tensor<1x1x4xf32>
    %11 = linalg.fill ins(%cst_4 : f32) outs(%10 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %12 = linalg.batch_matmul ins(%1, %arg6 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%11 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %collapsed_5 = tensor.collapse_shape %12 [[0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
    %expanded_6 = tensor.expand_shape %collapsed_5 [[0, 1, 2, 3]] output_shape [1, 1, 2, 2] : tensor<4xf32> into tensor<1x1x2x2xf32>
    %13 = tensor.empty() : tensor<1x2x1x2xf32>
    %transposed_7 = linalg.transpose ins(%expanded_6 : tensor<1x1x2x2xf32>) outs(%13 : tensor<1x2x1x2xf32>) permutation = [0, 2, 1, 3] 
    %14 = tensor.empty() : tensor<1x2x2x3xf32>
    %extracted_slice = tensor.extract_slice %14[0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x3xf32> to tensor<1x2x2x2xf32>
    %15 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%arg1 : tensor<1x2x2x2xf32>) outs(%extracted_slice : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %inserted_slice = tensor.insert_slice %15 into %14[0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x2xf32> into tensor<1x2x2x3xf32>
    %extracted_slice_8 = tensor.extract_slice %inserted_slice[0, 0, 0, 2] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x3xf32> to tensor<1x2x2x1xf32>
    %16 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%transposed_3 : tensor<1x2x2x1xf32>) outs(%extracted_slice_8 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    %inserted_slice_9 = tensor.insert_slice %16 into %inserted_slice[0, 0, 0, 2] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x1xf32> into tensor<1x2x2x3xf32>
    %17 = tensor.empty() : tensor<1x2x3x2xf32>
    %extracted_slice_10 = tensor.extract_slice %17[0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x3x2xf32> to tensor<1x2x2x2xf32>
    %18 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%arg2 : tensor<1x2x2x2xf32>) outs(%extracted_slice_10 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %inserted_slice_11 = tensor.insert_slice %18 into %17[0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x2xf32> into tensor<1x2x3x2xf32>
    %extracted_slice_12 = tensor.extract_slice %inserted_slice_11[0, 0, 2, 0] [1, 2, 1, 2] [1, 1, 1, 1] : tensor<1x2x3x2xf32> to tensor<1x2x1x2xf32>
    %19 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%transposed_7 : tensor<1x2x1x2xf32>) outs(%extracted_slice_12 : tensor<1x2x1x2xf32>) -> tensor<1x2x1x2xf32>
    %inserted_slice_13 = tensor.insert_slice %19 into %inserted_slice_11[0, 0, 2, 0] [1, 2, 1, 2] [1, 1, 1, 1] : tensor<1x2x1x2xf32> into tensor<1x2x3x2xf32>
    %cst_14 = arith.constant 0.000000e+00 : f32
    %20 = tensor.empty() : tensor<1x2x1x3xf32>
    %21 = linalg.fill ins(%cst_14 : f32) outs(%20 : tensor<1x2x1x3xf32>) -> tensor<1x2x1x3xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed, %inserted_slice_9 : tensor<1x2x1x2xf32>, tensor<1x2x2x3xf32>) outs(%21 : tensor<1x2x1x3xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.mulf %in, %in_23 : f32
      %52 = arith.addf %out, %51 : f32
      linalg.yield %52 : f32
    } -> tensor<1x2x1x3xf32>
    %23 = tensor.empty() : tensor<1x2x1x3xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg9 : tensor<f32>) outs(%23 : tensor<1x2x1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1x3xf32>
    %25 = tensor.empty() : tensor<1x2x1x3xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %24 : tensor<1x2x1x3xf32>, tensor<1x2x1x3xf32>) outs(%25 : tensor<1x2x1x3xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.mulf %in, %in_23 : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x1x3xf32>
    %cst_15 = arith.constant 0xFF800000 : f32
    %27 = tensor.empty() : tensor<1x2x1xf32>
    %28 = linalg.fill ins(%cst_15 : f32) outs(%27 : tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<1x2x1x3xf32>) outs(%28 : tensor<1x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.maximumf %in, %out : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x1xf32>
    %30 = tensor.empty() : tensor<1x2x1x3xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<1x2x1x3xf32>, tensor<1x2x1xf32>) outs(%30 : tensor<1x2x1x3xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.subf %in, %in_23 : f32
      %52 = math.exp %51 : f32
      linalg.yield %52 : f32
    } -> tensor<1x2x1x3xf32>
    %cst_16 = arith.constant 0.000000e+00 : f32
    %32 = tensor.empty() : tensor<1x2x1xf32>
    %33 = linalg.fill ins(%cst_16 : f32) outs(%32 : tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<1x2x1x3xf32>) outs(%33 : tensor<1x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.addf %out, %in : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x1xf32>
    %35 = tensor.empty() : tensor<1x2x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x2x1xf32>) outs(%35 : tensor<1x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_23 = arith.constant 1.000000e+00 : f32
      %51 = arith.divf %cst_23, %in : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x1xf32>
    %37 = tensor.empty() : tensor<1x2x1x3xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %36 : tensor<1x2x1x3xf32>, tensor<1x2x1xf32>) outs(%37 : tensor<1x2x1x3xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.mulf %in, %in_23 : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x1x3xf32>
    %cst_17 = arith.constant 0.000000e+00 : f32
    %39 = tensor.empty() : tensor<1x2x1x2xf32>
    %40 = linalg.fill ins(%cst_17 : f32) outs(%39 : tensor<1x2x1x2xf32>) -> tensor<1x2x1x2xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%38, %inserted_slice_13 : tensor<1x2x1x3xf32>, tensor<1x2x3x2xf32>) outs(%40 : tensor<1x2x1x2xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.mulf %in, %in_23 : f32
      %52 = arith.addf %out, %51 : f32
      linalg.yield %52 : f32
    } -> tensor<1x2x1x2xf32>
    %42 = tensor.empty() : tensor<1x1x2x2xf32>
    %transposed_18 = linalg.transpose ins(%41 : tensor<1x2x1x2xf32>) outs(%42 : tensor<1x1x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_19 = tensor.collapse_shape %transposed_18 [[0, 1, 2, 3]] : tensor<1x1x2x2xf32> into tensor<4xf32>
    %expanded_20 = tensor.expand_shape %collapsed_19 [[0, 1, 2]] output_shape [1, 1, 4] : tensor<4xf32> into tensor<1x1x4xf32>
    %cst_21 = arith.constant 0.000000e+00 : f32
    %43 = tensor.empty() : tensor<1x1x4xf32>
    %44 = linalg.fill ins(%cst_21 : f32) outs(%43 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %45 = linalg.batch_matmul ins(%expanded_20, %arg7 : tensor<1x1x4xf32>, tensor<1x4x4xf32>) outs(%44 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %46 = tensor.empty() : tensor<1x1x4xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %45 : tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%46 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %51 = arith.addf %in, %in_23 : f32
      linalg.yield %51 : f32
    } -> tensor<1x1x4xf32>
    %cst_22 = arith.constant 0.000000e+00 : f32
    %48 = tensor.empty() : tensor<1x1x8xf32>
    %49 = linalg.fill ins(%cst_22 : f32) outs(%48 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %50 = linalg.batch_matmul ins(%47, %arg8 : tensor<1x1x4xf32>, tensor<1x4x8xf32>) outs(%49 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    return %inserted_slice_9, %inserted_slice_13, %50 : tensor<1x2x2x3xf32>, tensor<1x2x3x2xf32>, tensor<1x1x8xf32>
  }
  func.func @greedy_one(%arg0: tensor<1x1x8xf32>) -> tensor<1x1xi64> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0x7FC00000 : f32
    %0 = tensor.empty() : tensor<1x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %c0_i64 = arith.constant 0 : i64
    %2 = tensor.empty() : tensor<1x1xi64>
    %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<1x1xi64>) -> tensor<1x1xi64>
    %4:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x1x8xf32>) outs(%1, %3 : tensor<1x1xf32>, tensor<1x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_0: i64):
      %5 = linalg.index 2 : index
      %6 = arith.index_cast %5 : index to i64
      %7 = arith.cmpf ord, %in, %in : f32
      %8 = arith.cmpf ugt, %in, %out : f32
      %9 = arith.andi %7, %8 : i1
      %10 = arith.select %9, %in, %out : f32
      %11 = arith.select %9, %6, %out_0 : i64
      linalg.yield %10, %11 : f32, i64
    } -> (tensor<1x1xf32>, tensor<1x1xi64>)
    return %4#1 : tensor<1x1xi64>
  }
  func.func @main() {
    %c3_i64 = arith.constant 3 : i64
    %0 = tensor.empty() : tensor<1x1xi64>
    %1 = linalg.fill ins(%c3_i64 : i64) outs(%0 : tensor<1x1xi64>) -> tensor<1x1xi64>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<1x2x2x2xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %4 = tensor.empty() : tensor<1x2x2x2xf32>
    %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<8x4xf32>
    %7 = linalg.fill ins(%cst_1 : f32) outs(%6 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %8 = tensor.empty() : tensor<1x4x4xf32>
    %9 = linalg.fill ins(%cst_2 : f32) outs(%8 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %10 = tensor.empty() : tensor<1x4x4xf32>
    %11 = linalg.fill ins(%cst_3 : f32) outs(%10 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %cst_4 = arith.constant 0.000000e+00 : f32
    %12 = tensor.empty() : tensor<1x4x4xf32>
    %13 = linalg.fill ins(%cst_4 : f32) outs(%12 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    %14 = tensor.empty() : tensor<1x4x4xf32>
    %15 = linalg.fill ins(%cst_5 : f32) outs(%14 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %cst_6 = arith.constant 0.000000e+00 : f32
    %16 = tensor.empty() : tensor<1x4x8xf32>
    %17 = linalg.fill ins(%cst_6 : f32) outs(%16 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %cst_7 = arith.constant 0.707106769 : f32
    %18 = tensor.empty() : tensor<f32>
    %19 = linalg.fill ins(%cst_7 : f32) outs(%18 : tensor<f32>) -> tensor<f32>
    %collapsed = tensor.collapse_shape %1 [[0, 1]] : tensor<1x1xi64> into tensor<1xi64>
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %20 = tensor.empty() : tensor<i64>
    %21 = linalg.fill ins(%c9223372036854775807_i64 : i64) outs(%20 : tensor<i64>) -> tensor<i64>
    %22 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%collapsed : tensor<1xi64>) outs(%21 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %30 = arith.minsi %in, %out : i64
      linalg.yield %30 : i64
    } -> tensor<i64>
    %extracted = tensor.extract %22[] : tensor<i64>
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %23 = tensor.empty() : tensor<i64>
    %24 = linalg.fill ins(%c-9223372036854775808_i64 : i64) outs(%23 : tensor<i64>) -> tensor<i64>
    %25 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%collapsed : tensor<1xi64>) outs(%24 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %30 = arith.maxsi %in, %out : i64
      linalg.yield %30 : i64
    } -> tensor<i64>
    %extracted_8 = tensor.extract %25[] : tensor<i64>
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %26 = arith.cmpi slt, %extracted, %c0_i64 : i64
    %27 = arith.cmpi sge, %extracted_8, %c8_i64 : i64
    %28 = arith.ori %26, %27 : i1
    scf.if %28 {
      %c118_i64 = arith.constant 118 : i64
      %c24_i64 = arith.constant 24 : i64
      %30 = arith.select %26, %extracted, %extracted_8 : i64
      func.call @__kina_index_fail(%c118_i64, %c24_i64, %30, %c8_i64) : (i64, i64, i64, i64) -> ()
    }
    %29:3 = call @decode_s2(%1, %3, %5, %7, %9, %11, %13, %15, %17, %19) : (tensor<1x1xi64>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<8x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x8xf32>, tensor<f32>) -> (tensor<1x2x2x3xf32>, tensor<1x2x3x2xf32>, tensor<1x1x8xf32>)
    return
  }
  func.func private @__kina_index_fail(i64, i64, i64, i64)
}
