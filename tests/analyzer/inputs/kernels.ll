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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5saxpyifPKfPf(i32 noundef %n, float noundef %a, ptr nocapture noundef readonly %x, ptr nocapture noundef %y) local_unnamed_addr #0 !dbg !20 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !27
  %mul = mul i32 %0, %1, !dbg !30
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !31
  %add = add i32 %mul, %2, !dbg !34
  %cmp = icmp slt i32 %add, %n, !dbg !35
  br i1 %cmp, label %if.then, label %if.end, !dbg !36

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !37
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !37
  %3 = load float, ptr %arrayidx, align 4, !dbg !37, !tbaa !38
  %mul3 = fmul contract float %3, %a, !dbg !42
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !43
  %4 = load float, ptr %arrayidx5, align 4, !dbg !43, !tbaa !38
  %add6 = fadd contract float %mul3, %4, !dbg !44
  store float %add6, ptr %arrayidx5, align 4, !dbg !45, !tbaa !38
  br label %if.end, !dbg !46

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !47
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11matmulNaivePKfS0_Pfi(ptr nocapture noundef readonly %M, ptr nocapture noundef readonly %N, ptr nocapture noundef writeonly %P, i32 noundef %Width) local_unnamed_addr #1 !dbg !48 {
entry:
  %0 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !49
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !52
  %mul = mul nuw nsw i32 %0, %1, !dbg !55
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !56
  %add = add nuw nsw i32 %mul, %2, !dbg !59
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !60
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !62
  %mul5 = mul i32 %3, %4, !dbg !64
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !65
  %add7 = add i32 %mul5, %5, !dbg !67
  %cmp = icmp slt i32 %add, %Width, !dbg !68
  %cmp8 = icmp slt i32 %add7, %Width
  %or.cond = and i1 %cmp, %cmp8, !dbg !69
  br i1 %or.cond, label %for.body.lr.ph, label %if.end, !dbg !69

for.body.lr.ph:                                   ; preds = %entry
  %mul10 = mul nuw nsw i32 %add, %Width
  %6 = add i32 %Width, -1, !dbg !70
  %xtraiter = and i32 %Width, 3, !dbg !70
  %7 = icmp ult i32 %6, 3, !dbg !70
  br i1 %7, label %for.cond.cleanup.unr-lcssa, label %for.body.lr.ph.new, !dbg !70

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %Width, -4, !dbg !70
  br label %for.body, !dbg !70

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body, %for.body.lr.ph
  %add17.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %k.037.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %Sum.036.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !70
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !70

for.body.epil:                                    ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil
  %k.037.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.037.unr, %for.cond.cleanup.unr-lcssa ]
  %Sum.036.epil = phi float [ %add17.epil, %for.body.epil ], [ %Sum.036.unr, %for.cond.cleanup.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.unr-lcssa ]
  %add11.epil = add nuw nsw i32 %k.037.epil, %mul10, !dbg !71
  %idxprom.epil = zext nneg i32 %add11.epil to i64, !dbg !72
  %arrayidx.epil = getelementptr inbounds float, ptr %M, i64 %idxprom.epil, !dbg !72
  %8 = load float, ptr %arrayidx.epil, align 4, !dbg !72, !tbaa !38
  %mul12.epil = mul nuw nsw i32 %k.037.epil, %Width, !dbg !73
  %add13.epil = add nsw i32 %mul12.epil, %add7, !dbg !74
  %idxprom14.epil = sext i32 %add13.epil to i64, !dbg !75
  %arrayidx15.epil = getelementptr inbounds float, ptr %N, i64 %idxprom14.epil, !dbg !75
  %9 = load float, ptr %arrayidx15.epil, align 4, !dbg !75, !tbaa !38
  %mul16.epil = fmul contract float %8, %9, !dbg !76
  %add17.epil = fadd contract float %Sum.036.epil, %mul16.epil, !dbg !77
  %inc.epil = add nuw nsw i32 %k.037.epil, 1, !dbg !78
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !70
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !70
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !70, !llvm.loop !79

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.unr-lcssa
  %add17.lcssa = phi float [ %add17.lcssa.ph, %for.cond.cleanup.unr-lcssa ], [ %add17.epil, %for.body.epil ], !dbg !77
  %add19 = add nsw i32 %mul10, %add7, !dbg !81
  %idxprom20 = sext i32 %add19 to i64, !dbg !82
  %arrayidx21 = getelementptr inbounds float, ptr %P, i64 %idxprom20, !dbg !82
  store float %add17.lcssa, ptr %arrayidx21, align 4, !dbg !83, !tbaa !38
  br label %if.end, !dbg !84

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.037 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %Sum.036 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add17.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add11 = add nuw nsw i32 %k.037, %mul10, !dbg !71
  %idxprom = zext nneg i32 %add11 to i64, !dbg !72
  %arrayidx = getelementptr inbounds float, ptr %M, i64 %idxprom, !dbg !72
  %10 = load float, ptr %arrayidx, align 4, !dbg !72, !tbaa !38
  %mul12 = mul nuw nsw i32 %k.037, %Width, !dbg !73
  %add13 = add nsw i32 %mul12, %add7, !dbg !74
  %idxprom14 = sext i32 %add13 to i64, !dbg !75
  %arrayidx15 = getelementptr inbounds float, ptr %N, i64 %idxprom14, !dbg !75
  %11 = load float, ptr %arrayidx15, align 4, !dbg !75, !tbaa !38
  %mul16 = fmul contract float %10, %11, !dbg !76
  %add17 = fadd contract float %Sum.036, %mul16, !dbg !77
  %inc = or disjoint i32 %k.037, 1, !dbg !78
  %add11.1 = add nuw nsw i32 %inc, %mul10, !dbg !71
  %idxprom.1 = zext nneg i32 %add11.1 to i64, !dbg !72
  %arrayidx.1 = getelementptr inbounds float, ptr %M, i64 %idxprom.1, !dbg !72
  %12 = load float, ptr %arrayidx.1, align 4, !dbg !72, !tbaa !38
  %mul12.1 = mul nuw nsw i32 %inc, %Width, !dbg !73
  %add13.1 = add nsw i32 %mul12.1, %add7, !dbg !74
  %idxprom14.1 = sext i32 %add13.1 to i64, !dbg !75
  %arrayidx15.1 = getelementptr inbounds float, ptr %N, i64 %idxprom14.1, !dbg !75
  %13 = load float, ptr %arrayidx15.1, align 4, !dbg !75, !tbaa !38
  %mul16.1 = fmul contract float %12, %13, !dbg !76
  %add17.1 = fadd contract float %add17, %mul16.1, !dbg !77
  %inc.1 = or disjoint i32 %k.037, 2, !dbg !78
  %add11.2 = add nuw nsw i32 %inc.1, %mul10, !dbg !71
  %idxprom.2 = zext nneg i32 %add11.2 to i64, !dbg !72
  %arrayidx.2 = getelementptr inbounds float, ptr %M, i64 %idxprom.2, !dbg !72
  %14 = load float, ptr %arrayidx.2, align 4, !dbg !72, !tbaa !38
  %mul12.2 = mul nuw nsw i32 %inc.1, %Width, !dbg !73
  %add13.2 = add nsw i32 %mul12.2, %add7, !dbg !74
  %idxprom14.2 = sext i32 %add13.2 to i64, !dbg !75
  %arrayidx15.2 = getelementptr inbounds float, ptr %N, i64 %idxprom14.2, !dbg !75
  %15 = load float, ptr %arrayidx15.2, align 4, !dbg !75, !tbaa !38
  %mul16.2 = fmul contract float %14, %15, !dbg !76
  %add17.2 = fadd contract float %add17.1, %mul16.2, !dbg !77
  %inc.2 = or disjoint i32 %k.037, 3, !dbg !78
  %add11.3 = add nuw nsw i32 %inc.2, %mul10, !dbg !71
  %idxprom.3 = zext nneg i32 %add11.3 to i64, !dbg !72
  %arrayidx.3 = getelementptr inbounds float, ptr %M, i64 %idxprom.3, !dbg !72
  %16 = load float, ptr %arrayidx.3, align 4, !dbg !72, !tbaa !38
  %mul12.3 = mul nuw nsw i32 %inc.2, %Width, !dbg !73
  %add13.3 = add nsw i32 %mul12.3, %add7, !dbg !74
  %idxprom14.3 = sext i32 %add13.3 to i64, !dbg !75
  %arrayidx15.3 = getelementptr inbounds float, ptr %N, i64 %idxprom14.3, !dbg !75
  %17 = load float, ptr %arrayidx15.3, align 4, !dbg !75, !tbaa !38
  %mul16.3 = fmul contract float %16, %17, !dbg !76
  %add17.3 = fadd contract float %add17.2, %mul16.3, !dbg !77
  %inc.3 = add nuw nsw i32 %k.037, 4, !dbg !78
  %niter.next.3 = add i32 %niter, 4, !dbg !70
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !70
  br i1 %niter.ncmp.3, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !70, !llvm.loop !85

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !88
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11matmulTiledPKfS0_Pfi(ptr nocapture noundef readonly %M, ptr nocapture noundef readonly %N, ptr nocapture noundef writeonly %P, i32 noundef %Width) local_unnamed_addr #2 !dbg !89 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !90
  %1 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !92
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !94
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !96
  %mul = shl nuw nsw i32 %1, 4, !dbg !98
  %add = add nuw nsw i32 %mul, %3, !dbg !99
  %mul4 = shl nsw i32 %0, 4, !dbg !100
  %add5 = add nuw nsw i32 %mul4, %2, !dbg !101
  %div = sdiv i32 %Width, 16
  %cmp67 = icmp sgt i32 %Width, 15, !dbg !102
  %mul6 = mul nsw i32 %add, %Width
  br i1 %cmp67, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !103

