; Generated from tests/analyzer/inputs/prologue_phi.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version -S -emit-llvm prologue_phi.cu -o -
; ModuleID = 'prologue_phi.cu'
source_filename = "prologue_phi.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z5pairsPf(ptr noundef writeonly captures(none) %y) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %cmp3 = icmp samesign ult i32 %0, 13, !dbg !19
  br i1 %cmp3, label %for.body.preheader, label %for.cond.cleanup, !dbg !20

for.body.preheader:                               ; preds = %entry
  %1 = and i32 %0, 1, !dbg !20
  %lcmp.mod.not.not = icmp eq i32 %1, 0, !dbg !20
  br i1 %lcmp.mod.not.not, label %for.body.prol, label %for.body.prol.loopexit, !dbg !20

for.body.prol:                                    ; preds = %for.body.preheader
  %idxprom.prol = zext nneg i32 %0 to i64, !dbg !21
  %arrayidx.prol = getelementptr inbounds nuw float, ptr %y, i64 %idxprom.prol, !dbg !21
  store float 1.000000e+00, ptr %arrayidx.prol, align 4, !dbg !22, !tbaa !23
  %inc.prol = or disjoint i32 %0, 1, !dbg !25
  br label %for.body.prol.loopexit, !dbg !20

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %i.04.unr = phi i32 [ %0, %for.body.preheader ], [ %inc.prol, %for.body.prol ]
  %2 = icmp eq i32 %0, 12, !dbg !20
  br i1 %2, label %for.cond.cleanup, label %for.body, !dbg !20

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %entry
  ret void, !dbg !26

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %i.04 = phi i32 [ %inc.1, %for.body ], [ %i.04.unr, %for.body.prol.loopexit ]
  %idxprom = zext nneg i32 %i.04 to i64, !dbg !21
  %arrayidx = getelementptr inbounds nuw float, ptr %y, i64 %idxprom, !dbg !21
  store float 1.000000e+00, ptr %arrayidx, align 4, !dbg !22, !tbaa !23
  %3 = sext i32 %i.04 to i64, !dbg !21
  %4 = getelementptr inbounds nuw float, ptr %y, i64 %3, !dbg !21
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !21
  store float 1.000000e+00, ptr %arrayidx.1, align 4, !dbg !22, !tbaa !23
  %inc.1 = add nuw nsw i32 %i.04, 2, !dbg !25
  %exitcond.not.1 = icmp eq i32 %inc.1, 13, !dbg !19
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !dbg !20, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "prologue_phi.cu", directory: "/work/wt/lead/tests/analyzer/inputs")
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
!12 = distinct !DISubprogram(name: "pairs", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 7, column: 12, scope: !12)
!19 = !DILocation(line: 9, column: 22, scope: !12)
!20 = !DILocation(line: 9, column: 3, scope: !12)
!21 = !DILocation(line: 10, column: 5, scope: !12)
!22 = !DILocation(line: 10, column: 10, scope: !12)
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !10, i64 0}
!25 = !DILocation(line: 9, column: 28, scope: !12)
!26 = !DILocation(line: 11, column: 1, scope: !12)
!27 = distinct !{!27, !20, !28, !29, !30}
!28 = !DILocation(line: 10, column: 12, scope: !12)
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!"llvm.loop.unroll.disable"}
