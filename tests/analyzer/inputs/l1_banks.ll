; Generated from tests/analyzer/inputs/l1_banks.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version -S -emit-llvm l1_banks.cu -o -
; ModuleID = 'l1_banks.cu'
source_filename = "l1_banks.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7rowWalkPfPKfS1_i(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %mat, ptr noundef readonly captures(none) %vec, i32 noundef %n) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %mul = mul i32 %0, %1, !dbg !22
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %add = add i32 %mul, %2, !dbg !26
  %cmp17 = icmp sgt i32 %n, 0, !dbg !27
  br i1 %cmp17, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !28

for.body.lr.ph:                                   ; preds = %entry
  %mul3 = mul nsw i32 %n, %add
  %xtraiter = and i32 %n, 3, !dbg !28
  %3 = icmp ult i32 %n, 4, !dbg !28
  br i1 %3, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !28

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, 2147483644, !dbg !28
  br label %for.body, !dbg !28

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !28
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !28

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %j.019.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %sum.018.epil.init = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add8.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod21 = icmp ne i32 %xtraiter, 0, !dbg !28
  tail call void @llvm.assume(i1 %lcmp.mod21), !dbg !28
  br label %for.body.epil, !dbg !28

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %j.019.epil = phi i32 [ %j.019.epil.init, %for.body.epil.preheader ], [ %inc.epil, %for.body.epil ]
  %sum.018.epil = phi float [ %sum.018.epil.init, %for.body.epil.preheader ], [ %add8.epil, %for.body.epil ]
  %epil.iter = phi i32 [ 0, %for.body.epil.preheader ], [ %epil.iter.next, %for.body.epil ]
  %add4.epil = add nsw i32 %j.019.epil, %mul3, !dbg !29
  %idxprom.epil = sext i32 %add4.epil to i64, !dbg !30
  %arrayidx.epil = getelementptr inbounds float, ptr %mat, i64 %idxprom.epil, !dbg !30
  %4 = load float, ptr %arrayidx.epil, align 4, !dbg !30, !tbaa !31
  %idxprom5.epil = zext nneg i32 %j.019.epil to i64, !dbg !33
  %arrayidx6.epil = getelementptr inbounds nuw float, ptr %vec, i64 %idxprom5.epil, !dbg !33
  %5 = load float, ptr %arrayidx6.epil, align 4, !dbg !33, !tbaa !31
  %mul7.epil = fmul contract float %4, %5, !dbg !34
  %add8.epil = fadd contract float %sum.018.epil, %mul7.epil, !dbg !35
  %inc.epil = add nuw nsw i32 %j.019.epil, 1, !dbg !36
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !28
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !28
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !28, !llvm.loop !37

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add8.3, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add8.epil, %for.body.epil ], !dbg !39
  %idxprom9 = sext i32 %add to i64, !dbg !40
  %arrayidx10 = getelementptr inbounds float, ptr %out, i64 %idxprom9, !dbg !40
  store float %sum.0.lcssa, ptr %arrayidx10, align 4, !dbg !41, !tbaa !31
  ret void, !dbg !42

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %j.019 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %sum.018 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add8.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add4 = add nsw i32 %j.019, %mul3, !dbg !29
  %idxprom = sext i32 %add4 to i64, !dbg !30
  %arrayidx = getelementptr inbounds float, ptr %mat, i64 %idxprom, !dbg !30
  %6 = load float, ptr %arrayidx, align 4, !dbg !30, !tbaa !31
  %idxprom5 = zext nneg i32 %j.019 to i64, !dbg !33
  %arrayidx6 = getelementptr inbounds nuw float, ptr %vec, i64 %idxprom5, !dbg !33
  %7 = load float, ptr %arrayidx6, align 4, !dbg !33, !tbaa !31
  %mul7 = fmul contract float %6, %7, !dbg !34
  %add8 = fadd contract float %sum.018, %mul7, !dbg !35
  %inc = or disjoint i32 %j.019, 1, !dbg !36
  %add4.1 = add nsw i32 %inc, %mul3, !dbg !29
  %idxprom.1 = sext i32 %add4.1 to i64, !dbg !30
  %arrayidx.1 = getelementptr inbounds float, ptr %mat, i64 %idxprom.1, !dbg !30
  %8 = load float, ptr %arrayidx.1, align 4, !dbg !30, !tbaa !31
  %idxprom5.1 = zext nneg i32 %inc to i64, !dbg !33
  %arrayidx6.1 = getelementptr inbounds nuw float, ptr %vec, i64 %idxprom5.1, !dbg !33
  %9 = load float, ptr %arrayidx6.1, align 4, !dbg !33, !tbaa !31
  %mul7.1 = fmul contract float %8, %9, !dbg !34
  %add8.1 = fadd contract float %add8, %mul7.1, !dbg !35
  %inc.1 = or disjoint i32 %j.019, 2, !dbg !36
  %add4.2 = add nsw i32 %inc.1, %mul3, !dbg !29
  %idxprom.2 = sext i32 %add4.2 to i64, !dbg !30
  %arrayidx.2 = getelementptr inbounds float, ptr %mat, i64 %idxprom.2, !dbg !30
  %10 = load float, ptr %arrayidx.2, align 4, !dbg !30, !tbaa !31
  %idxprom5.2 = zext nneg i32 %inc.1 to i64, !dbg !33
  %arrayidx6.2 = getelementptr inbounds nuw float, ptr %vec, i64 %idxprom5.2, !dbg !33
  %11 = load float, ptr %arrayidx6.2, align 4, !dbg !33, !tbaa !31
  %mul7.2 = fmul contract float %10, %11, !dbg !34
  %add8.2 = fadd contract float %add8.1, %mul7.2, !dbg !35
  %inc.2 = or disjoint i32 %j.019, 3, !dbg !36
  %add4.3 = add nsw i32 %inc.2, %mul3, !dbg !29
  %idxprom.3 = sext i32 %add4.3 to i64, !dbg !30
  %arrayidx.3 = getelementptr inbounds float, ptr %mat, i64 %idxprom.3, !dbg !30
  %12 = load float, ptr %arrayidx.3, align 4, !dbg !30, !tbaa !31
  %idxprom5.3 = zext nneg i32 %inc.2 to i64, !dbg !33
  %arrayidx6.3 = getelementptr inbounds nuw float, ptr %vec, i64 %idxprom5.3, !dbg !33
  %13 = load float, ptr %arrayidx6.3, align 4, !dbg !33, !tbaa !31
  %mul7.3 = fmul contract float %12, %13, !dbg !34
  %add8.3 = fadd contract float %add8.2, %mul7.3, !dbg !35
  %inc.3 = add nuw nsw i32 %j.019, 4, !dbg !36
  %niter.next.3 = add i32 %niter, 4, !dbg !28
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !28
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !28, !llvm.loop !43
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12pitchColumnsPfPKfi(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in, i32 noundef %pitch) local_unnamed_addr #1 !dbg !46 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !47
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !49
  %mul = mul i32 %0, %1, !dbg !51
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %add = add i32 %mul, %2, !dbg !54
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !55
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !58
  %mul5 = mul nuw nsw i32 %3, %4, !dbg !61
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !62
  %add7 = add nuw nsw i32 %mul5, %5, !dbg !65
  %mul8 = mul nsw i32 %pitch, %add, !dbg !66
  %add9 = add nsw i32 %add7, %mul8, !dbg !67
  %idxprom = sext i32 %add9 to i64, !dbg !68
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !68
  %6 = load float, ptr %arrayidx, align 4, !dbg !68, !tbaa !31
  %arrayidx13 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !69
  store float %6, ptr %arrayidx13, align 4, !dbg !70, !tbaa !31
  ret void, !dbg !71
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12constStridesPfPKf(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in) local_unnamed_addr #1 !dbg !72 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !73
  %mul = shl nuw nsw i32 %0, 5, !dbg !75
  %idxprom = zext nneg i32 %mul to i64, !dbg !76
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !76
  %1 = load float, ptr %arrayidx, align 4, !dbg !76, !tbaa !31
  %mul2 = mul nuw nsw i32 %0, 33, !dbg !77
  %idxprom3 = zext nneg i32 %mul2 to i64, !dbg !78
  %arrayidx4 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom3, !dbg !78
  store float %1, ptr %arrayidx4, align 4, !dbg !79, !tbaa !31
  ret void, !dbg !80
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l1_banks.cu", directory: "/work/wt/lead/tests/analyzer/inputs")
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
!12 = distinct !DISubprogram(name: "rowWalk", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 10, column: 26, scope: !12)
!22 = !DILocation(line: 10, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 10, column: 39, scope: !12)
!26 = !DILocation(line: 10, column: 37, scope: !12)
!27 = !DILocation(line: 12, column: 21, scope: !12)
!28 = !DILocation(line: 12, column: 3, scope: !12)
!29 = !DILocation(line: 13, column: 24, scope: !12)
!30 = !DILocation(line: 13, column: 12, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !10, i64 0}
!33 = !DILocation(line: 13, column: 31, scope: !12)
!34 = !DILocation(line: 13, column: 29, scope: !12)
!35 = !DILocation(line: 13, column: 9, scope: !12)
!36 = !DILocation(line: 12, column: 26, scope: !12)
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = !DILocation(line: 0, scope: !12)
!40 = !DILocation(line: 14, column: 3, scope: !12)
!41 = !DILocation(line: 14, column: 12, scope: !12)
!42 = !DILocation(line: 15, column: 1, scope: !12)
!43 = distinct !{!43, !28, !44, !45}
!44 = !DILocation(line: 13, column: 36, scope: !12)
!45 = !{!"llvm.loop.mustprogress"}
!46 = distinct !DISubprogram(name: "pitchColumns", scope: !1, file: !1, line: 18, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !48)
!48 = distinct !DILocation(line: 19, column: 11, scope: !46)
!49 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !50)
!50 = distinct !DILocation(line: 19, column: 24, scope: !46)
!51 = !DILocation(line: 19, column: 22, scope: !46)
!52 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !53)
!53 = distinct !DILocation(line: 19, column: 37, scope: !46)
!54 = !DILocation(line: 19, column: 35, scope: !46)
!55 = !DILocation(line: 67, column: 27, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = distinct !DILocation(line: 20, column: 11, scope: !46)
!58 = !DILocation(line: 80, column: 27, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = distinct !DILocation(line: 20, column: 24, scope: !46)
!61 = !DILocation(line: 20, column: 22, scope: !46)
!62 = !DILocation(line: 54, column: 27, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = distinct !DILocation(line: 20, column: 37, scope: !46)
!65 = !DILocation(line: 20, column: 35, scope: !46)
!66 = !DILocation(line: 21, column: 29, scope: !46)
!67 = !DILocation(line: 21, column: 37, scope: !46)
!68 = !DILocation(line: 21, column: 24, scope: !46)
!69 = !DILocation(line: 21, column: 3, scope: !46)
!70 = !DILocation(line: 21, column: 22, scope: !46)
!71 = !DILocation(line: 22, column: 1, scope: !46)
!72 = distinct !DISubprogram(name: "constStrides", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !74)
!74 = distinct !DILocation(line: 26, column: 30, scope: !72)
!75 = !DILocation(line: 26, column: 42, scope: !72)
!76 = !DILocation(line: 26, column: 27, scope: !72)
!77 = !DILocation(line: 26, column: 19, scope: !72)
!78 = !DILocation(line: 26, column: 3, scope: !72)
!79 = !DILocation(line: 26, column: 25, scope: !72)
!80 = !DILocation(line: 27, column: 1, scope: !72)