for.body.lr.ph:                                   ; preds = %entry
  %add8 = add nuw i32 %mul6, %2
  %idxprom10 = zext nneg i32 %3 to i64
  %idxprom12 = zext nneg i32 %2 to i64
  %arrayidx13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 %idxprom12
  %arrayidx23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 %idxprom10, i64 %idxprom12
  %arrayidx31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 0, !dbg !104
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
  br label %for.body, !dbg !103

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %Pvalue.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add37.15, %for.body ], !dbg !105
  %add42 = add nsw i32 %mul6, %add5, !dbg !106
  %idxprom43 = sext i32 %add42 to i64, !dbg !107
  %arrayidx44 = getelementptr inbounds float, ptr %P, i64 %idxprom43, !dbg !107
  store float %Pvalue.0.lcssa, ptr %arrayidx44, align 4, !dbg !108, !tbaa !38
  ret void, !dbg !109

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %ph.069 = phi i32 [ 0, %for.body.lr.ph ], [ %inc39, %for.body ]
  %Pvalue.068 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add37.15, %for.body ]
  %mul7 = shl nsw i32 %ph.069, 4, !dbg !110
  %add9 = add i32 %add8, %mul7, !dbg !111
  %idxprom = sext i32 %add9 to i64, !dbg !112
  %arrayidx = getelementptr inbounds float, ptr %M, i64 %idxprom, !dbg !112
  %4 = load float, ptr %arrayidx, align 4, !dbg !112, !tbaa !38
  store float %4, ptr %arrayidx13, align 4, !dbg !113, !tbaa !38
  %add15 = add nuw nsw i32 %mul7, %3, !dbg !114
  %mul16 = mul nuw nsw i32 %add15, %Width, !dbg !115
  %add17 = add nuw nsw i32 %mul16, %add5, !dbg !116
  %idxprom18 = zext nneg i32 %add17 to i64, !dbg !117
  %arrayidx19 = getelementptr inbounds float, ptr %N, i64 %idxprom18, !dbg !117
  %5 = load float, ptr %arrayidx19, align 4, !dbg !117, !tbaa !38
  store float %5, ptr %arrayidx23, align 4, !dbg !118, !tbaa !38
  tail call void @llvm.nvvm.barrier0(), !dbg !119
  %6 = load float, ptr %arrayidx31, align 4, !dbg !104, !tbaa !38
  %7 = load float, ptr %arrayidx35, align 4, !dbg !120, !tbaa !38
  %mul36 = fmul contract float %6, %7, !dbg !121
  %add37 = fadd contract float %Pvalue.068, %mul36, !dbg !122
  %8 = load float, ptr %arrayidx31.1, align 4, !dbg !104, !tbaa !38
  %9 = load float, ptr %arrayidx35.1, align 4, !dbg !120, !tbaa !38
  %mul36.1 = fmul contract float %8, %9, !dbg !121
  %add37.1 = fadd contract float %add37, %mul36.1, !dbg !122
  %10 = load float, ptr %arrayidx31.2, align 4, !dbg !104, !tbaa !38
  %11 = load float, ptr %arrayidx35.2, align 4, !dbg !120, !tbaa !38
  %mul36.2 = fmul contract float %10, %11, !dbg !121
  %add37.2 = fadd contract float %add37.1, %mul36.2, !dbg !122
  %12 = load float, ptr %arrayidx31.3, align 4, !dbg !104, !tbaa !38
  %13 = load float, ptr %arrayidx35.3, align 4, !dbg !120, !tbaa !38
  %mul36.3 = fmul contract float %12, %13, !dbg !121
  %add37.3 = fadd contract float %add37.2, %mul36.3, !dbg !122
  %14 = load float, ptr %arrayidx31.4, align 4, !dbg !104, !tbaa !38
  %15 = load float, ptr %arrayidx35.4, align 4, !dbg !120, !tbaa !38
  %mul36.4 = fmul contract float %14, %15, !dbg !121
  %add37.4 = fadd contract float %add37.3, %mul36.4, !dbg !122
  %16 = load float, ptr %arrayidx31.5, align 4, !dbg !104, !tbaa !38
  %17 = load float, ptr %arrayidx35.5, align 4, !dbg !120, !tbaa !38
  %mul36.5 = fmul contract float %16, %17, !dbg !121
  %add37.5 = fadd contract float %add37.4, %mul36.5, !dbg !122
  %18 = load float, ptr %arrayidx31.6, align 4, !dbg !104, !tbaa !38
  %19 = load float, ptr %arrayidx35.6, align 4, !dbg !120, !tbaa !38
  %mul36.6 = fmul contract float %18, %19, !dbg !121
  %add37.6 = fadd contract float %add37.5, %mul36.6, !dbg !122
  %20 = load float, ptr %arrayidx31.7, align 4, !dbg !104, !tbaa !38
  %21 = load float, ptr %arrayidx35.7, align 4, !dbg !120, !tbaa !38
  %mul36.7 = fmul contract float %20, %21, !dbg !121
  %add37.7 = fadd contract float %add37.6, %mul36.7, !dbg !122
  %22 = load float, ptr %arrayidx31.8, align 4, !dbg !104, !tbaa !38
  %23 = load float, ptr %arrayidx35.8, align 4, !dbg !120, !tbaa !38
  %mul36.8 = fmul contract float %22, %23, !dbg !121
  %add37.8 = fadd contract float %add37.7, %mul36.8, !dbg !122
  %24 = load float, ptr %arrayidx31.9, align 4, !dbg !104, !tbaa !38
  %25 = load float, ptr %arrayidx35.9, align 4, !dbg !120, !tbaa !38
  %mul36.9 = fmul contract float %24, %25, !dbg !121
  %add37.9 = fadd contract float %add37.8, %mul36.9, !dbg !122
  %26 = load float, ptr %arrayidx31.10, align 4, !dbg !104, !tbaa !38
  %27 = load float, ptr %arrayidx35.10, align 4, !dbg !120, !tbaa !38
  %mul36.10 = fmul contract float %26, %27, !dbg !121
  %add37.10 = fadd contract float %add37.9, %mul36.10, !dbg !122
  %28 = load float, ptr %arrayidx31.11, align 4, !dbg !104, !tbaa !38
  %29 = load float, ptr %arrayidx35.11, align 4, !dbg !120, !tbaa !38
  %mul36.11 = fmul contract float %28, %29, !dbg !121
  %add37.11 = fadd contract float %add37.10, %mul36.11, !dbg !122
  %30 = load float, ptr %arrayidx31.12, align 4, !dbg !104, !tbaa !38
  %31 = load float, ptr %arrayidx35.12, align 4, !dbg !120, !tbaa !38
  %mul36.12 = fmul contract float %30, %31, !dbg !121
  %add37.12 = fadd contract float %add37.11, %mul36.12, !dbg !122
  %32 = load float, ptr %arrayidx31.13, align 4, !dbg !104, !tbaa !38
  %33 = load float, ptr %arrayidx35.13, align 4, !dbg !120, !tbaa !38
  %mul36.13 = fmul contract float %32, %33, !dbg !121
  %add37.13 = fadd contract float %add37.12, %mul36.13, !dbg !122
  %34 = load float, ptr %arrayidx31.14, align 4, !dbg !104, !tbaa !38
  %35 = load float, ptr %arrayidx35.14, align 4, !dbg !120, !tbaa !38
  %mul36.14 = fmul contract float %34, %35, !dbg !121
  %add37.14 = fadd contract float %add37.13, %mul36.14, !dbg !122
  %36 = load float, ptr %arrayidx31.15, align 4, !dbg !104, !tbaa !38
  %37 = load float, ptr %arrayidx35.15, align 4, !dbg !120, !tbaa !38
  %mul36.15 = fmul contract float %36, %37, !dbg !121
  %add37.15 = fadd contract float %add37.14, %mul36.15, !dbg !122
  tail call void @llvm.nvvm.barrier0(), !dbg !123
  %inc39 = add nuw nsw i32 %ph.069, 1, !dbg !124
  %exitcond.not = icmp eq i32 %inc39, %div, !dbg !102
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !103, !llvm.loop !125
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11stridedCopyPfPKfi(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %stride) local_unnamed_addr #0 !dbg !127 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !128
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !130
  %mul = mul i32 %0, %1, !dbg !132
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !133
  %add = add i32 %mul, %2, !dbg !135
  %mul3 = mul nsw i32 %add, %stride, !dbg !136
  %idxprom = sext i32 %mul3 to i64, !dbg !137
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !137
  %3 = load float, ptr %arrayidx, align 4, !dbg !137, !tbaa !38
  %idxprom4 = sext i32 %add to i64, !dbg !138
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom4, !dbg !138
  store float %3, ptr %arrayidx5, align 4, !dbg !139, !tbaa !38
  ret void, !dbg !140
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10offsetCopyPfPKfi(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %offset) local_unnamed_addr #0 !dbg !141 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !142
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !144
  %mul = mul i32 %0, %1, !dbg !146
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !147
  %add = add i32 %mul, %2, !dbg !149
  %add3 = add i32 %add, %offset, !dbg !150
  %idxprom = sext i32 %add3 to i64, !dbg !151
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !151
  %3 = load float, ptr %arrayidx, align 4, !dbg !151, !tbaa !38
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !152
  store float %3, ptr %arrayidx5, align 4, !dbg !153, !tbaa !38
  ret void, !dbg !154
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10gridStrideiPKfPf(i32 noundef %n, ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y) local_unnamed_addr #1 !dbg !155 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !156
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !158
  %mul = mul i32 %0, %1, !dbg !160
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !161
  %add = add i32 %mul, %2, !dbg !163
  %cmp13 = icmp slt i32 %add, %n, !dbg !164
  br i1 %cmp13, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !165

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul8 = mul i32 %1, %3
  br label %for.body, !dbg !165

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !166

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.014 = phi i32 [ %add, %for.body.lr.ph ], [ %add9, %for.body ]
  %idxprom = sext i32 %i.014 to i64, !dbg !167
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !167
  %4 = load float, ptr %arrayidx, align 4, !dbg !167, !tbaa !38
  %mul3 = fmul contract float %4, 2.000000e+00, !dbg !168
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !169
  store float %mul3, ptr %arrayidx5, align 4, !dbg !170, !tbaa !38
  %add9 = add i32 %i.014, %mul8, !dbg !171
  %cmp = icmp slt i32 %add9, %n, !dbg !164
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !165, !llvm.loop !172
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10dataBranchPKfPfi(ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y, i32 noundef %n) local_unnamed_addr #2 !dbg !174 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !175
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !177
  %mul = mul i32 %0, %1, !dbg !179
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !180
  %add = add i32 %mul, %2, !dbg !182
  %cmp.not = icmp slt i32 %add, %n, !dbg !183
  br i1 %cmp.not, label %if.end, label %cleanup, !dbg !184

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !185
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !185
  %3 = load float, ptr %arrayidx, align 4, !dbg !185, !tbaa !38
  %cmp3 = fcmp contract ogt float %3, 0.000000e+00, !dbg !186
  br i1 %cmp3, label %if.then4, label %if.end8, !dbg !187

