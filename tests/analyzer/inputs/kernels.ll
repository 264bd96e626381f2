; Generated from tests/analyzer/inputs/kernels.cu (run in that folder):
; clang-19 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -S -emit-llvm kernels.cu -o -
; ModuleID = 'kernels.cu'
source_filename = "kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11matmulTiledPKfS0_PfiE3Mds = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11matmulTiledPKfS0_PfiE3Nds = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ6reducePKfPfiE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ14transposeTiledPfPKfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5saxpyifPKfPf(i32 noundef %n, float noundef %a, ptr nocapture noundef readonly %x, ptr nocapture noundef %y) local_unnamed_addr #0 !dbg !26 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !33
  %mul = mul i32 %0, %1, !dbg !36
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !37
  %add = add i32 %mul, %2, !dbg !40
  %cmp = icmp slt i32 %add, %n, !dbg !41
  br i1 %cmp, label %if.then, label %if.end, !dbg !42

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !43
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !43
  %3 = load float, ptr %arrayidx, align 4, !dbg !43, !tbaa !44
  %mul3 = fmul contract float %3, %a, !dbg !48
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !49
  %4 = load float, ptr %arrayidx5, align 4, !dbg !49, !tbaa !44
  %add6 = fadd contract float %mul3, %4, !dbg !50
  store float %add6, ptr %arrayidx5, align 4, !dbg !51, !tbaa !44
  br label %if.end, !dbg !52

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !53
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11matmulNaivePKfS0_Pfi(ptr nocapture noundef readonly %M, ptr nocapture noundef readonly %N, ptr nocapture noundef writeonly %P, i32 noundef %Width) local_unnamed_addr #1 !dbg !54 {
entry:
  %0 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !55
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !58
  %mul = mul nuw nsw i32 %0, %1, !dbg !61
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !62
  %add = add nuw nsw i32 %mul, %2, !dbg !65
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !66
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !68
  %mul5 = mul i32 %3, %4, !dbg !70
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !71
  %add7 = add i32 %mul5, %5, !dbg !73
  %cmp = icmp slt i32 %add, %Width, !dbg !74
  %cmp8 = icmp slt i32 %add7, %Width
  %or.cond = and i1 %cmp, %cmp8, !dbg !75
  br i1 %or.cond, label %for.body.lr.ph, label %if.end, !dbg !75

for.body.lr.ph:                                   ; preds = %entry
  %mul10 = mul nuw nsw i32 %add, %Width
  %6 = add i32 %Width, -1, !dbg !76
  %xtraiter = and i32 %Width, 3, !dbg !76
  %7 = icmp ult i32 %6, 3, !dbg !76
  br i1 %7, label %for.cond.cleanup.unr-lcssa, label %for.body.lr.ph.new, !dbg !76

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %Width, -4, !dbg !76
  br label %for.body, !dbg !76

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body, %for.body.lr.ph
  %add17.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %k.037.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %Sum.036.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !76
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !76

for.body.epil:                                    ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil
  %k.037.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.037.unr, %for.cond.cleanup.unr-lcssa ]
  %Sum.036.epil = phi float [ %add17.epil, %for.body.epil ], [ %Sum.036.unr, %for.cond.cleanup.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.unr-lcssa ]
  %add11.epil = add nuw nsw i32 %k.037.epil, %mul10, !dbg !77
  %idxprom.epil = zext nneg i32 %add11.epil to i64, !dbg !78
  %arrayidx.epil = getelementptr inbounds float, ptr %M, i64 %idxprom.epil, !dbg !78
  %8 = load float, ptr %arrayidx.epil, align 4, !dbg !78, !tbaa !44
  %mul12.epil = mul nuw nsw i32 %k.037.epil, %Width, !dbg !79
  %add13.epil = add nsw i32 %mul12.epil, %add7, !dbg !80
  %idxprom14.epil = sext i32 %add13.epil to i64, !dbg !81
  %arrayidx15.epil = getelementptr inbounds float, ptr %N, i64 %idxprom14.epil, !dbg !81
  %9 = load float, ptr %arrayidx15.epil, align 4, !dbg !81, !tbaa !44
  %mul16.epil = fmul contract float %8, %9, !dbg !82
  %add17.epil = fadd contract float %Sum.036.epil, %mul16.epil, !dbg !83
  %inc.epil = add nuw nsw i32 %k.037.epil, 1, !dbg !84
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !76
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !76
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !76, !llvm.loop !85

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.unr-lcssa
  %add17.lcssa = phi float [ %add17.lcssa.ph, %for.cond.cleanup.unr-lcssa ], [ %add17.epil, %for.body.epil ], !dbg !83
  %add19 = add nsw i32 %mul10, %add7, !dbg !87
  %idxprom20 = sext i32 %add19 to i64, !dbg !88
  %arrayidx21 = getelementptr inbounds float, ptr %P, i64 %idxprom20, !dbg !88
  store float %add17.lcssa, ptr %arrayidx21, align 4, !dbg !89, !tbaa !44
  br label %if.end, !dbg !90

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.037 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %Sum.036 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add17.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add11 = add nuw nsw i32 %k.037, %mul10, !dbg !77
  %idxprom = zext nneg i32 %add11 to i64, !dbg !78
  %arrayidx = getelementptr inbounds float, ptr %M, i64 %idxprom, !dbg !78
  %10 = load float, ptr %arrayidx, align 4, !dbg !78, !tbaa !44
  %mul12 = mul nuw nsw i32 %k.037, %Width, !dbg !79
  %add13 = add nsw i32 %mul12, %add7, !dbg !80
  %idxprom14 = sext i32 %add13 to i64, !dbg !81
  %arrayidx15 = getelementptr inbounds float, ptr %N, i64 %idxprom14, !dbg !81
  %11 = load float, ptr %arrayidx15, align 4, !dbg !81, !tbaa !44
  %mul16 = fmul contract float %10, %11, !dbg !82
  %add17 = fadd contract float %Sum.036, %mul16, !dbg !83
  %inc = or disjoint i32 %k.037, 1, !dbg !84
  %add11.1 = add nuw nsw i32 %inc, %mul10, !dbg !77
  %idxprom.1 = zext nneg i32 %add11.1 to i64, !dbg !78
  %arrayidx.1 = getelementptr inbounds float, ptr %M, i64 %idxprom.1, !dbg !78
  %12 = load float, ptr %arrayidx.1, align 4, !dbg !78, !tbaa !44
  %mul12.1 = mul nuw nsw i32 %inc, %Width, !dbg !79
  %add13.1 = add nsw i32 %mul12.1, %add7, !dbg !80
  %idxprom14.1 = sext i32 %add13.1 to i64, !dbg !81
  %arrayidx15.1 = getelementptr inbounds float, ptr %N, i64 %idxprom14.1, !dbg !81
  %13 = load float, ptr %arrayidx15.1, align 4, !dbg !81, !tbaa !44
  %mul16.1 = fmul contract float %12, %13, !dbg !82
  %add17.1 = fadd contract float %add17, %mul16.1, !dbg !83
  %inc.1 = or disjoint i32 %k.037, 2, !dbg !84
  %add11.2 = add nuw nsw i32 %inc.1, %mul10, !dbg !77
  %idxprom.2 = zext nneg i32 %add11.2 to i64, !dbg !78
  %arrayidx.2 = getelementptr inbounds float, ptr %M, i64 %idxprom.2, !dbg !78
  %14 = load float, ptr %arrayidx.2, align 4, !dbg !78, !tbaa !44
  %mul12.2 = mul nuw nsw i32 %inc.1, %Width, !dbg !79
  %add13.2 = add nsw i32 %mul12.2, %add7, !dbg !80
  %idxprom14.2 = sext i32 %add13.2 to i64, !dbg !81
  %arrayidx15.2 = getelementptr inbounds float, ptr %N, i64 %idxprom14.2, !dbg !81
  %15 = load float, ptr %arrayidx15.2, align 4, !dbg !81, !tbaa !44
  %mul16.2 = fmul contract float %14, %15, !dbg !82
  %add17.2 = fadd contract float %add17.1, %mul16.2, !dbg !83
  %inc.2 = or disjoint i32 %k.037, 3, !dbg !84
  %add11.3 = add nuw nsw i32 %inc.2, %mul10, !dbg !77
  %idxprom.3 = zext nneg i32 %add11.3 to i64, !dbg !78
  %arrayidx.3 = getelementptr inbounds float, ptr %M, i64 %idxprom.3, !dbg !78
  %16 = load float, ptr %arrayidx.3, align 4, !dbg !78, !tbaa !44
  %mul12.3 = mul nuw nsw i32 %inc.2, %Width, !dbg !79
  %add13.3 = add nsw i32 %mul12.3, %add7, !dbg !80
  %idxprom14.3 = sext i32 %add13.3 to i64, !dbg !81
  %arrayidx15.3 = getelementptr inbounds float, ptr %N, i64 %idxprom14.3, !dbg !81
  %17 = load float, ptr %arrayidx15.3, align 4, !dbg !81, !tbaa !44
  %mul16.3 = fmul contract float %16, %17, !dbg !82
  %add17.3 = fadd contract float %add17.2, %mul16.3, !dbg !83
  %inc.3 = add nuw nsw i32 %k.037, 4, !dbg !84
  %niter.next.3 = add i32 %niter, 4, !dbg !76
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !76
  br i1 %niter.ncmp.3, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !76, !llvm.loop !91

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !94
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11matmulTiledPKfS0_Pfi(ptr nocapture noundef readonly %M, ptr nocapture noundef readonly %N, ptr nocapture noundef writeonly %P, i32 noundef %Width) local_unnamed_addr #2 !dbg !95 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !96
  %1 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !98
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !100
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !102
  %mul = shl nuw nsw i32 %1, 4, !dbg !104
  %add = add nuw nsw i32 %mul, %3, !dbg !105
  %mul4 = shl nsw i32 %0, 4, !dbg !106
  %add5 = add nuw nsw i32 %mul4, %2, !dbg !107
  %div = sdiv i32 %Width, 16
  %cmp67 = icmp sgt i32 %Width, 15, !dbg !108
  %mul6 = mul nsw i32 %add, %Width
  br i1 %cmp67, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !109

