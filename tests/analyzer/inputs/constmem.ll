; Generated from tests/analyzer/inputs/constmem.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version  -S -emit-llvm constmem.cu -o -
; ModuleID = 'constmem.cu'
source_filename = "constmem.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@taps = dso_local addrspace(4) externally_initialized constant [8 x float] zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @taps to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7filter8PKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %mul = mul i32 %0, %1, !dbg !22
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %add = add i32 %mul, %2, !dbg !26
  %idxprom = sext i32 %add to i64, !dbg !27
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !27
  %3 = load float, ptr %arrayidx, align 4, !dbg !27, !tbaa !28
  %4 = load float, ptr addrspacecast (ptr addrspace(4) @taps to ptr), align 4, !dbg !30, !tbaa !28
  %mul6 = fmul contract float %3, %4, !dbg !31
  %add7 = fadd contract float %mul6, 0.000000e+00, !dbg !32
  %5 = sext i32 %add to i64, !dbg !27
  %6 = getelementptr float, ptr %in, i64 %5, !dbg !27
  %arrayidx.1 = getelementptr i8, ptr %6, i64 4, !dbg !27
  %7 = load float, ptr %arrayidx.1, align 4, !dbg !27, !tbaa !28
  %8 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 4), align 4, !dbg !30, !tbaa !28
  %mul6.1 = fmul contract float %7, %8, !dbg !31
  %add7.1 = fadd contract float %add7, %mul6.1, !dbg !32
  %9 = sext i32 %add to i64, !dbg !27
  %10 = getelementptr float, ptr %in, i64 %9, !dbg !27
  %arrayidx.2 = getelementptr i8, ptr %10, i64 8, !dbg !27
  %11 = load float, ptr %arrayidx.2, align 4, !dbg !27, !tbaa !28
  %12 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 8), align 4, !dbg !30, !tbaa !28
  %mul6.2 = fmul contract float %11, %12, !dbg !31
  %add7.2 = fadd contract float %add7.1, %mul6.2, !dbg !32
  %13 = sext i32 %add to i64, !dbg !27
  %14 = getelementptr float, ptr %in, i64 %13, !dbg !27
  %arrayidx.3 = getelementptr i8, ptr %14, i64 12, !dbg !27
  %15 = load float, ptr %arrayidx.3, align 4, !dbg !27, !tbaa !28
  %16 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 12), align 4, !dbg !30, !tbaa !28
  %mul6.3 = fmul contract float %15, %16, !dbg !31
  %add7.3 = fadd contract float %add7.2, %mul6.3, !dbg !32
  %17 = sext i32 %add to i64, !dbg !27
  %18 = getelementptr float, ptr %in, i64 %17, !dbg !27
  %arrayidx.4 = getelementptr i8, ptr %18, i64 16, !dbg !27
  %19 = load float, ptr %arrayidx.4, align 4, !dbg !27, !tbaa !28
  %20 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 16), align 4, !dbg !30, !tbaa !28
  %mul6.4 = fmul contract float %19, %20, !dbg !31
  %add7.4 = fadd contract float %add7.3, %mul6.4, !dbg !32
  %21 = sext i32 %add to i64, !dbg !27
  %22 = getelementptr float, ptr %in, i64 %21, !dbg !27
  %arrayidx.5 = getelementptr i8, ptr %22, i64 20, !dbg !27
  %23 = load float, ptr %arrayidx.5, align 4, !dbg !27, !tbaa !28
  %24 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 20), align 4, !dbg !30, !tbaa !28
  %mul6.5 = fmul contract float %23, %24, !dbg !31
  %add7.5 = fadd contract float %add7.4, %mul6.5, !dbg !32
  %25 = sext i32 %add to i64, !dbg !27
  %26 = getelementptr float, ptr %in, i64 %25, !dbg !27
  %arrayidx.6 = getelementptr i8, ptr %26, i64 24, !dbg !27
  %27 = load float, ptr %arrayidx.6, align 4, !dbg !27, !tbaa !28
  %28 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 24), align 4, !dbg !30, !tbaa !28
  %mul6.6 = fmul contract float %27, %28, !dbg !31
  %add7.6 = fadd contract float %add7.5, %mul6.6, !dbg !32
  %29 = sext i32 %add to i64, !dbg !27
  %30 = getelementptr float, ptr %in, i64 %29, !dbg !27
  %arrayidx.7 = getelementptr i8, ptr %30, i64 28, !dbg !27
  %31 = load float, ptr %arrayidx.7, align 4, !dbg !27, !tbaa !28
  %32 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 28), align 4, !dbg !30, !tbaa !28
  %mul6.7 = fmul contract float %31, %32, !dbg !31
  %add7.7 = fadd contract float %add7.6, %mul6.7, !dbg !32
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !33
  store float %add7.7, ptr %arrayidx9, align 4, !dbg !34, !tbaa !28
  ret void, !dbg !35
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9filterVarPKfPfii(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %w) local_unnamed_addr #1 !dbg !36 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !37
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !39
  %mul = mul i32 %0, %1, !dbg !41
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !42
  %add = add i32 %mul, %2, !dbg !44
  %cmp15 = icmp sgt i32 %w, 0, !dbg !45
  br i1 %cmp15, label %for.body, label %for.cond.cleanup, !dbg !46

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add7, %for.body ], !dbg !47
  %idxprom8 = sext i32 %add to i64, !dbg !48
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %idxprom8, !dbg !48
  store float %s.0.lcssa, ptr %arrayidx9, align 4, !dbg !49, !tbaa !28
  ret void, !dbg !50