if.then4:                                         ; preds = %if.end
  %div = fdiv contract float %3, 7.000000e+00
  %call.i = tail call contract noundef float @__nv_expf(float noundef %3) #7, !dbg !188
  %mul6 = fmul contract float %call.i, 3.000000e+00, !dbg !192
  %add7 = fadd contract float %div, %mul6, !dbg !193
  br label %if.end8, !dbg !194

if.end8:                                          ; preds = %if.then4, %if.end
  %v.0 = phi float [ %add7, %if.then4 ], [ %3, %if.end ], !dbg !195
  %arrayidx10 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !196
  store float %v.0, ptr %arrayidx10, align 4, !dbg !197, !tbaa !38
  br label %cleanup, !dbg !198

cleanup:                                          ; preds = %entry, %if.end8
  ret void, !dbg !198
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9histogramPKiPii(ptr nocapture noundef readonly %data, ptr nocapture noundef %bins, i32 noundef %n) local_unnamed_addr #4 !dbg !199 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !200
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !202
  %mul = mul i32 %0, %1, !dbg !204
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !205
  %add = add i32 %mul, %2, !dbg !207
  %cmp = icmp slt i32 %add, %n, !dbg !208
  br i1 %cmp, label %if.then, label %if.end, !dbg !209

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !210
  %arrayidx = getelementptr inbounds i32, ptr %data, i64 %idxprom, !dbg !210
  %3 = load i32, ptr %arrayidx, align 4, !dbg !210, !tbaa !211
  %and = and i32 %3, 255, !dbg !213
  %idxprom3 = zext nneg i32 %and to i64, !dbg !214
  %arrayidx4 = getelementptr inbounds i32, ptr %bins, i64 %idxprom3, !dbg !214
  %4 = atomicrmw add ptr %arrayidx4, i32 1 seq_cst, align 4, !dbg !215
  br label %if.end, !dbg !218

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !219
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6reducePKfPfi(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i32 noundef %n) local_unnamed_addr #2 !dbg !220 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !221
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !223
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !225
  %mul = mul i32 %1, %2, !dbg !227
  %add = add i32 %mul, %0, !dbg !228
  %cmp = icmp ult i32 %add, %n, !dbg !229
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !230

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !dbg !231, !tbaa !38
  br label %cond.end, !dbg !230

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %3, %cond.true ], [ 0.000000e+00, %entry ], !dbg !230
  %idxprom4 = zext nneg i32 %0 to i64, !dbg !232
  %arrayidx5 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), i64 0, i64 %idxprom4, !dbg !232
  store float %cond, ptr %arrayidx5, align 4, !dbg !233, !tbaa !38
  tail call void @llvm.nvvm.barrier0(), !dbg !234
  %cmp7.not31 = icmp ult i32 %2, 2, !dbg !235
  br i1 %cmp7.not31, label %for.cond.cleanup, label %for.body, !dbg !236

