; Generated from tests/analyzer/inputs/remainder.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version -mllvm -unroll-runtime-epilog -S -emit-llvm remainder.cu -o -
; ModuleID = 'remainder.cu'
source_filename = "remainder.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7rowTailPfPKfiE1t = internal unnamed_addr addrspace(3) global [32 x [13 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7rowTailPfPKfi(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in, i32 noundef %w) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %cmp38 = icmp samesign ult i32 %0, 13, !dbg !22
  br i1 %cmp38, label %for.body.lr.ph, label %entry.for.cond.cleanup_crit_edge, !dbg !23

entry.for.cond.cleanup_crit_edge:                 ; preds = %entry
  %.pre = zext nneg i32 %1 to i64, !dbg !24
  %.pre40 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %.pre41 = shl nuw nsw i32 %.pre40, 5, !dbg !28
  %.pre42 = add nuw nsw i32 %.pre41, %1, !dbg !29
  %.pre43 = mul i32 %w, %.pre42, !dbg !30
  %.pre44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  br label %for.cond.cleanup, !dbg !23

for.body.lr.ph:                                   ; preds = %entry
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom12 = zext nneg i32 %1 to i64
  %arrayidx13 = getelementptr inbounds nuw [13 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7rowTailPfPKfiE1t to ptr), i64 %idxprom12
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = shl nuw nsw i32 %3, 5
  %add5 = add nuw nsw i32 %mul, %1
  %mul6 = mul i32 %w, %add5
  %4 = sub nuw nsw i32 13, %0, !dbg !23
  %xtraiter = and i32 %4, 3, !dbg !23
  %5 = icmp samesign ugt i32 %0, 9, !dbg !23
  br i1 %5, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !23

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %4, 12, !dbg !23
  br label %for.body, !dbg !23

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %if.end.3
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !34
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !34

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %i.039.epil.init = phi i32 [ %0, %for.body.lr.ph ], [ %inc.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod46 = icmp ne i32 %xtraiter, 0, !dbg !34
  tail call void @llvm.assume(i1 %lcmp.mod46), !dbg !34
  br label %for.body.epil, !dbg !34

for.body.epil:                                    ; preds = %if.end.epil, %for.body.epil.preheader
  %i.039.epil = phi i32 [ %i.039.epil.init, %for.body.epil.preheader ], [ %inc.epil, %if.end.epil ]
  %epil.iter = phi i32 [ 0, %for.body.epil.preheader ], [ %epil.iter.next, %if.end.epil ]
  %add.epil = add nuw i32 %i.039.epil, %2, !dbg !35
  %cmp3.epil = icmp slt i32 %add.epil, %w, !dbg !34
  br i1 %cmp3.epil, label %if.then.epil, label %if.end.epil, !dbg !34

if.then.epil:                                     ; preds = %for.body.epil
  %add7.epil = add i32 %add.epil, %mul6, !dbg !36
  %idxprom.epil = zext i32 %add7.epil to i64, !dbg !37
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.epil, !dbg !37
  %6 = load float, ptr %arrayidx.epil, align 4, !dbg !37, !tbaa !38
  br label %if.end.epil, !dbg !40

if.end.epil:                                      ; preds = %if.then.epil, %for.body.epil
  %.sink.epil = phi float [ %6, %if.then.epil ], [ 0.000000e+00, %for.body.epil ]
  %idxprom14.epil = zext nneg i32 %i.039.epil to i64, !dbg !41
  %arrayidx15.epil = getelementptr inbounds nuw float, ptr %arrayidx13, i64 %idxprom14.epil, !dbg !41
  store float %.sink.epil, ptr %arrayidx15.epil, align 4, !dbg !41, !tbaa !38
  %inc.epil = add nuw nsw i32 %i.039.epil, 1, !dbg !42
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !23
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !23
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !23, !llvm.loop !43

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.end.epil, %entry.for.cond.cleanup_crit_edge
  %.pre-phi45 = phi i32 [ %.pre44, %entry.for.cond.cleanup_crit_edge ], [ %2, %if.end.epil ], [ %2, %for.cond.cleanup.loopexit.unr-lcssa ], !dbg !31
  %mul22.pre-phi = phi i32 [ %.pre43, %entry.for.cond.cleanup_crit_edge ], [ %mul6, %if.end.epil ], [ %mul6, %for.cond.cleanup.loopexit.unr-lcssa ], !dbg !30
  %idxprom16.pre-phi = phi i64 [ %.pre, %entry.for.cond.cleanup_crit_edge ], [ %idxprom12, %if.end.epil ], [ %idxprom12, %for.cond.cleanup.loopexit.unr-lcssa ], !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !45
  %arrayidx17 = getelementptr inbounds nuw [13 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7rowTailPfPKfiE1t to ptr), i64 %idxprom16.pre-phi, !dbg !24
  %7 = load float, ptr %arrayidx17, align 4, !dbg !24, !tbaa !38
  %add24 = add i32 %mul22.pre-phi, %.pre-phi45, !dbg !46
  %idxprom25 = zext i32 %add24 to i64, !dbg !47
  %arrayidx26 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom25, !dbg !47
  store float %7, ptr %arrayidx26, align 4, !dbg !48, !tbaa !38
  ret void, !dbg !49

for.body:                                         ; preds = %if.end.3, %for.body.lr.ph.new
  %i.039 = phi i32 [ %0, %for.body.lr.ph.new ], [ %inc.3, %if.end.3 ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %if.end.3 ]
  %add = add nuw i32 %i.039, %2, !dbg !35
  %cmp3 = icmp slt i32 %add, %w, !dbg !34
  br i1 %cmp3, label %if.then, label %if.end, !dbg !34

if.then:                                          ; preds = %for.body
  %add7 = add i32 %add, %mul6, !dbg !36
  %idxprom = zext i32 %add7 to i64, !dbg !37
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !37
  %8 = load float, ptr %arrayidx, align 4, !dbg !37, !tbaa !38
  br label %if.end, !dbg !40

if.end:                                           ; preds = %for.body, %if.then
  %.sink = phi float [ %8, %if.then ], [ 0.000000e+00, %for.body ]
  %idxprom14 = zext nneg i32 %i.039 to i64, !dbg !41
  %arrayidx15 = getelementptr inbounds nuw float, ptr %arrayidx13, i64 %idxprom14, !dbg !41
  store float %.sink, ptr %arrayidx15, align 4, !dbg !41, !tbaa !38
  %inc = add nuw nsw i32 %i.039, 1, !dbg !42
  %add.1 = add nuw i32 %inc, %2, !dbg !35
  %cmp3.1 = icmp slt i32 %add.1, %w, !dbg !34
  br i1 %cmp3.1, label %if.then.1, label %if.end.1, !dbg !34

if.then.1:                                        ; preds = %if.end
  %add7.1 = add i32 %add.1, %mul6, !dbg !36
  %idxprom.1 = zext i32 %add7.1 to i64, !dbg !37
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.1, !dbg !37
  %9 = load float, ptr %arrayidx.1, align 4, !dbg !37, !tbaa !38
  br label %if.end.1, !dbg !40

if.end.1:                                         ; preds = %if.then.1, %if.end
  %.sink.1 = phi float [ %9, %if.then.1 ], [ 0.000000e+00, %if.end ]
  %idxprom14.1 = zext nneg i32 %inc to i64, !dbg !41
  %arrayidx15.1 = getelementptr inbounds nuw float, ptr %arrayidx13, i64 %idxprom14.1, !dbg !41
  store float %.sink.1, ptr %arrayidx15.1, align 4, !dbg !41, !tbaa !38
  %inc.1 = add nuw nsw i32 %i.039, 2, !dbg !42
  %add.2 = add nuw i32 %inc.1, %2, !dbg !35
  %cmp3.2 = icmp slt i32 %add.2, %w, !dbg !34
  br i1 %cmp3.2, label %if.then.2, label %if.end.2, !dbg !34

if.then.2:                                        ; preds = %if.end.1
  %add7.2 = add i32 %add.2, %mul6, !dbg !36
  %idxprom.2 = zext i32 %add7.2 to i64, !dbg !37
  %arrayidx.2 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.2, !dbg !37
  %10 = load float, ptr %arrayidx.2, align 4, !dbg !37, !tbaa !38
  br label %if.end.2, !dbg !40

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  %.sink.2 = phi float [ %10, %if.then.2 ], [ 0.000000e+00, %if.end.1 ]
  %idxprom14.2 = zext nneg i32 %inc.1 to i64, !dbg !41
  %arrayidx15.2 = getelementptr inbounds nuw float, ptr %arrayidx13, i64 %idxprom14.2, !dbg !41
  store float %.sink.2, ptr %arrayidx15.2, align 4, !dbg !41, !tbaa !38
  %inc.2 = add nuw nsw i32 %i.039, 3, !dbg !42
  %add.3 = add nuw i32 %inc.2, %2, !dbg !35
  %cmp3.3 = icmp slt i32 %add.3, %w, !dbg !34
  br i1 %cmp3.3, label %if.then.3, label %if.end.3, !dbg !34

if.then.3:                                        ; preds = %if.end.2
  %add7.3 = add i32 %add.3, %mul6, !dbg !36
  %idxprom.3 = zext i32 %add7.3 to i64, !dbg !37
  %arrayidx.3 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.3, !dbg !37
  %11 = load float, ptr %arrayidx.3, align 4, !dbg !37, !tbaa !38
  br label %if.end.3, !dbg !40

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  %.sink.3 = phi float [ %11, %if.then.3 ], [ 0.000000e+00, %if.end.2 ]
  %idxprom14.3 = zext nneg i32 %inc.2 to i64, !dbg !41
  %arrayidx15.3 = getelementptr inbounds nuw float, ptr %arrayidx13, i64 %idxprom14.3, !dbg !41
  store float %.sink.3, ptr %arrayidx15.3, align 4, !dbg !41, !tbaa !38
  %inc.3 = add nuw nsw i32 %i.039, 4, !dbg !42
  %niter.next.3 = add i32 %niter, 4, !dbg !23
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !23
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !23, !llvm.loop !50
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "remainder.cu", directory: "/work/wt/lead/tests/analyzer/inputs")
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
!12 = distinct !DISubprogram(name: "rowTail", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 12, scope: !12)
!19 = !DILocation(line: 54, column: 27, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 11, column: 30, scope: !12)
!22 = !DILocation(line: 12, column: 22, scope: !12)
!23 = !DILocation(line: 12, column: 3, scope: !12)
!24 = !DILocation(line: 20, column: 50, scope: !12)
!25 = !DILocation(line: 67, column: 27, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 20, column: 8, scope: !12)
!28 = !DILocation(line: 20, column: 19, scope: !12)
!29 = !DILocation(line: 20, column: 24, scope: !12)
!30 = !DILocation(line: 20, column: 30, scope: !12)
!31 = !DILocation(line: 66, column: 27, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 20, column: 36, scope: !12)
!34 = !DILocation(line: 14, column: 11, scope: !12)
!35 = !DILocation(line: 13, column: 24, scope: !12)
!36 = !DILocation(line: 15, column: 48, scope: !12)
!37 = !DILocation(line: 15, column: 18, scope: !12)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !10, i64 0}
!40 = !DILocation(line: 15, column: 7, scope: !12)
!41 = !DILocation(line: 0, scope: !12)
!42 = !DILocation(line: 12, column: 28, scope: !12)
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !DILocation(line: 19, column: 3, scope: !12)
!46 = !DILocation(line: 20, column: 34, scope: !12)
!47 = !DILocation(line: 20, column: 3, scope: !12)
!48 = !DILocation(line: 20, column: 48, scope: !12)
!49 = !DILocation(line: 21, column: 1, scope: !12)
!50 = distinct !{!50, !23, !51, !52}
!51 = !DILocation(line: 18, column: 3, scope: !12)
!52 = !{!"llvm.loop.mustprogress"}
