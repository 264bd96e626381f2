; Generated from tests/analyzer/inputs/predication_uniform.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version  -S -emit-llvm predication_uniform.cu -o -
; ModuleID = 'predication_uniform.cu'
source_filename = "predication_uniform.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7uniFma6PKfPfii(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %mul = mul i32 %0, %1, !dbg !22
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %add = add i32 %mul, %2, !dbg !26
  %cmp29 = icmp sgt i32 %n, 0, !dbg !27
  br i1 %cmp29, label %for.body, label %for.cond.cleanup, !dbg !28

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %acc.2, %if.end ], !dbg !29
  %idxprom16 = sext i32 %add to i64, !dbg !30
  %arrayidx17 = getelementptr inbounds float, ptr %out, i64 %idxprom16, !dbg !30
  store float %acc.0.lcssa, ptr %arrayidx17, align 4, !dbg !31, !tbaa !32
  ret void, !dbg !34

for.body:                                         ; preds = %entry, %if.end
  %acc.031 = phi float [ %acc.2, %if.end ], [ 0.000000e+00, %entry ]
  %k.030 = phi i32 [ %inc14, %if.end ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.030, 10, !dbg !35
  %add4 = add nsw i32 %mul3, %add, !dbg !36
  %idxprom = sext i32 %add4 to i64, !dbg !37
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !37
  %3 = load float, ptr %arrayidx, align 4, !dbg !37, !tbaa !32
  %add5 = fadd contract float %acc.031, %3, !dbg !38
  %cmp6 = icmp slt i32 %k.030, %m, !dbg !39
  br i1 %cmp6, label %for.body10.preheader, label %if.end, !dbg !39

for.body10.preheader:                             ; preds = %for.body
  %mul11 = fmul contract float %3, %add5, !dbg !40
  %add12 = fadd contract float %mul11, 0.000000e+00, !dbg !41
  %mul11.1 = fmul contract float %3, %add12, !dbg !40
  %add12.1 = fadd contract float %mul11.1, 1.000000e+00, !dbg !41
  %mul11.2 = fmul contract float %3, %add12.1, !dbg !40
  %add12.2 = fadd contract float %mul11.2, 2.000000e+00, !dbg !41
  %mul11.3 = fmul contract float %3, %add12.2, !dbg !40
  %add12.3 = fadd contract float %mul11.3, 3.000000e+00, !dbg !41
  %mul11.4 = fmul contract float %3, %add12.3, !dbg !40
  %add12.4 = fadd contract float %mul11.4, 4.000000e+00, !dbg !41
  %mul11.5 = fmul contract float %3, %add12.4, !dbg !40
  %add12.5 = fadd contract float %mul11.5, 5.000000e+00, !dbg !41
  br label %if.end, !dbg !42

if.end:                                           ; preds = %for.body10.preheader, %for.body
  %acc.2 = phi float [ %add5, %for.body ], [ %add12.5, %for.body10.preheader ], !dbg !38
  %inc14 = add nuw nsw i32 %k.030, 1, !dbg !42
  %exitcond.not = icmp eq i32 %inc14, %n, !dbg !27
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !28, !llvm.loop !43
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7uniFma7PKfPfii(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !47 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !48
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !50
  %mul = mul i32 %0, %1, !dbg !52
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !53
  %add = add i32 %mul, %2, !dbg !55
  %cmp29 = icmp sgt i32 %n, 0, !dbg !56
  br i1 %cmp29, label %for.body, label %for.cond.cleanup, !dbg !57

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %acc.2, %if.end ], !dbg !58
  %idxprom16 = sext i32 %add to i64, !dbg !59
  %arrayidx17 = getelementptr inbounds float, ptr %out, i64 %idxprom16, !dbg !59
  store float %acc.0.lcssa, ptr %arrayidx17, align 4, !dbg !60, !tbaa !32
  ret void, !dbg !61

for.body:                                         ; preds = %entry, %if.end
  %acc.031 = phi float [ %acc.2, %if.end ], [ 0.000000e+00, %entry ]
  %k.030 = phi i32 [ %inc14, %if.end ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.030, 10, !dbg !62
  %add4 = add nsw i32 %mul3, %add, !dbg !63
  %idxprom = sext i32 %add4 to i64, !dbg !64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !64
  %3 = load float, ptr %arrayidx, align 4, !dbg !64, !tbaa !32
  %add5 = fadd contract float %acc.031, %3, !dbg !65
  %cmp6 = icmp slt i32 %k.030, %m, !dbg !66
  br i1 %cmp6, label %for.body10.preheader, label %if.end, !dbg !66

for.body10.preheader:                             ; preds = %for.body
  %mul11 = fmul contract float %3, %add5, !dbg !67
  %add12 = fadd contract float %mul11, 0.000000e+00, !dbg !68
  %mul11.1 = fmul contract float %3, %add12, !dbg !67
  %add12.1 = fadd contract float %mul11.1, 1.000000e+00, !dbg !68
  %mul11.2 = fmul contract float %3, %add12.1, !dbg !67
  %add12.2 = fadd contract float %mul11.2, 2.000000e+00, !dbg !68
  %mul11.3 = fmul contract float %3, %add12.2, !dbg !67
  %add12.3 = fadd contract float %mul11.3, 3.000000e+00, !dbg !68
  %mul11.4 = fmul contract float %3, %add12.3, !dbg !67
  %add12.4 = fadd contract float %mul11.4, 4.000000e+00, !dbg !68
  %mul11.5 = fmul contract float %3, %add12.4, !dbg !67
  %add12.5 = fadd contract float %mul11.5, 5.000000e+00, !dbg !68
  %mul11.6 = fmul contract float %3, %add12.5, !dbg !67
  %add12.6 = fadd contract float %mul11.6, 6.000000e+00, !dbg !68
  br label %if.end, !dbg !69

if.end:                                           ; preds = %for.body10.preheader, %for.body
  %acc.2 = phi float [ %add5, %for.body ], [ %add12.6, %for.body10.preheader ], !dbg !65
  %inc14 = add nuw nsw i32 %k.030, 1, !dbg !69
  %exitcond.not = icmp eq i32 %inc14, %n, !dbg !56
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !57, !llvm.loop !70
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8uniHash2PKjPjii(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !72 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !73
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !75
  %mul = mul i32 %0, %1, !dbg !77
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !78
  %add = add i32 %mul, %2, !dbg !80
  %cmp23 = icmp sgt i32 %n, 0, !dbg !81
  br i1 %cmp23, label %for.body, label %for.cond.cleanup, !dbg !82

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %h.0.lcssa = phi i32 [ 0, %entry ], [ %spec.select, %for.body ], !dbg !83
  %idxprom12 = sext i32 %add to i64, !dbg !84
  %arrayidx13 = getelementptr inbounds i32, ptr %out, i64 %idxprom12, !dbg !84
  store i32 %h.0.lcssa, ptr %arrayidx13, align 4, !dbg !85, !tbaa !8
  ret void, !dbg !86

for.body:                                         ; preds = %entry, %for.body
  %h.025 = phi i32 [ %spec.select, %for.body ], [ 0, %entry ]
  %k.024 = phi i32 [ %add9, %for.body ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.024, 10, !dbg !87
  %add4 = add nsw i32 %mul3, %add, !dbg !88
  %idxprom = sext i32 %add4 to i64, !dbg !89
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom, !dbg !89
  %3 = load i32, ptr %arrayidx, align 4, !dbg !89, !tbaa !8
  %add5 = add i32 %3, %h.025, !dbg !90
  %cmp6 = icmp slt i32 %k.024, %m, !dbg !91
  %xor = xor i32 %add5, %k.024
  %mul8 = mul i32 %xor, -1640531535
  %add9 = add nuw nsw i32 %k.024, 1
  %xor10 = xor i32 %mul8, %add9
  %mul11 = mul i32 %xor10, -1640531535
  %spec.select = select i1 %cmp6, i32 %mul11, i32 %add5, !dbg !91
  %exitcond.not = icmp eq i32 %add9, %n, !dbg !81
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !82, !llvm.loop !92
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8uniHash3PKjPjii(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !94 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !95
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !97
  %mul = mul i32 %0, %1, !dbg !99
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !100
  %add = add i32 %mul, %2, !dbg !102
  %cmp28 = icmp sgt i32 %n, 0, !dbg !103
  br i1 %cmp28, label %for.body, label %for.cond.cleanup, !dbg !104

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %h.0.lcssa = phi i32 [ 0, %entry ], [ %h.1, %if.end ], !dbg !105
  %idxprom15 = sext i32 %add to i64, !dbg !106
  %arrayidx16 = getelementptr inbounds i32, ptr %out, i64 %idxprom15, !dbg !106
  store i32 %h.0.lcssa, ptr %arrayidx16, align 4, !dbg !107, !tbaa !8
  ret void, !dbg !108

for.body:                                         ; preds = %entry, %if.end
  %h.030 = phi i32 [ %h.1, %if.end ], [ 0, %entry ]
  %k.029 = phi i32 [ %inc.pre-phi, %if.end ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.029, 10, !dbg !109
  %add4 = add nsw i32 %mul3, %add, !dbg !110
  %idxprom = sext i32 %add4 to i64, !dbg !111
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom, !dbg !111
  %3 = load i32, ptr %arrayidx, align 4, !dbg !111, !tbaa !8
  %add5 = add i32 %3, %h.030, !dbg !112
  %cmp6 = icmp slt i32 %k.029, %m, !dbg !113
  br i1 %cmp6, label %if.then, label %for.body.if.end_crit_edge, !dbg !113

for.body.if.end_crit_edge:                        ; preds = %for.body
  %.pre = add nuw nsw i32 %k.029, 1, !dbg !114
  br label %if.end, !dbg !113

if.then:                                          ; preds = %for.body
  %xor = xor i32 %add5, %k.029, !dbg !115
  %mul8 = mul i32 %xor, -1640531535, !dbg !116
  %add9 = add nuw nsw i32 %k.029, 1, !dbg !117
  %xor10 = xor i32 %mul8, %add9, !dbg !118
  %mul11 = mul i32 %xor10, -1640531535, !dbg !119
  %add12 = add nuw nsw i32 %k.029, 2, !dbg !120
  %xor13 = xor i32 %mul11, %add12, !dbg !121
  %mul14 = mul i32 %xor13, -1640531535, !dbg !122
  br label %if.end, !dbg !123

if.end:                                           ; preds = %for.body.if.end_crit_edge, %if.then
  %inc.pre-phi = phi i32 [ %.pre, %for.body.if.end_crit_edge ], [ %add9, %if.then ], !dbg !114
  %h.1 = phi i32 [ %add5, %for.body.if.end_crit_edge ], [ %mul14, %if.then ], !dbg !105
  %exitcond.not = icmp eq i32 %inc.pre-phi, %n, !dbg !103
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !104, !llvm.loop !124
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9uniLoads6PKfS0_Pfii(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !126 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !127
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !129
  %mul = mul i32 %0, %1, !dbg !131
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !132
  %add = add i32 %mul, %2, !dbg !134
  %cmp61 = icmp sgt i32 %n, 0, !dbg !135
  br i1 %cmp61, label %for.body, label %for.cond.cleanup, !dbg !136

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %acc.1, %if.end ], !dbg !137
  %idxprom37 = sext i32 %add to i64, !dbg !138
  %arrayidx38 = getelementptr inbounds float, ptr %out, i64 %idxprom37, !dbg !138
  store float %acc.0.lcssa, ptr %arrayidx38, align 4, !dbg !139, !tbaa !32
  ret void, !dbg !140

for.body:                                         ; preds = %entry, %if.end
  %acc.063 = phi float [ %acc.1, %if.end ], [ 0.000000e+00, %entry ]
  %k.062 = phi i32 [ %inc, %if.end ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.062, 10, !dbg !141
  %add4 = add nsw i32 %mul3, %add, !dbg !142
  %idxprom = sext i32 %add4 to i64, !dbg !143
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !143
  %3 = load float, ptr %arrayidx, align 4, !dbg !143, !tbaa !32
  %add5 = fadd contract float %acc.063, %3, !dbg !144
  %cmp6 = icmp slt i32 %k.062, %m, !dbg !145
  br i1 %cmp6, label %if.then, label %if.end, !dbg !145

if.then:                                          ; preds = %for.body
  %mul7 = shl nsw i32 %k.062, 6, !dbg !146
  %idxprom9 = zext nneg i32 %mul7 to i64, !dbg !147
  %arrayidx10 = getelementptr inbounds nuw float, ptr %b, i64 %idxprom9, !dbg !147
  %4 = load float, ptr %arrayidx10, align 4, !dbg !147, !tbaa !32
  %add11 = fadd contract float %add5, %4, !dbg !148
  %arrayidx15 = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 4, !dbg !149
  %5 = load float, ptr %arrayidx15, align 4, !dbg !149, !tbaa !32
  %add16 = fadd contract float %add11, %5, !dbg !150
  %arrayidx20 = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 8, !dbg !151
  %6 = load float, ptr %arrayidx20, align 4, !dbg !151, !tbaa !32
  %add21 = fadd contract float %add16, %6, !dbg !152
  %arrayidx25 = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 12, !dbg !153
  %7 = load float, ptr %arrayidx25, align 4, !dbg !153, !tbaa !32
  %add26 = fadd contract float %add21, %7, !dbg !154
  %arrayidx30 = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 16, !dbg !155
  %8 = load float, ptr %arrayidx30, align 4, !dbg !155, !tbaa !32
  %add31 = fadd contract float %add26, %8, !dbg !156
  %arrayidx35 = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 20, !dbg !157
  %9 = load float, ptr %arrayidx35, align 4, !dbg !157, !tbaa !32
  %add36 = fadd contract float %add31, %9, !dbg !158
  br label %if.end, !dbg !159

if.end:                                           ; preds = %if.then, %for.body
  %acc.1 = phi float [ %add36, %if.then ], [ %add5, %for.body ], !dbg !137
  %inc = add nuw nsw i32 %k.062, 1, !dbg !160
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !135
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !136, !llvm.loop !161
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9uniStore1PKfPfii(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !163 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !164
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !166
  %mul = mul i32 %0, %1, !dbg !168
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !169
  %add = add i32 %mul, %2, !dbg !171
  %cmp15 = icmp sgt i32 %n, 0, !dbg !172
  br i1 %cmp15, label %for.body, label %for.cond.cleanup, !dbg !173

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret void, !dbg !174

for.body:                                         ; preds = %entry, %if.end
  %k.016 = phi i32 [ %inc, %if.end ], [ 0, %entry ]
  %cmp5 = icmp slt i32 %k.016, %m, !dbg !175
  br i1 %cmp5, label %if.then, label %if.end, !dbg !175

if.then:                                          ; preds = %for.body
  %mul3 = shl nsw i32 %k.016, 10, !dbg !176
  %add4 = add nsw i32 %mul3, %add, !dbg !177
  %idxprom = sext i32 %add4 to i64, !dbg !178
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !178
  %3 = load float, ptr %arrayidx, align 4, !dbg !178, !tbaa !32
  %mul6 = shl nsw i32 %k.016, 12, !dbg !179
  %add7 = add nsw i32 %mul6, %add, !dbg !180
  %idxprom8 = sext i32 %add7 to i64, !dbg !181
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %idxprom8, !dbg !181
  store float %3, ptr %arrayidx9, align 4, !dbg !182, !tbaa !32
  br label %if.end, !dbg !181

if.end:                                           ; preds = %if.then, %for.body
  %inc = add nuw nsw i32 %k.016, 1, !dbg !183
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !172
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !173, !llvm.loop !184
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9mixedFma7PKfPfii(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !186 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !187
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !189
  %mul = mul i32 %0, %1, !dbg !191
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !192
  %add = add i32 %mul, %2, !dbg !194
  %idxprom = sext i32 %add to i64, !dbg !195
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !195
  %3 = load float, ptr %arrayidx, align 4, !dbg !195, !tbaa !32
  %cmp = fcmp contract ogt float %3, 5.000000e-01, !dbg !196
  %lim.0 = select i1 %cmp, i32 %m, i32 %n, !dbg !196
  %cmp337 = icmp sgt i32 %n, 0, !dbg !197
  br i1 %cmp337, label %for.body, label %for.cond.cleanup, !dbg !198

for.cond.cleanup:                                 ; preds = %if.end17, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %acc.2, %if.end17 ], !dbg !199
  %arrayidx22 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !200
  store float %acc.0.lcssa, ptr %arrayidx22, align 4, !dbg !201, !tbaa !32
  ret void, !dbg !202

for.body:                                         ; preds = %entry, %if.end17
  %k.039 = phi i32 [ %inc19, %if.end17 ], [ 0, %entry ]
  %acc.038 = phi float [ %acc.2, %if.end17 ], [ 0.000000e+00, %entry ]
  %mul4 = shl nsw i32 %k.039, 10, !dbg !203
  %add5 = add nsw i32 %mul4, %add, !dbg !204
  %idxprom6 = sext i32 %add5 to i64, !dbg !205
  %arrayidx7 = getelementptr inbounds float, ptr %a, i64 %idxprom6, !dbg !205
  %4 = load float, ptr %arrayidx7, align 4, !dbg !205, !tbaa !32
  %add8 = fadd contract float %acc.038, %4, !dbg !206
  %cmp9 = icmp slt i32 %k.039, %lim.0, !dbg !207
  br i1 %cmp9, label %for.body14.preheader, label %if.end17, !dbg !207

for.body14.preheader:                             ; preds = %for.body
  %mul15 = fmul contract float %4, %add8, !dbg !208
  %add16 = fadd contract float %mul15, 0.000000e+00, !dbg !209
  %mul15.1 = fmul contract float %4, %add16, !dbg !208
  %add16.1 = fadd contract float %mul15.1, 1.000000e+00, !dbg !209
  %mul15.2 = fmul contract float %4, %add16.1, !dbg !208
  %add16.2 = fadd contract float %mul15.2, 2.000000e+00, !dbg !209
  %mul15.3 = fmul contract float %4, %add16.2, !dbg !208
  %add16.3 = fadd contract float %mul15.3, 3.000000e+00, !dbg !209
  %mul15.4 = fmul contract float %4, %add16.3, !dbg !208
  %add16.4 = fadd contract float %mul15.4, 4.000000e+00, !dbg !209
  %mul15.5 = fmul contract float %4, %add16.4, !dbg !208
  %add16.5 = fadd contract float %mul15.5, 5.000000e+00, !dbg !209
  %mul15.6 = fmul contract float %4, %add16.5, !dbg !208
  %add16.6 = fadd contract float %mul15.6, 6.000000e+00, !dbg !209
  br label %if.end17, !dbg !210

if.end17:                                         ; preds = %for.body14.preheader, %for.body
  %acc.2 = phi float [ %add8, %for.body ], [ %add16.6, %for.body14.preheader ], !dbg !206
  %inc19 = add nuw nsw i32 %k.039, 1, !dbg !210
  %exitcond.not = icmp eq i32 %inc19, %n, !dbg !197
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !198, !llvm.loop !211
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "predication_uniform.cu", directory: "/work/main/tests/analyzer/inputs")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "uniFma6", scope: !1, file: !1, line: 12, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 11, scope: !12)
!19 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 13, column: 24, scope: !12)
!22 = !DILocation(line: 13, column: 22, scope: !12)
!23 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 13, column: 37, scope: !12)
!26 = !DILocation(line: 13, column: 35, scope: !12)
!27 = !DILocation(line: 16, column: 21, scope: !12)
!28 = !DILocation(line: 16, column: 3, scope: !12)
!29 = !DILocation(line: 0, scope: !12)
!30 = !DILocation(line: 25, column: 3, scope: !12)
!31 = !DILocation(line: 25, column: 10, scope: !12)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !10, i64 0}
!34 = !DILocation(line: 26, column: 1, scope: !12)
!35 = !DILocation(line: 17, column: 23, scope: !12)
!36 = !DILocation(line: 17, column: 19, scope: !12)
!37 = !DILocation(line: 17, column: 15, scope: !12)
!38 = !DILocation(line: 18, column: 9, scope: !12)
!39 = !DILocation(line: 19, column: 11, scope: !12)
!40 = !DILocation(line: 22, column: 19, scope: !12)
!41 = !DILocation(line: 22, column: 23, scope: !12)
!42 = !DILocation(line: 16, column: 26, scope: !12)
!43 = distinct !{!43, !28, !44, !45, !46}
!44 = !DILocation(line: 24, column: 3, scope: !12)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = distinct !DISubprogram(name: "uniFma7", scope: !1, file: !1, line: 29, type: !13, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !49)
!49 = distinct !DILocation(line: 30, column: 11, scope: !47)
!50 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !51)
!51 = distinct !DILocation(line: 30, column: 24, scope: !47)
!52 = !DILocation(line: 30, column: 22, scope: !47)
!53 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !54)
!54 = distinct !DILocation(line: 30, column: 37, scope: !47)
!55 = !DILocation(line: 30, column: 35, scope: !47)
!56 = !DILocation(line: 33, column: 21, scope: !47)
!57 = !DILocation(line: 33, column: 3, scope: !47)
!58 = !DILocation(line: 0, scope: !47)
!59 = !DILocation(line: 42, column: 3, scope: !47)
!60 = !DILocation(line: 42, column: 10, scope: !47)
!61 = !DILocation(line: 43, column: 1, scope: !47)
!62 = !DILocation(line: 34, column: 23, scope: !47)
!63 = !DILocation(line: 34, column: 19, scope: !47)
!64 = !DILocation(line: 34, column: 15, scope: !47)
!65 = !DILocation(line: 35, column: 9, scope: !47)
!66 = !DILocation(line: 36, column: 11, scope: !47)
!67 = !DILocation(line: 39, column: 19, scope: !47)
!68 = !DILocation(line: 39, column: 23, scope: !47)
!69 = !DILocation(line: 33, column: 26, scope: !47)
!70 = distinct !{!70, !57, !71, !45, !46}
!71 = !DILocation(line: 41, column: 3, scope: !47)
!72 = distinct !DISubprogram(name: "uniHash2", scope: !1, file: !1, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !74)
!74 = distinct !DILocation(line: 47, column: 11, scope: !72)
!75 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !76)
!76 = distinct !DILocation(line: 47, column: 24, scope: !72)
!77 = !DILocation(line: 47, column: 22, scope: !72)
!78 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !79)
!79 = distinct !DILocation(line: 47, column: 37, scope: !72)
!80 = !DILocation(line: 47, column: 35, scope: !72)
!81 = !DILocation(line: 50, column: 21, scope: !72)
!82 = !DILocation(line: 50, column: 3, scope: !72)
!83 = !DILocation(line: 0, scope: !72)
!84 = !DILocation(line: 58, column: 3, scope: !72)
!85 = !DILocation(line: 58, column: 10, scope: !72)
!86 = !DILocation(line: 59, column: 1, scope: !72)
!87 = !DILocation(line: 51, column: 26, scope: !72)
!88 = !DILocation(line: 51, column: 22, scope: !72)
!89 = !DILocation(line: 51, column: 18, scope: !72)
!90 = !DILocation(line: 52, column: 7, scope: !72)
!91 = !DILocation(line: 53, column: 11, scope: !72)
!92 = distinct !{!92, !82, !93, !45, !46}
!93 = !DILocation(line: 57, column: 3, scope: !72)
!94 = distinct !DISubprogram(name: "uniHash3", scope: !1, file: !1, line: 62, type: !13, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!95 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !96)
!96 = distinct !DILocation(line: 63, column: 11, scope: !94)
!97 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !98)
!98 = distinct !DILocation(line: 63, column: 24, scope: !94)
!99 = !DILocation(line: 63, column: 22, scope: !94)
!100 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !101)
!101 = distinct !DILocation(line: 63, column: 37, scope: !94)
!102 = !DILocation(line: 63, column: 35, scope: !94)
!103 = !DILocation(line: 66, column: 21, scope: !94)
!104 = !DILocation(line: 66, column: 3, scope: !94)
!105 = !DILocation(line: 0, scope: !94)
!106 = !DILocation(line: 75, column: 3, scope: !94)
!107 = !DILocation(line: 75, column: 10, scope: !94)
!108 = !DILocation(line: 76, column: 1, scope: !94)
!109 = !DILocation(line: 67, column: 26, scope: !94)
!110 = !DILocation(line: 67, column: 22, scope: !94)
!111 = !DILocation(line: 67, column: 18, scope: !94)
!112 = !DILocation(line: 68, column: 7, scope: !94)
!113 = !DILocation(line: 69, column: 11, scope: !94)
!114 = !DILocation(line: 66, column: 26, scope: !94)
!115 = !DILocation(line: 70, column: 14, scope: !94)
!116 = !DILocation(line: 70, column: 25, scope: !94)
!117 = !DILocation(line: 71, column: 19, scope: !94)
!118 = !DILocation(line: 71, column: 14, scope: !94)
!119 = !DILocation(line: 71, column: 25, scope: !94)
!120 = !DILocation(line: 72, column: 19, scope: !94)
!121 = !DILocation(line: 72, column: 14, scope: !94)
!122 = !DILocation(line: 72, column: 25, scope: !94)
!123 = !DILocation(line: 73, column: 5, scope: !94)
!124 = distinct !{!124, !104, !125, !45, !46}
!125 = !DILocation(line: 74, column: 3, scope: !94)
!126 = distinct !DISubprogram(name: "uniLoads6", scope: !1, file: !1, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!127 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !128)
!128 = distinct !DILocation(line: 80, column: 11, scope: !126)
!129 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !130)
!130 = distinct !DILocation(line: 80, column: 24, scope: !126)
!131 = !DILocation(line: 80, column: 22, scope: !126)
!132 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !133)
!133 = distinct !DILocation(line: 80, column: 37, scope: !126)
!134 = !DILocation(line: 80, column: 35, scope: !126)
!135 = !DILocation(line: 83, column: 21, scope: !126)
!136 = !DILocation(line: 83, column: 3, scope: !126)
!137 = !DILocation(line: 0, scope: !126)
!138 = !DILocation(line: 91, column: 3, scope: !126)
!139 = !DILocation(line: 91, column: 10, scope: !126)
!140 = !DILocation(line: 92, column: 1, scope: !126)
!141 = !DILocation(line: 84, column: 23, scope: !126)
!142 = !DILocation(line: 84, column: 19, scope: !126)
!143 = !DILocation(line: 84, column: 15, scope: !126)
!144 = !DILocation(line: 85, column: 9, scope: !126)
!145 = !DILocation(line: 86, column: 11, scope: !126)
!146 = !DILocation(line: 87, column: 18, scope: !126)
!147 = !DILocation(line: 87, column: 14, scope: !126)
!148 = !DILocation(line: 87, column: 11, scope: !126)
!149 = !DILocation(line: 87, column: 36, scope: !126)
!150 = !DILocation(line: 87, column: 33, scope: !126)
!151 = !DILocation(line: 87, column: 58, scope: !126)
!152 = !DILocation(line: 87, column: 55, scope: !126)
!153 = !DILocation(line: 88, column: 14, scope: !126)
!154 = !DILocation(line: 88, column: 11, scope: !126)
!155 = !DILocation(line: 88, column: 36, scope: !126)
!156 = !DILocation(line: 88, column: 33, scope: !126)
!157 = !DILocation(line: 88, column: 58, scope: !126)
!158 = !DILocation(line: 88, column: 55, scope: !126)
!159 = !DILocation(line: 89, column: 5, scope: !126)
!160 = !DILocation(line: 83, column: 26, scope: !126)
!161 = distinct !{!161, !136, !162, !45, !46}
!162 = !DILocation(line: 90, column: 3, scope: !126)
!163 = distinct !DISubprogram(name: "uniStore1", scope: !1, file: !1, line: 96, type: !13, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!164 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !165)
!165 = distinct !DILocation(line: 97, column: 11, scope: !163)
!166 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !167)
!167 = distinct !DILocation(line: 97, column: 24, scope: !163)
!168 = !DILocation(line: 97, column: 22, scope: !163)
!169 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !170)
!170 = distinct !DILocation(line: 97, column: 37, scope: !163)
!171 = !DILocation(line: 97, column: 35, scope: !163)
!172 = !DILocation(line: 99, column: 21, scope: !163)
!173 = !DILocation(line: 99, column: 3, scope: !163)
!174 = !DILocation(line: 104, column: 1, scope: !163)
!175 = !DILocation(line: 101, column: 11, scope: !163)
!176 = !DILocation(line: 100, column: 23, scope: !163)
!177 = !DILocation(line: 100, column: 19, scope: !163)
!178 = !DILocation(line: 100, column: 15, scope: !163)
!179 = !DILocation(line: 102, column: 17, scope: !163)
!180 = !DILocation(line: 102, column: 13, scope: !163)
!181 = !DILocation(line: 102, column: 7, scope: !163)
!182 = !DILocation(line: 102, column: 25, scope: !163)
!183 = !DILocation(line: 99, column: 26, scope: !163)
!184 = distinct !{!184, !173, !185, !45, !46}
!185 = !DILocation(line: 103, column: 3, scope: !163)
!186 = distinct !DISubprogram(name: "mixedFma7", scope: !1, file: !1, line: 109, type: !13, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!187 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !188)
!188 = distinct !DILocation(line: 110, column: 11, scope: !186)
!189 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !190)
!190 = distinct !DILocation(line: 110, column: 24, scope: !186)
!191 = !DILocation(line: 110, column: 22, scope: !186)
!192 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !193)
!193 = distinct !DILocation(line: 110, column: 37, scope: !186)
!194 = !DILocation(line: 110, column: 35, scope: !186)
!195 = !DILocation(line: 112, column: 7, scope: !186)
!196 = !DILocation(line: 112, column: 12, scope: !186)
!197 = !DILocation(line: 116, column: 21, scope: !186)
!198 = !DILocation(line: 116, column: 3, scope: !186)
!199 = !DILocation(line: 0, scope: !186)
!200 = !DILocation(line: 125, column: 3, scope: !186)
!201 = !DILocation(line: 125, column: 10, scope: !186)
!202 = !DILocation(line: 126, column: 1, scope: !186)
!203 = !DILocation(line: 117, column: 23, scope: !186)
!204 = !DILocation(line: 117, column: 19, scope: !186)
!205 = !DILocation(line: 117, column: 15, scope: !186)
!206 = !DILocation(line: 118, column: 9, scope: !186)
!207 = !DILocation(line: 119, column: 11, scope: !186)
!208 = !DILocation(line: 122, column: 19, scope: !186)
!209 = !DILocation(line: 122, column: 23, scope: !186)
!210 = !DILocation(line: 116, column: 26, scope: !186)
!211 = distinct !{!211, !198, !212, !45, !46}
!212 = !DILocation(line: 124, column: 3, scope: !186)
