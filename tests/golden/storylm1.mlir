#map = affine_map<(d0, d1) -> (0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map13 = affine_map<(d0, d1) -> (d0)>
#map14 = affine_map<(d0) -> (d0)>
#map15 = affine_map<(d0) -> ()>
#map16 = affine_map<() -> ()>
#map17 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map18 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map19 = affine_map<(d0, d1, d2) -> (d2)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map21 = affine_map<(d0) -> (0)>
#map22 = affine_map<(d0, d1) -> (d0, 0)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map24 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map25 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @causal_mask64(%arg0: tensor<f32>) -> tensor<64x64xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x64xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %cst_0 = arith.constant -1.000000e+09 : f32
    %2 = tensor.empty() : tensor<1x64xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %4 = tensor.empty() : tensor<1x128xf32>
    %extracted_slice = tensor.extract_slice %4[0, 0] [1, 64] [1, 1] : tensor<1x128xf32> to tensor<1x64xf32>
    %5 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%1 : tensor<1x64xf32>) outs(%extracted_slice : tensor<1x64xf32>) -> tensor<1x64xf32>
    %inserted_slice = tensor.insert_slice %5 into %4[0, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<1x128xf32>
    %extracted_slice_1 = tensor.extract_slice %inserted_slice[0, 64] [1, 64] [1, 1] : tensor<1x128xf32> to tensor<1x64xf32>
    %6 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%3 : tensor<1x64xf32>) outs(%extracted_slice_1 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %inserted_slice_2 = tensor.insert_slice %6 into %inserted_slice[0, 64] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<1x128xf32>
    %7 = tensor.empty() : tensor<64x128xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%inserted_slice_2 : tensor<1x128xf32>) outs(%7 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %collapsed = tensor.collapse_shape %8 [[0, 1]] : tensor<64x128xf32> into tensor<8192xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [1, 8192] : tensor<8192xf32> into tensor<1x8192xf32>
    %extracted_slice_3 = tensor.extract_slice %expanded[0, 0] [1, 8128] [1, 1] : tensor<1x8192xf32> to tensor<1x8128xf32>
    %9 = tensor.empty() : tensor<1x8128xf32>
    %10 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_3 : tensor<1x8128xf32>) outs(%9 : tensor<1x8128xf32>) -> tensor<1x8128xf32>
    %collapsed_4 = tensor.collapse_shape %10 [[0, 1]] : tensor<1x8128xf32> into tensor<8128xf32>
    %expanded_5 = tensor.expand_shape %collapsed_4 [[0, 1]] output_shape [64, 127] : tensor<8128xf32> into tensor<64x127xf32>
    %extracted_slice_6 = tensor.extract_slice %expanded_5[0, 63] [64, 64] [1, 1] : tensor<64x127xf32> to tensor<64x64xf32>
    %11 = tensor.empty() : tensor<64x64xf32>
    %12 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_6 : tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %13 = tensor.empty() : tensor<64x64xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<f32>) outs(%13 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %15 = tensor.empty() : tensor<64x64xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %14 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%15 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.mulf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<64x64xf32>
    return %16 : tensor<64x64xf32>
  }
  func.func @block_step(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x4x64x16xf32>, %arg2: tensor<1x4x64x16xf32>, %arg3: tensor<1x1x64x1xf32>, %arg4: tensor<1x1x1x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T1(%arg0, %arg5, %arg6) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x1x64xf32>
    %1 = call @linear__B1_T1(%0, %arg7) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %2 = call @heads__B1_T1(%1) : (tensor<1x1x64xf32>) -> tensor<1x4x1x16xf32>
    %3 = tensor.empty() : tensor<1x4x64x16xf32>
    %4 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<1x1x64x1xf32>) outs(%3 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x64x16xf32>
    %5 = tensor.empty() : tensor<1x4x64x16xf32>
    %6 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x4x64x16xf32>) outs(%5 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.000000e+00 : f32
      %55 = arith.subf %cst_3, %in : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x64x16xf32>
    %7 = tensor.empty() : tensor<1x4x64x16xf32>
    %8 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %6 : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) outs(%7 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.mulf %in, %in_3 : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x64x16xf32>
    %9 = call @linear__B1_T1(%0, %arg8) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %10 = call @heads__B1_T1(%9) : (tensor<1x1x64xf32>) -> tensor<1x4x1x16xf32>
    %11 = tensor.empty() : tensor<1x4x64x16xf32>
    %12 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x4x1x16xf32>) outs(%11 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x64x16xf32>
    %13 = tensor.empty() : tensor<1x4x64x16xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %12 : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) outs(%13 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.mulf %in, %in_3 : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x64x16xf32>
    %15 = tensor.empty() : tensor<1x4x64x16xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %14 : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) outs(%15 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.addf %in, %in_3 : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x64x16xf32>
    %17 = tensor.empty() : tensor<1x4x64x16xf32>
    %18 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %6 : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) outs(%17 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.mulf %in, %in_3 : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x64x16xf32>
    %19 = call @linear__B1_T1(%0, %arg9) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %20 = call @heads__B1_T1(%19) : (tensor<1x1x64xf32>) -> tensor<1x4x1x16xf32>
    %21 = tensor.empty() : tensor<1x4x64x16xf32>
    %22 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x4x1x16xf32>) outs(%21 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x64x16xf32>
    %23 = tensor.empty() : tensor<1x4x64x16xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %22 : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) outs(%23 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.mulf %in, %in_3 : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x64x16xf32>
    %25 = tensor.empty() : tensor<1x4x64x16xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %24 : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) outs(%25 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.addf %in, %in_3 : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x64x16xf32>
    %27 = tensor.empty() : tensor<1x4x16x64xf32>
    %transposed = linalg.transpose ins(%16 : tensor<1x4x64x16xf32>) outs(%27 : tensor<1x4x16x64xf32>) permutation = [0, 1, 3, 2] 
    %cst = arith.constant 0.000000e+00 : f32
    %28 = tensor.empty() : tensor<1x4x1x64xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x4x1x64xf32>) -> tensor<1x4x1x64xf32>
    %30 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2, %transposed : tensor<1x4x1x16xf32>, tensor<1x4x16x64xf32>) outs(%29 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.mulf %in, %in_3 : f32
      %56 = arith.addf %out, %55 : f32
      linalg.yield %56 : f32
    } -> tensor<1x4x1x64xf32>
    %31 = tensor.empty() : tensor<1x4x1x64xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x4x1x64xf32>) outs(%31 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 2.500000e-01 : f32
      %55 = arith.mulf %in, %cst_3 : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x1x64xf32>
    %33 = tensor.empty() : tensor<1x4x1x64xf32>
    %34 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg4 : tensor<1x1x1x64xf32>) outs(%33 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x1x64xf32>
    %35 = tensor.empty() : tensor<1x4x1x64xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %34 : tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%35 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.addf %in, %in_3 : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_0 = arith.constant 0xFF800000 : f32
    %37 = tensor.empty() : tensor<1x4x1xf32>
    %38 = linalg.fill ins(%cst_0 : f32) outs(%37 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%36 : tensor<1x4x1x64xf32>) outs(%38 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.maximumf %in, %out : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x1xf32>
    %40 = tensor.empty() : tensor<1x4x1x64xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %39 : tensor<1x4x1x64xf32>, tensor<1x4x1xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.subf %in, %in_3 : f32
      %56 = math.exp %55 : f32
      linalg.yield %56 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %42 = tensor.empty() : tensor<1x4x1xf32>
    %43 = linalg.fill ins(%cst_1 : f32) outs(%42 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<1x4x1x64xf32>) outs(%43 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.addf %out, %in : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x1xf32>
    %45 = tensor.empty() : tensor<1x4x1x64xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %44 : tensor<1x4x1x64xf32>, tensor<1x4x1xf32>) outs(%45 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.divf %in, %in_3 : f32
      linalg.yield %55 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %47 = tensor.empty() : tensor<1x4x1x16xf32>
    %48 = linalg.fill ins(%cst_2 : f32) outs(%47 : tensor<1x4x1x16xf32>) -> tensor<1x4x1x16xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%46, %26 : tensor<1x4x1x64xf32>, tensor<1x4x64x16xf32>) outs(%48 : tensor<1x4x1x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.mulf %in, %in_3 : f32
      %56 = arith.addf %out, %55 : f32
      linalg.yield %56 : f32
    } -> tensor<1x4x1x16xf32>
    %50 = call @merge_heads__B1_T1(%49) : (tensor<1x4x1x16xf32>) -> tensor<1x1x64xf32>
    %51 = call @linear__B1_T1(%50, %arg10) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %52 = tensor.empty() : tensor<1x1x64xf32>
    %53 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %51 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%52 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %55 = arith.addf %in, %in_3 : f32
      linalg.yield %55 : f32
    } -> tensor<1x1x64xf32>
    %54 = call @mlp__B1_T1(%53, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> tensor<1x1x64xf32>
    return %54, %16, %26 : tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>
  }
  func.func @forward_full(%arg0: tensor<1x64xi64>, %arg1: tensor<77x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x77xf32>) -> tensor<1x64x77xf32> attributes {llvm.emit_c_interface} {
    %0 = call @forward__T64(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29) : (tensor<1x64xi64>, tensor<77x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x77xf32>) -> tensor<1x64x77xf32>
    return %0 : tensor<1x64x77xf32>
  }
  func.func @prefill(%arg0: tensor<1x64xi64>, %arg1: tensor<77x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x77xf32>) -> (tensor<1x64x77xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) attributes {llvm.emit_c_interface} {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = call @causal_mask64(%1) : (tensor<f32>) -> tensor<64x64xf32>
    %3 = tensor.empty() : tensor<1x64x64xf32>
    %4 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64xi64>) outs(%3 : tensor<1x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c76_i64 = arith.constant 76 : i64
      %10 = arith.maxsi %in, %c0_i64 : i64
      %11 = arith.minsi %10, %c76_i64 : i64
      %12 = arith.index_cast %11 : i64 to index
      %13 = linalg.index 2 : index
      %extracted = tensor.extract %arg1[%12, %13] : tensor<77x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x64xf32>
    %collapsed = tensor.collapse_shape %arg2 [[0, 1]] : tensor<64x64xf32> into tensor<4096xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [1, 64, 64] : tensor<4096xf32> into tensor<1x64x64xf32>
    %5 = tensor.empty() : tensor<1x64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %expanded : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%5 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = arith.addf %in, %in_0 : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x64xf32>
    %7:3 = call @block__B1_T64(%6, %2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<1x64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %8:3 = call @block__B1_T64(%7#0, %2, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26) : (tensor<1x64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %9 = call @head__B1_T64(%8#0, %arg27, %arg28, %arg29) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x77xf32>) -> tensor<1x64x77xf32>
    return %9, %7#1, %7#2, %8#1, %8#2 : tensor<1x64x77xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>
  }
  func.func @decode(%arg0: tensor<1x1xi64>, %arg1: tensor<1x1xi64>, %arg2: tensor<1x4x64x16xf32>, %arg3: tensor<1x4x64x16xf32>, %arg4: tensor<1x4x64x16xf32>, %arg5: tensor<1x4x64x16xf32>, %arg6: tensor<77x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x256xf32>, %arg17: tensor<256xf32>, %arg18: tensor<256x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x256xf32>, %arg29: tensor<256xf32>, %arg30: tensor<256x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x77xf32>) -> (tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1x77xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x1x64xf32>
    %1 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x1xi64>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %17 = linalg.index 2 : index
      %18 = arith.index_cast %17 : index to i64
      %19 = arith.cmpi eq, %in, %18 : i64
      %cst_7 = arith.constant 1.000000e+00 : f32
      %cst_8 = arith.constant 0.000000e+00 : f32
      %20 = arith.select %19, %cst_7, %cst_8 : f32
      linalg.yield %20 : f32
    } -> tensor<1x1x64xf32>
    %2 = tensor.empty() : tensor<1x1x64xf32>
    %3 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1xi64>) outs(%2 : tensor<1x1x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c76_i64 = arith.constant 76 : i64
      %17 = arith.maxsi %in, %c0_i64 : i64
      %18 = arith.minsi %17, %c76_i64 : i64
      %19 = arith.index_cast %18 : i64 to index
      %20 = linalg.index 2 : index
      %extracted = tensor.extract %arg6[%19, %20] : tensor<77x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x64xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %4 = tensor.empty() : tensor<1x64xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %6 = linalg.matmul ins(%expanded, %arg7 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%5 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %collapsed_0 = tensor.collapse_shape %6 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_1 = tensor.expand_shape %collapsed_0 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %7 = tensor.empty() : tensor<1x1x64xf32>
    %8 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %expanded_1 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%7 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.addf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<1x1x64xf32>
    %collapsed_2 = tensor.collapse_shape %1 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %expanded_3 = tensor.expand_shape %collapsed_2 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %cst_4 = arith.constant 1.000000e+00 : f32
    %9 = tensor.empty() : tensor<f32>
    %10 = linalg.fill ins(%cst_4 : f32) outs(%9 : tensor<f32>) -> tensor<f32>
    %11 = call @causal_mask64(%10) : (tensor<f32>) -> tensor<64x64xf32>
    %12 = tensor.empty() : tensor<1x1x64xf32>
    %13 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x1xi64>) outs(%12 : tensor<1x1x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c63_i64 = arith.constant 63 : i64
      %17 = arith.maxsi %in, %c0_i64 : i64
      %18 = arith.minsi %17, %c63_i64 : i64
      %19 = arith.index_cast %18 : i64 to index
      %20 = linalg.index 2 : index
      %extracted = tensor.extract %11[%19, %20] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x64xf32>
    %collapsed_5 = tensor.collapse_shape %13 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %expanded_6 = tensor.expand_shape %collapsed_5 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xf32> into tensor<1x1x1x64xf32>
    %14:3 = call @block_step(%8, %arg2, %arg3, %expanded_3, %expanded_6, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19) : (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1x64x1xf32>, tensor<1x1x1x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %15:3 = call @block_step(%14#0, %arg4, %arg5, %expanded_3, %expanded_6, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31) : (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1x64x1xf32>, tensor<1x1x1x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %16 = call @head__B1_T1(%15#0, %arg32, %arg33, %arg34) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x77xf32>) -> tensor<1x1x77xf32>
    return %14#1, %14#2, %15#1, %15#2, %16 : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1x77xf32>
  }
  func.func @loss(%arg0: tensor<16x47xi64>, %arg1: tensor<16x47xi64>, %arg2: tensor<16x47xf32>, %arg3: tensor<77x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x77xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %0 = call @forward_batch__B16_T47(%arg0, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31) : (tensor<16x47xi64>, tensor<77x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x77xf32>) -> tensor<16x47x77xf32>
    %cst = arith.constant 0xFF800000 : f32
    %1 = tensor.empty() : tensor<16x47xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %3 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0 : tensor<16x47x77xf32>) outs(%2 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.maximumf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<16x47xf32>
    %4 = tensor.empty() : tensor<16x47x77xf32>
    %5 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %3 : tensor<16x47x77xf32>, tensor<16x47xf32>) outs(%4 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.subf %in, %in_4 : f32
      %29 = math.exp %28 : f32
      linalg.yield %29 : f32
    } -> tensor<16x47x77xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<16x47xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %8 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<16x47x77xf32>) outs(%7 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<16x47xf32>
    %9 = tensor.empty() : tensor<16x47x77xf32>
    %10 = linalg.generic {indexing_maps = [#map11, #map12, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %3, %8 : tensor<16x47x77xf32>, tensor<16x47xf32>, tensor<16x47xf32>) outs(%9 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %in_4: f32, %in_5: f32, %out: f32):
      %28 = arith.subf %in, %in_4 : f32
      %29 = math.log %in_5 : f32
      %30 = arith.subf %28, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<16x47x77xf32>
    %11 = tensor.empty() : tensor<16x47x77xf32>
    %12 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16x47xi64>) outs(%11 : tensor<16x47x77xf32>) {
    ^bb0(%in: i64, %out: f32):
      %28 = linalg.index 2 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.cmpi eq, %in, %29 : i64
      %cst_4 = arith.constant 1.000000e+00 : f32
      %cst_5 = arith.constant 0.000000e+00 : f32
      %31 = arith.select %30, %cst_4, %cst_5 : f32
      linalg.yield %31 : f32
    } -> tensor<16x47x77xf32>
    %13 = tensor.empty() : tensor<16x47x77xf32>
    %14 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<16x47x77xf32>, tensor<16x47x77xf32>) outs(%13 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.mulf %in, %in_4 : f32
      linalg.yield %28 : f32
    } -> tensor<16x47x77xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %15 = tensor.empty() : tensor<16x47xf32>
    %16 = linalg.fill ins(%cst_1 : f32) outs(%15 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %17 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<16x47x77xf32>) outs(%16 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<16x47xf32>
    %18 = tensor.empty() : tensor<16x47xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %arg2 : tensor<16x47xf32>, tensor<16x47xf32>) outs(%18 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.mulf %in, %in_4 : f32
      linalg.yield %28 : f32
    } -> tensor<16x47xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %20 = tensor.empty() : tensor<16xf32>
    %21 = linalg.fill ins(%cst_2 : f32) outs(%20 : tensor<16xf32>) -> tensor<16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<16x47xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<16xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %23 = tensor.empty() : tensor<f32>
    %24 = linalg.fill ins(%cst_3 : f32) outs(%23 : tensor<f32>) -> tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["reduction"]} ins(%22 : tensor<16xf32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    %26 = tensor.empty() : tensor<f32>
    %27 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%25 : tensor<f32>) outs(%26 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.negf %in : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    return %27 : tensor<f32>
  }
  func.func @loss_grad(%arg0: tensor<16x47xi64>, %arg1: tensor<16x47xi64>, %arg2: tensor<16x47xf32>, %arg3: tensor<77x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x77xf32>) -> (tensor<f32>, tensor<77x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x77xf32>) attributes {llvm.emit_c_interface} {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<1x64xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %cst_1 = arith.constant -1.000000e+09 : f32
    %4 = tensor.empty() : tensor<1x64xf32>
    %5 = linalg.fill ins(%cst_1 : f32) outs(%4 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %6 = tensor.empty() : tensor<1x128xf32>
    %extracted_slice = tensor.extract_slice %6[0, 0] [1, 64] [1, 1] : tensor<1x128xf32> to tensor<1x64xf32>
    %7 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%3 : tensor<1x64xf32>) outs(%extracted_slice : tensor<1x64xf32>) -> tensor<1x64xf32>
    %inserted_slice = tensor.insert_slice %7 into %6[0, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<1x128xf32>
    %extracted_slice_2 = tensor.extract_slice %inserted_slice[0, 64] [1, 64] [1, 1] : tensor<1x128xf32> to tensor<1x64xf32>
    %8 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%5 : tensor<1x64xf32>) outs(%extracted_slice_2 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %inserted_slice_3 = tensor.insert_slice %8 into %inserted_slice[0, 64] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<1x128xf32>
    %9 = tensor.empty() : tensor<64x128xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%inserted_slice_3 : tensor<1x128xf32>) outs(%9 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %collapsed = tensor.collapse_shape %10 [[0, 1]] : tensor<64x128xf32> into tensor<8192xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [1, 8192] : tensor<8192xf32> into tensor<1x8192xf32>
    %extracted_slice_4 = tensor.extract_slice %expanded[0, 0] [1, 8128] [1, 1] : tensor<1x8192xf32> to tensor<1x8128xf32>
    %11 = tensor.empty() : tensor<1x8128xf32>
    %12 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_4 : tensor<1x8128xf32>) outs(%11 : tensor<1x8128xf32>) -> tensor<1x8128xf32>
    %collapsed_5 = tensor.collapse_shape %12 [[0, 1]] : tensor<1x8128xf32> into tensor<8128xf32>
    %expanded_6 = tensor.expand_shape %collapsed_5 [[0, 1]] output_shape [64, 127] : tensor<8128xf32> into tensor<64x127xf32>
    %extracted_slice_7 = tensor.extract_slice %expanded_6[0, 63] [64, 64] [1, 1] : tensor<64x127xf32> to tensor<64x64xf32>
    %13 = tensor.empty() : tensor<64x64xf32>
    %14 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_7 : tensor<64x64xf32>) outs(%13 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %15 = tensor.empty() : tensor<64x64xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<f32>) outs(%15 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %17 = tensor.empty() : tensor<64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %16 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%17 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<64x64xf32>
    %extracted_slice_8 = tensor.extract_slice %18[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %19 = tensor.empty() : tensor<47x64xf32>
    %20 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_8 : tensor<47x64xf32>) outs(%19 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %extracted_slice_9 = tensor.extract_slice %20[0, 0] [47, 47] [1, 1] : tensor<47x64xf32> to tensor<47x47xf32>
    %21 = tensor.empty() : tensor<47x47xf32>
    %22 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_9 : tensor<47x47xf32>) outs(%21 : tensor<47x47xf32>) -> tensor<47x47xf32>
    %23 = tensor.empty() : tensor<16x47x64xf32>
    %24 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x47xi64>) outs(%23 : tensor<16x47x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c76_i64 = arith.constant 76 : i64
      %1225 = arith.maxsi %in, %c0_i64 : i64
      %1226 = arith.minsi %1225, %c76_i64 : i64
      %1227 = arith.index_cast %1226 : i64 to index
      %1228 = linalg.index 2 : index
      %extracted = tensor.extract %arg3[%1227, %1228] : tensor<77x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x47x64xf32>
    %extracted_slice_10 = tensor.extract_slice %arg4[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %25 = tensor.empty() : tensor<47x64xf32>
    %26 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_10 : tensor<47x64xf32>) outs(%25 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %27 = tensor.empty() : tensor<16x47x64xf32>
    %28 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<47x64xf32>) outs(%27 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %29 = tensor.empty() : tensor<16x47x64xf32>
    %30 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %28 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%29 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_11 = arith.constant 0.000000e+00 : f32
    %31 = tensor.empty() : tensor<16x47xf32>
    %32 = linalg.fill ins(%cst_11 : f32) outs(%31 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %33 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%30 : tensor<16x47x64xf32>) outs(%32 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %34 = tensor.empty() : tensor<16x47xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<16x47xf32>) outs(%34 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_12 = tensor.collapse_shape %35 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_13 = tensor.expand_shape %collapsed_12 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %36 = tensor.empty() : tensor<16x47x64xf32>
    %37 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<16x47x1xf32>) outs(%36 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %38 = tensor.empty() : tensor<16x47x64xf32>
    %39 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %37 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%38 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %40 = tensor.empty() : tensor<16x47x64xf32>
    %41 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %39 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%40 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_14 = arith.constant 0.000000e+00 : f32
    %42 = tensor.empty() : tensor<16x47xf32>
    %43 = linalg.fill ins(%cst_14 : f32) outs(%42 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %44 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%41 : tensor<16x47x64xf32>) outs(%43 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %45 = tensor.empty() : tensor<16x47xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<16x47xf32>) outs(%45 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_15 = tensor.collapse_shape %46 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_16 = tensor.expand_shape %collapsed_15 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %47 = tensor.empty() : tensor<16x47x1xf32>
    %48 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<16x47x1xf32>) outs(%47 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 9.99999974E-6 : f32
      %1225 = arith.addf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %49 = tensor.empty() : tensor<16x47x1xf32>
    %50 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<16x47x1xf32>) outs(%49 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = math.sqrt %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %51 = tensor.empty() : tensor<16x47x1xf32>
    %52 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<16x47x1xf32>) outs(%51 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.divf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %53 = tensor.empty() : tensor<16x47x64xf32>
    %54 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<16x47x1xf32>) outs(%53 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %55 = tensor.empty() : tensor<16x47x64xf32>
    %56 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %54 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%55 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %57 = tensor.empty() : tensor<16x47x64xf32>
    %58 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%57 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %59 = tensor.empty() : tensor<16x47x64xf32>
    %60 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %58 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%59 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %61 = tensor.empty() : tensor<16x47x64xf32>
    %62 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%61 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %63 = tensor.empty() : tensor<16x47x64xf32>
    %64 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %62 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%63 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %65 = tensor.empty() : tensor<16x64x64xf32>
    %66 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<64x64xf32>) outs(%65 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_17 = arith.constant 0.000000e+00 : f32
    %67 = tensor.empty() : tensor<16x47x64xf32>
    %68 = linalg.fill ins(%cst_17 : f32) outs(%67 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %69 = linalg.batch_matmul ins(%64, %66 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%68 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_18 = tensor.collapse_shape %69 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_19 = tensor.expand_shape %collapsed_18 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %70 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed = linalg.transpose ins(%expanded_19 : tensor<16x47x4x16xf32>) outs(%70 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %71 = tensor.empty() : tensor<16x64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%71 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_20 = arith.constant 0.000000e+00 : f32
    %73 = tensor.empty() : tensor<16x47x64xf32>
    %74 = linalg.fill ins(%cst_20 : f32) outs(%73 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %75 = linalg.batch_matmul ins(%64, %72 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%74 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_21 = tensor.collapse_shape %75 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_22 = tensor.expand_shape %collapsed_21 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %76 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<16x47x4x16xf32>) outs(%76 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %77 = tensor.empty() : tensor<16x64x64xf32>
    %78 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<64x64xf32>) outs(%77 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_24 = arith.constant 0.000000e+00 : f32
    %79 = tensor.empty() : tensor<16x47x64xf32>
    %80 = linalg.fill ins(%cst_24 : f32) outs(%79 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %81 = linalg.batch_matmul ins(%64, %78 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%80 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_25 = tensor.collapse_shape %81 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_26 = tensor.expand_shape %collapsed_25 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %82 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<16x47x4x16xf32>) outs(%82 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %83 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_28 = linalg.transpose ins(%transposed_23 : tensor<16x4x47x16xf32>) outs(%83 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_29 = arith.constant 0.000000e+00 : f32
    %84 = tensor.empty() : tensor<16x4x47x47xf32>
    %85 = linalg.fill ins(%cst_29 : f32) outs(%84 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %86 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed, %transposed_28 : tensor<16x4x47x16xf32>, tensor<16x4x16x47xf32>) outs(%85 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x47xf32>
    %87 = tensor.empty() : tensor<16x4x47x47xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<16x4x47x47xf32>) outs(%87 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 2.500000e-01 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %89 = tensor.empty() : tensor<16x4x47x47xf32>
    %90 = linalg.generic {indexing_maps = [#map20, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<47x47xf32>) outs(%89 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x47x47xf32>
    %91 = tensor.empty() : tensor<16x4x47x47xf32>
    %92 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%91 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_30 = arith.constant 0xFF800000 : f32
    %93 = tensor.empty() : tensor<16x4x47xf32>
    %94 = linalg.fill ins(%cst_30 : f32) outs(%93 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %95 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<16x4x47x47xf32>) outs(%94 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.maximumf %in, %out : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47xf32>
    %96 = tensor.empty() : tensor<16x4x47x47xf32>
    %97 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %95 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%96 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      %1226 = math.exp %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_31 = arith.constant 0.000000e+00 : f32
    %98 = tensor.empty() : tensor<16x4x47xf32>
    %99 = linalg.fill ins(%cst_31 : f32) outs(%98 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%97 : tensor<16x4x47x47xf32>) outs(%99 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47xf32>
    %101 = tensor.empty() : tensor<16x4x47x47xf32>
    %102 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %100 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%101 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_32 = arith.constant 0.000000e+00 : f32
    %103 = tensor.empty() : tensor<16x4x47x16xf32>
    %104 = linalg.fill ins(%cst_32 : f32) outs(%103 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %105 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%102, %transposed_27 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%104 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x16xf32>
    %106 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_33 = linalg.transpose ins(%105 : tensor<16x4x47x16xf32>) outs(%106 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_34 = tensor.collapse_shape %transposed_33 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_35 = tensor.expand_shape %collapsed_34 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %107 = tensor.empty() : tensor<16x64x64xf32>
    %108 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<64x64xf32>) outs(%107 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_36 = arith.constant 0.000000e+00 : f32
    %109 = tensor.empty() : tensor<16x47x64xf32>
    %110 = linalg.fill ins(%cst_36 : f32) outs(%109 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %111 = linalg.batch_matmul ins(%expanded_35, %108 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%110 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %112 = tensor.empty() : tensor<16x47x64xf32>
    %113 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %111 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%112 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_37 = arith.constant 0.000000e+00 : f32
    %114 = tensor.empty() : tensor<16x47xf32>
    %115 = linalg.fill ins(%cst_37 : f32) outs(%114 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %116 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<16x47x64xf32>) outs(%115 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %117 = tensor.empty() : tensor<16x47xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<16x47xf32>) outs(%117 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_38 = tensor.collapse_shape %118 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_39 = tensor.expand_shape %collapsed_38 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %119 = tensor.empty() : tensor<16x47x64xf32>
    %120 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<16x47x1xf32>) outs(%119 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %121 = tensor.empty() : tensor<16x47x64xf32>
    %122 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %120 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%121 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %123 = tensor.empty() : tensor<16x47x64xf32>
    %124 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %122 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%123 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_40 = arith.constant 0.000000e+00 : f32
    %125 = tensor.empty() : tensor<16x47xf32>
    %126 = linalg.fill ins(%cst_40 : f32) outs(%125 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %127 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<16x47x64xf32>) outs(%126 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %128 = tensor.empty() : tensor<16x47xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%127 : tensor<16x47xf32>) outs(%128 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_41 = tensor.collapse_shape %129 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_42 = tensor.expand_shape %collapsed_41 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %130 = tensor.empty() : tensor<16x47x1xf32>
    %131 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<16x47x1xf32>) outs(%130 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 9.99999974E-6 : f32
      %1225 = arith.addf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %132 = tensor.empty() : tensor<16x47x1xf32>
    %133 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<16x47x1xf32>) outs(%132 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = math.sqrt %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %134 = tensor.empty() : tensor<16x47x1xf32>
    %135 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<16x47x1xf32>) outs(%134 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.divf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %136 = tensor.empty() : tensor<16x47x64xf32>
    %137 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<16x47x1xf32>) outs(%136 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %138 = tensor.empty() : tensor<16x47x64xf32>
    %139 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %137 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%138 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %140 = tensor.empty() : tensor<16x47x64xf32>
    %141 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%140 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %142 = tensor.empty() : tensor<16x47x64xf32>
    %143 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %141 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%142 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %144 = tensor.empty() : tensor<16x47x64xf32>
    %145 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12 : tensor<64xf32>) outs(%144 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %146 = tensor.empty() : tensor<16x47x64xf32>
    %147 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %145 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%146 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %148 = tensor.empty() : tensor<16x64x256xf32>
    %149 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<64x256xf32>) outs(%148 : tensor<16x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x256xf32>
    %cst_43 = arith.constant 0.000000e+00 : f32
    %150 = tensor.empty() : tensor<16x47x256xf32>
    %151 = linalg.fill ins(%cst_43 : f32) outs(%150 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %152 = linalg.batch_matmul ins(%147, %149 : tensor<16x47x64xf32>, tensor<16x64x256xf32>) outs(%151 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %153 = tensor.empty() : tensor<16x47x256xf32>
    %154 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<256xf32>) outs(%153 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x256xf32>
    %155 = tensor.empty() : tensor<16x47x256xf32>
    %156 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%155 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %collapsed_44 = tensor.collapse_shape %156 [[0, 1, 2]] : tensor<16x47x256xf32> into tensor<192512xf32>
    %expanded_45 = tensor.expand_shape %collapsed_44 [[0, 1, 2, 3]] output_shape [16, 47, 256, 1] : tensor<192512xf32> into tensor<16x47x256x1xf32>
    %157 = tensor.empty() : tensor<16x47x256x1xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<16x47x256x1xf32>) outs(%157 : tensor<16x47x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256x1xf32>
    %159 = tensor.empty() : tensor<16x47x256x2xf32>
    %extracted_slice_46 = tensor.extract_slice %159[0, 0, 0, 0] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x2xf32> to tensor<16x47x256x1xf32>
    %160 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%expanded_45 : tensor<16x47x256x1xf32>) outs(%extracted_slice_46 : tensor<16x47x256x1xf32>) -> tensor<16x47x256x1xf32>
    %inserted_slice_47 = tensor.insert_slice %160 into %159[0, 0, 0, 0] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x1xf32> into tensor<16x47x256x2xf32>
    %extracted_slice_48 = tensor.extract_slice %inserted_slice_47[0, 0, 0, 1] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x2xf32> to tensor<16x47x256x1xf32>
    %161 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%158 : tensor<16x47x256x1xf32>) outs(%extracted_slice_48 : tensor<16x47x256x1xf32>) -> tensor<16x47x256x1xf32>
    %inserted_slice_49 = tensor.insert_slice %161 into %inserted_slice_47[0, 0, 0, 1] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x1xf32> into tensor<16x47x256x2xf32>
    %cst_50 = arith.constant 0xFF800000 : f32
    %162 = tensor.empty() : tensor<16x47x256xf32>
    %163 = linalg.fill ins(%cst_50 : f32) outs(%162 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %164 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%inserted_slice_49 : tensor<16x47x256x2xf32>) outs(%163 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.maximumf %in, %out : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %165 = tensor.empty() : tensor<16x47x256xf32>
    %166 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<16x47x256xf32>) outs(%165 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 0.707106769 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %167 = tensor.empty() : tensor<16x47x256xf32>
    %168 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<16x47x256xf32>) outs(%167 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 0.327591091 : f32
      %1225 = arith.mulf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %169 = tensor.empty() : tensor<16x47x256xf32>
    %170 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<16x47x256xf32>) outs(%169 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.addf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %171 = tensor.empty() : tensor<16x47x256xf32>
    %172 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<16x47x256xf32>) outs(%171 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.divf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %cst_51 = arith.constant -0.284496725 : f32
    %173 = tensor.empty() : tensor<16x47x256xf32>
    %174 = linalg.fill ins(%cst_51 : f32) outs(%173 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %cst_52 = arith.constant -1.45315206 : f32
    %175 = tensor.empty() : tensor<16x47x256xf32>
    %176 = linalg.fill ins(%cst_52 : f32) outs(%175 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %177 = tensor.empty() : tensor<16x47x256xf32>
    %178 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<16x47x256xf32>) outs(%177 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.06140542 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %179 = tensor.empty() : tensor<16x47x256xf32>
    %180 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %178 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%179 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %181 = tensor.empty() : tensor<16x47x256xf32>
    %182 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %180 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%181 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %183 = tensor.empty() : tensor<16x47x256xf32>
    %184 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<16x47x256xf32>) outs(%183 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.42141378 : f32
      %1225 = arith.addf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %185 = tensor.empty() : tensor<16x47x256xf32>
    %186 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %184 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%185 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %187 = tensor.empty() : tensor<16x47x256xf32>
    %188 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %186 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%187 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %189 = tensor.empty() : tensor<16x47x256xf32>
    %190 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %188 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%189 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %191 = tensor.empty() : tensor<16x47x256xf32>
    %192 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<16x47x256xf32>) outs(%191 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 0.254829586 : f32
      %1225 = arith.addf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %193 = tensor.empty() : tensor<16x47x256xf32>
    %194 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %192 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%193 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %195 = tensor.empty() : tensor<16x47x256xf32>
    %196 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<16x47x256xf32>) outs(%195 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 5.000000e-01 : f32
      %1225 = arith.mulf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %197 = tensor.empty() : tensor<16x47x256xf32>
    %198 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<16x47x256xf32>) outs(%197 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 5.000000e-01 : f32
      %1225 = arith.mulf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %199 = tensor.empty() : tensor<16x47x256xf32>
    %200 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%199 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %201 = tensor.empty() : tensor<16x47x256xf32>
    %202 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<16x47x256xf32>) outs(%201 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %203 = tensor.empty() : tensor<16x47x256xf32>
    %204 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<16x47x256xf32>) outs(%203 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = math.exp %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %205 = tensor.empty() : tensor<16x47x256xf32>
    %206 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %204 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%205 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %207 = tensor.empty() : tensor<16x47x256xf32>
    %208 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<16x47x256xf32>) outs(%207 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.subf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %209 = tensor.empty() : tensor<16x47x256xf32>
    %210 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %208 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%209 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %211 = tensor.empty() : tensor<16x47x256xf32>
    %212 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %210 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%211 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %213 = tensor.empty() : tensor<16x256x64xf32>
    %214 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<256x64xf32>) outs(%213 : tensor<16x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256x64xf32>
    %cst_53 = arith.constant 0.000000e+00 : f32
    %215 = tensor.empty() : tensor<16x47x64xf32>
    %216 = linalg.fill ins(%cst_53 : f32) outs(%215 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %217 = linalg.batch_matmul ins(%212, %214 : tensor<16x47x256xf32>, tensor<16x256x64xf32>) outs(%216 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %218 = tensor.empty() : tensor<16x47x64xf32>
    %219 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %217 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%218 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %220 = tensor.empty() : tensor<16x47x64xf32>
    %221 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16 : tensor<64xf32>) outs(%220 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %222 = tensor.empty() : tensor<16x47x64xf32>
    %223 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %221 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%222 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_54 = arith.constant 0.000000e+00 : f32
    %224 = tensor.empty() : tensor<16x47xf32>
    %225 = linalg.fill ins(%cst_54 : f32) outs(%224 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %226 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%223 : tensor<16x47x64xf32>) outs(%225 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %227 = tensor.empty() : tensor<16x47xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%226 : tensor<16x47xf32>) outs(%227 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_55 = tensor.collapse_shape %228 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_56 = tensor.expand_shape %collapsed_55 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %229 = tensor.empty() : tensor<16x47x64xf32>
    %230 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<16x47x1xf32>) outs(%229 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %231 = tensor.empty() : tensor<16x47x64xf32>
    %232 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %230 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%231 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %233 = tensor.empty() : tensor<16x47x64xf32>
    %234 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %232 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%233 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_57 = arith.constant 0.000000e+00 : f32
    %235 = tensor.empty() : tensor<16x47xf32>
    %236 = linalg.fill ins(%cst_57 : f32) outs(%235 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %237 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<16x47x64xf32>) outs(%236 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %238 = tensor.empty() : tensor<16x47xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%237 : tensor<16x47xf32>) outs(%238 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_58 = tensor.collapse_shape %239 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_59 = tensor.expand_shape %collapsed_58 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %240 = tensor.empty() : tensor<16x47x1xf32>
    %241 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<16x47x1xf32>) outs(%240 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 9.99999974E-6 : f32
      %1225 = arith.addf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %242 = tensor.empty() : tensor<16x47x1xf32>
    %243 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<16x47x1xf32>) outs(%242 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = math.sqrt %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %244 = tensor.empty() : tensor<16x47x1xf32>
    %245 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<16x47x1xf32>) outs(%244 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.divf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %246 = tensor.empty() : tensor<16x47x64xf32>
    %247 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<16x47x1xf32>) outs(%246 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %248 = tensor.empty() : tensor<16x47x64xf32>
    %249 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %247 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%248 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %250 = tensor.empty() : tensor<16x47x64xf32>
    %251 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17 : tensor<64xf32>) outs(%250 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %252 = tensor.empty() : tensor<16x47x64xf32>
    %253 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %251 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%252 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %254 = tensor.empty() : tensor<16x47x64xf32>
    %255 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<64xf32>) outs(%254 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %256 = tensor.empty() : tensor<16x47x64xf32>
    %257 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %255 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%256 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %258 = tensor.empty() : tensor<16x64x64xf32>
    %259 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<64x64xf32>) outs(%258 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_60 = arith.constant 0.000000e+00 : f32
    %260 = tensor.empty() : tensor<16x47x64xf32>
    %261 = linalg.fill ins(%cst_60 : f32) outs(%260 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %262 = linalg.batch_matmul ins(%257, %259 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%261 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_61 = tensor.collapse_shape %262 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_62 = tensor.expand_shape %collapsed_61 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %263 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<16x47x4x16xf32>) outs(%263 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %264 = tensor.empty() : tensor<16x64x64xf32>
    %265 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<64x64xf32>) outs(%264 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_64 = arith.constant 0.000000e+00 : f32
    %266 = tensor.empty() : tensor<16x47x64xf32>
    %267 = linalg.fill ins(%cst_64 : f32) outs(%266 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %268 = linalg.batch_matmul ins(%257, %265 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%267 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_65 = tensor.collapse_shape %268 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_66 = tensor.expand_shape %collapsed_65 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %269 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<16x47x4x16xf32>) outs(%269 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %270 = tensor.empty() : tensor<16x64x64xf32>
    %271 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<64x64xf32>) outs(%270 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_68 = arith.constant 0.000000e+00 : f32
    %272 = tensor.empty() : tensor<16x47x64xf32>
    %273 = linalg.fill ins(%cst_68 : f32) outs(%272 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %274 = linalg.batch_matmul ins(%257, %271 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%273 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_69 = tensor.collapse_shape %274 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_70 = tensor.expand_shape %collapsed_69 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %275 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<16x47x4x16xf32>) outs(%275 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %276 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_72 = linalg.transpose ins(%transposed_67 : tensor<16x4x47x16xf32>) outs(%276 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_73 = arith.constant 0.000000e+00 : f32
    %277 = tensor.empty() : tensor<16x4x47x47xf32>
    %278 = linalg.fill ins(%cst_73 : f32) outs(%277 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %279 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_63, %transposed_72 : tensor<16x4x47x16xf32>, tensor<16x4x16x47xf32>) outs(%278 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x47xf32>
    %280 = tensor.empty() : tensor<16x4x47x47xf32>
    %281 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<16x4x47x47xf32>) outs(%280 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 2.500000e-01 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %282 = tensor.empty() : tensor<16x4x47x47xf32>
    %283 = linalg.generic {indexing_maps = [#map20, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<47x47xf32>) outs(%282 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x47x47xf32>
    %284 = tensor.empty() : tensor<16x4x47x47xf32>
    %285 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %283 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%284 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_74 = arith.constant 0xFF800000 : f32
    %286 = tensor.empty() : tensor<16x4x47xf32>
    %287 = linalg.fill ins(%cst_74 : f32) outs(%286 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %288 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%285 : tensor<16x4x47x47xf32>) outs(%287 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.maximumf %in, %out : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47xf32>
    %289 = tensor.empty() : tensor<16x4x47x47xf32>
    %290 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %288 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%289 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      %1226 = math.exp %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_75 = arith.constant 0.000000e+00 : f32
    %291 = tensor.empty() : tensor<16x4x47xf32>
    %292 = linalg.fill ins(%cst_75 : f32) outs(%291 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%290 : tensor<16x4x47x47xf32>) outs(%292 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47xf32>
    %294 = tensor.empty() : tensor<16x4x47x47xf32>
    %295 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %293 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%294 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_76 = arith.constant 0.000000e+00 : f32
    %296 = tensor.empty() : tensor<16x4x47x16xf32>
    %297 = linalg.fill ins(%cst_76 : f32) outs(%296 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %298 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%295, %transposed_71 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%297 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x16xf32>
    %299 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_77 = linalg.transpose ins(%298 : tensor<16x4x47x16xf32>) outs(%299 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_78 = tensor.collapse_shape %transposed_77 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_79 = tensor.expand_shape %collapsed_78 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %300 = tensor.empty() : tensor<16x64x64xf32>
    %301 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22 : tensor<64x64xf32>) outs(%300 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_80 = arith.constant 0.000000e+00 : f32
    %302 = tensor.empty() : tensor<16x47x64xf32>
    %303 = linalg.fill ins(%cst_80 : f32) outs(%302 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %304 = linalg.batch_matmul ins(%expanded_79, %301 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%303 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %305 = tensor.empty() : tensor<16x47x64xf32>
    %306 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %304 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%305 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_81 = arith.constant 0.000000e+00 : f32
    %307 = tensor.empty() : tensor<16x47xf32>
    %308 = linalg.fill ins(%cst_81 : f32) outs(%307 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %309 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%306 : tensor<16x47x64xf32>) outs(%308 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %310 = tensor.empty() : tensor<16x47xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%309 : tensor<16x47xf32>) outs(%310 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_82 = tensor.collapse_shape %311 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_83 = tensor.expand_shape %collapsed_82 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %312 = tensor.empty() : tensor<16x47x64xf32>
    %313 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<16x47x1xf32>) outs(%312 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %314 = tensor.empty() : tensor<16x47x64xf32>
    %315 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %313 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%314 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %316 = tensor.empty() : tensor<16x47x64xf32>
    %317 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %315 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%316 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_84 = arith.constant 0.000000e+00 : f32
    %318 = tensor.empty() : tensor<16x47xf32>
    %319 = linalg.fill ins(%cst_84 : f32) outs(%318 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %320 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%317 : tensor<16x47x64xf32>) outs(%319 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %321 = tensor.empty() : tensor<16x47xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%320 : tensor<16x47xf32>) outs(%321 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_85 = tensor.collapse_shape %322 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_86 = tensor.expand_shape %collapsed_85 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %323 = tensor.empty() : tensor<16x47x1xf32>
    %324 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<16x47x1xf32>) outs(%323 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 9.99999974E-6 : f32
      %1225 = arith.addf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %325 = tensor.empty() : tensor<16x47x1xf32>
    %326 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<16x47x1xf32>) outs(%325 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = math.sqrt %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %327 = tensor.empty() : tensor<16x47x1xf32>
    %328 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<16x47x1xf32>) outs(%327 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.divf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %329 = tensor.empty() : tensor<16x47x64xf32>
    %330 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<16x47x1xf32>) outs(%329 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %331 = tensor.empty() : tensor<16x47x64xf32>
    %332 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %330 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%331 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %333 = tensor.empty() : tensor<16x47x64xf32>
    %334 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%333 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %335 = tensor.empty() : tensor<16x47x64xf32>
    %336 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %334 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%335 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %337 = tensor.empty() : tensor<16x47x64xf32>
    %338 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24 : tensor<64xf32>) outs(%337 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %339 = tensor.empty() : tensor<16x47x64xf32>
    %340 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %338 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%339 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %341 = tensor.empty() : tensor<16x64x256xf32>
    %342 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<64x256xf32>) outs(%341 : tensor<16x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x256xf32>
    %cst_87 = arith.constant 0.000000e+00 : f32
    %343 = tensor.empty() : tensor<16x47x256xf32>
    %344 = linalg.fill ins(%cst_87 : f32) outs(%343 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %345 = linalg.batch_matmul ins(%340, %342 : tensor<16x47x64xf32>, tensor<16x64x256xf32>) outs(%344 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %346 = tensor.empty() : tensor<16x47x256xf32>
    %347 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<256xf32>) outs(%346 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x256xf32>
    %348 = tensor.empty() : tensor<16x47x256xf32>
    %349 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %347 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%348 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %collapsed_88 = tensor.collapse_shape %349 [[0, 1, 2]] : tensor<16x47x256xf32> into tensor<192512xf32>
    %expanded_89 = tensor.expand_shape %collapsed_88 [[0, 1, 2, 3]] output_shape [16, 47, 256, 1] : tensor<192512xf32> into tensor<16x47x256x1xf32>
    %350 = tensor.empty() : tensor<16x47x256x1xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<16x47x256x1xf32>) outs(%350 : tensor<16x47x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256x1xf32>
    %352 = tensor.empty() : tensor<16x47x256x2xf32>
    %extracted_slice_90 = tensor.extract_slice %352[0, 0, 0, 0] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x2xf32> to tensor<16x47x256x1xf32>
    %353 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%expanded_89 : tensor<16x47x256x1xf32>) outs(%extracted_slice_90 : tensor<16x47x256x1xf32>) -> tensor<16x47x256x1xf32>
    %inserted_slice_91 = tensor.insert_slice %353 into %352[0, 0, 0, 0] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x1xf32> into tensor<16x47x256x2xf32>
    %extracted_slice_92 = tensor.extract_slice %inserted_slice_91[0, 0, 0, 1] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x2xf32> to tensor<16x47x256x1xf32>
    %354 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%351 : tensor<16x47x256x1xf32>) outs(%extracted_slice_92 : tensor<16x47x256x1xf32>) -> tensor<16x47x256x1xf32>
    %inserted_slice_93 = tensor.insert_slice %354 into %inserted_slice_91[0, 0, 0, 1] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x1xf32> into tensor<16x47x256x2xf32>
    %cst_94 = arith.constant 0xFF800000 : f32
    %355 = tensor.empty() : tensor<16x47x256xf32>
    %356 = linalg.fill ins(%cst_94 : f32) outs(%355 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %357 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%inserted_slice_93 : tensor<16x47x256x2xf32>) outs(%356 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.maximumf %in, %out : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %358 = tensor.empty() : tensor<16x47x256xf32>
    %359 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<16x47x256xf32>) outs(%358 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 0.707106769 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %360 = tensor.empty() : tensor<16x47x256xf32>
    %361 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<16x47x256xf32>) outs(%360 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 0.327591091 : f32
      %1225 = arith.mulf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %362 = tensor.empty() : tensor<16x47x256xf32>
    %363 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<16x47x256xf32>) outs(%362 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.addf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %364 = tensor.empty() : tensor<16x47x256xf32>
    %365 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<16x47x256xf32>) outs(%364 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.divf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %cst_95 = arith.constant -0.284496725 : f32
    %366 = tensor.empty() : tensor<16x47x256xf32>
    %367 = linalg.fill ins(%cst_95 : f32) outs(%366 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %cst_96 = arith.constant -1.45315206 : f32
    %368 = tensor.empty() : tensor<16x47x256xf32>
    %369 = linalg.fill ins(%cst_96 : f32) outs(%368 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %370 = tensor.empty() : tensor<16x47x256xf32>
    %371 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<16x47x256xf32>) outs(%370 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.06140542 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %372 = tensor.empty() : tensor<16x47x256xf32>
    %373 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %371 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%372 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %374 = tensor.empty() : tensor<16x47x256xf32>
    %375 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %373 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%374 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %376 = tensor.empty() : tensor<16x47x256xf32>
    %377 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<16x47x256xf32>) outs(%376 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.42141378 : f32
      %1225 = arith.addf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %378 = tensor.empty() : tensor<16x47x256xf32>
    %379 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %377 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%378 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %380 = tensor.empty() : tensor<16x47x256xf32>
    %381 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %379 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%380 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %382 = tensor.empty() : tensor<16x47x256xf32>
    %383 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %381 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%382 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %384 = tensor.empty() : tensor<16x47x256xf32>
    %385 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<16x47x256xf32>) outs(%384 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 0.254829586 : f32
      %1225 = arith.addf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %386 = tensor.empty() : tensor<16x47x256xf32>
    %387 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %385 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%386 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %388 = tensor.empty() : tensor<16x47x256xf32>
    %389 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<16x47x256xf32>) outs(%388 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 5.000000e-01 : f32
      %1225 = arith.mulf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %390 = tensor.empty() : tensor<16x47x256xf32>
    %391 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<16x47x256xf32>) outs(%390 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 5.000000e-01 : f32
      %1225 = arith.mulf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %392 = tensor.empty() : tensor<16x47x256xf32>
    %393 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %359 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%392 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %394 = tensor.empty() : tensor<16x47x256xf32>
    %395 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<16x47x256xf32>) outs(%394 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %396 = tensor.empty() : tensor<16x47x256xf32>
    %397 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395 : tensor<16x47x256xf32>) outs(%396 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = math.exp %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %398 = tensor.empty() : tensor<16x47x256xf32>
    %399 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %397 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%398 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %400 = tensor.empty() : tensor<16x47x256xf32>
    %401 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399 : tensor<16x47x256xf32>) outs(%400 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.subf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %402 = tensor.empty() : tensor<16x47x256xf32>
    %403 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %401 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%402 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %404 = tensor.empty() : tensor<16x47x256xf32>
    %405 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %403 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%404 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %406 = tensor.empty() : tensor<16x256x64xf32>
    %407 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<256x64xf32>) outs(%406 : tensor<16x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256x64xf32>
    %cst_97 = arith.constant 0.000000e+00 : f32
    %408 = tensor.empty() : tensor<16x47x64xf32>
    %409 = linalg.fill ins(%cst_97 : f32) outs(%408 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %410 = linalg.batch_matmul ins(%405, %407 : tensor<16x47x256xf32>, tensor<16x256x64xf32>) outs(%409 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %411 = tensor.empty() : tensor<16x47x64xf32>
    %412 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %410 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%411 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %413 = tensor.empty() : tensor<16x47x64xf32>
    %414 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<64xf32>) outs(%413 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %415 = tensor.empty() : tensor<16x47x64xf32>
    %416 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %414 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%415 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_98 = arith.constant 0.000000e+00 : f32
    %417 = tensor.empty() : tensor<16x47xf32>
    %418 = linalg.fill ins(%cst_98 : f32) outs(%417 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %419 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%416 : tensor<16x47x64xf32>) outs(%418 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %420 = tensor.empty() : tensor<16x47xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%419 : tensor<16x47xf32>) outs(%420 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_99 = tensor.collapse_shape %421 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_100 = tensor.expand_shape %collapsed_99 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %422 = tensor.empty() : tensor<16x47x64xf32>
    %423 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<16x47x1xf32>) outs(%422 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %424 = tensor.empty() : tensor<16x47x64xf32>
    %425 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %423 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%424 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %426 = tensor.empty() : tensor<16x47x64xf32>
    %427 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %425 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%426 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_101 = arith.constant 0.000000e+00 : f32
    %428 = tensor.empty() : tensor<16x47xf32>
    %429 = linalg.fill ins(%cst_101 : f32) outs(%428 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %430 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%427 : tensor<16x47x64xf32>) outs(%429 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %431 = tensor.empty() : tensor<16x47xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<16x47xf32>) outs(%431 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_102 = tensor.collapse_shape %432 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_103 = tensor.expand_shape %collapsed_102 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %433 = tensor.empty() : tensor<16x47x1xf32>
    %434 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<16x47x1xf32>) outs(%433 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 9.99999974E-6 : f32
      %1225 = arith.addf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %435 = tensor.empty() : tensor<16x47x1xf32>
    %436 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434 : tensor<16x47x1xf32>) outs(%435 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = math.sqrt %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %437 = tensor.empty() : tensor<16x47x1xf32>
    %438 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436 : tensor<16x47x1xf32>) outs(%437 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.000000e+00 : f32
      %1225 = arith.divf %cst_356, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %439 = tensor.empty() : tensor<16x47x64xf32>
    %440 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<16x47x1xf32>) outs(%439 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %441 = tensor.empty() : tensor<16x47x64xf32>
    %442 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %440 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%441 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %443 = tensor.empty() : tensor<16x47x64xf32>
    %444 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29 : tensor<64xf32>) outs(%443 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %445 = tensor.empty() : tensor<16x47x64xf32>
    %446 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %444 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%445 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %447 = tensor.empty() : tensor<16x47x64xf32>
    %448 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<64xf32>) outs(%447 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %449 = tensor.empty() : tensor<16x47x64xf32>
    %450 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %448 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%449 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %451 = tensor.empty() : tensor<16x64x77xf32>
    %452 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg31 : tensor<64x77xf32>) outs(%451 : tensor<16x64x77xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x77xf32>
    %cst_104 = arith.constant 0.000000e+00 : f32
    %453 = tensor.empty() : tensor<16x47x77xf32>
    %454 = linalg.fill ins(%cst_104 : f32) outs(%453 : tensor<16x47x77xf32>) -> tensor<16x47x77xf32>
    %455 = linalg.batch_matmul ins(%450, %452 : tensor<16x47x64xf32>, tensor<16x64x77xf32>) outs(%454 : tensor<16x47x77xf32>) -> tensor<16x47x77xf32>
    %cst_105 = arith.constant 0xFF800000 : f32
    %456 = tensor.empty() : tensor<16x47xf32>
    %457 = linalg.fill ins(%cst_105 : f32) outs(%456 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %458 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%455 : tensor<16x47x77xf32>) outs(%457 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.maximumf %in, %out : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %459 = tensor.empty() : tensor<16x47x77xf32>
    %460 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %458 : tensor<16x47x77xf32>, tensor<16x47xf32>) outs(%459 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      %1226 = math.exp %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x47x77xf32>
    %cst_106 = arith.constant 0.000000e+00 : f32
    %461 = tensor.empty() : tensor<16x47xf32>
    %462 = linalg.fill ins(%cst_106 : f32) outs(%461 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %463 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%460 : tensor<16x47x77xf32>) outs(%462 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %464 = tensor.empty() : tensor<16x47x77xf32>
    %465 = linalg.generic {indexing_maps = [#map11, #map12, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %458, %463 : tensor<16x47x77xf32>, tensor<16x47xf32>, tensor<16x47xf32>) outs(%464 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %in_356: f32, %in_357: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      %1226 = math.log %in_357 : f32
      %1227 = arith.subf %1225, %1226 : f32
      linalg.yield %1227 : f32
    } -> tensor<16x47x77xf32>
    %466 = tensor.empty() : tensor<16x47x77xf32>
    %467 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16x47xi64>) outs(%466 : tensor<16x47x77xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1225 = linalg.index 2 : index
      %1226 = arith.index_cast %1225 : index to i64
      %1227 = arith.cmpi eq, %in, %1226 : i64
      %cst_356 = arith.constant 1.000000e+00 : f32
      %cst_357 = arith.constant 0.000000e+00 : f32
      %1228 = arith.select %1227, %cst_356, %cst_357 : f32
      linalg.yield %1228 : f32
    } -> tensor<16x47x77xf32>
    %468 = tensor.empty() : tensor<16x47x77xf32>
    %469 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465, %467 : tensor<16x47x77xf32>, tensor<16x47x77xf32>) outs(%468 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x77xf32>
    %cst_107 = arith.constant 0.000000e+00 : f32
    %470 = tensor.empty() : tensor<16x47xf32>
    %471 = linalg.fill ins(%cst_107 : f32) outs(%470 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %472 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%469 : tensor<16x47x77xf32>) outs(%471 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %473 = tensor.empty() : tensor<16x47xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%472, %arg2 : tensor<16x47xf32>, tensor<16x47xf32>) outs(%473 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %cst_108 = arith.constant 0.000000e+00 : f32
    %475 = tensor.empty() : tensor<16xf32>
    %476 = linalg.fill ins(%cst_108 : f32) outs(%475 : tensor<16xf32>) -> tensor<16xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "reduction"]} ins(%474 : tensor<16x47xf32>) outs(%476 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16xf32>
    %cst_109 = arith.constant 0.000000e+00 : f32
    %478 = tensor.empty() : tensor<f32>
    %479 = linalg.fill ins(%cst_109 : f32) outs(%478 : tensor<f32>) -> tensor<f32>
    %480 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["reduction"]} ins(%477 : tensor<16xf32>) outs(%479 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<f32>
    %481 = tensor.empty() : tensor<f32>
    %482 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%480 : tensor<f32>) outs(%481 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<f32>
    %cst_110 = arith.constant 1.000000e+00 : f32
    %483 = tensor.empty() : tensor<f32>
    %484 = linalg.fill ins(%cst_110 : f32) outs(%483 : tensor<f32>) -> tensor<f32>
    %485 = tensor.empty() : tensor<f32>
    %486 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%484 : tensor<f32>) outs(%485 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<f32>
    %expanded_111 = tensor.expand_shape %486 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %487 = tensor.empty() : tensor<16xf32>
    %488 = linalg.generic {indexing_maps = [#map21, #map14], iterator_types = ["parallel"]} ins(%expanded_111 : tensor<1xf32>) outs(%487 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %expanded_112 = tensor.expand_shape %488 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %489 = tensor.empty() : tensor<16x47xf32>
    %490 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_112 : tensor<16x1xf32>) outs(%489 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47xf32>
    %491 = tensor.empty() : tensor<16x47xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%490, %arg2 : tensor<16x47xf32>, tensor<16x47xf32>) outs(%491 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_113 = tensor.collapse_shape %492 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_114 = tensor.expand_shape %collapsed_113 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %493 = tensor.empty() : tensor<16x47x77xf32>
    %494 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<16x47x1xf32>) outs(%493 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x77xf32>
    %495 = tensor.empty() : tensor<16x47x77xf32>
    %496 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494, %467 : tensor<16x47x77xf32>, tensor<16x47x77xf32>) outs(%495 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x77xf32>
    %497 = tensor.empty() : tensor<16x47x77xf32>
    %498 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465 : tensor<16x47x77xf32>) outs(%497 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = math.exp %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x77xf32>
    %cst_115 = arith.constant 0.000000e+00 : f32
    %499 = tensor.empty() : tensor<16x47xf32>
    %500 = linalg.fill ins(%cst_115 : f32) outs(%499 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %501 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%496 : tensor<16x47x77xf32>) outs(%500 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_116 = tensor.collapse_shape %501 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_117 = tensor.expand_shape %collapsed_116 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %502 = tensor.empty() : tensor<16x47x77xf32>
    %503 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<16x47x1xf32>) outs(%502 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x77xf32>
    %504 = tensor.empty() : tensor<16x47x77xf32>
    %505 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %503 : tensor<16x47x77xf32>, tensor<16x47x77xf32>) outs(%504 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x77xf32>
    %506 = tensor.empty() : tensor<16x47x77xf32>
    %507 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %505 : tensor<16x47x77xf32>, tensor<16x47x77xf32>) outs(%506 : tensor<16x47x77xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x77xf32>
    %508 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_118 = linalg.transpose ins(%450 : tensor<16x47x64xf32>) outs(%508 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_119 = arith.constant 0.000000e+00 : f32
    %509 = tensor.empty() : tensor<16x64x77xf32>
    %510 = linalg.fill ins(%cst_119 : f32) outs(%509 : tensor<16x64x77xf32>) -> tensor<16x64x77xf32>
    %511 = linalg.batch_matmul ins(%transposed_118, %507 : tensor<16x64x47xf32>, tensor<16x47x77xf32>) outs(%510 : tensor<16x64x77xf32>) -> tensor<16x64x77xf32>
    %512 = tensor.empty() : tensor<16x77x64xf32>
    %transposed_120 = linalg.transpose ins(%452 : tensor<16x64x77xf32>) outs(%512 : tensor<16x77x64xf32>) permutation = [0, 2, 1] 
    %cst_121 = arith.constant 0.000000e+00 : f32
    %513 = tensor.empty() : tensor<16x47x64xf32>
    %514 = linalg.fill ins(%cst_121 : f32) outs(%513 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %515 = linalg.batch_matmul ins(%507, %transposed_120 : tensor<16x47x77xf32>, tensor<16x77x64xf32>) outs(%514 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %516 = tensor.empty() : tensor<16x47x64xf32>
    %517 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515, %442 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%516 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %518 = tensor.empty() : tensor<16x47x64xf32>
    %519 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515, %444 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%518 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %520 = tensor.empty() : tensor<16x47x64xf32>
    %521 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %425 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%520 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_122 = arith.constant 0.000000e+00 : f32
    %522 = tensor.empty() : tensor<16x47xf32>
    %523 = linalg.fill ins(%cst_122 : f32) outs(%522 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %524 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%521 : tensor<16x47x64xf32>) outs(%523 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_123 = tensor.collapse_shape %524 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_124 = tensor.expand_shape %collapsed_123 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %525 = tensor.empty() : tensor<16x47x1xf32>
    %526 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124, %438 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%525 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %527 = tensor.empty() : tensor<16x47x1xf32>
    %528 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526, %436 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%527 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %529 = tensor.empty() : tensor<16x47x1xf32>
    %530 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<16x47x1xf32>) outs(%529 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %531 = tensor.empty() : tensor<16x47x1xf32>
    %532 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436 : tensor<16x47x1xf32>) outs(%531 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 2.000000e+00 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %533 = tensor.empty() : tensor<16x47x1xf32>
    %534 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %532 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%533 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %collapsed_125 = tensor.collapse_shape %534 [[0, 1, 2]] : tensor<16x47x1xf32> into tensor<752xf32>
    %expanded_126 = tensor.expand_shape %collapsed_125 [[0, 1]] output_shape [16, 47] : tensor<752xf32> into tensor<16x47xf32>
    %535 = tensor.empty() : tensor<16x47xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_126 : tensor<16x47xf32>) outs(%535 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_127 = tensor.collapse_shape %536 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_128 = tensor.expand_shape %collapsed_127 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %537 = tensor.empty() : tensor<16x47x64xf32>
    %538 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128 : tensor<16x47x1xf32>) outs(%537 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %539 = tensor.empty() : tensor<16x47x64xf32>
    %540 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %440 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%539 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %541 = tensor.empty() : tensor<16x47x64xf32>
    %542 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %425 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%541 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %543 = tensor.empty() : tensor<16x47x64xf32>
    %544 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %542 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%543 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %545 = tensor.empty() : tensor<16x47x64xf32>
    %546 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %425 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%545 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %547 = tensor.empty() : tensor<16x47x64xf32>
    %548 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %546 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%547 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %549 = tensor.empty() : tensor<16x47x64xf32>
    %550 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<16x47x64xf32>) outs(%549 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_129 = arith.constant 0.000000e+00 : f32
    %551 = tensor.empty() : tensor<16x47xf32>
    %552 = linalg.fill ins(%cst_129 : f32) outs(%551 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %553 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%550 : tensor<16x47x64xf32>) outs(%552 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_130 = tensor.collapse_shape %553 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_131 = tensor.expand_shape %collapsed_130 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %collapsed_132 = tensor.collapse_shape %expanded_131 [[0, 1, 2]] : tensor<16x47x1xf32> into tensor<752xf32>
    %expanded_133 = tensor.expand_shape %collapsed_132 [[0, 1]] output_shape [16, 47] : tensor<752xf32> into tensor<16x47xf32>
    %554 = tensor.empty() : tensor<16x47xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_133 : tensor<16x47xf32>) outs(%554 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_134 = tensor.collapse_shape %555 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_135 = tensor.expand_shape %collapsed_134 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %556 = tensor.empty() : tensor<16x47x64xf32>
    %557 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135 : tensor<16x47x1xf32>) outs(%556 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %558 = tensor.empty() : tensor<16x47x64xf32>
    %559 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %557 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%558 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %560 = tensor.empty() : tensor<16x256x47xf32>
    %transposed_136 = linalg.transpose ins(%405 : tensor<16x47x256xf32>) outs(%560 : tensor<16x256x47xf32>) permutation = [0, 2, 1] 
    %cst_137 = arith.constant 0.000000e+00 : f32
    %561 = tensor.empty() : tensor<16x256x64xf32>
    %562 = linalg.fill ins(%cst_137 : f32) outs(%561 : tensor<16x256x64xf32>) -> tensor<16x256x64xf32>
    %563 = linalg.batch_matmul ins(%transposed_136, %559 : tensor<16x256x47xf32>, tensor<16x47x64xf32>) outs(%562 : tensor<16x256x64xf32>) -> tensor<16x256x64xf32>
    %564 = tensor.empty() : tensor<16x64x256xf32>
    %transposed_138 = linalg.transpose ins(%407 : tensor<16x256x64xf32>) outs(%564 : tensor<16x64x256xf32>) permutation = [0, 2, 1] 
    %cst_139 = arith.constant 0.000000e+00 : f32
    %565 = tensor.empty() : tensor<16x47x256xf32>
    %566 = linalg.fill ins(%cst_139 : f32) outs(%565 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %567 = linalg.batch_matmul ins(%559, %transposed_138 : tensor<16x47x64xf32>, tensor<16x64x256xf32>) outs(%566 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %568 = tensor.empty() : tensor<16x47x256xf32>
    %569 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567, %391 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%568 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %570 = tensor.empty() : tensor<16x47x256xf32>
    %571 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<16x47x256xf32>) outs(%570 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %572 = tensor.empty() : tensor<16x47x256xf32>
    %573 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %387 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%572 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %574 = tensor.empty() : tensor<16x47x256xf32>
    %575 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %397 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%574 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %576 = tensor.empty() : tensor<16x47x256xf32>
    %577 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : tensor<16x47x256xf32>) outs(%576 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %578 = tensor.empty() : tensor<16x47x256xf32>
    %579 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567, %401 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%578 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %580 = tensor.empty() : tensor<16x47x256xf32>
    %581 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %397 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%580 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %582 = tensor.empty() : tensor<16x47x256xf32>
    %583 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %365 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%582 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %584 = tensor.empty() : tensor<16x47x256xf32>
    %585 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %365 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%584 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %586 = tensor.empty() : tensor<16x47x256xf32>
    %587 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585, %365 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%586 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %588 = tensor.empty() : tensor<16x47x256xf32>
    %589 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %365 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%588 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %590 = tensor.empty() : tensor<16x47x256xf32>
    %591 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %385 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%590 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %592 = tensor.empty() : tensor<16x47x256xf32>
    %593 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %381 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%592 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %594 = tensor.empty() : tensor<16x47x256xf32>
    %595 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591, %593 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%594 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %596 = tensor.empty() : tensor<16x47x256xf32>
    %597 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585, %377 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%596 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %598 = tensor.empty() : tensor<16x47x256xf32>
    %599 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %597 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%598 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %600 = tensor.empty() : tensor<16x47x256xf32>
    %601 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %373 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%600 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %602 = tensor.empty() : tensor<16x47x256xf32>
    %603 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599, %601 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%602 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %604 = tensor.empty() : tensor<16x47x256xf32>
    %605 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<16x47x256xf32>) outs(%604 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.06140542 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %606 = tensor.empty() : tensor<16x47x256xf32>
    %607 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603, %605 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%606 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %608 = tensor.empty() : tensor<16x47x256xf32>
    %609 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %365 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%608 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %610 = tensor.empty() : tensor<16x47x256xf32>
    %611 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609, %363 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%610 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %612 = tensor.empty() : tensor<16x47x256xf32>
    %613 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611 : tensor<16x47x256xf32>) outs(%612 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %614 = tensor.empty() : tensor<16x47x256xf32>
    %615 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577, %359 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%614 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %616 = tensor.empty() : tensor<16x47x256xf32>
    %617 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577, %359 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%616 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %618 = tensor.empty() : tensor<16x47x256xf32>
    %619 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %617 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%618 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %620 = tensor.empty() : tensor<16x47x256xf32>
    %621 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613 : tensor<16x47x256xf32>) outs(%620 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 0.327591091 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %622 = tensor.empty() : tensor<16x47x256xf32>
    %623 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619, %621 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%622 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %624 = tensor.empty() : tensor<16x47x256xf32>
    %625 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%579 : tensor<16x47x256xf32>) outs(%624 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 5.000000e-01 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %626 = tensor.empty() : tensor<16x47x256xf32>
    %627 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623 : tensor<16x47x256xf32>) outs(%626 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 0.707106769 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %628 = tensor.empty() : tensor<16x47x256xf32>
    %629 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625, %627 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%628 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %collapsed_140 = tensor.collapse_shape %357 [[0, 1, 2]] : tensor<16x47x256xf32> into tensor<192512xf32>
    %expanded_141 = tensor.expand_shape %collapsed_140 [[0, 1, 2, 3]] output_shape [16, 47, 256, 1] : tensor<192512xf32> into tensor<16x47x256x1xf32>
    %630 = tensor.empty() : tensor<16x47x256x2xf32>
    %631 = linalg.generic {indexing_maps = [#map23, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<16x47x256x1xf32>) outs(%630 : tensor<16x47x256x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x256x2xf32>
    %632 = tensor.empty() : tensor<16x47x256x2xf32>
    %633 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_93, %631 : tensor<16x47x256x2xf32>, tensor<16x47x256x2xf32>) outs(%632 : tensor<16x47x256x2xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.cmpf oeq, %in, %in_356 : f32
      %cst_357 = arith.constant 1.000000e+00 : f32
      %cst_358 = arith.constant 0.000000e+00 : f32
      %1226 = arith.select %1225, %cst_357, %cst_358 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x47x256x2xf32>
    %cst_142 = arith.constant 0.000000e+00 : f32
    %634 = tensor.empty() : tensor<16x47x256xf32>
    %635 = linalg.fill ins(%cst_142 : f32) outs(%634 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %636 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%633 : tensor<16x47x256x2xf32>) outs(%635 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %637 = tensor.empty() : tensor<16x47x256xf32>
    %638 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629, %636 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%637 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %collapsed_143 = tensor.collapse_shape %638 [[0, 1, 2]] : tensor<16x47x256xf32> into tensor<192512xf32>
    %expanded_144 = tensor.expand_shape %collapsed_143 [[0, 1, 2, 3]] output_shape [16, 47, 256, 1] : tensor<192512xf32> into tensor<16x47x256x1xf32>
    %639 = tensor.empty() : tensor<16x47x256x2xf32>
    %640 = linalg.generic {indexing_maps = [#map23, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144 : tensor<16x47x256x1xf32>) outs(%639 : tensor<16x47x256x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x256x2xf32>
    %641 = tensor.empty() : tensor<16x47x256x2xf32>
    %642 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%633, %640 : tensor<16x47x256x2xf32>, tensor<16x47x256x2xf32>) outs(%641 : tensor<16x47x256x2xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256x2xf32>
    %extracted_slice_145 = tensor.extract_slice %642[0, 0, 0, 1] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x2xf32> to tensor<16x47x256x1xf32>
    %643 = tensor.empty() : tensor<16x47x256x1xf32>
    %644 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_145 : tensor<16x47x256x1xf32>) outs(%643 : tensor<16x47x256x1xf32>) -> tensor<16x47x256x1xf32>
    %extracted_slice_146 = tensor.extract_slice %642[0, 0, 0, 0] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x2xf32> to tensor<16x47x256x1xf32>
    %645 = tensor.empty() : tensor<16x47x256x1xf32>
    %646 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_146 : tensor<16x47x256x1xf32>) outs(%645 : tensor<16x47x256x1xf32>) -> tensor<16x47x256x1xf32>
    %647 = tensor.empty() : tensor<16x47x256x1xf32>
    %648 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%644 : tensor<16x47x256x1xf32>) outs(%647 : tensor<16x47x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256x1xf32>
    %649 = tensor.empty() : tensor<16x47x256x1xf32>
    %650 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%646, %648 : tensor<16x47x256x1xf32>, tensor<16x47x256x1xf32>) outs(%649 : tensor<16x47x256x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256x1xf32>
    %651 = tensor.empty() : tensor<16x47x256xf32>
    %652 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567 : tensor<16x47x256xf32>) outs(%651 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 5.000000e-01 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %collapsed_147 = tensor.collapse_shape %650 [[0, 1, 2, 3]] : tensor<16x47x256x1xf32> into tensor<192512xf32>
    %expanded_148 = tensor.expand_shape %collapsed_147 [[0, 1, 2]] output_shape [16, 47, 256] : tensor<192512xf32> into tensor<16x47x256xf32>
    %653 = tensor.empty() : tensor<16x47x256xf32>
    %654 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %expanded_148 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%653 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %655 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_149 = linalg.transpose ins(%340 : tensor<16x47x64xf32>) outs(%655 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_150 = arith.constant 0.000000e+00 : f32
    %656 = tensor.empty() : tensor<16x64x256xf32>
    %657 = linalg.fill ins(%cst_150 : f32) outs(%656 : tensor<16x64x256xf32>) -> tensor<16x64x256xf32>
    %658 = linalg.batch_matmul ins(%transposed_149, %654 : tensor<16x64x47xf32>, tensor<16x47x256xf32>) outs(%657 : tensor<16x64x256xf32>) -> tensor<16x64x256xf32>
    %659 = tensor.empty() : tensor<16x256x64xf32>
    %transposed_151 = linalg.transpose ins(%342 : tensor<16x64x256xf32>) outs(%659 : tensor<16x256x64xf32>) permutation = [0, 2, 1] 
    %cst_152 = arith.constant 0.000000e+00 : f32
    %660 = tensor.empty() : tensor<16x47x64xf32>
    %661 = linalg.fill ins(%cst_152 : f32) outs(%660 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %662 = linalg.batch_matmul ins(%654, %transposed_151 : tensor<16x47x256xf32>, tensor<16x256x64xf32>) outs(%661 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %663 = tensor.empty() : tensor<16x47x64xf32>
    %664 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662, %332 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%663 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %665 = tensor.empty() : tensor<16x47x64xf32>
    %666 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662, %334 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%665 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %667 = tensor.empty() : tensor<16x47x64xf32>
    %668 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666, %315 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%667 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_153 = arith.constant 0.000000e+00 : f32
    %669 = tensor.empty() : tensor<16x47xf32>
    %670 = linalg.fill ins(%cst_153 : f32) outs(%669 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %671 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%668 : tensor<16x47x64xf32>) outs(%670 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_154 = tensor.collapse_shape %671 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_155 = tensor.expand_shape %collapsed_154 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %672 = tensor.empty() : tensor<16x47x1xf32>
    %673 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %328 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%672 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %674 = tensor.empty() : tensor<16x47x1xf32>
    %675 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%673, %326 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%674 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %676 = tensor.empty() : tensor<16x47x1xf32>
    %677 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%675 : tensor<16x47x1xf32>) outs(%676 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %678 = tensor.empty() : tensor<16x47x1xf32>
    %679 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<16x47x1xf32>) outs(%678 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 2.000000e+00 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %680 = tensor.empty() : tensor<16x47x1xf32>
    %681 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %679 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%680 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %collapsed_156 = tensor.collapse_shape %681 [[0, 1, 2]] : tensor<16x47x1xf32> into tensor<752xf32>
    %expanded_157 = tensor.expand_shape %collapsed_156 [[0, 1]] output_shape [16, 47] : tensor<752xf32> into tensor<16x47xf32>
    %682 = tensor.empty() : tensor<16x47xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_157 : tensor<16x47xf32>) outs(%682 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_158 = tensor.collapse_shape %683 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_159 = tensor.expand_shape %collapsed_158 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %684 = tensor.empty() : tensor<16x47x64xf32>
    %685 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159 : tensor<16x47x1xf32>) outs(%684 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %686 = tensor.empty() : tensor<16x47x64xf32>
    %687 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666, %330 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%686 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %688 = tensor.empty() : tensor<16x47x64xf32>
    %689 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685, %315 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%688 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %690 = tensor.empty() : tensor<16x47x64xf32>
    %691 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687, %689 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%690 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %692 = tensor.empty() : tensor<16x47x64xf32>
    %693 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685, %315 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%692 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %694 = tensor.empty() : tensor<16x47x64xf32>
    %695 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %693 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%694 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %696 = tensor.empty() : tensor<16x47x64xf32>
    %697 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695 : tensor<16x47x64xf32>) outs(%696 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_160 = arith.constant 0.000000e+00 : f32
    %698 = tensor.empty() : tensor<16x47xf32>
    %699 = linalg.fill ins(%cst_160 : f32) outs(%698 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %700 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%697 : tensor<16x47x64xf32>) outs(%699 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_161 = tensor.collapse_shape %700 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_162 = tensor.expand_shape %collapsed_161 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %collapsed_163 = tensor.collapse_shape %expanded_162 [[0, 1, 2]] : tensor<16x47x1xf32> into tensor<752xf32>
    %expanded_164 = tensor.expand_shape %collapsed_163 [[0, 1]] output_shape [16, 47] : tensor<752xf32> into tensor<16x47xf32>
    %701 = tensor.empty() : tensor<16x47xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_164 : tensor<16x47xf32>) outs(%701 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %703 = tensor.empty() : tensor<16x47x64xf32>
    %704 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559, %695 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%703 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %collapsed_165 = tensor.collapse_shape %702 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_166 = tensor.expand_shape %collapsed_165 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %705 = tensor.empty() : tensor<16x47x64xf32>
    %706 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166 : tensor<16x47x1xf32>) outs(%705 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %707 = tensor.empty() : tensor<16x47x64xf32>
    %708 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704, %706 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%707 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %709 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_167 = linalg.transpose ins(%expanded_79 : tensor<16x47x64xf32>) outs(%709 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_168 = arith.constant 0.000000e+00 : f32
    %710 = tensor.empty() : tensor<16x64x64xf32>
    %711 = linalg.fill ins(%cst_168 : f32) outs(%710 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %712 = linalg.batch_matmul ins(%transposed_167, %708 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%711 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %713 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_169 = linalg.transpose ins(%301 : tensor<16x64x64xf32>) outs(%713 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_170 = arith.constant 0.000000e+00 : f32
    %714 = tensor.empty() : tensor<16x47x64xf32>
    %715 = linalg.fill ins(%cst_170 : f32) outs(%714 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %716 = linalg.batch_matmul ins(%708, %transposed_169 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%715 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_171 = tensor.collapse_shape %716 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_172 = tensor.expand_shape %collapsed_171 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %717 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_173 = linalg.transpose ins(%expanded_172 : tensor<16x47x4x16xf32>) outs(%717 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %718 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_174 = linalg.transpose ins(%transposed_71 : tensor<16x4x47x16xf32>) outs(%718 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_175 = arith.constant 0.000000e+00 : f32
    %719 = tensor.empty() : tensor<16x4x47x47xf32>
    %720 = linalg.fill ins(%cst_175 : f32) outs(%719 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %721 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_173, %transposed_174 : tensor<16x4x47x16xf32>, tensor<16x4x16x47xf32>) outs(%720 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x47xf32>
    %722 = tensor.empty() : tensor<16x4x47x47xf32>
    %723 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721, %295 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%722 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_176 = arith.constant 0.000000e+00 : f32
    %724 = tensor.empty() : tensor<16x4x47xf32>
    %725 = linalg.fill ins(%cst_176 : f32) outs(%724 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %726 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%723 : tensor<16x4x47x47xf32>) outs(%725 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47xf32>
    %collapsed_177 = tensor.collapse_shape %726 [[0, 1, 2]] : tensor<16x4x47xf32> into tensor<3008xf32>
    %expanded_178 = tensor.expand_shape %collapsed_177 [[0, 1, 2, 3]] output_shape [16, 4, 47, 1] : tensor<3008xf32> into tensor<16x4x47x1xf32>
    %727 = tensor.empty() : tensor<16x4x47x47xf32>
    %728 = linalg.generic {indexing_maps = [#map23, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_178 : tensor<16x4x47x1xf32>) outs(%727 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x47x47xf32>
    %729 = tensor.empty() : tensor<16x4x47x47xf32>
    %730 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721, %728 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%729 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %731 = tensor.empty() : tensor<16x4x47x47xf32>
    %732 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %730 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%731 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %733 = tensor.empty() : tensor<16x4x47x47xf32>
    %734 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%732 : tensor<16x4x47x47xf32>) outs(%733 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 2.500000e-01 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %735 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_179 = linalg.transpose ins(%transposed_63 : tensor<16x4x47x16xf32>) outs(%735 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_180 = arith.constant 0.000000e+00 : f32
    %736 = tensor.empty() : tensor<16x4x16x47xf32>
    %737 = linalg.fill ins(%cst_180 : f32) outs(%736 : tensor<16x4x16x47xf32>) -> tensor<16x4x16x47xf32>
    %738 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_179, %734 : tensor<16x4x16x47xf32>, tensor<16x4x47x47xf32>) outs(%737 : tensor<16x4x16x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x16x47xf32>
    %739 = tensor.empty() : tensor<16x4x47x47xf32>
    %transposed_181 = linalg.transpose ins(%295 : tensor<16x4x47x47xf32>) outs(%739 : tensor<16x4x47x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_182 = arith.constant 0.000000e+00 : f32
    %740 = tensor.empty() : tensor<16x4x47x16xf32>
    %741 = linalg.fill ins(%cst_182 : f32) outs(%740 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %742 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_181, %transposed_173 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%741 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x16xf32>
    %743 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_183 = linalg.transpose ins(%742 : tensor<16x4x47x16xf32>) outs(%743 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_184 = tensor.collapse_shape %transposed_183 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_185 = tensor.expand_shape %collapsed_184 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %744 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_186 = linalg.transpose ins(%257 : tensor<16x47x64xf32>) outs(%744 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_187 = arith.constant 0.000000e+00 : f32
    %745 = tensor.empty() : tensor<16x64x64xf32>
    %746 = linalg.fill ins(%cst_187 : f32) outs(%745 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %747 = linalg.batch_matmul ins(%transposed_186, %expanded_185 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%746 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %748 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_188 = linalg.transpose ins(%738 : tensor<16x4x16x47xf32>) outs(%748 : tensor<16x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %749 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_189 = linalg.transpose ins(%transposed_188 : tensor<16x4x47x16xf32>) outs(%749 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_190 = tensor.collapse_shape %transposed_189 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_191 = tensor.expand_shape %collapsed_190 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %750 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_192 = linalg.transpose ins(%257 : tensor<16x47x64xf32>) outs(%750 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_193 = arith.constant 0.000000e+00 : f32
    %751 = tensor.empty() : tensor<16x64x64xf32>
    %752 = linalg.fill ins(%cst_193 : f32) outs(%751 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %753 = linalg.batch_matmul ins(%transposed_192, %expanded_191 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%752 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %754 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_194 = linalg.transpose ins(%transposed_72 : tensor<16x4x16x47xf32>) outs(%754 : tensor<16x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %cst_195 = arith.constant 0.000000e+00 : f32
    %755 = tensor.empty() : tensor<16x4x47x16xf32>
    %756 = linalg.fill ins(%cst_195 : f32) outs(%755 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %757 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%734, %transposed_194 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%756 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x16xf32>
    %758 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_196 = linalg.transpose ins(%757 : tensor<16x4x47x16xf32>) outs(%758 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_197 = tensor.collapse_shape %transposed_196 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_198 = tensor.expand_shape %collapsed_197 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %759 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_199 = linalg.transpose ins(%257 : tensor<16x47x64xf32>) outs(%759 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_200 = arith.constant 0.000000e+00 : f32
    %760 = tensor.empty() : tensor<16x64x64xf32>
    %761 = linalg.fill ins(%cst_200 : f32) outs(%760 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %762 = linalg.batch_matmul ins(%transposed_199, %expanded_198 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%761 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %763 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_201 = linalg.transpose ins(%271 : tensor<16x64x64xf32>) outs(%763 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_202 = arith.constant 0.000000e+00 : f32
    %764 = tensor.empty() : tensor<16x47x64xf32>
    %765 = linalg.fill ins(%cst_202 : f32) outs(%764 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %766 = linalg.batch_matmul ins(%expanded_185, %transposed_201 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%765 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %767 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_203 = linalg.transpose ins(%265 : tensor<16x64x64xf32>) outs(%767 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_204 = arith.constant 0.000000e+00 : f32
    %768 = tensor.empty() : tensor<16x47x64xf32>
    %769 = linalg.fill ins(%cst_204 : f32) outs(%768 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %770 = linalg.batch_matmul ins(%expanded_191, %transposed_203 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%769 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %771 = tensor.empty() : tensor<16x47x64xf32>
    %772 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%766, %770 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%771 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %773 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_205 = linalg.transpose ins(%259 : tensor<16x64x64xf32>) outs(%773 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_206 = arith.constant 0.000000e+00 : f32
    %774 = tensor.empty() : tensor<16x47x64xf32>
    %775 = linalg.fill ins(%cst_206 : f32) outs(%774 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %776 = linalg.batch_matmul ins(%expanded_198, %transposed_205 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%775 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %777 = tensor.empty() : tensor<16x47x64xf32>
    %778 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%772, %776 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%777 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %779 = tensor.empty() : tensor<16x47x64xf32>
    %780 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%778, %249 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%779 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %781 = tensor.empty() : tensor<16x47x64xf32>
    %782 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%778, %251 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%781 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %783 = tensor.empty() : tensor<16x47x64xf32>
    %784 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782, %232 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%783 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_207 = arith.constant 0.000000e+00 : f32
    %785 = tensor.empty() : tensor<16x47xf32>
    %786 = linalg.fill ins(%cst_207 : f32) outs(%785 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %787 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%784 : tensor<16x47x64xf32>) outs(%786 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_208 = tensor.collapse_shape %787 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_209 = tensor.expand_shape %collapsed_208 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %788 = tensor.empty() : tensor<16x47x1xf32>
    %789 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_209, %245 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%788 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %790 = tensor.empty() : tensor<16x47x1xf32>
    %791 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%789, %243 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%790 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %792 = tensor.empty() : tensor<16x47x1xf32>
    %793 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%791 : tensor<16x47x1xf32>) outs(%792 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %794 = tensor.empty() : tensor<16x47x1xf32>
    %795 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<16x47x1xf32>) outs(%794 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 2.000000e+00 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %796 = tensor.empty() : tensor<16x47x1xf32>
    %797 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%793, %795 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%796 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %collapsed_210 = tensor.collapse_shape %797 [[0, 1, 2]] : tensor<16x47x1xf32> into tensor<752xf32>
    %expanded_211 = tensor.expand_shape %collapsed_210 [[0, 1]] output_shape [16, 47] : tensor<752xf32> into tensor<16x47xf32>
    %798 = tensor.empty() : tensor<16x47xf32>
    %799 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_211 : tensor<16x47xf32>) outs(%798 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_212 = tensor.collapse_shape %799 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_213 = tensor.expand_shape %collapsed_212 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %800 = tensor.empty() : tensor<16x47x64xf32>
    %801 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_213 : tensor<16x47x1xf32>) outs(%800 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %802 = tensor.empty() : tensor<16x47x64xf32>
    %803 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782, %247 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%802 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %804 = tensor.empty() : tensor<16x47x64xf32>
    %805 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801, %232 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%804 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %806 = tensor.empty() : tensor<16x47x64xf32>
    %807 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%803, %805 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%806 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %808 = tensor.empty() : tensor<16x47x64xf32>
    %809 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801, %232 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%808 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %810 = tensor.empty() : tensor<16x47x64xf32>
    %811 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807, %809 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%810 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %812 = tensor.empty() : tensor<16x47x64xf32>
    %813 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%811 : tensor<16x47x64xf32>) outs(%812 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_214 = arith.constant 0.000000e+00 : f32
    %814 = tensor.empty() : tensor<16x47xf32>
    %815 = linalg.fill ins(%cst_214 : f32) outs(%814 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %816 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%813 : tensor<16x47x64xf32>) outs(%815 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_215 = tensor.collapse_shape %816 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_216 = tensor.expand_shape %collapsed_215 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %collapsed_217 = tensor.collapse_shape %expanded_216 [[0, 1, 2]] : tensor<16x47x1xf32> into tensor<752xf32>
    %expanded_218 = tensor.expand_shape %collapsed_217 [[0, 1]] output_shape [16, 47] : tensor<752xf32> into tensor<16x47xf32>
    %817 = tensor.empty() : tensor<16x47xf32>
    %818 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_218 : tensor<16x47xf32>) outs(%817 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %819 = tensor.empty() : tensor<16x47x64xf32>
    %820 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708, %811 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%819 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %collapsed_219 = tensor.collapse_shape %818 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_220 = tensor.expand_shape %collapsed_219 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %821 = tensor.empty() : tensor<16x47x64xf32>
    %822 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_220 : tensor<16x47x1xf32>) outs(%821 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %823 = tensor.empty() : tensor<16x47x64xf32>
    %824 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820, %822 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%823 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %825 = tensor.empty() : tensor<16x256x47xf32>
    %transposed_221 = linalg.transpose ins(%212 : tensor<16x47x256xf32>) outs(%825 : tensor<16x256x47xf32>) permutation = [0, 2, 1] 
    %cst_222 = arith.constant 0.000000e+00 : f32
    %826 = tensor.empty() : tensor<16x256x64xf32>
    %827 = linalg.fill ins(%cst_222 : f32) outs(%826 : tensor<16x256x64xf32>) -> tensor<16x256x64xf32>
    %828 = linalg.batch_matmul ins(%transposed_221, %824 : tensor<16x256x47xf32>, tensor<16x47x64xf32>) outs(%827 : tensor<16x256x64xf32>) -> tensor<16x256x64xf32>
    %829 = tensor.empty() : tensor<16x64x256xf32>
    %transposed_223 = linalg.transpose ins(%214 : tensor<16x256x64xf32>) outs(%829 : tensor<16x64x256xf32>) permutation = [0, 2, 1] 
    %cst_224 = arith.constant 0.000000e+00 : f32
    %830 = tensor.empty() : tensor<16x47x256xf32>
    %831 = linalg.fill ins(%cst_224 : f32) outs(%830 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %832 = linalg.batch_matmul ins(%824, %transposed_223 : tensor<16x47x64xf32>, tensor<16x64x256xf32>) outs(%831 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %833 = tensor.empty() : tensor<16x47x256xf32>
    %834 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %198 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%833 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %835 = tensor.empty() : tensor<16x47x256xf32>
    %836 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834 : tensor<16x47x256xf32>) outs(%835 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %837 = tensor.empty() : tensor<16x47x256xf32>
    %838 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836, %194 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%837 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %839 = tensor.empty() : tensor<16x47x256xf32>
    %840 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%838, %204 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%839 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %841 = tensor.empty() : tensor<16x47x256xf32>
    %842 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%840 : tensor<16x47x256xf32>) outs(%841 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %843 = tensor.empty() : tensor<16x47x256xf32>
    %844 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %208 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%843 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %845 = tensor.empty() : tensor<16x47x256xf32>
    %846 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836, %204 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%845 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %847 = tensor.empty() : tensor<16x47x256xf32>
    %848 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%846, %172 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%847 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %849 = tensor.empty() : tensor<16x47x256xf32>
    %850 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%848, %172 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%849 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %851 = tensor.empty() : tensor<16x47x256xf32>
    %852 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850, %172 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%851 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %853 = tensor.empty() : tensor<16x47x256xf32>
    %854 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852, %172 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%853 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %855 = tensor.empty() : tensor<16x47x256xf32>
    %856 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%846, %192 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%855 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %857 = tensor.empty() : tensor<16x47x256xf32>
    %858 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%848, %188 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%857 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %859 = tensor.empty() : tensor<16x47x256xf32>
    %860 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%856, %858 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%859 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %861 = tensor.empty() : tensor<16x47x256xf32>
    %862 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850, %184 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%861 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %863 = tensor.empty() : tensor<16x47x256xf32>
    %864 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%860, %862 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%863 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %865 = tensor.empty() : tensor<16x47x256xf32>
    %866 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852, %180 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%865 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %867 = tensor.empty() : tensor<16x47x256xf32>
    %868 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%864, %866 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%867 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %869 = tensor.empty() : tensor<16x47x256xf32>
    %870 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%854 : tensor<16x47x256xf32>) outs(%869 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.06140542 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %871 = tensor.empty() : tensor<16x47x256xf32>
    %872 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%868, %870 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%871 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %873 = tensor.empty() : tensor<16x47x256xf32>
    %874 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872, %172 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%873 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %875 = tensor.empty() : tensor<16x47x256xf32>
    %876 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%874, %170 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%875 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %877 = tensor.empty() : tensor<16x47x256xf32>
    %878 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%876 : tensor<16x47x256xf32>) outs(%877 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %879 = tensor.empty() : tensor<16x47x256xf32>
    %880 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%842, %166 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%879 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %881 = tensor.empty() : tensor<16x47x256xf32>
    %882 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%842, %166 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%881 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %883 = tensor.empty() : tensor<16x47x256xf32>
    %884 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880, %882 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%883 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %885 = tensor.empty() : tensor<16x47x256xf32>
    %886 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%878 : tensor<16x47x256xf32>) outs(%885 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 0.327591091 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %887 = tensor.empty() : tensor<16x47x256xf32>
    %888 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%884, %886 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%887 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %889 = tensor.empty() : tensor<16x47x256xf32>
    %890 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%844 : tensor<16x47x256xf32>) outs(%889 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 5.000000e-01 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %891 = tensor.empty() : tensor<16x47x256xf32>
    %892 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%888 : tensor<16x47x256xf32>) outs(%891 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 0.707106769 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %893 = tensor.empty() : tensor<16x47x256xf32>
    %894 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890, %892 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%893 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %collapsed_225 = tensor.collapse_shape %164 [[0, 1, 2]] : tensor<16x47x256xf32> into tensor<192512xf32>
    %expanded_226 = tensor.expand_shape %collapsed_225 [[0, 1, 2, 3]] output_shape [16, 47, 256, 1] : tensor<192512xf32> into tensor<16x47x256x1xf32>
    %895 = tensor.empty() : tensor<16x47x256x2xf32>
    %896 = linalg.generic {indexing_maps = [#map23, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_226 : tensor<16x47x256x1xf32>) outs(%895 : tensor<16x47x256x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x256x2xf32>
    %897 = tensor.empty() : tensor<16x47x256x2xf32>
    %898 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_49, %896 : tensor<16x47x256x2xf32>, tensor<16x47x256x2xf32>) outs(%897 : tensor<16x47x256x2xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.cmpf oeq, %in, %in_356 : f32
      %cst_357 = arith.constant 1.000000e+00 : f32
      %cst_358 = arith.constant 0.000000e+00 : f32
      %1226 = arith.select %1225, %cst_357, %cst_358 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x47x256x2xf32>
    %cst_227 = arith.constant 0.000000e+00 : f32
    %899 = tensor.empty() : tensor<16x47x256xf32>
    %900 = linalg.fill ins(%cst_227 : f32) outs(%899 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %901 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%898 : tensor<16x47x256x2xf32>) outs(%900 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %902 = tensor.empty() : tensor<16x47x256xf32>
    %903 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%894, %901 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%902 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %collapsed_228 = tensor.collapse_shape %903 [[0, 1, 2]] : tensor<16x47x256xf32> into tensor<192512xf32>
    %expanded_229 = tensor.expand_shape %collapsed_228 [[0, 1, 2, 3]] output_shape [16, 47, 256, 1] : tensor<192512xf32> into tensor<16x47x256x1xf32>
    %904 = tensor.empty() : tensor<16x47x256x2xf32>
    %905 = linalg.generic {indexing_maps = [#map23, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_229 : tensor<16x47x256x1xf32>) outs(%904 : tensor<16x47x256x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x256x2xf32>
    %906 = tensor.empty() : tensor<16x47x256x2xf32>
    %907 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%898, %905 : tensor<16x47x256x2xf32>, tensor<16x47x256x2xf32>) outs(%906 : tensor<16x47x256x2xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256x2xf32>
    %extracted_slice_230 = tensor.extract_slice %907[0, 0, 0, 1] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x2xf32> to tensor<16x47x256x1xf32>
    %908 = tensor.empty() : tensor<16x47x256x1xf32>
    %909 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_230 : tensor<16x47x256x1xf32>) outs(%908 : tensor<16x47x256x1xf32>) -> tensor<16x47x256x1xf32>
    %extracted_slice_231 = tensor.extract_slice %907[0, 0, 0, 0] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x2xf32> to tensor<16x47x256x1xf32>
    %910 = tensor.empty() : tensor<16x47x256x1xf32>
    %911 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_231 : tensor<16x47x256x1xf32>) outs(%910 : tensor<16x47x256x1xf32>) -> tensor<16x47x256x1xf32>
    %912 = tensor.empty() : tensor<16x47x256x1xf32>
    %913 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909 : tensor<16x47x256x1xf32>) outs(%912 : tensor<16x47x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256x1xf32>
    %914 = tensor.empty() : tensor<16x47x256x1xf32>
    %915 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%911, %913 : tensor<16x47x256x1xf32>, tensor<16x47x256x1xf32>) outs(%914 : tensor<16x47x256x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256x1xf32>
    %916 = tensor.empty() : tensor<16x47x256xf32>
    %917 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832 : tensor<16x47x256xf32>) outs(%916 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 5.000000e-01 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %collapsed_232 = tensor.collapse_shape %915 [[0, 1, 2, 3]] : tensor<16x47x256x1xf32> into tensor<192512xf32>
    %expanded_233 = tensor.expand_shape %collapsed_232 [[0, 1, 2]] output_shape [16, 47, 256] : tensor<192512xf32> into tensor<16x47x256xf32>
    %918 = tensor.empty() : tensor<16x47x256xf32>
    %919 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%917, %expanded_233 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%918 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x256xf32>
    %920 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_234 = linalg.transpose ins(%147 : tensor<16x47x64xf32>) outs(%920 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_235 = arith.constant 0.000000e+00 : f32
    %921 = tensor.empty() : tensor<16x64x256xf32>
    %922 = linalg.fill ins(%cst_235 : f32) outs(%921 : tensor<16x64x256xf32>) -> tensor<16x64x256xf32>
    %923 = linalg.batch_matmul ins(%transposed_234, %919 : tensor<16x64x47xf32>, tensor<16x47x256xf32>) outs(%922 : tensor<16x64x256xf32>) -> tensor<16x64x256xf32>
    %924 = tensor.empty() : tensor<16x256x64xf32>
    %transposed_236 = linalg.transpose ins(%149 : tensor<16x64x256xf32>) outs(%924 : tensor<16x256x64xf32>) permutation = [0, 2, 1] 
    %cst_237 = arith.constant 0.000000e+00 : f32
    %925 = tensor.empty() : tensor<16x47x64xf32>
    %926 = linalg.fill ins(%cst_237 : f32) outs(%925 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %927 = linalg.batch_matmul ins(%919, %transposed_236 : tensor<16x47x256xf32>, tensor<16x256x64xf32>) outs(%926 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %928 = tensor.empty() : tensor<16x47x64xf32>
    %929 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%927, %139 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%928 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %930 = tensor.empty() : tensor<16x47x64xf32>
    %931 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%927, %141 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%930 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %932 = tensor.empty() : tensor<16x47x64xf32>
    %933 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%931, %122 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%932 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_238 = arith.constant 0.000000e+00 : f32
    %934 = tensor.empty() : tensor<16x47xf32>
    %935 = linalg.fill ins(%cst_238 : f32) outs(%934 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %936 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%933 : tensor<16x47x64xf32>) outs(%935 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_239 = tensor.collapse_shape %936 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_240 = tensor.expand_shape %collapsed_239 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %937 = tensor.empty() : tensor<16x47x1xf32>
    %938 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_240, %135 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%937 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %939 = tensor.empty() : tensor<16x47x1xf32>
    %940 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%938, %133 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%939 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %941 = tensor.empty() : tensor<16x47x1xf32>
    %942 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%940 : tensor<16x47x1xf32>) outs(%941 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %943 = tensor.empty() : tensor<16x47x1xf32>
    %944 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<16x47x1xf32>) outs(%943 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 2.000000e+00 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %945 = tensor.empty() : tensor<16x47x1xf32>
    %946 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%942, %944 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%945 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %collapsed_241 = tensor.collapse_shape %946 [[0, 1, 2]] : tensor<16x47x1xf32> into tensor<752xf32>
    %expanded_242 = tensor.expand_shape %collapsed_241 [[0, 1]] output_shape [16, 47] : tensor<752xf32> into tensor<16x47xf32>
    %947 = tensor.empty() : tensor<16x47xf32>
    %948 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_242 : tensor<16x47xf32>) outs(%947 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_243 = tensor.collapse_shape %948 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_244 = tensor.expand_shape %collapsed_243 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %949 = tensor.empty() : tensor<16x47x64xf32>
    %950 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_244 : tensor<16x47x1xf32>) outs(%949 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %951 = tensor.empty() : tensor<16x47x64xf32>
    %952 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%931, %137 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%951 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %953 = tensor.empty() : tensor<16x47x64xf32>
    %954 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%950, %122 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%953 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %955 = tensor.empty() : tensor<16x47x64xf32>
    %956 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%952, %954 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%955 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %957 = tensor.empty() : tensor<16x47x64xf32>
    %958 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%950, %122 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%957 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %959 = tensor.empty() : tensor<16x47x64xf32>
    %960 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%956, %958 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%959 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %961 = tensor.empty() : tensor<16x47x64xf32>
    %962 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%960 : tensor<16x47x64xf32>) outs(%961 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_245 = arith.constant 0.000000e+00 : f32
    %963 = tensor.empty() : tensor<16x47xf32>
    %964 = linalg.fill ins(%cst_245 : f32) outs(%963 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %965 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%962 : tensor<16x47x64xf32>) outs(%964 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_246 = tensor.collapse_shape %965 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_247 = tensor.expand_shape %collapsed_246 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %collapsed_248 = tensor.collapse_shape %expanded_247 [[0, 1, 2]] : tensor<16x47x1xf32> into tensor<752xf32>
    %expanded_249 = tensor.expand_shape %collapsed_248 [[0, 1]] output_shape [16, 47] : tensor<752xf32> into tensor<16x47xf32>
    %966 = tensor.empty() : tensor<16x47xf32>
    %967 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_249 : tensor<16x47xf32>) outs(%966 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %968 = tensor.empty() : tensor<16x47x64xf32>
    %969 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%824, %960 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%968 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %collapsed_250 = tensor.collapse_shape %967 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_251 = tensor.expand_shape %collapsed_250 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %970 = tensor.empty() : tensor<16x47x64xf32>
    %971 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_251 : tensor<16x47x1xf32>) outs(%970 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %972 = tensor.empty() : tensor<16x47x64xf32>
    %973 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%969, %971 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%972 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %974 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_252 = linalg.transpose ins(%expanded_35 : tensor<16x47x64xf32>) outs(%974 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_253 = arith.constant 0.000000e+00 : f32
    %975 = tensor.empty() : tensor<16x64x64xf32>
    %976 = linalg.fill ins(%cst_253 : f32) outs(%975 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %977 = linalg.batch_matmul ins(%transposed_252, %973 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%976 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %978 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_254 = linalg.transpose ins(%108 : tensor<16x64x64xf32>) outs(%978 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_255 = arith.constant 0.000000e+00 : f32
    %979 = tensor.empty() : tensor<16x47x64xf32>
    %980 = linalg.fill ins(%cst_255 : f32) outs(%979 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %981 = linalg.batch_matmul ins(%973, %transposed_254 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%980 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_256 = tensor.collapse_shape %981 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_257 = tensor.expand_shape %collapsed_256 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %982 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_258 = linalg.transpose ins(%expanded_257 : tensor<16x47x4x16xf32>) outs(%982 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %983 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_259 = linalg.transpose ins(%transposed_27 : tensor<16x4x47x16xf32>) outs(%983 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_260 = arith.constant 0.000000e+00 : f32
    %984 = tensor.empty() : tensor<16x4x47x47xf32>
    %985 = linalg.fill ins(%cst_260 : f32) outs(%984 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %986 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_258, %transposed_259 : tensor<16x4x47x16xf32>, tensor<16x4x16x47xf32>) outs(%985 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x47xf32>
    %987 = tensor.empty() : tensor<16x4x47x47xf32>
    %988 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%986, %102 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%987 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_261 = arith.constant 0.000000e+00 : f32
    %989 = tensor.empty() : tensor<16x4x47xf32>
    %990 = linalg.fill ins(%cst_261 : f32) outs(%989 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %991 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%988 : tensor<16x4x47x47xf32>) outs(%990 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47xf32>
    %collapsed_262 = tensor.collapse_shape %991 [[0, 1, 2]] : tensor<16x4x47xf32> into tensor<3008xf32>
    %expanded_263 = tensor.expand_shape %collapsed_262 [[0, 1, 2, 3]] output_shape [16, 4, 47, 1] : tensor<3008xf32> into tensor<16x4x47x1xf32>
    %992 = tensor.empty() : tensor<16x4x47x47xf32>
    %993 = linalg.generic {indexing_maps = [#map23, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_263 : tensor<16x4x47x1xf32>) outs(%992 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x47x47xf32>
    %994 = tensor.empty() : tensor<16x4x47x47xf32>
    %995 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%986, %993 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%994 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.subf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %996 = tensor.empty() : tensor<16x4x47x47xf32>
    %997 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %995 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%996 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %998 = tensor.empty() : tensor<16x4x47x47xf32>
    %999 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997 : tensor<16x4x47x47xf32>) outs(%998 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 2.500000e-01 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x4x47x47xf32>
    %1000 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_264 = linalg.transpose ins(%transposed : tensor<16x4x47x16xf32>) outs(%1000 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_265 = arith.constant 0.000000e+00 : f32
    %1001 = tensor.empty() : tensor<16x4x16x47xf32>
    %1002 = linalg.fill ins(%cst_265 : f32) outs(%1001 : tensor<16x4x16x47xf32>) -> tensor<16x4x16x47xf32>
    %1003 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_264, %999 : tensor<16x4x16x47xf32>, tensor<16x4x47x47xf32>) outs(%1002 : tensor<16x4x16x47xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x16x47xf32>
    %1004 = tensor.empty() : tensor<16x4x47x47xf32>
    %transposed_266 = linalg.transpose ins(%102 : tensor<16x4x47x47xf32>) outs(%1004 : tensor<16x4x47x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_267 = arith.constant 0.000000e+00 : f32
    %1005 = tensor.empty() : tensor<16x4x47x16xf32>
    %1006 = linalg.fill ins(%cst_267 : f32) outs(%1005 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %1007 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_266, %transposed_258 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%1006 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x16xf32>
    %1008 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_268 = linalg.transpose ins(%1007 : tensor<16x4x47x16xf32>) outs(%1008 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_269 = tensor.collapse_shape %transposed_268 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_270 = tensor.expand_shape %collapsed_269 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %1009 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_271 = linalg.transpose ins(%64 : tensor<16x47x64xf32>) outs(%1009 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_272 = arith.constant 0.000000e+00 : f32
    %1010 = tensor.empty() : tensor<16x64x64xf32>
    %1011 = linalg.fill ins(%cst_272 : f32) outs(%1010 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %1012 = linalg.batch_matmul ins(%transposed_271, %expanded_270 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%1011 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %1013 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_273 = linalg.transpose ins(%1003 : tensor<16x4x16x47xf32>) outs(%1013 : tensor<16x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %1014 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_274 = linalg.transpose ins(%transposed_273 : tensor<16x4x47x16xf32>) outs(%1014 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_275 = tensor.collapse_shape %transposed_274 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_276 = tensor.expand_shape %collapsed_275 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %1015 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_277 = linalg.transpose ins(%64 : tensor<16x47x64xf32>) outs(%1015 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_278 = arith.constant 0.000000e+00 : f32
    %1016 = tensor.empty() : tensor<16x64x64xf32>
    %1017 = linalg.fill ins(%cst_278 : f32) outs(%1016 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %1018 = linalg.batch_matmul ins(%transposed_277, %expanded_276 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%1017 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %1019 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_279 = linalg.transpose ins(%transposed_28 : tensor<16x4x16x47xf32>) outs(%1019 : tensor<16x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %cst_280 = arith.constant 0.000000e+00 : f32
    %1020 = tensor.empty() : tensor<16x4x47x16xf32>
    %1021 = linalg.fill ins(%cst_280 : f32) outs(%1020 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %1022 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%999, %transposed_279 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%1021 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      %1226 = arith.addf %out, %1225 : f32
      linalg.yield %1226 : f32
    } -> tensor<16x4x47x16xf32>
    %1023 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_281 = linalg.transpose ins(%1022 : tensor<16x4x47x16xf32>) outs(%1023 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_282 = tensor.collapse_shape %transposed_281 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_283 = tensor.expand_shape %collapsed_282 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %1024 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_284 = linalg.transpose ins(%64 : tensor<16x47x64xf32>) outs(%1024 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_285 = arith.constant 0.000000e+00 : f32
    %1025 = tensor.empty() : tensor<16x64x64xf32>
    %1026 = linalg.fill ins(%cst_285 : f32) outs(%1025 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %1027 = linalg.batch_matmul ins(%transposed_284, %expanded_283 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%1026 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %1028 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_286 = linalg.transpose ins(%78 : tensor<16x64x64xf32>) outs(%1028 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_287 = arith.constant 0.000000e+00 : f32
    %1029 = tensor.empty() : tensor<16x47x64xf32>
    %1030 = linalg.fill ins(%cst_287 : f32) outs(%1029 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %1031 = linalg.batch_matmul ins(%expanded_270, %transposed_286 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%1030 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %1032 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_288 = linalg.transpose ins(%72 : tensor<16x64x64xf32>) outs(%1032 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_289 = arith.constant 0.000000e+00 : f32
    %1033 = tensor.empty() : tensor<16x47x64xf32>
    %1034 = linalg.fill ins(%cst_289 : f32) outs(%1033 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %1035 = linalg.batch_matmul ins(%expanded_276, %transposed_288 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%1034 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %1036 = tensor.empty() : tensor<16x47x64xf32>
    %1037 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1031, %1035 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1036 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %1038 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_290 = linalg.transpose ins(%66 : tensor<16x64x64xf32>) outs(%1038 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_291 = arith.constant 0.000000e+00 : f32
    %1039 = tensor.empty() : tensor<16x47x64xf32>
    %1040 = linalg.fill ins(%cst_291 : f32) outs(%1039 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %1041 = linalg.batch_matmul ins(%expanded_283, %transposed_290 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%1040 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %1042 = tensor.empty() : tensor<16x47x64xf32>
    %1043 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1037, %1041 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1042 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %1044 = tensor.empty() : tensor<16x47x64xf32>
    %1045 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1043, %56 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1044 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %1046 = tensor.empty() : tensor<16x47x64xf32>
    %1047 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1043, %58 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1046 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %1048 = tensor.empty() : tensor<16x47x64xf32>
    %1049 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1047, %39 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1048 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_292 = arith.constant 0.000000e+00 : f32
    %1050 = tensor.empty() : tensor<16x47xf32>
    %1051 = linalg.fill ins(%cst_292 : f32) outs(%1050 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %1052 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1049 : tensor<16x47x64xf32>) outs(%1051 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_293 = tensor.collapse_shape %1052 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_294 = tensor.expand_shape %collapsed_293 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %1053 = tensor.empty() : tensor<16x47x1xf32>
    %1054 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_294, %52 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%1053 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %1055 = tensor.empty() : tensor<16x47x1xf32>
    %1056 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1054, %50 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%1055 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %1057 = tensor.empty() : tensor<16x47x1xf32>
    %1058 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1056 : tensor<16x47x1xf32>) outs(%1057 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %1059 = tensor.empty() : tensor<16x47x1xf32>
    %1060 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<16x47x1xf32>) outs(%1059 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 2.000000e+00 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %1061 = tensor.empty() : tensor<16x47x1xf32>
    %1062 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1058, %1060 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%1061 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.divf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x1xf32>
    %collapsed_295 = tensor.collapse_shape %1062 [[0, 1, 2]] : tensor<16x47x1xf32> into tensor<752xf32>
    %expanded_296 = tensor.expand_shape %collapsed_295 [[0, 1]] output_shape [16, 47] : tensor<752xf32> into tensor<16x47xf32>
    %1063 = tensor.empty() : tensor<16x47xf32>
    %1064 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_296 : tensor<16x47xf32>) outs(%1063 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_297 = tensor.collapse_shape %1064 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_298 = tensor.expand_shape %collapsed_297 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %1065 = tensor.empty() : tensor<16x47x64xf32>
    %1066 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_298 : tensor<16x47x1xf32>) outs(%1065 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %1067 = tensor.empty() : tensor<16x47x64xf32>
    %1068 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1047, %54 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1067 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %1069 = tensor.empty() : tensor<16x47x64xf32>
    %1070 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066, %39 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1069 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %1071 = tensor.empty() : tensor<16x47x64xf32>
    %1072 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1068, %1070 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1071 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %1073 = tensor.empty() : tensor<16x47x64xf32>
    %1074 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066, %39 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1073 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.mulf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %1075 = tensor.empty() : tensor<16x47x64xf32>
    %1076 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1072, %1074 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1075 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %1077 = tensor.empty() : tensor<16x47x64xf32>
    %1078 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1076 : tensor<16x47x64xf32>) outs(%1077 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.negf %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_299 = arith.constant 0.000000e+00 : f32
    %1079 = tensor.empty() : tensor<16x47xf32>
    %1080 = linalg.fill ins(%cst_299 : f32) outs(%1079 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %1081 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1078 : tensor<16x47x64xf32>) outs(%1080 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %collapsed_300 = tensor.collapse_shape %1081 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_301 = tensor.expand_shape %collapsed_300 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %collapsed_302 = tensor.collapse_shape %expanded_301 [[0, 1, 2]] : tensor<16x47x1xf32> into tensor<752xf32>
    %expanded_303 = tensor.expand_shape %collapsed_302 [[0, 1]] output_shape [16, 47] : tensor<752xf32> into tensor<16x47xf32>
    %1082 = tensor.empty() : tensor<16x47xf32>
    %1083 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_303 : tensor<16x47xf32>) outs(%1082 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_356 = arith.constant 1.562500e-02 : f32
      %1225 = arith.mulf %in, %cst_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47xf32>
    %1084 = tensor.empty() : tensor<16x47x64xf32>
    %1085 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%973, %1076 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1084 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %collapsed_304 = tensor.collapse_shape %1083 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_305 = tensor.expand_shape %collapsed_304 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %1086 = tensor.empty() : tensor<16x47x64xf32>
    %1087 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_305 : tensor<16x47x1xf32>) outs(%1086 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %1088 = tensor.empty() : tensor<16x47x64xf32>
    %1089 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085, %1087 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%1088 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %1225 = arith.addf %in, %in_356 : f32
      linalg.yield %1225 : f32
    } -> tensor<16x47x64xf32>
    %cst_306 = arith.constant 0.000000e+00 : f32
    %1090 = tensor.empty() : tensor<47x64xf32>
    %1091 = linalg.fill ins(%cst_306 : f32) outs(%1090 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %1092 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1089 : tensor<16x47x64xf32>) outs(%1091 : tensor<47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<47x64xf32>
    %collapsed_307 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<16x47xi64> into tensor<752xi64>
    %1093 = tensor.empty() : tensor<752x77xf32>
    %1094 = linalg.generic {indexing_maps = [#map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_307 : tensor<752xi64>) outs(%1093 : tensor<752x77xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1225 = linalg.index 1 : index
      %1226 = arith.index_cast %1225 : index to i64
      %1227 = arith.cmpi eq, %in, %1226 : i64
      %cst_356 = arith.constant 1.000000e+00 : f32
      %cst_357 = arith.constant 0.000000e+00 : f32
      %1228 = arith.select %1227, %cst_356, %cst_357 : f32
      linalg.yield %1228 : f32
    } -> tensor<752x77xf32>
    %1095 = tensor.empty() : tensor<77x752xf32>
    %transposed_308 = linalg.transpose ins(%1094 : tensor<752x77xf32>) outs(%1095 : tensor<77x752xf32>) permutation = [1, 0] 
    %collapsed_309 = tensor.collapse_shape %1089 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_310 = tensor.expand_shape %collapsed_309 [[0, 1]] output_shape [752, 64] : tensor<48128xf32> into tensor<752x64xf32>
    %cst_311 = arith.constant 0.000000e+00 : f32
    %1096 = tensor.empty() : tensor<77x64xf32>
    %1097 = linalg.fill ins(%cst_311 : f32) outs(%1096 : tensor<77x64xf32>) -> tensor<77x64xf32>
    %1098 = linalg.matmul ins(%transposed_308, %expanded_310 : tensor<77x752xf32>, tensor<752x64xf32>) outs(%1097 : tensor<77x64xf32>) -> tensor<77x64xf32>
    %cst_312 = arith.constant 0.000000e+00 : f32
    %1099 = tensor.empty() : tensor<64x64xf32>
    %1100 = linalg.fill ins(%cst_312 : f32) outs(%1099 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %extracted_slice_313 = tensor.extract_slice %1100[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %1101 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%1092 : tensor<47x64xf32>) outs(%extracted_slice_313 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %inserted_slice_314 = tensor.insert_slice %1101 into %1100[0, 0] [47, 64] [1, 1] : tensor<47x64xf32> into tensor<64x64xf32>
    %cst_315 = arith.constant 0.000000e+00 : f32
    %1102 = tensor.empty() : tensor<16x64xf32>
    %1103 = linalg.fill ins(%cst_315 : f32) outs(%1102 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1104 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%1045 : tensor<16x47x64xf32>) outs(%1103 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_316 = arith.constant 0.000000e+00 : f32
    %1105 = tensor.empty() : tensor<64xf32>
    %1106 = linalg.fill ins(%cst_316 : f32) outs(%1105 : tensor<64xf32>) -> tensor<64xf32>
    %1107 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1104 : tensor<16x64xf32>) outs(%1106 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_317 = arith.constant 0.000000e+00 : f32
    %1108 = tensor.empty() : tensor<16x64xf32>
    %1109 = linalg.fill ins(%cst_317 : f32) outs(%1108 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1110 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%1043 : tensor<16x47x64xf32>) outs(%1109 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_318 = arith.constant 0.000000e+00 : f32
    %1111 = tensor.empty() : tensor<64xf32>
    %1112 = linalg.fill ins(%cst_318 : f32) outs(%1111 : tensor<64xf32>) -> tensor<64xf32>
    %1113 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1110 : tensor<16x64xf32>) outs(%1112 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_319 = arith.constant 0.000000e+00 : f32
    %1114 = tensor.empty() : tensor<64x64xf32>
    %1115 = linalg.fill ins(%cst_319 : f32) outs(%1114 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1116 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1027 : tensor<16x64x64xf32>) outs(%1115 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x64xf32>
    %cst_320 = arith.constant 0.000000e+00 : f32
    %1117 = tensor.empty() : tensor<64x64xf32>
    %1118 = linalg.fill ins(%cst_320 : f32) outs(%1117 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1119 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1018 : tensor<16x64x64xf32>) outs(%1118 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x64xf32>
    %cst_321 = arith.constant 0.000000e+00 : f32
    %1120 = tensor.empty() : tensor<64x64xf32>
    %1121 = linalg.fill ins(%cst_321 : f32) outs(%1120 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1122 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%1012 : tensor<16x64x64xf32>) outs(%1121 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x64xf32>
    %cst_322 = arith.constant 0.000000e+00 : f32
    %1123 = tensor.empty() : tensor<64x64xf32>
    %1124 = linalg.fill ins(%cst_322 : f32) outs(%1123 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1125 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%977 : tensor<16x64x64xf32>) outs(%1124 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x64xf32>
    %cst_323 = arith.constant 0.000000e+00 : f32
    %1126 = tensor.empty() : tensor<16x64xf32>
    %1127 = linalg.fill ins(%cst_323 : f32) outs(%1126 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1128 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%929 : tensor<16x47x64xf32>) outs(%1127 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_324 = arith.constant 0.000000e+00 : f32
    %1129 = tensor.empty() : tensor<64xf32>
    %1130 = linalg.fill ins(%cst_324 : f32) outs(%1129 : tensor<64xf32>) -> tensor<64xf32>
    %1131 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1128 : tensor<16x64xf32>) outs(%1130 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_325 = arith.constant 0.000000e+00 : f32
    %1132 = tensor.empty() : tensor<16x64xf32>
    %1133 = linalg.fill ins(%cst_325 : f32) outs(%1132 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1134 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%927 : tensor<16x47x64xf32>) outs(%1133 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_326 = arith.constant 0.000000e+00 : f32
    %1135 = tensor.empty() : tensor<64xf32>
    %1136 = linalg.fill ins(%cst_326 : f32) outs(%1135 : tensor<64xf32>) -> tensor<64xf32>
    %1137 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1134 : tensor<16x64xf32>) outs(%1136 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_327 = arith.constant 0.000000e+00 : f32
    %1138 = tensor.empty() : tensor<64x256xf32>
    %1139 = linalg.fill ins(%cst_327 : f32) outs(%1138 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1140 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%923 : tensor<16x64x256xf32>) outs(%1139 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x256xf32>
    %cst_328 = arith.constant 0.000000e+00 : f32
    %1141 = tensor.empty() : tensor<16x256xf32>
    %1142 = linalg.fill ins(%cst_328 : f32) outs(%1141 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %1143 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%919 : tensor<16x47x256xf32>) outs(%1142 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x256xf32>
    %cst_329 = arith.constant 0.000000e+00 : f32
    %1144 = tensor.empty() : tensor<256xf32>
    %1145 = linalg.fill ins(%cst_329 : f32) outs(%1144 : tensor<256xf32>) -> tensor<256xf32>
    %1146 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1143 : tensor<16x256xf32>) outs(%1145 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<256xf32>
    %cst_330 = arith.constant 0.000000e+00 : f32
    %1147 = tensor.empty() : tensor<256x64xf32>
    %1148 = linalg.fill ins(%cst_330 : f32) outs(%1147 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1149 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%828 : tensor<16x256x64xf32>) outs(%1148 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<256x64xf32>
    %cst_331 = arith.constant 0.000000e+00 : f32
    %1150 = tensor.empty() : tensor<16x64xf32>
    %1151 = linalg.fill ins(%cst_331 : f32) outs(%1150 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1152 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%824 : tensor<16x47x64xf32>) outs(%1151 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_332 = arith.constant 0.000000e+00 : f32
    %1153 = tensor.empty() : tensor<64xf32>
    %1154 = linalg.fill ins(%cst_332 : f32) outs(%1153 : tensor<64xf32>) -> tensor<64xf32>
    %1155 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1152 : tensor<16x64xf32>) outs(%1154 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_333 = arith.constant 0.000000e+00 : f32
    %1156 = tensor.empty() : tensor<16x64xf32>
    %1157 = linalg.fill ins(%cst_333 : f32) outs(%1156 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1158 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%780 : tensor<16x47x64xf32>) outs(%1157 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_334 = arith.constant 0.000000e+00 : f32
    %1159 = tensor.empty() : tensor<64xf32>
    %1160 = linalg.fill ins(%cst_334 : f32) outs(%1159 : tensor<64xf32>) -> tensor<64xf32>
    %1161 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1158 : tensor<16x64xf32>) outs(%1160 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_335 = arith.constant 0.000000e+00 : f32
    %1162 = tensor.empty() : tensor<16x64xf32>
    %1163 = linalg.fill ins(%cst_335 : f32) outs(%1162 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1164 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%778 : tensor<16x47x64xf32>) outs(%1163 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_336 = arith.constant 0.000000e+00 : f32
    %1165 = tensor.empty() : tensor<64xf32>
    %1166 = linalg.fill ins(%cst_336 : f32) outs(%1165 : tensor<64xf32>) -> tensor<64xf32>
    %1167 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1164 : tensor<16x64xf32>) outs(%1166 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_337 = arith.constant 0.000000e+00 : f32
    %1168 = tensor.empty() : tensor<64x64xf32>
    %1169 = linalg.fill ins(%cst_337 : f32) outs(%1168 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1170 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%762 : tensor<16x64x64xf32>) outs(%1169 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x64xf32>
    %cst_338 = arith.constant 0.000000e+00 : f32
    %1171 = tensor.empty() : tensor<64x64xf32>
    %1172 = linalg.fill ins(%cst_338 : f32) outs(%1171 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1173 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%753 : tensor<16x64x64xf32>) outs(%1172 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x64xf32>
    %cst_339 = arith.constant 0.000000e+00 : f32
    %1174 = tensor.empty() : tensor<64x64xf32>
    %1175 = linalg.fill ins(%cst_339 : f32) outs(%1174 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1176 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%747 : tensor<16x64x64xf32>) outs(%1175 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x64xf32>
    %cst_340 = arith.constant 0.000000e+00 : f32
    %1177 = tensor.empty() : tensor<64x64xf32>
    %1178 = linalg.fill ins(%cst_340 : f32) outs(%1177 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1179 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%712 : tensor<16x64x64xf32>) outs(%1178 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x64xf32>
    %cst_341 = arith.constant 0.000000e+00 : f32
    %1180 = tensor.empty() : tensor<16x64xf32>
    %1181 = linalg.fill ins(%cst_341 : f32) outs(%1180 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1182 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%664 : tensor<16x47x64xf32>) outs(%1181 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_342 = arith.constant 0.000000e+00 : f32
    %1183 = tensor.empty() : tensor<64xf32>
    %1184 = linalg.fill ins(%cst_342 : f32) outs(%1183 : tensor<64xf32>) -> tensor<64xf32>
    %1185 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1182 : tensor<16x64xf32>) outs(%1184 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_343 = arith.constant 0.000000e+00 : f32
    %1186 = tensor.empty() : tensor<16x64xf32>
    %1187 = linalg.fill ins(%cst_343 : f32) outs(%1186 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1188 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%662 : tensor<16x47x64xf32>) outs(%1187 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_344 = arith.constant 0.000000e+00 : f32
    %1189 = tensor.empty() : tensor<64xf32>
    %1190 = linalg.fill ins(%cst_344 : f32) outs(%1189 : tensor<64xf32>) -> tensor<64xf32>
    %1191 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1188 : tensor<16x64xf32>) outs(%1190 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_345 = arith.constant 0.000000e+00 : f32
    %1192 = tensor.empty() : tensor<64x256xf32>
    %1193 = linalg.fill ins(%cst_345 : f32) outs(%1192 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1194 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%658 : tensor<16x64x256xf32>) outs(%1193 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x256xf32>
    %cst_346 = arith.constant 0.000000e+00 : f32
    %1195 = tensor.empty() : tensor<16x256xf32>
    %1196 = linalg.fill ins(%cst_346 : f32) outs(%1195 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %1197 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%654 : tensor<16x47x256xf32>) outs(%1196 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x256xf32>
    %cst_347 = arith.constant 0.000000e+00 : f32
    %1198 = tensor.empty() : tensor<256xf32>
    %1199 = linalg.fill ins(%cst_347 : f32) outs(%1198 : tensor<256xf32>) -> tensor<256xf32>
    %1200 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1197 : tensor<16x256xf32>) outs(%1199 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<256xf32>
    %cst_348 = arith.constant 0.000000e+00 : f32
    %1201 = tensor.empty() : tensor<256x64xf32>
    %1202 = linalg.fill ins(%cst_348 : f32) outs(%1201 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1203 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%563 : tensor<16x256x64xf32>) outs(%1202 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<256x64xf32>
    %cst_349 = arith.constant 0.000000e+00 : f32
    %1204 = tensor.empty() : tensor<16x64xf32>
    %1205 = linalg.fill ins(%cst_349 : f32) outs(%1204 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1206 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%559 : tensor<16x47x64xf32>) outs(%1205 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_350 = arith.constant 0.000000e+00 : f32
    %1207 = tensor.empty() : tensor<64xf32>
    %1208 = linalg.fill ins(%cst_350 : f32) outs(%1207 : tensor<64xf32>) -> tensor<64xf32>
    %1209 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1206 : tensor<16x64xf32>) outs(%1208 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_351 = arith.constant 0.000000e+00 : f32
    %1210 = tensor.empty() : tensor<16x64xf32>
    %1211 = linalg.fill ins(%cst_351 : f32) outs(%1210 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1212 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%517 : tensor<16x47x64xf32>) outs(%1211 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_352 = arith.constant 0.000000e+00 : f32
    %1213 = tensor.empty() : tensor<64xf32>
    %1214 = linalg.fill ins(%cst_352 : f32) outs(%1213 : tensor<64xf32>) -> tensor<64xf32>
    %1215 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1212 : tensor<16x64xf32>) outs(%1214 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_353 = arith.constant 0.000000e+00 : f32
    %1216 = tensor.empty() : tensor<16x64xf32>
    %1217 = linalg.fill ins(%cst_353 : f32) outs(%1216 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %1218 = linalg.generic {indexing_maps = [#map11, #map24], iterator_types = ["parallel", "reduction", "parallel"]} ins(%515 : tensor<16x47x64xf32>) outs(%1217 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<16x64xf32>
    %cst_354 = arith.constant 0.000000e+00 : f32
    %1219 = tensor.empty() : tensor<64xf32>
    %1220 = linalg.fill ins(%cst_354 : f32) outs(%1219 : tensor<64xf32>) -> tensor<64xf32>
    %1221 = linalg.generic {indexing_maps = [#map1, #map25], iterator_types = ["reduction", "parallel"]} ins(%1218 : tensor<16x64xf32>) outs(%1220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64xf32>
    %cst_355 = arith.constant 0.000000e+00 : f32
    %1222 = tensor.empty() : tensor<64x77xf32>
    %1223 = linalg.fill ins(%cst_355 : f32) outs(%1222 : tensor<64x77xf32>) -> tensor<64x77xf32>
    %1224 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["reduction", "parallel", "parallel"]} ins(%511 : tensor<16x64x77xf32>) outs(%1223 : tensor<64x77xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1225 = arith.addf %out, %in : f32
      linalg.yield %1225 : f32
    } -> tensor<64x77xf32>
    return %482, %1098, %inserted_slice_314, %1107, %1113, %1116, %1119, %1122, %1125, %1131, %1137, %1140, %1146, %1149, %1155, %1161, %1167, %1170, %1173, %1176, %1179, %1185, %1191, %1194, %1200, %1203, %1209, %1215, %1221, %1224 : tensor<f32>, tensor<77x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x77xf32>
  }
  func.func @layer_norm__B1_T1(%arg0: tensor<1x1x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<1x1x64xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %2 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x1x64xf32>) outs(%1 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %out, %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x1xf32>
    %3 = tensor.empty() : tensor<1x1xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1x1xf32>) outs(%3 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.562500e-02 : f32
      %34 = arith.mulf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x1xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [1, 1, 1] : tensor<1xf32> into tensor<1x1x1xf32>
    %5 = tensor.empty() : tensor<1x1x64xf32>
    %6 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x1xf32>) outs(%5 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x64xf32>
    %7 = tensor.empty() : tensor<1x1x64xf32>
    %8 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %6 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%7 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.subf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x1x64xf32>
    %9 = tensor.empty() : tensor<1x1x64xf32>
    %10 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%9 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x1x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %11 = tensor.empty() : tensor<1x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<1x1x64xf32>) outs(%12 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %out, %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x1xf32>
    %14 = tensor.empty() : tensor<1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<1x1xf32>) outs(%14 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.562500e-02 : f32
      %34 = arith.mulf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x1xf32>
    %collapsed_1 = tensor.collapse_shape %15 [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
    %expanded_2 = tensor.expand_shape %collapsed_1 [[0, 1, 2]] output_shape [1, 1, 1] : tensor<1xf32> into tensor<1x1x1xf32>
    %16 = tensor.empty() : tensor<1x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_2 : tensor<1x1x1xf32>) outs(%16 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 9.99999974E-6 : f32
      %34 = arith.addf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x1x1xf32>
    %18 = tensor.empty() : tensor<1x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x1x1xf32>) outs(%18 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = math.sqrt %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x1x1xf32>
    %20 = tensor.empty() : tensor<1x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x1x1xf32>) outs(%20 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.000000e+00 : f32
      %34 = arith.divf %cst_3, %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x1x1xf32>
    %22 = tensor.empty() : tensor<1x1x64xf32>
    %23 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x1x1xf32>) outs(%22 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x64xf32>
    %24 = tensor.empty() : tensor<1x1x64xf32>
    %25 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %23 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%24 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x1x64xf32>
    %26 = tensor.empty() : tensor<1x1x64xf32>
    %27 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%26 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x64xf32>
    %28 = tensor.empty() : tensor<1x1x64xf32>
    %29 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %27 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%28 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x1x64xf32>
    %30 = tensor.empty() : tensor<1x1x64xf32>
    %31 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%30 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x64xf32>
    %32 = tensor.empty() : tensor<1x1x64xf32>
    %33 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %31 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%32 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.addf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x1x64xf32>
    return %33 : tensor<1x1x64xf32>
  }
  func.func @heads__B1_T1(%arg0: tensor<1x1x64xf32>) -> tensor<1x4x1x16xf32> attributes {llvm.emit_c_interface} {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 1, 4, 16] : tensor<64xf32> into tensor<1x1x4x16xf32>
    %0 = tensor.empty() : tensor<1x4x1x16xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x1x4x16xf32>) outs(%0 : tensor<1x4x1x16xf32>) permutation = [0, 2, 1, 3] 
    return %transposed : tensor<1x4x1x16xf32>
  }
  func.func @linear__B1_T1(%arg0: tensor<1x1x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<1x1x64xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<1x1x64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %4 = linalg.batch_matmul ins(%arg0, %1 : tensor<1x1x64xf32>, tensor<1x64x64xf32>) outs(%3 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    return %4 : tensor<1x1x64xf32>
  }
  func.func @merge_heads__B1_T1(%arg0: tensor<1x4x1x16xf32>) -> tensor<1x1x64xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x1x4x16xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x4x1x16xf32>) outs(%0 : tensor<1x1x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed = tensor.collapse_shape %transposed [[0, 1, 2, 3]] : tensor<1x1x4x16xf32> into tensor<64xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    return %expanded : tensor<1x1x64xf32>
  }
  func.func @mlp__B1_T1(%arg0: tensor<1x1x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256x64xf32>, %arg6: tensor<64xf32>) -> tensor<1x1x64xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T1(%arg0, %arg1, %arg2) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x1x64xf32>
    %1 = tensor.empty() : tensor<1x64x256xf32>
    %2 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%1 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x1x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x1x64xf32>, tensor<1x64x256xf32>) outs(%4 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %6 = tensor.empty() : tensor<1x1x256xf32>
    %7 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<256xf32>) outs(%6 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x256xf32>
    %8 = tensor.empty() : tensor<1x1x256xf32>
    %9 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %7 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%8 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %22 = arith.addf %in, %in_1 : f32
      linalg.yield %22 : f32
    } -> tensor<1x1x256xf32>
    %10 = call @gelu__B1_T1(%9) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %11 = tensor.empty() : tensor<1x256x64xf32>
    %12 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<256x64xf32>) outs(%11 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x256x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %13 = tensor.empty() : tensor<1x1x64xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %15 = linalg.batch_matmul ins(%10, %12 : tensor<1x1x256xf32>, tensor<1x256x64xf32>) outs(%14 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %16 = tensor.empty() : tensor<1x1x64xf32>
    %17 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %15 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%16 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %22 = arith.addf %in, %in_1 : f32
      linalg.yield %22 : f32
    } -> tensor<1x1x64xf32>
    %18 = tensor.empty() : tensor<1x1x64xf32>
    %19 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%18 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x64xf32>
    %20 = tensor.empty() : tensor<1x1x64xf32>
    %21 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %19 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%20 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %22 = arith.addf %in, %in_1 : f32
      linalg.yield %22 : f32
    } -> tensor<1x1x64xf32>
    return %21 : tensor<1x1x64xf32>
  }
  func.func @forward__T64(%arg0: tensor<1x64xi64>, %arg1: tensor<77x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x77xf32>) -> tensor<1x64x77xf32> attributes {llvm.emit_c_interface} {
    %0 = call @forward_batch__B1_T64(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29) : (tensor<1x64xi64>, tensor<77x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x77xf32>) -> tensor<1x64x77xf32>
    return %0 : tensor<1x64x77xf32>
  }
  func.func @block__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256x64xf32>, %arg13: tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T64(%arg0, %arg2, %arg3) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>
    %1 = call @linear__B1_T64(%0, %arg4) : (tensor<1x64x64xf32>, tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %2 = call @heads__B1_T64(%1) : (tensor<1x64x64xf32>) -> tensor<1x4x64x16xf32>
    %3 = call @linear__B1_T64(%0, %arg5) : (tensor<1x64x64xf32>, tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %4 = call @heads__B1_T64(%3) : (tensor<1x64x64xf32>) -> tensor<1x4x64x16xf32>
    %5 = call @linear__B1_T64(%0, %arg6) : (tensor<1x64x64xf32>, tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %6 = call @heads__B1_T64(%5) : (tensor<1x64x64xf32>) -> tensor<1x4x64x16xf32>
    %7 = tensor.empty() : tensor<1x4x16x64xf32>
    %transposed = linalg.transpose ins(%4 : tensor<1x4x64x16xf32>) outs(%7 : tensor<1x4x16x64xf32>) permutation = [0, 1, 3, 2] 
    %cst = arith.constant 0.000000e+00 : f32
    %8 = tensor.empty() : tensor<1x4x64x64xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %10 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2, %transposed : tensor<1x4x64x16xf32>, tensor<1x4x16x64xf32>) outs(%9 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.mulf %in, %in_3 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x64x64xf32>
    %11 = tensor.empty() : tensor<1x4x64x64xf32>
    %12 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x4x64x64xf32>) outs(%11 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 2.500000e-01 : f32
      %35 = arith.mulf %in, %cst_3 : f32
      linalg.yield %35 : f32
    } -> tensor<1x4x64x64xf32>
    %13 = tensor.empty() : tensor<1x4x64x64xf32>
    %14 = linalg.generic {indexing_maps = [#map20, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64x64xf32>) outs(%13 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x64x64xf32>
    %15 = tensor.empty() : tensor<1x4x64x64xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %14 : tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) outs(%15 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.addf %in, %in_3 : f32
      linalg.yield %35 : f32
    } -> tensor<1x4x64x64xf32>
    %cst_0 = arith.constant 0xFF800000 : f32
    %17 = tensor.empty() : tensor<1x4x64xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%16 : tensor<1x4x64x64xf32>) outs(%18 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.maximumf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<1x4x64xf32>
    %20 = tensor.empty() : tensor<1x4x64x64xf32>
    %21 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %19 : tensor<1x4x64x64xf32>, tensor<1x4x64xf32>) outs(%20 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.subf %in, %in_3 : f32
      %36 = math.exp %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x64x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %22 = tensor.empty() : tensor<1x4x64xf32>
    %23 = linalg.fill ins(%cst_1 : f32) outs(%22 : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%21 : tensor<1x4x64x64xf32>) outs(%23 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %out, %in : f32
      linalg.yield %35 : f32
    } -> tensor<1x4x64xf32>
    %25 = tensor.empty() : tensor<1x4x64x64xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %24 : tensor<1x4x64x64xf32>, tensor<1x4x64xf32>) outs(%25 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.divf %in, %in_3 : f32
      linalg.yield %35 : f32
    } -> tensor<1x4x64x64xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %27 = tensor.empty() : tensor<1x4x64x16xf32>
    %28 = linalg.fill ins(%cst_2 : f32) outs(%27 : tensor<1x4x64x16xf32>) -> tensor<1x4x64x16xf32>
    %29 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%26, %6 : tensor<1x4x64x64xf32>, tensor<1x4x64x16xf32>) outs(%28 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.mulf %in, %in_3 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x64x16xf32>
    %30 = call @merge_heads__B1_T64(%29) : (tensor<1x4x64x16xf32>) -> tensor<1x64x64xf32>
    %31 = call @linear__B1_T64(%30, %arg7) : (tensor<1x64x64xf32>, tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %32 = tensor.empty() : tensor<1x64x64xf32>
    %33 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %31 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%32 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.addf %in, %in_3 : f32
      linalg.yield %35 : f32
    } -> tensor<1x64x64xf32>
    %34 = call @mlp__B1_T64(%33, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>
    return %34, %4, %6 : tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>
  }
  func.func @head__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x77xf32>) -> tensor<1x64x77xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T64(%arg0, %arg1, %arg2) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>
    %1 = tensor.empty() : tensor<1x64x77xf32>
    %2 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x77xf32>) outs(%1 : tensor<1x64x77xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x77xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x64x77xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x64x77xf32>) -> tensor<1x64x77xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x64x64xf32>, tensor<1x64x77xf32>) outs(%4 : tensor<1x64x77xf32>) -> tensor<1x64x77xf32>
    return %5 : tensor<1x64x77xf32>
  }
  func.func @head__B1_T1(%arg0: tensor<1x1x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x77xf32>) -> tensor<1x1x77xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T1(%arg0, %arg1, %arg2) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x1x64xf32>
    %1 = tensor.empty() : tensor<1x64x77xf32>
    %2 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x77xf32>) outs(%1 : tensor<1x64x77xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x77xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x1x77xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x1x77xf32>) -> tensor<1x1x77xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x1x64xf32>, tensor<1x64x77xf32>) outs(%4 : tensor<1x1x77xf32>) -> tensor<1x1x77xf32>
    return %5 : tensor<1x1x77xf32>
  }
  func.func @forward_batch__B16_T47(%arg0: tensor<16x47xi64>, %arg1: tensor<77x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x77xf32>) -> tensor<16x47x77xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = call @causal_mask64(%1) : (tensor<f32>) -> tensor<64x64xf32>
    %extracted_slice = tensor.extract_slice %2[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %3 = tensor.empty() : tensor<47x64xf32>
    %4 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice : tensor<47x64xf32>) outs(%3 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %extracted_slice_0 = tensor.extract_slice %4[0, 0] [47, 47] [1, 1] : tensor<47x64xf32> to tensor<47x47xf32>
    %5 = tensor.empty() : tensor<47x47xf32>
    %6 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_0 : tensor<47x47xf32>) outs(%5 : tensor<47x47xf32>) -> tensor<47x47xf32>
    %7 = tensor.empty() : tensor<16x47x64xf32>
    %8 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x47xi64>) outs(%7 : tensor<16x47x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c76_i64 = arith.constant 76 : i64
      %18 = arith.maxsi %in, %c0_i64 : i64
      %19 = arith.minsi %18, %c76_i64 : i64
      %20 = arith.index_cast %19 : i64 to index
      %21 = linalg.index 2 : index
      %extracted = tensor.extract %arg1[%20, %21] : tensor<77x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x47x64xf32>
    %extracted_slice_1 = tensor.extract_slice %arg2[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %9 = tensor.empty() : tensor<47x64xf32>
    %10 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_1 : tensor<47x64xf32>) outs(%9 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %11 = tensor.empty() : tensor<16x47x64xf32>
    %12 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<47x64xf32>) outs(%11 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %13 = tensor.empty() : tensor<16x47x64xf32>
    %14 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%13 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %18 = arith.addf %in, %in_2 : f32
      linalg.yield %18 : f32
    } -> tensor<16x47x64xf32>
    %15:3 = call @block__B16_T47(%14, %6, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<16x47x64xf32>, tensor<47x47xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>)
    %16:3 = call @block__B16_T47(%15#0, %6, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26) : (tensor<16x47x64xf32>, tensor<47x47xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>)
    %17 = call @head__B16_T47(%16#0, %arg27, %arg28, %arg29) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x77xf32>) -> tensor<16x47x77xf32>
    return %17 : tensor<16x47x77xf32>
  }
  func.func @gelu__B1_T1(%arg0: tensor<1x1x256xf32>) -> tensor<1x1x256xf32> attributes {llvm.emit_c_interface} {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x256xf32> into tensor<256xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 1, 256, 1] : tensor<256xf32> into tensor<1x1x256x1xf32>
    %0 = tensor.empty() : tensor<1x1x256x1xf32>
    %1 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x256x1xf32>) outs(%0 : tensor<1x1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.negf %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256x1xf32>
    %2 = tensor.empty() : tensor<1x1x256x2xf32>
    %extracted_slice = tensor.extract_slice %2[0, 0, 0, 0] [1, 1, 256, 1] [1, 1, 1, 1] : tensor<1x1x256x2xf32> to tensor<1x1x256x1xf32>
    %3 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%expanded : tensor<1x1x256x1xf32>) outs(%extracted_slice : tensor<1x1x256x1xf32>) -> tensor<1x1x256x1xf32>
    %inserted_slice = tensor.insert_slice %3 into %2[0, 0, 0, 0] [1, 1, 256, 1] [1, 1, 1, 1] : tensor<1x1x256x1xf32> into tensor<1x1x256x2xf32>
    %extracted_slice_0 = tensor.extract_slice %inserted_slice[0, 0, 0, 1] [1, 1, 256, 1] [1, 1, 1, 1] : tensor<1x1x256x2xf32> to tensor<1x1x256x1xf32>
    %4 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%1 : tensor<1x1x256x1xf32>) outs(%extracted_slice_0 : tensor<1x1x256x1xf32>) -> tensor<1x1x256x1xf32>
    %inserted_slice_1 = tensor.insert_slice %4 into %inserted_slice[0, 0, 0, 1] [1, 1, 256, 1] [1, 1, 1, 1] : tensor<1x1x256x1xf32> into tensor<1x1x256x2xf32>
    %cst = arith.constant 0xFF800000 : f32
    %5 = tensor.empty() : tensor<1x1x256xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %7 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%inserted_slice_1 : tensor<1x1x256x2xf32>) outs(%6 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.maximumf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %8 = tensor.empty() : tensor<1x1x256xf32>
    %9 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x1x256xf32>) outs(%8 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 0.707106769 : f32
      %56 = arith.mulf %in, %cst_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %10 = tensor.empty() : tensor<1x1x256xf32>
    %11 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x1x256xf32>) outs(%10 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 0.327591091 : f32
      %56 = arith.mulf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %12 = tensor.empty() : tensor<1x1x256xf32>
    %13 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x1x256xf32>) outs(%12 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %56 = arith.addf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %14 = tensor.empty() : tensor<1x1x256xf32>
    %15 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x1x256xf32>) outs(%14 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %56 = arith.divf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %cst_2 = arith.constant -0.284496725 : f32
    %16 = tensor.empty() : tensor<1x1x256xf32>
    %17 = linalg.fill ins(%cst_2 : f32) outs(%16 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %cst_3 = arith.constant -1.45315206 : f32
    %18 = tensor.empty() : tensor<1x1x256xf32>
    %19 = linalg.fill ins(%cst_3 : f32) outs(%18 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %20 = tensor.empty() : tensor<1x1x256xf32>
    %21 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x1x256xf32>) outs(%20 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.06140542 : f32
      %56 = arith.mulf %in, %cst_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %22 = tensor.empty() : tensor<1x1x256xf32>
    %23 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %21 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%22 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.addf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %24 = tensor.empty() : tensor<1x1x256xf32>
    %25 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %23 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%24 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %26 = tensor.empty() : tensor<1x1x256xf32>
    %27 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x1x256xf32>) outs(%26 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.42141378 : f32
      %56 = arith.addf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %28 = tensor.empty() : tensor<1x1x256xf32>
    %29 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %27 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%28 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %30 = tensor.empty() : tensor<1x1x256xf32>
    %31 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %29 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%30 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.addf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %32 = tensor.empty() : tensor<1x1x256xf32>
    %33 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %31 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%32 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %34 = tensor.empty() : tensor<1x1x256xf32>
    %35 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<1x1x256xf32>) outs(%34 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 0.254829586 : f32
      %56 = arith.addf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %36 = tensor.empty() : tensor<1x1x256xf32>
    %37 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %35 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%36 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %38 = tensor.empty() : tensor<1x1x256xf32>
    %39 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x256xf32>) outs(%38 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 5.000000e-01 : f32
      %56 = arith.mulf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %40 = tensor.empty() : tensor<1x1x256xf32>
    %41 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x1x256xf32>) outs(%40 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 5.000000e-01 : f32
      %56 = arith.mulf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %42 = tensor.empty() : tensor<1x1x256xf32>
    %43 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%42 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %44 = tensor.empty() : tensor<1x1x256xf32>
    %45 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x1x256xf32>) outs(%44 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.negf %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %46 = tensor.empty() : tensor<1x1x256xf32>
    %47 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x1x256xf32>) outs(%46 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.exp %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %48 = tensor.empty() : tensor<1x1x256xf32>
    %49 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %47 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%48 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %50 = tensor.empty() : tensor<1x1x256xf32>
    %51 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x1x256xf32>) outs(%50 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %56 = arith.subf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %52 = tensor.empty() : tensor<1x1x256xf32>
    %53 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %51 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%52 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    %54 = tensor.empty() : tensor<1x1x256xf32>
    %55 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %53 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%54 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.addf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x1x256xf32>
    return %55 : tensor<1x1x256xf32>
  }
  func.func @forward_batch__B1_T64(%arg0: tensor<1x64xi64>, %arg1: tensor<77x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x77xf32>) -> tensor<1x64x77xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = call @causal_mask64(%1) : (tensor<f32>) -> tensor<64x64xf32>
    %extracted_slice = tensor.extract_slice %2[0, 0] [64, 64] [1, 1] : tensor<64x64xf32> to tensor<64x64xf32>
    %3 = tensor.empty() : tensor<64x64xf32>
    %4 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice : tensor<64x64xf32>) outs(%3 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %extracted_slice_0 = tensor.extract_slice %4[0, 0] [64, 64] [1, 1] : tensor<64x64xf32> to tensor<64x64xf32>
    %5 = tensor.empty() : tensor<64x64xf32>
    %6 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_0 : tensor<64x64xf32>) outs(%5 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %7 = tensor.empty() : tensor<1x64x64xf32>
    %8 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64xi64>) outs(%7 : tensor<1x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c76_i64 = arith.constant 76 : i64
      %18 = arith.maxsi %in, %c0_i64 : i64
      %19 = arith.minsi %18, %c76_i64 : i64
      %20 = arith.index_cast %19 : i64 to index
      %21 = linalg.index 2 : index
      %extracted = tensor.extract %arg1[%20, %21] : tensor<77x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x64xf32>
    %extracted_slice_1 = tensor.extract_slice %arg2[0, 0] [64, 64] [1, 1] : tensor<64x64xf32> to tensor<64x64xf32>
    %9 = tensor.empty() : tensor<64x64xf32>
    %10 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice_1 : tensor<64x64xf32>) outs(%9 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %11 = tensor.empty() : tensor<1x64x64xf32>
    %12 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<64x64xf32>) outs(%11 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %13 = tensor.empty() : tensor<1x64x64xf32>
    %14 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%13 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %18 = arith.addf %in, %in_2 : f32
      linalg.yield %18 : f32
    } -> tensor<1x64x64xf32>
    %15:3 = call @block__B1_T64(%14, %6, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<1x64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %16:3 = call @block__B1_T64(%15#0, %6, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26) : (tensor<1x64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %17 = call @head__B1_T64(%16#0, %arg27, %arg28, %arg29) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x77xf32>) -> tensor<1x64x77xf32>
    return %17 : tensor<1x64x77xf32>
  }
  func.func @layer_norm__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<1x64x64xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x64xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %2 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x64x64xf32>) outs(%1 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %out, %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x64xf32>
    %3 = tensor.empty() : tensor<1x64xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1x64xf32>) outs(%3 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.562500e-02 : f32
      %34 = arith.mulf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x64xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xf32> into tensor<1x64x1xf32>
    %5 = tensor.empty() : tensor<1x64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x64x1xf32>) outs(%5 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %7 = tensor.empty() : tensor<1x64x64xf32>
    %8 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %6 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%7 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.subf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x64x64xf32>
    %9 = tensor.empty() : tensor<1x64x64xf32>
    %10 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%9 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x64x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %11 = tensor.empty() : tensor<1x64xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %13 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<1x64x64xf32>) outs(%12 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %out, %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x64xf32>
    %14 = tensor.empty() : tensor<1x64xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<1x64xf32>) outs(%14 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.562500e-02 : f32
      %34 = arith.mulf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x64xf32>
    %collapsed_1 = tensor.collapse_shape %15 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_2 = tensor.expand_shape %collapsed_1 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xf32> into tensor<1x64x1xf32>
    %16 = tensor.empty() : tensor<1x64x1xf32>
    %17 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_2 : tensor<1x64x1xf32>) outs(%16 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 9.99999974E-6 : f32
      %34 = arith.addf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x64x1xf32>
    %18 = tensor.empty() : tensor<1x64x1xf32>
    %19 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = math.sqrt %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x64x1xf32>
    %20 = tensor.empty() : tensor<1x64x1xf32>
    %21 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x64x1xf32>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.000000e+00 : f32
      %34 = arith.divf %cst_3, %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x64x1xf32>
    %22 = tensor.empty() : tensor<1x64x64xf32>
    %23 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x64x1xf32>) outs(%22 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %24 = tensor.empty() : tensor<1x64x64xf32>
    %25 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %23 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%24 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x64x64xf32>
    %26 = tensor.empty() : tensor<1x64x64xf32>
    %27 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%26 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %28 = tensor.empty() : tensor<1x64x64xf32>
    %29 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %27 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%28 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x64x64xf32>
    %30 = tensor.empty() : tensor<1x64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%30 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %32 = tensor.empty() : tensor<1x64x64xf32>
    %33 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %31 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%32 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.addf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x64x64xf32>
    return %33 : tensor<1x64x64xf32>
  }
  func.func @heads__B1_T64(%arg0: tensor<1x64x64xf32>) -> tensor<1x4x64x16xf32> attributes {llvm.emit_c_interface} {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x64x64xf32> into tensor<4096xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 64, 4, 16] : tensor<4096xf32> into tensor<1x64x4x16xf32>
    %0 = tensor.empty() : tensor<1x4x64x16xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x64x4x16xf32>) outs(%0 : tensor<1x4x64x16xf32>) permutation = [0, 2, 1, 3] 
    return %transposed : tensor<1x4x64x16xf32>
  }
  func.func @linear__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<1x64x64xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<1x64x64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %4 = linalg.batch_matmul ins(%arg0, %1 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%3 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    return %4 : tensor<1x64x64xf32>
  }
  func.func @merge_heads__B1_T64(%arg0: tensor<1x4x64x16xf32>) -> tensor<1x64x64xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x64x4x16xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x4x64x16xf32>) outs(%0 : tensor<1x64x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed = tensor.collapse_shape %transposed [[0, 1, 2, 3]] : tensor<1x64x4x16xf32> into tensor<4096xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [1, 64, 64] : tensor<4096xf32> into tensor<1x64x64xf32>
    return %expanded : tensor<1x64x64xf32>
  }
  func.func @mlp__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256x64xf32>, %arg6: tensor<64xf32>) -> tensor<1x64x64xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T64(%arg0, %arg1, %arg2) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>
    %1 = tensor.empty() : tensor<1x64x256xf32>
    %2 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%1 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x64x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x64x64xf32>, tensor<1x64x256xf32>) outs(%4 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %6 = tensor.empty() : tensor<1x64x256xf32>
    %7 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<256xf32>) outs(%6 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x256xf32>
    %8 = tensor.empty() : tensor<1x64x256xf32>
    %9 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %7 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%8 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %22 = arith.addf %in, %in_1 : f32
      linalg.yield %22 : f32
    } -> tensor<1x64x256xf32>
    %10 = call @gelu__B1_T64(%9) : (tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %11 = tensor.empty() : tensor<1x256x64xf32>
    %12 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<256x64xf32>) outs(%11 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x256x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %13 = tensor.empty() : tensor<1x64x64xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %15 = linalg.batch_matmul ins(%10, %12 : tensor<1x64x256xf32>, tensor<1x256x64xf32>) outs(%14 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %16 = tensor.empty() : tensor<1x64x64xf32>
    %17 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %15 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%16 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %22 = arith.addf %in, %in_1 : f32
      linalg.yield %22 : f32
    } -> tensor<1x64x64xf32>
    %18 = tensor.empty() : tensor<1x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%18 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %20 = tensor.empty() : tensor<1x64x64xf32>
    %21 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %19 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%20 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %22 = arith.addf %in, %in_1 : f32
      linalg.yield %22 : f32
    } -> tensor<1x64x64xf32>
    return %21 : tensor<1x64x64xf32>
  }
  func.func @block__B16_T47(%arg0: tensor<16x47x64xf32>, %arg1: tensor<47x47xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256x64xf32>, %arg13: tensor<64xf32>) -> (tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>) attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B16_T47(%arg0, %arg2, %arg3) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<16x47x64xf32>
    %1 = call @linear__B16_T47(%0, %arg4) : (tensor<16x47x64xf32>, tensor<64x64xf32>) -> tensor<16x47x64xf32>
    %2 = call @heads__B16_T47(%1) : (tensor<16x47x64xf32>) -> tensor<16x4x47x16xf32>
    %3 = call @linear__B16_T47(%0, %arg5) : (tensor<16x47x64xf32>, tensor<64x64xf32>) -> tensor<16x47x64xf32>
    %4 = call @heads__B16_T47(%3) : (tensor<16x47x64xf32>) -> tensor<16x4x47x16xf32>
    %5 = call @linear__B16_T47(%0, %arg6) : (tensor<16x47x64xf32>, tensor<64x64xf32>) -> tensor<16x47x64xf32>
    %6 = call @heads__B16_T47(%5) : (tensor<16x47x64xf32>) -> tensor<16x4x47x16xf32>
    %7 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed = linalg.transpose ins(%4 : tensor<16x4x47x16xf32>) outs(%7 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst = arith.constant 0.000000e+00 : f32
    %8 = tensor.empty() : tensor<16x4x47x47xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %10 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2, %transposed : tensor<16x4x47x16xf32>, tensor<16x4x16x47xf32>) outs(%9 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.mulf %in, %in_3 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<16x4x47x47xf32>
    %11 = tensor.empty() : tensor<16x4x47x47xf32>
    %12 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<16x4x47x47xf32>) outs(%11 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 2.500000e-01 : f32
      %35 = arith.mulf %in, %cst_3 : f32
      linalg.yield %35 : f32
    } -> tensor<16x4x47x47xf32>
    %13 = tensor.empty() : tensor<16x4x47x47xf32>
    %14 = linalg.generic {indexing_maps = [#map20, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<47x47xf32>) outs(%13 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x47x47xf32>
    %15 = tensor.empty() : tensor<16x4x47x47xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %14 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%15 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.addf %in, %in_3 : f32
      linalg.yield %35 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_0 = arith.constant 0xFF800000 : f32
    %17 = tensor.empty() : tensor<16x4x47xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%16 : tensor<16x4x47x47xf32>) outs(%18 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.maximumf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<16x4x47xf32>
    %20 = tensor.empty() : tensor<16x4x47x47xf32>
    %21 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %19 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%20 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.subf %in, %in_3 : f32
      %36 = math.exp %35 : f32
      linalg.yield %36 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %22 = tensor.empty() : tensor<16x4x47xf32>
    %23 = linalg.fill ins(%cst_1 : f32) outs(%22 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%21 : tensor<16x4x47x47xf32>) outs(%23 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %out, %in : f32
      linalg.yield %35 : f32
    } -> tensor<16x4x47xf32>
    %25 = tensor.empty() : tensor<16x4x47x47xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %24 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%25 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.divf %in, %in_3 : f32
      linalg.yield %35 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %27 = tensor.empty() : tensor<16x4x47x16xf32>
    %28 = linalg.fill ins(%cst_2 : f32) outs(%27 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %29 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%26, %6 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%28 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.mulf %in, %in_3 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<16x4x47x16xf32>
    %30 = call @merge_heads__B16_T47(%29) : (tensor<16x4x47x16xf32>) -> tensor<16x47x64xf32>
    %31 = call @linear__B16_T47(%30, %arg7) : (tensor<16x47x64xf32>, tensor<64x64xf32>) -> tensor<16x47x64xf32>
    %32 = tensor.empty() : tensor<16x47x64xf32>
    %33 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %31 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%32 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %35 = arith.addf %in, %in_3 : f32
      linalg.yield %35 : f32
    } -> tensor<16x47x64xf32>
    %34 = call @mlp__B16_T47(%33, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> tensor<16x47x64xf32>
    return %34, %4, %6 : tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>
  }
  func.func @head__B16_T47(%arg0: tensor<16x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x77xf32>) -> tensor<16x47x77xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B16_T47(%arg0, %arg1, %arg2) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<16x47x64xf32>
    %1 = tensor.empty() : tensor<16x64x77xf32>
    %2 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x77xf32>) outs(%1 : tensor<16x64x77xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x77xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<16x47x77xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<16x47x77xf32>) -> tensor<16x47x77xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<16x47x64xf32>, tensor<16x64x77xf32>) outs(%4 : tensor<16x47x77xf32>) -> tensor<16x47x77xf32>
    return %5 : tensor<16x47x77xf32>
  }
  func.func @gelu__B1_T64(%arg0: tensor<1x64x256xf32>) -> tensor<1x64x256xf32> attributes {llvm.emit_c_interface} {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x64x256xf32> into tensor<16384xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 64, 256, 1] : tensor<16384xf32> into tensor<1x64x256x1xf32>
    %0 = tensor.empty() : tensor<1x64x256x1xf32>
    %1 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x64x256x1xf32>) outs(%0 : tensor<1x64x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.negf %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256x1xf32>
    %2 = tensor.empty() : tensor<1x64x256x2xf32>
    %extracted_slice = tensor.extract_slice %2[0, 0, 0, 0] [1, 64, 256, 1] [1, 1, 1, 1] : tensor<1x64x256x2xf32> to tensor<1x64x256x1xf32>
    %3 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%expanded : tensor<1x64x256x1xf32>) outs(%extracted_slice : tensor<1x64x256x1xf32>) -> tensor<1x64x256x1xf32>
    %inserted_slice = tensor.insert_slice %3 into %2[0, 0, 0, 0] [1, 64, 256, 1] [1, 1, 1, 1] : tensor<1x64x256x1xf32> into tensor<1x64x256x2xf32>
    %extracted_slice_0 = tensor.extract_slice %inserted_slice[0, 0, 0, 1] [1, 64, 256, 1] [1, 1, 1, 1] : tensor<1x64x256x2xf32> to tensor<1x64x256x1xf32>
    %4 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%1 : tensor<1x64x256x1xf32>) outs(%extracted_slice_0 : tensor<1x64x256x1xf32>) -> tensor<1x64x256x1xf32>
    %inserted_slice_1 = tensor.insert_slice %4 into %inserted_slice[0, 0, 0, 1] [1, 64, 256, 1] [1, 1, 1, 1] : tensor<1x64x256x1xf32> into tensor<1x64x256x2xf32>
    %cst = arith.constant 0xFF800000 : f32
    %5 = tensor.empty() : tensor<1x64x256xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %7 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%inserted_slice_1 : tensor<1x64x256x2xf32>) outs(%6 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.maximumf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %8 = tensor.empty() : tensor<1x64x256xf32>
    %9 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x64x256xf32>) outs(%8 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 0.707106769 : f32
      %56 = arith.mulf %in, %cst_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %10 = tensor.empty() : tensor<1x64x256xf32>
    %11 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x64x256xf32>) outs(%10 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 0.327591091 : f32
      %56 = arith.mulf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %12 = tensor.empty() : tensor<1x64x256xf32>
    %13 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x64x256xf32>) outs(%12 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %56 = arith.addf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %14 = tensor.empty() : tensor<1x64x256xf32>
    %15 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %56 = arith.divf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %cst_2 = arith.constant -0.284496725 : f32
    %16 = tensor.empty() : tensor<1x64x256xf32>
    %17 = linalg.fill ins(%cst_2 : f32) outs(%16 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %cst_3 = arith.constant -1.45315206 : f32
    %18 = tensor.empty() : tensor<1x64x256xf32>
    %19 = linalg.fill ins(%cst_3 : f32) outs(%18 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %20 = tensor.empty() : tensor<1x64x256xf32>
    %21 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x64x256xf32>) outs(%20 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.06140542 : f32
      %56 = arith.mulf %in, %cst_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %22 = tensor.empty() : tensor<1x64x256xf32>
    %23 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %21 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%22 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.addf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %24 = tensor.empty() : tensor<1x64x256xf32>
    %25 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %23 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%24 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %26 = tensor.empty() : tensor<1x64x256xf32>
    %27 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x64x256xf32>) outs(%26 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.42141378 : f32
      %56 = arith.addf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %28 = tensor.empty() : tensor<1x64x256xf32>
    %29 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %27 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%28 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %30 = tensor.empty() : tensor<1x64x256xf32>
    %31 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %29 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%30 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.addf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %32 = tensor.empty() : tensor<1x64x256xf32>
    %33 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %31 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%32 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %34 = tensor.empty() : tensor<1x64x256xf32>
    %35 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<1x64x256xf32>) outs(%34 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 0.254829586 : f32
      %56 = arith.addf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %36 = tensor.empty() : tensor<1x64x256xf32>
    %37 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %35 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%36 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %38 = tensor.empty() : tensor<1x64x256xf32>
    %39 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64x256xf32>) outs(%38 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 5.000000e-01 : f32
      %56 = arith.mulf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %40 = tensor.empty() : tensor<1x64x256xf32>
    %41 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x64x256xf32>) outs(%40 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 5.000000e-01 : f32
      %56 = arith.mulf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %42 = tensor.empty() : tensor<1x64x256xf32>
    %43 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%42 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %44 = tensor.empty() : tensor<1x64x256xf32>
    %45 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x64x256xf32>) outs(%44 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.negf %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %46 = tensor.empty() : tensor<1x64x256xf32>
    %47 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x64x256xf32>) outs(%46 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.exp %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %48 = tensor.empty() : tensor<1x64x256xf32>
    %49 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %47 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%48 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %50 = tensor.empty() : tensor<1x64x256xf32>
    %51 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x64x256xf32>) outs(%50 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %56 = arith.subf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %52 = tensor.empty() : tensor<1x64x256xf32>
    %53 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %51 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%52 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    %54 = tensor.empty() : tensor<1x64x256xf32>
    %55 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %53 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%54 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.addf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<1x64x256xf32>
    return %55 : tensor<1x64x256xf32>
  }
  func.func @layer_norm__B16_T47(%arg0: tensor<16x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<16x47x64xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x47xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %2 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<16x47x64xf32>) outs(%1 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %out, %in : f32
      linalg.yield %34 : f32
    } -> tensor<16x47xf32>
    %3 = tensor.empty() : tensor<16x47xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<16x47xf32>) outs(%3 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.562500e-02 : f32
      %34 = arith.mulf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<16x47xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %5 = tensor.empty() : tensor<16x47x64xf32>
    %6 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<16x47x1xf32>) outs(%5 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %7 = tensor.empty() : tensor<16x47x64xf32>
    %8 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %6 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%7 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.subf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<16x47x64xf32>
    %9 = tensor.empty() : tensor<16x47x64xf32>
    %10 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%9 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<16x47x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %11 = tensor.empty() : tensor<16x47xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %13 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<16x47x64xf32>) outs(%12 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %out, %in : f32
      linalg.yield %34 : f32
    } -> tensor<16x47xf32>
    %14 = tensor.empty() : tensor<16x47xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<16x47xf32>) outs(%14 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.562500e-02 : f32
      %34 = arith.mulf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<16x47xf32>
    %collapsed_1 = tensor.collapse_shape %15 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_2 = tensor.expand_shape %collapsed_1 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %16 = tensor.empty() : tensor<16x47x1xf32>
    %17 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_2 : tensor<16x47x1xf32>) outs(%16 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 9.99999974E-6 : f32
      %34 = arith.addf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<16x47x1xf32>
    %18 = tensor.empty() : tensor<16x47x1xf32>
    %19 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<16x47x1xf32>) outs(%18 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = math.sqrt %in : f32
      linalg.yield %34 : f32
    } -> tensor<16x47x1xf32>
    %20 = tensor.empty() : tensor<16x47x1xf32>
    %21 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<16x47x1xf32>) outs(%20 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.000000e+00 : f32
      %34 = arith.divf %cst_3, %in : f32
      linalg.yield %34 : f32
    } -> tensor<16x47x1xf32>
    %22 = tensor.empty() : tensor<16x47x64xf32>
    %23 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<16x47x1xf32>) outs(%22 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %24 = tensor.empty() : tensor<16x47x64xf32>
    %25 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %23 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%24 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<16x47x64xf32>
    %26 = tensor.empty() : tensor<16x47x64xf32>
    %27 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%26 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %28 = tensor.empty() : tensor<16x47x64xf32>
    %29 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %27 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%28 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<16x47x64xf32>
    %30 = tensor.empty() : tensor<16x47x64xf32>
    %31 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%30 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %32 = tensor.empty() : tensor<16x47x64xf32>
    %33 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %31 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%32 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.addf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<16x47x64xf32>
    return %33 : tensor<16x47x64xf32>
  }
  func.func @heads__B16_T47(%arg0: tensor<16x47x64xf32>) -> tensor<16x4x47x16xf32> attributes {llvm.emit_c_interface} {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %0 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<16x47x4x16xf32>) outs(%0 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    return %transposed : tensor<16x4x47x16xf32>
  }
  func.func @linear__B16_T47(%arg0: tensor<16x47x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<16x47x64xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<16x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<16x47x64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %4 = linalg.batch_matmul ins(%arg0, %1 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%3 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    return %4 : tensor<16x47x64xf32>
  }
  func.func @merge_heads__B16_T47(%arg0: tensor<16x4x47x16xf32>) -> tensor<16x47x64xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<16x4x47x16xf32>) outs(%0 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed = tensor.collapse_shape %transposed [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    return %expanded : tensor<16x47x64xf32>
  }
  func.func @mlp__B16_T47(%arg0: tensor<16x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256x64xf32>, %arg6: tensor<64xf32>) -> tensor<16x47x64xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B16_T47(%arg0, %arg1, %arg2) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<16x47x64xf32>
    %1 = tensor.empty() : tensor<16x64x256xf32>
    %2 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%1 : tensor<16x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<16x47x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<16x47x64xf32>, tensor<16x64x256xf32>) outs(%4 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %6 = tensor.empty() : tensor<16x47x256xf32>
    %7 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<256xf32>) outs(%6 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x256xf32>
    %8 = tensor.empty() : tensor<16x47x256xf32>
    %9 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %7 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%8 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %22 = arith.addf %in, %in_1 : f32
      linalg.yield %22 : f32
    } -> tensor<16x47x256xf32>
    %10 = call @gelu__B16_T47(%9) : (tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %11 = tensor.empty() : tensor<16x256x64xf32>
    %12 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<256x64xf32>) outs(%11 : tensor<16x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %13 = tensor.empty() : tensor<16x47x64xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %15 = linalg.batch_matmul ins(%10, %12 : tensor<16x47x256xf32>, tensor<16x256x64xf32>) outs(%14 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %16 = tensor.empty() : tensor<16x47x64xf32>
    %17 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %15 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%16 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %22 = arith.addf %in, %in_1 : f32
      linalg.yield %22 : f32
    } -> tensor<16x47x64xf32>
    %18 = tensor.empty() : tensor<16x47x64xf32>
    %19 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%18 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %20 = tensor.empty() : tensor<16x47x64xf32>
    %21 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %19 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%20 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %22 = arith.addf %in, %in_1 : f32
      linalg.yield %22 : f32
    } -> tensor<16x47x64xf32>
    return %21 : tensor<16x47x64xf32>
  }
  func.func @gelu__B16_T47(%arg0: tensor<16x47x256xf32>) -> tensor<16x47x256xf32> attributes {llvm.emit_c_interface} {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<16x47x256xf32> into tensor<192512xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [16, 47, 256, 1] : tensor<192512xf32> into tensor<16x47x256x1xf32>
    %0 = tensor.empty() : tensor<16x47x256x1xf32>
    %1 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<16x47x256x1xf32>) outs(%0 : tensor<16x47x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.negf %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256x1xf32>
    %2 = tensor.empty() : tensor<16x47x256x2xf32>
    %extracted_slice = tensor.extract_slice %2[0, 0, 0, 0] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x2xf32> to tensor<16x47x256x1xf32>
    %3 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%expanded : tensor<16x47x256x1xf32>) outs(%extracted_slice : tensor<16x47x256x1xf32>) -> tensor<16x47x256x1xf32>
    %inserted_slice = tensor.insert_slice %3 into %2[0, 0, 0, 0] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x1xf32> into tensor<16x47x256x2xf32>
    %extracted_slice_0 = tensor.extract_slice %inserted_slice[0, 0, 0, 1] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x2xf32> to tensor<16x47x256x1xf32>
    %4 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%1 : tensor<16x47x256x1xf32>) outs(%extracted_slice_0 : tensor<16x47x256x1xf32>) -> tensor<16x47x256x1xf32>
    %inserted_slice_1 = tensor.insert_slice %4 into %inserted_slice[0, 0, 0, 1] [16, 47, 256, 1] [1, 1, 1, 1] : tensor<16x47x256x1xf32> into tensor<16x47x256x2xf32>
    %cst = arith.constant 0xFF800000 : f32
    %5 = tensor.empty() : tensor<16x47x256xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %7 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%inserted_slice_1 : tensor<16x47x256x2xf32>) outs(%6 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.maximumf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %8 = tensor.empty() : tensor<16x47x256xf32>
    %9 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<16x47x256xf32>) outs(%8 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 0.707106769 : f32
      %56 = arith.mulf %in, %cst_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %10 = tensor.empty() : tensor<16x47x256xf32>
    %11 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<16x47x256xf32>) outs(%10 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 0.327591091 : f32
      %56 = arith.mulf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %12 = tensor.empty() : tensor<16x47x256xf32>
    %13 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<16x47x256xf32>) outs(%12 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %56 = arith.addf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %14 = tensor.empty() : tensor<16x47x256xf32>
    %15 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<16x47x256xf32>) outs(%14 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %56 = arith.divf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %cst_2 = arith.constant -0.284496725 : f32
    %16 = tensor.empty() : tensor<16x47x256xf32>
    %17 = linalg.fill ins(%cst_2 : f32) outs(%16 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %cst_3 = arith.constant -1.45315206 : f32
    %18 = tensor.empty() : tensor<16x47x256xf32>
    %19 = linalg.fill ins(%cst_3 : f32) outs(%18 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %20 = tensor.empty() : tensor<16x47x256xf32>
    %21 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<16x47x256xf32>) outs(%20 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.06140542 : f32
      %56 = arith.mulf %in, %cst_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %22 = tensor.empty() : tensor<16x47x256xf32>
    %23 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %21 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%22 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.addf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %24 = tensor.empty() : tensor<16x47x256xf32>
    %25 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %23 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%24 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %26 = tensor.empty() : tensor<16x47x256xf32>
    %27 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<16x47x256xf32>) outs(%26 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.42141378 : f32
      %56 = arith.addf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %28 = tensor.empty() : tensor<16x47x256xf32>
    %29 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %27 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%28 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %30 = tensor.empty() : tensor<16x47x256xf32>
    %31 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %29 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%30 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.addf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %32 = tensor.empty() : tensor<16x47x256xf32>
    %33 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %31 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%32 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %34 = tensor.empty() : tensor<16x47x256xf32>
    %35 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<16x47x256xf32>) outs(%34 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 0.254829586 : f32
      %56 = arith.addf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %36 = tensor.empty() : tensor<16x47x256xf32>
    %37 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %35 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%36 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %38 = tensor.empty() : tensor<16x47x256xf32>
    %39 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x47x256xf32>) outs(%38 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 5.000000e-01 : f32
      %56 = arith.mulf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %40 = tensor.empty() : tensor<16x47x256xf32>
    %41 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<16x47x256xf32>) outs(%40 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 5.000000e-01 : f32
      %56 = arith.mulf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %42 = tensor.empty() : tensor<16x47x256xf32>
    %43 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%42 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %44 = tensor.empty() : tensor<16x47x256xf32>
    %45 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<16x47x256xf32>) outs(%44 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.negf %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %46 = tensor.empty() : tensor<16x47x256xf32>
    %47 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<16x47x256xf32>) outs(%46 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.exp %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %48 = tensor.empty() : tensor<16x47x256xf32>
    %49 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %47 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%48 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %50 = tensor.empty() : tensor<16x47x256xf32>
    %51 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<16x47x256xf32>) outs(%50 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %56 = arith.subf %cst_4, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %52 = tensor.empty() : tensor<16x47x256xf32>
    %53 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %51 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%52 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    %54 = tensor.empty() : tensor<16x47x256xf32>
    %55 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %53 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%54 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.addf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x47x256xf32>
    return %55 : tensor<16x47x256xf32>
  }
}
