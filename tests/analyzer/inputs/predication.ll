; Generated from tests/analyzer/inputs/predication.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version  -S -emit-llvm predication.cu -o -
; ModuleID = 'predication.cu'
source_filename = "predication.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10guardedFmaPKfPfi(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %mul = mul i32 %0, %1, !dbg !22
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %add = add i32 %mul, %2, !dbg !26
  %cmp26 = icmp sgt i32 %n, 0, !dbg !27
  br i1 %cmp26, label %for.body, label %for.cond.cleanup, !dbg !28

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %acc.2, %if.end ], !dbg !29
  %idxprom15 = sext i32 %add to i64, !dbg !30
  %arrayidx16 = getelementptr inbounds float, ptr %out, i64 %idxprom15, !dbg !30
  store float %acc.0.lcssa, ptr %arrayidx16, align 4, !dbg !31, !tbaa !32
  ret void, !dbg !34

for.body:                                         ; preds = %entry, %if.end
  %acc.028 = phi float [ %acc.2, %if.end ], [ 0.000000e+00, %entry ]
  %k.027 = phi i32 [ %inc13, %if.end ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.027, 10, !dbg !35
  %add4 = add nsw i32 %mul3, %add, !dbg !36
  %idxprom = sext i32 %add4 to i64, !dbg !37
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !37
  %3 = load float, ptr %arrayidx, align 4, !dbg !37, !tbaa !32
  %cmp5 = fcmp contract ogt float %3, 5.000000e-01, !dbg !38
  br i1 %cmp5, label %for.body9.preheader, label %if.end, !dbg !38

for.body9.preheader:                              ; preds = %for.body
  %mul10 = fmul contract float %3, %acc.028, !dbg !39
  %add11 = fadd contract float %mul10, 0.000000e+00, !dbg !40
  %mul10.1 = fmul contract float %3, %add11, !dbg !39
  %add11.1 = fadd contract float %mul10.1, 1.000000e+00, !dbg !40
  %mul10.2 = fmul contract float %3, %add11.1, !dbg !39
  %add11.2 = fadd contract float %mul10.2, 2.000000e+00, !dbg !40
  %mul10.3 = fmul contract float %3, %add11.2, !dbg !39
  %add11.3 = fadd contract float %mul10.3, 3.000000e+00, !dbg !40
  br label %if.end, !dbg !41

if.end:                                           ; preds = %for.body9.preheader, %for.body
  %acc.2 = phi float [ %acc.028, %for.body ], [ %add11.3, %for.body9.preheader ], !dbg !29
  %inc13 = add nuw nsw i32 %k.027, 1, !dbg !41
  %exitcond.not = icmp eq i32 %inc13, %n, !dbg !27
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !28, !llvm.loop !42
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11guardedLongPKfPfi(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !46 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !47
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !49
  %mul = mul i32 %0, %1, !dbg !51
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %add = add i32 %mul, %2, !dbg !54
  %cmp26 = icmp sgt i32 %n, 0, !dbg !55
  br i1 %cmp26, label %for.body, label %for.cond.cleanup, !dbg !56

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %acc.2, %if.end ], !dbg !57
  %idxprom15 = sext i32 %add to i64, !dbg !58
  %arrayidx16 = getelementptr inbounds float, ptr %out, i64 %idxprom15, !dbg !58
  store float %acc.0.lcssa, ptr %arrayidx16, align 4, !dbg !59, !tbaa !32
  ret void, !dbg !60

for.body:                                         ; preds = %entry, %if.end
  %acc.028 = phi float [ %acc.2, %if.end ], [ 0.000000e+00, %entry ]
  %k.027 = phi i32 [ %inc13, %if.end ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.027, 10, !dbg !61
  %add4 = add nsw i32 %mul3, %add, !dbg !62
  %idxprom = sext i32 %add4 to i64, !dbg !63
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !63
  %3 = load float, ptr %arrayidx, align 4, !dbg !63, !tbaa !32
  %cmp5 = fcmp contract ogt float %3, 5.000000e-01, !dbg !64
  br i1 %cmp5, label %for.body9.preheader, label %if.end, !dbg !64

for.body9.preheader:                              ; preds = %for.body
  %mul10 = fmul contract float %3, %acc.028, !dbg !65
  %add11 = fadd contract float %mul10, 0.000000e+00, !dbg !66
  %mul10.1 = fmul contract float %3, %add11, !dbg !65
  %add11.1 = fadd contract float %mul10.1, 1.000000e+00, !dbg !66
  %mul10.2 = fmul contract float %3, %add11.1, !dbg !65
  %add11.2 = fadd contract float %mul10.2, 2.000000e+00, !dbg !66
  %mul10.3 = fmul contract float %3, %add11.2, !dbg !65
  %add11.3 = fadd contract float %mul10.3, 3.000000e+00, !dbg !66
  %mul10.4 = fmul contract float %3, %add11.3, !dbg !65
  %add11.4 = fadd contract float %mul10.4, 4.000000e+00, !dbg !66
  %mul10.5 = fmul contract float %3, %add11.4, !dbg !65
  %add11.5 = fadd contract float %mul10.5, 5.000000e+00, !dbg !66
  %mul10.6 = fmul contract float %3, %add11.5, !dbg !65
  %add11.6 = fadd contract float %mul10.6, 6.000000e+00, !dbg !66
  %mul10.7 = fmul contract float %3, %add11.6, !dbg !65
  %add11.7 = fadd contract float %mul10.7, 7.000000e+00, !dbg !66
  %mul10.8 = fmul contract float %3, %add11.7, !dbg !65
  %add11.8 = fadd contract float %mul10.8, 8.000000e+00, !dbg !66
  %mul10.9 = fmul contract float %3, %add11.8, !dbg !65
  %add11.9 = fadd contract float %mul10.9, 9.000000e+00, !dbg !66
  %mul10.10 = fmul contract float %3, %add11.9, !dbg !65
  %add11.10 = fadd contract float %mul10.10, 1.000000e+01, !dbg !66
  %mul10.11 = fmul contract float %3, %add11.10, !dbg !65
  %add11.11 = fadd contract float %mul10.11, 1.100000e+01, !dbg !66
  br label %if.end, !dbg !67

if.end:                                           ; preds = %for.body9.preheader, %for.body
  %acc.2 = phi float [ %acc.028, %for.body ], [ %add11.11, %for.body9.preheader ], !dbg !57
  %inc13 = add nuw nsw i32 %k.027, 1, !dbg !67
  %exitcond.not = icmp eq i32 %inc13, %n, !dbg !55
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !56, !llvm.loop !68
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15guardedDivisionPKfS0_Pfi(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !70 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !71
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !73
  %mul = mul i32 %0, %1, !dbg !75
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !76
  %add = add i32 %mul, %2, !dbg !78
  %cmp17 = icmp sgt i32 %n, 0, !dbg !79
  br i1 %cmp17, label %for.body, label %for.cond.cleanup, !dbg !80

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %acc.1, %if.end ], !dbg !81
  %idxprom9 = sext i32 %add to i64, !dbg !82
  %arrayidx10 = getelementptr inbounds float, ptr %out, i64 %idxprom9, !dbg !82
  store float %acc.0.lcssa, ptr %arrayidx10, align 4, !dbg !83, !tbaa !32
  ret void, !dbg !84

for.body:                                         ; preds = %entry, %if.end
  %acc.019 = phi float [ %acc.1, %if.end ], [ 0.000000e+00, %entry ]
  %k.018 = phi i32 [ %inc, %if.end ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.018, 10, !dbg !85
  %add4 = add nsw i32 %mul3, %add, !dbg !86
  %idxprom = sext i32 %add4 to i64, !dbg !87
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !87
  %3 = load float, ptr %arrayidx, align 4, !dbg !87, !tbaa !32
  %cmp5 = fcmp contract ogt float %3, 5.000000e-01, !dbg !88
  br i1 %cmp5, label %if.then, label %if.end, !dbg !88

if.then:                                          ; preds = %for.body
  %idxprom6 = zext nneg i32 %k.018 to i64
  %arrayidx7 = getelementptr inbounds nuw float, ptr %b, i64 %idxprom6
  %4 = load float, ptr %arrayidx7, align 4, !dbg !89, !tbaa !32
  %div = fdiv contract float %4, %3, !dbg !90
  %add8 = fadd contract float %acc.019, %div, !dbg !91
  br label %if.end, !dbg !92

if.end:                                           ; preds = %if.then, %for.body
  %acc.1 = phi float [ %add8, %if.then ], [ %acc.019, %for.body ], !dbg !81
  %inc = add nuw nsw i32 %k.018, 1, !dbg !93
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !79
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !80, !llvm.loop !94
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11guardedLoadPKfS0_Pfii(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !96 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !97
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !99
  %mul = mul i32 %0, %1, !dbg !101
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !102
  %add = add i32 %mul, %2, !dbg !104
  %cmp20 = icmp sgt i32 %n, 0, !dbg !105
  br i1 %cmp20, label %for.body, label %for.cond.cleanup, !dbg !106

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %acc.1, %if.end ], !dbg !107
  %idxprom12 = sext i32 %add to i64, !dbg !108
  %arrayidx13 = getelementptr inbounds float, ptr %out, i64 %idxprom12, !dbg !108
  store float %acc.0.lcssa, ptr %arrayidx13, align 4, !dbg !109, !tbaa !32
  ret void, !dbg !110

for.body:                                         ; preds = %entry, %if.end
  %acc.022 = phi float [ %acc.1, %if.end ], [ 0.000000e+00, %entry ]
  %k.021 = phi i32 [ %inc, %if.end ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.021, 10, !dbg !111
  %add4 = add nsw i32 %mul3, %add, !dbg !112
  %idxprom = sext i32 %add4 to i64, !dbg !113
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !113
  %3 = load float, ptr %arrayidx, align 4, !dbg !113, !tbaa !32
  %cmp5 = fcmp contract ogt float %3, 5.000000e-01, !dbg !114
  br i1 %cmp5, label %if.then, label %if.end, !dbg !114

if.then:                                          ; preds = %for.body
  %add6 = add nsw i32 %k.021, %add
  %mul7 = mul nsw i32 %add6, %m
  %4 = sext i32 %mul7 to i64
  %5 = getelementptr float, ptr %b, i64 %4
  %arrayidx10 = getelementptr i8, ptr %5, i64 12
  %6 = load float, ptr %arrayidx10, align 4, !dbg !115, !tbaa !32
  %add11 = fadd contract float %acc.022, %6, !dbg !116
  br label %if.end, !dbg !117

if.end:                                           ; preds = %if.then, %for.body
  %acc.1 = phi float [ %add11, %if.then ], [ %acc.022, %for.body ], !dbg !107
  %inc = add nuw nsw i32 %k.021, 1, !dbg !118
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !105
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !106, !llvm.loop !119
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9earlyExitPKfPfi(ptr noundef readonly captures(none) %x, ptr noundef writeonly captures(none) %y, i32 noundef %n) local_unnamed_addr #1 !dbg !121 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !122
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !124
  %mul = mul i32 %0, %1, !dbg !126
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !127
  %add = add i32 %mul, %2, !dbg !129
  %cmp = icmp slt i32 %add, %n, !dbg !130
  br i1 %cmp, label %if.then, label %if.end, !dbg !130

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !dbg !131, !tbaa !32
  %mul3 = fmul contract float %3, 2.000000e+00, !dbg !132
  store float %mul3, ptr %arrayidx5, align 4, !dbg !133, !tbaa !32
  br label %if.end, !dbg !134

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !135
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9windowSumPKfPfii(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !136 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !137
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !139
  %mul = mul i32 %0, %1, !dbg !141
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !142
  %add = add i32 %mul, %2, !dbg !144
  %div.neg = sdiv i32 %m, -2, !dbg !145
  %sub = add i32 %div.neg, %add, !dbg !146
  %cmp16 = icmp sgt i32 %m, 0, !dbg !147
  br i1 %cmp16, label %for.body, label %for.cond.cleanup, !dbg !148

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %acc.1, %if.end ], !dbg !149
  %idxprom7 = sext i32 %add to i64, !dbg !150
  %arrayidx8 = getelementptr inbounds float, ptr %out, i64 %idxprom7, !dbg !150
  store float %acc.0.lcssa, ptr %arrayidx8, align 4, !dbg !151, !tbaa !32
  ret void, !dbg !152

for.body:                                         ; preds = %entry, %if.end
  %acc.018 = phi float [ %acc.1, %if.end ], [ 0.000000e+00, %entry ]
  %k.017 = phi i32 [ %inc, %if.end ], [ 0, %entry ]
  %add3 = add nsw i32 %sub, %k.017, !dbg !153
  %cmp4 = icmp sgt i32 %add3, -1, !dbg !154
  %cmp5 = icmp slt i32 %add3, %n
  %or.cond = and i1 %cmp4, %cmp5, !dbg !155
  br i1 %or.cond, label %if.then, label %if.end, !dbg !155

if.then:                                          ; preds = %for.body
  %idxprom = zext nneg i32 %add3 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %a, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !dbg !156, !tbaa !32
  %add6 = fadd contract float %acc.018, %3, !dbg !157
  br label %if.end, !dbg !158

if.end:                                           ; preds = %if.then, %for.body
  %acc.1 = phi float [ %add6, %if.then ], [ %acc.018, %for.body ], !dbg !149
  %inc = add nuw nsw i32 %k.017, 1, !dbg !159
  %exitcond.not = icmp eq i32 %inc, %m, !dbg !147
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !148, !llvm.loop !160
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14hashThreeStepsPKfPji(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !162 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !163
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !165
  %mul = mul i32 %0, %1, !dbg !167
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !168
  %add = add i32 %mul, %2, !dbg !170
  %cmp27 = icmp sgt i32 %n, 0, !dbg !171
  br i1 %cmp27, label %for.body, label %for.cond.cleanup, !dbg !172

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %h.0.lcssa = phi i32 [ %add, %entry ], [ %h.2, %if.end ], !dbg !173
  %idxprom15 = sext i32 %add to i64, !dbg !174
  %arrayidx16 = getelementptr inbounds i32, ptr %out, i64 %idxprom15, !dbg !174
  store i32 %h.0.lcssa, ptr %arrayidx16, align 4, !dbg !175, !tbaa !8
  ret void, !dbg !176

for.body:                                         ; preds = %entry, %if.end
  %h.029 = phi i32 [ %h.2, %if.end ], [ %add, %entry ]
  %k.028 = phi i32 [ %inc13.pre-phi, %if.end ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.028, 10, !dbg !177
  %add4 = add nsw i32 %mul3, %add, !dbg !178
  %idxprom = sext i32 %add4 to i64, !dbg !179
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !179
  %3 = load float, ptr %arrayidx, align 4, !dbg !179, !tbaa !32
  %cmp5 = fcmp contract ogt float %3, 5.000000e-01, !dbg !180
  br i1 %cmp5, label %for.body9.preheader, label %for.body.if.end_crit_edge, !dbg !180

for.body.if.end_crit_edge:                        ; preds = %for.body
  %.pre = add nuw nsw i32 %k.028, 1, !dbg !181
  br label %if.end, !dbg !180

for.body9.preheader:                              ; preds = %for.body
  %xor = xor i32 %k.028, %h.029, !dbg !182
  %mul11 = mul i32 %xor, -1640531535, !dbg !183
  %add10.1 = add nuw nsw i32 %k.028, 1, !dbg !184
  %xor.1 = xor i32 %add10.1, %mul11, !dbg !182
  %mul11.1 = mul i32 %xor.1, -1640531535, !dbg !183
  %add10.2 = add nuw nsw i32 %k.028, 2, !dbg !184
  %xor.2 = xor i32 %add10.2, %mul11.1, !dbg !182
  %mul11.2 = mul i32 %xor.2, -1640531535, !dbg !183
  br label %if.end, !dbg !181

if.end:                                           ; preds = %for.body.if.end_crit_edge, %for.body9.preheader
  %inc13.pre-phi = phi i32 [ %.pre, %for.body.if.end_crit_edge ], [ %add10.1, %for.body9.preheader ], !dbg !181
  %h.2 = phi i32 [ %h.029, %for.body.if.end_crit_edge ], [ %mul11.2, %for.body9.preheader ], !dbg !173
  %exitcond.not = icmp eq i32 %inc13.pre-phi, %n, !dbg !171
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !172, !llvm.loop !185
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13hashFourStepsPKfPji(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !187 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !188
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !190
  %mul = mul i32 %0, %1, !dbg !192
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !193
  %add = add i32 %mul, %2, !dbg !195
  %cmp27 = icmp sgt i32 %n, 0, !dbg !196
  br i1 %cmp27, label %for.body, label %for.cond.cleanup, !dbg !197

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %h.0.lcssa = phi i32 [ %add, %entry ], [ %h.2, %if.end ], !dbg !198
  %idxprom15 = sext i32 %add to i64, !dbg !199
  %arrayidx16 = getelementptr inbounds i32, ptr %out, i64 %idxprom15, !dbg !199
  store i32 %h.0.lcssa, ptr %arrayidx16, align 4, !dbg !200, !tbaa !8
  ret void, !dbg !201

for.body:                                         ; preds = %entry, %if.end
  %h.029 = phi i32 [ %h.2, %if.end ], [ %add, %entry ]
  %k.028 = phi i32 [ %inc13.pre-phi, %if.end ], [ 0, %entry ]
  %mul3 = shl nsw i32 %k.028, 10, !dbg !202
  %add4 = add nsw i32 %mul3, %add, !dbg !203
  %idxprom = sext i32 %add4 to i64, !dbg !204
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !204
  %3 = load float, ptr %arrayidx, align 4, !dbg !204, !tbaa !32
  %cmp5 = fcmp contract ogt float %3, 5.000000e-01, !dbg !205
  br i1 %cmp5, label %for.body9.preheader, label %for.body.if.end_crit_edge, !dbg !205

for.body.if.end_crit_edge:                        ; preds = %for.body
  %.pre = add nuw nsw i32 %k.028, 1, !dbg !206
  br label %if.end, !dbg !205

for.body9.preheader:                              ; preds = %for.body
  %xor = xor i32 %k.028, %h.029, !dbg !207
  %mul11 = mul i32 %xor, -1640531535, !dbg !208
  %add10.1 = add nuw nsw i32 %k.028, 1, !dbg !209
  %xor.1 = xor i32 %add10.1, %mul11, !dbg !207
  %mul11.1 = mul i32 %xor.1, -1640531535, !dbg !208
  %add10.2 = add nuw nsw i32 %k.028, 2, !dbg !209
  %xor.2 = xor i32 %add10.2, %mul11.1, !dbg !207
  %mul11.2 = mul i32 %xor.2, -1640531535, !dbg !208
  %add10.3 = add nuw nsw i32 %k.028, 3, !dbg !209
  %xor.3 = xor i32 %add10.3, %mul11.2, !dbg !207
  %mul11.3 = mul i32 %xor.3, -1640531535, !dbg !208
  br label %if.end, !dbg !206

if.end:                                           ; preds = %for.body.if.end_crit_edge, %for.body9.preheader
  %inc13.pre-phi = phi i32 [ %.pre, %for.body.if.end_crit_edge ], [ %add10.1, %for.body9.preheader ], !dbg !206
  %h.2 = phi i32 [ %h.029, %for.body.if.end_crit_edge ], [ %mul11.3, %for.body9.preheader ], !dbg !198
  %exitcond.not = icmp eq i32 %inc13.pre-phi, %n, !dbg !196
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !197, !llvm.loop !210
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10fiveStoresPKfPfi(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !212 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !213
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !215
  %mul = mul i32 %0, %1, !dbg !217
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !218
  %add = add i32 %mul, %2, !dbg !220
  %cmp27 = icmp sgt i32 %n, 0, !dbg !221
  br i1 %cmp27, label %for.body.preheader, label %for.cond.cleanup, !dbg !222

for.body.preheader:                               ; preds = %entry
  %invariant.op = add i32 %add, 4096, !dbg !222
  %invariant.op29 = add i32 %add, 8192, !dbg !222
  %invariant.op30 = add i32 %add, 12288, !dbg !222
  %invariant.op31 = add i32 %add, 16384, !dbg !222
  br label %for.body, !dbg !222

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret void, !dbg !223

for.body:                                         ; preds = %for.body.preheader, %if.end
  %k.028 = phi i32 [ %inc17, %if.end ], [ 0, %for.body.preheader ]
  %mul3 = shl nsw i32 %k.028, 10, !dbg !224
  %add4 = add nsw i32 %mul3, %add, !dbg !225
  %idxprom = sext i32 %add4 to i64, !dbg !226
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !226
  %3 = load float, ptr %arrayidx, align 4, !dbg !226, !tbaa !32
  %cmp5 = fcmp contract ogt float %3, 5.000000e-01, !dbg !227
  br i1 %cmp5, label %for.cond6.preheader, label %if.end, !dbg !227

for.cond6.preheader:                              ; preds = %for.body
  %mul12 = mul i32 %k.028, 20480, !dbg !228
  %add13 = add nsw i32 %mul12, %add, !dbg !229
  %idxprom14 = sext i32 %add13 to i64, !dbg !230
  %arrayidx15 = getelementptr inbounds float, ptr %out, i64 %idxprom14, !dbg !230
  store float %3, ptr %arrayidx15, align 4, !dbg !231, !tbaa !32
  %add11.1 = mul i32 %k.028, 20480, !dbg !228
  %add13.1.reass = add i32 %add11.1, %invariant.op
  %idxprom14.1 = sext i32 %add13.1.reass to i64, !dbg !230
  %arrayidx15.1 = getelementptr inbounds float, ptr %out, i64 %idxprom14.1, !dbg !230
  store float %3, ptr %arrayidx15.1, align 4, !dbg !231, !tbaa !32
  %add11.2 = mul i32 %k.028, 20480, !dbg !228
  %add13.2.reass = add i32 %add11.2, %invariant.op29
  %idxprom14.2 = sext i32 %add13.2.reass to i64, !dbg !230
  %arrayidx15.2 = getelementptr inbounds float, ptr %out, i64 %idxprom14.2, !dbg !230
  store float %3, ptr %arrayidx15.2, align 4, !dbg !231, !tbaa !32
  %add11.3 = mul i32 %k.028, 20480, !dbg !228
  %add13.3.reass = add i32 %add11.3, %invariant.op30
  %idxprom14.3 = sext i32 %add13.3.reass to i64, !dbg !230
  %arrayidx15.3 = getelementptr inbounds float, ptr %out, i64 %idxprom14.3, !dbg !230
  store float %3, ptr %arrayidx15.3, align 4, !dbg !231, !tbaa !32
  %add11.4 = mul i32 %k.028, 20480, !dbg !228
  %add13.4.reass = add i32 %add11.4, %invariant.op31
  %idxprom14.4 = sext i32 %add13.4.reass to i64, !dbg !230
  %arrayidx15.4 = getelementptr inbounds float, ptr %out, i64 %idxprom14.4, !dbg !230
  store float %3, ptr %arrayidx15.4, align 4, !dbg !231, !tbaa !32
  br label %if.end, !dbg !232

if.end:                                           ; preds = %for.cond6.preheader, %for.body
  %inc17 = add nuw nsw i32 %k.028, 1, !dbg !232
  %exitcond.not = icmp eq i32 %inc17, %n, !dbg !221
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !222, !llvm.loop !233
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9sixStoresPKfPfi(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !235 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !236
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !238
  %mul = mul i32 %0, %1, !dbg !240
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !241
  %add = add i32 %mul, %2, !dbg !243
  %cmp27 = icmp sgt i32 %n, 0, !dbg !244
  br i1 %cmp27, label %for.body.preheader, label %for.cond.cleanup, !dbg !245

for.body.preheader:                               ; preds = %entry
  %invariant.op = add i32 %add, 8192, !dbg !245
  %invariant.op29 = add i32 %add, 12288, !dbg !245
  %invariant.op30 = add i32 %add, 16384, !dbg !245
  %invariant.op31 = add i32 %add, 20480, !dbg !245
  br label %for.body, !dbg !245

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret void, !dbg !246

for.body:                                         ; preds = %for.body.preheader, %if.end
  %k.028 = phi i32 [ %inc17, %if.end ], [ 0, %for.body.preheader ]
  %mul3 = shl nsw i32 %k.028, 10, !dbg !247
  %add4 = add nsw i32 %mul3, %add, !dbg !248
  %idxprom = sext i32 %add4 to i64, !dbg !249
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !249
  %3 = load float, ptr %arrayidx, align 4, !dbg !249, !tbaa !32
  %cmp5 = fcmp contract ogt float %3, 5.000000e-01, !dbg !250
  br i1 %cmp5, label %for.cond6.preheader, label %if.end, !dbg !250

for.cond6.preheader:                              ; preds = %for.body
  %mul12 = mul i32 %k.028, 24576, !dbg !251
  %add13 = add nsw i32 %mul12, %add, !dbg !252
  %idxprom14 = sext i32 %add13 to i64, !dbg !253
  %arrayidx15 = getelementptr inbounds float, ptr %out, i64 %idxprom14, !dbg !253
  store float %3, ptr %arrayidx15, align 4, !dbg !254, !tbaa !32
  %add11.1 = mul i32 %k.028, 24576, !dbg !251
  %mul12.1 = or disjoint i32 %add11.1, 4096, !dbg !251
  %add13.1 = add nsw i32 %mul12.1, %add, !dbg !252
  %idxprom14.1 = sext i32 %add13.1 to i64, !dbg !253
  %arrayidx15.1 = getelementptr inbounds float, ptr %out, i64 %idxprom14.1, !dbg !253
  store float %3, ptr %arrayidx15.1, align 4, !dbg !254, !tbaa !32
  %add11.2 = mul i32 %k.028, 24576, !dbg !251
  %add13.2.reass = add i32 %add11.2, %invariant.op
  %idxprom14.2 = sext i32 %add13.2.reass to i64, !dbg !253
  %arrayidx15.2 = getelementptr inbounds float, ptr %out, i64 %idxprom14.2, !dbg !253
  store float %3, ptr %arrayidx15.2, align 4, !dbg !254, !tbaa !32
  %add11.3 = mul i32 %k.028, 24576, !dbg !251
  %add13.3.reass = add i32 %add11.3, %invariant.op29
  %idxprom14.3 = sext i32 %add13.3.reass to i64, !dbg !253
  %arrayidx15.3 = getelementptr inbounds float, ptr %out, i64 %idxprom14.3, !dbg !253
  store float %3, ptr %arrayidx15.3, align 4, !dbg !254, !tbaa !32
  %add11.4 = mul i32 %k.028, 24576, !dbg !251
  %add13.4.reass = add i32 %add11.4, %invariant.op30
  %idxprom14.4 = sext i32 %add13.4.reass to i64, !dbg !253
  %arrayidx15.4 = getelementptr inbounds float, ptr %out, i64 %idxprom14.4, !dbg !253
  store float %3, ptr %arrayidx15.4, align 4, !dbg !254, !tbaa !32
  %add11.5 = mul i32 %k.028, 24576, !dbg !251
  %add13.5.reass = add i32 %add11.5, %invariant.op31
  %idxprom14.5 = sext i32 %add13.5.reass to i64, !dbg !253
  %arrayidx15.5 = getelementptr inbounds float, ptr %out, i64 %idxprom14.5, !dbg !253
  store float %3, ptr %arrayidx15.5, align 4, !dbg !254, !tbaa !32
  br label %if.end, !dbg !255

if.end:                                           ; preds = %for.cond6.preheader, %for.body
  %inc17 = add nuw nsw i32 %k.028, 1, !dbg !255
  %exitcond.not = icmp eq i32 %inc17, %n, !dbg !244
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !245, !llvm.loop !256
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "predication.cu", directory: "/work/wt/lead/tests/analyzer/inputs")
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
!12 = distinct !DISubprogram(name: "guardedFma", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 11, scope: !12)
!19 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 10, column: 24, scope: !12)
!22 = !DILocation(line: 10, column: 22, scope: !12)
!23 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 10, column: 37, scope: !12)
!26 = !DILocation(line: 10, column: 35, scope: !12)
!27 = !DILocation(line: 13, column: 21, scope: !12)
!28 = !DILocation(line: 13, column: 3, scope: !12)
!29 = !DILocation(line: 11, column: 9, scope: !12)
!30 = !DILocation(line: 21, column: 3, scope: !12)
!31 = !DILocation(line: 21, column: 10, scope: !12)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !10, i64 0}
!34 = !DILocation(line: 22, column: 1, scope: !12)
!35 = !DILocation(line: 14, column: 23, scope: !12)
!36 = !DILocation(line: 14, column: 19, scope: !12)
!37 = !DILocation(line: 14, column: 15, scope: !12)
!38 = !DILocation(line: 15, column: 11, scope: !12)
!39 = !DILocation(line: 18, column: 19, scope: !12)
!40 = !DILocation(line: 18, column: 23, scope: !12)
!41 = !DILocation(line: 13, column: 26, scope: !12)
!42 = distinct !{!42, !28, !43, !44, !45}
!43 = !DILocation(line: 20, column: 3, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = distinct !DISubprogram(name: "guardedLong", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !48)
!48 = distinct !DILocation(line: 26, column: 11, scope: !46)
!49 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !50)
!50 = distinct !DILocation(line: 26, column: 24, scope: !46)
!51 = !DILocation(line: 26, column: 22, scope: !46)
!52 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !53)
!53 = distinct !DILocation(line: 26, column: 37, scope: !46)
!54 = !DILocation(line: 26, column: 35, scope: !46)
!55 = !DILocation(line: 29, column: 21, scope: !46)
!56 = !DILocation(line: 29, column: 3, scope: !46)
!57 = !DILocation(line: 27, column: 9, scope: !46)
!58 = !DILocation(line: 37, column: 3, scope: !46)
!59 = !DILocation(line: 37, column: 10, scope: !46)
!60 = !DILocation(line: 38, column: 1, scope: !46)
!61 = !DILocation(line: 30, column: 23, scope: !46)
!62 = !DILocation(line: 30, column: 19, scope: !46)
!63 = !DILocation(line: 30, column: 15, scope: !46)
!64 = !DILocation(line: 31, column: 11, scope: !46)
!65 = !DILocation(line: 34, column: 19, scope: !46)
!66 = !DILocation(line: 34, column: 23, scope: !46)
!67 = !DILocation(line: 29, column: 26, scope: !46)
!68 = distinct !{!68, !56, !69, !44, !45}
!69 = !DILocation(line: 36, column: 3, scope: !46)
!70 = distinct !DISubprogram(name: "guardedDivision", scope: !1, file: !1, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !72)
!72 = distinct !DILocation(line: 43, column: 11, scope: !70)
!73 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !74)
!74 = distinct !DILocation(line: 43, column: 24, scope: !70)
!75 = !DILocation(line: 43, column: 22, scope: !70)
!76 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !77)
!77 = distinct !DILocation(line: 43, column: 37, scope: !70)
!78 = !DILocation(line: 43, column: 35, scope: !70)
!79 = !DILocation(line: 46, column: 21, scope: !70)
!80 = !DILocation(line: 46, column: 3, scope: !70)
!81 = !DILocation(line: 0, scope: !70)
!82 = !DILocation(line: 51, column: 3, scope: !70)
!83 = !DILocation(line: 51, column: 10, scope: !70)
!84 = !DILocation(line: 52, column: 1, scope: !70)
!85 = !DILocation(line: 47, column: 23, scope: !70)
!86 = !DILocation(line: 47, column: 19, scope: !70)
!87 = !DILocation(line: 47, column: 15, scope: !70)
!88 = !DILocation(line: 48, column: 11, scope: !70)
!89 = !DILocation(line: 49, column: 14, scope: !70)
!90 = !DILocation(line: 49, column: 19, scope: !70)
!91 = !DILocation(line: 49, column: 11, scope: !70)
!92 = !DILocation(line: 49, column: 7, scope: !70)
!93 = !DILocation(line: 46, column: 26, scope: !70)
!94 = distinct !{!94, !80, !95, !44, !45}
!95 = !DILocation(line: 50, column: 3, scope: !70)
!96 = distinct !DISubprogram(name: "guardedLoad", scope: !1, file: !1, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!97 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !98)
!98 = distinct !DILocation(line: 56, column: 11, scope: !96)
!99 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !100)
!100 = distinct !DILocation(line: 56, column: 24, scope: !96)
!101 = !DILocation(line: 56, column: 22, scope: !96)
!102 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !103)
!103 = distinct !DILocation(line: 56, column: 37, scope: !96)
!104 = !DILocation(line: 56, column: 35, scope: !96)
!105 = !DILocation(line: 59, column: 21, scope: !96)
!106 = !DILocation(line: 59, column: 3, scope: !96)
!107 = !DILocation(line: 0, scope: !96)
!108 = !DILocation(line: 64, column: 3, scope: !96)
!109 = !DILocation(line: 64, column: 10, scope: !96)
!110 = !DILocation(line: 65, column: 1, scope: !96)
!111 = !DILocation(line: 60, column: 23, scope: !96)
!112 = !DILocation(line: 60, column: 19, scope: !96)
!113 = !DILocation(line: 60, column: 15, scope: !96)
!114 = !DILocation(line: 61, column: 11, scope: !96)
!115 = !DILocation(line: 62, column: 14, scope: !96)
!116 = !DILocation(line: 62, column: 11, scope: !96)
!117 = !DILocation(line: 62, column: 7, scope: !96)
!118 = !DILocation(line: 59, column: 26, scope: !96)
!119 = distinct !{!119, !106, !120, !44, !45}
!120 = !DILocation(line: 63, column: 3, scope: !96)
!121 = distinct !DISubprogram(name: "earlyExit", scope: !1, file: !1, line: 68, type: !13, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!122 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !123)
!123 = distinct !DILocation(line: 69, column: 11, scope: !121)
!124 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !125)
!125 = distinct !DILocation(line: 69, column: 24, scope: !121)
!126 = !DILocation(line: 69, column: 22, scope: !121)
!127 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !128)
!128 = distinct !DILocation(line: 69, column: 37, scope: !121)
!129 = !DILocation(line: 69, column: 35, scope: !121)
!130 = !DILocation(line: 70, column: 9, scope: !121)
!131 = !DILocation(line: 71, column: 19, scope: !121)
!132 = !DILocation(line: 71, column: 17, scope: !121)
!133 = !DILocation(line: 71, column: 10, scope: !121)
!134 = !DILocation(line: 71, column: 5, scope: !121)
!135 = !DILocation(line: 72, column: 1, scope: !121)
!136 = distinct !DISubprogram(name: "windowSum", scope: !1, file: !1, line: 77, type: !13, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!137 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !138)
!138 = distinct !DILocation(line: 78, column: 11, scope: !136)
!139 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !140)
!140 = distinct !DILocation(line: 78, column: 24, scope: !136)
!141 = !DILocation(line: 78, column: 22, scope: !136)
!142 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !143)
!143 = distinct !DILocation(line: 78, column: 37, scope: !136)
!144 = !DILocation(line: 78, column: 35, scope: !136)
!145 = !DILocation(line: 79, column: 21, scope: !136)
!146 = !DILocation(line: 79, column: 17, scope: !136)
!147 = !DILocation(line: 82, column: 21, scope: !136)
!148 = !DILocation(line: 82, column: 3, scope: !136)
!149 = !DILocation(line: 0, scope: !136)
!150 = !DILocation(line: 87, column: 3, scope: !136)
!151 = !DILocation(line: 87, column: 10, scope: !136)
!152 = !DILocation(line: 88, column: 1, scope: !136)
!153 = !DILocation(line: 83, column: 19, scope: !136)
!154 = !DILocation(line: 84, column: 11, scope: !136)
!155 = !DILocation(line: 84, column: 16, scope: !136)
!156 = !DILocation(line: 85, column: 14, scope: !136)
!157 = !DILocation(line: 85, column: 11, scope: !136)
!158 = !DILocation(line: 85, column: 7, scope: !136)
!159 = !DILocation(line: 82, column: 26, scope: !136)
!160 = distinct !{!160, !148, !161, !44, !45}
!161 = !DILocation(line: 86, column: 3, scope: !136)
!162 = distinct !DISubprogram(name: "hashThreeSteps", scope: !1, file: !1, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!163 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !164)
!164 = distinct !DILocation(line: 93, column: 11, scope: !162)
!165 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !166)
!166 = distinct !DILocation(line: 93, column: 24, scope: !162)
!167 = !DILocation(line: 93, column: 22, scope: !162)
!168 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !169)
!169 = distinct !DILocation(line: 93, column: 37, scope: !162)
!170 = !DILocation(line: 93, column: 35, scope: !162)
!171 = !DILocation(line: 96, column: 21, scope: !162)
!172 = !DILocation(line: 96, column: 3, scope: !162)
!173 = !DILocation(line: 94, column: 12, scope: !162)
!174 = !DILocation(line: 104, column: 3, scope: !162)
!175 = !DILocation(line: 104, column: 10, scope: !162)
!176 = !DILocation(line: 105, column: 1, scope: !162)
!177 = !DILocation(line: 97, column: 23, scope: !162)
!178 = !DILocation(line: 97, column: 19, scope: !162)
!179 = !DILocation(line: 97, column: 15, scope: !162)
!180 = !DILocation(line: 98, column: 11, scope: !162)
!181 = !DILocation(line: 96, column: 26, scope: !162)
!182 = !DILocation(line: 101, column: 16, scope: !162)
!183 = !DILocation(line: 101, column: 37, scope: !162)
!184 = !DILocation(line: 101, column: 31, scope: !162)
!185 = distinct !{!185, !172, !186, !44, !45}
!186 = !DILocation(line: 103, column: 3, scope: !162)
!187 = distinct !DISubprogram(name: "hashFourSteps", scope: !1, file: !1, line: 108, type: !13, scopeLine: 108, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!188 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !189)
!189 = distinct !DILocation(line: 109, column: 11, scope: !187)
!190 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !191)
!191 = distinct !DILocation(line: 109, column: 24, scope: !187)
!192 = !DILocation(line: 109, column: 22, scope: !187)
!193 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !194)
!194 = distinct !DILocation(line: 109, column: 37, scope: !187)
!195 = !DILocation(line: 109, column: 35, scope: !187)
!196 = !DILocation(line: 112, column: 21, scope: !187)
!197 = !DILocation(line: 112, column: 3, scope: !187)
!198 = !DILocation(line: 110, column: 12, scope: !187)
!199 = !DILocation(line: 120, column: 3, scope: !187)
!200 = !DILocation(line: 120, column: 10, scope: !187)
!201 = !DILocation(line: 121, column: 1, scope: !187)
!202 = !DILocation(line: 113, column: 23, scope: !187)
!203 = !DILocation(line: 113, column: 19, scope: !187)
!204 = !DILocation(line: 113, column: 15, scope: !187)
!205 = !DILocation(line: 114, column: 11, scope: !187)
!206 = !DILocation(line: 112, column: 26, scope: !187)
!207 = !DILocation(line: 117, column: 16, scope: !187)
!208 = !DILocation(line: 117, column: 37, scope: !187)
!209 = !DILocation(line: 117, column: 31, scope: !187)
!210 = distinct !{!210, !197, !211, !44, !45}
!211 = !DILocation(line: 119, column: 3, scope: !187)
!212 = distinct !DISubprogram(name: "fiveStores", scope: !1, file: !1, line: 124, type: !13, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!213 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !214)
!214 = distinct !DILocation(line: 125, column: 11, scope: !212)
!215 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !216)
!216 = distinct !DILocation(line: 125, column: 24, scope: !212)
!217 = !DILocation(line: 125, column: 22, scope: !212)
!218 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !219)
!219 = distinct !DILocation(line: 125, column: 37, scope: !212)
!220 = !DILocation(line: 125, column: 35, scope: !212)
!221 = !DILocation(line: 127, column: 21, scope: !212)
!222 = !DILocation(line: 127, column: 3, scope: !212)
!223 = !DILocation(line: 135, column: 1, scope: !212)
!224 = !DILocation(line: 128, column: 23, scope: !212)
!225 = !DILocation(line: 128, column: 19, scope: !212)
!226 = !DILocation(line: 128, column: 15, scope: !212)
!227 = !DILocation(line: 129, column: 11, scope: !212)
!228 = !DILocation(line: 132, column: 29, scope: !212)
!229 = !DILocation(line: 132, column: 15, scope: !212)
!230 = !DILocation(line: 132, column: 9, scope: !212)
!231 = !DILocation(line: 132, column: 37, scope: !212)
!232 = !DILocation(line: 127, column: 26, scope: !212)
!233 = distinct !{!233, !222, !234, !44, !45}
!234 = !DILocation(line: 134, column: 3, scope: !212)
!235 = distinct !DISubprogram(name: "sixStores", scope: !1, file: !1, line: 138, type: !13, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!236 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !237)
!237 = distinct !DILocation(line: 139, column: 11, scope: !235)
!238 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !239)
!239 = distinct !DILocation(line: 139, column: 24, scope: !235)
!240 = !DILocation(line: 139, column: 22, scope: !235)
!241 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !242)
!242 = distinct !DILocation(line: 139, column: 37, scope: !235)
!243 = !DILocation(line: 139, column: 35, scope: !235)
!244 = !DILocation(line: 141, column: 21, scope: !235)
!245 = !DILocation(line: 141, column: 3, scope: !235)
!246 = !DILocation(line: 149, column: 1, scope: !235)
!247 = !DILocation(line: 142, column: 23, scope: !235)
!248 = !DILocation(line: 142, column: 19, scope: !235)
!249 = !DILocation(line: 142, column: 15, scope: !235)
!250 = !DILocation(line: 143, column: 11, scope: !235)
!251 = !DILocation(line: 146, column: 29, scope: !235)
!252 = !DILocation(line: 146, column: 15, scope: !235)
!253 = !DILocation(line: 146, column: 9, scope: !235)
!254 = !DILocation(line: 146, column: 37, scope: !235)
!255 = !DILocation(line: 141, column: 26, scope: !235)
!256 = distinct !{!256, !245, !257, !44, !45}
!257 = !DILocation(line: 148, column: 3, scope: !235)
