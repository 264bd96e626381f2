; Generated from tests/analyzer/inputs/addresses.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version  -S -emit-llvm addresses.cu -o -
; ModuleID = 'addresses.cu'
source_filename = "addresses.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7stridedPKfPfii(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %mul = mul i32 %0, %1, !dbg !22
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %add = add i32 %mul, %2, !dbg !26
  %cmp12 = icmp sgt i32 %n, 0, !dbg !27
  br i1 %cmp12, label %for.body, label %for.cond.cleanup, !dbg !28

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add5, %for.body ], !dbg !29
  %idxprom6 = sext i32 %add to i64, !dbg !30
  %arrayidx7 = getelementptr inbounds float, ptr %out, i64 %idxprom6, !dbg !30
  store float %sum.0.lcssa, ptr %arrayidx7, align 4, !dbg !31, !tbaa !32
  ret void, !dbg !34

for.body:                                         ; preds = %entry, %for.body
  %k.014 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %sum.013 = phi float [ %add5, %for.body ], [ 0.000000e+00, %entry ]
  %mul3 = mul nsw i32 %k.014, %m, !dbg !35
  %add4 = add nsw i32 %mul3, %add, !dbg !36
  %idxprom = sext i32 %add4 to i64, !dbg !37
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !37
  %3 = load float, ptr %arrayidx, align 4, !dbg !37, !tbaa !32
  %add5 = fadd contract float %sum.013, %3, !dbg !38
  %inc = add nuw nsw i32 %k.014, 1, !dbg !39
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !27
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !28, !llvm.loop !40
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4tapsPKfS0_Pfii(ptr noundef readonly captures(none) %in, ptr noundef readonly captures(none) %mask, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %c) local_unnamed_addr #0 !dbg !44 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !47
  %mul = mul i32 %0, %1, !dbg !49
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !50
  %add = add i32 %mul, %2, !dbg !52
  %cmp30 = icmp sgt i32 %n, 0, !dbg !53
  br i1 %cmp30, label %for.cond3.preheader, label %for.cond.cleanup, !dbg !54

for.cond3.preheader:                              ; preds = %entry, %for.cond3.preheader
  %r.032 = phi i32 [ %add16, %for.cond3.preheader ], [ 0, %entry ]
  %sum.031 = phi float [ %add14.3, %for.cond3.preheader ], [ 0.000000e+00, %entry ]
  %mul8 = mul nsw i32 %r.032, %c, !dbg !55
  %add9 = add nsw i32 %mul8, %add, !dbg !56
  %idxprom = sext i32 %add9 to i64, !dbg !57
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !57
  %3 = load float, ptr %arrayidx, align 4, !dbg !57, !tbaa !32
  %idxprom11 = zext nneg i32 %r.032 to i64, !dbg !58
  %arrayidx12 = getelementptr inbounds nuw float, ptr %mask, i64 %idxprom11, !dbg !58
  %4 = load float, ptr %arrayidx12, align 4, !dbg !58, !tbaa !32
  %mul13 = fmul contract float %3, %4, !dbg !59
  %add14 = fadd contract float %sum.031, %mul13, !dbg !60
  %add7.1 = or disjoint i32 %r.032, 1, !dbg !61
  %mul8.1 = mul nsw i32 %add7.1, %c, !dbg !55
  %add9.1 = add nsw i32 %mul8.1, %add, !dbg !56
  %idxprom.1 = sext i32 %add9.1 to i64, !dbg !57
  %arrayidx.1 = getelementptr inbounds float, ptr %in, i64 %idxprom.1, !dbg !57
  %5 = load float, ptr %arrayidx.1, align 4, !dbg !57, !tbaa !32
  %idxprom11.1 = zext nneg i32 %add7.1 to i64, !dbg !58
  %arrayidx12.1 = getelementptr inbounds nuw float, ptr %mask, i64 %idxprom11.1, !dbg !58
  %6 = load float, ptr %arrayidx12.1, align 4, !dbg !58, !tbaa !32
  %mul13.1 = fmul contract float %5, %6, !dbg !59
  %add14.1 = fadd contract float %add14, %mul13.1, !dbg !60
  %add7.2 = or disjoint i32 %r.032, 2, !dbg !61
  %mul8.2 = mul nsw i32 %add7.2, %c, !dbg !55
  %add9.2 = add nsw i32 %mul8.2, %add, !dbg !56
  %idxprom.2 = sext i32 %add9.2 to i64, !dbg !57
  %arrayidx.2 = getelementptr inbounds float, ptr %in, i64 %idxprom.2, !dbg !57
  %7 = load float, ptr %arrayidx.2, align 4, !dbg !57, !tbaa !32
  %idxprom11.2 = zext nneg i32 %add7.2 to i64, !dbg !58
  %arrayidx12.2 = getelementptr inbounds nuw float, ptr %mask, i64 %idxprom11.2, !dbg !58
  %8 = load float, ptr %arrayidx12.2, align 4, !dbg !58, !tbaa !32
  %mul13.2 = fmul contract float %7, %8, !dbg !59
  %add14.2 = fadd contract float %add14.1, %mul13.2, !dbg !60
  %add7.3 = or disjoint i32 %r.032, 3, !dbg !61
  %mul8.3 = mul nsw i32 %add7.3, %c, !dbg !55
  %add9.3 = add nsw i32 %mul8.3, %add, !dbg !56
  %idxprom.3 = sext i32 %add9.3 to i64, !dbg !57
  %arrayidx.3 = getelementptr inbounds float, ptr %in, i64 %idxprom.3, !dbg !57
  %9 = load float, ptr %arrayidx.3, align 4, !dbg !57, !tbaa !32
  %idxprom11.3 = zext nneg i32 %add7.3 to i64, !dbg !58
  %arrayidx12.3 = getelementptr inbounds nuw float, ptr %mask, i64 %idxprom11.3, !dbg !58
  %10 = load float, ptr %arrayidx12.3, align 4, !dbg !58, !tbaa !32
  %mul13.3 = fmul contract float %9, %10, !dbg !59
  %add14.3 = fadd contract float %add14.2, %mul13.3, !dbg !60
  %add16 = add nuw nsw i32 %r.032, 4, !dbg !62
  %cmp = icmp slt i32 %add16, %n, !dbg !53
  br i1 %cmp, label %for.cond3.preheader, label %for.cond.cleanup, !dbg !54, !llvm.loop !63