for.cond.cleanup:                                 ; preds = %if.end, %cond.end
  %cmp15 = icmp eq i32 %0, 0, !dbg !237
  br i1 %cmp15, label %if.then16, label %if.end20, !dbg !238

for.body:                                         ; preds = %cond.end, %if.end
  %s.032.in = phi i32 [ %s.032, %if.end ], [ %2, %cond.end ]
  %s.032 = lshr i32 %s.032.in, 1, !dbg !239
  %cmp8 = icmp ult i32 %0, %s.032, !dbg !240
  br i1 %cmp8, label %if.then, label %if.end, !dbg !241

if.then:                                          ; preds = %for.body
  %add9 = add nuw nsw i32 %s.032, %0
  %idxprom10 = zext nneg i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), i64 0, i64 %idxprom10
  %4 = load float, ptr %arrayidx11, align 4, !dbg !242, !tbaa !38
  %5 = load float, ptr %arrayidx5, align 4, !dbg !243, !tbaa !38
  %add14 = fadd contract float %4, %5, !dbg !243
  store float %add14, ptr %arrayidx5, align 4, !dbg !243, !tbaa !38
  br label %if.end, !dbg !244

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier0(), !dbg !245
  %cmp7.not = icmp ult i32 %s.032.in, 4, !dbg !235
  br i1 %cmp7.not, label %for.cond.cleanup, label %for.body, !dbg !236, !llvm.loop !246

