; Generated from tests/analyzer/inputs/twotrip.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version -S -emit-llvm twotrip.cu -o -
; ModuleID = 'twotrip.cu'
source_filename = "twotrip.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8twoStepsPfPKf(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %for.body, !dbg !15

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  %idxprom10 = zext nneg i32 %0 to i64, !dbg !16
  %arrayidx11 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom10, !dbg !16
  store float %s.1.lcssa, ptr %arrayidx11, align 4, !dbg !17, !tbaa !18
  ret void, !dbg !20

for.body:                                         ; preds = %entry, %for.cond.cleanup3
  %exitcond.not = phi i1 [ false, %entry ], [ true, %for.cond.cleanup3 ]
  %it.022 = phi i32 [ 1, %entry ], [ 2, %for.cond.cleanup3 ]
  %s.021 = phi float [ 0.000000e+00, %entry ], [ %s.1.lcssa, %for.cond.cleanup3 ]
  %add = add nuw nsw i32 %it.022, %0, !dbg !21
  %sub = sub nuw nsw i32 40, %it.022
  %cmp218 = icmp samesign ult i32 %add, %sub, !dbg !22
  br i1 %cmp218, label %for.body4, label %for.cond.cleanup3, !dbg !23

for.cond.cleanup3:                                ; preds = %for.body4, %for.body
  %s.1.lcssa = phi float [ %s.021, %for.body ], [ %add5, %for.body4 ], !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !15, !llvm.loop !26

for.body4:                                        ; preds = %for.body, %for.body4
  %j.020 = phi i32 [ %add6, %for.body4 ], [ %add, %for.body ]
  %s.119 = phi float [ %add5, %for.body4 ], [ %s.021, %for.body ]
  %idxprom = zext nneg i32 %j.020 to i64, !dbg !30
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !30
  %1 = load float, ptr %arrayidx, align 4, !dbg !30, !tbaa !18
  %add5 = fadd contract float %s.119, %1, !dbg !31
  %add6 = add nuw nsw i32 %j.020, 8, !dbg !32
  %cmp2 = icmp samesign ult i32 %add6, %sub, !dbg !22
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3, !dbg !23, !llvm.loop !33
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "twotrip.cu", directory: "/work/wt/lead/tests/analyzer/inputs")
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
!12 = distinct !DISubprogram(name: "twoSteps", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 10, column: 3, scope: !12)
!16 = !DILocation(line: 16, column: 3, scope: !12)
!17 = !DILocation(line: 16, column: 20, scope: !12)
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !10, i64 0}
!20 = !DILocation(line: 17, column: 1, scope: !12)
!21 = !DILocation(line: 12, column: 30, scope: !12)
!22 = !DILocation(line: 12, column: 38, scope: !12)
!23 = !DILocation(line: 12, column: 5, scope: !12)
!24 = !DILocation(line: 0, scope: !12)
!25 = !DILocation(line: 14, column: 5, scope: !12)
!26 = distinct !{!26, !15, !27, !28, !29}
!27 = !DILocation(line: 15, column: 3, scope: !12)
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !DILocation(line: 13, column: 12, scope: !12)
!31 = !DILocation(line: 13, column: 9, scope: !12)
!32 = !DILocation(line: 12, column: 51, scope: !12)
!33 = distinct !{!33, !23, !34, !28, !29}
!34 = !DILocation(line: 13, column: 16, scope: !12)