for.cond.cleanup:                                 ; preds = %for.cond3.preheader, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add14.3, %for.cond3.preheader ], !dbg !65
  %idxprom18 = sext i32 %add to i64, !dbg !66
  %arrayidx19 = getelementptr inbounds float, ptr %out, i64 %idxprom18, !dbg !66
  store float %sum.0.lcssa, ptr %arrayidx19, align 4, !dbg !67, !tbaa !32
  ret void, !dbg !68
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6gatherPKfPKiPfi(ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %idx, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !69 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !70
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !72
  %mul = mul i32 %0, %1, !dbg !74
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !75
  %add = add i32 %mul, %2, !dbg !77
  %cmp13 = icmp sgt i32 %n, 0, !dbg !78
  br i1 %cmp13, label %for.body, label %for.cond.cleanup, !dbg !79

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add6, %for.body ], !dbg !80
  %idxprom7 = sext i32 %add to i64, !dbg !81
  %arrayidx8 = getelementptr inbounds float, ptr %out, i64 %idxprom7, !dbg !81
  store float %sum.0.lcssa, ptr %arrayidx8, align 4, !dbg !82, !tbaa !32
  ret void, !dbg !83

for.body:                                         ; preds = %entry, %for.body
  %k.015 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %sum.014 = phi float [ %add6, %for.body ], [ 0.000000e+00, %entry ]
  %idxprom = zext nneg i32 %k.015 to i64, !dbg !84
  %arrayidx = getelementptr inbounds nuw i32, ptr %idx, i64 %idxprom, !dbg !84
  %3 = load i32, ptr %arrayidx, align 4, !dbg !84, !tbaa !8
  %add3 = add nsw i32 %3, %add, !dbg !85
  %idxprom4 = sext i32 %add3 to i64, !dbg !86
  %arrayidx5 = getelementptr inbounds float, ptr %a, i64 %idxprom4, !dbg !86
  %4 = load float, ptr %arrayidx5, align 4, !dbg !86, !tbaa !32
  %add6 = fadd contract float %sum.014, %4, !dbg !87
  %inc = add nuw nsw i32 %k.015, 1, !dbg !88
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !78
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !79, !llvm.loop !89
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
!1 = !DIFile(filename: "addresses.cu", directory: "/work/main/tests/analyzer/inputs")
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
!12 = distinct !DISubprogram(name: "strided", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 11, scope: !12)
!19 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 9, column: 24, scope: !12)
!22 = !DILocation(line: 9, column: 22, scope: !12)
!23 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 9, column: 37, scope: !12)
!26 = !DILocation(line: 9, column: 35, scope: !12)
!27 = !DILocation(line: 12, column: 21, scope: !12)
!28 = !DILocation(line: 12, column: 3, scope: !12)
!29 = !DILocation(line: 0, scope: !12)
!30 = !DILocation(line: 14, column: 3, scope: !12)
!31 = !DILocation(line: 14, column: 10, scope: !12)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !10, i64 0}
!34 = !DILocation(line: 15, column: 1, scope: !12)
!35 = !DILocation(line: 13, column: 16, scope: !12)
!36 = !DILocation(line: 13, column: 20, scope: !12)
!37 = !DILocation(line: 13, column: 12, scope: !12)
!38 = !DILocation(line: 13, column: 9, scope: !12)
!39 = !DILocation(line: 12, column: 26, scope: !12)
!40 = distinct !{!40, !28, !41, !42, !43}
!41 = !DILocation(line: 13, column: 23, scope: !12)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = distinct !DISubprogram(name: "taps", scope: !1, file: !1, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !46)
!46 = distinct !DILocation(line: 21, column: 11, scope: !44)
!47 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !48)
!48 = distinct !DILocation(line: 21, column: 24, scope: !44)
!49 = !DILocation(line: 21, column: 22, scope: !44)
!50 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !51)
!51 = distinct !DILocation(line: 21, column: 37, scope: !44)
!52 = !DILocation(line: 21, column: 35, scope: !44)
!53 = !DILocation(line: 24, column: 21, scope: !44)
!54 = !DILocation(line: 24, column: 3, scope: !44)
!55 = !DILocation(line: 27, column: 25, scope: !44)
!56 = !DILocation(line: 27, column: 29, scope: !44)
!57 = !DILocation(line: 27, column: 14, scope: !44)
!58 = !DILocation(line: 27, column: 36, scope: !44)
!59 = !DILocation(line: 27, column: 34, scope: !44)
!60 = !DILocation(line: 27, column: 11, scope: !44)
!61 = !DILocation(line: 27, column: 20, scope: !44)
!62 = !DILocation(line: 24, column: 28, scope: !44)
!63 = distinct !{!63, !54, !64, !42, !43}
!64 = !DILocation(line: 28, column: 3, scope: !44)
!65 = !DILocation(line: 22, column: 9, scope: !44)
!66 = !DILocation(line: 29, column: 3, scope: !44)
!67 = !DILocation(line: 29, column: 10, scope: !44)
!68 = !DILocation(line: 30, column: 1, scope: !44)
!69 = distinct !DISubprogram(name: "gather", scope: !1, file: !1, line: 33, type: !13, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !71)
!71 = distinct !DILocation(line: 34, column: 11, scope: !69)
!72 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !73)
!73 = distinct !DILocation(line: 34, column: 24, scope: !69)
!74 = !DILocation(line: 34, column: 22, scope: !69)
!75 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !76)
!76 = distinct !DILocation(line: 34, column: 37, scope: !69)
!77 = !DILocation(line: 34, column: 35, scope: !69)
!78 = !DILocation(line: 37, column: 21, scope: !69)
!79 = !DILocation(line: 37, column: 3, scope: !69)
!80 = !DILocation(line: 0, scope: !69)
!81 = !DILocation(line: 39, column: 3, scope: !69)
!82 = !DILocation(line: 39, column: 10, scope: !69)
!83 = !DILocation(line: 40, column: 1, scope: !69)
!84 = !DILocation(line: 38, column: 14, scope: !69)
!85 = !DILocation(line: 38, column: 21, scope: !69)
!86 = !DILocation(line: 38, column: 12, scope: !69)
!87 = !DILocation(line: 38, column: 9, scope: !69)
!88 = !DILocation(line: 37, column: 26, scope: !69)
!89 = distinct !{!89, !79, !90, !42, !43}
!90 = !DILocation(line: 38, column: 24, scope: !69)