if.then16:                                        ; preds = %for.cond.cleanup
  %idxprom18 = zext nneg i32 %1 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %out, i64 %idxprom18
  %6 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), align 4, !dbg !248, !tbaa !38
  store float %6, ptr %arrayidx19, align 4, !dbg !249, !tbaa !38
  br label %if.end20, !dbg !250

if.end20:                                         ; preds = %if.then16, %for.cond.cleanup
  ret void, !dbg !251
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14transposeNaivePfPKfii(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 !dbg !252 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !253
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !255
  %mul = mul i32 %0, %1, !dbg !257
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !258
  %add = add i32 %mul, %2, !dbg !260
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !261
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !263
  %mul5 = mul nuw nsw i32 %3, %4, !dbg !265
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !266
  %add7 = add nuw nsw i32 %mul5, %5, !dbg !268
  %cmp = icmp slt i32 %add, %w, !dbg !269
  %cmp8 = icmp slt i32 %add7, %h
  %or.cond = and i1 %cmp, %cmp8, !dbg !270
  br i1 %or.cond, label %if.then, label %if.end, !dbg !270

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %w, !dbg !271
  %add10 = add nsw i32 %mul9, %add, !dbg !272
  %idxprom = sext i32 %add10 to i64, !dbg !273
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !273
  %6 = load float, ptr %arrayidx, align 4, !dbg !273, !tbaa !38
  %mul11 = mul nsw i32 %add, %h, !dbg !274
  %add12 = add nsw i32 %mul11, %add7, !dbg !275
  %idxprom13 = sext i32 %add12 to i64, !dbg !276
  %arrayidx14 = getelementptr inbounds float, ptr %out, i64 %idxprom13, !dbg !276
  store float %6, ptr %arrayidx14, align 4, !dbg !277, !tbaa !38
  br label %if.end, !dbg !276

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !278
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14transposeTiledPfPKfii(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #2 !dbg !279 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !280
  %mul = shl i32 %0, 5, !dbg !282
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !283
  %add = add i32 %mul, %1, !dbg !285
  %2 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !286
  %mul3 = shl nuw nsw i32 %2, 5, !dbg !288
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !289
  %add5 = add nuw nsw i32 %mul3, %3, !dbg !291
  %cmp = icmp slt i32 %add, %w, !dbg !292
  %cmp6 = icmp slt i32 %add5, %h
  %or.cond = and i1 %cmp, %cmp6, !dbg !293
  br i1 %or.cond, label %if.then, label %if.end, !dbg !293

if.then:                                          ; preds = %entry
  %idxprom10 = zext nneg i32 %3 to i64
  %idxprom13 = zext nneg i32 %1 to i64
  %arrayidx14 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14transposeTiledPfPKfiiE4tile to ptr), i64 0, i64 %idxprom10, i64 %idxprom13
  %mul7 = mul nsw i32 %add5, %w
  %add8 = add nsw i32 %mul7, %add
  %idxprom = sext i32 %add8 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !dbg !294, !tbaa !38
  store float %4, ptr %arrayidx14, align 4, !dbg !295, !tbaa !38
  br label %if.end, !dbg !296

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier0(), !dbg !297
  %add18 = add nuw nsw i32 %mul3, %1, !dbg !298
  %add22 = add i32 %mul, %3, !dbg !299
  %cmp23 = icmp slt i32 %add18, %h, !dbg !300
  %cmp25 = icmp slt i32 %add22, %w
  %or.cond48 = and i1 %cmp25, %cmp23, !dbg !301
  br i1 %or.cond48, label %if.then26, label %if.end37, !dbg !301

if.then26:                                        ; preds = %if.end
  %mul33 = mul nsw i32 %add22, %h
  %add34 = add nsw i32 %mul33, %add18
  %idxprom35 = sext i32 %add34 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %out, i64 %idxprom35
  %idxprom28 = zext nneg i32 %1 to i64
  %idxprom31 = zext nneg i32 %3 to i64
  %arrayidx32 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14transposeTiledPfPKfiiE4tile to ptr), i64 0, i64 %idxprom28, i64 %idxprom31
  %5 = load float, ptr %arrayidx32, align 4, !dbg !302, !tbaa !38
  store float %5, ptr %arrayidx36, align 4, !dbg !303, !tbaa !38
  br label %if.end37, !dbg !304

