; Generated from tests/analyzer/inputs/or_zero.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version -S -emit-llvm or_zero.cu -o -
; ModuleID = 'or_zero.cu'
source_filename = "or_zero.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9firstLanePfPKf(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %2 = or i32 %0, %1, !dbg !19
  %or.cond = icmp eq i32 %2, 0, !dbg !19
  br i1 %or.cond, label %if.then, label %if.end, !dbg !19

if.then:                                          ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom = zext nneg i32 %3 to i64
  %arrayidx6 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !dbg !20, !tbaa !21
  store float %4, ptr %arrayidx6, align 4, !dbg !23, !tbaa !21
  br label %if.end, !dbg !24

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "or_zero.cu", directory: "/work/wt/lead/tests/analyzer/inputs")
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
!12 = distinct !DISubprogram(name: "firstLane", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 6, column: 7, scope: !12)
!19 = !DILocation(line: 6, column: 24, scope: !12)
!20 = !DILocation(line: 7, column: 23, scope: !12)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !10, i64 0}
!23 = !DILocation(line: 7, column: 21, scope: !12)
!24 = !DILocation(line: 7, column: 5, scope: !12)
!25 = !DILocation(line: 8, column: 1, scope: !12)