for.body.lr.ph:                                   ; preds = %entry
  %add8 = add nuw i32 %mul6, %2
  %idxprom10 = zext nneg i32 %3 to i64
  %idxprom12 = zext nneg i32 %2 to i64
  %arrayidx13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 %idxprom12
  %arrayidx23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 %idxprom10, i64 %idxprom12
  %arrayidx31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 0, !dbg !110
  %arrayidx35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 0, i64 %idxprom12
  %arrayidx31.1 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 1
  %arrayidx35.1 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 1, i64 %idxprom12
  %arrayidx31.2 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 2
  %arrayidx35.2 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 2, i64 %idxprom12
  %arrayidx31.3 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 3
  %arrayidx35.3 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 3, i64 %idxprom12
  %arrayidx31.4 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 4
  %arrayidx35.4 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 4, i64 %idxprom12
  %arrayidx31.5 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 5
  %arrayidx35.5 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 5, i64 %idxprom12
  %arrayidx31.6 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 6
  %arrayidx35.6 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 6, i64 %idxprom12
  %arrayidx31.7 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 7
  %arrayidx35.7 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 7, i64 %idxprom12
  %arrayidx31.8 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 8
  %arrayidx35.8 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 8, i64 %idxprom12
  %arrayidx31.9 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 9
  %arrayidx35.9 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 9, i64 %idxprom12
  %arrayidx31.10 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 10
  %arrayidx35.10 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 10, i64 %idxprom12
  %arrayidx31.11 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 11
  %arrayidx35.11 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 11, i64 %idxprom12
  %arrayidx31.12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 12
  %arrayidx35.12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 12, i64 %idxprom12
  %arrayidx31.13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 13
  %arrayidx35.13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 13, i64 %idxprom12
  %arrayidx31.14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 14
  %arrayidx35.14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 14, i64 %idxprom12
  %arrayidx31.15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 15
  %arrayidx35.15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 15, i64 %idxprom12
  br label %for.body, !dbg !109

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %Pvalue.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add37.15, %for.body ], !dbg !111
  %add42 = add nsw i32 %mul6, %add5, !dbg !112
  %idxprom43 = sext i32 %add42 to i64, !dbg !113
  %arrayidx44 = getelementptr inbounds float, ptr %P, i64 %idxprom43, !dbg !113
  store float %Pvalue.0.lcssa, ptr %arrayidx44, align 4, !dbg !114, !tbaa !44
  ret void, !dbg !115

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %ph.069 = phi i32 [ 0, %for.body.lr.ph ], [ %inc39, %for.body ]
  %Pvalue.068 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add37.15, %for.body ]
  %mul7 = shl nsw i32 %ph.069, 4, !dbg !116
  %add9 = add i32 %add8, %mul7, !dbg !117
  %idxprom = sext i32 %add9 to i64, !dbg !118
  %arrayidx = getelementptr inbounds float, ptr %M, i64 %idxprom, !dbg !118
  %4 = load float, ptr %arrayidx, align 4, !dbg !118, !tbaa !44
  store float %4, ptr %arrayidx13, align 4, !dbg !119, !tbaa !44
  %add15 = add nuw nsw i32 %mul7, %3, !dbg !120
  %mul16 = mul nuw nsw i32 %add15, %Width, !dbg !121
  %add17 = add nuw nsw i32 %mul16, %add5, !dbg !122
  %idxprom18 = zext nneg i32 %add17 to i64, !dbg !123
  %arrayidx19 = getelementptr inbounds float, ptr %N, i64 %idxprom18, !dbg !123
  %5 = load float, ptr %arrayidx19, align 4, !dbg !123, !tbaa !44
  store float %5, ptr %arrayidx23, align 4, !dbg !124, !tbaa !44
  tail call void @llvm.nvvm.barrier0(), !dbg !125
  %6 = load float, ptr %arrayidx31, align 4, !dbg !110, !tbaa !44
  %7 = load float, ptr %arrayidx35, align 4, !dbg !126, !tbaa !44
  %mul36 = fmul contract float %6, %7, !dbg !127
  %add37 = fadd contract float %Pvalue.068, %mul36, !dbg !128
  %8 = load float, ptr %arrayidx31.1, align 4, !dbg !110, !tbaa !44
  %9 = load float, ptr %arrayidx35.1, align 4, !dbg !126, !tbaa !44
  %mul36.1 = fmul contract float %8, %9, !dbg !127
  %add37.1 = fadd contract float %add37, %mul36.1, !dbg !128
  %10 = load float, ptr %arrayidx31.2, align 4, !dbg !110, !tbaa !44
  %11 = load float, ptr %arrayidx35.2, align 4, !dbg !126, !tbaa !44
  %mul36.2 = fmul contract float %10, %11, !dbg !127
  %add37.2 = fadd contract float %add37.1, %mul36.2, !dbg !128
  %12 = load float, ptr %arrayidx31.3, align 4, !dbg !110, !tbaa !44
  %13 = load float, ptr %arrayidx35.3, align 4, !dbg !126, !tbaa !44
  %mul36.3 = fmul contract float %12, %13, !dbg !127
  %add37.3 = fadd contract float %add37.2, %mul36.3, !dbg !128
  %14 = load float, ptr %arrayidx31.4, align 4, !dbg !110, !tbaa !44
  %15 = load float, ptr %arrayidx35.4, align 4, !dbg !126, !tbaa !44
  %mul36.4 = fmul contract float %14, %15, !dbg !127
  %add37.4 = fadd contract float %add37.3, %mul36.4, !dbg !128
  %16 = load float, ptr %arrayidx31.5, align 4, !dbg !110, !tbaa !44
  %17 = load float, ptr %arrayidx35.5, align 4, !dbg !126, !tbaa !44
  %mul36.5 = fmul contract float %16, %17, !dbg !127
  %add37.5 = fadd contract float %add37.4, %mul36.5, !dbg !128
  %18 = load float, ptr %arrayidx31.6, align 4, !dbg !110, !tbaa !44
  %19 = load float, ptr %arrayidx35.6, align 4, !dbg !126, !tbaa !44
  %mul36.6 = fmul contract float %18, %19, !dbg !127
  %add37.6 = fadd contract float %add37.5, %mul36.6, !dbg !128
  %20 = load float, ptr %arrayidx31.7, align 4, !dbg !110, !tbaa !44
  %21 = load float, ptr %arrayidx35.7, align 4, !dbg !126, !tbaa !44
  %mul36.7 = fmul contract float %20, %21, !dbg !127
  %add37.7 = fadd contract float %add37.6, %mul36.7, !dbg !128
  %22 = load float, ptr %arrayidx31.8, align 4, !dbg !110, !tbaa !44
  %23 = load float, ptr %arrayidx35.8, align 4, !dbg !126, !tbaa !44
  %mul36.8 = fmul contract float %22, %23, !dbg !127
  %add37.8 = fadd contract float %add37.7, %mul36.8, !dbg !128
  %24 = load float, ptr %arrayidx31.9, align 4, !dbg !110, !tbaa !44
  %25 = load float, ptr %arrayidx35.9, align 4, !dbg !126, !tbaa !44
  %mul36.9 = fmul contract float %24, %25, !dbg !127
  %add37.9 = fadd contract float %add37.8, %mul36.9, !dbg !128
  %26 = load float, ptr %arrayidx31.10, align 4, !dbg !110, !tbaa !44
  %27 = load float, ptr %arrayidx35.10, align 4, !dbg !126, !tbaa !44
  %mul36.10 = fmul contract float %26, %27, !dbg !127
  %add37.10 = fadd contract float %add37.9, %mul36.10, !dbg !128
  %28 = load float, ptr %arrayidx31.11, align 4, !dbg !110, !tbaa !44
  %29 = load float, ptr %arrayidx35.11, align 4, !dbg !126, !tbaa !44
  %mul36.11 = fmul contract float %28, %29, !dbg !127
  %add37.11 = fadd contract float %add37.10, %mul36.11, !dbg !128
  %30 = load float, ptr %arrayidx31.12, align 4, !dbg !110, !tbaa !44
  %31 = load float, ptr %arrayidx35.12, align 4, !dbg !126, !tbaa !44
  %mul36.12 = fmul contract float %30, %31, !dbg !127
  %add37.12 = fadd contract float %add37.11, %mul36.12, !dbg !128
  %32 = load float, ptr %arrayidx31.13, align 4, !dbg !110, !tbaa !44
  %33 = load float, ptr %arrayidx35.13, align 4, !dbg !126, !tbaa !44
  %mul36.13 = fmul contract float %32, %33, !dbg !127
  %add37.13 = fadd contract float %add37.12, %mul36.13, !dbg !128
  %34 = load float, ptr %arrayidx31.14, align 4, !dbg !110, !tbaa !44
  %35 = load float, ptr %arrayidx35.14, align 4, !dbg !126, !tbaa !44
  %mul36.14 = fmul contract float %34, %35, !dbg !127
  %add37.14 = fadd contract float %add37.13, %mul36.14, !dbg !128
  %36 = load float, ptr %arrayidx31.15, align 4, !dbg !110, !tbaa !44
  %37 = load float, ptr %arrayidx35.15, align 4, !dbg !126, !tbaa !44
  %mul36.15 = fmul contract float %36, %37, !dbg !127
  %add37.15 = fadd contract float %add37.14, %mul36.15, !dbg !128
  tail call void @llvm.nvvm.barrier0(), !dbg !129
  %inc39 = add nuw nsw i32 %ph.069, 1, !dbg !130
  %exitcond.not = icmp eq i32 %inc39, %div, !dbg !108
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !109, !llvm.loop !131
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11stridedCopyPfPKfi(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %stride) local_unnamed_addr #0 !dbg !133 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !134
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !136
  %mul = mul i32 %0, %1, !dbg !138
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !139
  %add = add i32 %mul, %2, !dbg !141
  %mul3 = mul nsw i32 %add, %stride, !dbg !142
  %idxprom = sext i32 %mul3 to i64, !dbg !143
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !143
  %3 = load float, ptr %arrayidx, align 4, !dbg !143, !tbaa !44
  %idxprom4 = sext i32 %add to i64, !dbg !144
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom4, !dbg !144
  store float %3, ptr %arrayidx5, align 4, !dbg !145, !tbaa !44
  ret void, !dbg !146
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10offsetCopyPfPKfi(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %offset) local_unnamed_addr #0 !dbg !147 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !148
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !150
  %mul = mul i32 %0, %1, !dbg !152
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !153
  %add = add i32 %mul, %2, !dbg !155
  %add3 = add i32 %add, %offset, !dbg !156
  %idxprom = sext i32 %add3 to i64, !dbg !157
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !157
  %3 = load float, ptr %arrayidx, align 4, !dbg !157, !tbaa !44
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !158
  store float %3, ptr %arrayidx5, align 4, !dbg !159, !tbaa !44
  ret void, !dbg !160
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10gridStrideiPKfPf(i32 noundef %n, ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y) local_unnamed_addr #1 !dbg !161 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !162
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !164
  %mul = mul i32 %0, %1, !dbg !166
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !167
  %add = add i32 %mul, %2, !dbg !169
  %cmp13 = icmp slt i32 %add, %n, !dbg !170
  br i1 %cmp13, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !171

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul8 = mul i32 %1, %3
  br label %for.body, !dbg !171

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !172

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.014 = phi i32 [ %add, %for.body.lr.ph ], [ %add9, %for.body ]
  %idxprom = sext i32 %i.014 to i64, !dbg !173
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !173
  %4 = load float, ptr %arrayidx, align 4, !dbg !173, !tbaa !44
  %mul3 = fmul contract float %4, 2.000000e+00, !dbg !174
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !175
  store float %mul3, ptr %arrayidx5, align 4, !dbg !176, !tbaa !44
  %add9 = add i32 %i.014, %mul8, !dbg !177
  %cmp = icmp slt i32 %add9, %n, !dbg !170
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !171, !llvm.loop !178
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10dataBranchPKfPfi(ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y, i32 noundef %n) local_unnamed_addr #2 !dbg !180 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !181
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !183
  %mul = mul i32 %0, %1, !dbg !185
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !186
  %add = add i32 %mul, %2, !dbg !188
  %cmp.not = icmp slt i32 %add, %n, !dbg !189
  br i1 %cmp.not, label %if.end, label %cleanup, !dbg !190

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !191
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !191
  %3 = load float, ptr %arrayidx, align 4, !dbg !191, !tbaa !44
  %cmp3 = fcmp contract ogt float %3, 0.000000e+00, !dbg !192
  br i1 %cmp3, label %if.then4, label %if.end8, !dbg !193