if.end37:                                         ; preds = %if.then26, %if.end
  ret void, !dbg !305
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8fp64PolyPKdPdi(ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y, i32 noundef %n) local_unnamed_addr #0 !dbg !306 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !307
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !309
  %mul = mul i32 %0, %1, !dbg !311
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !312
  %add = add i32 %mul, %2, !dbg !314
  %cmp = icmp slt i32 %add, %n, !dbg !315
  br i1 %cmp, label %if.then, label %if.end, !dbg !316

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !317
  %arrayidx = getelementptr inbounds double, ptr %x, i64 %idxprom, !dbg !317
  %3 = load double, ptr %arrayidx, align 8, !dbg !317, !tbaa !318
  %4 = tail call contract double @llvm.sqrt.f64(double %3), !dbg !320
  %mul3 = fmul contract double %3, %3, !dbg !321
  %add4 = fadd contract double %mul3, 1.000000e+00, !dbg !322
  %div = fdiv contract double %4, %add4, !dbg !323
  %arrayidx6 = getelementptr inbounds double, ptr %y, i64 %idxprom, !dbg !324
  store double %div, ptr %arrayidx6, align 8, !dbg !325, !tbaa !318
  br label %if.end, !dbg !326

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !327
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

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
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!llvm.module.flags = !{!14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kernels.cu", directory: ".")
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
!14 = !{i32 7, !"Dwarf Version", i32 2}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 3, type: !21, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DISubroutineType(types: !22)
!22 = !{}
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !25, file: !25, line: 66, type: !21, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!26 = distinct !DILocation(line: 4, column: 11, scope: !20)
!27 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !25, file: !25, line: 79, type: !21, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 4, column: 24, scope: !20)
!30 = !DILocation(line: 4, column: 22, scope: !20)
!31 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !25, file: !25, line: 53, type: !21, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 4, column: 37, scope: !20)
!34 = !DILocation(line: 4, column: 35, scope: !20)
!35 = !DILocation(line: 5, column: 9, scope: !20)
!36 = !DILocation(line: 5, column: 7, scope: !20)
!37 = !DILocation(line: 6, column: 16, scope: !20)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 6, column: 14, scope: !20)
!43 = !DILocation(line: 6, column: 23, scope: !20)
!44 = !DILocation(line: 6, column: 21, scope: !20)
!45 = !DILocation(line: 6, column: 10, scope: !20)
!46 = !DILocation(line: 6, column: 5, scope: !20)
!47 = !DILocation(line: 7, column: 1, scope: !20)
!48 = distinct !DISubprogram(name: "matmulNaive", scope: !1, file: !1, line: 9, type: !21, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 67, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !25, file: !25, line: 67, type: !21, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 10, column: 11, scope: !48)
!52 = !DILocation(line: 80, column: 3, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !25, file: !25, line: 80, type: !21, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 10, column: 24, scope: !48)
!55 = !DILocation(line: 10, column: 22, scope: !48)
!56 = !DILocation(line: 54, column: 3, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !25, file: !25, line: 54, type: !21, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = distinct !DILocation(line: 10, column: 37, scope: !48)
!59 = !DILocation(line: 10, column: 35, scope: !48)
!60 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !61)
!61 = distinct !DILocation(line: 11, column: 11, scope: !48)
!62 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !63)
!63 = distinct !DILocation(line: 11, column: 24, scope: !48)
!64 = !DILocation(line: 11, column: 22, scope: !48)
!65 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !66)
!66 = distinct !DILocation(line: 11, column: 37, scope: !48)
!67 = !DILocation(line: 11, column: 35, scope: !48)
!68 = !DILocation(line: 12, column: 9, scope: !48)
!69 = !DILocation(line: 12, column: 17, scope: !48)
!70 = !DILocation(line: 14, column: 5, scope: !48)
!71 = !DILocation(line: 15, column: 26, scope: !48)
!72 = !DILocation(line: 15, column: 14, scope: !48)
!73 = !DILocation(line: 15, column: 37, scope: !48)
!74 = !DILocation(line: 15, column: 45, scope: !48)
!75 = !DILocation(line: 15, column: 33, scope: !48)
!76 = !DILocation(line: 15, column: 31, scope: !48)
!77 = !DILocation(line: 15, column: 11, scope: !48)
!78 = !DILocation(line: 14, column: 32, scope: !48)
!79 = distinct !{!79, !80}
!80 = !{!"llvm.loop.unroll.disable"}
!81 = !DILocation(line: 16, column: 17, scope: !48)
!82 = !DILocation(line: 16, column: 5, scope: !48)
!83 = !DILocation(line: 16, column: 22, scope: !48)
!84 = !DILocation(line: 17, column: 3, scope: !48)
!85 = distinct !{!85, !70, !86, !87}
!86 = !DILocation(line: 15, column: 48, scope: !48)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocation(line: 18, column: 1, scope: !48)
!89 = distinct !DISubprogram(name: "matmulTiled", scope: !1, file: !1, line: 21, type: !21, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !91)
!91 = distinct !DILocation(line: 24, column: 12, scope: !89)
!92 = !DILocation(line: 67, column: 3, scope: !50, inlinedAt: !93)
!93 = distinct !DILocation(line: 24, column: 29, scope: !89)
!94 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !95)
!95 = distinct !DILocation(line: 24, column: 46, scope: !89)
!96 = !DILocation(line: 54, column: 3, scope: !57, inlinedAt: !97)
!97 = distinct !DILocation(line: 24, column: 64, scope: !89)
!98 = !DILocation(line: 25, column: 16, scope: !89)
!99 = !DILocation(line: 25, column: 23, scope: !89)
!100 = !DILocation(line: 26, column: 16, scope: !89)
!101 = !DILocation(line: 26, column: 23, scope: !89)
!102 = !DILocation(line: 28, column: 23, scope: !89)
!103 = !DILocation(line: 28, column: 3, scope: !89)
!104 = !DILocation(line: 33, column: 17, scope: !89)
!105 = !DILocation(line: 27, column: 9, scope: !89)
!106 = !DILocation(line: 36, column: 17, scope: !89)
!107 = !DILocation(line: 36, column: 3, scope: !89)
!108 = !DILocation(line: 36, column: 24, scope: !89)
!109 = !DILocation(line: 37, column: 1, scope: !89)
!110 = !DILocation(line: 29, column: 38, scope: !89)
!111 = !DILocation(line: 29, column: 45, scope: !89)
!112 = !DILocation(line: 29, column: 19, scope: !89)
!113 = !DILocation(line: 29, column: 17, scope: !89)
!114 = !DILocation(line: 30, column: 32, scope: !89)
!115 = !DILocation(line: 30, column: 38, scope: !89)
!116 = !DILocation(line: 30, column: 46, scope: !89)
!117 = !DILocation(line: 30, column: 19, scope: !89)
!118 = !DILocation(line: 30, column: 17, scope: !89)
!119 = !DILocation(line: 31, column: 5, scope: !89)
!120 = !DILocation(line: 33, column: 30, scope: !89)
!121 = !DILocation(line: 33, column: 28, scope: !89)
!122 = !DILocation(line: 33, column: 14, scope: !89)
!123 = !DILocation(line: 34, column: 5, scope: !89)
!124 = !DILocation(line: 28, column: 39, scope: !89)
!125 = distinct !{!125, !103, !126, !87}
!126 = !DILocation(line: 35, column: 3, scope: !89)
!127 = distinct !DISubprogram(name: "stridedCopy", scope: !1, file: !1, line: 39, type: !21, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!128 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !129)
!129 = distinct !DILocation(line: 40, column: 11, scope: !127)
!130 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !131)
!131 = distinct !DILocation(line: 40, column: 24, scope: !127)
!132 = !DILocation(line: 40, column: 22, scope: !127)
!133 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !134)
!134 = distinct !DILocation(line: 40, column: 37, scope: !127)
!135 = !DILocation(line: 40, column: 35, scope: !127)
!136 = !DILocation(line: 41, column: 17, scope: !127)
!137 = !DILocation(line: 41, column: 12, scope: !127)
!138 = !DILocation(line: 41, column: 3, scope: !127)
!139 = !DILocation(line: 41, column: 10, scope: !127)
!140 = !DILocation(line: 42, column: 1, scope: !127)
!141 = distinct !DISubprogram(name: "offsetCopy", scope: !1, file: !1, line: 44, type: !21, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!142 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !143)
!143 = distinct !DILocation(line: 45, column: 11, scope: !141)
!144 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !145)
!145 = distinct !DILocation(line: 45, column: 24, scope: !141)
!146 = !DILocation(line: 45, column: 22, scope: !141)
!147 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !148)
!148 = distinct !DILocation(line: 45, column: 37, scope: !141)
!149 = !DILocation(line: 45, column: 35, scope: !141)
!150 = !DILocation(line: 45, column: 49, scope: !141)
!151 = !DILocation(line: 46, column: 12, scope: !141)
!152 = !DILocation(line: 46, column: 3, scope: !141)
!153 = !DILocation(line: 46, column: 10, scope: !141)
!154 = !DILocation(line: 47, column: 1, scope: !141)
!155 = distinct !DISubprogram(name: "gridStride", scope: !1, file: !1, line: 49, type: !21, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!156 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !157)
!157 = distinct !DILocation(line: 50, column: 16, scope: !155)
!158 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !159)
!159 = distinct !DILocation(line: 50, column: 29, scope: !155)
!160 = !DILocation(line: 50, column: 27, scope: !155)
!161 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !162)
!162 = distinct !DILocation(line: 50, column: 42, scope: !155)
!163 = !DILocation(line: 50, column: 40, scope: !155)
!164 = !DILocation(line: 50, column: 57, scope: !155)
!165 = !DILocation(line: 50, column: 3, scope: !155)
!166 = !DILocation(line: 52, column: 1, scope: !155)
!167 = !DILocation(line: 51, column: 19, scope: !155)
!168 = !DILocation(line: 51, column: 17, scope: !155)
!169 = !DILocation(line: 51, column: 5, scope: !155)
!170 = !DILocation(line: 51, column: 10, scope: !155)
!171 = !DILocation(line: 50, column: 64, scope: !155)
!172 = distinct !{!172, !165, !173, !87}
!173 = !DILocation(line: 51, column: 22, scope: !155)
!174 = distinct !DISubprogram(name: "dataBranch", scope: !1, file: !1, line: 54, type: !21, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!175 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !176)
!176 = distinct !DILocation(line: 55, column: 11, scope: !174)
!177 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !178)
!178 = distinct !DILocation(line: 55, column: 24, scope: !174)
!179 = !DILocation(line: 55, column: 22, scope: !174)
!180 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !181)
!181 = distinct !DILocation(line: 55, column: 37, scope: !174)
!182 = !DILocation(line: 55, column: 35, scope: !174)
!183 = !DILocation(line: 56, column: 9, scope: !174)
!184 = !DILocation(line: 56, column: 7, scope: !174)
!185 = !DILocation(line: 57, column: 13, scope: !174)
!186 = !DILocation(line: 58, column: 9, scope: !174)
!187 = !DILocation(line: 58, column: 7, scope: !174)
!188 = !DILocation(line: 19, column: 48, scope: !189, inlinedAt: !191)
!189 = distinct !DISubprogram(name: "expf", scope: !190, file: !190, line: 19, type: !21, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!190 = !DIFile(filename: "./kc_test_device.h", directory: ".")
!191 = distinct !DILocation(line: 59, column: 9, scope: !174)
!192 = !DILocation(line: 59, column: 17, scope: !174)
!193 = !DILocation(line: 59, column: 24, scope: !174)
!194 = !DILocation(line: 59, column: 5, scope: !174)
!195 = !DILocation(line: 0, scope: !174)
!196 = !DILocation(line: 60, column: 3, scope: !174)
!197 = !DILocation(line: 60, column: 8, scope: !174)
!198 = !DILocation(line: 61, column: 1, scope: !174)
!199 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 63, type: !21, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!200 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !201)
!201 = distinct !DILocation(line: 64, column: 11, scope: !199)
!202 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !203)
!203 = distinct !DILocation(line: 64, column: 24, scope: !199)
!204 = !DILocation(line: 64, column: 22, scope: !199)
!205 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !206)
!206 = distinct !DILocation(line: 64, column: 37, scope: !199)
!207 = !DILocation(line: 64, column: 35, scope: !199)
!208 = !DILocation(line: 65, column: 9, scope: !199)
!209 = !DILocation(line: 65, column: 7, scope: !199)
!210 = !DILocation(line: 66, column: 21, scope: !199)
!211 = !{!212, !212, i64 0}
!212 = !{!"int", !40, i64 0}
!213 = !DILocation(line: 66, column: 29, scope: !199)
!214 = !DILocation(line: 66, column: 16, scope: !199)
!215 = !DILocation(line: 12, column: 57, scope: !216, inlinedAt: !217)
!216 = distinct !DISubprogram(name: "atomicAdd", scope: !190, file: !190, line: 12, type: !21, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!217 = distinct !DILocation(line: 66, column: 5, scope: !199)
!218 = !DILocation(line: 66, column: 5, scope: !199)
!219 = !DILocation(line: 67, column: 1, scope: !199)
!220 = distinct !DISubprogram(name: "reduce", scope: !1, file: !1, line: 69, type: !21, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!221 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !222)
!222 = distinct !DILocation(line: 71, column: 18, scope: !220)
!223 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !224)
!224 = distinct !DILocation(line: 72, column: 16, scope: !220)
!225 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !226)
!226 = distinct !DILocation(line: 72, column: 29, scope: !220)
!227 = !DILocation(line: 72, column: 27, scope: !220)
!228 = !DILocation(line: 72, column: 40, scope: !220)
!229 = !DILocation(line: 73, column: 18, scope: !220)
!230 = !DILocation(line: 73, column: 16, scope: !220)
!231 = !DILocation(line: 73, column: 24, scope: !220)
!232 = !DILocation(line: 73, column: 3, scope: !220)
!233 = !DILocation(line: 73, column: 14, scope: !220)
!234 = !DILocation(line: 74, column: 3, scope: !220)
!235 = !DILocation(line: 75, column: 39, scope: !220)
!236 = !DILocation(line: 75, column: 3, scope: !220)
!237 = !DILocation(line: 80, column: 11, scope: !220)
!238 = !DILocation(line: 80, column: 7, scope: !220)
!239 = !DILocation(line: 75, scope: !220)
!240 = !DILocation(line: 76, column: 13, scope: !220)
!241 = !DILocation(line: 76, column: 9, scope: !220)
!242 = !DILocation(line: 77, column: 21, scope: !220)
!243 = !DILocation(line: 77, column: 18, scope: !220)
!244 = !DILocation(line: 77, column: 7, scope: !220)
!245 = !DILocation(line: 78, column: 5, scope: !220)
!246 = distinct !{!246, !236, !247, !87}
!247 = !DILocation(line: 79, column: 3, scope: !220)
!248 = !DILocation(line: 81, column: 23, scope: !220)
!249 = !DILocation(line: 81, column: 21, scope: !220)
!250 = !DILocation(line: 81, column: 5, scope: !220)
!251 = !DILocation(line: 82, column: 1, scope: !220)
!252 = distinct !DISubprogram(name: "transposeNaive", scope: !1, file: !1, line: 84, type: !21, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!253 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !254)
!254 = distinct !DILocation(line: 85, column: 11, scope: !252)
!255 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !256)
!256 = distinct !DILocation(line: 85, column: 24, scope: !252)
!257 = !DILocation(line: 85, column: 22, scope: !252)
!258 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !259)
!259 = distinct !DILocation(line: 85, column: 37, scope: !252)
!260 = !DILocation(line: 85, column: 35, scope: !252)
!261 = !DILocation(line: 67, column: 3, scope: !50, inlinedAt: !262)
!262 = distinct !DILocation(line: 86, column: 11, scope: !252)
!263 = !DILocation(line: 80, column: 3, scope: !53, inlinedAt: !264)
!264 = distinct !DILocation(line: 86, column: 24, scope: !252)
!265 = !DILocation(line: 86, column: 22, scope: !252)
!266 = !DILocation(line: 54, column: 3, scope: !57, inlinedAt: !267)
!267 = distinct !DILocation(line: 86, column: 37, scope: !252)
!268 = !DILocation(line: 86, column: 35, scope: !252)
!269 = !DILocation(line: 87, column: 9, scope: !252)
!270 = !DILocation(line: 87, column: 13, scope: !252)
!271 = !DILocation(line: 88, column: 27, scope: !252)
!272 = !DILocation(line: 88, column: 31, scope: !252)
!273 = !DILocation(line: 88, column: 22, scope: !252)
!274 = !DILocation(line: 88, column: 11, scope: !252)
!275 = !DILocation(line: 88, column: 15, scope: !252)
!276 = !DILocation(line: 88, column: 5, scope: !252)
!277 = !DILocation(line: 88, column: 20, scope: !252)
!278 = !DILocation(line: 89, column: 1, scope: !252)
!279 = distinct !DISubprogram(name: "transposeTiled", scope: !1, file: !1, line: 91, type: !21, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!280 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !281)
!281 = distinct !DILocation(line: 93, column: 11, scope: !279)
!282 = !DILocation(line: 93, column: 22, scope: !279)
!283 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !284)
!284 = distinct !DILocation(line: 93, column: 29, scope: !279)
!285 = !DILocation(line: 93, column: 27, scope: !279)
!286 = !DILocation(line: 67, column: 3, scope: !50, inlinedAt: !287)
!287 = distinct !DILocation(line: 94, column: 11, scope: !279)
!288 = !DILocation(line: 94, column: 22, scope: !279)
!289 = !DILocation(line: 54, column: 3, scope: !57, inlinedAt: !290)
!290 = distinct !DILocation(line: 94, column: 29, scope: !279)
!291 = !DILocation(line: 94, column: 27, scope: !279)
!292 = !DILocation(line: 95, column: 9, scope: !279)
!293 = !DILocation(line: 95, column: 13, scope: !279)
!294 = !DILocation(line: 96, column: 38, scope: !279)
!295 = !DILocation(line: 96, column: 36, scope: !279)
!296 = !DILocation(line: 96, column: 5, scope: !279)
!297 = !DILocation(line: 97, column: 3, scope: !279)
!298 = !DILocation(line: 98, column: 23, scope: !279)
!299 = !DILocation(line: 99, column: 23, scope: !279)
!300 = !DILocation(line: 100, column: 9, scope: !279)
!301 = !DILocation(line: 100, column: 13, scope: !279)
!302 = !DILocation(line: 101, column: 22, scope: !279)
!303 = !DILocation(line: 101, column: 20, scope: !279)
!304 = !DILocation(line: 101, column: 5, scope: !279)
!305 = !DILocation(line: 102, column: 1, scope: !279)
!306 = distinct !DISubprogram(name: "fp64Poly", scope: !1, file: !1, line: 104, type: !21, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!307 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !308)
!308 = distinct !DILocation(line: 105, column: 11, scope: !306)
!309 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !310)
!310 = distinct !DILocation(line: 105, column: 24, scope: !306)
!311 = !DILocation(line: 105, column: 22, scope: !306)
!312 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !313)
!313 = distinct !DILocation(line: 105, column: 37, scope: !306)
!314 = !DILocation(line: 105, column: 35, scope: !306)
!315 = !DILocation(line: 106, column: 9, scope: !306)
!316 = !DILocation(line: 106, column: 7, scope: !306)
!317 = !DILocation(line: 107, column: 16, scope: !306)
!318 = !{!319, !319, i64 0}
!319 = !{!"double", !40, i64 0}
!320 = !DILocation(line: 108, column: 12, scope: !306)
!321 = !DILocation(line: 108, column: 35, scope: !306)
!322 = !DILocation(line: 108, column: 39, scope: !306)
!323 = !DILocation(line: 108, column: 30, scope: !306)
!324 = !DILocation(line: 108, column: 5, scope: !306)
!325 = !DILocation(line: 108, column: 10, scope: !306)
!326 = !DILocation(line: 109, column: 3, scope: !306)
!327 = !DILocation(line: 110, column: 1, scope: !306)
