; Generated from tests/analyzer/inputs/barrier_phases.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version  -S -emit-llvm barrier_phases.cu -o -
; ModuleID = 'barrier_phases.cu'
source_filename = "barrier_phases.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15tileThenComputePKfPfE4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ9tiledLoopPKfPfiE4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15tileThenComputePKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %mul = mul i32 %0, %1, !dbg !22
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %add = add i32 %mul, %2, !dbg !26
  %idxprom = sext i32 %add to i64, !dbg !27
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !27
  %3 = load float, ptr %arrayidx, align 4, !dbg !27, !tbaa !28
  %idxprom4 = zext nneg i32 %2 to i64, !dbg !30
  %arrayidx5 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15tileThenComputePKfPfE4tile to ptr), i64 %idxprom4, !dbg !30
  store float %3, ptr %arrayidx5, align 4, !dbg !31, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %add7 = add nuw nsw i32 %2, 1, !dbg !33
  %and = and i32 %add7, 255, !dbg !34
  %idxprom8 = zext nneg i32 %and to i64, !dbg !35
  %arrayidx9 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15tileThenComputePKfPfE4tile to ptr), i64 %idxprom8, !dbg !35
  %4 = load float, ptr %arrayidx9, align 4, !dbg !35, !tbaa !28
  %mul10 = fmul contract float %4, %4, !dbg !36
  %add11 = fadd contract float %4, %mul10, !dbg !37
  %arrayidx13 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !38
  store float %add11, ptr %arrayidx13, align 4, !dbg !39, !tbaa !28
  ret void, !dbg !40
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9tiledLoopPKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !41 {
entry:
  %cmp31 = icmp sgt i32 %n, 0, !dbg !42
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %cmp31, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !43

for.body.lr.ph:                                   ; preds = %entry
  %idxprom2 = zext nneg i32 %0 to i64
  %arrayidx3 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9tiledLoopPKfPfiE4tile to ptr), i64 %idxprom2
  %and = and i32 %0, 255, !dbg !44
  %idxprom10 = zext nneg i32 %and to i64, !dbg !45
  %arrayidx11 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9tiledLoopPKfPfiE4tile to ptr), i64 %idxprom10, !dbg !45
  %add9.1 = add nuw nsw i32 %0, 1
  %and.1 = and i32 %add9.1, 255
  %idxprom10.1 = zext nneg i32 %and.1 to i64
  %arrayidx11.1 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9tiledLoopPKfPfiE4tile to ptr), i64 %idxprom10.1
  %add9.2 = add nuw nsw i32 %0, 2
  %and.2 = and i32 %add9.2, 255
  %idxprom10.2 = zext nneg i32 %and.2 to i64
  %arrayidx11.2 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9tiledLoopPKfPfiE4tile to ptr), i64 %idxprom10.2
  %add9.3 = add nuw nsw i32 %0, 3
  %and.3 = and i32 %add9.3, 255
  %idxprom10.3 = zext nneg i32 %and.3 to i64
  %arrayidx11.3 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9tiledLoopPKfPfiE4tile to ptr), i64 %idxprom10.3
  br label %for.body, !dbg !43

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add13.3, %for.body ], !dbg !46
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !47
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !49
  %mul19 = mul i32 %1, %2, !dbg !51
  %add21 = add i32 %mul19, %0, !dbg !52
  %idxprom22 = zext i32 %add21 to i64, !dbg !53
  %arrayidx23 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom22, !dbg !53
  store float %acc.0.lcssa, ptr %arrayidx23, align 4, !dbg !54, !tbaa !28
  ret void, !dbg !55

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %t.033 = phi i32 [ 0, %for.body.lr.ph ], [ %inc15, %for.body ]
  %acc.032 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add13.3, %for.body ]
  %mul = shl nsw i32 %t.033, 8, !dbg !56
  %add = add nuw i32 %mul, %0, !dbg !57
  %idxprom = zext i32 %add to i64, !dbg !58
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !58
  %3 = load float, ptr %arrayidx, align 4, !dbg !58, !tbaa !28
  store float %3, ptr %arrayidx3, align 4, !dbg !59, !tbaa !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  %4 = load float, ptr %arrayidx11, align 4, !dbg !45, !tbaa !28
  %mul12 = fmul contract float %acc.032, %4, !dbg !61
  %add13 = fadd contract float %mul12, 1.000000e+00, !dbg !62
  %5 = load float, ptr %arrayidx11.1, align 4, !dbg !45, !tbaa !28
  %mul12.1 = fmul contract float %add13, %5, !dbg !61
  %add13.1 = fadd contract float %mul12.1, 1.000000e+00, !dbg !62
  %6 = load float, ptr %arrayidx11.2, align 4, !dbg !45, !tbaa !28
  %mul12.2 = fmul contract float %add13.1, %6, !dbg !61
  %add13.2 = fadd contract float %mul12.2, 1.000000e+00, !dbg !62
  %7 = load float, ptr %arrayidx11.3, align 4, !dbg !45, !tbaa !28
  %mul12.3 = fmul contract float %add13.2, %7, !dbg !61
  %add13.3 = fadd contract float %mul12.3, 1.000000e+00, !dbg !62
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !63
  %inc15 = add nuw nsw i32 %t.033, 1, !dbg !64
  %exitcond.not = icmp eq i32 %inc15, %n, !dbg !42
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !43, !llvm.loop !65
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9noBarrierPKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #2 !dbg !69 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !70
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !72
  %mul = mul i32 %0, %1, !dbg !74
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !75
  %add = add i32 %mul, %2, !dbg !77
  %idxprom = sext i32 %add to i64, !dbg !78
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !78
  %3 = load float, ptr %arrayidx, align 4, !dbg !78, !tbaa !28
  %mul3 = fmul contract float %3, 2.000000e+00, !dbg !79
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !80
  store float %mul3, ptr %arrayidx5, align 4, !dbg !81, !tbaa !28
  ret void, !dbg !82
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barrier_phases.cu", directory: "/work/main/tests/analyzer/inputs")
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
!12 = distinct !DISubprogram(name: "tileThenCompute", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!27 = !DILocation(line: 11, column: 23, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !10, i64 0}
!30 = !DILocation(line: 11, column: 3, scope: !12)
!31 = !DILocation(line: 11, column: 21, scope: !12)
!32 = !DILocation(line: 12, column: 3, scope: !12)
!33 = !DILocation(line: 13, column: 31, scope: !12)
!34 = !DILocation(line: 13, column: 36, scope: !12)
!35 = !DILocation(line: 13, column: 13, scope: !12)
!36 = !DILocation(line: 14, column: 14, scope: !12)
!37 = !DILocation(line: 14, column: 18, scope: !12)
!38 = !DILocation(line: 14, column: 3, scope: !12)
!39 = !DILocation(line: 14, column: 10, scope: !12)
!40 = !DILocation(line: 15, column: 1, scope: !12)
!41 = distinct !DISubprogram(name: "tiledLoop", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 23, column: 21, scope: !41)
!43 = !DILocation(line: 23, column: 3, scope: !41)
!44 = !DILocation(line: 28, column: 42, scope: !41)
!45 = !DILocation(line: 28, column: 19, scope: !41)
!46 = !DILocation(line: 21, column: 9, scope: !41)
!47 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !48)
!48 = distinct !DILocation(line: 31, column: 7, scope: !41)
!49 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !50)
!50 = distinct !DILocation(line: 31, column: 20, scope: !41)
!51 = !DILocation(line: 31, column: 18, scope: !41)
!52 = !DILocation(line: 31, column: 31, scope: !41)
!53 = !DILocation(line: 31, column: 3, scope: !41)
!54 = !DILocation(line: 31, column: 46, scope: !41)
!55 = !DILocation(line: 32, column: 1, scope: !41)
!56 = !DILocation(line: 24, column: 30, scope: !41)
!57 = !DILocation(line: 24, column: 36, scope: !41)
!58 = !DILocation(line: 24, column: 25, scope: !41)
!59 = !DILocation(line: 24, column: 23, scope: !41)
!60 = !DILocation(line: 25, column: 5, scope: !41)
!61 = !DILocation(line: 28, column: 17, scope: !41)
!62 = !DILocation(line: 28, column: 49, scope: !41)
!63 = !DILocation(line: 29, column: 5, scope: !41)
!64 = !DILocation(line: 23, column: 26, scope: !41)
!65 = distinct !{!65, !43, !66, !67, !68}
!66 = !DILocation(line: 30, column: 3, scope: !41)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !{!"llvm.loop.unroll.disable"}
!69 = distinct !DISubprogram(name: "noBarrier", scope: !1, file: !1, line: 35, type: !13, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !71)
!71 = distinct !DILocation(line: 36, column: 11, scope: !69)
!72 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !73)
!73 = distinct !DILocation(line: 36, column: 24, scope: !69)
!74 = !DILocation(line: 36, column: 22, scope: !69)
!75 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !76)
!76 = distinct !DILocation(line: 36, column: 37, scope: !69)
!77 = !DILocation(line: 36, column: 35, scope: !69)
!78 = !DILocation(line: 37, column: 12, scope: !69)
!79 = !DILocation(line: 37, column: 18, scope: !69)
!80 = !DILocation(line: 37, column: 3, scope: !69)
!81 = !DILocation(line: 37, column: 10, scope: !69)
!82 = !DILocation(line: 38, column: 1, scope: !69)