if.then4:                                         ; preds = %if.end
  %div = fdiv contract float %3, 7.000000e+00
  %call.i = tail call contract noundef float @__nv_expf(float noundef %3) #7, !dbg !194
  %mul6 = fmul contract float %call.i, 3.000000e+00, !dbg !198
  %add7 = fadd contract float %div, %mul6, !dbg !199
  br label %if.end8, !dbg !200

if.end8:                                          ; preds = %if.then4, %if.end
  %v.0 = phi float [ %add7, %if.then4 ], [ %3, %if.end ], !dbg !201
  %arrayidx10 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !202
  store float %v.0, ptr %arrayidx10, align 4, !dbg !203, !tbaa !44
  br label %cleanup, !dbg !204

cleanup:                                          ; preds = %entry, %if.end8
  ret void, !dbg !204
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9histogramPKiPii(ptr nocapture noundef readonly %data, ptr nocapture noundef %bins, i32 noundef %n) local_unnamed_addr #4 !dbg !205 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !206
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !208
  %mul = mul i32 %0, %1, !dbg !210
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !211
  %add = add i32 %mul, %2, !dbg !213
  %cmp = icmp slt i32 %add, %n, !dbg !214
  br i1 %cmp, label %if.then, label %if.end, !dbg !215

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !216
  %arrayidx = getelementptr inbounds i32, ptr %data, i64 %idxprom, !dbg !216
  %3 = load i32, ptr %arrayidx, align 4, !dbg !216, !tbaa !217
  %and = and i32 %3, 255, !dbg !219
  %idxprom3 = zext nneg i32 %and to i64, !dbg !220
  %arrayidx4 = getelementptr inbounds i32, ptr %bins, i64 %idxprom3, !dbg !220
  %4 = atomicrmw add ptr %arrayidx4, i32 1 seq_cst, align 4, !dbg !221
  br label %if.end, !dbg !224

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !225
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6reducePKfPfi(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i32 noundef %n) local_unnamed_addr #2 !dbg !226 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !227
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !229
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !231
  %mul = mul i32 %1, %2, !dbg !233
  %add = add i32 %mul, %0, !dbg !234
  %cmp = icmp ult i32 %add, %n, !dbg !235
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !236

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !dbg !237, !tbaa !44
  br label %cond.end, !dbg !236

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %3, %cond.true ], [ 0.000000e+00, %entry ], !dbg !236
  %idxprom4 = zext nneg i32 %0 to i64, !dbg !238
  %arrayidx5 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), i64 0, i64 %idxprom4, !dbg !238
  store float %cond, ptr %arrayidx5, align 4, !dbg !239, !tbaa !44
  tail call void @llvm.nvvm.barrier0(), !dbg !240
  %cmp7.not31 = icmp ult i32 %2, 2, !dbg !241
  br i1 %cmp7.not31, label %for.cond.cleanup, label %for.body, !dbg !242

for.cond.cleanup:                                 ; preds = %if.end, %cond.end
  %cmp15 = icmp eq i32 %0, 0, !dbg !243
  br i1 %cmp15, label %if.then16, label %if.end20, !dbg !244

for.body:                                         ; preds = %cond.end, %if.end
  %s.032.in = phi i32 [ %s.032, %if.end ], [ %2, %cond.end ]
  %s.032 = lshr i32 %s.032.in, 1, !dbg !245
  %cmp8 = icmp ult i32 %0, %s.032, !dbg !246
  br i1 %cmp8, label %if.then, label %if.end, !dbg !247

if.then:                                          ; preds = %for.body
  %add9 = add nuw nsw i32 %s.032, %0
  %idxprom10 = zext nneg i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), i64 0, i64 %idxprom10
  %4 = load float, ptr %arrayidx11, align 4, !dbg !248, !tbaa !44
  %5 = load float, ptr %arrayidx5, align 4, !dbg !249, !tbaa !44
  %add14 = fadd contract float %4, %5, !dbg !249
  store float %add14, ptr %arrayidx5, align 4, !dbg !249, !tbaa !44
  br label %if.end, !dbg !250

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier0(), !dbg !251
  %cmp7.not = icmp ult i32 %s.032.in, 4, !dbg !241
  br i1 %cmp7.not, label %for.cond.cleanup, label %for.body, !dbg !242, !llvm.loop !252

if.then16:                                        ; preds = %for.cond.cleanup
  %idxprom18 = zext nneg i32 %1 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %out, i64 %idxprom18
  %6 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), align 4, !dbg !254, !tbaa !44
  store float %6, ptr %arrayidx19, align 4, !dbg !255, !tbaa !44
  br label %if.end20, !dbg !256

if.end20:                                         ; preds = %if.then16, %for.cond.cleanup
  ret void, !dbg !257
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14transposeNaivePfPKfii(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 !dbg !258 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !259
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !261
  %mul = mul i32 %0, %1, !dbg !263
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !264
  %add = add i32 %mul, %2, !dbg !266
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !267
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !269
  %mul5 = mul nuw nsw i32 %3, %4, !dbg !271
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !272
  %add7 = add nuw nsw i32 %mul5, %5, !dbg !274
  %cmp = icmp slt i32 %add, %w, !dbg !275
  %cmp8 = icmp slt i32 %add7, %h
  %or.cond = and i1 %cmp, %cmp8, !dbg !276
  br i1 %or.cond, label %if.then, label %if.end, !dbg !276

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %w, !dbg !277
  %add10 = add nsw i32 %mul9, %add, !dbg !278
  %idxprom = sext i32 %add10 to i64, !dbg !279
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !279
  %6 = load float, ptr %arrayidx, align 4, !dbg !279, !tbaa !44
  %mul11 = mul nsw i32 %add, %h, !dbg !280
  %add12 = add nsw i32 %mul11, %add7, !dbg !281
  %idxprom13 = sext i32 %add12 to i64, !dbg !282
  %arrayidx14 = getelementptr inbounds float, ptr %out, i64 %idxprom13, !dbg !282
  store float %6, ptr %arrayidx14, align 4, !dbg !283, !tbaa !44
  br label %if.end, !dbg !282

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !284
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14transposeTiledPfPKfii(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #2 !dbg !285 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !286
  %mul = shl i32 %0, 5, !dbg !288
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !289
  %add = add i32 %mul, %1, !dbg !291
  %2 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !292
  %mul3 = shl nuw nsw i32 %2, 5, !dbg !294
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !295
  %add5 = add nuw nsw i32 %mul3, %3, !dbg !297
  %cmp = icmp slt i32 %add, %w, !dbg !298
  %cmp6 = icmp slt i32 %add5, %h
  %or.cond = and i1 %cmp, %cmp6, !dbg !299
  br i1 %or.cond, label %if.then, label %if.end, !dbg !299

if.then:                                          ; preds = %entry
  %idxprom10 = zext nneg i32 %3 to i64
  %idxprom13 = zext nneg i32 %1 to i64
  %arrayidx14 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14transposeTiledPfPKfiiE4tile to ptr), i64 0, i64 %idxprom10, i64 %idxprom13
  %mul7 = mul nsw i32 %add5, %w
  %add8 = add nsw i32 %mul7, %add
  %idxprom = sext i32 %add8 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !dbg !300, !tbaa !44
  store float %4, ptr %arrayidx14, align 4, !dbg !301, !tbaa !44
  br label %if.end, !dbg !302

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier0(), !dbg !303
  %add18 = add nuw nsw i32 %mul3, %1, !dbg !304
  %add22 = add i32 %mul, %3, !dbg !305
  %cmp23 = icmp slt i32 %add18, %h, !dbg !306
  %cmp25 = icmp slt i32 %add22, %w
  %or.cond48 = and i1 %cmp25, %cmp23, !dbg !307
  br i1 %or.cond48, label %if.then26, label %if.end37, !dbg !307

if.then26:                                        ; preds = %if.end
  %mul33 = mul nsw i32 %add22, %h
  %add34 = add nsw i32 %mul33, %add18
  %idxprom35 = sext i32 %add34 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %out, i64 %idxprom35
  %idxprom28 = zext nneg i32 %1 to i64
  %idxprom31 = zext nneg i32 %3 to i64
  %arrayidx32 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14transposeTiledPfPKfiiE4tile to ptr), i64 0, i64 %idxprom28, i64 %idxprom31
  %5 = load float, ptr %arrayidx32, align 4, !dbg !308, !tbaa !44
  store float %5, ptr %arrayidx36, align 4, !dbg !309, !tbaa !44
  br label %if.end37, !dbg !310

