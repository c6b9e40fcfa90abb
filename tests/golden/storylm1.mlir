#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1) -> (d0)>
#map13 = affine_map<(d0) -> (d0)>
#map14 = affine_map<(d0) -> ()>
#map15 = affine_map<() -> ()>
#map16 = affine_map<(d0) -> (0)>
#map17 = affine_map<(d0, d1) -> (d0, 0)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map19 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map20 = affine_map<(d0, d1) -> (d1)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, 0)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @forward_full(%arg0: tensor<1x64xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> tensor<1x64x82xf32> attributes {llvm.emit_c_interface} {
    %0 = call @forward__T64(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29) : (tensor<1x64xi64>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<1x64x82xf32>
    return %0 : tensor<1x64x82xf32>
  }
  func.func @prefill(%arg0: tensor<1x64xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> (tensor<1x64x82xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<2x4x64x64xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<1x64x64xf32>) {
    ^bb0(%out: f32):
      %10 = linalg.index 0 : index
      %11 = linalg.index 1 : index
      %extracted = tensor.extract %arg0[%10, %11] : tensor<1x64xi64>
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %12 = arith.maxsi %extracted, %c0_i64 : i64
      %13 = arith.minsi %12, %c81_i64 : i64
      %14 = arith.index_cast %13 : i64 to index
      %15 = linalg.index 2 : index
      %extracted_2 = tensor.extract %arg1[%14, %15] : tensor<82x64xf32>
      linalg.yield %extracted_2 : f32
    } -> tensor<1x64x64xf32>
    %2 = tensor.empty() : tensor<1x64x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg2 : tensor<1x64x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<1x64x64xf32>) {
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
  func.func @decode(%arg0: tensor<1x1xi64>, %arg1: tensor<1x1xi64>, %arg2: tensor<1x4x64x16xf32>, %arg3: tensor<1x4x64x16xf32>, %arg4: tensor<1x4x64x16xf32>, %arg5: tensor<1x4x64x16xf32>, %arg6: tensor<82x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x256xf32>, %arg17: tensor<256xf32>, %arg18: tensor<256x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x256xf32>, %arg29: tensor<256xf32>, %arg30: tensor<256x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x82xf32>) -> (tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1x82xf32>, tensor<2x4x64xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x1x64xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%out: f32):
      %12 = linalg.index 0 : index
      %13 = linalg.index 1 : index
      %extracted = tensor.extract %arg0[%12, %13] : tensor<1x1xi64>
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %14 = arith.maxsi %extracted, %c0_i64 : i64
      %15 = arith.minsi %14, %c81_i64 : i64
      %16 = arith.index_cast %15 : i64 to index
      %17 = linalg.index 2 : index
      %extracted_4 = tensor.extract %arg6[%16, %17] : tensor<82x64xf32>
      linalg.yield %extracted_4 : f32
    } -> tensor<1x1x64xf32>
    %2 = tensor.empty() : tensor<1x1x64xf32>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%2 : tensor<1x1x64xf32>) {
    ^bb0(%out: f32):
      %12 = linalg.index 0 : index
      %13 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%12, %13] : tensor<1x1xi64>
      %c0_i64 = arith.constant 0 : i64
      %c63_i64 = arith.constant 63 : i64
      %14 = arith.maxsi %extracted, %c0_i64 : i64
      %15 = arith.minsi %14, %c63_i64 : i64
      %16 = arith.index_cast %15 : i64 to index
      %17 = linalg.index 2 : index
      %extracted_4 = tensor.extract %arg7[%16, %17] : tensor<64x64xf32>
      linalg.yield %extracted_4 : f32
    } -> tensor<1x1x64xf32>
    %4 = tensor.empty() : tensor<1x1x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%4 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %12 = arith.addf %in, %in_4 : f32
      linalg.yield %12 : f32
    } -> tensor<1x1x64xf32>
    %6:4 = call @block_step_attn__C64(%5, %arg2, %arg3, %arg1, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19) : (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1xi64>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x1x64xf32>)
    %7:4 = call @block_step_attn__C64(%6#0, %arg4, %arg5, %arg1, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31) : (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x1xi64>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x1x64xf32>)
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
  func.func @loss_shard(%arg0: tensor<8x47xi64>, %arg1: tensor<8x47xi64>, %arg2: tensor<8x47xf32>, %arg3: tensor<82x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x82xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %0 = call @nll__B8(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31) : (tensor<8x47xi64>, tensor<8x47xi64>, tensor<8x47xf32>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @loss_shard_grad(%arg0: tensor<8x47xi64>, %arg1: tensor<8x47xi64>, %arg2: tensor<8x47xf32>, %arg3: tensor<82x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x82xf32>) -> (tensor<f32>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<8x47x64xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<8x47x64xf32>) {
    ^bb0(%out: f32):
      %884 = linalg.index 0 : index
      %885 = linalg.index 1 : index
      %extracted = tensor.extract %arg0[%884, %885] : tensor<8x47xi64>
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %886 = arith.maxsi %extracted, %c0_i64 : i64
      %887 = arith.minsi %886, %c81_i64 : i64
      %888 = arith.index_cast %887 : i64 to index
      %889 = linalg.index 2 : index
      %extracted_367 = tensor.extract %arg3[%888, %889] : tensor<82x64xf32>
      linalg.yield %extracted_367 : f32
    } -> tensor<8x47x64xf32>
    %extracted_slice = tensor.extract_slice %arg4[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %2 = tensor.empty() : tensor<47x64xf32>
    %3 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice : tensor<47x64xf32>) outs(%2 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %4 = tensor.empty() : tensor<8x47x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<8x47x64xf32>, tensor<47x64xf32>) outs(%4 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<8x47xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<8x47x64xf32>) outs(%7 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_0 = arith.constant 6.400000e+01 : f32
    %9 = tensor.empty() : tensor<8x47xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x47xf32>) outs(%9 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.divf %in, %cst_0 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed = tensor.collapse_shape %10 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %11 = tensor.empty() : tensor<8x47x64xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %expanded : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%11 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %13 = tensor.empty() : tensor<8x47x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %12 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%13 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %15 = tensor.empty() : tensor<8x47xf32>
    %16 = linalg.fill ins(%cst_1 : f32) outs(%15 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<8x47x64xf32>) outs(%16 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_2 = arith.constant 6.400000e+01 : f32
    %18 = tensor.empty() : tensor<8x47xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<8x47xf32>) outs(%18 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.divf %in, %cst_2 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_3 = tensor.collapse_shape %19 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_4 = tensor.expand_shape %collapsed_3 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %20 = tensor.empty() : tensor<8x47x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<8x47x1xf32>) outs(%20 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 9.99999974E-6 : f32
      %884 = arith.addf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %22 = tensor.empty() : tensor<8x47x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<8x47x1xf32>) outs(%22 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = math.rsqrt %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %24 = tensor.empty() : tensor<8x47x64xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %23 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%24 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %26 = tensor.empty() : tensor<8x47x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg5 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%26 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %28 = tensor.empty() : tensor<8x47x64xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %arg6 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%28 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %30 = tensor.empty() : tensor<8x64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<64x64xf32>) outs(%30 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %collapsed_5 = tensor.collapse_shape %29 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_6 = tensor.expand_shape %collapsed_5 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    %32 = tensor.empty() : tensor<376x64xf32>
    %33 = linalg.fill ins(%cst_7 : f32) outs(%32 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %34 = linalg.matmul ins(%expanded_6, %arg7 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_8 = tensor.collapse_shape %34 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_9 = tensor.expand_shape %collapsed_8 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_10 = tensor.collapse_shape %expanded_9 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_11 = tensor.expand_shape %collapsed_10 [[0, 1, 2, 3]] output_shape [8, 47, 4, 16] : tensor<24064xf32> into tensor<8x47x4x16xf32>
    %35 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed = linalg.transpose ins(%expanded_11 : tensor<8x47x4x16xf32>) outs(%35 : tensor<8x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %36 = tensor.empty() : tensor<8x64x64xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%36 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %collapsed_12 = tensor.collapse_shape %29 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_13 = tensor.expand_shape %collapsed_12 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_14 = arith.constant 0.000000e+00 : f32
    %38 = tensor.empty() : tensor<376x64xf32>
    %39 = linalg.fill ins(%cst_14 : f32) outs(%38 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %40 = linalg.matmul ins(%expanded_13, %arg8 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%39 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_15 = tensor.collapse_shape %40 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_16 = tensor.expand_shape %collapsed_15 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_17 = tensor.collapse_shape %expanded_16 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_18 = tensor.expand_shape %collapsed_17 [[0, 1, 2, 3]] output_shape [8, 47, 4, 16] : tensor<24064xf32> into tensor<8x47x4x16xf32>
    %41 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<8x47x4x16xf32>) outs(%41 : tensor<8x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %42 = tensor.empty() : tensor<8x64x64xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<64x64xf32>) outs(%42 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %collapsed_20 = tensor.collapse_shape %29 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_21 = tensor.expand_shape %collapsed_20 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_22 = arith.constant 0.000000e+00 : f32
    %44 = tensor.empty() : tensor<376x64xf32>
    %45 = linalg.fill ins(%cst_22 : f32) outs(%44 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %46 = linalg.matmul ins(%expanded_21, %arg9 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_23 = tensor.collapse_shape %46 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_24 = tensor.expand_shape %collapsed_23 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_25 = tensor.collapse_shape %expanded_24 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_26 = tensor.expand_shape %collapsed_25 [[0, 1, 2, 3]] output_shape [8, 47, 4, 16] : tensor<24064xf32> into tensor<8x47x4x16xf32>
    %47 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<8x47x4x16xf32>) outs(%47 : tensor<8x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %48 = tensor.empty() : tensor<8x4x16x47xf32>
    %transposed_28 = linalg.transpose ins(%transposed_19 : tensor<8x4x47x16xf32>) outs(%48 : tensor<8x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_29 = arith.constant 0.000000e+00 : f32
    %49 = tensor.empty() : tensor<8x4x47x47xf32>
    %50 = linalg.fill ins(%cst_29 : f32) outs(%49 : tensor<8x4x47x47xf32>) -> tensor<8x4x47x47xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed, %transposed_28 : tensor<8x4x47x16xf32>, tensor<8x4x16x47xf32>) outs(%50 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x47xf32>
    %52 = tensor.empty() : tensor<8x4x47x47xf32>
    %53 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<8x4x47x47xf32>) outs(%52 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 2.500000e-01 : f32
      %884 = arith.mulf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %54 = tensor.empty() : tensor<47x47xi64>
    %55 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%54 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %884 = linalg.index 0 : index
      %885 = arith.index_cast %884 : index to i64
      linalg.yield %885 : i64
    } -> tensor<47x47xi64>
    %56 = tensor.empty() : tensor<47x47xi64>
    %57 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%56 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %884 = linalg.index 1 : index
      %885 = arith.index_cast %884 : index to i64
      linalg.yield %885 : i64
    } -> tensor<47x47xi64>
    %58 = tensor.empty() : tensor<47x47xi8>
    %59 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%57, %55 : tensor<47x47xi64>, tensor<47x47xi64>) outs(%58 : tensor<47x47xi8>) {
    ^bb0(%in: i64, %in_367: i64, %out: i8):
      %884 = arith.cmpi sle, %in, %in_367 : i64
      %885 = arith.extui %884 : i1 to i8
      linalg.yield %885 : i8
    } -> tensor<47x47xi8>
    %cst_30 = arith.constant -1.000000e+09 : f32
    %60 = tensor.empty() : tensor<8x4x47x47xf32>
    %61 = linalg.fill ins(%cst_30 : f32) outs(%60 : tensor<8x4x47x47xf32>) -> tensor<8x4x47x47xf32>
    %62 = tensor.empty() : tensor<8x4x47x47xf32>
    %63 = linalg.generic {indexing_maps = [#map10, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %53, %61 : tensor<47x47xi8>, tensor<8x4x47x47xf32>, tensor<8x4x47x47xf32>) outs(%62 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: i8, %in_367: f32, %in_368: f32, %out: f32):
      %c0_i8 = arith.constant 0 : i8
      %884 = arith.cmpi ne, %in, %c0_i8 : i8
      %885 = arith.select %884, %in_367, %in_368 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x47xf32>
    %cst_31 = arith.constant 0xFF800000 : f32
    %64 = tensor.empty() : tensor<8x4x47xf32>
    %65 = linalg.fill ins(%cst_31 : f32) outs(%64 : tensor<8x4x47xf32>) -> tensor<8x4x47xf32>
    %66 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<8x4x47x47xf32>) outs(%65 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.maximumf %in, %out : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47xf32>
    %67 = tensor.empty() : tensor<8x4x47x47xf32>
    %68 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %66 : tensor<8x4x47x47xf32>, tensor<8x4x47xf32>) outs(%67 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      %885 = math.exp %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x47xf32>
    %cst_32 = arith.constant 0.000000e+00 : f32
    %69 = tensor.empty() : tensor<8x4x47xf32>
    %70 = linalg.fill ins(%cst_32 : f32) outs(%69 : tensor<8x4x47xf32>) -> tensor<8x4x47xf32>
    %71 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<8x4x47x47xf32>) outs(%70 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47xf32>
    %72 = tensor.empty() : tensor<8x4x47xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<8x4x47xf32>) outs(%72 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 1.000000e+00 : f32
      %884 = arith.divf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47xf32>
    %74 = tensor.empty() : tensor<8x4x47x47xf32>
    %75 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %73 : tensor<8x4x47x47xf32>, tensor<8x4x47xf32>) outs(%74 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %cst_33 = arith.constant 0.000000e+00 : f32
    %76 = tensor.empty() : tensor<8x4x47x16xf32>
    %77 = linalg.fill ins(%cst_33 : f32) outs(%76 : tensor<8x4x47x16xf32>) -> tensor<8x4x47x16xf32>
    %78 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%75, %transposed_27 : tensor<8x4x47x47xf32>, tensor<8x4x47x16xf32>) outs(%77 : tensor<8x4x47x16xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x16xf32>
    %79 = tensor.empty() : tensor<8x47x4x16xf32>
    %transposed_34 = linalg.transpose ins(%78 : tensor<8x4x47x16xf32>) outs(%79 : tensor<8x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0, 1, 2, 3]] : tensor<8x47x4x16xf32> into tensor<24064xf32>
    %expanded_36 = tensor.expand_shape %collapsed_35 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %80 = tensor.empty() : tensor<8x64x64xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<64x64xf32>) outs(%80 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %collapsed_37 = tensor.collapse_shape %expanded_36 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_38 = tensor.expand_shape %collapsed_37 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_39 = arith.constant 0.000000e+00 : f32
    %82 = tensor.empty() : tensor<376x64xf32>
    %83 = linalg.fill ins(%cst_39 : f32) outs(%82 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %84 = linalg.matmul ins(%expanded_38, %arg10 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%83 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_40 = tensor.collapse_shape %84 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_41 = tensor.expand_shape %collapsed_40 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %85 = tensor.empty() : tensor<8x47x64xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %expanded_41 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%85 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_42 = arith.constant 0.000000e+00 : f32
    %87 = tensor.empty() : tensor<8x47xf32>
    %88 = linalg.fill ins(%cst_42 : f32) outs(%87 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<8x47x64xf32>) outs(%88 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_43 = arith.constant 6.400000e+01 : f32
    %90 = tensor.empty() : tensor<8x47xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<8x47xf32>) outs(%90 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.divf %in, %cst_43 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_44 = tensor.collapse_shape %91 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_45 = tensor.expand_shape %collapsed_44 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %92 = tensor.empty() : tensor<8x47x64xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_45 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%92 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %94 = tensor.empty() : tensor<8x47x64xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %93 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%94 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_46 = arith.constant 0.000000e+00 : f32
    %96 = tensor.empty() : tensor<8x47xf32>
    %97 = linalg.fill ins(%cst_46 : f32) outs(%96 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<8x47x64xf32>) outs(%97 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_47 = arith.constant 6.400000e+01 : f32
    %99 = tensor.empty() : tensor<8x47xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<8x47xf32>) outs(%99 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.divf %in, %cst_47 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_48 = tensor.collapse_shape %100 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_49 = tensor.expand_shape %collapsed_48 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %101 = tensor.empty() : tensor<8x47x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<8x47x1xf32>) outs(%101 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 9.99999974E-6 : f32
      %884 = arith.addf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %103 = tensor.empty() : tensor<8x47x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<8x47x1xf32>) outs(%103 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = math.rsqrt %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %105 = tensor.empty() : tensor<8x47x64xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %104 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%105 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %107 = tensor.empty() : tensor<8x47x64xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %arg11 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%107 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %109 = tensor.empty() : tensor<8x47x64xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %arg12 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%109 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %111 = tensor.empty() : tensor<8x64x256xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<64x256xf32>) outs(%111 : tensor<8x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x256xf32>
    %collapsed_50 = tensor.collapse_shape %110 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_51 = tensor.expand_shape %collapsed_50 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_52 = arith.constant 0.000000e+00 : f32
    %113 = tensor.empty() : tensor<376x256xf32>
    %114 = linalg.fill ins(%cst_52 : f32) outs(%113 : tensor<376x256xf32>) -> tensor<376x256xf32>
    %115 = linalg.matmul ins(%expanded_51, %arg13 : tensor<376x64xf32>, tensor<64x256xf32>) outs(%114 : tensor<376x256xf32>) -> tensor<376x256xf32>
    %collapsed_53 = tensor.collapse_shape %115 [[0, 1]] : tensor<376x256xf32> into tensor<96256xf32>
    %expanded_54 = tensor.expand_shape %collapsed_53 [[0, 1, 2]] output_shape [8, 47, 256] : tensor<96256xf32> into tensor<8x47x256xf32>
    %116 = tensor.empty() : tensor<8x47x256xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %arg14 : tensor<8x47x256xf32>, tensor<256xf32>) outs(%116 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %118 = tensor.empty() : tensor<8x47x256xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<8x47x256xf32>) outs(%118 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 5.000000e-01 : f32
      %884 = arith.mulf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %120 = tensor.empty() : tensor<8x47x256xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<8x47x256xf32>) outs(%120 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 0.707106769 : f32
      %884 = arith.mulf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %122 = tensor.empty() : tensor<8x47x256xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<8x47x256xf32>) outs(%122 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = math.erf %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %124 = tensor.empty() : tensor<8x47x256xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<8x47x256xf32>) outs(%124 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 1.000000e+00 : f32
      %884 = arith.addf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %126 = tensor.empty() : tensor<8x47x256xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %125 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%126 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %128 = tensor.empty() : tensor<8x256x64xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<256x64xf32>) outs(%128 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %collapsed_55 = tensor.collapse_shape %127 [[0, 1, 2]] : tensor<8x47x256xf32> into tensor<96256xf32>
    %expanded_56 = tensor.expand_shape %collapsed_55 [[0, 1]] output_shape [376, 256] : tensor<96256xf32> into tensor<376x256xf32>
    %cst_57 = arith.constant 0.000000e+00 : f32
    %130 = tensor.empty() : tensor<376x64xf32>
    %131 = linalg.fill ins(%cst_57 : f32) outs(%130 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %132 = linalg.matmul ins(%expanded_56, %arg15 : tensor<376x256xf32>, tensor<256x64xf32>) outs(%131 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_58 = tensor.collapse_shape %132 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_59 = tensor.expand_shape %collapsed_58 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %133 = tensor.empty() : tensor<8x47x64xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_59 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%133 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %135 = tensor.empty() : tensor<8x47x64xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %arg16 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%135 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_60 = arith.constant 0.000000e+00 : f32
    %137 = tensor.empty() : tensor<8x47xf32>
    %138 = linalg.fill ins(%cst_60 : f32) outs(%137 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<8x47x64xf32>) outs(%138 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_61 = arith.constant 6.400000e+01 : f32
    %140 = tensor.empty() : tensor<8x47xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<8x47xf32>) outs(%140 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.divf %in, %cst_61 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_62 = tensor.collapse_shape %141 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_63 = tensor.expand_shape %collapsed_62 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %142 = tensor.empty() : tensor<8x47x64xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %expanded_63 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%142 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %144 = tensor.empty() : tensor<8x47x64xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %143 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%144 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_64 = arith.constant 0.000000e+00 : f32
    %146 = tensor.empty() : tensor<8x47xf32>
    %147 = linalg.fill ins(%cst_64 : f32) outs(%146 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<8x47x64xf32>) outs(%147 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_65 = arith.constant 6.400000e+01 : f32
    %149 = tensor.empty() : tensor<8x47xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%148 : tensor<8x47xf32>) outs(%149 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.divf %in, %cst_65 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_66 = tensor.collapse_shape %150 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_67 = tensor.expand_shape %collapsed_66 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %151 = tensor.empty() : tensor<8x47x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<8x47x1xf32>) outs(%151 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 9.99999974E-6 : f32
      %884 = arith.addf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %153 = tensor.empty() : tensor<8x47x1xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<8x47x1xf32>) outs(%153 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = math.rsqrt %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %155 = tensor.empty() : tensor<8x47x64xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %154 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%155 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %157 = tensor.empty() : tensor<8x47x64xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %arg17 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%157 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %159 = tensor.empty() : tensor<8x47x64xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %arg18 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%159 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %161 = tensor.empty() : tensor<8x64x64xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<64x64xf32>) outs(%161 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %collapsed_68 = tensor.collapse_shape %160 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_69 = tensor.expand_shape %collapsed_68 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_70 = arith.constant 0.000000e+00 : f32
    %163 = tensor.empty() : tensor<376x64xf32>
    %164 = linalg.fill ins(%cst_70 : f32) outs(%163 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %165 = linalg.matmul ins(%expanded_69, %arg19 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%164 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_71 = tensor.collapse_shape %165 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_72 = tensor.expand_shape %collapsed_71 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_73 = tensor.collapse_shape %expanded_72 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_74 = tensor.expand_shape %collapsed_73 [[0, 1, 2, 3]] output_shape [8, 47, 4, 16] : tensor<24064xf32> into tensor<8x47x4x16xf32>
    %166 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<8x47x4x16xf32>) outs(%166 : tensor<8x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %167 = tensor.empty() : tensor<8x64x64xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<64x64xf32>) outs(%167 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %collapsed_76 = tensor.collapse_shape %160 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_77 = tensor.expand_shape %collapsed_76 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_78 = arith.constant 0.000000e+00 : f32
    %169 = tensor.empty() : tensor<376x64xf32>
    %170 = linalg.fill ins(%cst_78 : f32) outs(%169 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %171 = linalg.matmul ins(%expanded_77, %arg20 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%170 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_79 = tensor.collapse_shape %171 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_80 = tensor.expand_shape %collapsed_79 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_81 = tensor.collapse_shape %expanded_80 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_82 = tensor.expand_shape %collapsed_81 [[0, 1, 2, 3]] output_shape [8, 47, 4, 16] : tensor<24064xf32> into tensor<8x47x4x16xf32>
    %172 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_83 = linalg.transpose ins(%expanded_82 : tensor<8x47x4x16xf32>) outs(%172 : tensor<8x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %173 = tensor.empty() : tensor<8x64x64xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<64x64xf32>) outs(%173 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %collapsed_84 = tensor.collapse_shape %160 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_85 = tensor.expand_shape %collapsed_84 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_86 = arith.constant 0.000000e+00 : f32
    %175 = tensor.empty() : tensor<376x64xf32>
    %176 = linalg.fill ins(%cst_86 : f32) outs(%175 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %177 = linalg.matmul ins(%expanded_85, %arg21 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%176 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_87 = tensor.collapse_shape %177 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_88 = tensor.expand_shape %collapsed_87 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_89 = tensor.collapse_shape %expanded_88 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_90 = tensor.expand_shape %collapsed_89 [[0, 1, 2, 3]] output_shape [8, 47, 4, 16] : tensor<24064xf32> into tensor<8x47x4x16xf32>
    %178 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<8x47x4x16xf32>) outs(%178 : tensor<8x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %179 = tensor.empty() : tensor<8x4x16x47xf32>
    %transposed_92 = linalg.transpose ins(%transposed_83 : tensor<8x4x47x16xf32>) outs(%179 : tensor<8x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_93 = arith.constant 0.000000e+00 : f32
    %180 = tensor.empty() : tensor<8x4x47x47xf32>
    %181 = linalg.fill ins(%cst_93 : f32) outs(%180 : tensor<8x4x47x47xf32>) -> tensor<8x4x47x47xf32>
    %182 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_75, %transposed_92 : tensor<8x4x47x16xf32>, tensor<8x4x16x47xf32>) outs(%181 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x47xf32>
    %183 = tensor.empty() : tensor<8x4x47x47xf32>
    %184 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<8x4x47x47xf32>) outs(%183 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 2.500000e-01 : f32
      %884 = arith.mulf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %185 = tensor.empty() : tensor<47x47xi64>
    %186 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%185 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %884 = linalg.index 0 : index
      %885 = arith.index_cast %884 : index to i64
      linalg.yield %885 : i64
    } -> tensor<47x47xi64>
    %187 = tensor.empty() : tensor<47x47xi64>
    %188 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%187 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %884 = linalg.index 1 : index
      %885 = arith.index_cast %884 : index to i64
      linalg.yield %885 : i64
    } -> tensor<47x47xi64>
    %189 = tensor.empty() : tensor<47x47xi8>
    %190 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%188, %186 : tensor<47x47xi64>, tensor<47x47xi64>) outs(%189 : tensor<47x47xi8>) {
    ^bb0(%in: i64, %in_367: i64, %out: i8):
      %884 = arith.cmpi sle, %in, %in_367 : i64
      %885 = arith.extui %884 : i1 to i8
      linalg.yield %885 : i8
    } -> tensor<47x47xi8>
    %cst_94 = arith.constant -1.000000e+09 : f32
    %191 = tensor.empty() : tensor<8x4x47x47xf32>
    %192 = linalg.fill ins(%cst_94 : f32) outs(%191 : tensor<8x4x47x47xf32>) -> tensor<8x4x47x47xf32>
    %193 = tensor.empty() : tensor<8x4x47x47xf32>
    %194 = linalg.generic {indexing_maps = [#map10, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %184, %192 : tensor<47x47xi8>, tensor<8x4x47x47xf32>, tensor<8x4x47x47xf32>) outs(%193 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: i8, %in_367: f32, %in_368: f32, %out: f32):
      %c0_i8 = arith.constant 0 : i8
      %884 = arith.cmpi ne, %in, %c0_i8 : i8
      %885 = arith.select %884, %in_367, %in_368 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x47xf32>
    %cst_95 = arith.constant 0xFF800000 : f32
    %195 = tensor.empty() : tensor<8x4x47xf32>
    %196 = linalg.fill ins(%cst_95 : f32) outs(%195 : tensor<8x4x47xf32>) -> tensor<8x4x47xf32>
    %197 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%194 : tensor<8x4x47x47xf32>) outs(%196 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.maximumf %in, %out : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47xf32>
    %198 = tensor.empty() : tensor<8x4x47x47xf32>
    %199 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %197 : tensor<8x4x47x47xf32>, tensor<8x4x47xf32>) outs(%198 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      %885 = math.exp %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x47xf32>
    %cst_96 = arith.constant 0.000000e+00 : f32
    %200 = tensor.empty() : tensor<8x4x47xf32>
    %201 = linalg.fill ins(%cst_96 : f32) outs(%200 : tensor<8x4x47xf32>) -> tensor<8x4x47xf32>
    %202 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%199 : tensor<8x4x47x47xf32>) outs(%201 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47xf32>
    %203 = tensor.empty() : tensor<8x4x47xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<8x4x47xf32>) outs(%203 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 1.000000e+00 : f32
      %884 = arith.divf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47xf32>
    %205 = tensor.empty() : tensor<8x4x47x47xf32>
    %206 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %204 : tensor<8x4x47x47xf32>, tensor<8x4x47xf32>) outs(%205 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %cst_97 = arith.constant 0.000000e+00 : f32
    %207 = tensor.empty() : tensor<8x4x47x16xf32>
    %208 = linalg.fill ins(%cst_97 : f32) outs(%207 : tensor<8x4x47x16xf32>) -> tensor<8x4x47x16xf32>
    %209 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%206, %transposed_91 : tensor<8x4x47x47xf32>, tensor<8x4x47x16xf32>) outs(%208 : tensor<8x4x47x16xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x16xf32>
    %210 = tensor.empty() : tensor<8x47x4x16xf32>
    %transposed_98 = linalg.transpose ins(%209 : tensor<8x4x47x16xf32>) outs(%210 : tensor<8x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_99 = tensor.collapse_shape %transposed_98 [[0, 1, 2, 3]] : tensor<8x47x4x16xf32> into tensor<24064xf32>
    %expanded_100 = tensor.expand_shape %collapsed_99 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %211 = tensor.empty() : tensor<8x64x64xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22 : tensor<64x64xf32>) outs(%211 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %collapsed_101 = tensor.collapse_shape %expanded_100 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_102 = tensor.expand_shape %collapsed_101 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_103 = arith.constant 0.000000e+00 : f32
    %213 = tensor.empty() : tensor<376x64xf32>
    %214 = linalg.fill ins(%cst_103 : f32) outs(%213 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %215 = linalg.matmul ins(%expanded_102, %arg22 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%214 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_104 = tensor.collapse_shape %215 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_105 = tensor.expand_shape %collapsed_104 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %216 = tensor.empty() : tensor<8x47x64xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %expanded_105 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%216 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_106 = arith.constant 0.000000e+00 : f32
    %218 = tensor.empty() : tensor<8x47xf32>
    %219 = linalg.fill ins(%cst_106 : f32) outs(%218 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%217 : tensor<8x47x64xf32>) outs(%219 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_107 = arith.constant 6.400000e+01 : f32
    %221 = tensor.empty() : tensor<8x47xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<8x47xf32>) outs(%221 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.divf %in, %cst_107 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_108 = tensor.collapse_shape %222 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_109 = tensor.expand_shape %collapsed_108 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %223 = tensor.empty() : tensor<8x47x64xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %expanded_109 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%223 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %225 = tensor.empty() : tensor<8x47x64xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %224 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%225 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_110 = arith.constant 0.000000e+00 : f32
    %227 = tensor.empty() : tensor<8x47xf32>
    %228 = linalg.fill ins(%cst_110 : f32) outs(%227 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%226 : tensor<8x47x64xf32>) outs(%228 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_111 = arith.constant 6.400000e+01 : f32
    %230 = tensor.empty() : tensor<8x47xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%229 : tensor<8x47xf32>) outs(%230 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.divf %in, %cst_111 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_112 = tensor.collapse_shape %231 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_113 = tensor.expand_shape %collapsed_112 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %232 = tensor.empty() : tensor<8x47x1xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113 : tensor<8x47x1xf32>) outs(%232 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 9.99999974E-6 : f32
      %884 = arith.addf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %234 = tensor.empty() : tensor<8x47x1xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<8x47x1xf32>) outs(%234 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = math.rsqrt %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %236 = tensor.empty() : tensor<8x47x64xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %235 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%236 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %238 = tensor.empty() : tensor<8x47x64xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %arg23 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%238 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %240 = tensor.empty() : tensor<8x47x64xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %arg24 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%240 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %242 = tensor.empty() : tensor<8x64x256xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<64x256xf32>) outs(%242 : tensor<8x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x256xf32>
    %collapsed_114 = tensor.collapse_shape %241 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_115 = tensor.expand_shape %collapsed_114 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_116 = arith.constant 0.000000e+00 : f32
    %244 = tensor.empty() : tensor<376x256xf32>
    %245 = linalg.fill ins(%cst_116 : f32) outs(%244 : tensor<376x256xf32>) -> tensor<376x256xf32>
    %246 = linalg.matmul ins(%expanded_115, %arg25 : tensor<376x64xf32>, tensor<64x256xf32>) outs(%245 : tensor<376x256xf32>) -> tensor<376x256xf32>
    %collapsed_117 = tensor.collapse_shape %246 [[0, 1]] : tensor<376x256xf32> into tensor<96256xf32>
    %expanded_118 = tensor.expand_shape %collapsed_117 [[0, 1, 2]] output_shape [8, 47, 256] : tensor<96256xf32> into tensor<8x47x256xf32>
    %247 = tensor.empty() : tensor<8x47x256xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %arg26 : tensor<8x47x256xf32>, tensor<256xf32>) outs(%247 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %249 = tensor.empty() : tensor<8x47x256xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<8x47x256xf32>) outs(%249 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 5.000000e-01 : f32
      %884 = arith.mulf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %251 = tensor.empty() : tensor<8x47x256xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<8x47x256xf32>) outs(%251 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 0.707106769 : f32
      %884 = arith.mulf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %253 = tensor.empty() : tensor<8x47x256xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<8x47x256xf32>) outs(%253 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = math.erf %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %255 = tensor.empty() : tensor<8x47x256xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<8x47x256xf32>) outs(%255 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 1.000000e+00 : f32
      %884 = arith.addf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %257 = tensor.empty() : tensor<8x47x256xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %256 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%257 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %259 = tensor.empty() : tensor<8x256x64xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<256x64xf32>) outs(%259 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %collapsed_119 = tensor.collapse_shape %258 [[0, 1, 2]] : tensor<8x47x256xf32> into tensor<96256xf32>
    %expanded_120 = tensor.expand_shape %collapsed_119 [[0, 1]] output_shape [376, 256] : tensor<96256xf32> into tensor<376x256xf32>
    %cst_121 = arith.constant 0.000000e+00 : f32
    %261 = tensor.empty() : tensor<376x64xf32>
    %262 = linalg.fill ins(%cst_121 : f32) outs(%261 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %263 = linalg.matmul ins(%expanded_120, %arg27 : tensor<376x256xf32>, tensor<256x64xf32>) outs(%262 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_122 = tensor.collapse_shape %263 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_123 = tensor.expand_shape %collapsed_122 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %264 = tensor.empty() : tensor<8x47x64xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %expanded_123 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%264 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %266 = tensor.empty() : tensor<8x47x64xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %arg28 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%266 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_124 = arith.constant 0.000000e+00 : f32
    %268 = tensor.empty() : tensor<8x47xf32>
    %269 = linalg.fill ins(%cst_124 : f32) outs(%268 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%267 : tensor<8x47x64xf32>) outs(%269 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_125 = arith.constant 6.400000e+01 : f32
    %271 = tensor.empty() : tensor<8x47xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<8x47xf32>) outs(%271 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.divf %in, %cst_125 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_126 = tensor.collapse_shape %272 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_127 = tensor.expand_shape %collapsed_126 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %273 = tensor.empty() : tensor<8x47x64xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %expanded_127 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%273 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %275 = tensor.empty() : tensor<8x47x64xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %274 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%275 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_128 = arith.constant 0.000000e+00 : f32
    %277 = tensor.empty() : tensor<8x47xf32>
    %278 = linalg.fill ins(%cst_128 : f32) outs(%277 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%276 : tensor<8x47x64xf32>) outs(%278 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_129 = arith.constant 6.400000e+01 : f32
    %280 = tensor.empty() : tensor<8x47xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%279 : tensor<8x47xf32>) outs(%280 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.divf %in, %cst_129 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_130 = tensor.collapse_shape %281 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_131 = tensor.expand_shape %collapsed_130 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %282 = tensor.empty() : tensor<8x47x1xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131 : tensor<8x47x1xf32>) outs(%282 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 9.99999974E-6 : f32
      %884 = arith.addf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %284 = tensor.empty() : tensor<8x47x1xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<8x47x1xf32>) outs(%284 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = math.rsqrt %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %286 = tensor.empty() : tensor<8x47x64xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %285 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%286 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %288 = tensor.empty() : tensor<8x47x64xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %arg29 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%288 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %290 = tensor.empty() : tensor<8x47x64xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %arg30 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%290 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %292 = tensor.empty() : tensor<8x64x82xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg31 : tensor<64x82xf32>) outs(%292 : tensor<8x64x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x82xf32>
    %collapsed_132 = tensor.collapse_shape %291 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_133 = tensor.expand_shape %collapsed_132 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %cst_134 = arith.constant 0.000000e+00 : f32
    %294 = tensor.empty() : tensor<376x82xf32>
    %295 = linalg.fill ins(%cst_134 : f32) outs(%294 : tensor<376x82xf32>) -> tensor<376x82xf32>
    %296 = linalg.matmul ins(%expanded_133, %arg31 : tensor<376x64xf32>, tensor<64x82xf32>) outs(%295 : tensor<376x82xf32>) -> tensor<376x82xf32>
    %collapsed_135 = tensor.collapse_shape %296 [[0, 1]] : tensor<376x82xf32> into tensor<30832xf32>
    %expanded_136 = tensor.expand_shape %collapsed_135 [[0, 1, 2]] output_shape [8, 47, 82] : tensor<30832xf32> into tensor<8x47x82xf32>
    %cst_137 = arith.constant 0xFF800000 : f32
    %297 = tensor.empty() : tensor<8x47xf32>
    %298 = linalg.fill ins(%cst_137 : f32) outs(%297 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_136 : tensor<8x47x82xf32>) outs(%298 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.maximumf %in, %out : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %300 = tensor.empty() : tensor<8x47x82xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136, %299 : tensor<8x47x82xf32>, tensor<8x47xf32>) outs(%300 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      %885 = math.exp %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x47x82xf32>
    %cst_138 = arith.constant 0.000000e+00 : f32
    %302 = tensor.empty() : tensor<8x47xf32>
    %303 = linalg.fill ins(%cst_138 : f32) outs(%302 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<8x47x82xf32>) outs(%303 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %305 = tensor.empty() : tensor<8x47x82xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map2, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136, %299, %304 : tensor<8x47x82xf32>, tensor<8x47xf32>, tensor<8x47xf32>) outs(%305 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %in_367: f32, %in_368: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      %885 = math.log %in_368 : f32
      %886 = arith.subf %884, %885 : f32
      linalg.yield %886 : f32
    } -> tensor<8x47x82xf32>
    %307 = tensor.empty() : tensor<8x47x82xf32>
    %308 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<8x47xi64>) outs(%307 : tensor<8x47x82xf32>) {
    ^bb0(%in: i64, %out: f32):
      %884 = linalg.index 2 : index
      %885 = arith.index_cast %884 : index to i64
      %886 = arith.cmpi eq, %in, %885 : i64
      %cst_367 = arith.constant 1.000000e+00 : f32
      %cst_368 = arith.constant 0.000000e+00 : f32
      %887 = arith.select %886, %cst_367, %cst_368 : f32
      linalg.yield %887 : f32
    } -> tensor<8x47x82xf32>
    %309 = tensor.empty() : tensor<8x47x82xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %308 : tensor<8x47x82xf32>, tensor<8x47x82xf32>) outs(%309 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x82xf32>
    %cst_139 = arith.constant 0.000000e+00 : f32
    %311 = tensor.empty() : tensor<8x47xf32>
    %312 = linalg.fill ins(%cst_139 : f32) outs(%311 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%310 : tensor<8x47x82xf32>) outs(%312 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %314 = tensor.empty() : tensor<8x47xf32>
    %315 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%313, %arg2 : tensor<8x47xf32>, tensor<8x47xf32>) outs(%314 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %cst_140 = arith.constant 0.000000e+00 : f32
    %316 = tensor.empty() : tensor<8xf32>
    %317 = linalg.fill ins(%cst_140 : f32) outs(%316 : tensor<8xf32>) -> tensor<8xf32>
    %318 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "reduction"]} ins(%315 : tensor<8x47xf32>) outs(%317 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8xf32>
    %cst_141 = arith.constant 0.000000e+00 : f32
    %319 = tensor.empty() : tensor<f32>
    %320 = linalg.fill ins(%cst_141 : f32) outs(%319 : tensor<f32>) -> tensor<f32>
    %321 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["reduction"]} ins(%318 : tensor<8xf32>) outs(%320 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<f32>
    %322 = tensor.empty() : tensor<f32>
    %323 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%321 : tensor<f32>) outs(%322 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.negf %in : f32
      linalg.yield %884 : f32
    } -> tensor<f32>
    %cst_142 = arith.constant 1.000000e+00 : f32
    %324 = tensor.empty() : tensor<f32>
    %325 = linalg.fill ins(%cst_142 : f32) outs(%324 : tensor<f32>) -> tensor<f32>
    %326 = tensor.empty() : tensor<f32>
    %327 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%325 : tensor<f32>) outs(%326 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.negf %in : f32
      linalg.yield %884 : f32
    } -> tensor<f32>
    %expanded_143 = tensor.expand_shape %327 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %328 = tensor.empty() : tensor<8xf32>
    %329 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel"]} ins(%expanded_143 : tensor<1xf32>) outs(%328 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %expanded_144 = tensor.expand_shape %329 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %330 = tensor.empty() : tensor<8x47xf32>
    %331 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_144 : tensor<8x1xf32>) outs(%330 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47xf32>
    %332 = tensor.empty() : tensor<8x47xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%331, %arg2 : tensor<8x47xf32>, tensor<8x47xf32>) outs(%332 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_145 = tensor.collapse_shape %333 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_146 = tensor.expand_shape %collapsed_145 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %334 = tensor.empty() : tensor<8x47x82xf32>
    %335 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_146 : tensor<8x47x1xf32>) outs(%334 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x82xf32>
    %336 = tensor.empty() : tensor<8x47x82xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %308 : tensor<8x47x82xf32>, tensor<8x47x82xf32>) outs(%336 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x82xf32>
    %338 = tensor.empty() : tensor<8x47x82xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<8x47x82xf32>) outs(%338 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = math.exp %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x82xf32>
    %cst_147 = arith.constant 0.000000e+00 : f32
    %340 = tensor.empty() : tensor<8x47xf32>
    %341 = linalg.fill ins(%cst_147 : f32) outs(%340 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%337 : tensor<8x47x82xf32>) outs(%341 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_148 = tensor.collapse_shape %342 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_149 = tensor.expand_shape %collapsed_148 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %343 = tensor.empty() : tensor<8x47x82xf32>
    %344 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_149 : tensor<8x47x1xf32>) outs(%343 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x82xf32>
    %345 = tensor.empty() : tensor<8x47x82xf32>
    %346 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %344 : tensor<8x47x82xf32>, tensor<8x47x82xf32>) outs(%345 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x82xf32>
    %347 = tensor.empty() : tensor<8x47x82xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %346 : tensor<8x47x82xf32>, tensor<8x47x82xf32>) outs(%347 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x82xf32>
    %collapsed_150 = tensor.collapse_shape %348 [[0, 1, 2]] : tensor<8x47x82xf32> into tensor<30832xf32>
    %expanded_151 = tensor.expand_shape %collapsed_150 [[0, 1]] output_shape [376, 82] : tensor<30832xf32> into tensor<376x82xf32>
    %349 = tensor.empty() : tensor<82x64xf32>
    %transposed_152 = linalg.transpose ins(%arg31 : tensor<64x82xf32>) outs(%349 : tensor<82x64xf32>) permutation = [1, 0] 
    %cst_153 = arith.constant 0.000000e+00 : f32
    %350 = tensor.empty() : tensor<376x64xf32>
    %351 = linalg.fill ins(%cst_153 : f32) outs(%350 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %352 = linalg.matmul ins(%expanded_151, %transposed_152 : tensor<376x82xf32>, tensor<82x64xf32>) outs(%351 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_154 = tensor.collapse_shape %352 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_155 = tensor.expand_shape %collapsed_154 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %353 = tensor.empty() : tensor<8x47x64xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %arg29 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%353 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %355 = tensor.empty() : tensor<8x47x64xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %274 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%355 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_156 = arith.constant 0.000000e+00 : f32
    %357 = tensor.empty() : tensor<8x47xf32>
    %358 = linalg.fill ins(%cst_156 : f32) outs(%357 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%356 : tensor<8x47x64xf32>) outs(%358 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_157 = tensor.collapse_shape %359 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_158 = tensor.expand_shape %collapsed_157 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %360 = tensor.empty() : tensor<8x47x1xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %285 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%360 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %362 = tensor.empty() : tensor<8x47x1xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285, %361 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%362 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %364 = tensor.empty() : tensor<8x47x1xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<8x47x1xf32>) outs(%364 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant -5.000000e-01 : f32
      %884 = arith.mulf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %366 = tensor.empty() : tensor<8x47x1xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_158, %365 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%366 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %368 = tensor.empty() : tensor<8x47x64xf32>
    %369 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<8x47x1xf32>) outs(%368 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x64xf32>
    %370 = tensor.empty() : tensor<8x47x64xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<8x47x64xf32>) outs(%370 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 6.400000e+01 : f32
      %884 = arith.divf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %372 = tensor.empty() : tensor<8x47x64xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %285 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%372 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %374 = tensor.empty() : tensor<8x47x64xf32>
    %375 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %274 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%374 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %376 = tensor.empty() : tensor<8x47x64xf32>
    %377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %375 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%376 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %378 = tensor.empty() : tensor<8x47x64xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %274 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%378 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %380 = tensor.empty() : tensor<8x47x64xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %379 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%380 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %382 = tensor.empty() : tensor<8x47x64xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<8x47x64xf32>) outs(%382 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.negf %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_159 = arith.constant 0.000000e+00 : f32
    %384 = tensor.empty() : tensor<8x47xf32>
    %385 = linalg.fill ins(%cst_159 : f32) outs(%384 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%383 : tensor<8x47x64xf32>) outs(%385 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_160 = tensor.collapse_shape %386 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_161 = tensor.expand_shape %collapsed_160 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %387 = tensor.empty() : tensor<8x47x64xf32>
    %388 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161 : tensor<8x47x1xf32>) outs(%387 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x64xf32>
    %389 = tensor.empty() : tensor<8x47x64xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<8x47x64xf32>) outs(%389 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 6.400000e+01 : f32
      %884 = arith.divf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %391 = tensor.empty() : tensor<8x47x64xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %390 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%391 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %collapsed_162 = tensor.collapse_shape %392 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_163 = tensor.expand_shape %collapsed_162 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %393 = tensor.empty() : tensor<64x256xf32>
    %transposed_164 = linalg.transpose ins(%arg27 : tensor<256x64xf32>) outs(%393 : tensor<64x256xf32>) permutation = [1, 0] 
    %cst_165 = arith.constant 0.000000e+00 : f32
    %394 = tensor.empty() : tensor<376x256xf32>
    %395 = linalg.fill ins(%cst_165 : f32) outs(%394 : tensor<376x256xf32>) -> tensor<376x256xf32>
    %396 = linalg.matmul ins(%expanded_163, %transposed_164 : tensor<376x64xf32>, tensor<64x256xf32>) outs(%395 : tensor<376x256xf32>) -> tensor<376x256xf32>
    %collapsed_166 = tensor.collapse_shape %396 [[0, 1]] : tensor<376x256xf32> into tensor<96256xf32>
    %expanded_167 = tensor.expand_shape %collapsed_166 [[0, 1, 2]] output_shape [8, 47, 256] : tensor<96256xf32> into tensor<8x47x256xf32>
    %397 = tensor.empty() : tensor<8x47x256xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167, %250 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%397 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %399 = tensor.empty() : tensor<8x47x256xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %252 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%399 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %401 = tensor.empty() : tensor<8x47x256xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400 : tensor<8x47x256xf32>) outs(%401 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.negf %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %403 = tensor.empty() : tensor<8x47x256xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402 : tensor<8x47x256xf32>) outs(%403 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = math.exp %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %405 = tensor.empty() : tensor<8x47x256xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404 : tensor<8x47x256xf32>) outs(%405 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 1.12837923 : f32
      %884 = arith.mulf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %407 = tensor.empty() : tensor<8x47x256xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %406 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%407 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %409 = tensor.empty() : tensor<8x47x256xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167, %256 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%409 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %411 = tensor.empty() : tensor<8x47x256xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<8x47x256xf32>) outs(%411 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 0.707106769 : f32
      %884 = arith.mulf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %413 = tensor.empty() : tensor<8x47x256xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<8x47x256xf32>) outs(%413 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 5.000000e-01 : f32
      %884 = arith.mulf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %415 = tensor.empty() : tensor<8x47x256xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %414 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%415 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %collapsed_168 = tensor.collapse_shape %416 [[0, 1, 2]] : tensor<8x47x256xf32> into tensor<96256xf32>
    %expanded_169 = tensor.expand_shape %collapsed_168 [[0, 1]] output_shape [376, 256] : tensor<96256xf32> into tensor<376x256xf32>
    %417 = tensor.empty() : tensor<256x64xf32>
    %transposed_170 = linalg.transpose ins(%arg25 : tensor<64x256xf32>) outs(%417 : tensor<256x64xf32>) permutation = [1, 0] 
    %cst_171 = arith.constant 0.000000e+00 : f32
    %418 = tensor.empty() : tensor<376x64xf32>
    %419 = linalg.fill ins(%cst_171 : f32) outs(%418 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %420 = linalg.matmul ins(%expanded_169, %transposed_170 : tensor<376x256xf32>, tensor<256x64xf32>) outs(%419 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_172 = tensor.collapse_shape %420 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_173 = tensor.expand_shape %collapsed_172 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %421 = tensor.empty() : tensor<8x47x64xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_173, %arg23 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%421 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %423 = tensor.empty() : tensor<8x47x64xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %224 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%423 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_174 = arith.constant 0.000000e+00 : f32
    %425 = tensor.empty() : tensor<8x47xf32>
    %426 = linalg.fill ins(%cst_174 : f32) outs(%425 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%424 : tensor<8x47x64xf32>) outs(%426 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_175 = tensor.collapse_shape %427 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_176 = tensor.expand_shape %collapsed_175 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %428 = tensor.empty() : tensor<8x47x1xf32>
    %429 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %235 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%428 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %430 = tensor.empty() : tensor<8x47x1xf32>
    %431 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %429 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%430 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %432 = tensor.empty() : tensor<8x47x1xf32>
    %433 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<8x47x1xf32>) outs(%432 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant -5.000000e-01 : f32
      %884 = arith.mulf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %434 = tensor.empty() : tensor<8x47x1xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_176, %433 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%434 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %436 = tensor.empty() : tensor<8x47x64xf32>
    %437 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<8x47x1xf32>) outs(%436 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x64xf32>
    %438 = tensor.empty() : tensor<8x47x64xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437 : tensor<8x47x64xf32>) outs(%438 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 6.400000e+01 : f32
      %884 = arith.divf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %440 = tensor.empty() : tensor<8x47x64xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %235 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%440 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %442 = tensor.empty() : tensor<8x47x64xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %224 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%442 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %444 = tensor.empty() : tensor<8x47x64xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %443 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%444 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %446 = tensor.empty() : tensor<8x47x64xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %224 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%446 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %448 = tensor.empty() : tensor<8x47x64xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %447 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%448 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %450 = tensor.empty() : tensor<8x47x64xf32>
    %451 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<8x47x64xf32>) outs(%450 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.negf %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_177 = arith.constant 0.000000e+00 : f32
    %452 = tensor.empty() : tensor<8x47xf32>
    %453 = linalg.fill ins(%cst_177 : f32) outs(%452 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%451 : tensor<8x47x64xf32>) outs(%453 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_178 = tensor.collapse_shape %454 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_179 = tensor.expand_shape %collapsed_178 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %455 = tensor.empty() : tensor<8x47x64xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %449 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%455 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %457 = tensor.empty() : tensor<8x47x64xf32>
    %458 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_179 : tensor<8x47x1xf32>) outs(%457 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x64xf32>
    %459 = tensor.empty() : tensor<8x47x64xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<8x47x64xf32>) outs(%459 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 6.400000e+01 : f32
      %884 = arith.divf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %461 = tensor.empty() : tensor<8x47x64xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456, %460 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%461 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %collapsed_180 = tensor.collapse_shape %462 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_181 = tensor.expand_shape %collapsed_180 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %463 = tensor.empty() : tensor<64x64xf32>
    %transposed_182 = linalg.transpose ins(%arg22 : tensor<64x64xf32>) outs(%463 : tensor<64x64xf32>) permutation = [1, 0] 
    %cst_183 = arith.constant 0.000000e+00 : f32
    %464 = tensor.empty() : tensor<376x64xf32>
    %465 = linalg.fill ins(%cst_183 : f32) outs(%464 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %466 = linalg.matmul ins(%expanded_181, %transposed_182 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%465 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_184 = tensor.collapse_shape %466 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_185 = tensor.expand_shape %collapsed_184 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_186 = tensor.collapse_shape %expanded_185 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_187 = tensor.expand_shape %collapsed_186 [[0, 1, 2, 3]] output_shape [8, 47, 4, 16] : tensor<24064xf32> into tensor<8x47x4x16xf32>
    %467 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_188 = linalg.transpose ins(%expanded_187 : tensor<8x47x4x16xf32>) outs(%467 : tensor<8x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %468 = tensor.empty() : tensor<8x4x16x47xf32>
    %transposed_189 = linalg.transpose ins(%transposed_91 : tensor<8x4x47x16xf32>) outs(%468 : tensor<8x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_190 = arith.constant 0.000000e+00 : f32
    %469 = tensor.empty() : tensor<8x4x47x47xf32>
    %470 = linalg.fill ins(%cst_190 : f32) outs(%469 : tensor<8x4x47x47xf32>) -> tensor<8x4x47x47xf32>
    %471 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_188, %transposed_189 : tensor<8x4x47x16xf32>, tensor<8x4x16x47xf32>) outs(%470 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x47xf32>
    %472 = tensor.empty() : tensor<8x4x47x47xf32>
    %473 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %206 : tensor<8x4x47x47xf32>, tensor<8x4x47x47xf32>) outs(%472 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %cst_191 = arith.constant 0.000000e+00 : f32
    %474 = tensor.empty() : tensor<8x4x47xf32>
    %475 = linalg.fill ins(%cst_191 : f32) outs(%474 : tensor<8x4x47xf32>) -> tensor<8x4x47xf32>
    %476 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%473 : tensor<8x4x47x47xf32>) outs(%475 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47xf32>
    %collapsed_192 = tensor.collapse_shape %476 [[0, 1, 2]] : tensor<8x4x47xf32> into tensor<1504xf32>
    %expanded_193 = tensor.expand_shape %collapsed_192 [[0, 1, 2, 3]] output_shape [8, 4, 47, 1] : tensor<1504xf32> into tensor<8x4x47x1xf32>
    %477 = tensor.empty() : tensor<8x4x47x47xf32>
    %478 = linalg.generic {indexing_maps = [#map18, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_193 : tensor<8x4x47x1xf32>) outs(%477 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x47x47xf32>
    %479 = tensor.empty() : tensor<8x4x47x47xf32>
    %480 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %478 : tensor<8x4x47x47xf32>, tensor<8x4x47x47xf32>) outs(%479 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %481 = tensor.empty() : tensor<8x4x47x47xf32>
    %482 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %480 : tensor<8x4x47x47xf32>, tensor<8x4x47x47xf32>) outs(%481 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %483 = tensor.empty() : tensor<8x4x47x47xf32>
    %484 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %482 : tensor<47x47xi8>, tensor<8x4x47x47xf32>) outs(%483 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: i8, %in_367: f32, %out: f32):
      %c0_i8 = arith.constant 0 : i8
      %884 = arith.cmpi ne, %in, %c0_i8 : i8
      %cst_368 = arith.constant 0.000000e+00 : f32
      %885 = arith.select %884, %in_367, %cst_368 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x47xf32>
    %485 = tensor.empty() : tensor<8x4x47x47xf32>
    %486 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484 : tensor<8x4x47x47xf32>) outs(%485 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 2.500000e-01 : f32
      %884 = arith.mulf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %487 = tensor.empty() : tensor<8x4x16x47xf32>
    %transposed_194 = linalg.transpose ins(%transposed_75 : tensor<8x4x47x16xf32>) outs(%487 : tensor<8x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_195 = arith.constant 0.000000e+00 : f32
    %488 = tensor.empty() : tensor<8x4x16x47xf32>
    %489 = linalg.fill ins(%cst_195 : f32) outs(%488 : tensor<8x4x16x47xf32>) -> tensor<8x4x16x47xf32>
    %490 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_194, %486 : tensor<8x4x16x47xf32>, tensor<8x4x47x47xf32>) outs(%489 : tensor<8x4x16x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x16x47xf32>
    %491 = tensor.empty() : tensor<8x4x47x47xf32>
    %transposed_196 = linalg.transpose ins(%206 : tensor<8x4x47x47xf32>) outs(%491 : tensor<8x4x47x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_197 = arith.constant 0.000000e+00 : f32
    %492 = tensor.empty() : tensor<8x4x47x16xf32>
    %493 = linalg.fill ins(%cst_197 : f32) outs(%492 : tensor<8x4x47x16xf32>) -> tensor<8x4x47x16xf32>
    %494 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_196, %transposed_188 : tensor<8x4x47x47xf32>, tensor<8x4x47x16xf32>) outs(%493 : tensor<8x4x47x16xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x16xf32>
    %495 = tensor.empty() : tensor<8x47x4x16xf32>
    %transposed_198 = linalg.transpose ins(%494 : tensor<8x4x47x16xf32>) outs(%495 : tensor<8x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_199 = tensor.collapse_shape %transposed_198 [[0, 1, 2, 3]] : tensor<8x47x4x16xf32> into tensor<24064xf32>
    %expanded_200 = tensor.expand_shape %collapsed_199 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_201 = tensor.collapse_shape %expanded_200 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_202 = tensor.expand_shape %collapsed_201 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %496 = tensor.empty() : tensor<64x64xf32>
    %transposed_203 = linalg.transpose ins(%arg21 : tensor<64x64xf32>) outs(%496 : tensor<64x64xf32>) permutation = [1, 0] 
    %cst_204 = arith.constant 0.000000e+00 : f32
    %497 = tensor.empty() : tensor<376x64xf32>
    %498 = linalg.fill ins(%cst_204 : f32) outs(%497 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %499 = linalg.matmul ins(%expanded_202, %transposed_203 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%498 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %500 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_205 = linalg.transpose ins(%490 : tensor<8x4x16x47xf32>) outs(%500 : tensor<8x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %501 = tensor.empty() : tensor<8x47x4x16xf32>
    %transposed_206 = linalg.transpose ins(%transposed_205 : tensor<8x4x47x16xf32>) outs(%501 : tensor<8x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_207 = tensor.collapse_shape %transposed_206 [[0, 1, 2, 3]] : tensor<8x47x4x16xf32> into tensor<24064xf32>
    %expanded_208 = tensor.expand_shape %collapsed_207 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_209 = tensor.collapse_shape %expanded_208 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_210 = tensor.expand_shape %collapsed_209 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %502 = tensor.empty() : tensor<64x64xf32>
    %transposed_211 = linalg.transpose ins(%arg20 : tensor<64x64xf32>) outs(%502 : tensor<64x64xf32>) permutation = [1, 0] 
    %cst_212 = arith.constant 0.000000e+00 : f32
    %503 = tensor.empty() : tensor<376x64xf32>
    %504 = linalg.fill ins(%cst_212 : f32) outs(%503 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %505 = linalg.matmul ins(%expanded_210, %transposed_211 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%504 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %506 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_213 = linalg.transpose ins(%transposed_92 : tensor<8x4x16x47xf32>) outs(%506 : tensor<8x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %cst_214 = arith.constant 0.000000e+00 : f32
    %507 = tensor.empty() : tensor<8x4x47x16xf32>
    %508 = linalg.fill ins(%cst_214 : f32) outs(%507 : tensor<8x4x47x16xf32>) -> tensor<8x4x47x16xf32>
    %509 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%486, %transposed_213 : tensor<8x4x47x47xf32>, tensor<8x4x47x16xf32>) outs(%508 : tensor<8x4x47x16xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x16xf32>
    %510 = tensor.empty() : tensor<8x47x4x16xf32>
    %transposed_215 = linalg.transpose ins(%509 : tensor<8x4x47x16xf32>) outs(%510 : tensor<8x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_216 = tensor.collapse_shape %transposed_215 [[0, 1, 2, 3]] : tensor<8x47x4x16xf32> into tensor<24064xf32>
    %expanded_217 = tensor.expand_shape %collapsed_216 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_218 = tensor.collapse_shape %expanded_217 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_219 = tensor.expand_shape %collapsed_218 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %511 = tensor.empty() : tensor<64x64xf32>
    %transposed_220 = linalg.transpose ins(%arg19 : tensor<64x64xf32>) outs(%511 : tensor<64x64xf32>) permutation = [1, 0] 
    %cst_221 = arith.constant 0.000000e+00 : f32
    %512 = tensor.empty() : tensor<376x64xf32>
    %513 = linalg.fill ins(%cst_221 : f32) outs(%512 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %514 = linalg.matmul ins(%expanded_219, %transposed_220 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%513 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_222 = tensor.collapse_shape %499 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_223 = tensor.expand_shape %collapsed_222 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_224 = tensor.collapse_shape %505 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_225 = tensor.expand_shape %collapsed_224 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %515 = tensor.empty() : tensor<8x47x64xf32>
    %516 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_223, %expanded_225 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%515 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %collapsed_226 = tensor.collapse_shape %514 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_227 = tensor.expand_shape %collapsed_226 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %517 = tensor.empty() : tensor<8x47x64xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %expanded_227 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%517 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %519 = tensor.empty() : tensor<8x47x64xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %arg17 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%519 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %521 = tensor.empty() : tensor<8x47x64xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %143 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%521 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_228 = arith.constant 0.000000e+00 : f32
    %523 = tensor.empty() : tensor<8x47xf32>
    %524 = linalg.fill ins(%cst_228 : f32) outs(%523 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%522 : tensor<8x47x64xf32>) outs(%524 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_229 = tensor.collapse_shape %525 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_230 = tensor.expand_shape %collapsed_229 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %526 = tensor.empty() : tensor<8x47x1xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %154 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%526 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %528 = tensor.empty() : tensor<8x47x1xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %527 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%528 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %530 = tensor.empty() : tensor<8x47x1xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<8x47x1xf32>) outs(%530 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant -5.000000e-01 : f32
      %884 = arith.mulf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %532 = tensor.empty() : tensor<8x47x1xf32>
    %533 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_230, %531 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%532 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %534 = tensor.empty() : tensor<8x47x64xf32>
    %535 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533 : tensor<8x47x1xf32>) outs(%534 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x64xf32>
    %536 = tensor.empty() : tensor<8x47x64xf32>
    %537 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<8x47x64xf32>) outs(%536 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 6.400000e+01 : f32
      %884 = arith.divf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %538 = tensor.empty() : tensor<8x47x64xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %154 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%538 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %540 = tensor.empty() : tensor<8x47x64xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537, %143 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%540 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %542 = tensor.empty() : tensor<8x47x64xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %541 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%542 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %544 = tensor.empty() : tensor<8x47x64xf32>
    %545 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537, %143 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%544 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %546 = tensor.empty() : tensor<8x47x64xf32>
    %547 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543, %545 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%546 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %548 = tensor.empty() : tensor<8x47x64xf32>
    %549 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547 : tensor<8x47x64xf32>) outs(%548 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.negf %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_231 = arith.constant 0.000000e+00 : f32
    %550 = tensor.empty() : tensor<8x47xf32>
    %551 = linalg.fill ins(%cst_231 : f32) outs(%550 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %552 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%549 : tensor<8x47x64xf32>) outs(%551 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_232 = tensor.collapse_shape %552 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_233 = tensor.expand_shape %collapsed_232 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %553 = tensor.empty() : tensor<8x47x64xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %547 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%553 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %555 = tensor.empty() : tensor<8x47x64xf32>
    %556 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_233 : tensor<8x47x1xf32>) outs(%555 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x64xf32>
    %557 = tensor.empty() : tensor<8x47x64xf32>
    %558 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556 : tensor<8x47x64xf32>) outs(%557 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 6.400000e+01 : f32
      %884 = arith.divf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %559 = tensor.empty() : tensor<8x47x64xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %558 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%559 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %collapsed_234 = tensor.collapse_shape %560 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_235 = tensor.expand_shape %collapsed_234 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %561 = tensor.empty() : tensor<64x256xf32>
    %transposed_236 = linalg.transpose ins(%arg15 : tensor<256x64xf32>) outs(%561 : tensor<64x256xf32>) permutation = [1, 0] 
    %cst_237 = arith.constant 0.000000e+00 : f32
    %562 = tensor.empty() : tensor<376x256xf32>
    %563 = linalg.fill ins(%cst_237 : f32) outs(%562 : tensor<376x256xf32>) -> tensor<376x256xf32>
    %564 = linalg.matmul ins(%expanded_235, %transposed_236 : tensor<376x64xf32>, tensor<64x256xf32>) outs(%563 : tensor<376x256xf32>) -> tensor<376x256xf32>
    %collapsed_238 = tensor.collapse_shape %564 [[0, 1]] : tensor<376x256xf32> into tensor<96256xf32>
    %expanded_239 = tensor.expand_shape %collapsed_238 [[0, 1, 2]] output_shape [8, 47, 256] : tensor<96256xf32> into tensor<8x47x256xf32>
    %565 = tensor.empty() : tensor<8x47x256xf32>
    %566 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %119 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%565 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %567 = tensor.empty() : tensor<8x47x256xf32>
    %568 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %121 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%567 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %569 = tensor.empty() : tensor<8x47x256xf32>
    %570 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<8x47x256xf32>) outs(%569 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.negf %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %571 = tensor.empty() : tensor<8x47x256xf32>
    %572 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<8x47x256xf32>) outs(%571 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = math.exp %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %573 = tensor.empty() : tensor<8x47x256xf32>
    %574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572 : tensor<8x47x256xf32>) outs(%573 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 1.12837923 : f32
      %884 = arith.mulf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %575 = tensor.empty() : tensor<8x47x256xf32>
    %576 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %574 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%575 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %577 = tensor.empty() : tensor<8x47x256xf32>
    %578 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %125 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%577 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %579 = tensor.empty() : tensor<8x47x256xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<8x47x256xf32>) outs(%579 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 0.707106769 : f32
      %884 = arith.mulf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %581 = tensor.empty() : tensor<8x47x256xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<8x47x256xf32>) outs(%581 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 5.000000e-01 : f32
      %884 = arith.mulf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %583 = tensor.empty() : tensor<8x47x256xf32>
    %584 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %582 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%583 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x256xf32>
    %collapsed_240 = tensor.collapse_shape %584 [[0, 1, 2]] : tensor<8x47x256xf32> into tensor<96256xf32>
    %expanded_241 = tensor.expand_shape %collapsed_240 [[0, 1]] output_shape [376, 256] : tensor<96256xf32> into tensor<376x256xf32>
    %585 = tensor.empty() : tensor<256x64xf32>
    %transposed_242 = linalg.transpose ins(%arg13 : tensor<64x256xf32>) outs(%585 : tensor<256x64xf32>) permutation = [1, 0] 
    %cst_243 = arith.constant 0.000000e+00 : f32
    %586 = tensor.empty() : tensor<376x64xf32>
    %587 = linalg.fill ins(%cst_243 : f32) outs(%586 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %588 = linalg.matmul ins(%expanded_241, %transposed_242 : tensor<376x256xf32>, tensor<256x64xf32>) outs(%587 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_244 = tensor.collapse_shape %588 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_245 = tensor.expand_shape %collapsed_244 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %589 = tensor.empty() : tensor<8x47x64xf32>
    %590 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_245, %arg11 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%589 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %591 = tensor.empty() : tensor<8x47x64xf32>
    %592 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590, %93 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%591 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_246 = arith.constant 0.000000e+00 : f32
    %593 = tensor.empty() : tensor<8x47xf32>
    %594 = linalg.fill ins(%cst_246 : f32) outs(%593 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %595 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%592 : tensor<8x47x64xf32>) outs(%594 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_247 = tensor.collapse_shape %595 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_248 = tensor.expand_shape %collapsed_247 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %596 = tensor.empty() : tensor<8x47x1xf32>
    %597 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %104 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%596 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %598 = tensor.empty() : tensor<8x47x1xf32>
    %599 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %597 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%598 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %600 = tensor.empty() : tensor<8x47x1xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<8x47x1xf32>) outs(%600 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant -5.000000e-01 : f32
      %884 = arith.mulf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %602 = tensor.empty() : tensor<8x47x1xf32>
    %603 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_248, %601 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%602 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %604 = tensor.empty() : tensor<8x47x64xf32>
    %605 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<8x47x1xf32>) outs(%604 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x64xf32>
    %606 = tensor.empty() : tensor<8x47x64xf32>
    %607 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605 : tensor<8x47x64xf32>) outs(%606 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 6.400000e+01 : f32
      %884 = arith.divf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %608 = tensor.empty() : tensor<8x47x64xf32>
    %609 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590, %104 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%608 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %610 = tensor.empty() : tensor<8x47x64xf32>
    %611 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %93 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%610 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %612 = tensor.empty() : tensor<8x47x64xf32>
    %613 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609, %611 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%612 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %614 = tensor.empty() : tensor<8x47x64xf32>
    %615 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %93 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%614 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %616 = tensor.empty() : tensor<8x47x64xf32>
    %617 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %615 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%616 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %618 = tensor.empty() : tensor<8x47x64xf32>
    %619 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617 : tensor<8x47x64xf32>) outs(%618 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.negf %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_249 = arith.constant 0.000000e+00 : f32
    %620 = tensor.empty() : tensor<8x47xf32>
    %621 = linalg.fill ins(%cst_249 : f32) outs(%620 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %622 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%619 : tensor<8x47x64xf32>) outs(%621 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_250 = tensor.collapse_shape %622 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_251 = tensor.expand_shape %collapsed_250 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %623 = tensor.empty() : tensor<8x47x64xf32>
    %624 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %617 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%623 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %625 = tensor.empty() : tensor<8x47x64xf32>
    %626 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_251 : tensor<8x47x1xf32>) outs(%625 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x64xf32>
    %627 = tensor.empty() : tensor<8x47x64xf32>
    %628 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626 : tensor<8x47x64xf32>) outs(%627 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 6.400000e+01 : f32
      %884 = arith.divf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %629 = tensor.empty() : tensor<8x47x64xf32>
    %630 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624, %628 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%629 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %collapsed_252 = tensor.collapse_shape %630 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_253 = tensor.expand_shape %collapsed_252 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %631 = tensor.empty() : tensor<64x64xf32>
    %transposed_254 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%631 : tensor<64x64xf32>) permutation = [1, 0] 
    %cst_255 = arith.constant 0.000000e+00 : f32
    %632 = tensor.empty() : tensor<376x64xf32>
    %633 = linalg.fill ins(%cst_255 : f32) outs(%632 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %634 = linalg.matmul ins(%expanded_253, %transposed_254 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%633 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_256 = tensor.collapse_shape %634 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_257 = tensor.expand_shape %collapsed_256 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_258 = tensor.collapse_shape %expanded_257 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_259 = tensor.expand_shape %collapsed_258 [[0, 1, 2, 3]] output_shape [8, 47, 4, 16] : tensor<24064xf32> into tensor<8x47x4x16xf32>
    %635 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_260 = linalg.transpose ins(%expanded_259 : tensor<8x47x4x16xf32>) outs(%635 : tensor<8x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    %636 = tensor.empty() : tensor<8x4x16x47xf32>
    %transposed_261 = linalg.transpose ins(%transposed_27 : tensor<8x4x47x16xf32>) outs(%636 : tensor<8x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_262 = arith.constant 0.000000e+00 : f32
    %637 = tensor.empty() : tensor<8x4x47x47xf32>
    %638 = linalg.fill ins(%cst_262 : f32) outs(%637 : tensor<8x4x47x47xf32>) -> tensor<8x4x47x47xf32>
    %639 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_260, %transposed_261 : tensor<8x4x47x16xf32>, tensor<8x4x16x47xf32>) outs(%638 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x47xf32>
    %640 = tensor.empty() : tensor<8x4x47x47xf32>
    %641 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%639, %75 : tensor<8x4x47x47xf32>, tensor<8x4x47x47xf32>) outs(%640 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %cst_263 = arith.constant 0.000000e+00 : f32
    %642 = tensor.empty() : tensor<8x4x47xf32>
    %643 = linalg.fill ins(%cst_263 : f32) outs(%642 : tensor<8x4x47xf32>) -> tensor<8x4x47xf32>
    %644 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%641 : tensor<8x4x47x47xf32>) outs(%643 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47xf32>
    %collapsed_264 = tensor.collapse_shape %644 [[0, 1, 2]] : tensor<8x4x47xf32> into tensor<1504xf32>
    %expanded_265 = tensor.expand_shape %collapsed_264 [[0, 1, 2, 3]] output_shape [8, 4, 47, 1] : tensor<1504xf32> into tensor<8x4x47x1xf32>
    %645 = tensor.empty() : tensor<8x4x47x47xf32>
    %646 = linalg.generic {indexing_maps = [#map18, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_265 : tensor<8x4x47x1xf32>) outs(%645 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x47x47xf32>
    %647 = tensor.empty() : tensor<8x4x47x47xf32>
    %648 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%639, %646 : tensor<8x4x47x47xf32>, tensor<8x4x47x47xf32>) outs(%647 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.subf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %649 = tensor.empty() : tensor<8x4x47x47xf32>
    %650 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %648 : tensor<8x4x47x47xf32>, tensor<8x4x47x47xf32>) outs(%649 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %651 = tensor.empty() : tensor<8x4x47x47xf32>
    %652 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %650 : tensor<47x47xi8>, tensor<8x4x47x47xf32>) outs(%651 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: i8, %in_367: f32, %out: f32):
      %c0_i8 = arith.constant 0 : i8
      %884 = arith.cmpi ne, %in, %c0_i8 : i8
      %cst_368 = arith.constant 0.000000e+00 : f32
      %885 = arith.select %884, %in_367, %cst_368 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x47xf32>
    %653 = tensor.empty() : tensor<8x4x47x47xf32>
    %654 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652 : tensor<8x4x47x47xf32>) outs(%653 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 2.500000e-01 : f32
      %884 = arith.mulf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x4x47x47xf32>
    %655 = tensor.empty() : tensor<8x4x16x47xf32>
    %transposed_266 = linalg.transpose ins(%transposed : tensor<8x4x47x16xf32>) outs(%655 : tensor<8x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_267 = arith.constant 0.000000e+00 : f32
    %656 = tensor.empty() : tensor<8x4x16x47xf32>
    %657 = linalg.fill ins(%cst_267 : f32) outs(%656 : tensor<8x4x16x47xf32>) -> tensor<8x4x16x47xf32>
    %658 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_266, %654 : tensor<8x4x16x47xf32>, tensor<8x4x47x47xf32>) outs(%657 : tensor<8x4x16x47xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x16x47xf32>
    %659 = tensor.empty() : tensor<8x4x47x47xf32>
    %transposed_268 = linalg.transpose ins(%75 : tensor<8x4x47x47xf32>) outs(%659 : tensor<8x4x47x47xf32>) permutation = [0, 1, 3, 2] 
    %cst_269 = arith.constant 0.000000e+00 : f32
    %660 = tensor.empty() : tensor<8x4x47x16xf32>
    %661 = linalg.fill ins(%cst_269 : f32) outs(%660 : tensor<8x4x47x16xf32>) -> tensor<8x4x47x16xf32>
    %662 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%transposed_268, %transposed_260 : tensor<8x4x47x47xf32>, tensor<8x4x47x16xf32>) outs(%661 : tensor<8x4x47x16xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x16xf32>
    %663 = tensor.empty() : tensor<8x47x4x16xf32>
    %transposed_270 = linalg.transpose ins(%662 : tensor<8x4x47x16xf32>) outs(%663 : tensor<8x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_271 = tensor.collapse_shape %transposed_270 [[0, 1, 2, 3]] : tensor<8x47x4x16xf32> into tensor<24064xf32>
    %expanded_272 = tensor.expand_shape %collapsed_271 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_273 = tensor.collapse_shape %expanded_272 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_274 = tensor.expand_shape %collapsed_273 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %664 = tensor.empty() : tensor<64x64xf32>
    %transposed_275 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%664 : tensor<64x64xf32>) permutation = [1, 0] 
    %cst_276 = arith.constant 0.000000e+00 : f32
    %665 = tensor.empty() : tensor<376x64xf32>
    %666 = linalg.fill ins(%cst_276 : f32) outs(%665 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %667 = linalg.matmul ins(%expanded_274, %transposed_275 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%666 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %668 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_277 = linalg.transpose ins(%658 : tensor<8x4x16x47xf32>) outs(%668 : tensor<8x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %669 = tensor.empty() : tensor<8x47x4x16xf32>
    %transposed_278 = linalg.transpose ins(%transposed_277 : tensor<8x4x47x16xf32>) outs(%669 : tensor<8x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_279 = tensor.collapse_shape %transposed_278 [[0, 1, 2, 3]] : tensor<8x47x4x16xf32> into tensor<24064xf32>
    %expanded_280 = tensor.expand_shape %collapsed_279 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_281 = tensor.collapse_shape %expanded_280 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_282 = tensor.expand_shape %collapsed_281 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %670 = tensor.empty() : tensor<64x64xf32>
    %transposed_283 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%670 : tensor<64x64xf32>) permutation = [1, 0] 
    %cst_284 = arith.constant 0.000000e+00 : f32
    %671 = tensor.empty() : tensor<376x64xf32>
    %672 = linalg.fill ins(%cst_284 : f32) outs(%671 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %673 = linalg.matmul ins(%expanded_282, %transposed_283 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%672 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %674 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed_285 = linalg.transpose ins(%transposed_28 : tensor<8x4x16x47xf32>) outs(%674 : tensor<8x4x47x16xf32>) permutation = [0, 1, 3, 2] 
    %cst_286 = arith.constant 0.000000e+00 : f32
    %675 = tensor.empty() : tensor<8x4x47x16xf32>
    %676 = linalg.fill ins(%cst_286 : f32) outs(%675 : tensor<8x4x47x16xf32>) -> tensor<8x4x47x16xf32>
    %677 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%654, %transposed_285 : tensor<8x4x47x47xf32>, tensor<8x4x47x16xf32>) outs(%676 : tensor<8x4x47x16xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      %885 = arith.addf %out, %884 : f32
      linalg.yield %885 : f32
    } -> tensor<8x4x47x16xf32>
    %678 = tensor.empty() : tensor<8x47x4x16xf32>
    %transposed_287 = linalg.transpose ins(%677 : tensor<8x4x47x16xf32>) outs(%678 : tensor<8x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_288 = tensor.collapse_shape %transposed_287 [[0, 1, 2, 3]] : tensor<8x47x4x16xf32> into tensor<24064xf32>
    %expanded_289 = tensor.expand_shape %collapsed_288 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_290 = tensor.collapse_shape %expanded_289 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_291 = tensor.expand_shape %collapsed_290 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %679 = tensor.empty() : tensor<64x64xf32>
    %transposed_292 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%679 : tensor<64x64xf32>) permutation = [1, 0] 
    %cst_293 = arith.constant 0.000000e+00 : f32
    %680 = tensor.empty() : tensor<376x64xf32>
    %681 = linalg.fill ins(%cst_293 : f32) outs(%680 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %682 = linalg.matmul ins(%expanded_291, %transposed_292 : tensor<376x64xf32>, tensor<64x64xf32>) outs(%681 : tensor<376x64xf32>) -> tensor<376x64xf32>
    %collapsed_294 = tensor.collapse_shape %667 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_295 = tensor.expand_shape %collapsed_294 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %collapsed_296 = tensor.collapse_shape %673 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_297 = tensor.expand_shape %collapsed_296 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %683 = tensor.empty() : tensor<8x47x64xf32>
    %684 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295, %expanded_297 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%683 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %collapsed_298 = tensor.collapse_shape %682 [[0, 1]] : tensor<376x64xf32> into tensor<24064xf32>
    %expanded_299 = tensor.expand_shape %collapsed_298 [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    %685 = tensor.empty() : tensor<8x47x64xf32>
    %686 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684, %expanded_299 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%685 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %687 = tensor.empty() : tensor<8x47x64xf32>
    %688 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686, %arg5 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%687 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %689 = tensor.empty() : tensor<8x47x64xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688, %12 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%689 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_300 = arith.constant 0.000000e+00 : f32
    %691 = tensor.empty() : tensor<8x47xf32>
    %692 = linalg.fill ins(%cst_300 : f32) outs(%691 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %693 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%690 : tensor<8x47x64xf32>) outs(%692 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_301 = tensor.collapse_shape %693 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_302 = tensor.expand_shape %collapsed_301 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %694 = tensor.empty() : tensor<8x47x1xf32>
    %695 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %23 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%694 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %696 = tensor.empty() : tensor<8x47x1xf32>
    %697 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %695 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%696 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %698 = tensor.empty() : tensor<8x47x1xf32>
    %699 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697 : tensor<8x47x1xf32>) outs(%698 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant -5.000000e-01 : f32
      %884 = arith.mulf %cst_367, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %700 = tensor.empty() : tensor<8x47x1xf32>
    %701 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_302, %699 : tensor<8x47x1xf32>, tensor<8x47x1xf32>) outs(%700 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x1xf32>
    %702 = tensor.empty() : tensor<8x47x64xf32>
    %703 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<8x47x1xf32>) outs(%702 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x64xf32>
    %704 = tensor.empty() : tensor<8x47x64xf32>
    %705 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703 : tensor<8x47x64xf32>) outs(%704 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 6.400000e+01 : f32
      %884 = arith.divf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %706 = tensor.empty() : tensor<8x47x64xf32>
    %707 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688, %23 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%706 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %708 = tensor.empty() : tensor<8x47x64xf32>
    %709 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705, %12 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%708 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %710 = tensor.empty() : tensor<8x47x64xf32>
    %711 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %709 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%710 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %712 = tensor.empty() : tensor<8x47x64xf32>
    %713 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705, %12 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%712 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %714 = tensor.empty() : tensor<8x47x64xf32>
    %715 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%711, %713 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%714 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %716 = tensor.empty() : tensor<8x47x64xf32>
    %717 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%715 : tensor<8x47x64xf32>) outs(%716 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.negf %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_303 = arith.constant 0.000000e+00 : f32
    %718 = tensor.empty() : tensor<8x47xf32>
    %719 = linalg.fill ins(%cst_303 : f32) outs(%718 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %720 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%717 : tensor<8x47x64xf32>) outs(%719 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x47xf32>
    %collapsed_304 = tensor.collapse_shape %720 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_305 = tensor.expand_shape %collapsed_304 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %721 = tensor.empty() : tensor<8x47x64xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630, %715 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%721 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %723 = tensor.empty() : tensor<8x47x64xf32>
    %724 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_305 : tensor<8x47x1xf32>) outs(%723 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x47x64xf32>
    %725 = tensor.empty() : tensor<8x47x64xf32>
    %726 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724 : tensor<8x47x64xf32>) outs(%725 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_367 = arith.constant 6.400000e+01 : f32
      %884 = arith.divf %in, %cst_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %727 = tensor.empty() : tensor<8x47x64xf32>
    %728 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722, %726 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%727 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.addf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_306 = arith.constant 0.000000e+00 : f32
    %729 = tensor.empty() : tensor<47x64xf32>
    %730 = linalg.fill ins(%cst_306 : f32) outs(%729 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %731 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "parallel"]} ins(%728 : tensor<8x47x64xf32>) outs(%730 : tensor<47x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<47x64xf32>
    %collapsed_307 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x47xi64> into tensor<376xi64>
    %collapsed_308 = tensor.collapse_shape %728 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded_309 = tensor.expand_shape %collapsed_308 [[0, 1]] output_shape [376, 64] : tensor<24064xf32> into tensor<376x64xf32>
    %c0 = arith.constant 0 : index
    %c376 = arith.constant 376 : index
    %c1 = arith.constant 1 : index
    %cst_310 = arith.constant 0.000000e+00 : f32
    %732 = tensor.empty() : tensor<82x64xf32>
    %733 = linalg.fill ins(%cst_310 : f32) outs(%732 : tensor<82x64xf32>) -> tensor<82x64xf32>
    %734 = scf.for %arg32 = %c0 to %c376 step %c1 iter_args(%arg33 = %733) -> (tensor<82x64xf32>) {
      %extracted = tensor.extract %collapsed_307[%arg32] : tensor<376xi64>
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %884 = arith.maxsi %extracted, %c0_i64 : i64
      %885 = arith.minsi %884, %c81_i64 : i64
      %886 = arith.index_cast %885 : i64 to index
      %extracted_slice_367 = tensor.extract_slice %expanded_309[%arg32, 0] [1, 64] [1, 1] : tensor<376x64xf32> to tensor<1x64xf32>
      %extracted_slice_368 = tensor.extract_slice %arg33[%886, 0] [1, 64] [1, 1] : tensor<82x64xf32> to tensor<1x64xf32>
      %887 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_367 : tensor<1x64xf32>) outs(%extracted_slice_368 : tensor<1x64xf32>) {
      ^bb0(%in: f32, %out: f32):
        %888 = arith.addf %out, %in : f32
        linalg.yield %888 : f32
      } -> tensor<1x64xf32>
      %inserted_slice_369 = tensor.insert_slice %887 into %arg33[%886, 0] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<82x64xf32>
      scf.yield %inserted_slice_369 : tensor<82x64xf32>
    }
    %cst_311 = arith.constant 0.000000e+00 : f32
    %735 = tensor.empty() : tensor<64x64xf32>
    %736 = linalg.fill ins(%cst_311 : f32) outs(%735 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %extracted_slice_312 = tensor.extract_slice %736[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %737 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%731 : tensor<47x64xf32>) outs(%extracted_slice_312 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %inserted_slice = tensor.insert_slice %737 into %736[0, 0] [47, 64] [1, 1] : tensor<47x64xf32> into tensor<64x64xf32>
    %738 = tensor.empty() : tensor<8x47x64xf32>
    %739 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686, %25 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%738 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_313 = arith.constant 0.000000e+00 : f32
    %740 = tensor.empty() : tensor<8x64xf32>
    %741 = linalg.fill ins(%cst_313 : f32) outs(%740 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %742 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%739 : tensor<8x47x64xf32>) outs(%741 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_314 = arith.constant 0.000000e+00 : f32
    %743 = tensor.empty() : tensor<64xf32>
    %744 = linalg.fill ins(%cst_314 : f32) outs(%743 : tensor<64xf32>) -> tensor<64xf32>
    %745 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%742 : tensor<8x64xf32>) outs(%744 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %cst_315 = arith.constant 0.000000e+00 : f32
    %746 = tensor.empty() : tensor<8x64xf32>
    %747 = linalg.fill ins(%cst_315 : f32) outs(%746 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %748 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%686 : tensor<8x47x64xf32>) outs(%747 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_316 = arith.constant 0.000000e+00 : f32
    %749 = tensor.empty() : tensor<64xf32>
    %750 = linalg.fill ins(%cst_316 : f32) outs(%749 : tensor<64xf32>) -> tensor<64xf32>
    %751 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%748 : tensor<8x64xf32>) outs(%750 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %752 = tensor.empty() : tensor<64x376xf32>
    %transposed_317 = linalg.transpose ins(%expanded_6 : tensor<376x64xf32>) outs(%752 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_318 = arith.constant 0.000000e+00 : f32
    %753 = tensor.empty() : tensor<64x64xf32>
    %754 = linalg.fill ins(%cst_318 : f32) outs(%753 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %755 = linalg.matmul ins(%transposed_317, %expanded_291 : tensor<64x376xf32>, tensor<376x64xf32>) outs(%754 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %756 = tensor.empty() : tensor<64x376xf32>
    %transposed_319 = linalg.transpose ins(%expanded_13 : tensor<376x64xf32>) outs(%756 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_320 = arith.constant 0.000000e+00 : f32
    %757 = tensor.empty() : tensor<64x64xf32>
    %758 = linalg.fill ins(%cst_320 : f32) outs(%757 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %759 = linalg.matmul ins(%transposed_319, %expanded_282 : tensor<64x376xf32>, tensor<376x64xf32>) outs(%758 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %760 = tensor.empty() : tensor<64x376xf32>
    %transposed_321 = linalg.transpose ins(%expanded_21 : tensor<376x64xf32>) outs(%760 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_322 = arith.constant 0.000000e+00 : f32
    %761 = tensor.empty() : tensor<64x64xf32>
    %762 = linalg.fill ins(%cst_322 : f32) outs(%761 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %763 = linalg.matmul ins(%transposed_321, %expanded_274 : tensor<64x376xf32>, tensor<376x64xf32>) outs(%762 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %764 = tensor.empty() : tensor<64x376xf32>
    %transposed_323 = linalg.transpose ins(%expanded_38 : tensor<376x64xf32>) outs(%764 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_324 = arith.constant 0.000000e+00 : f32
    %765 = tensor.empty() : tensor<64x64xf32>
    %766 = linalg.fill ins(%cst_324 : f32) outs(%765 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %767 = linalg.matmul ins(%transposed_323, %expanded_253 : tensor<64x376xf32>, tensor<376x64xf32>) outs(%766 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %768 = tensor.empty() : tensor<8x47x64xf32>
    %769 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_245, %106 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%768 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_325 = arith.constant 0.000000e+00 : f32
    %770 = tensor.empty() : tensor<8x64xf32>
    %771 = linalg.fill ins(%cst_325 : f32) outs(%770 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %772 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%769 : tensor<8x47x64xf32>) outs(%771 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_326 = arith.constant 0.000000e+00 : f32
    %773 = tensor.empty() : tensor<64xf32>
    %774 = linalg.fill ins(%cst_326 : f32) outs(%773 : tensor<64xf32>) -> tensor<64xf32>
    %775 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%772 : tensor<8x64xf32>) outs(%774 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %cst_327 = arith.constant 0.000000e+00 : f32
    %776 = tensor.empty() : tensor<8x64xf32>
    %777 = linalg.fill ins(%cst_327 : f32) outs(%776 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %778 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_245 : tensor<8x47x64xf32>) outs(%777 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_328 = arith.constant 0.000000e+00 : f32
    %779 = tensor.empty() : tensor<64xf32>
    %780 = linalg.fill ins(%cst_328 : f32) outs(%779 : tensor<64xf32>) -> tensor<64xf32>
    %781 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%778 : tensor<8x64xf32>) outs(%780 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %782 = tensor.empty() : tensor<64x376xf32>
    %transposed_329 = linalg.transpose ins(%expanded_51 : tensor<376x64xf32>) outs(%782 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_330 = arith.constant 0.000000e+00 : f32
    %783 = tensor.empty() : tensor<64x256xf32>
    %784 = linalg.fill ins(%cst_330 : f32) outs(%783 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %785 = linalg.matmul ins(%transposed_329, %expanded_241 : tensor<64x376xf32>, tensor<376x256xf32>) outs(%784 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %cst_331 = arith.constant 0.000000e+00 : f32
    %786 = tensor.empty() : tensor<8x256xf32>
    %787 = linalg.fill ins(%cst_331 : f32) outs(%786 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %788 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%584 : tensor<8x47x256xf32>) outs(%787 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x256xf32>
    %cst_332 = arith.constant 0.000000e+00 : f32
    %789 = tensor.empty() : tensor<256xf32>
    %790 = linalg.fill ins(%cst_332 : f32) outs(%789 : tensor<256xf32>) -> tensor<256xf32>
    %791 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%788 : tensor<8x256xf32>) outs(%790 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<256xf32>
    %792 = tensor.empty() : tensor<256x376xf32>
    %transposed_333 = linalg.transpose ins(%expanded_56 : tensor<376x256xf32>) outs(%792 : tensor<256x376xf32>) permutation = [1, 0] 
    %cst_334 = arith.constant 0.000000e+00 : f32
    %793 = tensor.empty() : tensor<256x64xf32>
    %794 = linalg.fill ins(%cst_334 : f32) outs(%793 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %795 = linalg.matmul ins(%transposed_333, %expanded_235 : tensor<256x376xf32>, tensor<376x64xf32>) outs(%794 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %cst_335 = arith.constant 0.000000e+00 : f32
    %796 = tensor.empty() : tensor<8x64xf32>
    %797 = linalg.fill ins(%cst_335 : f32) outs(%796 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %798 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%560 : tensor<8x47x64xf32>) outs(%797 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_336 = arith.constant 0.000000e+00 : f32
    %799 = tensor.empty() : tensor<64xf32>
    %800 = linalg.fill ins(%cst_336 : f32) outs(%799 : tensor<64xf32>) -> tensor<64xf32>
    %801 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%798 : tensor<8x64xf32>) outs(%800 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %802 = tensor.empty() : tensor<8x47x64xf32>
    %803 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %156 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%802 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_337 = arith.constant 0.000000e+00 : f32
    %804 = tensor.empty() : tensor<8x64xf32>
    %805 = linalg.fill ins(%cst_337 : f32) outs(%804 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %806 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%803 : tensor<8x47x64xf32>) outs(%805 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_338 = arith.constant 0.000000e+00 : f32
    %807 = tensor.empty() : tensor<64xf32>
    %808 = linalg.fill ins(%cst_338 : f32) outs(%807 : tensor<64xf32>) -> tensor<64xf32>
    %809 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%806 : tensor<8x64xf32>) outs(%808 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %cst_339 = arith.constant 0.000000e+00 : f32
    %810 = tensor.empty() : tensor<8x64xf32>
    %811 = linalg.fill ins(%cst_339 : f32) outs(%810 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %812 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%518 : tensor<8x47x64xf32>) outs(%811 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_340 = arith.constant 0.000000e+00 : f32
    %813 = tensor.empty() : tensor<64xf32>
    %814 = linalg.fill ins(%cst_340 : f32) outs(%813 : tensor<64xf32>) -> tensor<64xf32>
    %815 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%812 : tensor<8x64xf32>) outs(%814 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %816 = tensor.empty() : tensor<64x376xf32>
    %transposed_341 = linalg.transpose ins(%expanded_69 : tensor<376x64xf32>) outs(%816 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_342 = arith.constant 0.000000e+00 : f32
    %817 = tensor.empty() : tensor<64x64xf32>
    %818 = linalg.fill ins(%cst_342 : f32) outs(%817 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %819 = linalg.matmul ins(%transposed_341, %expanded_219 : tensor<64x376xf32>, tensor<376x64xf32>) outs(%818 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %820 = tensor.empty() : tensor<64x376xf32>
    %transposed_343 = linalg.transpose ins(%expanded_77 : tensor<376x64xf32>) outs(%820 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_344 = arith.constant 0.000000e+00 : f32
    %821 = tensor.empty() : tensor<64x64xf32>
    %822 = linalg.fill ins(%cst_344 : f32) outs(%821 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %823 = linalg.matmul ins(%transposed_343, %expanded_210 : tensor<64x376xf32>, tensor<376x64xf32>) outs(%822 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %824 = tensor.empty() : tensor<64x376xf32>
    %transposed_345 = linalg.transpose ins(%expanded_85 : tensor<376x64xf32>) outs(%824 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_346 = arith.constant 0.000000e+00 : f32
    %825 = tensor.empty() : tensor<64x64xf32>
    %826 = linalg.fill ins(%cst_346 : f32) outs(%825 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %827 = linalg.matmul ins(%transposed_345, %expanded_202 : tensor<64x376xf32>, tensor<376x64xf32>) outs(%826 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %828 = tensor.empty() : tensor<64x376xf32>
    %transposed_347 = linalg.transpose ins(%expanded_102 : tensor<376x64xf32>) outs(%828 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_348 = arith.constant 0.000000e+00 : f32
    %829 = tensor.empty() : tensor<64x64xf32>
    %830 = linalg.fill ins(%cst_348 : f32) outs(%829 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %831 = linalg.matmul ins(%transposed_347, %expanded_181 : tensor<64x376xf32>, tensor<376x64xf32>) outs(%830 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %832 = tensor.empty() : tensor<8x47x64xf32>
    %833 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_173, %237 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%832 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_349 = arith.constant 0.000000e+00 : f32
    %834 = tensor.empty() : tensor<8x64xf32>
    %835 = linalg.fill ins(%cst_349 : f32) outs(%834 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %836 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%833 : tensor<8x47x64xf32>) outs(%835 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_350 = arith.constant 0.000000e+00 : f32
    %837 = tensor.empty() : tensor<64xf32>
    %838 = linalg.fill ins(%cst_350 : f32) outs(%837 : tensor<64xf32>) -> tensor<64xf32>
    %839 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%836 : tensor<8x64xf32>) outs(%838 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %cst_351 = arith.constant 0.000000e+00 : f32
    %840 = tensor.empty() : tensor<8x64xf32>
    %841 = linalg.fill ins(%cst_351 : f32) outs(%840 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %842 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_173 : tensor<8x47x64xf32>) outs(%841 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_352 = arith.constant 0.000000e+00 : f32
    %843 = tensor.empty() : tensor<64xf32>
    %844 = linalg.fill ins(%cst_352 : f32) outs(%843 : tensor<64xf32>) -> tensor<64xf32>
    %845 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%842 : tensor<8x64xf32>) outs(%844 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %846 = tensor.empty() : tensor<64x376xf32>
    %transposed_353 = linalg.transpose ins(%expanded_115 : tensor<376x64xf32>) outs(%846 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_354 = arith.constant 0.000000e+00 : f32
    %847 = tensor.empty() : tensor<64x256xf32>
    %848 = linalg.fill ins(%cst_354 : f32) outs(%847 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %849 = linalg.matmul ins(%transposed_353, %expanded_169 : tensor<64x376xf32>, tensor<376x256xf32>) outs(%848 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %cst_355 = arith.constant 0.000000e+00 : f32
    %850 = tensor.empty() : tensor<8x256xf32>
    %851 = linalg.fill ins(%cst_355 : f32) outs(%850 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %852 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%416 : tensor<8x47x256xf32>) outs(%851 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x256xf32>
    %cst_356 = arith.constant 0.000000e+00 : f32
    %853 = tensor.empty() : tensor<256xf32>
    %854 = linalg.fill ins(%cst_356 : f32) outs(%853 : tensor<256xf32>) -> tensor<256xf32>
    %855 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%852 : tensor<8x256xf32>) outs(%854 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<256xf32>
    %856 = tensor.empty() : tensor<256x376xf32>
    %transposed_357 = linalg.transpose ins(%expanded_120 : tensor<376x256xf32>) outs(%856 : tensor<256x376xf32>) permutation = [1, 0] 
    %cst_358 = arith.constant 0.000000e+00 : f32
    %857 = tensor.empty() : tensor<256x64xf32>
    %858 = linalg.fill ins(%cst_358 : f32) outs(%857 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %859 = linalg.matmul ins(%transposed_357, %expanded_163 : tensor<256x376xf32>, tensor<376x64xf32>) outs(%858 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %cst_359 = arith.constant 0.000000e+00 : f32
    %860 = tensor.empty() : tensor<8x64xf32>
    %861 = linalg.fill ins(%cst_359 : f32) outs(%860 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %862 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%392 : tensor<8x47x64xf32>) outs(%861 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_360 = arith.constant 0.000000e+00 : f32
    %863 = tensor.empty() : tensor<64xf32>
    %864 = linalg.fill ins(%cst_360 : f32) outs(%863 : tensor<64xf32>) -> tensor<64xf32>
    %865 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%862 : tensor<8x64xf32>) outs(%864 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %866 = tensor.empty() : tensor<8x47x64xf32>
    %867 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %287 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%866 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_367: f32, %out: f32):
      %884 = arith.mulf %in, %in_367 : f32
      linalg.yield %884 : f32
    } -> tensor<8x47x64xf32>
    %cst_361 = arith.constant 0.000000e+00 : f32
    %868 = tensor.empty() : tensor<8x64xf32>
    %869 = linalg.fill ins(%cst_361 : f32) outs(%868 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %870 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%867 : tensor<8x47x64xf32>) outs(%869 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_362 = arith.constant 0.000000e+00 : f32
    %871 = tensor.empty() : tensor<64xf32>
    %872 = linalg.fill ins(%cst_362 : f32) outs(%871 : tensor<64xf32>) -> tensor<64xf32>
    %873 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%870 : tensor<8x64xf32>) outs(%872 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %cst_363 = arith.constant 0.000000e+00 : f32
    %874 = tensor.empty() : tensor<8x64xf32>
    %875 = linalg.fill ins(%cst_363 : f32) outs(%874 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %876 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_155 : tensor<8x47x64xf32>) outs(%875 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<8x64xf32>
    %cst_364 = arith.constant 0.000000e+00 : f32
    %877 = tensor.empty() : tensor<64xf32>
    %878 = linalg.fill ins(%cst_364 : f32) outs(%877 : tensor<64xf32>) -> tensor<64xf32>
    %879 = linalg.generic {indexing_maps = [#map3, #map20], iterator_types = ["reduction", "parallel"]} ins(%876 : tensor<8x64xf32>) outs(%878 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %884 = arith.addf %out, %in : f32
      linalg.yield %884 : f32
    } -> tensor<64xf32>
    %880 = tensor.empty() : tensor<64x376xf32>
    %transposed_365 = linalg.transpose ins(%expanded_133 : tensor<376x64xf32>) outs(%880 : tensor<64x376xf32>) permutation = [1, 0] 
    %cst_366 = arith.constant 0.000000e+00 : f32
    %881 = tensor.empty() : tensor<64x82xf32>
    %882 = linalg.fill ins(%cst_366 : f32) outs(%881 : tensor<64x82xf32>) -> tensor<64x82xf32>
    %883 = linalg.matmul ins(%transposed_365, %expanded_151 : tensor<64x376xf32>, tensor<376x82xf32>) outs(%882 : tensor<64x82xf32>) -> tensor<64x82xf32>
    return %323, %734, %inserted_slice, %745, %751, %755, %759, %763, %767, %775, %781, %785, %791, %795, %801, %809, %815, %819, %823, %827, %831, %839, %845, %849, %855, %859, %865, %873, %879, %883 : tensor<f32>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>
  }
  func.func @forward__T64(%arg0: tensor<1x64xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> tensor<1x64x82xf32> attributes {llvm.emit_c_interface} {
    %0 = call @forward_batch__B1_T64(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29) : (tensor<1x64xi64>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<1x64x82xf32>
    return %0 : tensor<1x64x82xf32>
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
    %10 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2, %transposed : tensor<1x4x64x16xf32>, tensor<1x4x16x64xf32>) outs(%9 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      %35 = arith.addf %out, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<1x4x64x64xf32>
    %11 = tensor.empty() : tensor<1x4x64x64xf32>
    %12 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x4x64x64xf32>) outs(%11 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 2.500000e-01 : f32
      %34 = arith.mulf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x4x64x64xf32>
    %13 = call @causal__B1_T64(%12) : (tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %cst_0 = arith.constant 0xFF800000 : f32
    %14 = tensor.empty() : tensor<1x4x64xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %16 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<1x4x64x64xf32>) outs(%15 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.maximumf %in, %out : f32
      linalg.yield %34 : f32
    } -> tensor<1x4x64xf32>
    %17 = tensor.empty() : tensor<1x4x64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<1x4x64x64xf32>, tensor<1x4x64xf32>) outs(%17 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.subf %in, %in_3 : f32
      %35 = math.exp %34 : f32
      linalg.yield %35 : f32
    } -> tensor<1x4x64x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %19 = tensor.empty() : tensor<1x4x64xf32>
    %20 = linalg.fill ins(%cst_1 : f32) outs(%19 : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %21 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%18 : tensor<1x4x64x64xf32>) outs(%20 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %out, %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x4x64xf32>
    %22 = tensor.empty() : tensor<1x4x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x4x64xf32>) outs(%22 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.000000e+00 : f32
      %34 = arith.divf %cst_3, %in : f32
      linalg.yield %34 : f32
    } -> tensor<1x4x64xf32>
    %24 = tensor.empty() : tensor<1x4x64x64xf32>
    %25 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %23 : tensor<1x4x64x64xf32>, tensor<1x4x64xf32>) outs(%24 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x4x64x64xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %26 = tensor.empty() : tensor<1x4x64x16xf32>
    %27 = linalg.fill ins(%cst_2 : f32) outs(%26 : tensor<1x4x64x16xf32>) -> tensor<1x4x64x16xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%25, %6 : tensor<1x4x64x64xf32>, tensor<1x4x64x16xf32>) outs(%27 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      %35 = arith.addf %out, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<1x4x64x16xf32>
    %29 = call @merge_heads__B1_T64(%28) : (tensor<1x4x64x16xf32>) -> tensor<1x64x64xf32>
    %30 = call @linear__B1_T64(%29, %arg6) : (tensor<1x64x64xf32>, tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %31 = tensor.empty() : tensor<1x64x64xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %30 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%31 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.addf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<1x64x64xf32>
    %33 = call @mlp__B1_T64(%32, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>
    return %33, %4, %6, %25 : tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x64xf32>
  }
  func.func @head__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x82xf32>) -> tensor<1x64x82xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T64(%arg0, %arg1, %arg2) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x64xf32>
    %1 = tensor.empty() : tensor<1x64x82xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x82xf32>) outs(%1 : tensor<1x64x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x82xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x64x82xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x64x82xf32>) -> tensor<1x64x82xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x64x64xf32>, tensor<1x64x82xf32>) outs(%4 : tensor<1x64x82xf32>) -> tensor<1x64x82xf32>
    return %5 : tensor<1x64x82xf32>
  }
  func.func @block_step_attn__C64(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x4x64x16xf32>, %arg2: tensor<1x4x64x16xf32>, %arg3: tensor<1x1xi64>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<256x64xf32>, %arg15: tensor<64xf32>) -> (tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x1x64xf32>) attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T1(%arg0, %arg4, %arg5) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x1x64xf32>
    %1 = call @linear__B1_T1(%0, %arg6) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %2 = call @heads__B1_T1(%1) : (tensor<1x1x64xf32>) -> tensor<1x4x1x16xf32>
    %collapsed = tensor.collapse_shape %arg3 [[0, 1]] : tensor<1x1xi64> into tensor<1xi64>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %3 = tensor.empty() : tensor<1x1x64x1xi64>
    %4 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x1x64x1xi64>) {
    ^bb0(%out: i64):
      %49 = linalg.index 2 : index
      %50 = arith.index_cast %49 : index to i64
      linalg.yield %50 : i64
    } -> tensor<1x1x64x1xi64>
    %5 = tensor.empty() : tensor<1x1x64x1xi8>
    %6 = linalg.generic {indexing_maps = [#map9, #map21, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %expanded : tensor<1x1x64x1xi64>, tensor<1x1x1x1xi64>) outs(%5 : tensor<1x1x64x1xi8>) {
    ^bb0(%in: i64, %in_4: i64, %out: i8):
      %49 = arith.cmpi eq, %in, %in_4 : i64
      %50 = arith.extui %49 : i1 to i8
      linalg.yield %50 : i8
    } -> tensor<1x1x64x1xi8>
    %7 = call @linear__B1_T1(%0, %arg7) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %8 = call @heads__B1_T1(%7) : (tensor<1x1x64xf32>) -> tensor<1x4x1x16xf32>
    %9 = tensor.empty() : tensor<1x4x64x16xf32>
    %10 = linalg.generic {indexing_maps = [#map22, #map21, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %8, %arg1 : tensor<1x1x64x1xi8>, tensor<1x4x1x16xf32>, tensor<1x4x64x16xf32>) outs(%9 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: i8, %in_4: f32, %in_5: f32, %out: f32):
      %c0_i8 = arith.constant 0 : i8
      %49 = arith.cmpi ne, %in, %c0_i8 : i8
      %50 = arith.select %49, %in_4, %in_5 : f32
      linalg.yield %50 : f32
    } -> tensor<1x4x64x16xf32>
    %11 = call @linear__B1_T1(%0, %arg8) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %12 = call @heads__B1_T1(%11) : (tensor<1x1x64xf32>) -> tensor<1x4x1x16xf32>
    %13 = tensor.empty() : tensor<1x4x64x16xf32>
    %14 = linalg.generic {indexing_maps = [#map22, #map21, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %12, %arg2 : tensor<1x1x64x1xi8>, tensor<1x4x1x16xf32>, tensor<1x4x64x16xf32>) outs(%13 : tensor<1x4x64x16xf32>) {
    ^bb0(%in: i8, %in_4: f32, %in_5: f32, %out: f32):
      %c0_i8 = arith.constant 0 : i8
      %49 = arith.cmpi ne, %in, %c0_i8 : i8
      %50 = arith.select %49, %in_4, %in_5 : f32
      linalg.yield %50 : f32
    } -> tensor<1x4x64x16xf32>
    %15 = tensor.empty() : tensor<1x1x1x64xi64>
    %16 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%15 : tensor<1x1x1x64xi64>) {
    ^bb0(%out: i64):
      %49 = linalg.index 3 : index
      %50 = arith.index_cast %49 : index to i64
      linalg.yield %50 : i64
    } -> tensor<1x1x1x64xi64>
    %17 = tensor.empty() : tensor<1x1x1x64xi8>
    %18 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded : tensor<1x1x1x64xi64>, tensor<1x1x1x1xi64>) outs(%17 : tensor<1x1x1x64xi8>) {
    ^bb0(%in: i64, %in_4: i64, %out: i8):
      %49 = arith.cmpi sle, %in, %in_4 : i64
      %50 = arith.extui %49 : i1 to i8
      linalg.yield %50 : i8
    } -> tensor<1x1x1x64xi8>
    %19 = tensor.empty() : tensor<1x4x16x64xf32>
    %transposed = linalg.transpose ins(%10 : tensor<1x4x64x16xf32>) outs(%19 : tensor<1x4x16x64xf32>) permutation = [0, 1, 3, 2] 
    %cst = arith.constant 0.000000e+00 : f32
    %20 = tensor.empty() : tensor<1x4x1x64xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x4x1x64xf32>) -> tensor<1x4x1x64xf32>
    %22 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2, %transposed : tensor<1x4x1x16xf32>, tensor<1x4x16x64xf32>) outs(%21 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %49 = arith.mulf %in, %in_4 : f32
      %50 = arith.addf %out, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<1x4x1x64xf32>
    %23 = tensor.empty() : tensor<1x4x1x64xf32>
    %24 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x4x1x64xf32>) outs(%23 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 2.500000e-01 : f32
      %49 = arith.mulf %in, %cst_4 : f32
      linalg.yield %49 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_0 = arith.constant -1.000000e+09 : f32
    %25 = tensor.empty() : tensor<1x4x1x64xf32>
    %26 = linalg.fill ins(%cst_0 : f32) outs(%25 : tensor<1x4x1x64xf32>) -> tensor<1x4x1x64xf32>
    %27 = tensor.empty() : tensor<1x4x1x64xf32>
    %28 = linalg.generic {indexing_maps = [#map23, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %24, %26 : tensor<1x1x1x64xi8>, tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%27 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: i8, %in_4: f32, %in_5: f32, %out: f32):
      %c0_i8 = arith.constant 0 : i8
      %49 = arith.cmpi ne, %in, %c0_i8 : i8
      %50 = arith.select %49, %in_4, %in_5 : f32
      linalg.yield %50 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_1 = arith.constant 0xFF800000 : f32
    %29 = tensor.empty() : tensor<1x4x1xf32>
    %30 = linalg.fill ins(%cst_1 : f32) outs(%29 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %31 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%28 : tensor<1x4x1x64xf32>) outs(%30 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.maximumf %in, %out : f32
      linalg.yield %49 : f32
    } -> tensor<1x4x1xf32>
    %32 = tensor.empty() : tensor<1x4x1x64xf32>
    %33 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %31 : tensor<1x4x1x64xf32>, tensor<1x4x1xf32>) outs(%32 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %49 = arith.subf %in, %in_4 : f32
      %50 = math.exp %49 : f32
      linalg.yield %50 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %34 = tensor.empty() : tensor<1x4x1xf32>
    %35 = linalg.fill ins(%cst_2 : f32) outs(%34 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %36 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%33 : tensor<1x4x1x64xf32>) outs(%35 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %out, %in : f32
      linalg.yield %49 : f32
    } -> tensor<1x4x1xf32>
    %37 = tensor.empty() : tensor<1x4x1xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<1x4x1xf32>) outs(%37 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_4 = arith.constant 1.000000e+00 : f32
      %49 = arith.divf %cst_4, %in : f32
      linalg.yield %49 : f32
    } -> tensor<1x4x1xf32>
    %39 = tensor.empty() : tensor<1x4x1x64xf32>
    %40 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %38 : tensor<1x4x1x64xf32>, tensor<1x4x1xf32>) outs(%39 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %49 = arith.mulf %in, %in_4 : f32
      linalg.yield %49 : f32
    } -> tensor<1x4x1x64xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %41 = tensor.empty() : tensor<1x4x1x16xf32>
    %42 = linalg.fill ins(%cst_3 : f32) outs(%41 : tensor<1x4x1x16xf32>) -> tensor<1x4x1x16xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%40, %14 : tensor<1x4x1x64xf32>, tensor<1x4x64x16xf32>) outs(%42 : tensor<1x4x1x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %49 = arith.mulf %in, %in_4 : f32
      %50 = arith.addf %out, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<1x4x1x16xf32>
    %44 = call @merge_heads__B1_T1(%43) : (tensor<1x4x1x16xf32>) -> tensor<1x1x64xf32>
    %45 = call @linear__B1_T1(%44, %arg9) : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<1x1x64xf32>
    %46 = tensor.empty() : tensor<1x1x64xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %45 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%46 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %49 = arith.addf %in, %in_4 : f32
      linalg.yield %49 : f32
    } -> tensor<1x1x64xf32>
    %48 = call @mlp__B1_T1(%47, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> tensor<1x1x64xf32>
    return %48, %10, %14, %40 : tensor<1x1x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x1x64xf32>
  }
  func.func @head__B1_T1(%arg0: tensor<1x1x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x82xf32>) -> tensor<1x1x82xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B1_T1(%arg0, %arg1, %arg2) : (tensor<1x1x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x1x64xf32>
    %1 = tensor.empty() : tensor<1x64x82xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x82xf32>) outs(%1 : tensor<1x64x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x82xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x1x82xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x1x82xf32>) -> tensor<1x1x82xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x1x64xf32>, tensor<1x64x82xf32>) outs(%4 : tensor<1x1x82xf32>) -> tensor<1x1x82xf32>
    return %5 : tensor<1x1x82xf32>
  }
  func.func @nll__B8(%arg0: tensor<8x47xi64>, %arg1: tensor<8x47xi64>, %arg2: tensor<8x47xf32>, %arg3: tensor<82x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x82xf32>) -> tensor<f32> attributes {llvm.emit_c_interface} {
    %0 = call @forward_batch__B8_T47(%arg0, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31) : (tensor<8x47xi64>, tensor<82x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<8x47x82xf32>
    %cst = arith.constant 0xFF800000 : f32
    %1 = tensor.empty() : tensor<8x47xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0 : tensor<8x47x82xf32>) outs(%2 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.maximumf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<8x47xf32>
    %4 = tensor.empty() : tensor<8x47x82xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %3 : tensor<8x47x82xf32>, tensor<8x47xf32>) outs(%4 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.subf %in, %in_4 : f32
      %29 = math.exp %28 : f32
      linalg.yield %29 : f32
    } -> tensor<8x47x82xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = tensor.empty() : tensor<8x47xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<8x47x82xf32>) outs(%7 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<8x47xf32>
    %9 = tensor.empty() : tensor<8x47x82xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %3, %8 : tensor<8x47x82xf32>, tensor<8x47xf32>, tensor<8x47xf32>) outs(%9 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %in_4: f32, %in_5: f32, %out: f32):
      %28 = arith.subf %in, %in_4 : f32
      %29 = math.log %in_5 : f32
      %30 = arith.subf %28, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<8x47x82xf32>
    %11 = tensor.empty() : tensor<8x47x82xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<8x47xi64>) outs(%11 : tensor<8x47x82xf32>) {
    ^bb0(%in: i64, %out: f32):
      %28 = linalg.index 2 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.cmpi eq, %in, %29 : i64
      %cst_4 = arith.constant 1.000000e+00 : f32
      %cst_5 = arith.constant 0.000000e+00 : f32
      %31 = arith.select %30, %cst_4, %cst_5 : f32
      linalg.yield %31 : f32
    } -> tensor<8x47x82xf32>
    %13 = tensor.empty() : tensor<8x47x82xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<8x47x82xf32>, tensor<8x47x82xf32>) outs(%13 : tensor<8x47x82xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.mulf %in, %in_4 : f32
      linalg.yield %28 : f32
    } -> tensor<8x47x82xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %15 = tensor.empty() : tensor<8x47xf32>
    %16 = linalg.fill ins(%cst_1 : f32) outs(%15 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<8x47x82xf32>) outs(%16 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<8x47xf32>
    %18 = tensor.empty() : tensor<8x47xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%17, %arg2 : tensor<8x47xf32>, tensor<8x47xf32>) outs(%18 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %28 = arith.mulf %in, %in_4 : f32
      linalg.yield %28 : f32
    } -> tensor<8x47xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %20 = tensor.empty() : tensor<8xf32>
    %21 = linalg.fill ins(%cst_2 : f32) outs(%20 : tensor<8xf32>) -> tensor<8xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<8x47xf32>) outs(%21 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<8xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %23 = tensor.empty() : tensor<f32>
    %24 = linalg.fill ins(%cst_3 : f32) outs(%23 : tensor<f32>) -> tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["reduction"]} ins(%22 : tensor<8xf32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    %26 = tensor.empty() : tensor<f32>
    %27 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%25 : tensor<f32>) outs(%26 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.negf %in : f32
      linalg.yield %28 : f32
    } -> tensor<f32>
    return %27 : tensor<f32>
  }
  func.func @forward_batch__B1_T64(%arg0: tensor<1x64xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> tensor<1x64x82xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<1x64x64xf32>) {
    ^bb0(%out: f32):
      %9 = linalg.index 0 : index
      %10 = linalg.index 1 : index
      %extracted = tensor.extract %arg0[%9, %10] : tensor<1x64xi64>
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %11 = arith.maxsi %extracted, %c0_i64 : i64
      %12 = arith.minsi %11, %c81_i64 : i64
      %13 = arith.index_cast %12 : i64 to index
      %14 = linalg.index 2 : index
      %extracted_0 = tensor.extract %arg1[%13, %14] : tensor<82x64xf32>
      linalg.yield %extracted_0 : f32
    } -> tensor<1x64x64xf32>
    %extracted_slice = tensor.extract_slice %arg2[0, 0] [64, 64] [1, 1] : tensor<64x64xf32> to tensor<64x64xf32>
    %2 = tensor.empty() : tensor<64x64xf32>
    %3 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice : tensor<64x64xf32>) outs(%2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %4 = tensor.empty() : tensor<1x64x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<1x64x64xf32>, tensor<64x64xf32>) outs(%4 : tensor<1x64x64xf32>) {
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
    %2 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x64x64xf32>) outs(%1 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x64xf32>
    %cst_0 = arith.constant 6.400000e+01 : f32
    %3 = tensor.empty() : tensor<1x64xf32>
    %4 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1x64xf32>) outs(%3 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_0 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xf32> into tensor<1x64x1xf32>
    %5 = tensor.empty() : tensor<1x64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<1x64x64xf32>, tensor<1x64x1xf32>) outs(%5 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.subf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x64xf32>
    %7 = tensor.empty() : tensor<1x64x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%7 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %9 = tensor.empty() : tensor<1x64xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x64x64xf32>) outs(%10 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x64xf32>
    %cst_2 = arith.constant 6.400000e+01 : f32
    %12 = tensor.empty() : tensor<1x64xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<1x64xf32>) outs(%12 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_2 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64xf32>
    %collapsed_3 = tensor.collapse_shape %13 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_4 = tensor.expand_shape %collapsed_3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xf32> into tensor<1x64x1xf32>
    %14 = tensor.empty() : tensor<1x64x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<1x64x1xf32>) outs(%14 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_5 = arith.constant 9.99999974E-6 : f32
      %24 = arith.addf %in, %cst_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x1xf32>
    %16 = tensor.empty() : tensor<1x64x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x64x1xf32>) outs(%16 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = math.rsqrt %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x1xf32>
    %18 = tensor.empty() : tensor<1x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %17 : tensor<1x64x64xf32>, tensor<1x64x1xf32>) outs(%18 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x64xf32>
    %20 = tensor.empty() : tensor<1x64x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg1 : tensor<1x64x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x64x64xf32>
    %22 = tensor.empty() : tensor<1x64x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg2 : tensor<1x64x64xf32>, tensor<64xf32>) outs(%22 : tensor<1x64x64xf32>) {
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
    %1 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<1x64x64xf32>) {
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
    %1 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<64x64xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 0 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<64x64xi64>
    %2 = tensor.empty() : tensor<64x64xi64>
    %3 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<64x64xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 1 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<64x64xi64>
    %4 = tensor.empty() : tensor<64x64xi8>
    %5 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%3, %1 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%4 : tensor<64x64xi8>) {
    ^bb0(%in: i64, %in_0: i64, %out: i8):
      %10 = arith.cmpi sle, %in, %in_0 : i64
      %11 = arith.extui %10 : i1 to i8
      linalg.yield %11 : i8
    } -> tensor<64x64xi8>
    %cst = arith.constant -1.000000e+09 : f32
    %6 = tensor.empty() : tensor<1x4x64x64xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %8 = tensor.empty() : tensor<1x4x64x64xf32>
    %9 = linalg.generic {indexing_maps = [#map10, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %arg0, %7 : tensor<64x64xi8>, tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) outs(%8 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: i8, %in_0: f32, %in_1: f32, %out: f32):
      %c0_i8 = arith.constant 0 : i8
      %10 = arith.cmpi ne, %in, %c0_i8 : i8
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
    %2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%1 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x64x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x64x64xf32>, tensor<1x64x256xf32>) outs(%4 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %6 = tensor.empty() : tensor<1x64x256xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %arg4 : tensor<1x64x256xf32>, tensor<256xf32>) outs(%6 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x64x256xf32>
    %8 = call @gelu__B1_T64(%7) : (tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %9 = tensor.empty() : tensor<1x256x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<256x64xf32>) outs(%9 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x256x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %11 = tensor.empty() : tensor<1x64x64xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %13 = linalg.batch_matmul ins(%8, %10 : tensor<1x64x256xf32>, tensor<1x256x64xf32>) outs(%12 : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %14 = tensor.empty() : tensor<1x64x64xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %13 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%14 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x64x64xf32>
    %16 = tensor.empty() : tensor<1x64x64xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %arg6 : tensor<1x64x64xf32>, tensor<64xf32>) outs(%16 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x64x64xf32>
    return %17 : tensor<1x64x64xf32>
  }
  func.func @layer_norm__B1_T1(%arg0: tensor<1x1x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<1x1x64xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x1x64xf32>) outs(%1 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x1xf32>
    %cst_0 = arith.constant 6.400000e+01 : f32
    %3 = tensor.empty() : tensor<1x1xf32>
    %4 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1x1xf32>) outs(%3 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_0 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [1, 1, 1] : tensor<1xf32> into tensor<1x1x1xf32>
    %5 = tensor.empty() : tensor<1x1x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<1x1x64xf32>, tensor<1x1x1xf32>) outs(%5 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.subf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x64xf32>
    %7 = tensor.empty() : tensor<1x1x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%7 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %9 = tensor.empty() : tensor<1x1xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x1x64xf32>) outs(%10 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x1xf32>
    %cst_2 = arith.constant 6.400000e+01 : f32
    %12 = tensor.empty() : tensor<1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<1x1xf32>) outs(%12 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_2 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1xf32>
    %collapsed_3 = tensor.collapse_shape %13 [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
    %expanded_4 = tensor.expand_shape %collapsed_3 [[0, 1, 2]] output_shape [1, 1, 1] : tensor<1xf32> into tensor<1x1x1xf32>
    %14 = tensor.empty() : tensor<1x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_5 = arith.constant 9.99999974E-6 : f32
      %24 = arith.addf %in, %cst_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x1xf32>
    %16 = tensor.empty() : tensor<1x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x1x1xf32>) outs(%16 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = math.rsqrt %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x1xf32>
    %18 = tensor.empty() : tensor<1x1x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %17 : tensor<1x1x64xf32>, tensor<1x1x1xf32>) outs(%18 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x64xf32>
    %20 = tensor.empty() : tensor<1x1x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg1 : tensor<1x1x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x64xf32>
    %22 = tensor.empty() : tensor<1x1x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg2 : tensor<1x1x64xf32>, tensor<64xf32>) outs(%22 : tensor<1x1x64xf32>) {
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
    %1 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<1x64x64xf32>) {
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
    %2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%1 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x1x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<1x1x64xf32>, tensor<1x64x256xf32>) outs(%4 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %6 = tensor.empty() : tensor<1x1x256xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %arg4 : tensor<1x1x256xf32>, tensor<256xf32>) outs(%6 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x1x256xf32>
    %8 = call @gelu__B1_T1(%7) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %9 = tensor.empty() : tensor<1x256x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<256x64xf32>) outs(%9 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x256x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %11 = tensor.empty() : tensor<1x1x64xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %13 = linalg.batch_matmul ins(%8, %10 : tensor<1x1x256xf32>, tensor<1x256x64xf32>) outs(%12 : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %14 = tensor.empty() : tensor<1x1x64xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %13 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%14 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x1x64xf32>
    %16 = tensor.empty() : tensor<1x1x64xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %arg6 : tensor<1x1x64xf32>, tensor<64xf32>) outs(%16 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<1x1x64xf32>
    return %17 : tensor<1x1x64xf32>
  }
  func.func @forward_batch__B8_T47(%arg0: tensor<8x47xi64>, %arg1: tensor<82x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x82xf32>) -> tensor<8x47x82xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<8x47x64xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<8x47x64xf32>) {
    ^bb0(%out: f32):
      %9 = linalg.index 0 : index
      %10 = linalg.index 1 : index
      %extracted = tensor.extract %arg0[%9, %10] : tensor<8x47xi64>
      %c0_i64 = arith.constant 0 : i64
      %c81_i64 = arith.constant 81 : i64
      %11 = arith.maxsi %extracted, %c0_i64 : i64
      %12 = arith.minsi %11, %c81_i64 : i64
      %13 = arith.index_cast %12 : i64 to index
      %14 = linalg.index 2 : index
      %extracted_0 = tensor.extract %arg1[%13, %14] : tensor<82x64xf32>
      linalg.yield %extracted_0 : f32
    } -> tensor<8x47x64xf32>
    %extracted_slice = tensor.extract_slice %arg2[0, 0] [47, 64] [1, 1] : tensor<64x64xf32> to tensor<47x64xf32>
    %2 = tensor.empty() : tensor<47x64xf32>
    %3 = linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%extracted_slice : tensor<47x64xf32>) outs(%2 : tensor<47x64xf32>) -> tensor<47x64xf32>
    %4 = tensor.empty() : tensor<8x47x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<8x47x64xf32>, tensor<47x64xf32>) outs(%4 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %9 = arith.addf %in, %in_0 : f32
      linalg.yield %9 : f32
    } -> tensor<8x47x64xf32>
    %6:3 = call @block__B8_T47(%5, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<8x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<8x47x64xf32>, tensor<8x4x47x16xf32>, tensor<8x4x47x16xf32>)
    %7:3 = call @block__B8_T47(%6#0, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26) : (tensor<8x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<8x47x64xf32>, tensor<8x4x47x16xf32>, tensor<8x4x47x16xf32>)
    %8 = call @head__B8_T47(%7#0, %arg27, %arg28, %arg29) : (tensor<8x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x82xf32>) -> tensor<8x47x82xf32>
    return %8 : tensor<8x47x82xf32>
  }
  func.func @block__B1_T64(%arg0: tensor<1x64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) attributes {llvm.emit_c_interface} {
    %0:4 = call @block_attn__B1_T64(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<1x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x64xf32>)
    return %0#0, %0#1, %0#2 : tensor<1x64x64xf32>, tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>
  }
  func.func @gelu__B1_T64(%arg0: tensor<1x64x256xf32>) -> tensor<1x64x256xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x64x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64x256xf32>) outs(%0 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 5.000000e-01 : f32
      %10 = arith.mulf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x256xf32>
    %2 = tensor.empty() : tensor<1x64x256xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64x256xf32>) outs(%2 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 0.707106769 : f32
      %10 = arith.mulf %in, %cst : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x256xf32>
    %4 = tensor.empty() : tensor<1x64x256xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x64x256xf32>) outs(%4 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.erf %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x256xf32>
    %6 = tensor.empty() : tensor<1x64x256xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x64x256xf32>) outs(%6 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %10 = arith.addf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x256xf32>
    %8 = tensor.empty() : tensor<1x64x256xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %7 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%8 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = arith.mulf %in, %in_0 : f32
      linalg.yield %10 : f32
    } -> tensor<1x64x256xf32>
    return %9 : tensor<1x64x256xf32>
  }
  func.func @gelu__B1_T1(%arg0: tensor<1x1x256xf32>) -> tensor<1x1x256xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<1x1x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x256xf32>) outs(%0 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 5.000000e-01 : f32
      %10 = arith.mulf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x256xf32>
    %2 = tensor.empty() : tensor<1x1x256xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x256xf32>) outs(%2 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 0.707106769 : f32
      %10 = arith.mulf %in, %cst : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x256xf32>
    %4 = tensor.empty() : tensor<1x1x256xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x1x256xf32>) outs(%4 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.erf %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x256xf32>
    %6 = tensor.empty() : tensor<1x1x256xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x1x256xf32>) outs(%6 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %10 = arith.addf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x256xf32>
    %8 = tensor.empty() : tensor<1x1x256xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %7 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%8 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = arith.mulf %in, %in_0 : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x256xf32>
    return %9 : tensor<1x1x256xf32>
  }
  func.func @block__B8_T47(%arg0: tensor<8x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<64xf32>) -> (tensor<8x47x64xf32>, tensor<8x4x47x16xf32>, tensor<8x4x47x16xf32>) attributes {llvm.emit_c_interface} {
    %0:4 = call @block_attn__B8_T47(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<8x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> (tensor<8x47x64xf32>, tensor<8x4x47x16xf32>, tensor<8x4x47x16xf32>, tensor<8x4x47x47xf32>)
    return %0#0, %0#1, %0#2 : tensor<8x47x64xf32>, tensor<8x4x47x16xf32>, tensor<8x4x47x16xf32>
  }
  func.func @head__B8_T47(%arg0: tensor<8x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x82xf32>) -> tensor<8x47x82xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B8_T47(%arg0, %arg1, %arg2) : (tensor<8x47x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<8x47x64xf32>
    %1 = tensor.empty() : tensor<8x64x82xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x82xf32>) outs(%1 : tensor<8x64x82xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x82xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<8x47x82xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x47x82xf32>) -> tensor<8x47x82xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<8x47x64xf32>, tensor<8x64x82xf32>) outs(%4 : tensor<8x47x82xf32>) -> tensor<8x47x82xf32>
    return %5 : tensor<8x47x82xf32>
  }
  func.func @block_attn__B8_T47(%arg0: tensor<8x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<64xf32>) -> (tensor<8x47x64xf32>, tensor<8x4x47x16xf32>, tensor<8x4x47x16xf32>, tensor<8x4x47x47xf32>) attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B8_T47(%arg0, %arg1, %arg2) : (tensor<8x47x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<8x47x64xf32>
    %1 = call @linear__B8_T47(%0, %arg3) : (tensor<8x47x64xf32>, tensor<64x64xf32>) -> tensor<8x47x64xf32>
    %2 = call @heads__B8_T47(%1) : (tensor<8x47x64xf32>) -> tensor<8x4x47x16xf32>
    %3 = call @linear__B8_T47(%0, %arg4) : (tensor<8x47x64xf32>, tensor<64x64xf32>) -> tensor<8x47x64xf32>
    %4 = call @heads__B8_T47(%3) : (tensor<8x47x64xf32>) -> tensor<8x4x47x16xf32>
    %5 = call @linear__B8_T47(%0, %arg5) : (tensor<8x47x64xf32>, tensor<64x64xf32>) -> tensor<8x47x64xf32>
    %6 = call @heads__B8_T47(%5) : (tensor<8x47x64xf32>) -> tensor<8x4x47x16xf32>
    %7 = tensor.empty() : tensor<8x4x16x47xf32>
    %transposed = linalg.transpose ins(%4 : tensor<8x4x47x16xf32>) outs(%7 : tensor<8x4x16x47xf32>) permutation = [0, 1, 3, 2] 
    %cst = arith.constant 0.000000e+00 : f32
    %8 = tensor.empty() : tensor<8x4x47x47xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<8x4x47x47xf32>) -> tensor<8x4x47x47xf32>
    %10 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%2, %transposed : tensor<8x4x47x16xf32>, tensor<8x4x16x47xf32>) outs(%9 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      %35 = arith.addf %out, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<8x4x47x47xf32>
    %11 = tensor.empty() : tensor<8x4x47x47xf32>
    %12 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<8x4x47x47xf32>) outs(%11 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 2.500000e-01 : f32
      %34 = arith.mulf %in, %cst_3 : f32
      linalg.yield %34 : f32
    } -> tensor<8x4x47x47xf32>
    %13 = call @causal__B8_T47(%12) : (tensor<8x4x47x47xf32>) -> tensor<8x4x47x47xf32>
    %cst_0 = arith.constant 0xFF800000 : f32
    %14 = tensor.empty() : tensor<8x4x47xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<8x4x47xf32>) -> tensor<8x4x47xf32>
    %16 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<8x4x47x47xf32>) outs(%15 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.maximumf %in, %out : f32
      linalg.yield %34 : f32
    } -> tensor<8x4x47xf32>
    %17 = tensor.empty() : tensor<8x4x47x47xf32>
    %18 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<8x4x47x47xf32>, tensor<8x4x47xf32>) outs(%17 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.subf %in, %in_3 : f32
      %35 = math.exp %34 : f32
      linalg.yield %35 : f32
    } -> tensor<8x4x47x47xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %19 = tensor.empty() : tensor<8x4x47xf32>
    %20 = linalg.fill ins(%cst_1 : f32) outs(%19 : tensor<8x4x47xf32>) -> tensor<8x4x47xf32>
    %21 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%18 : tensor<8x4x47x47xf32>) outs(%20 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %out, %in : f32
      linalg.yield %34 : f32
    } -> tensor<8x4x47xf32>
    %22 = tensor.empty() : tensor<8x4x47xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<8x4x47xf32>) outs(%22 : tensor<8x4x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_3 = arith.constant 1.000000e+00 : f32
      %34 = arith.divf %cst_3, %in : f32
      linalg.yield %34 : f32
    } -> tensor<8x4x47xf32>
    %24 = tensor.empty() : tensor<8x4x47x47xf32>
    %25 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %23 : tensor<8x4x47x47xf32>, tensor<8x4x47xf32>) outs(%24 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<8x4x47x47xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %26 = tensor.empty() : tensor<8x4x47x16xf32>
    %27 = linalg.fill ins(%cst_2 : f32) outs(%26 : tensor<8x4x47x16xf32>) -> tensor<8x4x47x16xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%25, %6 : tensor<8x4x47x47xf32>, tensor<8x4x47x16xf32>) outs(%27 : tensor<8x4x47x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.mulf %in, %in_3 : f32
      %35 = arith.addf %out, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<8x4x47x16xf32>
    %29 = call @merge_heads__B8_T47(%28) : (tensor<8x4x47x16xf32>) -> tensor<8x47x64xf32>
    %30 = call @linear__B8_T47(%29, %arg6) : (tensor<8x47x64xf32>, tensor<64x64xf32>) -> tensor<8x47x64xf32>
    %31 = tensor.empty() : tensor<8x47x64xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %30 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%31 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.addf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<8x47x64xf32>
    %33 = call @mlp__B8_T47(%32, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<8x47x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>) -> tensor<8x47x64xf32>
    return %33, %4, %6, %25 : tensor<8x47x64xf32>, tensor<8x4x47x16xf32>, tensor<8x4x47x16xf32>, tensor<8x4x47x47xf32>
  }
  func.func @layer_norm__B8_T47(%arg0: tensor<8x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<8x47x64xf32> attributes {llvm.emit_c_interface} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x47xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<8x47x64xf32>) outs(%1 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<8x47xf32>
    %cst_0 = arith.constant 6.400000e+01 : f32
    %3 = tensor.empty() : tensor<8x47xf32>
    %4 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<8x47xf32>) outs(%3 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_0 : f32
      linalg.yield %24 : f32
    } -> tensor<8x47xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %5 = tensor.empty() : tensor<8x47x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%5 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.subf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<8x47x64xf32>
    %7 = tensor.empty() : tensor<8x47x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%7 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<8x47x64xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %9 = tensor.empty() : tensor<8x47xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<8x47xf32>) -> tensor<8x47xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<8x47x64xf32>) outs(%10 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %out, %in : f32
      linalg.yield %24 : f32
    } -> tensor<8x47xf32>
    %cst_2 = arith.constant 6.400000e+01 : f32
    %12 = tensor.empty() : tensor<8x47xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8x47xf32>) outs(%12 : tensor<8x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_2 : f32
      linalg.yield %24 : f32
    } -> tensor<8x47xf32>
    %collapsed_3 = tensor.collapse_shape %13 [[0, 1]] : tensor<8x47xf32> into tensor<376xf32>
    %expanded_4 = tensor.expand_shape %collapsed_3 [[0, 1, 2]] output_shape [8, 47, 1] : tensor<376xf32> into tensor<8x47x1xf32>
    %14 = tensor.empty() : tensor<8x47x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<8x47x1xf32>) outs(%14 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_5 = arith.constant 9.99999974E-6 : f32
      %24 = arith.addf %in, %cst_5 : f32
      linalg.yield %24 : f32
    } -> tensor<8x47x1xf32>
    %16 = tensor.empty() : tensor<8x47x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<8x47x1xf32>) outs(%16 : tensor<8x47x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = math.rsqrt %in : f32
      linalg.yield %24 : f32
    } -> tensor<8x47x1xf32>
    %18 = tensor.empty() : tensor<8x47x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %17 : tensor<8x47x64xf32>, tensor<8x47x1xf32>) outs(%18 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<8x47x64xf32>
    %20 = tensor.empty() : tensor<8x47x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg1 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%20 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<8x47x64xf32>
    %22 = tensor.empty() : tensor<8x47x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg2 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%22 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.addf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<8x47x64xf32>
    return %23 : tensor<8x47x64xf32>
  }
  func.func @heads__B8_T47(%arg0: tensor<8x47x64xf32>) -> tensor<8x4x47x16xf32> attributes {llvm.emit_c_interface} {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<8x47x64xf32> into tensor<24064xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2, 3]] output_shape [8, 47, 4, 16] : tensor<24064xf32> into tensor<8x47x4x16xf32>
    %0 = tensor.empty() : tensor<8x4x47x16xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<8x47x4x16xf32>) outs(%0 : tensor<8x4x47x16xf32>) permutation = [0, 2, 1, 3] 
    return %transposed : tensor<8x4x47x16xf32>
  }
  func.func @linear__B8_T47(%arg0: tensor<8x47x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<8x47x64xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<8x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<8x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<8x47x64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x47x64xf32>) -> tensor<8x47x64xf32>
    %4 = linalg.batch_matmul ins(%arg0, %1 : tensor<8x47x64xf32>, tensor<8x64x64xf32>) outs(%3 : tensor<8x47x64xf32>) -> tensor<8x47x64xf32>
    return %4 : tensor<8x47x64xf32>
  }
  func.func @causal__B8_T47(%arg0: tensor<8x4x47x47xf32>) -> tensor<8x4x47x47xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<47x47xi64>
    %1 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 0 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<47x47xi64>
    %2 = tensor.empty() : tensor<47x47xi64>
    %3 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<47x47xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 1 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<47x47xi64>
    %4 = tensor.empty() : tensor<47x47xi8>
    %5 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%3, %1 : tensor<47x47xi64>, tensor<47x47xi64>) outs(%4 : tensor<47x47xi8>) {
    ^bb0(%in: i64, %in_0: i64, %out: i8):
      %10 = arith.cmpi sle, %in, %in_0 : i64
      %11 = arith.extui %10 : i1 to i8
      linalg.yield %11 : i8
    } -> tensor<47x47xi8>
    %cst = arith.constant -1.000000e+09 : f32
    %6 = tensor.empty() : tensor<8x4x47x47xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<8x4x47x47xf32>) -> tensor<8x4x47x47xf32>
    %8 = tensor.empty() : tensor<8x4x47x47xf32>
    %9 = linalg.generic {indexing_maps = [#map10, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %arg0, %7 : tensor<47x47xi8>, tensor<8x4x47x47xf32>, tensor<8x4x47x47xf32>) outs(%8 : tensor<8x4x47x47xf32>) {
    ^bb0(%in: i8, %in_0: f32, %in_1: f32, %out: f32):
      %c0_i8 = arith.constant 0 : i8
      %10 = arith.cmpi ne, %in, %c0_i8 : i8
      %11 = arith.select %10, %in_0, %in_1 : f32
      linalg.yield %11 : f32
    } -> tensor<8x4x47x47xf32>
    return %9 : tensor<8x4x47x47xf32>
  }
  func.func @merge_heads__B8_T47(%arg0: tensor<8x4x47x16xf32>) -> tensor<8x47x64xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<8x47x4x16xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<8x4x47x16xf32>) outs(%0 : tensor<8x47x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed = tensor.collapse_shape %transposed [[0, 1, 2, 3]] : tensor<8x47x4x16xf32> into tensor<24064xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1, 2]] output_shape [8, 47, 64] : tensor<24064xf32> into tensor<8x47x64xf32>
    return %expanded : tensor<8x47x64xf32>
  }
  func.func @mlp__B8_T47(%arg0: tensor<8x47x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256x64xf32>, %arg6: tensor<64xf32>) -> tensor<8x47x64xf32> attributes {llvm.emit_c_interface} {
    %0 = call @layer_norm__B8_T47(%arg0, %arg1, %arg2) : (tensor<8x47x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<8x47x64xf32>
    %1 = tensor.empty() : tensor<8x64x256xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%1 : tensor<8x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<8x47x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x47x256xf32>) -> tensor<8x47x256xf32>
    %5 = linalg.batch_matmul ins(%0, %2 : tensor<8x47x64xf32>, tensor<8x64x256xf32>) outs(%4 : tensor<8x47x256xf32>) -> tensor<8x47x256xf32>
    %6 = tensor.empty() : tensor<8x47x256xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %arg4 : tensor<8x47x256xf32>, tensor<256xf32>) outs(%6 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<8x47x256xf32>
    %8 = call @gelu__B8_T47(%7) : (tensor<8x47x256xf32>) -> tensor<8x47x256xf32>
    %9 = tensor.empty() : tensor<8x256x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<256x64xf32>) outs(%9 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %11 = tensor.empty() : tensor<8x47x64xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<8x47x64xf32>) -> tensor<8x47x64xf32>
    %13 = linalg.batch_matmul ins(%8, %10 : tensor<8x47x256xf32>, tensor<8x256x64xf32>) outs(%12 : tensor<8x47x64xf32>) -> tensor<8x47x64xf32>
    %14 = tensor.empty() : tensor<8x47x64xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %13 : tensor<8x47x64xf32>, tensor<8x47x64xf32>) outs(%14 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<8x47x64xf32>
    %16 = tensor.empty() : tensor<8x47x64xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %arg6 : tensor<8x47x64xf32>, tensor<64xf32>) outs(%16 : tensor<8x47x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %18 = arith.addf %in, %in_1 : f32
      linalg.yield %18 : f32
    } -> tensor<8x47x64xf32>
    return %17 : tensor<8x47x64xf32>
  }
  func.func @gelu__B8_T47(%arg0: tensor<8x47x256xf32>) -> tensor<8x47x256xf32> attributes {llvm.emit_c_interface} {
    %0 = tensor.empty() : tensor<8x47x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x47x256xf32>) outs(%0 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 5.000000e-01 : f32
      %10 = arith.mulf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<8x47x256xf32>
    %2 = tensor.empty() : tensor<8x47x256xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x47x256xf32>) outs(%2 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 0.707106769 : f32
      %10 = arith.mulf %in, %cst : f32
      linalg.yield %10 : f32
    } -> tensor<8x47x256xf32>
    %4 = tensor.empty() : tensor<8x47x256xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x47x256xf32>) outs(%4 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.erf %in : f32
      linalg.yield %10 : f32
    } -> tensor<8x47x256xf32>
    %6 = tensor.empty() : tensor<8x47x256xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<8x47x256xf32>) outs(%6 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %10 = arith.addf %cst, %in : f32
      linalg.yield %10 : f32
    } -> tensor<8x47x256xf32>
    %8 = tensor.empty() : tensor<8x47x256xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %7 : tensor<8x47x256xf32>, tensor<8x47x256xf32>) outs(%8 : tensor<8x47x256xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = arith.mulf %in, %in_0 : f32
      linalg.yield %10 : f32
    } -> tensor<8x47x256xf32>
    return %9 : tensor<8x47x256xf32>
  }
}
