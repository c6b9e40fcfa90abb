#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map11 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map12 = affine_map<(d0, d1) -> (d0, d1)>
#map13 = affine_map<(d0, d1) -> (d0)>
#map14 = affine_map<(d0) -> (d0)>
#map15 = affine_map<(d0) -> ()>
#map16 = affine_map<() -> ()>
#map17 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map18 = affine_map<(d0, d1, d2) -> (d2)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map20 = affine_map<(d0) -> (0)>
#map21 = affine_map<(d0, d1) -> (d0, 0)>
#map22 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map23 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @block_step_attn(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x4x64x16xf32>, %arg2: tensor<1x4x64x16xf32>, %arg3: tensor<1x1xi64>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<256x64xf32>, %arg15: tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x1x64xf32>) attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T1(%arg0, %arg4, %arg5) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x1x64xf32>
    %1 = call @linear__B1_T1(%0, %arg6) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %2 = call @heads__B1_T1(%1) : (tensor<1x1x64xf32>) -> tensor<1x4x1x16xf32>
    %collapsed = tensor.collapse_shape %arg3 [[0, 1]] : tensor<1x1xi64> into tensor<1xi64>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %3 = tensor.empty() : tensor<1x1x64x1xi64>
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x1x64x1xi64>) {
    ^bb0(%out: i64):
      %47 = linalg.index 2 : index
      %48 = arith.index_cast %47 : index to i64
      linalg.yield %48 : i64
    } -> tensor<1x1x64x1xi64>
    %5 = tensor.empty() : tensor<1x1x64x1xi8>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %expanded : tensor<1x1x64x1xi64>, tensor<1x1x1x1xi64>) outs(%5 : tensor<1x1x64x1xi8>) {
    ^bb0(%in: i64, %in_4: i64, %out: i8):
      %47 = arith.cmpi eq, %in, %in_4 : i64
      %48 = arith.extui %47 : i1 to i8
      linalg.yield %48 : i8
    } -> tensor<1x1x64x1xi8>
    %7 = call @linear__B1_T1(%0, %arg7) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %8 = call @heads__B1_T1(%7) : (tensor<1x1x64xf32>) -> tensor<1x4x1x16xf32>
    %9 = tensor.empty() : tensor<1x4x64x16xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %8, %arg1 : tensor<1x1x64x1xi8>, tensor<1x4x1x16xf32>, tensor<1x4x64x16xf32>) outs(%9 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: i8, %in_4: f32, %in_5: f32, %out: f32):
      %47 = arith.trunci %in : i8 to i1
      %48 = arith.select %47, %in_4, %in_5 : f32
      linalg.yield %48 : f32
    } -> tensor<1x4x64x16xf32>
    %11 = call @linear__B1_T1(%0, %arg8) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %12 = call @heads__B1_T1(%11) : (tensor<1x1x64xf32>) -> tensor<1x4x1x16xf32>
    %13 = tensor.empty() : tensor<1x4x64x16xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %12, %arg2 : tensor<1x1x64x1xi8>, tensor<1x4x1x16xf32>, tensor<1x4x64x16xf32>) outs(%13 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: i8, %in_4: f32, %in_5: f32, %out: f32):
      %47 = arith.trunci %in : i8 to i1
      %48 = arith.select %47, %in_4, %in_5 : f32
      linalg.yield %48 : f32
    } -> tensor<1x4x64x16xf32>
    %15 = tensor.empty() : tensor<1x1x1x64xi64>
    %16 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%15 : tensor<1x1x1x64xi64>) {
    ^bb0(%out: i64):
      %47 = linalg.index 3 : index
      %48 = arith.index_cast %47 : index to i64
      linalg.yield %48 : i64
    } -> tensor<1x1x1x64xi64>
    %17 = tensor.empty() : tensor<1x1x1x64xi8>
    %18 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded : tensor<1x1x1x64xi64>, tensor<1x1x1x1xi64>) outs(%17 : tensor<1x1x1x64xi8>) {
    ^bb0(%in: i64, %in_4: i64, %out: i8):
      %47 = arith.cmpi sle, %in, %in_4 : i64
      %48 = arith.extui %47 : i1 to i8
      linalg.yield %48 : i8
    } -> tensor<1x1x1x64xi8>
    %19 = tensor.empty() : tensor<1x4x16x64xf32>
    %transposed = linalg.transpose ins(%10 : tensor<1x4x64x16xf32>) outs(%19 : tensor<1x4x16x64xf32>) permutation = [0, 1, 3, 2] 
    %cst = arith.constant 0.000000e+00 : f32
    %20 = tensor.empty() : tensor<1x4x1x64xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x4x1x64xf32>) -> tensor<1x4x1x64xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2, %transposed : tensor<1x4x1x16xf32>, tensor<1x4x16x64xf32>) outs(%21 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %47 = arith.mulf %in, %in_4 : f32
      %48 = arith.addf %out, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<1x4x1x64xf32>
    %23 = tensor.empty() : tensor<1x4x1x64xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x4x1x64xf32>) outs(%23 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 2.500000e-01 : f32
      %47 = arith.mulf %in, %cst_4 : f32
      linalg.yield %47 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_0 = arith.constant -1.000000e+09 : f32
    %25 = tensor.empty() : tensor<1x4x1x64xf32>
    %26 = linalg.fill ins(%cst_0 : f32) outs(%25 : tensor<1x4x1x64xf32>) -> tensor<1x4x1x64xf32>
    %27 = tensor.empty() : tensor<1x4x1x64xf32>
    %28 = linalg.generic {indexing_maps = [#map7, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %24, %26 : tensor<1x1x1x64xi8>, tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%27 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: i8, %in_4: f32, %in_5: f32, %out: f32):
      %47 = arith.trunci %in : i8 to i1
      %48 = arith.select %47, %in_4, %in_5 : f32
      linalg.yield %48 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_1 = arith.constant 0xFF800000 : f32
    %29 = tensor.empty() : tensor<1x4x1xf32>
    %30 = linalg.fill ins(%cst_1 : f32) outs(%29 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%28 : tensor<1x4x1x64xf32>) outs(%30 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.maximumf %in, %out : f32
      linalg.yield %47 : f32
    } -> tensor<1x4x1xf32>
    %32 = tensor.empty() : tensor<1x4x1x64xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %31 : tensor<1x4x1x64xf32>, tensor<1x4x1xf32>) outs(%32 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %47 = arith.subf %in, %in_4 : f32
      %48 = math.exp %47 : f32
      linalg.yield %48 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %34 = tensor.empty() : tensor<1x4x1xf32>
    %35 = linalg.fill ins(%cst_2 : f32) outs(%34 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%33 : tensor<1x4x1x64xf32>) outs(%35 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %out, %in : f32
      linalg.yield %47 : f32
    } -> tensor<1x4x1xf32>
    %37 = tensor.empty() : tensor<1x4x1x64xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %36 : tensor<1x4x1x64xf32>, tensor<1x4x1xf32>) outs(%37 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %47 = arith.divf %in, %in_4 : f32
      linalg.yield %47 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %39 = tensor.empty() : tensor<1x4x1x16xf32>
    %40 = linalg.fill ins(%cst_3 : f32) outs(%39 : tensor<1x4x1x16xf32>) -> tensor<1x4x1x16xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%38, %14 : tensor<1x4x1x64xf32>, tensor<1x4x64x16xf32>) outs(%40 : tensor<1x4x1x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %47 = arith.mulf %in, %in_4 : f32
      %48 = arith.addf %out, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<1x4x1x16xf32>
    %42 = call @merge_heads__B1_T1(%41) : (tensor<1x4x1x16xf32>) -> tensor<1x1x64xf32>
    %43 = call @linear__B1_T1(%42, %arg9) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %44 = tensor.empty() : tensor<1x1x64xf32>
    %45 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %43 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%44 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %47 = arith.addf %in, %in_4 : f32
      linalg.yield %47 : f32
    } -> tensor<1x1x64xf32>
    %46 = call @mlp__B1_T1(%45, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> tensor<1x1x64xf32>
    return %46, %10, %14, %38 : tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x1x64xf32>
  }
  func.func @block_step(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x4x64x16xf32>, %arg2: tensor<1x4x64x16xf32>, %arg3: tensor<1x1xi64>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<256x64xf32>, %arg15: tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) attributes {llvm.emit_c_interface} {
    %0:4 = call @block_step_attn(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15) : (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1xi64>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x1x64xf32>)
    return %0#0, %0#1, %0#2 : tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>
  }
  func.func @forward_full(%arg0: tensor<1x64xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> tensor<1x64x82xf32> attributes {llvm.emit_c_interface} {
    %0 = call @forward__T64(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29) : (tensor<1x64xi64>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<1x64x82xf32>
    return %0 : tensor<1x64x82xf32>
  }
  func.func @prefill(%arg0: tensor<1x64xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> (tensor<1x64x82xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64xi64>) outs(%0 : tensor<1x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %7 = arith.maxsi %in, %c0_i64 : i64
      %8 = arith.minsi %7, %c81_i64 : i64
      %9 = arith.index_cast %8 : i64 to index
      %10 = linalg.index 2 : index
      %extracted = tensor.extract %arg1[%9, %10] : tensor<82x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x64xf32>
    %2 = tensor.empty() : tensor<1x64x64xf32>
    %3 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<1x64x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %7 = arith.addf %in, %in_0 : f32
      linalg.yield %7 : f32
    } -> tensor<1x64x64xf32>
    %4:3 = call @block__B1_T64(%3, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %5:3 = call @block__B1_T64(%4#0, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %6 = call @head__B1_T64(%5#0, %arg27, %arg28, %arg29) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<1x64x82xf32>
    return %6, %4#1, %4#2, %5#1, %5#2 : tensor<1x64x82xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>
  }
  func.func @prefill_attn(%arg0: tensor<1x64xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> (tensor<1x64x82xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<2x4x64x64xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64xi64>) outs(%0 : tensor<1x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %10 = arith.maxsi %in, %c0_i64 : i64
      %11 = arith.minsi %10, %c81_i64 : i64
      %12 = arith.index_cast %11 : i64 to index
      %13 = linalg.index 2 : index
      %extracted = tensor.extract %arg1[%12, %13] : tensor<82x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x64xf32>
    %2 = tensor.empty() : tensor<1x64x64xf32>
    %3 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<1x64x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.addf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x64xf32>
    %4:4 = call @block_attn__B1_T64(%3, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x64xf32>)
    %5:4 = call @block_attn__B1_T64(%4#0, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x64xf32>)
    %6 = tensor.empty() : tensor<2x4x64x64xf32>
    %extracted_slice = tensor.extract_slice %6[0, 0, 0, 0] [1, 4, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<1x4x64x64xf32>
    %7 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%4#3 : tensor<1x4x64x64xf32>) outs(%extracted_slice : tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %inserted_slice = tensor.insert_slice %7 into %6[0, 0, 0, 0] [1, 4, 64, 64] [1, 1, 1, 1] : tensor<1x4x64x64xf32> into tensor<2x4x64x64xf32>
    %extracted_slice_0 = tensor.extract_slice %inserted_slice[1, 0, 0, 0] [1, 4, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<1x4x64x64xf32>
    %8 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%5#3 : tensor<1x4x64x64xf32>) outs(%extracted_slice_0 : tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %inserted_slice_1 = tensor.insert_slice %8 into %inserted_slice[1, 0, 0, 0] [1, 4, 64, 64] [1, 1, 1, 1] : tensor<1x4x64x64xf32> into tensor<2x4x64x64xf32>
    %9 = call @head__B1_T64(%5#0, %arg27, %arg28, %arg29) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<1x64x82xf32>
    return %9, %4#1, %4#2, %5#1, %5#2, %inserted_slice_1 : tensor<1x64x82xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<2x4x64x64xf32>
  }
  func.func @decode(%arg0: tensor<1x1xi64>, %arg1: tensor<1x1xi64>, %arg2: tensor<1x4x64x16xf32>, %arg3: tensor<1x4x64x16xf32>, %arg4: tensor<1x4x64x16xf32>, %arg5: tensor<1x4x64x16xf32>, %arg6: tensor<82x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x256xf32>, %arg17: tensor<256xf32>, %arg18: tensor<256x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x256xf32>, %arg29: tensor<256xf32>, %arg30: tensor<256x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x82xf32>) -> (tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1x82xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x1x64xf32>
    %1 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1xi64>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %9 = arith.maxsi %in, %c0_i64 : i64
      %10 = arith.minsi %9, %c81_i64 : i64
      %11 = arith.index_cast %10 : i64 to index
      %12 = linalg.index 2 : index
      %extracted = tensor.extract %arg6[%11, %12] : tensor<82x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x64xf32>
    %2 = tensor.empty() : tensor<1x1x64xf32>
    %3 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x1xi64>) outs(%2 : tensor<1x1x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c63_i64 = arith.constant 63 : i64
      %9 = arith.maxsi %in, %c0_i64 : i64
      %10 = arith.minsi %9, %c63_i64 : i64
      %11 = arith.index_cast %10 : i64 to index
      %12 = linalg.index 2 : index
      %extracted = tensor.extract %arg7[%11, %12] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x64xf32>
    %4 = tensor.empty() : tensor<1x1x64xf32>
    %5 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%4 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %9 = arith.addf %in, %in_0 : f32
      linalg.yield %9 : f32
    } -> tensor<1x1x64xf32>
    %6:3 = call @block_step(%5, %arg2, %arg3, %arg1, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19) : (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1xi64>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %7:3 = call @block_step(%6#0, %arg4, %arg5, %arg1, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31) : (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1xi64>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %8 = call @head__B1_T1(%7#0, %arg32, %arg33, %arg34) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<1x1x82xf32>
    return %6#1, %6#2, %7#1, %7#2, %8 : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1x82xf32>
  }
  func.func @decode_attn(%arg0: tensor<1x1xi64>, %arg1: tensor<1x1xi64>, %arg2: tensor<1x4x64x16xf32>, %arg3: tensor<1x4x64x16xf32>, %arg4: tensor<1x4x64x16xf32>, %arg5: tensor<1x4x64x16xf32>, %arg6: tensor<82x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x256xf32>, %arg17: tensor<256xf32>, %arg18: tensor<256x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x256xf32>, %arg29: tensor<256xf32>, %arg30: tensor<256x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x82xf32>) -> (tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1x82xf32>, tensor<2x4x64xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x1x64xf32>
    %1 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1xi64>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %12 = arith.maxsi %in, %c0_i64 : i64
      %13 = arith.minsi %12, %c81_i64 : i64
      %14 = arith.index_cast %13 : i64 to index
      %15 = linalg.index 2 : index
      %extracted = tensor.extract %arg6[%14, %15] : tensor<82x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x64xf32>
    %2 = tensor.empty() : tensor<1x1x64xf32>
    %3 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x1xi64>) outs(%2 : tensor<1x1x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c63_i64 = arith.constant 63 : i64
      %12 = arith.maxsi %in, %c0_i64 : i64
      %13 = arith.minsi %12, %c63_i64 : i64
      %14 = arith.index_cast %13 : i64 to index
      %15 = linalg.index 2 : index
      %extracted = tensor.extract %arg7[%14, %15] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x64xf32>
    %4 = tensor.empty() : tensor<1x1x64xf32>
    %5 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%4 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %12 = arith.addf %in, %in_4 : f32
      linalg.yield %12 : f32
    } -> tensor<1x1x64xf32>
    %6:4 = call @block_step_attn(%5, %arg2, %arg3, %arg1, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19) : (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1xi64>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x1x64xf32>)
    %7:4 = call @block_step_attn(%6#0, %arg4, %arg5, %arg1, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31) : (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1xi64>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x1x64xf32>)
    %collapsed = tensor.collapse_shape %6#3 [[0, 1, 2, 3]] : tensor<1x4x1x64xf32> into tensor<256xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [1, 4, 64] : tensor<256xf32> into tensor<1x4x64xf32>
    %collapsed_0 = tensor.collapse_shape %7#3 [[0, 1, 2, 3]] : tensor<1x4x1x64xf32> into tensor<256xf32>
    %expanded_1 = tensor.expand_shape %collapsed_0 [[0, 1, 2]] output_shape [1, 4, 64] : tensor<256xf32> into tensor<1x4x64xf32>
    %8 = tensor.empty() : tensor<2x4x64xf32>
    %extracted_slice = tensor.extract_slice %8[0, 0, 0] [1, 4, 64] [1, 1, 1] : tensor<2x4x64xf32> to tensor<1x4x64xf32>
    %9 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%expanded : tensor<1x4x64xf32>) outs(%extracted_slice : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %inserted_slice = tensor.insert_slice %9 into %8[0, 0, 0] [1, 4, 64] [1, 1, 1] : tensor<1x4x64xf32> into tensor<2x4x64xf32>
    %extracted_slice_2 = tensor.extract_slice %inserted_slice[1, 0, 0] [1, 4, 64] [1, 1, 1] : tensor<2x4x64xf32> to tensor<1x4x64xf32>
    %10 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%expanded_1 : tensor<1x4x64xf32>) outs(%extracted_slice_2 : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %inserted_slice_3 = tensor.insert_slice %10 into %inserted_slice[1, 0, 0] [1, 4, 64] [1, 1, 1] : tensor<1x4x64xf32> into tensor<2x4x64xf32>
    %11 = call @head__B1_T1(%7#0, %arg32, %arg33, %arg34) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<1x1x82xf32>
    return %6#1, %6#2, %7#1, %7#2, %11, %inserted_slice_3 : tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1x82xf32>, tensor<2x4x64xf32>
  }
  func.func @loss(%arg0: tensor<16x47xi64>, %arg1: tensor<16x47xi64>, %arg2: tensor<16x47xf32>, %arg3: tensor<82x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x82xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %0 = call @forward_batch__B16_T47(%arg0, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31) : (tensor<16x47xi64>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<16x47x82xf32>
    %cst = arith.constant 0xFF800000 : f32
    %1 = tensor.empty() : tensor<16x47xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %3 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0 : tensor<16x47x82xf32>) outs(%2 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.maximumf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<16x47xf32>
    %4 = tensor.empty() : tensor<16x47x82xf32>
    %5 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %3 : tensor<16x47x82xf32>, tensor<16x47xf32>) outs(%4 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.subf %in, %in_4 : f32
      %29 = math.exp %28 : f32
      linalg.yield %29 : f32
    } -> tensor<16x47x82xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<16x47xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %8 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<16x47x82xf32>) outs(%7 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<16x47xf32>
    %9 = tensor.empty() : tensor<16x47x82xf32>
    %10 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %3, %8 : tensor<16x47x82xf32>, tensor<16x47xf32>, tensor<16x47xf32>) outs(%9 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %in_4: f32, %in_5: f32, %out: f32):
      %28 = arith.subf %in, %in_4 : f32
      %29 = math.log %in_5 : f32
      %30 = arith.subf %28, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<16x47x82xf32>
    %11 = tensor.empty() : tensor<16x47x82xf32>
    %12 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16x47xi64>) outs(%11 : tensor<16x47x82xf32>) {
    ^bb0(%in: i64, %out: f32):
      %28 = linalg.index 2 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.cmpi eq, %in, %29 : i64
      %cst_4 = arith.constant 1.000000e+00 : f32
      %cst_5 = arith.constant 0.000000e+00 : f32
      %31 = arith.select %30, %cst_4, %cst_5 : f32
      linalg.yield %31 : f32
    } -> tensor<16x47x82xf32>
    %13 = tensor.empty() : tensor<16x47x82xf32>
    %14 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<16x47x82xf32>, tensor<16x47x82xf32>) outs(%13 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.mulf %in, %in_4 : f32
      linalg.yield %28 : f32
    } -> tensor<16x47x82xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %15 = tensor.empty() : tensor<16x47xf32>
    %16 = linalg.fill ins(%cst_1 : f32) outs(%15 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<16x47x82xf32>) outs(%16 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<16x47xf32>
    %18 = tensor.empty() : tensor<16x47xf32>
    %19 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%17, %arg2 : tensor<16x47xf32>, tensor<16x47xf32>) outs(%18 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.mulf %in, %in_4 : f32
      linalg.yield %28 : f32
    } -> tensor<16x47xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %20 = tensor.empty() : tensor<16xf32>
    %21 = linalg.fill ins(%cst_2 : f32) outs(%20 : tensor<16xf32>) -> tensor<16xf32>
    %22 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<16x47xf32>) outs(%21 : tensor<16xf32>) {
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
  func.func @loss_grad(%arg0: tensor<16x47xi64>, %arg1: tensor<16x47xi64>, %arg2: tensor<16x47xf32>, %arg3: tensor<82x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x82xf32>) -> (tensor<f32>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<16x47x64xf32>
    %1 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x47xi64>) outs(%0 : tensor<16x47x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %922 = arith.maxsi %in, %c0_i64 : i64
      %923 = arith.minsi %922, %c81_i64 : i64
      %924 = arith.index_cast %923 : i64 to index
      %925 = linalg.index 2 : index
      %extracted = tensor.extract %arg3[%924, %925] : tensor<82x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x47x64xf32>
    %extracted_slice = tensor.extract_slice %arg4[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %2 = tensor.empty() : tensor<47x64xf32>
    %3 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice : tensor<47x64xf32>) outs(%2 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %4 = tensor.empty() : tensor<16x47x64xf32>
    %5 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<16x47x64xf32>, tensor<47x64xf32>) outs(%4 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<16x47xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %8 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<16x47x64xf32>) outs(%7 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_0 = arith.constant 6.400000e+01 : f32
    %9 = tensor.empty() : tensor<16x47xf32>
    %10 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x47xf32>) outs(%9 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.divf %in, %cst_0 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed = tensor.collapse_shape %10 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %11 = tensor.empty() : tensor<16x47x64xf32>
    %12 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %expanded : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%11 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %13 = tensor.empty() : tensor<16x47x64xf32>
    %14 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %12 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%13 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %15 = tensor.empty() : tensor<16x47xf32>
    %16 = linalg.fill ins(%cst_1 : f32) outs(%15 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<16x47x64xf32>) outs(%16 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_2 = arith.constant 6.400000e+01 : f32
    %18 = tensor.empty() : tensor<16x47xf32>
    %19 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<16x47xf32>) outs(%18 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.divf %in, %cst_2 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_3 = tensor.collapse_shape %19 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_4 = tensor.expand_shape %collapsed_3 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %20 = tensor.empty() : tensor<16x47x1xf32>
    %21 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<16x47x1xf32>) outs(%20 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 9.99999974E-6 : f32
      %922 = arith.addf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %22 = tensor.empty() : tensor<16x47x1xf32>
    %23 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<16x47x1xf32>) outs(%22 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = math.rsqrt %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %24 = tensor.empty() : tensor<16x47x64xf32>
    %25 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %23 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%24 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %26 = tensor.empty() : tensor<16x47x64xf32>
    %27 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg5 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%26 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %28 = tensor.empty() : tensor<16x47x64xf32>
    %29 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %arg6 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%28 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %30 = tensor.empty() : tensor<16x64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<64x64xf32>) outs(%30 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    %32 = tensor.empty() : tensor<16x47x64xf32>
    %33 = linalg.fill ins(%cst_5 : f32) outs(%32 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %34 = linalg.batch_matmul ins(%29, %31 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%33 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_6 = tensor.collapse_shape %34 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_7 = tensor.expand_shape %collapsed_6 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %35 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed = linalg.transpose ins(%expanded_7 : tensor<16x47x4x16xf32>) outs(%35 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %36 = tensor.empty() : tensor<16x64x64xf32>
    %37 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%36 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_8 = arith.constant 0.000000e+00 : f32
    %38 = tensor.empty() : tensor<16x47x64xf32>
    %39 = linalg.fill ins(%cst_8 : f32) outs(%38 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %40 = linalg.batch_matmul ins(%29, %37 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%39 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_9 = tensor.collapse_shape %40 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_10 = tensor.expand_shape %collapsed_9 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %41 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<16x47x4x16xf32>) outs(%41 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %42 = tensor.empty() : tensor<16x64x64xf32>
    %43 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<64x64xf32>) outs(%42 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_12 = arith.constant 0.000000e+00 : f32
    %44 = tensor.empty() : tensor<16x47x64xf32>
    %45 = linalg.fill ins(%cst_12 : f32) outs(%44 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %46 = linalg.batch_matmul ins(%29, %43 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%45 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_13 = tensor.collapse_shape %46 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_14 = tensor.expand_shape %collapsed_13 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %47 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<16x47x4x16xf32>) outs(%47 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %48 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_16 = linalg.transpose ins(%transposed_11 : tensor<16x4x47x16xf32>) outs(%48 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_17 = arith.constant 0.000000e+00 : f32
    %49 = tensor.empty() : tensor<16x4x47x47xf32>
    %50 = linalg.fill ins(%cst_17 : f32) outs(%49 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed, %transposed_16 : tensor<16x4x47x16xf32>, tensor<16x4x16x47xf32>) outs(%50 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x47xf32>
    %52 = tensor.empty() : tensor<16x4x47x47xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<16x4x47x47xf32>) outs(%52 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 2.500000e-01 : f32
      %922 = arith.mulf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %54 = tensor.empty() : tensor<47x47xi64>
    %55 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%54 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %922 = linalg.index 0 : index
      %923 = arith.index_cast %922 : index to i64
      linalg.yield %923 : i64
    } -> tensor<47x47xi64>
    %56 = tensor.empty() : tensor<47x47xi64>
    %57 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%56 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %922 = linalg.index 1 : index
      %923 = arith.index_cast %922 : index to i64
      linalg.yield %923 : i64
    } -> tensor<47x47xi64>
    %58 = tensor.empty() : tensor<47x47xi8>
    %59 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%57, %55 : tensor<47x47xi64>, tensor<47x47xi64>) outs(%58 : tensor<47x47xi8>) {
    ^bb0(%in: i64, %in_277: i64, %out: i8):
      %922 = arith.cmpi sle, %in, %in_277 : i64
      %923 = arith.extui %922 : i1 to i8
      linalg.yield %923 : i8
    } -> tensor<47x47xi8>
    %cst_18 = arith.constant -1.000000e+09 : f32
    %60 = tensor.empty() : tensor<16x4x47x47xf32>
    %61 = linalg.fill ins(%cst_18 : f32) outs(%60 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %62 = tensor.empty() : tensor<16x4x47x47xf32>
    %63 = linalg.generic {indexing_maps = [#map19, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %53, %61 : tensor<47x47xi8>, tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%62 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: i8, %in_277: f32, %in_278: f32, %out: f32):
      %922 = arith.trunci %in : i8 to i1
      %923 = arith.select %922, %in_277, %in_278 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_19 = arith.constant 0xFF800000 : f32
    %64 = tensor.empty() : tensor<16x4x47xf32>
    %65 = linalg.fill ins(%cst_19 : f32) outs(%64 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<16x4x47x47xf32>) outs(%65 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.maximumf %in, %out : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47xf32>
    %67 = tensor.empty() : tensor<16x4x47x47xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %66 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%67 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      %923 = math.exp %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_20 = arith.constant 0.000000e+00 : f32
    %69 = tensor.empty() : tensor<16x4x47xf32>
    %70 = linalg.fill ins(%cst_20 : f32) outs(%69 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<16x4x47x47xf32>) outs(%70 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47xf32>
    %72 = tensor.empty() : tensor<16x4x47x47xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %71 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%72 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.divf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_21 = arith.constant 0.000000e+00 : f32
    %74 = tensor.empty() : tensor<16x4x47x16xf32>
    %75 = linalg.fill ins(%cst_21 : f32) outs(%74 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%73, %transposed_15 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%75 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x16xf32>
    %77 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_22 = linalg.transpose ins(%76 : tensor<16x4x47x16xf32>) outs(%77 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_23 = tensor.collapse_shape %transposed_22 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_24 = tensor.expand_shape %collapsed_23 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %78 = tensor.empty() : tensor<16x64x64xf32>
    %79 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<64x64xf32>) outs(%78 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_25 = arith.constant 0.000000e+00 : f32
    %80 = tensor.empty() : tensor<16x47x64xf32>
    %81 = linalg.fill ins(%cst_25 : f32) outs(%80 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %82 = linalg.batch_matmul ins(%expanded_24, %79 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%81 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %83 = tensor.empty() : tensor<16x47x64xf32>
    %84 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %82 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%83 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_26 = arith.constant 0.000000e+00 : f32
    %85 = tensor.empty() : tensor<16x47xf32>
    %86 = linalg.fill ins(%cst_26 : f32) outs(%85 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %87 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<16x47x64xf32>) outs(%86 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_27 = arith.constant 6.400000e+01 : f32
    %88 = tensor.empty() : tensor<16x47xf32>
    %89 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%87 : tensor<16x47xf32>) outs(%88 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.divf %in, %cst_27 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_28 = tensor.collapse_shape %89 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_29 = tensor.expand_shape %collapsed_28 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %90 = tensor.empty() : tensor<16x47x64xf32>
    %91 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %expanded_29 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%90 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %92 = tensor.empty() : tensor<16x47x64xf32>
    %93 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %91 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%92 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_30 = arith.constant 0.000000e+00 : f32
    %94 = tensor.empty() : tensor<16x47xf32>
    %95 = linalg.fill ins(%cst_30 : f32) outs(%94 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %96 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<16x47x64xf32>) outs(%95 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_31 = arith.constant 6.400000e+01 : f32
    %97 = tensor.empty() : tensor<16x47xf32>
    %98 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<16x47xf32>) outs(%97 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.divf %in, %cst_31 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_32 = tensor.collapse_shape %98 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_33 = tensor.expand_shape %collapsed_32 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %99 = tensor.empty() : tensor<16x47x1xf32>
    %100 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<16x47x1xf32>) outs(%99 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 9.99999974E-6 : f32
      %922 = arith.addf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %101 = tensor.empty() : tensor<16x47x1xf32>
    %102 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<16x47x1xf32>) outs(%101 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = math.rsqrt %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %103 = tensor.empty() : tensor<16x47x64xf32>
    %104 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %102 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%103 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %105 = tensor.empty() : tensor<16x47x64xf32>
    %106 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %arg11 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%105 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %107 = tensor.empty() : tensor<16x47x64xf32>
    %108 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %arg12 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%107 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %109 = tensor.empty() : tensor<16x64x256xf32>
    %110 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<64x256xf32>) outs(%109 : tensor<16x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x256xf32>
    %cst_34 = arith.constant 0.000000e+00 : f32
    %111 = tensor.empty() : tensor<16x47x256xf32>
    %112 = linalg.fill ins(%cst_34 : f32) outs(%111 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %113 = linalg.batch_matmul ins(%108, %110 : tensor<16x47x64xf32>, tensor<16x64x256xf32>) outs(%112 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %114 = tensor.empty() : tensor<16x47x256xf32>
    %115 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %arg14 : tensor<16x47x256xf32>, tensor<256xf32>) outs(%114 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %116 = tensor.empty() : tensor<16x47x256xf32>
    %117 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<16x47x256xf32>) outs(%116 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 5.000000e-01 : f32
      %922 = arith.mulf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %118 = tensor.empty() : tensor<16x47x256xf32>
    %119 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<16x47x256xf32>) outs(%118 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 0.707106769 : f32
      %922 = arith.mulf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %120 = tensor.empty() : tensor<16x47x256xf32>
    %121 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<16x47x256xf32>) outs(%120 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = math.erf %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %122 = tensor.empty() : tensor<16x47x256xf32>
    %123 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<16x47x256xf32>) outs(%122 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 1.000000e+00 : f32
      %922 = arith.addf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %124 = tensor.empty() : tensor<16x47x256xf32>
    %125 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %123 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%124 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %126 = tensor.empty() : tensor<16x256x64xf32>
    %127 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<256x64xf32>) outs(%126 : tensor<16x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256x64xf32>
    %cst_35 = arith.constant 0.000000e+00 : f32
    %128 = tensor.empty() : tensor<16x47x64xf32>
    %129 = linalg.fill ins(%cst_35 : f32) outs(%128 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %130 = linalg.batch_matmul ins(%125, %127 : tensor<16x47x256xf32>, tensor<16x256x64xf32>) outs(%129 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %131 = tensor.empty() : tensor<16x47x64xf32>
    %132 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %130 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%131 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %133 = tensor.empty() : tensor<16x47x64xf32>
    %134 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg16 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%133 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_36 = arith.constant 0.000000e+00 : f32
    %135 = tensor.empty() : tensor<16x47xf32>
    %136 = linalg.fill ins(%cst_36 : f32) outs(%135 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %137 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<16x47x64xf32>) outs(%136 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_37 = arith.constant 6.400000e+01 : f32
    %138 = tensor.empty() : tensor<16x47xf32>
    %139 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<16x47xf32>) outs(%138 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.divf %in, %cst_37 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_38 = tensor.collapse_shape %139 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_39 = tensor.expand_shape %collapsed_38 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %140 = tensor.empty() : tensor<16x47x64xf32>
    %141 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %expanded_39 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%140 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %142 = tensor.empty() : tensor<16x47x64xf32>
    %143 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %141 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%142 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_40 = arith.constant 0.000000e+00 : f32
    %144 = tensor.empty() : tensor<16x47xf32>
    %145 = linalg.fill ins(%cst_40 : f32) outs(%144 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %146 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<16x47x64xf32>) outs(%145 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_41 = arith.constant 6.400000e+01 : f32
    %147 = tensor.empty() : tensor<16x47xf32>
    %148 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<16x47xf32>) outs(%147 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.divf %in, %cst_41 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_42 = tensor.collapse_shape %148 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_43 = tensor.expand_shape %collapsed_42 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %149 = tensor.empty() : tensor<16x47x1xf32>
    %150 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<16x47x1xf32>) outs(%149 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 9.99999974E-6 : f32
      %922 = arith.addf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %151 = tensor.empty() : tensor<16x47x1xf32>
    %152 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<16x47x1xf32>) outs(%151 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = math.rsqrt %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %153 = tensor.empty() : tensor<16x47x64xf32>
    %154 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %152 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%153 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %155 = tensor.empty() : tensor<16x47x64xf32>
    %156 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %arg17 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%155 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %157 = tensor.empty() : tensor<16x47x64xf32>
    %158 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %arg18 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%157 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %159 = tensor.empty() : tensor<16x64x64xf32>
    %160 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<64x64xf32>) outs(%159 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_44 = arith.constant 0.000000e+00 : f32
    %161 = tensor.empty() : tensor<16x47x64xf32>
    %162 = linalg.fill ins(%cst_44 : f32) outs(%161 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %163 = linalg.batch_matmul ins(%158, %160 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%162 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_45 = tensor.collapse_shape %163 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_46 = tensor.expand_shape %collapsed_45 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %164 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<16x47x4x16xf32>) outs(%164 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %165 = tensor.empty() : tensor<16x64x64xf32>
    %166 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<64x64xf32>) outs(%165 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_48 = arith.constant 0.000000e+00 : f32
    %167 = tensor.empty() : tensor<16x47x64xf32>
    %168 = linalg.fill ins(%cst_48 : f32) outs(%167 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %169 = linalg.batch_matmul ins(%158, %166 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%168 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_49 = tensor.collapse_shape %169 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_50 = tensor.expand_shape %collapsed_49 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %170 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<16x47x4x16xf32>) outs(%170 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %171 = tensor.empty() : tensor<16x64x64xf32>
    %172 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<64x64xf32>) outs(%171 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_52 = arith.constant 0.000000e+00 : f32
    %173 = tensor.empty() : tensor<16x47x64xf32>
    %174 = linalg.fill ins(%cst_52 : f32) outs(%173 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %175 = linalg.batch_matmul ins(%158, %172 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%174 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_53 = tensor.collapse_shape %175 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_54 = tensor.expand_shape %collapsed_53 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %176 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<16x47x4x16xf32>) outs(%176 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %177 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_56 = linalg.transpose ins(%transposed_51 : tensor<16x4x47x16xf32>) outs(%177 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_57 = arith.constant 0.000000e+00 : f32
    %178 = tensor.empty() : tensor<16x4x47x47xf32>
    %179 = linalg.fill ins(%cst_57 : f32) outs(%178 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_47, %transposed_56 : tensor<16x4x47x16xf32>, tensor<16x4x16x47xf32>) outs(%179 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x47xf32>
    %181 = tensor.empty() : tensor<16x4x47x47xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<16x4x47x47xf32>) outs(%181 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 2.500000e-01 : f32
      %922 = arith.mulf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %183 = tensor.empty() : tensor<47x47xi64>
    %184 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%183 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %922 = linalg.index 0 : index
      %923 = arith.index_cast %922 : index to i64
      linalg.yield %923 : i64
    } -> tensor<47x47xi64>
    %185 = tensor.empty() : tensor<47x47xi64>
    %186 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%185 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %922 = linalg.index 1 : index
      %923 = arith.index_cast %922 : index to i64
      linalg.yield %923 : i64
    } -> tensor<47x47xi64>
    %187 = tensor.empty() : tensor<47x47xi8>
    %188 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%186, %184 : tensor<47x47xi64>, tensor<47x47xi64>) outs(%187 : tensor<47x47xi8>) {
    ^bb0(%in: i64, %in_277: i64, %out: i8):
      %922 = arith.cmpi sle, %in, %in_277 : i64
      %923 = arith.extui %922 : i1 to i8
      linalg.yield %923 : i8
    } -> tensor<47x47xi8>
    %cst_58 = arith.constant -1.000000e+09 : f32
    %189 = tensor.empty() : tensor<16x4x47x47xf32>
    %190 = linalg.fill ins(%cst_58 : f32) outs(%189 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %191 = tensor.empty() : tensor<16x4x47x47xf32>
    %192 = linalg.generic {indexing_maps = [#map19, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %182, %190 : tensor<47x47xi8>, tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%191 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: i8, %in_277: f32, %in_278: f32, %out: f32):
      %922 = arith.trunci %in : i8 to i1
      %923 = arith.select %922, %in_277, %in_278 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_59 = arith.constant 0xFF800000 : f32
    %193 = tensor.empty() : tensor<16x4x47xf32>
    %194 = linalg.fill ins(%cst_59 : f32) outs(%193 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%192 : tensor<16x4x47x47xf32>) outs(%194 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.maximumf %in, %out : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47xf32>
    %196 = tensor.empty() : tensor<16x4x47x47xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %195 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%196 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      %923 = math.exp %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_60 = arith.constant 0.000000e+00 : f32
    %198 = tensor.empty() : tensor<16x4x47xf32>
    %199 = linalg.fill ins(%cst_60 : f32) outs(%198 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%197 : tensor<16x4x47x47xf32>) outs(%199 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47xf32>
    %201 = tensor.empty() : tensor<16x4x47x47xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %200 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%201 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.divf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_61 = arith.constant 0.000000e+00 : f32
    %203 = tensor.empty() : tensor<16x4x47x16xf32>
    %204 = linalg.fill ins(%cst_61 : f32) outs(%203 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%202, %transposed_55 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%204 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x16xf32>
    %206 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_62 = linalg.transpose ins(%205 : tensor<16x4x47x16xf32>) outs(%206 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_63 = tensor.collapse_shape %transposed_62 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_64 = tensor.expand_shape %collapsed_63 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %207 = tensor.empty() : tensor<16x64x64xf32>
    %208 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22 : tensor<64x64xf32>) outs(%207 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst_65 = arith.constant 0.000000e+00 : f32
    %209 = tensor.empty() : tensor<16x47x64xf32>
    %210 = linalg.fill ins(%cst_65 : f32) outs(%209 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %211 = linalg.batch_matmul ins(%expanded_64, %208 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%210 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %212 = tensor.empty() : tensor<16x47x64xf32>
    %213 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %211 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%212 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_66 = arith.constant 0.000000e+00 : f32
    %214 = tensor.empty() : tensor<16x47xf32>
    %215 = linalg.fill ins(%cst_66 : f32) outs(%214 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %216 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%213 : tensor<16x47x64xf32>) outs(%215 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_67 = arith.constant 6.400000e+01 : f32
    %217 = tensor.empty() : tensor<16x47xf32>
    %218 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<16x47xf32>) outs(%217 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.divf %in, %cst_67 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_68 = tensor.collapse_shape %218 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_69 = tensor.expand_shape %collapsed_68 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %219 = tensor.empty() : tensor<16x47x64xf32>
    %220 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %expanded_69 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%219 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %221 = tensor.empty() : tensor<16x47x64xf32>
    %222 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %220 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%221 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_70 = arith.constant 0.000000e+00 : f32
    %223 = tensor.empty() : tensor<16x47xf32>
    %224 = linalg.fill ins(%cst_70 : f32) outs(%223 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %225 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%222 : tensor<16x47x64xf32>) outs(%224 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_71 = arith.constant 6.400000e+01 : f32
    %226 = tensor.empty() : tensor<16x47xf32>
    %227 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%225 : tensor<16x47xf32>) outs(%226 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.divf %in, %cst_71 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_72 = tensor.collapse_shape %227 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_73 = tensor.expand_shape %collapsed_72 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %228 = tensor.empty() : tensor<16x47x1xf32>
    %229 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<16x47x1xf32>) outs(%228 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 9.99999974E-6 : f32
      %922 = arith.addf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %230 = tensor.empty() : tensor<16x47x1xf32>
    %231 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<16x47x1xf32>) outs(%230 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = math.rsqrt %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %232 = tensor.empty() : tensor<16x47x64xf32>
    %233 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %231 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%232 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %234 = tensor.empty() : tensor<16x47x64xf32>
    %235 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %arg23 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%234 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %236 = tensor.empty() : tensor<16x47x64xf32>
    %237 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %arg24 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%236 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %238 = tensor.empty() : tensor<16x64x256xf32>
    %239 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<64x256xf32>) outs(%238 : tensor<16x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x256xf32>
    %cst_74 = arith.constant 0.000000e+00 : f32
    %240 = tensor.empty() : tensor<16x47x256xf32>
    %241 = linalg.fill ins(%cst_74 : f32) outs(%240 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %242 = linalg.batch_matmul ins(%237, %239 : tensor<16x47x64xf32>, tensor<16x64x256xf32>) outs(%241 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %243 = tensor.empty() : tensor<16x47x256xf32>
    %244 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %arg26 : tensor<16x47x256xf32>, tensor<256xf32>) outs(%243 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %245 = tensor.empty() : tensor<16x47x256xf32>
    %246 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<16x47x256xf32>) outs(%245 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 5.000000e-01 : f32
      %922 = arith.mulf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %247 = tensor.empty() : tensor<16x47x256xf32>
    %248 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<16x47x256xf32>) outs(%247 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 0.707106769 : f32
      %922 = arith.mulf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %249 = tensor.empty() : tensor<16x47x256xf32>
    %250 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<16x47x256xf32>) outs(%249 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = math.erf %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %251 = tensor.empty() : tensor<16x47x256xf32>
    %252 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<16x47x256xf32>) outs(%251 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 1.000000e+00 : f32
      %922 = arith.addf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %253 = tensor.empty() : tensor<16x47x256xf32>
    %254 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %252 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%253 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %255 = tensor.empty() : tensor<16x256x64xf32>
    %256 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<256x64xf32>) outs(%255 : tensor<16x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256x64xf32>
    %cst_75 = arith.constant 0.000000e+00 : f32
    %257 = tensor.empty() : tensor<16x47x64xf32>
    %258 = linalg.fill ins(%cst_75 : f32) outs(%257 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %259 = linalg.batch_matmul ins(%254, %256 : tensor<16x47x256xf32>, tensor<16x256x64xf32>) outs(%258 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %260 = tensor.empty() : tensor<16x47x64xf32>
    %261 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %259 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%260 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %262 = tensor.empty() : tensor<16x47x64xf32>
    %263 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %arg28 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%262 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_76 = arith.constant 0.000000e+00 : f32
    %264 = tensor.empty() : tensor<16x47xf32>
    %265 = linalg.fill ins(%cst_76 : f32) outs(%264 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %266 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%263 : tensor<16x47x64xf32>) outs(%265 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_77 = arith.constant 6.400000e+01 : f32
    %267 = tensor.empty() : tensor<16x47xf32>
    %268 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%266 : tensor<16x47xf32>) outs(%267 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.divf %in, %cst_77 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_78 = tensor.collapse_shape %268 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_79 = tensor.expand_shape %collapsed_78 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %269 = tensor.empty() : tensor<16x47x64xf32>
    %270 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %expanded_79 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%269 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %271 = tensor.empty() : tensor<16x47x64xf32>
    %272 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %270 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%271 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_80 = arith.constant 0.000000e+00 : f32
    %273 = tensor.empty() : tensor<16x47xf32>
    %274 = linalg.fill ins(%cst_80 : f32) outs(%273 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %275 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<16x47x64xf32>) outs(%274 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_81 = arith.constant 6.400000e+01 : f32
    %276 = tensor.empty() : tensor<16x47xf32>
    %277 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%275 : tensor<16x47xf32>) outs(%276 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.divf %in, %cst_81 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_82 = tensor.collapse_shape %277 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_83 = tensor.expand_shape %collapsed_82 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %278 = tensor.empty() : tensor<16x47x1xf32>
    %279 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<16x47x1xf32>) outs(%278 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 9.99999974E-6 : f32
      %922 = arith.addf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %280 = tensor.empty() : tensor<16x47x1xf32>
    %281 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<16x47x1xf32>) outs(%280 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = math.rsqrt %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %282 = tensor.empty() : tensor<16x47x64xf32>
    %283 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %281 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%282 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %284 = tensor.empty() : tensor<16x47x64xf32>
    %285 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %arg29 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%284 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %286 = tensor.empty() : tensor<16x47x64xf32>
    %287 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %arg30 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%286 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %288 = tensor.empty() : tensor<16x64x82xf32>
    %289 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg31 : tensor<64x82xf32>) outs(%288 : tensor<16x64x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x82xf32>
    %cst_84 = arith.constant 0.000000e+00 : f32
    %290 = tensor.empty() : tensor<16x47x82xf32>
    %291 = linalg.fill ins(%cst_84 : f32) outs(%290 : tensor<16x47x82xf32>) -> tensor<16x47x82xf32>
    %292 = linalg.batch_matmul ins(%287, %289 : tensor<16x47x64xf32>, tensor<16x64x82xf32>) outs(%291 : tensor<16x47x82xf32>) -> tensor<16x47x82xf32>
    %cst_85 = arith.constant 0xFF800000 : f32
    %293 = tensor.empty() : tensor<16x47xf32>
    %294 = linalg.fill ins(%cst_85 : f32) outs(%293 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %295 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%292 : tensor<16x47x82xf32>) outs(%294 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.maximumf %in, %out : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %296 = tensor.empty() : tensor<16x47x82xf32>
    %297 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %295 : tensor<16x47x82xf32>, tensor<16x47xf32>) outs(%296 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      %923 = math.exp %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x47x82xf32>
    %cst_86 = arith.constant 0.000000e+00 : f32
    %298 = tensor.empty() : tensor<16x47xf32>
    %299 = linalg.fill ins(%cst_86 : f32) outs(%298 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %300 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%297 : tensor<16x47x82xf32>) outs(%299 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %301 = tensor.empty() : tensor<16x47x82xf32>
    %302 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %295, %300 : tensor<16x47x82xf32>, tensor<16x47xf32>, tensor<16x47xf32>) outs(%301 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %in_277: f32, %in_278: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      %923 = math.log %in_278 : f32
      %924 = arith.subf %922, %923 : f32
      linalg.yield %924 : f32
    } -> tensor<16x47x82xf32>
    %303 = tensor.empty() : tensor<16x47x82xf32>
    %304 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16x47xi64>) outs(%303 : tensor<16x47x82xf32>) {
    ^bb0(%in: i64, %out: f32):
      %922 = linalg.index 2 : index
      %923 = arith.index_cast %922 : index to i64
      %924 = arith.cmpi eq, %in, %923 : i64
      %cst_277 = arith.constant 1.000000e+00 : f32
      %cst_278 = arith.constant 0.000000e+00 : f32
      %925 = arith.select %924, %cst_277, %cst_278 : f32
      linalg.yield %925 : f32
    } -> tensor<16x47x82xf32>
    %305 = tensor.empty() : tensor<16x47x82xf32>
    %306 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %304 : tensor<16x47x82xf32>, tensor<16x47x82xf32>) outs(%305 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x82xf32>
    %cst_87 = arith.constant 0.000000e+00 : f32
    %307 = tensor.empty() : tensor<16x47xf32>
    %308 = linalg.fill ins(%cst_87 : f32) outs(%307 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %309 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%306 : tensor<16x47x82xf32>) outs(%308 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %310 = tensor.empty() : tensor<16x47xf32>
    %311 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%309, %arg2 : tensor<16x47xf32>, tensor<16x47xf32>) outs(%310 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %cst_88 = arith.constant 0.000000e+00 : f32
    %312 = tensor.empty() : tensor<16xf32>
    %313 = linalg.fill ins(%cst_88 : f32) outs(%312 : tensor<16xf32>) -> tensor<16xf32>
    %314 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%311 : tensor<16x47xf32>) outs(%313 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16xf32>
    %cst_89 = arith.constant 0.000000e+00 : f32
    %315 = tensor.empty() : tensor<f32>
    %316 = linalg.fill ins(%cst_89 : f32) outs(%315 : tensor<f32>) -> tensor<f32>
    %317 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["reduction"]} ins(%314 : tensor<16xf32>) outs(%316 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<f32>
    %318 = tensor.empty() : tensor<f32>
    %319 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%317 : tensor<f32>) outs(%318 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.negf %in : f32
      linalg.yield %922 : f32
    } -> tensor<f32>
    %cst_90 = arith.constant 1.000000e+00 : f32
    %320 = tensor.empty() : tensor<f32>
    %321 = linalg.fill ins(%cst_90 : f32) outs(%320 : tensor<f32>) -> tensor<f32>
    %322 = tensor.empty() : tensor<f32>
    %323 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%321 : tensor<f32>) outs(%322 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.negf %in : f32
      linalg.yield %922 : f32
    } -> tensor<f32>
    %expanded_91 = tensor.expand_shape %323 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %324 = tensor.empty() : tensor<16xf32>
    %325 = linalg.generic {indexing_maps = [#map20, #map14], iterator_types = ["parallel"]} ins(%expanded_91 : tensor<1xf32>) outs(%324 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %expanded_92 = tensor.expand_shape %325 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %326 = tensor.empty() : tensor<16x47xf32>
    %327 = linalg.generic {indexing_maps = [#map21, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded_92 : tensor<16x1xf32>) outs(%326 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47xf32>
    %328 = tensor.empty() : tensor<16x47xf32>
    %329 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%327, %arg2 : tensor<16x47xf32>, tensor<16x47xf32>) outs(%328 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_93 = tensor.collapse_shape %329 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_94 = tensor.expand_shape %collapsed_93 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %330 = tensor.empty() : tensor<16x47x82xf32>
    %331 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<16x47x1xf32>) outs(%330 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x82xf32>
    %332 = tensor.empty() : tensor<16x47x82xf32>
    %333 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %304 : tensor<16x47x82xf32>, tensor<16x47x82xf32>) outs(%332 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x82xf32>
    %334 = tensor.empty() : tensor<16x47x82xf32>
    %335 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<16x47x82xf32>) outs(%334 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = math.exp %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x82xf32>
    %cst_95 = arith.constant 0.000000e+00 : f32
    %336 = tensor.empty() : tensor<16x47xf32>
    %337 = linalg.fill ins(%cst_95 : f32) outs(%336 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %338 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%333 : tensor<16x47x82xf32>) outs(%337 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_96 = tensor.collapse_shape %338 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_97 = tensor.expand_shape %collapsed_96 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %339 = tensor.empty() : tensor<16x47x82xf32>
    %340 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<16x47x1xf32>) outs(%339 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x82xf32>
    %341 = tensor.empty() : tensor<16x47x82xf32>
    %342 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %340 : tensor<16x47x82xf32>, tensor<16x47x82xf32>) outs(%341 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x82xf32>
    %343 = tensor.empty() : tensor<16x47x82xf32>
    %344 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %342 : tensor<16x47x82xf32>, tensor<16x47x82xf32>) outs(%343 : tensor<16x47x82xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x82xf32>
    %345 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_98 = linalg.transpose ins(%287 : tensor<16x47x64xf32>) outs(%345 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_99 = arith.constant 0.000000e+00 : f32
    %346 = tensor.empty() : tensor<16x64x82xf32>
    %347 = linalg.fill ins(%cst_99 : f32) outs(%346 : tensor<16x64x82xf32>) -> tensor<16x64x82xf32>
    %348 = linalg.batch_matmul ins(%transposed_98, %344 : tensor<16x64x47xf32>, tensor<16x47x82xf32>) outs(%347 : tensor<16x64x82xf32>) -> tensor<16x64x82xf32>
    %349 = tensor.empty() : tensor<16x82x64xf32>
    %transposed_100 = linalg.transpose ins(%289 : tensor<16x64x82xf32>) outs(%349 : tensor<16x82x64xf32>) permutation = [0, 2, 1] 
    %cst_101 = arith.constant 0.000000e+00 : f32
    %350 = tensor.empty() : tensor<16x47x64xf32>
    %351 = linalg.fill ins(%cst_101 : f32) outs(%350 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %352 = linalg.batch_matmul ins(%344, %transposed_100 : tensor<16x47x82xf32>, tensor<16x82x64xf32>) outs(%351 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %353 = tensor.empty() : tensor<16x47x64xf32>
    %354 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %arg29 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%353 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %355 = tensor.empty() : tensor<16x47x64xf32>
    %356 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %270 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%355 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_102 = arith.constant 0.000000e+00 : f32
    %357 = tensor.empty() : tensor<16x47xf32>
    %358 = linalg.fill ins(%cst_102 : f32) outs(%357 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %359 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%356 : tensor<16x47x64xf32>) outs(%358 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_103 = tensor.collapse_shape %359 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_104 = tensor.expand_shape %collapsed_103 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %360 = tensor.empty() : tensor<16x47x1xf32>
    %361 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %281 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%360 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %362 = tensor.empty() : tensor<16x47x1xf32>
    %363 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %361 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%362 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %364 = tensor.empty() : tensor<16x47x1xf32>
    %365 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<16x47x1xf32>) outs(%364 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant -5.000000e-01 : f32
      %922 = arith.mulf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %366 = tensor.empty() : tensor<16x47x1xf32>
    %367 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %365 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%366 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %368 = tensor.empty() : tensor<16x47x64xf32>
    %369 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<16x47x1xf32>) outs(%368 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %370 = tensor.empty() : tensor<16x47x64xf32>
    %371 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<16x47x64xf32>) outs(%370 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 6.400000e+01 : f32
      %922 = arith.divf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %372 = tensor.empty() : tensor<16x47x64xf32>
    %373 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %281 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%372 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %374 = tensor.empty() : tensor<16x47x64xf32>
    %375 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %270 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%374 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %376 = tensor.empty() : tensor<16x47x64xf32>
    %377 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %375 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%376 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %378 = tensor.empty() : tensor<16x47x64xf32>
    %379 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %270 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%378 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %380 = tensor.empty() : tensor<16x47x64xf32>
    %381 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %379 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%380 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %382 = tensor.empty() : tensor<16x47x64xf32>
    %383 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<16x47x64xf32>) outs(%382 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.negf %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_105 = arith.constant 0.000000e+00 : f32
    %384 = tensor.empty() : tensor<16x47xf32>
    %385 = linalg.fill ins(%cst_105 : f32) outs(%384 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %386 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%383 : tensor<16x47x64xf32>) outs(%385 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_106 = tensor.collapse_shape %386 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_107 = tensor.expand_shape %collapsed_106 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %387 = tensor.empty() : tensor<16x47x64xf32>
    %388 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107 : tensor<16x47x1xf32>) outs(%387 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %389 = tensor.empty() : tensor<16x47x64xf32>
    %390 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<16x47x64xf32>) outs(%389 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 6.400000e+01 : f32
      %922 = arith.divf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %391 = tensor.empty() : tensor<16x47x64xf32>
    %392 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %390 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%391 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %393 = tensor.empty() : tensor<16x256x47xf32>
    %transposed_108 = linalg.transpose ins(%254 : tensor<16x47x256xf32>) outs(%393 : tensor<16x256x47xf32>) permutation = [0, 2, 1] 
    %cst_109 = arith.constant 0.000000e+00 : f32
    %394 = tensor.empty() : tensor<16x256x64xf32>
    %395 = linalg.fill ins(%cst_109 : f32) outs(%394 : tensor<16x256x64xf32>) -> tensor<16x256x64xf32>
    %396 = linalg.batch_matmul ins(%transposed_108, %392 : tensor<16x256x47xf32>, tensor<16x47x64xf32>) outs(%395 : tensor<16x256x64xf32>) -> tensor<16x256x64xf32>
    %397 = tensor.empty() : tensor<16x64x256xf32>
    %transposed_110 = linalg.transpose ins(%256 : tensor<16x256x64xf32>) outs(%397 : tensor<16x64x256xf32>) permutation = [0, 2, 1] 
    %cst_111 = arith.constant 0.000000e+00 : f32
    %398 = tensor.empty() : tensor<16x47x256xf32>
    %399 = linalg.fill ins(%cst_111 : f32) outs(%398 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %400 = linalg.batch_matmul ins(%392, %transposed_110 : tensor<16x47x64xf32>, tensor<16x64x256xf32>) outs(%399 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %401 = tensor.empty() : tensor<16x47x256xf32>
    %402 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %246 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%401 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %403 = tensor.empty() : tensor<16x47x256xf32>
    %404 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %248 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%403 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %405 = tensor.empty() : tensor<16x47x256xf32>
    %406 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404 : tensor<16x47x256xf32>) outs(%405 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.negf %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %407 = tensor.empty() : tensor<16x47x256xf32>
    %408 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406 : tensor<16x47x256xf32>) outs(%407 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = math.exp %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %409 = tensor.empty() : tensor<16x47x256xf32>
    %410 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<16x47x256xf32>) outs(%409 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 1.12837923 : f32
      %922 = arith.mulf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %411 = tensor.empty() : tensor<16x47x256xf32>
    %412 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %410 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%411 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %413 = tensor.empty() : tensor<16x47x256xf32>
    %414 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %252 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%413 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %415 = tensor.empty() : tensor<16x47x256xf32>
    %416 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412 : tensor<16x47x256xf32>) outs(%415 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 0.707106769 : f32
      %922 = arith.mulf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %417 = tensor.empty() : tensor<16x47x256xf32>
    %418 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<16x47x256xf32>) outs(%417 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 5.000000e-01 : f32
      %922 = arith.mulf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %419 = tensor.empty() : tensor<16x47x256xf32>
    %420 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %418 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%419 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %421 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_112 = linalg.transpose ins(%237 : tensor<16x47x64xf32>) outs(%421 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_113 = arith.constant 0.000000e+00 : f32
    %422 = tensor.empty() : tensor<16x64x256xf32>
    %423 = linalg.fill ins(%cst_113 : f32) outs(%422 : tensor<16x64x256xf32>) -> tensor<16x64x256xf32>
    %424 = linalg.batch_matmul ins(%transposed_112, %420 : tensor<16x64x47xf32>, tensor<16x47x256xf32>) outs(%423 : tensor<16x64x256xf32>) -> tensor<16x64x256xf32>
    %425 = tensor.empty() : tensor<16x256x64xf32>
    %transposed_114 = linalg.transpose ins(%239 : tensor<16x64x256xf32>) outs(%425 : tensor<16x256x64xf32>) permutation = [0, 2, 1] 
    %cst_115 = arith.constant 0.000000e+00 : f32
    %426 = tensor.empty() : tensor<16x47x64xf32>
    %427 = linalg.fill ins(%cst_115 : f32) outs(%426 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %428 = linalg.batch_matmul ins(%420, %transposed_114 : tensor<16x47x256xf32>, tensor<16x256x64xf32>) outs(%427 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %429 = tensor.empty() : tensor<16x47x64xf32>
    %430 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %arg23 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%429 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %431 = tensor.empty() : tensor<16x47x64xf32>
    %432 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %220 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%431 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_116 = arith.constant 0.000000e+00 : f32
    %433 = tensor.empty() : tensor<16x47xf32>
    %434 = linalg.fill ins(%cst_116 : f32) outs(%433 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %435 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%432 : tensor<16x47x64xf32>) outs(%434 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_117 = tensor.collapse_shape %435 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_118 = tensor.expand_shape %collapsed_117 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %436 = tensor.empty() : tensor<16x47x1xf32>
    %437 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %231 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%436 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %438 = tensor.empty() : tensor<16x47x1xf32>
    %439 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %437 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%438 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %440 = tensor.empty() : tensor<16x47x1xf32>
    %441 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<16x47x1xf32>) outs(%440 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant -5.000000e-01 : f32
      %922 = arith.mulf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %442 = tensor.empty() : tensor<16x47x1xf32>
    %443 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %441 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%442 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %444 = tensor.empty() : tensor<16x47x64xf32>
    %445 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<16x47x1xf32>) outs(%444 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %446 = tensor.empty() : tensor<16x47x64xf32>
    %447 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<16x47x64xf32>) outs(%446 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 6.400000e+01 : f32
      %922 = arith.divf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %448 = tensor.empty() : tensor<16x47x64xf32>
    %449 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %231 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%448 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %450 = tensor.empty() : tensor<16x47x64xf32>
    %451 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447, %220 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%450 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %452 = tensor.empty() : tensor<16x47x64xf32>
    %453 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %451 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%452 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %454 = tensor.empty() : tensor<16x47x64xf32>
    %455 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447, %220 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%454 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %456 = tensor.empty() : tensor<16x47x64xf32>
    %457 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %455 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%456 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %458 = tensor.empty() : tensor<16x47x64xf32>
    %459 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<16x47x64xf32>) outs(%458 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.negf %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_119 = arith.constant 0.000000e+00 : f32
    %460 = tensor.empty() : tensor<16x47xf32>
    %461 = linalg.fill ins(%cst_119 : f32) outs(%460 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %462 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%459 : tensor<16x47x64xf32>) outs(%461 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_120 = tensor.collapse_shape %462 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_121 = tensor.expand_shape %collapsed_120 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %463 = tensor.empty() : tensor<16x47x64xf32>
    %464 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %457 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%463 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %465 = tensor.empty() : tensor<16x47x64xf32>
    %466 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121 : tensor<16x47x1xf32>) outs(%465 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %467 = tensor.empty() : tensor<16x47x64xf32>
    %468 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466 : tensor<16x47x64xf32>) outs(%467 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 6.400000e+01 : f32
      %922 = arith.divf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %469 = tensor.empty() : tensor<16x47x64xf32>
    %470 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464, %468 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%469 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %471 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_122 = linalg.transpose ins(%expanded_64 : tensor<16x47x64xf32>) outs(%471 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_123 = arith.constant 0.000000e+00 : f32
    %472 = tensor.empty() : tensor<16x64x64xf32>
    %473 = linalg.fill ins(%cst_123 : f32) outs(%472 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %474 = linalg.batch_matmul ins(%transposed_122, %470 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%473 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %475 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_124 = linalg.transpose ins(%208 : tensor<16x64x64xf32>) outs(%475 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_125 = arith.constant 0.000000e+00 : f32
    %476 = tensor.empty() : tensor<16x47x64xf32>
    %477 = linalg.fill ins(%cst_125 : f32) outs(%476 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %478 = linalg.batch_matmul ins(%470, %transposed_124 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%477 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_126 = tensor.collapse_shape %478 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_127 = tensor.expand_shape %collapsed_126 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %479 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_128 = linalg.transpose ins(%expanded_127 : tensor<16x47x4x16xf32>) outs(%479 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %480 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_129 = linalg.transpose ins(%transposed_55 : tensor<16x4x47x16xf32>) outs(%480 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_130 = arith.constant 0.000000e+00 : f32
    %481 = tensor.empty() : tensor<16x4x47x47xf32>
    %482 = linalg.fill ins(%cst_130 : f32) outs(%481 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %483 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_128, %transposed_129 : tensor<16x4x47x16xf32>, tensor<16x4x16x47xf32>) outs(%482 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x47xf32>
    %484 = tensor.empty() : tensor<16x4x47x47xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %202 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%484 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_131 = arith.constant 0.000000e+00 : f32
    %486 = tensor.empty() : tensor<16x4x47xf32>
    %487 = linalg.fill ins(%cst_131 : f32) outs(%486 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%485 : tensor<16x4x47x47xf32>) outs(%487 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47xf32>
    %collapsed_132 = tensor.collapse_shape %488 [[0, 1, 2]] : tensor<16x4x47xf32> into tensor<3008xf32>
    %expanded_133 = tensor.expand_shape %collapsed_132 [[0, 1, 2, 3]] output_shape [16, 4, 47, 1] : tensor<3008xf32> into tensor<16x4x47x1xf32>
    %489 = tensor.empty() : tensor<16x4x47x47xf32>
    %490 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_133 : tensor<16x4x47x1xf32>) outs(%489 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x47x47xf32>
    %491 = tensor.empty() : tensor<16x4x47x47xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %490 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%491 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %493 = tensor.empty() : tensor<16x4x47x47xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %492 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%493 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %495 = tensor.empty() : tensor<16x4x47x47xf32>
    %496 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %494 : tensor<47x47xi8>, tensor<16x4x47x47xf32>) outs(%495 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: i8, %in_277: f32, %out: f32):
      %922 = arith.trunci %in : i8 to i1
      %cst_278 = arith.constant 0.000000e+00 : f32
      %923 = arith.select %922, %in_277, %cst_278 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x47xf32>
    %497 = tensor.empty() : tensor<16x4x47x47xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496 : tensor<16x4x47x47xf32>) outs(%497 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 2.500000e-01 : f32
      %922 = arith.mulf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %499 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_134 = linalg.transpose ins(%transposed_47 : tensor<16x4x47x16xf32>) outs(%499 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_135 = arith.constant 0.000000e+00 : f32
    %500 = tensor.empty() : tensor<16x4x16x47xf32>
    %501 = linalg.fill ins(%cst_135 : f32) outs(%500 : tensor<16x4x16x47xf32>) -> tensor<16x4x16x47xf32>
    %502 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_134, %498 : tensor<16x4x16x47xf32>, tensor<16x4x47x47xf32>) outs(%501 : tensor<16x4x16x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x16x47xf32>
    %503 = tensor.empty() : tensor<16x4x47x47xf32>
    %transposed_136 = linalg.transpose ins(%202 : tensor<16x4x47x47xf32>) outs(%503 : tensor<16x4x47x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_137 = arith.constant 0.000000e+00 : f32
    %504 = tensor.empty() : tensor<16x4x47x16xf32>
    %505 = linalg.fill ins(%cst_137 : f32) outs(%504 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %506 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_136, %transposed_128 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%505 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x16xf32>
    %507 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_138 = linalg.transpose ins(%506 : tensor<16x4x47x16xf32>) outs(%507 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_140 = tensor.expand_shape %collapsed_139 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %508 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_141 = linalg.transpose ins(%158 : tensor<16x47x64xf32>) outs(%508 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_142 = arith.constant 0.000000e+00 : f32
    %509 = tensor.empty() : tensor<16x64x64xf32>
    %510 = linalg.fill ins(%cst_142 : f32) outs(%509 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %511 = linalg.batch_matmul ins(%transposed_141, %expanded_140 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%510 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %512 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_143 = linalg.transpose ins(%502 : tensor<16x4x16x47xf32>) outs(%512 : tensor<16x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %513 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_144 = linalg.transpose ins(%transposed_143 : tensor<16x4x47x16xf32>) outs(%513 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_145 = tensor.collapse_shape %transposed_144 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_146 = tensor.expand_shape %collapsed_145 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %514 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_147 = linalg.transpose ins(%158 : tensor<16x47x64xf32>) outs(%514 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_148 = arith.constant 0.000000e+00 : f32
    %515 = tensor.empty() : tensor<16x64x64xf32>
    %516 = linalg.fill ins(%cst_148 : f32) outs(%515 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %517 = linalg.batch_matmul ins(%transposed_147, %expanded_146 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%516 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %518 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_149 = linalg.transpose ins(%transposed_56 : tensor<16x4x16x47xf32>) outs(%518 : tensor<16x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %cst_150 = arith.constant 0.000000e+00 : f32
    %519 = tensor.empty() : tensor<16x4x47x16xf32>
    %520 = linalg.fill ins(%cst_150 : f32) outs(%519 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %521 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%498, %transposed_149 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%520 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x16xf32>
    %522 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_151 = linalg.transpose ins(%521 : tensor<16x4x47x16xf32>) outs(%522 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_153 = tensor.expand_shape %collapsed_152 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %523 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_154 = linalg.transpose ins(%158 : tensor<16x47x64xf32>) outs(%523 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_155 = arith.constant 0.000000e+00 : f32
    %524 = tensor.empty() : tensor<16x64x64xf32>
    %525 = linalg.fill ins(%cst_155 : f32) outs(%524 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %526 = linalg.batch_matmul ins(%transposed_154, %expanded_153 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%525 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %527 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_156 = linalg.transpose ins(%172 : tensor<16x64x64xf32>) outs(%527 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_157 = arith.constant 0.000000e+00 : f32
    %528 = tensor.empty() : tensor<16x47x64xf32>
    %529 = linalg.fill ins(%cst_157 : f32) outs(%528 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %530 = linalg.batch_matmul ins(%expanded_140, %transposed_156 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%529 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %531 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_158 = linalg.transpose ins(%166 : tensor<16x64x64xf32>) outs(%531 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_159 = arith.constant 0.000000e+00 : f32
    %532 = tensor.empty() : tensor<16x47x64xf32>
    %533 = linalg.fill ins(%cst_159 : f32) outs(%532 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %534 = linalg.batch_matmul ins(%expanded_146, %transposed_158 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%533 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %535 = tensor.empty() : tensor<16x47x64xf32>
    %536 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %534 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%535 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %537 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_160 = linalg.transpose ins(%160 : tensor<16x64x64xf32>) outs(%537 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_161 = arith.constant 0.000000e+00 : f32
    %538 = tensor.empty() : tensor<16x47x64xf32>
    %539 = linalg.fill ins(%cst_161 : f32) outs(%538 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %540 = linalg.batch_matmul ins(%expanded_153, %transposed_160 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%539 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %541 = tensor.empty() : tensor<16x47x64xf32>
    %542 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536, %540 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%541 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %543 = tensor.empty() : tensor<16x47x64xf32>
    %544 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %arg17 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%543 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %545 = tensor.empty() : tensor<16x47x64xf32>
    %546 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %141 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%545 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_162 = arith.constant 0.000000e+00 : f32
    %547 = tensor.empty() : tensor<16x47xf32>
    %548 = linalg.fill ins(%cst_162 : f32) outs(%547 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %549 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%546 : tensor<16x47x64xf32>) outs(%548 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_163 = tensor.collapse_shape %549 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_164 = tensor.expand_shape %collapsed_163 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %550 = tensor.empty() : tensor<16x47x1xf32>
    %551 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %152 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%550 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %552 = tensor.empty() : tensor<16x47x1xf32>
    %553 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %551 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%552 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %554 = tensor.empty() : tensor<16x47x1xf32>
    %555 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553 : tensor<16x47x1xf32>) outs(%554 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant -5.000000e-01 : f32
      %922 = arith.mulf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %556 = tensor.empty() : tensor<16x47x1xf32>
    %557 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %555 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%556 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %558 = tensor.empty() : tensor<16x47x64xf32>
    %559 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557 : tensor<16x47x1xf32>) outs(%558 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %560 = tensor.empty() : tensor<16x47x64xf32>
    %561 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559 : tensor<16x47x64xf32>) outs(%560 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 6.400000e+01 : f32
      %922 = arith.divf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %562 = tensor.empty() : tensor<16x47x64xf32>
    %563 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %152 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%562 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %564 = tensor.empty() : tensor<16x47x64xf32>
    %565 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561, %141 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%564 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %566 = tensor.empty() : tensor<16x47x64xf32>
    %567 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %565 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%566 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %568 = tensor.empty() : tensor<16x47x64xf32>
    %569 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561, %141 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%568 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %570 = tensor.empty() : tensor<16x47x64xf32>
    %571 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567, %569 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%570 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %572 = tensor.empty() : tensor<16x47x64xf32>
    %573 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571 : tensor<16x47x64xf32>) outs(%572 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.negf %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_165 = arith.constant 0.000000e+00 : f32
    %574 = tensor.empty() : tensor<16x47xf32>
    %575 = linalg.fill ins(%cst_165 : f32) outs(%574 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %576 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%573 : tensor<16x47x64xf32>) outs(%575 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_166 = tensor.collapse_shape %576 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_167 = tensor.expand_shape %collapsed_166 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %577 = tensor.empty() : tensor<16x47x64xf32>
    %578 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %571 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%577 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %579 = tensor.empty() : tensor<16x47x64xf32>
    %580 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167 : tensor<16x47x1xf32>) outs(%579 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %581 = tensor.empty() : tensor<16x47x64xf32>
    %582 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580 : tensor<16x47x64xf32>) outs(%581 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 6.400000e+01 : f32
      %922 = arith.divf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %583 = tensor.empty() : tensor<16x47x64xf32>
    %584 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %582 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%583 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %585 = tensor.empty() : tensor<16x256x47xf32>
    %transposed_168 = linalg.transpose ins(%125 : tensor<16x47x256xf32>) outs(%585 : tensor<16x256x47xf32>) permutation = [0, 2, 1] 
    %cst_169 = arith.constant 0.000000e+00 : f32
    %586 = tensor.empty() : tensor<16x256x64xf32>
    %587 = linalg.fill ins(%cst_169 : f32) outs(%586 : tensor<16x256x64xf32>) -> tensor<16x256x64xf32>
    %588 = linalg.batch_matmul ins(%transposed_168, %584 : tensor<16x256x47xf32>, tensor<16x47x64xf32>) outs(%587 : tensor<16x256x64xf32>) -> tensor<16x256x64xf32>
    %589 = tensor.empty() : tensor<16x64x256xf32>
    %transposed_170 = linalg.transpose ins(%127 : tensor<16x256x64xf32>) outs(%589 : tensor<16x64x256xf32>) permutation = [0, 2, 1] 
    %cst_171 = arith.constant 0.000000e+00 : f32
    %590 = tensor.empty() : tensor<16x47x256xf32>
    %591 = linalg.fill ins(%cst_171 : f32) outs(%590 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %592 = linalg.batch_matmul ins(%584, %transposed_170 : tensor<16x47x64xf32>, tensor<16x64x256xf32>) outs(%591 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %593 = tensor.empty() : tensor<16x47x256xf32>
    %594 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592, %117 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%593 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %595 = tensor.empty() : tensor<16x47x256xf32>
    %596 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %119 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%595 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %597 = tensor.empty() : tensor<16x47x256xf32>
    %598 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596 : tensor<16x47x256xf32>) outs(%597 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.negf %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %599 = tensor.empty() : tensor<16x47x256xf32>
    %600 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598 : tensor<16x47x256xf32>) outs(%599 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = math.exp %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %601 = tensor.empty() : tensor<16x47x256xf32>
    %602 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600 : tensor<16x47x256xf32>) outs(%601 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 1.12837923 : f32
      %922 = arith.mulf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %603 = tensor.empty() : tensor<16x47x256xf32>
    %604 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594, %602 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%603 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %605 = tensor.empty() : tensor<16x47x256xf32>
    %606 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592, %123 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%605 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %607 = tensor.empty() : tensor<16x47x256xf32>
    %608 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604 : tensor<16x47x256xf32>) outs(%607 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 0.707106769 : f32
      %922 = arith.mulf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %609 = tensor.empty() : tensor<16x47x256xf32>
    %610 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606 : tensor<16x47x256xf32>) outs(%609 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 5.000000e-01 : f32
      %922 = arith.mulf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %611 = tensor.empty() : tensor<16x47x256xf32>
    %612 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608, %610 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%611 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x256xf32>
    %613 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_172 = linalg.transpose ins(%108 : tensor<16x47x64xf32>) outs(%613 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_173 = arith.constant 0.000000e+00 : f32
    %614 = tensor.empty() : tensor<16x64x256xf32>
    %615 = linalg.fill ins(%cst_173 : f32) outs(%614 : tensor<16x64x256xf32>) -> tensor<16x64x256xf32>
    %616 = linalg.batch_matmul ins(%transposed_172, %612 : tensor<16x64x47xf32>, tensor<16x47x256xf32>) outs(%615 : tensor<16x64x256xf32>) -> tensor<16x64x256xf32>
    %617 = tensor.empty() : tensor<16x256x64xf32>
    %transposed_174 = linalg.transpose ins(%110 : tensor<16x64x256xf32>) outs(%617 : tensor<16x256x64xf32>) permutation = [0, 2, 1] 
    %cst_175 = arith.constant 0.000000e+00 : f32
    %618 = tensor.empty() : tensor<16x47x64xf32>
    %619 = linalg.fill ins(%cst_175 : f32) outs(%618 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %620 = linalg.batch_matmul ins(%612, %transposed_174 : tensor<16x47x256xf32>, tensor<16x256x64xf32>) outs(%619 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %621 = tensor.empty() : tensor<16x47x64xf32>
    %622 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %arg11 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%621 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %623 = tensor.empty() : tensor<16x47x64xf32>
    %624 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %91 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%623 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_176 = arith.constant 0.000000e+00 : f32
    %625 = tensor.empty() : tensor<16x47xf32>
    %626 = linalg.fill ins(%cst_176 : f32) outs(%625 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %627 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%624 : tensor<16x47x64xf32>) outs(%626 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_177 = tensor.collapse_shape %627 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_178 = tensor.expand_shape %collapsed_177 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %628 = tensor.empty() : tensor<16x47x1xf32>
    %629 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%628 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %630 = tensor.empty() : tensor<16x47x1xf32>
    %631 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %629 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%630 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %632 = tensor.empty() : tensor<16x47x1xf32>
    %633 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631 : tensor<16x47x1xf32>) outs(%632 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant -5.000000e-01 : f32
      %922 = arith.mulf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %634 = tensor.empty() : tensor<16x47x1xf32>
    %635 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %633 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%634 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %636 = tensor.empty() : tensor<16x47x64xf32>
    %637 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635 : tensor<16x47x1xf32>) outs(%636 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %638 = tensor.empty() : tensor<16x47x64xf32>
    %639 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<16x47x64xf32>) outs(%638 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 6.400000e+01 : f32
      %922 = arith.divf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %640 = tensor.empty() : tensor<16x47x64xf32>
    %641 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %102 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%640 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %642 = tensor.empty() : tensor<16x47x64xf32>
    %643 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639, %91 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%642 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %644 = tensor.empty() : tensor<16x47x64xf32>
    %645 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641, %643 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%644 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %646 = tensor.empty() : tensor<16x47x64xf32>
    %647 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639, %91 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%646 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %648 = tensor.empty() : tensor<16x47x64xf32>
    %649 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645, %647 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%648 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %650 = tensor.empty() : tensor<16x47x64xf32>
    %651 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649 : tensor<16x47x64xf32>) outs(%650 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.negf %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_179 = arith.constant 0.000000e+00 : f32
    %652 = tensor.empty() : tensor<16x47xf32>
    %653 = linalg.fill ins(%cst_179 : f32) outs(%652 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %654 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%651 : tensor<16x47x64xf32>) outs(%653 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_180 = tensor.collapse_shape %654 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_181 = tensor.expand_shape %collapsed_180 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %655 = tensor.empty() : tensor<16x47x64xf32>
    %656 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584, %649 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%655 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %657 = tensor.empty() : tensor<16x47x64xf32>
    %658 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181 : tensor<16x47x1xf32>) outs(%657 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %659 = tensor.empty() : tensor<16x47x64xf32>
    %660 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658 : tensor<16x47x64xf32>) outs(%659 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 6.400000e+01 : f32
      %922 = arith.divf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %661 = tensor.empty() : tensor<16x47x64xf32>
    %662 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656, %660 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%661 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %663 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_182 = linalg.transpose ins(%expanded_24 : tensor<16x47x64xf32>) outs(%663 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_183 = arith.constant 0.000000e+00 : f32
    %664 = tensor.empty() : tensor<16x64x64xf32>
    %665 = linalg.fill ins(%cst_183 : f32) outs(%664 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %666 = linalg.batch_matmul ins(%transposed_182, %662 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%665 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %667 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_184 = linalg.transpose ins(%79 : tensor<16x64x64xf32>) outs(%667 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_185 = arith.constant 0.000000e+00 : f32
    %668 = tensor.empty() : tensor<16x47x64xf32>
    %669 = linalg.fill ins(%cst_185 : f32) outs(%668 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %670 = linalg.batch_matmul ins(%662, %transposed_184 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%669 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %collapsed_186 = tensor.collapse_shape %670 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_187 = tensor.expand_shape %collapsed_186 [[0, 1, 2, 3]] output_shape [16, 47, 4, 16] : tensor<48128xf32> into tensor<16x47x4x16xf32>
    %671 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_188 = linalg.transpose ins(%expanded_187 : tensor<16x47x4x16xf32>) outs(%671 : tensor<16x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %672 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_189 = linalg.transpose ins(%transposed_15 : tensor<16x4x47x16xf32>) outs(%672 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_190 = arith.constant 0.000000e+00 : f32
    %673 = tensor.empty() : tensor<16x4x47x47xf32>
    %674 = linalg.fill ins(%cst_190 : f32) outs(%673 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %675 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_188, %transposed_189 : tensor<16x4x47x16xf32>, tensor<16x4x16x47xf32>) outs(%674 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x47xf32>
    %676 = tensor.empty() : tensor<16x4x47x47xf32>
    %677 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675, %73 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%676 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_191 = arith.constant 0.000000e+00 : f32
    %678 = tensor.empty() : tensor<16x4x47xf32>
    %679 = linalg.fill ins(%cst_191 : f32) outs(%678 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %680 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%677 : tensor<16x4x47x47xf32>) outs(%679 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47xf32>
    %collapsed_192 = tensor.collapse_shape %680 [[0, 1, 2]] : tensor<16x4x47xf32> into tensor<3008xf32>
    %expanded_193 = tensor.expand_shape %collapsed_192 [[0, 1, 2, 3]] output_shape [16, 4, 47, 1] : tensor<3008xf32> into tensor<16x4x47x1xf32>
    %681 = tensor.empty() : tensor<16x4x47x47xf32>
    %682 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_193 : tensor<16x4x47x1xf32>) outs(%681 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x47x47xf32>
    %683 = tensor.empty() : tensor<16x4x47x47xf32>
    %684 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675, %682 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%683 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.subf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %685 = tensor.empty() : tensor<16x4x47x47xf32>
    %686 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %684 : tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%685 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %687 = tensor.empty() : tensor<16x4x47x47xf32>
    %688 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %686 : tensor<47x47xi8>, tensor<16x4x47x47xf32>) outs(%687 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: i8, %in_277: f32, %out: f32):
      %922 = arith.trunci %in : i8 to i1
      %cst_278 = arith.constant 0.000000e+00 : f32
      %923 = arith.select %922, %in_277, %cst_278 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x47xf32>
    %689 = tensor.empty() : tensor<16x4x47x47xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%688 : tensor<16x4x47x47xf32>) outs(%689 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 2.500000e-01 : f32
      %922 = arith.mulf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x4x47x47xf32>
    %691 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed_194 = linalg.transpose ins(%transposed : tensor<16x4x47x16xf32>) outs(%691 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_195 = arith.constant 0.000000e+00 : f32
    %692 = tensor.empty() : tensor<16x4x16x47xf32>
    %693 = linalg.fill ins(%cst_195 : f32) outs(%692 : tensor<16x4x16x47xf32>) -> tensor<16x4x16x47xf32>
    %694 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_194, %690 : tensor<16x4x16x47xf32>, tensor<16x4x47x47xf32>) outs(%693 : tensor<16x4x16x47xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x16x47xf32>
    %695 = tensor.empty() : tensor<16x4x47x47xf32>
    %transposed_196 = linalg.transpose ins(%73 : tensor<16x4x47x47xf32>) outs(%695 : tensor<16x4x47x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_197 = arith.constant 0.000000e+00 : f32
    %696 = tensor.empty() : tensor<16x4x47x16xf32>
    %697 = linalg.fill ins(%cst_197 : f32) outs(%696 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %698 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_196, %transposed_188 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%697 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x16xf32>
    %699 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_198 = linalg.transpose ins(%698 : tensor<16x4x47x16xf32>) outs(%699 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_199 = tensor.collapse_shape %transposed_198 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_200 = tensor.expand_shape %collapsed_199 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %700 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_201 = linalg.transpose ins(%29 : tensor<16x47x64xf32>) outs(%700 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_202 = arith.constant 0.000000e+00 : f32
    %701 = tensor.empty() : tensor<16x64x64xf32>
    %702 = linalg.fill ins(%cst_202 : f32) outs(%701 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %703 = linalg.batch_matmul ins(%transposed_201, %expanded_200 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%702 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %704 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_203 = linalg.transpose ins(%694 : tensor<16x4x16x47xf32>) outs(%704 : tensor<16x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %705 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_204 = linalg.transpose ins(%transposed_203 : tensor<16x4x47x16xf32>) outs(%705 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_205 = tensor.collapse_shape %transposed_204 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_206 = tensor.expand_shape %collapsed_205 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %706 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_207 = linalg.transpose ins(%29 : tensor<16x47x64xf32>) outs(%706 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_208 = arith.constant 0.000000e+00 : f32
    %707 = tensor.empty() : tensor<16x64x64xf32>
    %708 = linalg.fill ins(%cst_208 : f32) outs(%707 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %709 = linalg.batch_matmul ins(%transposed_207, %expanded_206 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%708 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %710 = tensor.empty() : tensor<16x4x47x16xf32>
    %transposed_209 = linalg.transpose ins(%transposed_16 : tensor<16x4x16x47xf32>) outs(%710 : tensor<16x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %cst_210 = arith.constant 0.000000e+00 : f32
    %711 = tensor.empty() : tensor<16x4x47x16xf32>
    %712 = linalg.fill ins(%cst_210 : f32) outs(%711 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %713 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%690, %transposed_209 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%712 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      %923 = arith.addf %out, %922 : f32
      linalg.yield %923 : f32
    } -> tensor<16x4x47x16xf32>
    %714 = tensor.empty() : tensor<16x47x4x16xf32>
    %transposed_211 = linalg.transpose ins(%713 : tensor<16x4x47x16xf32>) outs(%714 : tensor<16x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_212 = tensor.collapse_shape %transposed_211 [[0, 1, 2, 3]] : tensor<16x47x4x16xf32> into tensor<48128xf32>
    %expanded_213 = tensor.expand_shape %collapsed_212 [[0, 1, 2]] output_shape [16, 47, 64] : tensor<48128xf32> into tensor<16x47x64xf32>
    %715 = tensor.empty() : tensor<16x64x47xf32>
    %transposed_214 = linalg.transpose ins(%29 : tensor<16x47x64xf32>) outs(%715 : tensor<16x64x47xf32>) permutation = [0, 2, 1] 
    %cst_215 = arith.constant 0.000000e+00 : f32
    %716 = tensor.empty() : tensor<16x64x64xf32>
    %717 = linalg.fill ins(%cst_215 : f32) outs(%716 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %718 = linalg.batch_matmul ins(%transposed_214, %expanded_213 : tensor<16x64x47xf32>, tensor<16x47x64xf32>) outs(%717 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
    %719 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_216 = linalg.transpose ins(%43 : tensor<16x64x64xf32>) outs(%719 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_217 = arith.constant 0.000000e+00 : f32
    %720 = tensor.empty() : tensor<16x47x64xf32>
    %721 = linalg.fill ins(%cst_217 : f32) outs(%720 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %722 = linalg.batch_matmul ins(%expanded_200, %transposed_216 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%721 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %723 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_218 = linalg.transpose ins(%37 : tensor<16x64x64xf32>) outs(%723 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_219 = arith.constant 0.000000e+00 : f32
    %724 = tensor.empty() : tensor<16x47x64xf32>
    %725 = linalg.fill ins(%cst_219 : f32) outs(%724 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %726 = linalg.batch_matmul ins(%expanded_206, %transposed_218 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%725 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %727 = tensor.empty() : tensor<16x47x64xf32>
    %728 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722, %726 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%727 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %729 = tensor.empty() : tensor<16x64x64xf32>
    %transposed_220 = linalg.transpose ins(%31 : tensor<16x64x64xf32>) outs(%729 : tensor<16x64x64xf32>) permutation = [0, 2, 1] 
    %cst_221 = arith.constant 0.000000e+00 : f32
    %730 = tensor.empty() : tensor<16x47x64xf32>
    %731 = linalg.fill ins(%cst_221 : f32) outs(%730 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %732 = linalg.batch_matmul ins(%expanded_213, %transposed_220 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%731 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %733 = tensor.empty() : tensor<16x47x64xf32>
    %734 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%728, %732 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%733 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %735 = tensor.empty() : tensor<16x47x64xf32>
    %736 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%734, %arg5 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%735 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %737 = tensor.empty() : tensor<16x47x64xf32>
    %738 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%736, %12 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%737 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_222 = arith.constant 0.000000e+00 : f32
    %739 = tensor.empty() : tensor<16x47xf32>
    %740 = linalg.fill ins(%cst_222 : f32) outs(%739 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %741 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%738 : tensor<16x47x64xf32>) outs(%740 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_223 = tensor.collapse_shape %741 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_224 = tensor.expand_shape %collapsed_223 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %742 = tensor.empty() : tensor<16x47x1xf32>
    %743 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %23 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%742 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %744 = tensor.empty() : tensor<16x47x1xf32>
    %745 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %743 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%744 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %746 = tensor.empty() : tensor<16x47x1xf32>
    %747 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745 : tensor<16x47x1xf32>) outs(%746 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant -5.000000e-01 : f32
      %922 = arith.mulf %cst_277, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %748 = tensor.empty() : tensor<16x47x1xf32>
    %749 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_224, %747 : tensor<16x47x1xf32>, tensor<16x47x1xf32>) outs(%748 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x1xf32>
    %750 = tensor.empty() : tensor<16x47x64xf32>
    %751 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749 : tensor<16x47x1xf32>) outs(%750 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %752 = tensor.empty() : tensor<16x47x64xf32>
    %753 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%751 : tensor<16x47x64xf32>) outs(%752 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 6.400000e+01 : f32
      %922 = arith.divf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %754 = tensor.empty() : tensor<16x47x64xf32>
    %755 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%736, %23 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%754 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %756 = tensor.empty() : tensor<16x47x64xf32>
    %757 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %12 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%756 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %758 = tensor.empty() : tensor<16x47x64xf32>
    %759 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755, %757 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%758 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %760 = tensor.empty() : tensor<16x47x64xf32>
    %761 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %12 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%760 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %762 = tensor.empty() : tensor<16x47x64xf32>
    %763 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759, %761 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%762 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %764 = tensor.empty() : tensor<16x47x64xf32>
    %765 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763 : tensor<16x47x64xf32>) outs(%764 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.negf %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_225 = arith.constant 0.000000e+00 : f32
    %766 = tensor.empty() : tensor<16x47xf32>
    %767 = linalg.fill ins(%cst_225 : f32) outs(%766 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %768 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%765 : tensor<16x47x64xf32>) outs(%767 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x47xf32>
    %collapsed_226 = tensor.collapse_shape %768 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_227 = tensor.expand_shape %collapsed_226 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %769 = tensor.empty() : tensor<16x47x64xf32>
    %770 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662, %763 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%769 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %771 = tensor.empty() : tensor<16x47x64xf32>
    %772 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_227 : tensor<16x47x1xf32>) outs(%771 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x47x64xf32>
    %773 = tensor.empty() : tensor<16x47x64xf32>
    %774 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%772 : tensor<16x47x64xf32>) outs(%773 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_277 = arith.constant 6.400000e+01 : f32
      %922 = arith.divf %in, %cst_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %775 = tensor.empty() : tensor<16x47x64xf32>
    %776 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%770, %774 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%775 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.addf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_228 = arith.constant 0.000000e+00 : f32
    %777 = tensor.empty() : tensor<47x64xf32>
    %778 = linalg.fill ins(%cst_228 : f32) outs(%777 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %779 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%776 : tensor<16x47x64xf32>) outs(%778 : tensor<47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<47x64xf32>
    %collapsed_229 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<16x47xi64> into tensor<752xi64>
    %780 = tensor.empty() : tensor<752x82xf32>
    %781 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%collapsed_229 : tensor<752xi64>) outs(%780 : tensor<752x82xf32>) {
    ^bb0(%in: i64, %out: f32):
      %922 = linalg.index 1 : index
      %923 = arith.index_cast %922 : index to i64
      %924 = arith.cmpi eq, %in, %923 : i64
      %cst_277 = arith.constant 1.000000e+00 : f32
      %cst_278 = arith.constant 0.000000e+00 : f32
      %925 = arith.select %924, %cst_277, %cst_278 : f32
      linalg.yield %925 : f32
    } -> tensor<752x82xf32>
    %782 = tensor.empty() : tensor<82x752xf32>
    %transposed_230 = linalg.transpose ins(%781 : tensor<752x82xf32>) outs(%782 : tensor<82x752xf32>) permutation = [1, 0] 
    %collapsed_231 = tensor.collapse_shape %776 [[0, 1, 2]] : tensor<16x47x64xf32> into tensor<48128xf32>
    %expanded_232 = tensor.expand_shape %collapsed_231 [[0, 1]] output_shape [752, 64] : tensor<48128xf32> into tensor<752x64xf32>
    %cst_233 = arith.constant 0.000000e+00 : f32
    %783 = tensor.empty() : tensor<82x64xf32>
    %784 = linalg.fill ins(%cst_233 : f32) outs(%783 : tensor<82x64xf32>) -> tensor<82x64xf32>
    %785 = linalg.matmul ins(%transposed_230, %expanded_232 : tensor<82x752xf32>, tensor<752x64xf32>) outs(%784 : tensor<82x64xf32>) -> tensor<82x64xf32>
    %cst_234 = arith.constant 0.000000e+00 : f32
    %786 = tensor.empty() : tensor<64x64xf32>
    %787 = linalg.fill ins(%cst_234 : f32) outs(%786 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %extracted_slice_235 = tensor.extract_slice %787[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %788 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%779 : tensor<47x64xf32>) outs(%extracted_slice_235 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %inserted_slice = tensor.insert_slice %788 into %787[0, 0] [47, 64] [1, 1] : tensor<47x64xf32> into tensor<64x64xf32>
    %789 = tensor.empty() : tensor<16x47x64xf32>
    %790 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%734, %25 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%789 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_236 = arith.constant 0.000000e+00 : f32
    %791 = tensor.empty() : tensor<16x64xf32>
    %792 = linalg.fill ins(%cst_236 : f32) outs(%791 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %793 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%790 : tensor<16x47x64xf32>) outs(%792 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_237 = arith.constant 0.000000e+00 : f32
    %794 = tensor.empty() : tensor<64xf32>
    %795 = linalg.fill ins(%cst_237 : f32) outs(%794 : tensor<64xf32>) -> tensor<64xf32>
    %796 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%793 : tensor<16x64xf32>) outs(%795 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %cst_238 = arith.constant 0.000000e+00 : f32
    %797 = tensor.empty() : tensor<16x64xf32>
    %798 = linalg.fill ins(%cst_238 : f32) outs(%797 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %799 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%734 : tensor<16x47x64xf32>) outs(%798 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_239 = arith.constant 0.000000e+00 : f32
    %800 = tensor.empty() : tensor<64xf32>
    %801 = linalg.fill ins(%cst_239 : f32) outs(%800 : tensor<64xf32>) -> tensor<64xf32>
    %802 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%799 : tensor<16x64xf32>) outs(%801 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %cst_240 = arith.constant 0.000000e+00 : f32
    %803 = tensor.empty() : tensor<64x64xf32>
    %804 = linalg.fill ins(%cst_240 : f32) outs(%803 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %805 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%718 : tensor<16x64x64xf32>) outs(%804 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x64xf32>
    %cst_241 = arith.constant 0.000000e+00 : f32
    %806 = tensor.empty() : tensor<64x64xf32>
    %807 = linalg.fill ins(%cst_241 : f32) outs(%806 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %808 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%709 : tensor<16x64x64xf32>) outs(%807 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x64xf32>
    %cst_242 = arith.constant 0.000000e+00 : f32
    %809 = tensor.empty() : tensor<64x64xf32>
    %810 = linalg.fill ins(%cst_242 : f32) outs(%809 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %811 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%703 : tensor<16x64x64xf32>) outs(%810 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x64xf32>
    %cst_243 = arith.constant 0.000000e+00 : f32
    %812 = tensor.empty() : tensor<64x64xf32>
    %813 = linalg.fill ins(%cst_243 : f32) outs(%812 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %814 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%666 : tensor<16x64x64xf32>) outs(%813 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x64xf32>
    %815 = tensor.empty() : tensor<16x47x64xf32>
    %816 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %104 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%815 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_244 = arith.constant 0.000000e+00 : f32
    %817 = tensor.empty() : tensor<16x64xf32>
    %818 = linalg.fill ins(%cst_244 : f32) outs(%817 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %819 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%816 : tensor<16x47x64xf32>) outs(%818 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_245 = arith.constant 0.000000e+00 : f32
    %820 = tensor.empty() : tensor<64xf32>
    %821 = linalg.fill ins(%cst_245 : f32) outs(%820 : tensor<64xf32>) -> tensor<64xf32>
    %822 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%819 : tensor<16x64xf32>) outs(%821 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %cst_246 = arith.constant 0.000000e+00 : f32
    %823 = tensor.empty() : tensor<16x64xf32>
    %824 = linalg.fill ins(%cst_246 : f32) outs(%823 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %825 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%620 : tensor<16x47x64xf32>) outs(%824 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_247 = arith.constant 0.000000e+00 : f32
    %826 = tensor.empty() : tensor<64xf32>
    %827 = linalg.fill ins(%cst_247 : f32) outs(%826 : tensor<64xf32>) -> tensor<64xf32>
    %828 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%825 : tensor<16x64xf32>) outs(%827 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %cst_248 = arith.constant 0.000000e+00 : f32
    %829 = tensor.empty() : tensor<64x256xf32>
    %830 = linalg.fill ins(%cst_248 : f32) outs(%829 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %831 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%616 : tensor<16x64x256xf32>) outs(%830 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x256xf32>
    %cst_249 = arith.constant 0.000000e+00 : f32
    %832 = tensor.empty() : tensor<16x256xf32>
    %833 = linalg.fill ins(%cst_249 : f32) outs(%832 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %834 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%612 : tensor<16x47x256xf32>) outs(%833 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x256xf32>
    %cst_250 = arith.constant 0.000000e+00 : f32
    %835 = tensor.empty() : tensor<256xf32>
    %836 = linalg.fill ins(%cst_250 : f32) outs(%835 : tensor<256xf32>) -> tensor<256xf32>
    %837 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%834 : tensor<16x256xf32>) outs(%836 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<256xf32>
    %cst_251 = arith.constant 0.000000e+00 : f32
    %838 = tensor.empty() : tensor<256x64xf32>
    %839 = linalg.fill ins(%cst_251 : f32) outs(%838 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %840 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%588 : tensor<16x256x64xf32>) outs(%839 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<256x64xf32>
    %cst_252 = arith.constant 0.000000e+00 : f32
    %841 = tensor.empty() : tensor<16x64xf32>
    %842 = linalg.fill ins(%cst_252 : f32) outs(%841 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %843 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%584 : tensor<16x47x64xf32>) outs(%842 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_253 = arith.constant 0.000000e+00 : f32
    %844 = tensor.empty() : tensor<64xf32>
    %845 = linalg.fill ins(%cst_253 : f32) outs(%844 : tensor<64xf32>) -> tensor<64xf32>
    %846 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%843 : tensor<16x64xf32>) outs(%845 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %847 = tensor.empty() : tensor<16x47x64xf32>
    %848 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %154 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%847 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_254 = arith.constant 0.000000e+00 : f32
    %849 = tensor.empty() : tensor<16x64xf32>
    %850 = linalg.fill ins(%cst_254 : f32) outs(%849 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %851 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%848 : tensor<16x47x64xf32>) outs(%850 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_255 = arith.constant 0.000000e+00 : f32
    %852 = tensor.empty() : tensor<64xf32>
    %853 = linalg.fill ins(%cst_255 : f32) outs(%852 : tensor<64xf32>) -> tensor<64xf32>
    %854 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%851 : tensor<16x64xf32>) outs(%853 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %cst_256 = arith.constant 0.000000e+00 : f32
    %855 = tensor.empty() : tensor<16x64xf32>
    %856 = linalg.fill ins(%cst_256 : f32) outs(%855 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %857 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%542 : tensor<16x47x64xf32>) outs(%856 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_257 = arith.constant 0.000000e+00 : f32
    %858 = tensor.empty() : tensor<64xf32>
    %859 = linalg.fill ins(%cst_257 : f32) outs(%858 : tensor<64xf32>) -> tensor<64xf32>
    %860 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%857 : tensor<16x64xf32>) outs(%859 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %cst_258 = arith.constant 0.000000e+00 : f32
    %861 = tensor.empty() : tensor<64x64xf32>
    %862 = linalg.fill ins(%cst_258 : f32) outs(%861 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %863 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%526 : tensor<16x64x64xf32>) outs(%862 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x64xf32>
    %cst_259 = arith.constant 0.000000e+00 : f32
    %864 = tensor.empty() : tensor<64x64xf32>
    %865 = linalg.fill ins(%cst_259 : f32) outs(%864 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %866 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%517 : tensor<16x64x64xf32>) outs(%865 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x64xf32>
    %cst_260 = arith.constant 0.000000e+00 : f32
    %867 = tensor.empty() : tensor<64x64xf32>
    %868 = linalg.fill ins(%cst_260 : f32) outs(%867 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %869 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%511 : tensor<16x64x64xf32>) outs(%868 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x64xf32>
    %cst_261 = arith.constant 0.000000e+00 : f32
    %870 = tensor.empty() : tensor<64x64xf32>
    %871 = linalg.fill ins(%cst_261 : f32) outs(%870 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %872 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%474 : tensor<16x64x64xf32>) outs(%871 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x64xf32>
    %873 = tensor.empty() : tensor<16x47x64xf32>
    %874 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %233 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%873 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_262 = arith.constant 0.000000e+00 : f32
    %875 = tensor.empty() : tensor<16x64xf32>
    %876 = linalg.fill ins(%cst_262 : f32) outs(%875 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %877 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%874 : tensor<16x47x64xf32>) outs(%876 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_263 = arith.constant 0.000000e+00 : f32
    %878 = tensor.empty() : tensor<64xf32>
    %879 = linalg.fill ins(%cst_263 : f32) outs(%878 : tensor<64xf32>) -> tensor<64xf32>
    %880 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%877 : tensor<16x64xf32>) outs(%879 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %cst_264 = arith.constant 0.000000e+00 : f32
    %881 = tensor.empty() : tensor<16x64xf32>
    %882 = linalg.fill ins(%cst_264 : f32) outs(%881 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %883 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%428 : tensor<16x47x64xf32>) outs(%882 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_265 = arith.constant 0.000000e+00 : f32
    %884 = tensor.empty() : tensor<64xf32>
    %885 = linalg.fill ins(%cst_265 : f32) outs(%884 : tensor<64xf32>) -> tensor<64xf32>
    %886 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%883 : tensor<16x64xf32>) outs(%885 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %cst_266 = arith.constant 0.000000e+00 : f32
    %887 = tensor.empty() : tensor<64x256xf32>
    %888 = linalg.fill ins(%cst_266 : f32) outs(%887 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %889 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%424 : tensor<16x64x256xf32>) outs(%888 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x256xf32>
    %cst_267 = arith.constant 0.000000e+00 : f32
    %890 = tensor.empty() : tensor<16x256xf32>
    %891 = linalg.fill ins(%cst_267 : f32) outs(%890 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %892 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%420 : tensor<16x47x256xf32>) outs(%891 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x256xf32>
    %cst_268 = arith.constant 0.000000e+00 : f32
    %893 = tensor.empty() : tensor<256xf32>
    %894 = linalg.fill ins(%cst_268 : f32) outs(%893 : tensor<256xf32>) -> tensor<256xf32>
    %895 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%892 : tensor<16x256xf32>) outs(%894 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<256xf32>
    %cst_269 = arith.constant 0.000000e+00 : f32
    %896 = tensor.empty() : tensor<256x64xf32>
    %897 = linalg.fill ins(%cst_269 : f32) outs(%896 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %898 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%396 : tensor<16x256x64xf32>) outs(%897 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<256x64xf32>
    %cst_270 = arith.constant 0.000000e+00 : f32
    %899 = tensor.empty() : tensor<16x64xf32>
    %900 = linalg.fill ins(%cst_270 : f32) outs(%899 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %901 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%392 : tensor<16x47x64xf32>) outs(%900 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_271 = arith.constant 0.000000e+00 : f32
    %902 = tensor.empty() : tensor<64xf32>
    %903 = linalg.fill ins(%cst_271 : f32) outs(%902 : tensor<64xf32>) -> tensor<64xf32>
    %904 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%901 : tensor<16x64xf32>) outs(%903 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %905 = tensor.empty() : tensor<16x47x64xf32>
    %906 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %283 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%905 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_277: f32, %out: f32):
      %922 = arith.mulf %in, %in_277 : f32
      linalg.yield %922 : f32
    } -> tensor<16x47x64xf32>
    %cst_272 = arith.constant 0.000000e+00 : f32
    %907 = tensor.empty() : tensor<16x64xf32>
    %908 = linalg.fill ins(%cst_272 : f32) outs(%907 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %909 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%906 : tensor<16x47x64xf32>) outs(%908 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_273 = arith.constant 0.000000e+00 : f32
    %910 = tensor.empty() : tensor<64xf32>
    %911 = linalg.fill ins(%cst_273 : f32) outs(%910 : tensor<64xf32>) -> tensor<64xf32>
    %912 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%909 : tensor<16x64xf32>) outs(%911 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %cst_274 = arith.constant 0.000000e+00 : f32
    %913 = tensor.empty() : tensor<16x64xf32>
    %914 = linalg.fill ins(%cst_274 : f32) outs(%913 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %915 = linalg.generic {indexing_maps = [#map9, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%352 : tensor<16x47x64xf32>) outs(%914 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<16x64xf32>
    %cst_275 = arith.constant 0.000000e+00 : f32
    %916 = tensor.empty() : tensor<64xf32>
    %917 = linalg.fill ins(%cst_275 : f32) outs(%916 : tensor<64xf32>) -> tensor<64xf32>
    %918 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["reduction", "parallel"]} ins(%915 : tensor<16x64xf32>) outs(%917 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64xf32>
    %cst_276 = arith.constant 0.000000e+00 : f32
    %919 = tensor.empty() : tensor<64x82xf32>
    %920 = linalg.fill ins(%cst_276 : f32) outs(%919 : tensor<64x82xf32>) -> tensor<64x82xf32>
    %921 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["reduction", "parallel", "parallel"]} ins(%348 : tensor<16x64x82xf32>) outs(%920 : tensor<64x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      %922 = arith.addf %out, %in : f32
      linalg.yield %922 : f32
    } -> tensor<64x82xf32>
    return %319, %785, %inserted_slice, %796, %802, %805, %808, %811, %814, %822, %828, %831, %837, %840, %846, %854, %860, %863, %866, %869, %872, %880, %886, %889, %895, %898, %904, %912, %918, %921 : tensor<f32>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>
  }
  func.func @layer_norm__B1_T1(%arg0: tensor<1x1x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<1x1x64xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %2 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x1x64xf32>) outs(%1 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x1xf32>
    %cst_0 = arith.constant 6.400000e+01 : f32
    %3 = tensor.empty() : tensor<1x1xf32>
    %4 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1x1xf32>) outs(%3 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_0 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [1, 1, 1] : tensor<1xf32> into tensor<1x1x1xf32>
    %5 = tensor.empty() : tensor<1x1x64xf32>
    %6 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<1x1x64xf32>, tensor<1x1x1xf32>) outs(%5 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.subf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x64xf32>
    %7 = tensor.empty() : tensor<1x1x64xf32>
    %8 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%7 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %9 = tensor.empty() : tensor<1x1xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x1x64xf32>) outs(%10 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x1xf32>
    %cst_2 = arith.constant 6.400000e+01 : f32
    %12 = tensor.empty() : tensor<1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<1x1xf32>) outs(%12 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_2 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1xf32>
    %collapsed_3 = tensor.collapse_shape %13 [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
    %expanded_4 = tensor.expand_shape %collapsed_3 [[0, 1, 2]] output_shape [1, 1, 1] : tensor<1xf32> into tensor<1x1x1xf32>
    %14 = tensor.empty() : tensor<1x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_5 = arith.constant 9.99999974E-6 : f32
      %24 = arith.addf %in, %cst_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x1xf32>
    %16 = tensor.empty() : tensor<1x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x1x1xf32>) outs(%16 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = math.rsqrt %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x1xf32>
    %18 = tensor.empty() : tensor<1x1x64xf32>
    %19 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %17 : tensor<1x1x64xf32>, tensor<1x1x1xf32>) outs(%18 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x64xf32>
    %20 = tensor.empty() : tensor<1x1x64xf32>
    %21 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg1 : tensor<1x1x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x64xf32>
    %22 = tensor.empty() : tensor<1x1x64xf32>
    %23 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg2 : tensor<1x1x64xf32>, tensor<64xf32>) outs(%22 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.addf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x64xf32>
    return %23 : tensor<1x1x64xf32>
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
    %1 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<1x64x64xf32>) {
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
    %2 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%1 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x1x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x1x64xf32>, tensor<1x64x256xf32>) outs(%4 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %6 = tensor.empty() : tensor<1x1x256xf32>
    %7 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %arg4 : tensor<1x1x256xf32>, tensor<256xf32>) outs(%6 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x1x256xf32>
    %8 = call @gelu__B1_T1(%7) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %9 = tensor.empty() : tensor<1x256x64xf32>
    %10 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<256x64xf32>) outs(%9 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x256x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %11 = tensor.empty() : tensor<1x1x64xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %13 = linalg.batch_matmul ins(%8, %10 : tensor<1x1x256xf32>, tensor<1x256x64xf32>) outs(%12 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %14 = tensor.empty() : tensor<1x1x64xf32>
    %15 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %13 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%14 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x1x64xf32>
    %16 = tensor.empty() : tensor<1x1x64xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %arg6 : tensor<1x1x64xf32>, tensor<64xf32>) outs(%16 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x1x64xf32>
    return %17 : tensor<1x1x64xf32>
  }
  func.func @forward__T64(%arg0: tensor<1x64xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> tensor<1x64x82xf32> attributes {llvm.emit_c_interface} {
    %0 = call @forward_batch__B1_T64(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29) : (tensor<1x64xi64>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<1x64x82xf32>
    return %0 : tensor<1x64x82xf32>
  }
  func.func @block__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) attributes {llvm.emit_c_interface} {
    %0:4 = call @block_attn__B1_T64(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x64xf32>)
    return %0#0, %0#1, %0#2 : tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>
  }
  func.func @head__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x82xf32>) -> tensor<1x64x82xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T64(%arg0, %arg1, %arg2) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>
    %1 = tensor.empty() : tensor<1x64x82xf32>
    %2 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x82xf32>) outs(%1 : tensor<1x64x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x82xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x64x82xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x64x82xf32>) -> tensor<1x64x82xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x64x64xf32>, tensor<1x64x82xf32>) outs(%4 : tensor<1x64x82xf32>) -> tensor<1x64x82xf32>
    return %5 : tensor<1x64x82xf32>
  }
  func.func @block_attn__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x64xf32>) attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T64(%arg0, %arg1, %arg2) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>
    %1 = call @linear__B1_T64(%0, %arg3) : (tensor<1x64x64xf32>, tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %2 = call @heads__B1_T64(%1) : (tensor<1x64x64xf32>) -> tensor<1x4x64x16xf32>
    %3 = call @linear__B1_T64(%0, %arg4) : (tensor<1x64x64xf32>, tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %4 = call @heads__B1_T64(%3) : (tensor<1x64x64xf32>) -> tensor<1x4x64x16xf32>
    %5 = call @linear__B1_T64(%0, %arg5) : (tensor<1x64x64xf32>, tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %6 = call @heads__B1_T64(%5) : (tensor<1x64x64xf32>) -> tensor<1x4x64x16xf32>
    %7 = tensor.empty() : tensor<1x4x16x64xf32>
    %transposed = linalg.transpose ins(%4 : tensor<1x4x64x16xf32>) outs(%7 : tensor<1x4x16x64xf32>) permutation = [0, 1, 3, 2] 
    %cst = arith.constant 0.000000e+00 : f32
    %8 = tensor.empty() : tensor<1x4x64x64xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2, %transposed : tensor<1x4x64x16xf32>, tensor<1x4x16x64xf32>) outs(%9 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.mulf %in, %in_3 : f32
      %33 = arith.addf %out, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<1x4x64x64xf32>
    %11 = tensor.empty() : tensor<1x4x64x64xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x4x64x64xf32>) outs(%11 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 2.500000e-01 : f32
      %32 = arith.mulf %in, %cst_3 : f32
      linalg.yield %32 : f32
    } -> tensor<1x4x64x64xf32>
    %13 = call @causal__B1_T64(%12) : (tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %cst_0 = arith.constant 0xFF800000 : f32
    %14 = tensor.empty() : tensor<1x4x64xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<1x4x64x64xf32>) outs(%15 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.maximumf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<1x4x64xf32>
    %17 = tensor.empty() : tensor<1x4x64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<1x4x64x64xf32>, tensor<1x4x64xf32>) outs(%17 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.subf %in, %in_3 : f32
      %33 = math.exp %32 : f32
      linalg.yield %33 : f32
    } -> tensor<1x4x64x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %19 = tensor.empty() : tensor<1x4x64xf32>
    %20 = linalg.fill ins(%cst_1 : f32) outs(%19 : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%18 : tensor<1x4x64x64xf32>) outs(%20 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %out, %in : f32
      linalg.yield %32 : f32
    } -> tensor<1x4x64xf32>
    %22 = tensor.empty() : tensor<1x4x64x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %21 : tensor<1x4x64x64xf32>, tensor<1x4x64xf32>) outs(%22 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.divf %in, %in_3 : f32
      linalg.yield %32 : f32
    } -> tensor<1x4x64x64xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %24 = tensor.empty() : tensor<1x4x64x16xf32>
    %25 = linalg.fill ins(%cst_2 : f32) outs(%24 : tensor<1x4x64x16xf32>) -> tensor<1x4x64x16xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%23, %6 : tensor<1x4x64x64xf32>, tensor<1x4x64x16xf32>) outs(%25 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.mulf %in, %in_3 : f32
      %33 = arith.addf %out, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<1x4x64x16xf32>
    %27 = call @merge_heads__B1_T64(%26) : (tensor<1x4x64x16xf32>) -> tensor<1x64x64xf32>
    %28 = call @linear__B1_T64(%27, %arg6) : (tensor<1x64x64xf32>, tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %29 = tensor.empty() : tensor<1x64x64xf32>
    %30 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %28 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%29 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.addf %in, %in_3 : f32
      linalg.yield %32 : f32
    } -> tensor<1x64x64xf32>
    %31 = call @mlp__B1_T64(%30, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>
    return %31, %4, %6, %23 : tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x64xf32>
  }
  func.func @head__B1_T1(%arg0: tensor<1x1x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x82xf32>) -> tensor<1x1x82xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T1(%arg0, %arg1, %arg2) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x1x64xf32>
    %1 = tensor.empty() : tensor<1x64x82xf32>
    %2 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x82xf32>) outs(%1 : tensor<1x64x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x82xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x1x82xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x1x82xf32>) -> tensor<1x1x82xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x1x64xf32>, tensor<1x64x82xf32>) outs(%4 : tensor<1x1x82xf32>) -> tensor<1x1x82xf32>
    return %5 : tensor<1x1x82xf32>
  }
  func.func @forward_batch__B16_T47(%arg0: tensor<16x47xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> tensor<16x47x82xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<16x47x64xf32>
    %1 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x47xi64>) outs(%0 : tensor<16x47x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %9 = arith.maxsi %in, %c0_i64 : i64
      %10 = arith.minsi %9, %c81_i64 : i64
      %11 = arith.index_cast %10 : i64 to index
      %12 = linalg.index 2 : index
      %extracted = tensor.extract %arg1[%11, %12] : tensor<82x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x47x64xf32>
    %extracted_slice = tensor.extract_slice %arg2[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %2 = tensor.empty() : tensor<47x64xf32>
    %3 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice : tensor<47x64xf32>) outs(%2 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %4 = tensor.empty() : tensor<16x47x64xf32>
    %5 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<16x47x64xf32>, tensor<47x64xf32>) outs(%4 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %9 = arith.addf %in, %in_0 : f32
      linalg.yield %9 : f32
    } -> tensor<16x47x64xf32>
    %6:3 = call @block__B16_T47(%5, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>)
    %7:3 = call @block__B16_T47(%6#0, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>)
    %8 = call @head__B16_T47(%7#0, %arg27, %arg28, %arg29) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<16x47x82xf32>
    return %8 : tensor<16x47x82xf32>
  }
  func.func @gelu__B1_T1(%arg0: tensor<1x1x256xf32>) -> tensor<1x1x256xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x1x256xf32>
    %1 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x256xf32>) outs(%0 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 5.000000e-01 : f32
      %10 = arith.mulf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x256xf32>
    %2 = tensor.empty() : tensor<1x1x256xf32>
    %3 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x256xf32>) outs(%2 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 0.707106769 : f32
      %10 = arith.mulf %in, %cst : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x256xf32>
    %4 = tensor.empty() : tensor<1x1x256xf32>
    %5 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x1x256xf32>) outs(%4 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.erf %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x256xf32>
    %6 = tensor.empty() : tensor<1x1x256xf32>
    %7 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x1x256xf32>) outs(%6 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %10 = arith.addf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x256xf32>
    %8 = tensor.empty() : tensor<1x1x256xf32>
    %9 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %7 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%8 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = arith.mulf %in, %in_0 : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x256xf32>
    return %9 : tensor<1x1x256xf32>
  }
  func.func @forward_batch__B1_T64(%arg0: tensor<1x64xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> tensor<1x64x82xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64xi64>) outs(%0 : tensor<1x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %9 = arith.maxsi %in, %c0_i64 : i64
      %10 = arith.minsi %9, %c81_i64 : i64
      %11 = arith.index_cast %10 : i64 to index
      %12 = linalg.index 2 : index
      %extracted = tensor.extract %arg1[%11, %12] : tensor<82x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x64xf32>
    %extracted_slice = tensor.extract_slice %arg2[0, 0] [64, 64] [1, 1] : tensor<64x64xf32> to tensor<64x64xf32>
    %2 = tensor.empty() : tensor<64x64xf32>
    %3 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice : tensor<64x64xf32>) outs(%2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %4 = tensor.empty() : tensor<1x64x64xf32>
    %5 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<1x64x64xf32>, tensor<64x64xf32>) outs(%4 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %9 = arith.addf %in, %in_0 : f32
      linalg.yield %9 : f32
    } -> tensor<1x64x64xf32>
    %6:3 = call @block__B1_T64(%5, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %7:3 = call @block__B1_T64(%6#0, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>)
    %8 = call @head__B1_T64(%7#0, %arg27, %arg28, %arg29) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<1x64x82xf32>
    return %8 : tensor<1x64x82xf32>
  }
  func.func @layer_norm__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<1x64x64xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x64xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %2 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x64x64xf32>) outs(%1 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x64xf32>
    %cst_0 = arith.constant 6.400000e+01 : f32
    %3 = tensor.empty() : tensor<1x64xf32>
    %4 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1x64xf32>) outs(%3 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_0 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xf32> into tensor<1x64x1xf32>
    %5 = tensor.empty() : tensor<1x64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<1x64x64xf32>, tensor<1x64x1xf32>) outs(%5 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.subf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x64xf32>
    %7 = tensor.empty() : tensor<1x64x64xf32>
    %8 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%7 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %9 = tensor.empty() : tensor<1x64xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %11 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x64x64xf32>) outs(%10 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x64xf32>
    %cst_2 = arith.constant 6.400000e+01 : f32
    %12 = tensor.empty() : tensor<1x64xf32>
    %13 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<1x64xf32>) outs(%12 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_2 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64xf32>
    %collapsed_3 = tensor.collapse_shape %13 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_4 = tensor.expand_shape %collapsed_3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xf32> into tensor<1x64x1xf32>
    %14 = tensor.empty() : tensor<1x64x1xf32>
    %15 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<1x64x1xf32>) outs(%14 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_5 = arith.constant 9.99999974E-6 : f32
      %24 = arith.addf %in, %cst_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x1xf32>
    %16 = tensor.empty() : tensor<1x64x1xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x64x1xf32>) outs(%16 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = math.rsqrt %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x1xf32>
    %18 = tensor.empty() : tensor<1x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %17 : tensor<1x64x64xf32>, tensor<1x64x1xf32>) outs(%18 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x64xf32>
    %20 = tensor.empty() : tensor<1x64x64xf32>
    %21 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg1 : tensor<1x64x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x64xf32>
    %22 = tensor.empty() : tensor<1x64x64xf32>
    %23 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg2 : tensor<1x64x64xf32>, tensor<64xf32>) outs(%22 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.addf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x64xf32>
    return %23 : tensor<1x64x64xf32>
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
    %1 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<1x64x64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %4 = linalg.batch_matmul ins(%arg0, %1 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%3 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    return %4 : tensor<1x64x64xf32>
  }
  func.func @causal__B1_T64(%arg0: tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<64x64xi64>
    %1 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<64x64xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 0 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<64x64xi64>
    %2 = tensor.empty() : tensor<64x64xi64>
    %3 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<64x64xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 1 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<64x64xi64>
    %4 = tensor.empty() : tensor<64x64xi8>
    %5 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%3, %1 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%4 : tensor<64x64xi8>) {
    ^bb0(%in: i64, %in_0: i64, %out: i8):
      %10 = arith.cmpi sle, %in, %in_0 : i64
      %11 = arith.extui %10 : i1 to i8
      linalg.yield %11 : i8
    } -> tensor<64x64xi8>
    %cst = arith.constant -1.000000e+09 : f32
    %6 = tensor.empty() : tensor<1x4x64x64xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %8 = tensor.empty() : tensor<1x4x64x64xf32>
    %9 = linalg.generic {indexing_maps = [#map19, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %arg0, %7 : tensor<64x64xi8>, tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) outs(%8 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: i8, %in_0: f32, %in_1: f32, %out: f32):
      %10 = arith.trunci %in : i8 to i1
      %11 = arith.select %10, %in_0, %in_1 : f32
      linalg.yield %11 : f32
    } -> tensor<1x4x64x64xf32>
    return %9 : tensor<1x4x64x64xf32>
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
    %2 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%1 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x64x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x64x64xf32>, tensor<1x64x256xf32>) outs(%4 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %6 = tensor.empty() : tensor<1x64x256xf32>
    %7 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %arg4 : tensor<1x64x256xf32>, tensor<256xf32>) outs(%6 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x64x256xf32>
    %8 = call @gelu__B1_T64(%7) : (tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %9 = tensor.empty() : tensor<1x256x64xf32>
    %10 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<256x64xf32>) outs(%9 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x256x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %11 = tensor.empty() : tensor<1x64x64xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %13 = linalg.batch_matmul ins(%8, %10 : tensor<1x64x256xf32>, tensor<1x256x64xf32>) outs(%12 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %14 = tensor.empty() : tensor<1x64x64xf32>
    %15 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %13 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%14 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x64x64xf32>
    %16 = tensor.empty() : tensor<1x64x64xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %arg6 : tensor<1x64x64xf32>, tensor<64xf32>) outs(%16 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x64x64xf32>
    return %17 : tensor<1x64x64xf32>
  }
  func.func @block__B16_T47(%arg0: tensor<16x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<64xf32>) -> (tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>) attributes {llvm.emit_c_interface} {
    %0:4 = call @block_attn__B16_T47(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x47xf32>)
    return %0#0, %0#1, %0#2 : tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>
  }
  func.func @head__B16_T47(%arg0: tensor<16x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x82xf32>) -> tensor<16x47x82xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B16_T47(%arg0, %arg1, %arg2) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<16x47x64xf32>
    %1 = tensor.empty() : tensor<16x64x82xf32>
    %2 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x82xf32>) outs(%1 : tensor<16x64x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x82xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<16x47x82xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<16x47x82xf32>) -> tensor<16x47x82xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<16x47x64xf32>, tensor<16x64x82xf32>) outs(%4 : tensor<16x47x82xf32>) -> tensor<16x47x82xf32>
    return %5 : tensor<16x47x82xf32>
  }
  func.func @gelu__B1_T64(%arg0: tensor<1x64x256xf32>) -> tensor<1x64x256xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x64x256xf32>
    %1 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64x256xf32>) outs(%0 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 5.000000e-01 : f32
      %10 = arith.mulf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x256xf32>
    %2 = tensor.empty() : tensor<1x64x256xf32>
    %3 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64x256xf32>) outs(%2 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 0.707106769 : f32
      %10 = arith.mulf %in, %cst : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x256xf32>
    %4 = tensor.empty() : tensor<1x64x256xf32>
    %5 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x64x256xf32>) outs(%4 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.erf %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x256xf32>
    %6 = tensor.empty() : tensor<1x64x256xf32>
    %7 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x64x256xf32>) outs(%6 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %10 = arith.addf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x256xf32>
    %8 = tensor.empty() : tensor<1x64x256xf32>
    %9 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %7 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%8 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = arith.mulf %in, %in_0 : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x256xf32>
    return %9 : tensor<1x64x256xf32>
  }
  func.func @block_attn__B16_T47(%arg0: tensor<16x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<64xf32>) -> (tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x47xf32>) attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B16_T47(%arg0, %arg1, %arg2) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<16x47x64xf32>
    %1 = call @linear__B16_T47(%0, %arg3) : (tensor<16x47x64xf32>, tensor<64x64xf32>) -> tensor<16x47x64xf32>
    %2 = call @heads__B16_T47(%1) : (tensor<16x47x64xf32>) -> tensor<16x4x47x16xf32>
    %3 = call @linear__B16_T47(%0, %arg4) : (tensor<16x47x64xf32>, tensor<64x64xf32>) -> tensor<16x47x64xf32>
    %4 = call @heads__B16_T47(%3) : (tensor<16x47x64xf32>) -> tensor<16x4x47x16xf32>
    %5 = call @linear__B16_T47(%0, %arg5) : (tensor<16x47x64xf32>, tensor<64x64xf32>) -> tensor<16x47x64xf32>
    %6 = call @heads__B16_T47(%5) : (tensor<16x47x64xf32>) -> tensor<16x4x47x16xf32>
    %7 = tensor.empty() : tensor<16x4x16x47xf32>
    %transposed = linalg.transpose ins(%4 : tensor<16x4x47x16xf32>) outs(%7 : tensor<16x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst = arith.constant 0.000000e+00 : f32
    %8 = tensor.empty() : tensor<16x4x47x47xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2, %transposed : tensor<16x4x47x16xf32>, tensor<16x4x16x47xf32>) outs(%9 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.mulf %in, %in_3 : f32
      %33 = arith.addf %out, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<16x4x47x47xf32>
    %11 = tensor.empty() : tensor<16x4x47x47xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<16x4x47x47xf32>) outs(%11 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 2.500000e-01 : f32
      %32 = arith.mulf %in, %cst_3 : f32
      linalg.yield %32 : f32
    } -> tensor<16x4x47x47xf32>
    %13 = call @causal__B16_T47(%12) : (tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %cst_0 = arith.constant 0xFF800000 : f32
    %14 = tensor.empty() : tensor<16x4x47xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<16x4x47x47xf32>) outs(%15 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.maximumf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<16x4x47xf32>
    %17 = tensor.empty() : tensor<16x4x47x47xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%17 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.subf %in, %in_3 : f32
      %33 = math.exp %32 : f32
      linalg.yield %33 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %19 = tensor.empty() : tensor<16x4x47xf32>
    %20 = linalg.fill ins(%cst_1 : f32) outs(%19 : tensor<16x4x47xf32>) -> tensor<16x4x47xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%18 : tensor<16x4x47x47xf32>) outs(%20 : tensor<16x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %out, %in : f32
      linalg.yield %32 : f32
    } -> tensor<16x4x47xf32>
    %22 = tensor.empty() : tensor<16x4x47x47xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %21 : tensor<16x4x47x47xf32>, tensor<16x4x47xf32>) outs(%22 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.divf %in, %in_3 : f32
      linalg.yield %32 : f32
    } -> tensor<16x4x47x47xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %24 = tensor.empty() : tensor<16x4x47x16xf32>
    %25 = linalg.fill ins(%cst_2 : f32) outs(%24 : tensor<16x4x47x16xf32>) -> tensor<16x4x47x16xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%23, %6 : tensor<16x4x47x47xf32>, tensor<16x4x47x16xf32>) outs(%25 : tensor<16x4x47x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.mulf %in, %in_3 : f32
      %33 = arith.addf %out, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<16x4x47x16xf32>
    %27 = call @merge_heads__B16_T47(%26) : (tensor<16x4x47x16xf32>) -> tensor<16x47x64xf32>
    %28 = call @linear__B16_T47(%27, %arg6) : (tensor<16x47x64xf32>, tensor<64x64xf32>) -> tensor<16x47x64xf32>
    %29 = tensor.empty() : tensor<16x47x64xf32>
    %30 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %28 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%29 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.addf %in, %in_3 : f32
      linalg.yield %32 : f32
    } -> tensor<16x47x64xf32>
    %31 = call @mlp__B16_T47(%30, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<16x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> tensor<16x47x64xf32>
    return %31, %4, %6, %23 : tensor<16x47x64xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x16xf32>, tensor<16x4x47x47xf32>
  }
  func.func @layer_norm__B16_T47(%arg0: tensor<16x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<16x47x64xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x47xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %2 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<16x47x64xf32>) outs(%1 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<16x47xf32>
    %cst_0 = arith.constant 6.400000e+01 : f32
    %3 = tensor.empty() : tensor<16x47xf32>
    %4 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<16x47xf32>) outs(%3 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_0 : f32
      linalg.yield %24 : f32
    } -> tensor<16x47xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %5 = tensor.empty() : tensor<16x47x64xf32>
    %6 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%5 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.subf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<16x47x64xf32>
    %7 = tensor.empty() : tensor<16x47x64xf32>
    %8 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%7 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<16x47x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %9 = tensor.empty() : tensor<16x47xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<16x47xf32>) -> tensor<16x47xf32>
    %11 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<16x47x64xf32>) outs(%10 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<16x47xf32>
    %cst_2 = arith.constant 6.400000e+01 : f32
    %12 = tensor.empty() : tensor<16x47xf32>
    %13 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<16x47xf32>) outs(%12 : tensor<16x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_2 : f32
      linalg.yield %24 : f32
    } -> tensor<16x47xf32>
    %collapsed_3 = tensor.collapse_shape %13 [[0, 1]] : tensor<16x47xf32> into tensor<752xf32>
    %expanded_4 = tensor.expand_shape %collapsed_3 [[0, 1, 2]] output_shape [16, 47, 1] : tensor<752xf32> into tensor<16x47x1xf32>
    %14 = tensor.empty() : tensor<16x47x1xf32>
    %15 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<16x47x1xf32>) outs(%14 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_5 = arith.constant 9.99999974E-6 : f32
      %24 = arith.addf %in, %cst_5 : f32
      linalg.yield %24 : f32
    } -> tensor<16x47x1xf32>
    %16 = tensor.empty() : tensor<16x47x1xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<16x47x1xf32>) outs(%16 : tensor<16x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = math.rsqrt %in : f32
      linalg.yield %24 : f32
    } -> tensor<16x47x1xf32>
    %18 = tensor.empty() : tensor<16x47x64xf32>
    %19 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %17 : tensor<16x47x64xf32>, tensor<16x47x1xf32>) outs(%18 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<16x47x64xf32>
    %20 = tensor.empty() : tensor<16x47x64xf32>
    %21 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg1 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%20 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<16x47x64xf32>
    %22 = tensor.empty() : tensor<16x47x64xf32>
    %23 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg2 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%22 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.addf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<16x47x64xf32>
    return %23 : tensor<16x47x64xf32>
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
    %1 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<16x47x64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %4 = linalg.batch_matmul ins(%arg0, %1 : tensor<16x47x64xf32>, tensor<16x64x64xf32>) outs(%3 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    return %4 : tensor<16x47x64xf32>
  }
  func.func @causal__B16_T47(%arg0: tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<47x47xi64>
    %1 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 0 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<47x47xi64>
    %2 = tensor.empty() : tensor<47x47xi64>
    %3 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 1 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<47x47xi64>
    %4 = tensor.empty() : tensor<47x47xi8>
    %5 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%3, %1 : tensor<47x47xi64>, tensor<47x47xi64>) outs(%4 : tensor<47x47xi8>) {
    ^bb0(%in: i64, %in_0: i64, %out: i8):
      %10 = arith.cmpi sle, %in, %in_0 : i64
      %11 = arith.extui %10 : i1 to i8
      linalg.yield %11 : i8
    } -> tensor<47x47xi8>
    %cst = arith.constant -1.000000e+09 : f32
    %6 = tensor.empty() : tensor<16x4x47x47xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<16x4x47x47xf32>) -> tensor<16x4x47x47xf32>
    %8 = tensor.empty() : tensor<16x4x47x47xf32>
    %9 = linalg.generic {indexing_maps = [#map19, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %arg0, %7 : tensor<47x47xi8>, tensor<16x4x47x47xf32>, tensor<16x4x47x47xf32>) outs(%8 : tensor<16x4x47x47xf32>) {
    ^bb0(%in: i8, %in_0: f32, %in_1: f32, %out: f32):
      %10 = arith.trunci %in : i8 to i1
      %11 = arith.select %10, %in_0, %in_1 : f32
      linalg.yield %11 : f32
    } -> tensor<16x4x47x47xf32>
    return %9 : tensor<16x4x47x47xf32>
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
    %2 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%1 : tensor<16x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<16x47x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<16x47x64xf32>, tensor<16x64x256xf32>) outs(%4 : tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %6 = tensor.empty() : tensor<16x47x256xf32>
    %7 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %arg4 : tensor<16x47x256xf32>, tensor<256xf32>) outs(%6 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<16x47x256xf32>
    %8 = call @gelu__B16_T47(%7) : (tensor<16x47x256xf32>) -> tensor<16x47x256xf32>
    %9 = tensor.empty() : tensor<16x256x64xf32>
    %10 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<256x64xf32>) outs(%9 : tensor<16x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %11 = tensor.empty() : tensor<16x47x64xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %13 = linalg.batch_matmul ins(%8, %10 : tensor<16x47x256xf32>, tensor<16x256x64xf32>) outs(%12 : tensor<16x47x64xf32>) -> tensor<16x47x64xf32>
    %14 = tensor.empty() : tensor<16x47x64xf32>
    %15 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %13 : tensor<16x47x64xf32>, tensor<16x47x64xf32>) outs(%14 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<16x47x64xf32>
    %16 = tensor.empty() : tensor<16x47x64xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %arg6 : tensor<16x47x64xf32>, tensor<64xf32>) outs(%16 : tensor<16x47x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<16x47x64xf32>
    return %17 : tensor<16x47x64xf32>
  }
  func.func @gelu__B16_T47(%arg0: tensor<16x47x256xf32>) -> tensor<16x47x256xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<16x47x256xf32>
    %1 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x47x256xf32>) outs(%0 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 5.000000e-01 : f32
      %10 = arith.mulf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<16x47x256xf32>
    %2 = tensor.empty() : tensor<16x47x256xf32>
    %3 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x47x256xf32>) outs(%2 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 0.707106769 : f32
      %10 = arith.mulf %in, %cst : f32
      linalg.yield %10 : f32
    } -> tensor<16x47x256xf32>
    %4 = tensor.empty() : tensor<16x47x256xf32>
    %5 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<16x47x256xf32>) outs(%4 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.erf %in : f32
      linalg.yield %10 : f32
    } -> tensor<16x47x256xf32>
    %6 = tensor.empty() : tensor<16x47x256xf32>
    %7 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<16x47x256xf32>) outs(%6 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %10 = arith.addf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<16x47x256xf32>
    %8 = tensor.empty() : tensor<16x47x256xf32>
    %9 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %7 : tensor<16x47x256xf32>, tensor<16x47x256xf32>) outs(%8 : tensor<16x47x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = arith.mulf %in, %in_0 : f32
      linalg.yield %10 : f32
    } -> tensor<16x47x256xf32>
    return %9 : tensor<16x47x256xf32>
  }
}