if.end37:                                         ; preds = %if.then26, %if.end
  ret void, !dbg !311
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8fp64PolyPKdPdi(ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y, i32 noundef %n) local_unnamed_addr #0 !dbg !312 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !313
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !315
  %mul = mul i32 %0, %1, !dbg !317
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !318
  %add = add i32 %mul, %2, !dbg !320
  %cmp = icmp slt i32 %add, %n, !dbg !321
  br i1 %cmp, label %if.then, label %if.end, !dbg !322

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !323
  %arrayidx = getelementptr inbounds double, ptr %x, i64 %idxprom, !dbg !323
  %3 = load double, ptr %arrayidx, align 8, !dbg !323, !tbaa !324
  %4 = tail call contract double @llvm.sqrt.f64(double %3), !dbg !326
  %mul3 = fmul contract double %3, %3, !dbg !327
  %add4 = fadd contract double %mul3, 1.000000e+00, !dbg !328
  %div = fdiv contract double %4, %add4, !dbg !329
  %arrayidx6 = getelementptr inbounds double, ptr %y, i64 %idxprom, !dbg !330
  store double %div, ptr %arrayidx6, align 8, !dbg !331, !tbaa !324
  br label %if.end, !dbg !332

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !333
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11nestedLoopsPfii(ptr nocapture noundef %a, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 !dbg !334 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !335
  %cmp24 = icmp sgt i32 %n, 0, !dbg !337
  br i1 %cmp24, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !338

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp221 = icmp sgt i32 %m, 0
  %xtraiter = and i32 %m, 7
  %1 = icmp ult i32 %m, 8
  %unroll_iter = and i32 %m, 2147483640
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %for.cond1.preheader, !dbg !338

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %i.026 = phi i32 [ 0, %for.cond1.preheader.lr.ph ], [ %inc9, %for.cond.cleanup3 ]
  %s.025 = phi float [ 0.000000e+00, %for.cond1.preheader.lr.ph ], [ %s.1.lcssa, %for.cond.cleanup3 ]
  br i1 %cmp221, label %for.body4.lr.ph, label %for.cond.cleanup3, !dbg !339

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %mul = mul nuw nsw i32 %i.026, %m
  br i1 %1, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4, !dbg !339

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %s.1.lcssa, %for.cond.cleanup3 ], !dbg !340
  %idxprom11 = zext nneg i32 %0 to i64, !dbg !341
  %arrayidx12 = getelementptr inbounds float, ptr %a, i64 %idxprom11, !dbg !341
  store float %s.0.lcssa, ptr %arrayidx12, align 4, !dbg !342, !tbaa !44
  ret void, !dbg !343