for.body:                                         ; preds = %entry, %for.body
  %k.017 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %s.016 = phi float [ %add7, %for.body ], [ 0.000000e+00, %entry ]
  %add3 = add nsw i32 %k.017, %add, !dbg !51
  %idxprom = sext i32 %add3 to i64, !dbg !52
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !52
  %3 = load float, ptr %arrayidx, align 4, !dbg !52, !tbaa !28
  %and = and i32 %k.017, 7, !dbg !53
  %idxprom4 = zext nneg i32 %and to i64, !dbg !54
  %arrayidx5 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 %idxprom4, !dbg !54
  %4 = load float, ptr %arrayidx5, align 4, !dbg !54, !tbaa !28
  %mul6 = fmul contract float %3, %4, !dbg !55
  %add7 = fadd contract float %s.016, %mul6, !dbg !56
  %inc = add nuw nsw i32 %k.017, 1, !dbg !57
  %exitcond.not = icmp eq i32 %inc, %w, !dbg !45
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !46, !llvm.loop !58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "constmem.cu", directory: "/work/main/tests/analyzer/inputs")
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
!12 = distinct !DISubprogram(name: "filter8", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!27 = !DILocation(line: 14, column: 10, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !10, i64 0}
!30 = !DILocation(line: 14, column: 22, scope: !12)
!31 = !DILocation(line: 14, column: 20, scope: !12)
!32 = !DILocation(line: 14, column: 7, scope: !12)
!33 = !DILocation(line: 15, column: 3, scope: !12)
!34 = !DILocation(line: 15, column: 10, scope: !12)
!35 = !DILocation(line: 16, column: 1, scope: !12)
!36 = distinct !DISubprogram(name: "filterVar", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !38)
!38 = distinct !DILocation(line: 20, column: 11, scope: !36)
!39 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !40)
!40 = distinct !DILocation(line: 20, column: 24, scope: !36)
!41 = !DILocation(line: 20, column: 22, scope: !36)
!42 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !43)
!43 = distinct !DILocation(line: 20, column: 37, scope: !36)
!44 = !DILocation(line: 20, column: 35, scope: !36)
!45 = !DILocation(line: 23, column: 21, scope: !36)
!46 = !DILocation(line: 23, column: 3, scope: !36)
!47 = !DILocation(line: 0, scope: !36)
!48 = !DILocation(line: 25, column: 3, scope: !36)
!49 = !DILocation(line: 25, column: 10, scope: !36)
!50 = !DILocation(line: 26, column: 1, scope: !36)
!51 = !DILocation(line: 24, column: 15, scope: !36)
!52 = !DILocation(line: 24, column: 10, scope: !36)
!53 = !DILocation(line: 24, column: 29, scope: !36)
!54 = !DILocation(line: 24, column: 22, scope: !36)
!55 = !DILocation(line: 24, column: 20, scope: !36)
!56 = !DILocation(line: 24, column: 7, scope: !36)
!57 = !DILocation(line: 23, column: 26, scope: !36)
!58 = distinct !{!58, !46, !59, !60, !61}
!59 = !DILocation(line: 24, column: 32, scope: !36)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !{!"llvm.loop.unroll.disable"}