for.cond.cleanup3.loopexit.unr-lcssa:             ; preds = %for.body4, %for.body4.lr.ph
  %add7.lcssa.ph = phi float [ poison, %for.body4.lr.ph ], [ %add7.7, %for.body4 ]
  %j.023.unr = phi i32 [ 0, %for.body4.lr.ph ], [ %inc.7, %for.body4 ]
  %s.122.unr = phi float [ %s.025, %for.body4.lr.ph ], [ %add7.7, %for.body4 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !339

for.body4.epil:                                   ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil
  %j.023.epil = phi i32 [ %inc.epil, %for.body4.epil ], [ %j.023.unr, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %s.122.epil = phi float [ %add7.epil, %for.body4.epil ], [ %s.122.unr, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body4.epil ], [ 0, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %add.epil = add nuw nsw i32 %j.023.epil, %mul, !dbg !344
  %mul5.epil = shl nsw i32 %add.epil, 6, !dbg !345
  %add6.epil = add nuw nsw i32 %mul5.epil, %0, !dbg !346
  %idxprom.epil = zext nneg i32 %add6.epil to i64, !dbg !347
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil, !dbg !347
  %2 = load float, ptr %arrayidx.epil, align 4, !dbg !347, !tbaa !44
  %add7.epil = fadd contract float %s.122.epil, %2, !dbg !348
  %inc.epil = add nuw nsw i32 %j.023.epil, 1, !dbg !349
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !339
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !339
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !339, !llvm.loop !350

for.cond.cleanup3:                                ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil, %for.cond1.preheader
  %s.1.lcssa = phi float [ %s.025, %for.cond1.preheader ], [ %add7.lcssa.ph, %for.cond.cleanup3.loopexit.unr-lcssa ], [ %add7.epil, %for.body4.epil ], !dbg !351
  %inc9 = add nuw nsw i32 %i.026, 1, !dbg !352
  %exitcond28.not = icmp eq i32 %inc9, %n, !dbg !337
  br i1 %exitcond28.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !338, !llvm.loop !353

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %j.023 = phi i32 [ %inc.7, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %s.122 = phi float [ %add7.7, %for.body4 ], [ %s.025, %for.body4.lr.ph ]
  %niter = phi i32 [ %niter.next.7, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %add = add nuw nsw i32 %j.023, %mul, !dbg !344
  %mul5 = shl nsw i32 %add, 6, !dbg !345
  %add6 = add nuw nsw i32 %mul5, %0, !dbg !346
  %idxprom = zext nneg i32 %add6 to i64, !dbg !347
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !347
  %3 = load float, ptr %arrayidx, align 4, !dbg !347, !tbaa !44
  %add7 = fadd contract float %s.122, %3, !dbg !348
  %inc = or disjoint i32 %j.023, 1, !dbg !349
  %add.1 = add nuw nsw i32 %inc, %mul, !dbg !344
  %mul5.1 = shl nsw i32 %add.1, 6, !dbg !345
  %add6.1 = add nuw nsw i32 %mul5.1, %0, !dbg !346
  %idxprom.1 = zext nneg i32 %add6.1 to i64, !dbg !347
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1, !dbg !347
  %4 = load float, ptr %arrayidx.1, align 4, !dbg !347, !tbaa !44
  %add7.1 = fadd contract float %add7, %4, !dbg !348
  %inc.1 = or disjoint i32 %j.023, 2, !dbg !349
  %add.2 = add nuw nsw i32 %inc.1, %mul, !dbg !344
  %mul5.2 = shl nsw i32 %add.2, 6, !dbg !345
  %add6.2 = add nuw nsw i32 %mul5.2, %0, !dbg !346
  %idxprom.2 = zext nneg i32 %add6.2 to i64, !dbg !347
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2, !dbg !347
  %5 = load float, ptr %arrayidx.2, align 4, !dbg !347, !tbaa !44
  %add7.2 = fadd contract float %add7.1, %5, !dbg !348
  %inc.2 = or disjoint i32 %j.023, 3, !dbg !349
  %add.3 = add nuw nsw i32 %inc.2, %mul, !dbg !344
  %mul5.3 = shl nsw i32 %add.3, 6, !dbg !345
  %add6.3 = add nuw nsw i32 %mul5.3, %0, !dbg !346
  %idxprom.3 = zext nneg i32 %add6.3 to i64, !dbg !347
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %idxprom.3, !dbg !347
  %6 = load float, ptr %arrayidx.3, align 4, !dbg !347, !tbaa !44
  %add7.3 = fadd contract float %add7.2, %6, !dbg !348
  %inc.3 = or disjoint i32 %j.023, 4, !dbg !349
  %add.4 = add nuw nsw i32 %inc.3, %mul, !dbg !344
  %mul5.4 = shl nsw i32 %add.4, 6, !dbg !345
  %add6.4 = add nuw nsw i32 %mul5.4, %0, !dbg !346
  %idxprom.4 = zext nneg i32 %add6.4 to i64, !dbg !347
  %arrayidx.4 = getelementptr inbounds float, ptr %a, i64 %idxprom.4, !dbg !347
  %7 = load float, ptr %arrayidx.4, align 4, !dbg !347, !tbaa !44
  %add7.4 = fadd contract float %add7.3, %7, !dbg !348
  %inc.4 = or disjoint i32 %j.023, 5, !dbg !349
  %add.5 = add nuw nsw i32 %inc.4, %mul, !dbg !344
  %mul5.5 = shl nsw i32 %add.5, 6, !dbg !345
  %add6.5 = add nuw nsw i32 %mul5.5, %0, !dbg !346
  %idxprom.5 = zext nneg i32 %add6.5 to i64, !dbg !347
  %arrayidx.5 = getelementptr inbounds float, ptr %a, i64 %idxprom.5, !dbg !347
  %8 = load float, ptr %arrayidx.5, align 4, !dbg !347, !tbaa !44
  %add7.5 = fadd contract float %add7.4, %8, !dbg !348
  %inc.5 = or disjoint i32 %j.023, 6, !dbg !349
  %add.6 = add nuw nsw i32 %inc.5, %mul, !dbg !344
  %mul5.6 = shl nsw i32 %add.6, 6, !dbg !345
  %add6.6 = add nuw nsw i32 %mul5.6, %0, !dbg !346
  %idxprom.6 = zext nneg i32 %add6.6 to i64, !dbg !347
  %arrayidx.6 = getelementptr inbounds float, ptr %a, i64 %idxprom.6, !dbg !347
  %9 = load float, ptr %arrayidx.6, align 4, !dbg !347, !tbaa !44
  %add7.6 = fadd contract float %add7.5, %9, !dbg !348
  %inc.6 = or disjoint i32 %j.023, 7, !dbg !349
  %add.7 = add nuw nsw i32 %inc.6, %mul, !dbg !344
  %mul5.7 = shl nsw i32 %add.7, 6, !dbg !345
  %add6.7 = add nuw nsw i32 %mul5.7, %0, !dbg !346
  %idxprom.7 = zext nneg i32 %add6.7 to i64, !dbg !347
  %arrayidx.7 = getelementptr inbounds float, ptr %a, i64 %idxprom.7, !dbg !347
  %10 = load float, ptr %arrayidx.7, align 4, !dbg !347, !tbaa !44
  %add7.7 = fadd contract float %add7.6, %10, !dbg !348
  %inc.7 = add nuw nsw i32 %j.023, 8, !dbg !349
  %niter.next.7 = add i32 %niter, 8, !dbg !339
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !339
  br i1 %niter.ncmp.7, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4, !dbg !339, !llvm.loop !355
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10triangularPfi(ptr nocapture noundef %a, i32 noundef %n) local_unnamed_addr #1 !dbg !356 {
entry:
  %cmp20 = icmp sgt i32 %n, 0, !dbg !357
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %cmp20, label %for.cond1.preheader, label %for.cond.cleanup, !dbg !358

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvar = phi i32 [ %indvar.next, %for.cond.cleanup3 ], [ 0, %entry ]
  %indvars.iv = phi i32 [ %indvars.iv.next, %for.cond.cleanup3 ], [ 1, %entry ]
  %s.021 = phi float [ %add5.lcssa, %for.cond.cleanup3 ], [ 0.000000e+00, %entry ]
  %xtraiter = and i32 %indvars.iv, 7, !dbg !359
  %1 = icmp ult i32 %indvar, 7, !dbg !359
  br i1 %1, label %for.cond.cleanup3.unr-lcssa, label %for.cond1.preheader.new, !dbg !359

for.cond1.preheader.new:                          ; preds = %for.cond1.preheader
  %unroll_iter = and i32 %indvars.iv, -8, !dbg !359
  br label %for.body4, !dbg !359

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add5.lcssa, %for.cond.cleanup3 ], !dbg !360
  %idxprom10 = zext nneg i32 %0 to i64, !dbg !361
  %arrayidx11 = getelementptr inbounds float, ptr %a, i64 %idxprom10, !dbg !361
  store float %s.0.lcssa, ptr %arrayidx11, align 4, !dbg !362, !tbaa !44
  ret void, !dbg !363

for.cond.cleanup3.unr-lcssa:                      ; preds = %for.body4, %for.cond1.preheader
  %add5.lcssa.ph = phi float [ poison, %for.cond1.preheader ], [ %add5.7, %for.body4 ]
  %j.019.unr = phi i32 [ 0, %for.cond1.preheader ], [ %inc.7, %for.body4 ]
  %s.118.unr = phi float [ %s.021, %for.cond1.preheader ], [ %add5.7, %for.body4 ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !359
  br i1 %lcmp.mod.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !359

for.body4.epil:                                   ; preds = %for.cond.cleanup3.unr-lcssa, %for.body4.epil
  %j.019.epil = phi i32 [ %inc.epil, %for.body4.epil ], [ %j.019.unr, %for.cond.cleanup3.unr-lcssa ]
  %s.118.epil = phi float [ %add5.epil, %for.body4.epil ], [ %s.118.unr, %for.cond.cleanup3.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body4.epil ], [ 0, %for.cond.cleanup3.unr-lcssa ]
  %mul.epil = shl nsw i32 %j.019.epil, 5, !dbg !364
  %add.epil = add nuw i32 %mul.epil, %0, !dbg !365
  %idxprom.epil = zext i32 %add.epil to i64, !dbg !366
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil, !dbg !366
  %2 = load float, ptr %arrayidx.epil, align 4, !dbg !366, !tbaa !44
  %add5.epil = fadd contract float %s.118.epil, %2, !dbg !367
  %inc.epil = add nuw nsw i32 %j.019.epil, 1, !dbg !368
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !359
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !359
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !359, !llvm.loop !369

for.cond.cleanup3:                                ; preds = %for.body4.epil, %for.cond.cleanup3.unr-lcssa
  %add5.lcssa = phi float [ %add5.lcssa.ph, %for.cond.cleanup3.unr-lcssa ], [ %add5.epil, %for.body4.epil ], !dbg !367
  %indvars.iv.next = add nuw i32 %indvars.iv, 1, !dbg !358
  %exitcond23.not = icmp eq i32 %indvars.iv, %n, !dbg !357
  %indvar.next = add i32 %indvar, 1, !dbg !358
  br i1 %exitcond23.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !358, !llvm.loop !370

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader.new
  %j.019 = phi i32 [ 0, %for.cond1.preheader.new ], [ %inc.7, %for.body4 ]
  %s.118 = phi float [ %s.021, %for.cond1.preheader.new ], [ %add5.7, %for.body4 ]
  %niter = phi i32 [ 0, %for.cond1.preheader.new ], [ %niter.next.7, %for.body4 ]
  %mul = shl nsw i32 %j.019, 5, !dbg !364
  %add = add nuw i32 %mul, %0, !dbg !365
  %idxprom = zext i32 %add to i64, !dbg !366
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !366
  %3 = load float, ptr %arrayidx, align 4, !dbg !366, !tbaa !44
  %add5 = fadd contract float %s.118, %3, !dbg !367
  %inc = shl i32 %j.019, 5, !dbg !364
  %mul.1 = or disjoint i32 %inc, 32, !dbg !364
  %add.1 = add nuw i32 %mul.1, %0, !dbg !365
  %idxprom.1 = zext i32 %add.1 to i64, !dbg !366
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1, !dbg !366
  %4 = load float, ptr %arrayidx.1, align 4, !dbg !366, !tbaa !44
  %add5.1 = fadd contract float %add5, %4, !dbg !367
  %inc.1 = shl i32 %j.019, 5, !dbg !364
  %mul.2 = or disjoint i32 %inc.1, 64, !dbg !364
  %add.2 = add nuw i32 %mul.2, %0, !dbg !365
  %idxprom.2 = zext i32 %add.2 to i64, !dbg !366
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2, !dbg !366
  %5 = load float, ptr %arrayidx.2, align 4, !dbg !366, !tbaa !44
  %add5.2 = fadd contract float %add5.1, %5, !dbg !367
  %inc.2 = shl i32 %j.019, 5, !dbg !364
  %mul.3 = or disjoint i32 %inc.2, 96, !dbg !364
  %add.3 = add nuw i32 %mul.3, %0, !dbg !365
  %idxprom.3 = zext i32 %add.3 to i64, !dbg !366
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %idxprom.3, !dbg !366
  %6 = load float, ptr %arrayidx.3, align 4, !dbg !366, !tbaa !44
  %add5.3 = fadd contract float %add5.2, %6, !dbg !367
  %inc.3 = shl i32 %j.019, 5, !dbg !364
  %mul.4 = or disjoint i32 %inc.3, 128, !dbg !364
  %add.4 = add nuw i32 %mul.4, %0, !dbg !365
  %idxprom.4 = zext i32 %add.4 to i64, !dbg !366
  %arrayidx.4 = getelementptr inbounds float, ptr %a, i64 %idxprom.4, !dbg !366
  %7 = load float, ptr %arrayidx.4, align 4, !dbg !366, !tbaa !44
  %add5.4 = fadd contract float %add5.3, %7, !dbg !367
  %inc.4 = shl i32 %j.019, 5, !dbg !364
  %mul.5 = or disjoint i32 %inc.4, 160, !dbg !364
  %add.5 = add nuw i32 %mul.5, %0, !dbg !365
  %idxprom.5 = zext i32 %add.5 to i64, !dbg !366
  %arrayidx.5 = getelementptr inbounds float, ptr %a, i64 %idxprom.5, !dbg !366
  %8 = load float, ptr %arrayidx.5, align 4, !dbg !366, !tbaa !44
  %add5.5 = fadd contract float %add5.4, %8, !dbg !367
  %inc.5 = shl i32 %j.019, 5, !dbg !364
  %mul.6 = or disjoint i32 %inc.5, 192, !dbg !364
  %add.6 = add nuw i32 %mul.6, %0, !dbg !365
  %idxprom.6 = zext i32 %add.6 to i64, !dbg !366
  %arrayidx.6 = getelementptr inbounds float, ptr %a, i64 %idxprom.6, !dbg !366
  %9 = load float, ptr %arrayidx.6, align 4, !dbg !366, !tbaa !44
  %add5.6 = fadd contract float %add5.5, %9, !dbg !367
  %inc.6 = shl i32 %j.019, 5, !dbg !364
  %mul.7 = or disjoint i32 %inc.6, 224, !dbg !364
  %add.7 = add nuw i32 %mul.7, %0, !dbg !365
  %idxprom.7 = zext i32 %add.7 to i64, !dbg !366
  %arrayidx.7 = getelementptr inbounds float, ptr %a, i64 %idxprom.7, !dbg !366
  %10 = load float, ptr %arrayidx.7, align 4, !dbg !366, !tbaa !44
  %add5.7 = fadd contract float %add5.6, %10, !dbg !367
  %inc.7 = add nuw nsw i32 %j.019, 8, !dbg !368
  %niter.next.7 = add i32 %niter, 8, !dbg !359
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !359
  br i1 %niter.ncmp.7, label %for.cond.cleanup3.unr-lcssa, label %for.body4, !dbg !359, !llvm.loop !372
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9dynSharedPf(ptr nocapture noundef writeonly %out) local_unnamed_addr #2 !dbg !373 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !374
  %conv = uitofp nneg i32 %0 to float, !dbg !376
  %idxprom = zext nneg i32 %0 to i64, !dbg !377
  %arrayidx = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %idxprom, !dbg !377
  store float %conv, ptr %arrayidx, align 4, !dbg !378, !tbaa !44
  tail call void @llvm.nvvm.barrier0(), !dbg !379
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !380
  %2 = xor i32 %0, -1, !dbg !382
  %sub4 = add nsw i32 %1, %2, !dbg !382
  %idxprom5 = zext i32 %sub4 to i64, !dbg !383
  %arrayidx6 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %idxprom5, !dbg !383
  %3 = load float, ptr %arrayidx6, align 4, !dbg !383, !tbaa !44
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !384
  store float %3, ptr %arrayidx9, align 4, !dbg !385, !tbaa !44
  ret void, !dbg !386
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z5chasePKiPi(ptr nocapture noundef readonly %next, ptr nocapture noundef writeonly %out) local_unnamed_addr #1 !dbg !387 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !388
  br label %while.body, !dbg !390

while.body:                                       ; preds = %entry, %while.body
  %steps.07 = phi i32 [ 0, %entry ], [ %inc, %while.body ]
  %i.06 = phi i32 [ %0, %entry ], [ %1, %while.body ]
  %idxprom = zext nneg i32 %i.06 to i64, !dbg !391
  %arrayidx = getelementptr inbounds i32, ptr %next, i64 %idxprom, !dbg !391
  %1 = load i32, ptr %arrayidx, align 4, !dbg !391, !tbaa !217
  %inc = add nuw nsw i32 %steps.07, 1, !dbg !392
  %cmp = icmp sgt i32 %1, -1, !dbg !393
  br i1 %cmp, label %while.body, label %while.end, !dbg !390, !llvm.loop !394

while.end:                                        ; preds = %while.body
  %idxprom2 = zext nneg i32 %0 to i64, !dbg !396
  %arrayidx3 = getelementptr inbounds i32, ptr %out, i64 %idxprom2, !dbg !396
  store i32 %inc, ptr %arrayidx3, align 4, !dbg !397, !tbaa !217
  ret void, !dbg !398
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9scanStepsPf(ptr nocapture noundef %x) local_unnamed_addr #2 !dbg !399 {
entry:
  %0 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cmp11 = icmp ugt i32 %0, 1, !dbg !400
  br i1 %cmp11, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !401

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom5 = zext nneg i32 %1 to i64
  %arrayidx6 = getelementptr inbounds float, ptr %x, i64 %idxprom5
  br label %for.body, !dbg !401

for.cond.cleanup:                                 ; preds = %cond.end, %entry
  ret void, !dbg !402

for.body:                                         ; preds = %for.body.lr.ph, %cond.end
  %s.012 = phi i32 [ 1, %for.body.lr.ph ], [ %mul, %cond.end ]
  %cmp2.not = icmp ult i32 %1, %s.012, !dbg !403
  br i1 %cmp2.not, label %cond.end, label %cond.true, !dbg !404

cond.true:                                        ; preds = %for.body
  %sub = sub nsw i32 %1, %s.012
  %idxprom = zext i32 %sub to i64
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !dbg !405, !tbaa !44
  br label %cond.end, !dbg !404

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi contract float [ %2, %cond.true ], [ 0.000000e+00, %for.body ], !dbg !404
  tail call void @llvm.nvvm.barrier0(), !dbg !406
  %3 = load float, ptr %arrayidx6, align 4, !dbg !407, !tbaa !44
  %add = fadd contract float %cond, %3, !dbg !407
  store float %add, ptr %arrayidx6, align 4, !dbg !407, !tbaa !44
  tail call void @llvm.nvvm.barrier0(), !dbg !408
  %mul = shl nuw nsw i32 %s.012, 1, !dbg !409
  %cmp = icmp ult i32 %mul, %0, !dbg !400
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !401, !llvm.loop !410
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z6aosSumPKfPf(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out) local_unnamed_addr #0 !dbg !412 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !413
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !415
  %mul = mul i32 %0, %1, !dbg !417
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !418
  %add = add i32 %mul, %2, !dbg !420
  %mul3 = mul nsw i32 %add, 9
  %idxprom = sext i32 %mul3 to i64, !dbg !421
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !421
  %3 = load float, ptr %arrayidx, align 4, !dbg !421, !tbaa !44
  %add5 = fadd contract float %3, 0.000000e+00, !dbg !422
  %4 = sext i32 %mul3 to i64, !dbg !421
  %5 = getelementptr float, ptr %in, i64 %4, !dbg !421
  %arrayidx.1 = getelementptr i8, ptr %5, i64 4, !dbg !421
  %6 = load float, ptr %arrayidx.1, align 4, !dbg !421, !tbaa !44
  %add5.1 = fadd contract float %add5, %6, !dbg !422
  %7 = sext i32 %mul3 to i64, !dbg !421
  %8 = getelementptr float, ptr %in, i64 %7, !dbg !421
  %arrayidx.2 = getelementptr i8, ptr %8, i64 8, !dbg !421
  %9 = load float, ptr %arrayidx.2, align 4, !dbg !421, !tbaa !44
  %add5.2 = fadd contract float %add5.1, %9, !dbg !422
  %10 = sext i32 %mul3 to i64, !dbg !421
  %11 = getelementptr float, ptr %in, i64 %10, !dbg !421
  %arrayidx.3 = getelementptr i8, ptr %11, i64 12, !dbg !421
  %12 = load float, ptr %arrayidx.3, align 4, !dbg !421, !tbaa !44
  %add5.3 = fadd contract float %add5.2, %12, !dbg !422
  %13 = sext i32 %mul3 to i64, !dbg !421
  %14 = getelementptr float, ptr %in, i64 %13, !dbg !421
  %arrayidx.4 = getelementptr i8, ptr %14, i64 16, !dbg !421
  %15 = load float, ptr %arrayidx.4, align 4, !dbg !421, !tbaa !44
  %add5.4 = fadd contract float %add5.3, %15, !dbg !422
  %16 = sext i32 %mul3 to i64, !dbg !421
  %17 = getelementptr float, ptr %in, i64 %16, !dbg !421
  %arrayidx.5 = getelementptr i8, ptr %17, i64 20, !dbg !421
  %18 = load float, ptr %arrayidx.5, align 4, !dbg !421, !tbaa !44
  %add5.5 = fadd contract float %add5.4, %18, !dbg !422
  %19 = sext i32 %mul3 to i64, !dbg !421
  %20 = getelementptr float, ptr %in, i64 %19, !dbg !421
  %arrayidx.6 = getelementptr i8, ptr %20, i64 24, !dbg !421
  %21 = load float, ptr %arrayidx.6, align 4, !dbg !421, !tbaa !44
  %add5.6 = fadd contract float %add5.5, %21, !dbg !422
  %22 = sext i32 %mul3 to i64, !dbg !421
  %23 = getelementptr float, ptr %in, i64 %22, !dbg !421
  %arrayidx.7 = getelementptr i8, ptr %23, i64 28, !dbg !421
  %24 = load float, ptr %arrayidx.7, align 4, !dbg !421, !tbaa !44
  %add5.7 = fadd contract float %add5.6, %24, !dbg !422
  %25 = sext i32 %mul3 to i64, !dbg !421
  %26 = getelementptr float, ptr %in, i64 %25, !dbg !421
  %arrayidx.8 = getelementptr i8, ptr %26, i64 32, !dbg !421
  %27 = load float, ptr %arrayidx.8, align 4, !dbg !421, !tbaa !44
  %add5.8 = fadd contract float %add5.7, %27, !dbg !422
  %idxprom6 = sext i32 %add to i64, !dbg !423
  %arrayidx7 = getelementptr inbounds float, ptr %out, i64 %idxprom6, !dbg !423
  store float %add5.8, ptr %arrayidx7, align 4, !dbg !424, !tbaa !44
  ret void, !dbg !425
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19}
!llvm.module.flags = !{!20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kernels.cu", directory: "/work/main/tests/analyzer/inputs")
!2 = !{ptr @_Z5saxpyifPKfPf, !"kernel", i32 1}
!3 = !{ptr @_Z11matmulNaivePKfS0_Pfi, !"kernel", i32 1}
!4 = !{ptr @_Z11matmulTiledPKfS0_Pfi, !"kernel", i32 1}
!5 = !{ptr @_Z11stridedCopyPfPKfi, !"kernel", i32 1}
!6 = !{ptr @_Z10offsetCopyPfPKfi, !"kernel", i32 1}
!7 = !{ptr @_Z10gridStrideiPKfPf, !"kernel", i32 1}
!8 = !{ptr @_Z10dataBranchPKfPfi, !"kernel", i32 1}
!9 = !{ptr @_Z9histogramPKiPii, !"kernel", i32 1}
!10 = !{ptr @_Z6reducePKfPfi, !"kernel", i32 1}
!11 = !{ptr @_Z14transposeNaivePfPKfii, !"kernel", i32 1}
!12 = !{ptr @_Z14transposeTiledPfPKfii, !"kernel", i32 1}
!13 = !{ptr @_Z8fp64PolyPKdPdi, !"kernel", i32 1}
!14 = !{ptr @_Z11nestedLoopsPfii, !"kernel", i32 1}
!15 = !{ptr @_Z10triangularPfi, !"kernel", i32 1}
!16 = !{ptr @_Z9dynSharedPf, !"kernel", i32 1}
!17 = !{ptr @_Z5chasePKiPi, !"kernel", i32 1}
!18 = !{ptr @_Z9scanStepsPf, !"kernel", i32 1}
!19 = !{ptr @_Z6aosSumPKfPf, !"kernel", i32 1}
!20 = !{i32 7, !"Dwarf Version", i32 2}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 3, type: !27, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = !DISubroutineType(types: !28)
!28 = !{}
!29 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !32)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !31, file: !31, line: 66, type: !27, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!32 = distinct !DILocation(line: 4, column: 11, scope: !26)
!33 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !31, file: !31, line: 79, type: !27, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 4, column: 24, scope: !26)
!36 = !DILocation(line: 4, column: 22, scope: !26)
!37 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !31, file: !31, line: 53, type: !27, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 4, column: 37, scope: !26)
!40 = !DILocation(line: 4, column: 35, scope: !26)
!41 = !DILocation(line: 5, column: 9, scope: !26)
!42 = !DILocation(line: 5, column: 7, scope: !26)
!43 = !DILocation(line: 6, column: 16, scope: !26)
!44 = !{!45, !45, i64 0}
!45 = !{!"float", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C++ TBAA"}
!48 = !DILocation(line: 6, column: 14, scope: !26)
!49 = !DILocation(line: 6, column: 23, scope: !26)
!50 = !DILocation(line: 6, column: 21, scope: !26)
!51 = !DILocation(line: 6, column: 10, scope: !26)
!52 = !DILocation(line: 6, column: 5, scope: !26)
!53 = !DILocation(line: 7, column: 1, scope: !26)
!54 = distinct !DISubprogram(name: "matmulNaive", scope: !1, file: !1, line: 9, type: !27, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 67, column: 3, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !31, file: !31, line: 67, type: !27, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = distinct !DILocation(line: 10, column: 11, scope: !54)
!58 = !DILocation(line: 80, column: 3, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !31, file: !31, line: 80, type: !27, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = distinct !DILocation(line: 10, column: 24, scope: !54)
!61 = !DILocation(line: 10, column: 22, scope: !54)
!62 = !DILocation(line: 54, column: 3, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !31, file: !31, line: 54, type: !27, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = distinct !DILocation(line: 10, column: 37, scope: !54)
!65 = !DILocation(line: 10, column: 35, scope: !54)
!66 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !67)
!67 = distinct !DILocation(line: 11, column: 11, scope: !54)
!68 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !69)
!69 = distinct !DILocation(line: 11, column: 24, scope: !54)
!70 = !DILocation(line: 11, column: 22, scope: !54)
!71 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !72)
!72 = distinct !DILocation(line: 11, column: 37, scope: !54)
!73 = !DILocation(line: 11, column: 35, scope: !54)
!74 = !DILocation(line: 12, column: 9, scope: !54)
!75 = !DILocation(line: 12, column: 17, scope: !54)
!76 = !DILocation(line: 14, column: 5, scope: !54)
!77 = !DILocation(line: 15, column: 26, scope: !54)
!78 = !DILocation(line: 15, column: 14, scope: !54)
!79 = !DILocation(line: 15, column: 37, scope: !54)
!80 = !DILocation(line: 15, column: 45, scope: !54)
!81 = !DILocation(line: 15, column: 33, scope: !54)
!82 = !DILocation(line: 15, column: 31, scope: !54)
!83 = !DILocation(line: 15, column: 11, scope: !54)
!84 = !DILocation(line: 14, column: 32, scope: !54)
!85 = distinct !{!85, !86}
!86 = !{!"llvm.loop.unroll.disable"}
!87 = !DILocation(line: 16, column: 17, scope: !54)
!88 = !DILocation(line: 16, column: 5, scope: !54)
!89 = !DILocation(line: 16, column: 22, scope: !54)
!90 = !DILocation(line: 17, column: 3, scope: !54)
!91 = distinct !{!91, !76, !92, !93}
!92 = !DILocation(line: 15, column: 48, scope: !54)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 18, column: 1, scope: !54)
!95 = distinct !DISubprogram(name: "matmulTiled", scope: !1, file: !1, line: 21, type: !27, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!96 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !97)
!97 = distinct !DILocation(line: 24, column: 12, scope: !95)
!98 = !DILocation(line: 67, column: 3, scope: !56, inlinedAt: !99)
!99 = distinct !DILocation(line: 24, column: 29, scope: !95)
!100 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !101)
!101 = distinct !DILocation(line: 24, column: 46, scope: !95)
!102 = !DILocation(line: 54, column: 3, scope: !63, inlinedAt: !103)
!103 = distinct !DILocation(line: 24, column: 64, scope: !95)
!104 = !DILocation(line: 25, column: 16, scope: !95)
!105 = !DILocation(line: 25, column: 23, scope: !95)
!106 = !DILocation(line: 26, column: 16, scope: !95)
!107 = !DILocation(line: 26, column: 23, scope: !95)
!108 = !DILocation(line: 28, column: 23, scope: !95)
!109 = !DILocation(line: 28, column: 3, scope: !95)
!110 = !DILocation(line: 33, column: 17, scope: !95)
!111 = !DILocation(line: 27, column: 9, scope: !95)
!112 = !DILocation(line: 36, column: 17, scope: !95)
!113 = !DILocation(line: 36, column: 3, scope: !95)
!114 = !DILocation(line: 36, column: 24, scope: !95)
!115 = !DILocation(line: 37, column: 1, scope: !95)
!116 = !DILocation(line: 29, column: 38, scope: !95)
!117 = !DILocation(line: 29, column: 45, scope: !95)
!118 = !DILocation(line: 29, column: 19, scope: !95)
!119 = !DILocation(line: 29, column: 17, scope: !95)
!120 = !DILocation(line: 30, column: 32, scope: !95)
!121 = !DILocation(line: 30, column: 38, scope: !95)
!122 = !DILocation(line: 30, column: 46, scope: !95)
!123 = !DILocation(line: 30, column: 19, scope: !95)
!124 = !DILocation(line: 30, column: 17, scope: !95)
!125 = !DILocation(line: 31, column: 5, scope: !95)
!126 = !DILocation(line: 33, column: 30, scope: !95)
!127 = !DILocation(line: 33, column: 28, scope: !95)
!128 = !DILocation(line: 33, column: 14, scope: !95)
!129 = !DILocation(line: 34, column: 5, scope: !95)
!130 = !DILocation(line: 28, column: 39, scope: !95)
!131 = distinct !{!131, !109, !132, !93}
!132 = !DILocation(line: 35, column: 3, scope: !95)
!133 = distinct !DISubprogram(name: "stridedCopy", scope: !1, file: !1, line: 39, type: !27, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!134 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !135)
!135 = distinct !DILocation(line: 40, column: 11, scope: !133)
!136 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !137)
!137 = distinct !DILocation(line: 40, column: 24, scope: !133)
!138 = !DILocation(line: 40, column: 22, scope: !133)
!139 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !140)
!140 = distinct !DILocation(line: 40, column: 37, scope: !133)
!141 = !DILocation(line: 40, column: 35, scope: !133)
!142 = !DILocation(line: 41, column: 17, scope: !133)
!143 = !DILocation(line: 41, column: 12, scope: !133)
!144 = !DILocation(line: 41, column: 3, scope: !133)
!145 = !DILocation(line: 41, column: 10, scope: !133)
!146 = !DILocation(line: 42, column: 1, scope: !133)
!147 = distinct !DISubprogram(name: "offsetCopy", scope: !1, file: !1, line: 44, type: !27, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!148 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !149)
!149 = distinct !DILocation(line: 45, column: 11, scope: !147)
!150 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !151)
!151 = distinct !DILocation(line: 45, column: 24, scope: !147)
!152 = !DILocation(line: 45, column: 22, scope: !147)
!153 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !154)
!154 = distinct !DILocation(line: 45, column: 37, scope: !147)
!155 = !DILocation(line: 45, column: 35, scope: !147)
!156 = !DILocation(line: 45, column: 49, scope: !147)
!157 = !DILocation(line: 46, column: 12, scope: !147)
!158 = !DILocation(line: 46, column: 3, scope: !147)
!159 = !DILocation(line: 46, column: 10, scope: !147)
!160 = !DILocation(line: 47, column: 1, scope: !147)
!161 = distinct !DISubprogram(name: "gridStride", scope: !1, file: !1, line: 49, type: !27, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!162 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !163)
!163 = distinct !DILocation(line: 50, column: 16, scope: !161)
!164 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !165)
!165 = distinct !DILocation(line: 50, column: 29, scope: !161)
!166 = !DILocation(line: 50, column: 27, scope: !161)
!167 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !168)
!168 = distinct !DILocation(line: 50, column: 42, scope: !161)
!169 = !DILocation(line: 50, column: 40, scope: !161)
!170 = !DILocation(line: 50, column: 57, scope: !161)
!171 = !DILocation(line: 50, column: 3, scope: !161)
!172 = !DILocation(line: 52, column: 1, scope: !161)
!173 = !DILocation(line: 51, column: 19, scope: !161)
!174 = !DILocation(line: 51, column: 17, scope: !161)
!175 = !DILocation(line: 51, column: 5, scope: !161)
!176 = !DILocation(line: 51, column: 10, scope: !161)
!177 = !DILocation(line: 50, column: 64, scope: !161)
!178 = distinct !{!178, !171, !179, !93}
!179 = !DILocation(line: 51, column: 22, scope: !161)
!180 = distinct !DISubprogram(name: "dataBranch", scope: !1, file: !1, line: 54, type: !27, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!181 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !182)
!182 = distinct !DILocation(line: 55, column: 11, scope: !180)
!183 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !184)
!184 = distinct !DILocation(line: 55, column: 24, scope: !180)
!185 = !DILocation(line: 55, column: 22, scope: !180)
!186 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !187)
!187 = distinct !DILocation(line: 55, column: 37, scope: !180)
!188 = !DILocation(line: 55, column: 35, scope: !180)
!189 = !DILocation(line: 56, column: 9, scope: !180)
!190 = !DILocation(line: 56, column: 7, scope: !180)
!191 = !DILocation(line: 57, column: 13, scope: !180)
!192 = !DILocation(line: 58, column: 9, scope: !180)
!193 = !DILocation(line: 58, column: 7, scope: !180)
!194 = !DILocation(line: 19, column: 48, scope: !195, inlinedAt: !197)
!195 = distinct !DISubprogram(name: "expf", scope: !196, file: !196, line: 19, type: !27, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!196 = !DIFile(filename: "./kc_test_device.h", directory: "/work/main/tests/analyzer/inputs")
!197 = distinct !DILocation(line: 59, column: 9, scope: !180)
!198 = !DILocation(line: 59, column: 17, scope: !180)
!199 = !DILocation(line: 59, column: 24, scope: !180)
!200 = !DILocation(line: 59, column: 5, scope: !180)
!201 = !DILocation(line: 0, scope: !180)
!202 = !DILocation(line: 60, column: 3, scope: !180)
!203 = !DILocation(line: 60, column: 8, scope: !180)
!204 = !DILocation(line: 61, column: 1, scope: !180)
!205 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 63, type: !27, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!206 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !207)
!207 = distinct !DILocation(line: 64, column: 11, scope: !205)
!208 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !209)
!209 = distinct !DILocation(line: 64, column: 24, scope: !205)
!210 = !DILocation(line: 64, column: 22, scope: !205)
!211 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !212)
!212 = distinct !DILocation(line: 64, column: 37, scope: !205)
!213 = !DILocation(line: 64, column: 35, scope: !205)
!214 = !DILocation(line: 65, column: 9, scope: !205)
!215 = !DILocation(line: 65, column: 7, scope: !205)
!216 = !DILocation(line: 66, column: 21, scope: !205)
!217 = !{!218, !218, i64 0}
!218 = !{!"int", !46, i64 0}
!219 = !DILocation(line: 66, column: 29, scope: !205)
!220 = !DILocation(line: 66, column: 16, scope: !205)
!221 = !DILocation(line: 12, column: 57, scope: !222, inlinedAt: !223)
!222 = distinct !DISubprogram(name: "atomicAdd", scope: !196, file: !196, line: 12, type: !27, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!223 = distinct !DILocation(line: 66, column: 5, scope: !205)
!224 = !DILocation(line: 66, column: 5, scope: !205)
!225 = !DILocation(line: 67, column: 1, scope: !205)
!226 = distinct !DISubprogram(name: "reduce", scope: !1, file: !1, line: 69, type: !27, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!227 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !228)
!228 = distinct !DILocation(line: 71, column: 18, scope: !226)
!229 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !230)
!230 = distinct !DILocation(line: 72, column: 16, scope: !226)
!231 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !232)
!232 = distinct !DILocation(line: 72, column: 29, scope: !226)
!233 = !DILocation(line: 72, column: 27, scope: !226)
!234 = !DILocation(line: 72, column: 40, scope: !226)
!235 = !DILocation(line: 73, column: 18, scope: !226)
!236 = !DILocation(line: 73, column: 16, scope: !226)
!237 = !DILocation(line: 73, column: 24, scope: !226)
!238 = !DILocation(line: 73, column: 3, scope: !226)
!239 = !DILocation(line: 73, column: 14, scope: !226)
!240 = !DILocation(line: 74, column: 3, scope: !226)
!241 = !DILocation(line: 75, column: 39, scope: !226)
!242 = !DILocation(line: 75, column: 3, scope: !226)
!243 = !DILocation(line: 80, column: 11, scope: !226)
!244 = !DILocation(line: 80, column: 7, scope: !226)
!245 = !DILocation(line: 75, scope: !226)
!246 = !DILocation(line: 76, column: 13, scope: !226)
!247 = !DILocation(line: 76, column: 9, scope: !226)
!248 = !DILocation(line: 77, column: 21, scope: !226)
!249 = !DILocation(line: 77, column: 18, scope: !226)
!250 = !DILocation(line: 77, column: 7, scope: !226)
!251 = !DILocation(line: 78, column: 5, scope: !226)
!252 = distinct !{!252, !242, !253, !93}
!253 = !DILocation(line: 79, column: 3, scope: !226)
!254 = !DILocation(line: 81, column: 23, scope: !226)
!255 = !DILocation(line: 81, column: 21, scope: !226)
!256 = !DILocation(line: 81, column: 5, scope: !226)
!257 = !DILocation(line: 82, column: 1, scope: !226)
!258 = distinct !DISubprogram(name: "transposeNaive", scope: !1, file: !1, line: 84, type: !27, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!259 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !260)
!260 = distinct !DILocation(line: 85, column: 11, scope: !258)
!261 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !262)
!262 = distinct !DILocation(line: 85, column: 24, scope: !258)
!263 = !DILocation(line: 85, column: 22, scope: !258)
!264 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !265)
!265 = distinct !DILocation(line: 85, column: 37, scope: !258)
!266 = !DILocation(line: 85, column: 35, scope: !258)
!267 = !DILocation(line: 67, column: 3, scope: !56, inlinedAt: !268)
!268 = distinct !DILocation(line: 86, column: 11, scope: !258)
!269 = !DILocation(line: 80, column: 3, scope: !59, inlinedAt: !270)
!270 = distinct !DILocation(line: 86, column: 24, scope: !258)
!271 = !DILocation(line: 86, column: 22, scope: !258)
!272 = !DILocation(line: 54, column: 3, scope: !63, inlinedAt: !273)
!273 = distinct !DILocation(line: 86, column: 37, scope: !258)
!274 = !DILocation(line: 86, column: 35, scope: !258)
!275 = !DILocation(line: 87, column: 9, scope: !258)
!276 = !DILocation(line: 87, column: 13, scope: !258)
!277 = !DILocation(line: 88, column: 27, scope: !258)
!278 = !DILocation(line: 88, column: 31, scope: !258)
!279 = !DILocation(line: 88, column: 22, scope: !258)
!280 = !DILocation(line: 88, column: 11, scope: !258)
!281 = !DILocation(line: 88, column: 15, scope: !258)
!282 = !DILocation(line: 88, column: 5, scope: !258)
!283 = !DILocation(line: 88, column: 20, scope: !258)
!284 = !DILocation(line: 89, column: 1, scope: !258)
!285 = distinct !DISubprogram(name: "transposeTiled", scope: !1, file: !1, line: 91, type: !27, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!286 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !287)
!287 = distinct !DILocation(line: 93, column: 11, scope: !285)
!288 = !DILocation(line: 93, column: 22, scope: !285)
!289 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !290)
!290 = distinct !DILocation(line: 93, column: 29, scope: !285)
!291 = !DILocation(line: 93, column: 27, scope: !285)
!292 = !DILocation(line: 67, column: 3, scope: !56, inlinedAt: !293)
!293 = distinct !DILocation(line: 94, column: 11, scope: !285)
!294 = !DILocation(line: 94, column: 22, scope: !285)
!295 = !DILocation(line: 54, column: 3, scope: !63, inlinedAt: !296)
!296 = distinct !DILocation(line: 94, column: 29, scope: !285)
!297 = !DILocation(line: 94, column: 27, scope: !285)
!298 = !DILocation(line: 95, column: 9, scope: !285)
!299 = !DILocation(line: 95, column: 13, scope: !285)
!300 = !DILocation(line: 96, column: 38, scope: !285)
!301 = !DILocation(line: 96, column: 36, scope: !285)
!302 = !DILocation(line: 96, column: 5, scope: !285)
!303 = !DILocation(line: 97, column: 3, scope: !285)
!304 = !DILocation(line: 98, column: 23, scope: !285)
!305 = !DILocation(line: 99, column: 23, scope: !285)
!306 = !DILocation(line: 100, column: 9, scope: !285)
!307 = !DILocation(line: 100, column: 13, scope: !285)
!308 = !DILocation(line: 101, column: 22, scope: !285)
!309 = !DILocation(line: 101, column: 20, scope: !285)
!310 = !DILocation(line: 101, column: 5, scope: !285)
!311 = !DILocation(line: 102, column: 1, scope: !285)
!312 = distinct !DISubprogram(name: "fp64Poly", scope: !1, file: !1, line: 104, type: !27, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!313 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !314)
!314 = distinct !DILocation(line: 105, column: 11, scope: !312)
!315 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !316)
!316 = distinct !DILocation(line: 105, column: 24, scope: !312)
!317 = !DILocation(line: 105, column: 22, scope: !312)
!318 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !319)
!319 = distinct !DILocation(line: 105, column: 37, scope: !312)
!320 = !DILocation(line: 105, column: 35, scope: !312)
!321 = !DILocation(line: 106, column: 9, scope: !312)
!322 = !DILocation(line: 106, column: 7, scope: !312)
!323 = !DILocation(line: 107, column: 16, scope: !312)
!324 = !{!325, !325, i64 0}
!325 = !{!"double", !46, i64 0}
!326 = !DILocation(line: 108, column: 12, scope: !312)
!327 = !DILocation(line: 108, column: 35, scope: !312)
!328 = !DILocation(line: 108, column: 39, scope: !312)
!329 = !DILocation(line: 108, column: 30, scope: !312)
!330 = !DILocation(line: 108, column: 5, scope: !312)
!331 = !DILocation(line: 108, column: 10, scope: !312)
!332 = !DILocation(line: 109, column: 3, scope: !312)
!333 = !DILocation(line: 110, column: 1, scope: !312)
!334 = distinct !DISubprogram(name: "nestedLoops", scope: !1, file: !1, line: 112, type: !27, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!335 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !336)
!336 = distinct !DILocation(line: 113, column: 11, scope: !334)
!337 = !DILocation(line: 115, column: 21, scope: !334)
!338 = !DILocation(line: 115, column: 3, scope: !334)
!339 = !DILocation(line: 116, column: 5, scope: !334)
!340 = !DILocation(line: 114, column: 9, scope: !334)
!341 = !DILocation(line: 118, column: 3, scope: !334)
!342 = !DILocation(line: 118, column: 8, scope: !334)
!343 = !DILocation(line: 119, column: 1, scope: !334)
!344 = !DILocation(line: 117, column: 21, scope: !334)
!345 = !DILocation(line: 117, column: 26, scope: !334)
!346 = !DILocation(line: 117, column: 31, scope: !334)
!347 = !DILocation(line: 117, column: 12, scope: !334)
!348 = !DILocation(line: 117, column: 9, scope: !334)
!349 = !DILocation(line: 116, column: 28, scope: !334)
!350 = distinct !{!350, !86}
!351 = !DILocation(line: 0, scope: !334)
!352 = !DILocation(line: 115, column: 26, scope: !334)
!353 = distinct !{!353, !338, !354, !93}
!354 = !DILocation(line: 117, column: 34, scope: !334)
!355 = distinct !{!355, !339, !354, !93}
!356 = distinct !DISubprogram(name: "triangular", scope: !1, file: !1, line: 121, type: !27, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!357 = !DILocation(line: 123, column: 21, scope: !356)
!358 = !DILocation(line: 123, column: 3, scope: !356)
!359 = !DILocation(line: 124, column: 5, scope: !356)
!360 = !DILocation(line: 122, column: 9, scope: !356)
!361 = !DILocation(line: 126, column: 3, scope: !356)
!362 = !DILocation(line: 126, column: 18, scope: !356)
!363 = !DILocation(line: 127, column: 1, scope: !356)
!364 = !DILocation(line: 125, column: 16, scope: !356)
!365 = !DILocation(line: 125, column: 21, scope: !356)
!366 = !DILocation(line: 125, column: 12, scope: !356)
!367 = !DILocation(line: 125, column: 9, scope: !356)
!368 = !DILocation(line: 124, column: 29, scope: !356)
!369 = distinct !{!369, !86}
!370 = distinct !{!370, !358, !371, !93}
!371 = !DILocation(line: 125, column: 34, scope: !356)
!372 = distinct !{!372, !359, !371, !93}
!373 = distinct !DISubprogram(name: "dynShared", scope: !1, file: !1, line: 130, type: !27, scopeLine: 130, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!374 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !375)
!375 = distinct !DILocation(line: 131, column: 22, scope: !373)
!376 = !DILocation(line: 131, column: 22, scope: !373)
!377 = !DILocation(line: 131, column: 3, scope: !373)
!378 = !DILocation(line: 131, column: 20, scope: !373)
!379 = !DILocation(line: 132, column: 3, scope: !373)
!380 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !381)
!381 = distinct !DILocation(line: 133, column: 26, scope: !373)
!382 = !DILocation(line: 133, column: 41, scope: !373)
!383 = !DILocation(line: 133, column: 22, scope: !373)
!384 = !DILocation(line: 133, column: 3, scope: !373)
!385 = !DILocation(line: 133, column: 20, scope: !373)
!386 = !DILocation(line: 134, column: 1, scope: !373)
!387 = distinct !DISubprogram(name: "chase", scope: !1, file: !1, line: 137, type: !27, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!388 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !389)
!389 = distinct !DILocation(line: 138, column: 11, scope: !387)
!390 = !DILocation(line: 139, column: 3, scope: !387)
!391 = !DILocation(line: 140, column: 9, scope: !387)
!392 = !DILocation(line: 141, column: 5, scope: !387)
!393 = !DILocation(line: 139, column: 12, scope: !387)
!394 = distinct !{!394, !390, !395, !93}
!395 = !DILocation(line: 142, column: 3, scope: !387)
!396 = !DILocation(line: 143, column: 3, scope: !387)
!397 = !DILocation(line: 143, column: 20, scope: !387)
!398 = !DILocation(line: 144, column: 1, scope: !387)
!399 = distinct !DISubprogram(name: "scanSteps", scope: !1, file: !1, line: 147, type: !27, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!400 = !DILocation(line: 148, column: 26, scope: !399)
!401 = !DILocation(line: 148, column: 3, scope: !399)
!402 = !DILocation(line: 154, column: 1, scope: !399)
!403 = !DILocation(line: 149, column: 27, scope: !399)
!404 = !DILocation(line: 149, column: 15, scope: !399)
!405 = !DILocation(line: 149, column: 34, scope: !399)
!406 = !DILocation(line: 150, column: 5, scope: !399)
!407 = !DILocation(line: 151, column: 20, scope: !399)
!408 = !DILocation(line: 152, column: 5, scope: !399)
!409 = !DILocation(line: 148, column: 42, scope: !399)
!410 = distinct !{!410, !401, !411, !93}
!411 = !DILocation(line: 153, column: 3, scope: !399)
!412 = distinct !DISubprogram(name: "aosSum", scope: !1, file: !1, line: 158, type: !27, scopeLine: 158, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!413 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !414)
!414 = distinct !DILocation(line: 159, column: 11, scope: !412)
!415 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !416)
!416 = distinct !DILocation(line: 159, column: 24, scope: !412)
!417 = !DILocation(line: 159, column: 22, scope: !412)
!418 = !DILocation(line: 53, column: 3, scope: !38, inlinedAt: !419)
!419 = distinct !DILocation(line: 159, column: 37, scope: !412)
!420 = !DILocation(line: 159, column: 35, scope: !412)
!421 = !DILocation(line: 162, column: 10, scope: !412)
!422 = !DILocation(line: 162, column: 7, scope: !412)
!423 = !DILocation(line: 163, column: 3, scope: !412)
!424 = !DILocation(line: 163, column: 10, scope: !412)
!425 = !DILocation(line: 164, column: 1, scope: !412)
