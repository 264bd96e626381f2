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
define dso_local void @_Z5saxpyifPKfPf(i32 noundef %n, float noundef %a, ptr nocapture noundef readonly %x, ptr nocapture noundef %y) local_unnamed_addr #0 !dbg !23 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !30
  %mul = mul i32 %0, %1, !dbg !33
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !34
  %add = add i32 %mul, %2, !dbg !37
  %cmp = icmp slt i32 %add, %n, !dbg !38
  br i1 %cmp, label %if.then, label %if.end, !dbg !39

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !40
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !40
  %3 = load float, ptr %arrayidx, align 4, !dbg !40, !tbaa !41
  %mul3 = fmul contract float %3, %a, !dbg !45
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !46
  %4 = load float, ptr %arrayidx5, align 4, !dbg !46, !tbaa !41
  %add6 = fadd contract float %mul3, %4, !dbg !47
  store float %add6, ptr %arrayidx5, align 4, !dbg !48, !tbaa !41
  br label %if.end, !dbg !49

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !50
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11matmulNaivePKfS0_Pfi(ptr nocapture noundef readonly %M, ptr nocapture noundef readonly %N, ptr nocapture noundef writeonly %P, i32 noundef %Width) local_unnamed_addr #1 !dbg !51 {
entry:
  %0 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !52
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !55
  %mul = mul nuw nsw i32 %0, %1, !dbg !58
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !59
  %add = add nuw nsw i32 %mul, %2, !dbg !62
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !63
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !65
  %mul5 = mul i32 %3, %4, !dbg !67
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !68
  %add7 = add i32 %mul5, %5, !dbg !70
  %cmp = icmp slt i32 %add, %Width, !dbg !71
  %cmp8 = icmp slt i32 %add7, %Width
  %or.cond = and i1 %cmp, %cmp8, !dbg !72
  br i1 %or.cond, label %for.body.lr.ph, label %if.end, !dbg !72

for.body.lr.ph:                                   ; preds = %entry
  %mul10 = mul nuw nsw i32 %add, %Width
  %6 = add i32 %Width, -1, !dbg !73
  %xtraiter = and i32 %Width, 3, !dbg !73
  %7 = icmp ult i32 %6, 3, !dbg !73
  br i1 %7, label %for.cond.cleanup.unr-lcssa, label %for.body.lr.ph.new, !dbg !73

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %Width, -4, !dbg !73
  br label %for.body, !dbg !73

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body, %for.body.lr.ph
  %add17.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %k.037.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %Sum.036.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !73
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !73

for.body.epil:                                    ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil
  %k.037.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.037.unr, %for.cond.cleanup.unr-lcssa ]
  %Sum.036.epil = phi float [ %add17.epil, %for.body.epil ], [ %Sum.036.unr, %for.cond.cleanup.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.unr-lcssa ]
  %add11.epil = add nuw nsw i32 %k.037.epil, %mul10, !dbg !74
  %idxprom.epil = zext nneg i32 %add11.epil to i64, !dbg !75
  %arrayidx.epil = getelementptr inbounds float, ptr %M, i64 %idxprom.epil, !dbg !75
  %8 = load float, ptr %arrayidx.epil, align 4, !dbg !75, !tbaa !41
  %mul12.epil = mul nuw nsw i32 %k.037.epil, %Width, !dbg !76
  %add13.epil = add nsw i32 %mul12.epil, %add7, !dbg !77
  %idxprom14.epil = sext i32 %add13.epil to i64, !dbg !78
  %arrayidx15.epil = getelementptr inbounds float, ptr %N, i64 %idxprom14.epil, !dbg !78
  %9 = load float, ptr %arrayidx15.epil, align 4, !dbg !78, !tbaa !41
  %mul16.epil = fmul contract float %8, %9, !dbg !79
  %add17.epil = fadd contract float %Sum.036.epil, %mul16.epil, !dbg !80
  %inc.epil = add nuw nsw i32 %k.037.epil, 1, !dbg !81
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !73
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !73
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !73, !llvm.loop !82

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.unr-lcssa
  %add17.lcssa = phi float [ %add17.lcssa.ph, %for.cond.cleanup.unr-lcssa ], [ %add17.epil, %for.body.epil ], !dbg !80
  %add19 = add nsw i32 %mul10, %add7, !dbg !84
  %idxprom20 = sext i32 %add19 to i64, !dbg !85
  %arrayidx21 = getelementptr inbounds float, ptr %P, i64 %idxprom20, !dbg !85
  store float %add17.lcssa, ptr %arrayidx21, align 4, !dbg !86, !tbaa !41
  br label %if.end, !dbg !87

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.037 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %Sum.036 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add17.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add11 = add nuw nsw i32 %k.037, %mul10, !dbg !74
  %idxprom = zext nneg i32 %add11 to i64, !dbg !75
  %arrayidx = getelementptr inbounds float, ptr %M, i64 %idxprom, !dbg !75
  %10 = load float, ptr %arrayidx, align 4, !dbg !75, !tbaa !41
  %mul12 = mul nuw nsw i32 %k.037, %Width, !dbg !76
  %add13 = add nsw i32 %mul12, %add7, !dbg !77
  %idxprom14 = sext i32 %add13 to i64, !dbg !78
  %arrayidx15 = getelementptr inbounds float, ptr %N, i64 %idxprom14, !dbg !78
  %11 = load float, ptr %arrayidx15, align 4, !dbg !78, !tbaa !41
  %mul16 = fmul contract float %10, %11, !dbg !79
  %add17 = fadd contract float %Sum.036, %mul16, !dbg !80
  %inc = or disjoint i32 %k.037, 1, !dbg !81
  %add11.1 = add nuw nsw i32 %inc, %mul10, !dbg !74
  %idxprom.1 = zext nneg i32 %add11.1 to i64, !dbg !75
  %arrayidx.1 = getelementptr inbounds float, ptr %M, i64 %idxprom.1, !dbg !75
  %12 = load float, ptr %arrayidx.1, align 4, !dbg !75, !tbaa !41
  %mul12.1 = mul nuw nsw i32 %inc, %Width, !dbg !76
  %add13.1 = add nsw i32 %mul12.1, %add7, !dbg !77
  %idxprom14.1 = sext i32 %add13.1 to i64, !dbg !78
  %arrayidx15.1 = getelementptr inbounds float, ptr %N, i64 %idxprom14.1, !dbg !78
  %13 = load float, ptr %arrayidx15.1, align 4, !dbg !78, !tbaa !41
  %mul16.1 = fmul contract float %12, %13, !dbg !79
  %add17.1 = fadd contract float %add17, %mul16.1, !dbg !80
  %inc.1 = or disjoint i32 %k.037, 2, !dbg !81
  %add11.2 = add nuw nsw i32 %inc.1, %mul10, !dbg !74
  %idxprom.2 = zext nneg i32 %add11.2 to i64, !dbg !75
  %arrayidx.2 = getelementptr inbounds float, ptr %M, i64 %idxprom.2, !dbg !75
  %14 = load float, ptr %arrayidx.2, align 4, !dbg !75, !tbaa !41
  %mul12.2 = mul nuw nsw i32 %inc.1, %Width, !dbg !76
  %add13.2 = add nsw i32 %mul12.2, %add7, !dbg !77
  %idxprom14.2 = sext i32 %add13.2 to i64, !dbg !78
  %arrayidx15.2 = getelementptr inbounds float, ptr %N, i64 %idxprom14.2, !dbg !78
  %15 = load float, ptr %arrayidx15.2, align 4, !dbg !78, !tbaa !41
  %mul16.2 = fmul contract float %14, %15, !dbg !79
  %add17.2 = fadd contract float %add17.1, %mul16.2, !dbg !80
  %inc.2 = or disjoint i32 %k.037, 3, !dbg !81
  %add11.3 = add nuw nsw i32 %inc.2, %mul10, !dbg !74
  %idxprom.3 = zext nneg i32 %add11.3 to i64, !dbg !75
  %arrayidx.3 = getelementptr inbounds float, ptr %M, i64 %idxprom.3, !dbg !75
  %16 = load float, ptr %arrayidx.3, align 4, !dbg !75, !tbaa !41
  %mul12.3 = mul nuw nsw i32 %inc.2, %Width, !dbg !76
  %add13.3 = add nsw i32 %mul12.3, %add7, !dbg !77
  %idxprom14.3 = sext i32 %add13.3 to i64, !dbg !78
  %arrayidx15.3 = getelementptr inbounds float, ptr %N, i64 %idxprom14.3, !dbg !78
  %17 = load float, ptr %arrayidx15.3, align 4, !dbg !78, !tbaa !41
  %mul16.3 = fmul contract float %16, %17, !dbg !79
  %add17.3 = fadd contract float %add17.2, %mul16.3, !dbg !80
  %inc.3 = add nuw nsw i32 %k.037, 4, !dbg !81
  %niter.next.3 = add i32 %niter, 4, !dbg !73
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !73
  br i1 %niter.ncmp.3, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !73, !llvm.loop !88

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !91
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11matmulTiledPKfS0_Pfi(ptr nocapture noundef readonly %M, ptr nocapture noundef readonly %N, ptr nocapture noundef writeonly %P, i32 noundef %Width) local_unnamed_addr #2 !dbg !92 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !93
  %1 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !95
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !97
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !99
  %mul = shl nuw nsw i32 %1, 4, !dbg !101
  %add = add nuw nsw i32 %mul, %3, !dbg !102
  %mul4 = shl nsw i32 %0, 4, !dbg !103
  %add5 = add nuw nsw i32 %mul4, %2, !dbg !104
  %div = sdiv i32 %Width, 16
  %cmp67 = icmp sgt i32 %Width, 15, !dbg !105
  %mul6 = mul nsw i32 %add, %Width
  br i1 %cmp67, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !106

for.body.lr.ph:                                   ; preds = %entry
  %add8 = add nuw i32 %mul6, %2
  %idxprom10 = zext nneg i32 %3 to i64
  %idxprom12 = zext nneg i32 %2 to i64
  %arrayidx13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 %idxprom12
  %arrayidx23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 %idxprom10, i64 %idxprom12
  %arrayidx31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 0, !dbg !107
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
  br label %for.body, !dbg !106

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %Pvalue.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add37.15, %for.body ], !dbg !108
  %add42 = add nsw i32 %mul6, %add5, !dbg !109
  %idxprom43 = sext i32 %add42 to i64, !dbg !110
  %arrayidx44 = getelementptr inbounds float, ptr %P, i64 %idxprom43, !dbg !110
  store float %Pvalue.0.lcssa, ptr %arrayidx44, align 4, !dbg !111, !tbaa !41
  ret void, !dbg !112

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %ph.069 = phi i32 [ 0, %for.body.lr.ph ], [ %inc39, %for.body ]
  %Pvalue.068 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add37.15, %for.body ]
  %mul7 = shl nsw i32 %ph.069, 4, !dbg !113
  %add9 = add i32 %add8, %mul7, !dbg !114
  %idxprom = sext i32 %add9 to i64, !dbg !115
  %arrayidx = getelementptr inbounds float, ptr %M, i64 %idxprom, !dbg !115
  %4 = load float, ptr %arrayidx, align 4, !dbg !115, !tbaa !41
  store float %4, ptr %arrayidx13, align 4, !dbg !116, !tbaa !41
  %add15 = add nuw nsw i32 %mul7, %3, !dbg !117
  %mul16 = mul nuw nsw i32 %add15, %Width, !dbg !118
  %add17 = add nuw nsw i32 %mul16, %add5, !dbg !119
  %idxprom18 = zext nneg i32 %add17 to i64, !dbg !120
  %arrayidx19 = getelementptr inbounds float, ptr %N, i64 %idxprom18, !dbg !120
  %5 = load float, ptr %arrayidx19, align 4, !dbg !120, !tbaa !41
  store float %5, ptr %arrayidx23, align 4, !dbg !121, !tbaa !41
  tail call void @llvm.nvvm.barrier0(), !dbg !122
  %6 = load float, ptr %arrayidx31, align 4, !dbg !107, !tbaa !41
  %7 = load float, ptr %arrayidx35, align 4, !dbg !123, !tbaa !41
  %mul36 = fmul contract float %6, %7, !dbg !124
  %add37 = fadd contract float %Pvalue.068, %mul36, !dbg !125
  %8 = load float, ptr %arrayidx31.1, align 4, !dbg !107, !tbaa !41
  %9 = load float, ptr %arrayidx35.1, align 4, !dbg !123, !tbaa !41
  %mul36.1 = fmul contract float %8, %9, !dbg !124
  %add37.1 = fadd contract float %add37, %mul36.1, !dbg !125
  %10 = load float, ptr %arrayidx31.2, align 4, !dbg !107, !tbaa !41
  %11 = load float, ptr %arrayidx35.2, align 4, !dbg !123, !tbaa !41
  %mul36.2 = fmul contract float %10, %11, !dbg !124
  %add37.2 = fadd contract float %add37.1, %mul36.2, !dbg !125
  %12 = load float, ptr %arrayidx31.3, align 4, !dbg !107, !tbaa !41
  %13 = load float, ptr %arrayidx35.3, align 4, !dbg !123, !tbaa !41
  %mul36.3 = fmul contract float %12, %13, !dbg !124
  %add37.3 = fadd contract float %add37.2, %mul36.3, !dbg !125
  %14 = load float, ptr %arrayidx31.4, align 4, !dbg !107, !tbaa !41
  %15 = load float, ptr %arrayidx35.4, align 4, !dbg !123, !tbaa !41
  %mul36.4 = fmul contract float %14, %15, !dbg !124
  %add37.4 = fadd contract float %add37.3, %mul36.4, !dbg !125
  %16 = load float, ptr %arrayidx31.5, align 4, !dbg !107, !tbaa !41
  %17 = load float, ptr %arrayidx35.5, align 4, !dbg !123, !tbaa !41
  %mul36.5 = fmul contract float %16, %17, !dbg !124
  %add37.5 = fadd contract float %add37.4, %mul36.5, !dbg !125
  %18 = load float, ptr %arrayidx31.6, align 4, !dbg !107, !tbaa !41
  %19 = load float, ptr %arrayidx35.6, align 4, !dbg !123, !tbaa !41
  %mul36.6 = fmul contract float %18, %19, !dbg !124
  %add37.6 = fadd contract float %add37.5, %mul36.6, !dbg !125
  %20 = load float, ptr %arrayidx31.7, align 4, !dbg !107, !tbaa !41
  %21 = load float, ptr %arrayidx35.7, align 4, !dbg !123, !tbaa !41
  %mul36.7 = fmul contract float %20, %21, !dbg !124
  %add37.7 = fadd contract float %add37.6, %mul36.7, !dbg !125
  %22 = load float, ptr %arrayidx31.8, align 4, !dbg !107, !tbaa !41
  %23 = load float, ptr %arrayidx35.8, align 4, !dbg !123, !tbaa !41
  %mul36.8 = fmul contract float %22, %23, !dbg !124
  %add37.8 = fadd contract float %add37.7, %mul36.8, !dbg !125
  %24 = load float, ptr %arrayidx31.9, align 4, !dbg !107, !tbaa !41
  %25 = load float, ptr %arrayidx35.9, align 4, !dbg !123, !tbaa !41
  %mul36.9 = fmul contract float %24, %25, !dbg !124
  %add37.9 = fadd contract float %add37.8, %mul36.9, !dbg !125
  %26 = load float, ptr %arrayidx31.10, align 4, !dbg !107, !tbaa !41
  %27 = load float, ptr %arrayidx35.10, align 4, !dbg !123, !tbaa !41
  %mul36.10 = fmul contract float %26, %27, !dbg !124
  %add37.10 = fadd contract float %add37.9, %mul36.10, !dbg !125
  %28 = load float, ptr %arrayidx31.11, align 4, !dbg !107, !tbaa !41
  %29 = load float, ptr %arrayidx35.11, align 4, !dbg !123, !tbaa !41
  %mul36.11 = fmul contract float %28, %29, !dbg !124
  %add37.11 = fadd contract float %add37.10, %mul36.11, !dbg !125
  %30 = load float, ptr %arrayidx31.12, align 4, !dbg !107, !tbaa !41
  %31 = load float, ptr %arrayidx35.12, align 4, !dbg !123, !tbaa !41
  %mul36.12 = fmul contract float %30, %31, !dbg !124
  %add37.12 = fadd contract float %add37.11, %mul36.12, !dbg !125
  %32 = load float, ptr %arrayidx31.13, align 4, !dbg !107, !tbaa !41
  %33 = load float, ptr %arrayidx35.13, align 4, !dbg !123, !tbaa !41
  %mul36.13 = fmul contract float %32, %33, !dbg !124
  %add37.13 = fadd contract float %add37.12, %mul36.13, !dbg !125
  %34 = load float, ptr %arrayidx31.14, align 4, !dbg !107, !tbaa !41
  %35 = load float, ptr %arrayidx35.14, align 4, !dbg !123, !tbaa !41
  %mul36.14 = fmul contract float %34, %35, !dbg !124
  %add37.14 = fadd contract float %add37.13, %mul36.14, !dbg !125
  %36 = load float, ptr %arrayidx31.15, align 4, !dbg !107, !tbaa !41
  %37 = load float, ptr %arrayidx35.15, align 4, !dbg !123, !tbaa !41
  %mul36.15 = fmul contract float %36, %37, !dbg !124
  %add37.15 = fadd contract float %add37.14, %mul36.15, !dbg !125
  tail call void @llvm.nvvm.barrier0(), !dbg !126
  %inc39 = add nuw nsw i32 %ph.069, 1, !dbg !127
  %exitcond.not = icmp eq i32 %inc39, %div, !dbg !105
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !106, !llvm.loop !128
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11stridedCopyPfPKfi(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %stride) local_unnamed_addr #0 !dbg !130 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !131
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !133
  %mul = mul i32 %0, %1, !dbg !135
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !136
  %add = add i32 %mul, %2, !dbg !138
  %mul3 = mul nsw i32 %add, %stride, !dbg !139
  %idxprom = sext i32 %mul3 to i64, !dbg !140
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !140
  %3 = load float, ptr %arrayidx, align 4, !dbg !140, !tbaa !41
  %idxprom4 = sext i32 %add to i64, !dbg !141
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom4, !dbg !141
  store float %3, ptr %arrayidx5, align 4, !dbg !142, !tbaa !41
  ret void, !dbg !143
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10offsetCopyPfPKfi(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %offset) local_unnamed_addr #0 !dbg !144 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !145
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !147
  %mul = mul i32 %0, %1, !dbg !149
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !150
  %add = add i32 %mul, %2, !dbg !152
  %add3 = add i32 %add, %offset, !dbg !153
  %idxprom = sext i32 %add3 to i64, !dbg !154
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !154
  %3 = load float, ptr %arrayidx, align 4, !dbg !154, !tbaa !41
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !155
  store float %3, ptr %arrayidx5, align 4, !dbg !156, !tbaa !41
  ret void, !dbg !157
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10gridStrideiPKfPf(i32 noundef %n, ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y) local_unnamed_addr #1 !dbg !158 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !159
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !161
  %mul = mul i32 %0, %1, !dbg !163
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !164
  %add = add i32 %mul, %2, !dbg !166
  %cmp13 = icmp slt i32 %add, %n, !dbg !167
  br i1 %cmp13, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !168

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul8 = mul i32 %1, %3
  br label %for.body, !dbg !168

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !169

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.014 = phi i32 [ %add, %for.body.lr.ph ], [ %add9, %for.body ]
  %idxprom = sext i32 %i.014 to i64, !dbg !170
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !170
  %4 = load float, ptr %arrayidx, align 4, !dbg !170, !tbaa !41
  %mul3 = fmul contract float %4, 2.000000e+00, !dbg !171
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !172
  store float %mul3, ptr %arrayidx5, align 4, !dbg !173, !tbaa !41
  %add9 = add i32 %i.014, %mul8, !dbg !174
  %cmp = icmp slt i32 %add9, %n, !dbg !167
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !168, !llvm.loop !175
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10dataBranchPKfPfi(ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y, i32 noundef %n) local_unnamed_addr #2 !dbg !177 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !178
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !180
  %mul = mul i32 %0, %1, !dbg !182
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !183
  %add = add i32 %mul, %2, !dbg !185
  %cmp.not = icmp slt i32 %add, %n, !dbg !186
  br i1 %cmp.not, label %if.end, label %cleanup, !dbg !187

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !188
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !188
  %3 = load float, ptr %arrayidx, align 4, !dbg !188, !tbaa !41
  %cmp3 = fcmp contract ogt float %3, 0.000000e+00, !dbg !189
  br i1 %cmp3, label %if.then4, label %if.end8, !dbg !190

if.then4:                                         ; preds = %if.end
  %div = fdiv contract float %3, 7.000000e+00
  %call.i = tail call contract noundef float @__nv_expf(float noundef %3) #7, !dbg !191
  %mul6 = fmul contract float %call.i, 3.000000e+00, !dbg !195
  %add7 = fadd contract float %div, %mul6, !dbg !196
  br label %if.end8, !dbg !197

if.end8:                                          ; preds = %if.then4, %if.end
  %v.0 = phi float [ %add7, %if.then4 ], [ %3, %if.end ], !dbg !198
  %arrayidx10 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !199
  store float %v.0, ptr %arrayidx10, align 4, !dbg !200, !tbaa !41
  br label %cleanup, !dbg !201

cleanup:                                          ; preds = %entry, %if.end8
  ret void, !dbg !201
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9histogramPKiPii(ptr nocapture noundef readonly %data, ptr nocapture noundef %bins, i32 noundef %n) local_unnamed_addr #4 !dbg !202 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !203
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !205
  %mul = mul i32 %0, %1, !dbg !207
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !208
  %add = add i32 %mul, %2, !dbg !210
  %cmp = icmp slt i32 %add, %n, !dbg !211
  br i1 %cmp, label %if.then, label %if.end, !dbg !212

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !213
  %arrayidx = getelementptr inbounds i32, ptr %data, i64 %idxprom, !dbg !213
  %3 = load i32, ptr %arrayidx, align 4, !dbg !213, !tbaa !214
  %and = and i32 %3, 255, !dbg !216
  %idxprom3 = zext nneg i32 %and to i64, !dbg !217
  %arrayidx4 = getelementptr inbounds i32, ptr %bins, i64 %idxprom3, !dbg !217
  %4 = atomicrmw add ptr %arrayidx4, i32 1 seq_cst, align 4, !dbg !218
  br label %if.end, !dbg !221

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !222
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6reducePKfPfi(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i32 noundef %n) local_unnamed_addr #2 !dbg !223 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !224
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !226
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !228
  %mul = mul i32 %1, %2, !dbg !230
  %add = add i32 %mul, %0, !dbg !231
  %cmp = icmp ult i32 %add, %n, !dbg !232
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !233

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !dbg !234, !tbaa !41
  br label %cond.end, !dbg !233

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %3, %cond.true ], [ 0.000000e+00, %entry ], !dbg !233
  %idxprom4 = zext nneg i32 %0 to i64, !dbg !235
  %arrayidx5 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), i64 0, i64 %idxprom4, !dbg !235
  store float %cond, ptr %arrayidx5, align 4, !dbg !236, !tbaa !41
  tail call void @llvm.nvvm.barrier0(), !dbg !237
  %cmp7.not31 = icmp ult i32 %2, 2, !dbg !238
  br i1 %cmp7.not31, label %for.cond.cleanup, label %for.body, !dbg !239

for.cond.cleanup:                                 ; preds = %if.end, %cond.end
  %cmp15 = icmp eq i32 %0, 0, !dbg !240
  br i1 %cmp15, label %if.then16, label %if.end20, !dbg !241

for.body:                                         ; preds = %cond.end, %if.end
  %s.032.in = phi i32 [ %s.032, %if.end ], [ %2, %cond.end ]
  %s.032 = lshr i32 %s.032.in, 1, !dbg !242
  %cmp8 = icmp ult i32 %0, %s.032, !dbg !243
  br i1 %cmp8, label %if.then, label %if.end, !dbg !244

if.then:                                          ; preds = %for.body
  %add9 = add nuw nsw i32 %s.032, %0
  %idxprom10 = zext nneg i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), i64 0, i64 %idxprom10
  %4 = load float, ptr %arrayidx11, align 4, !dbg !245, !tbaa !41
  %5 = load float, ptr %arrayidx5, align 4, !dbg !246, !tbaa !41
  %add14 = fadd contract float %4, %5, !dbg !246
  store float %add14, ptr %arrayidx5, align 4, !dbg !246, !tbaa !41
  br label %if.end, !dbg !247

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier0(), !dbg !248
  %cmp7.not = icmp ult i32 %s.032.in, 4, !dbg !238
  br i1 %cmp7.not, label %for.cond.cleanup, label %for.body, !dbg !239, !llvm.loop !249

if.then16:                                        ; preds = %for.cond.cleanup
  %idxprom18 = zext nneg i32 %1 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %out, i64 %idxprom18
  %6 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), align 4, !dbg !251, !tbaa !41
  store float %6, ptr %arrayidx19, align 4, !dbg !252, !tbaa !41
  br label %if.end20, !dbg !253

if.end20:                                         ; preds = %if.then16, %for.cond.cleanup
  ret void, !dbg !254
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14transposeNaivePfPKfii(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 !dbg !255 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !256
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !258
  %mul = mul i32 %0, %1, !dbg !260
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !261
  %add = add i32 %mul, %2, !dbg !263
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !264
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !266
  %mul5 = mul nuw nsw i32 %3, %4, !dbg !268
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !269
  %add7 = add nuw nsw i32 %mul5, %5, !dbg !271
  %cmp = icmp slt i32 %add, %w, !dbg !272
  %cmp8 = icmp slt i32 %add7, %h
  %or.cond = and i1 %cmp, %cmp8, !dbg !273
  br i1 %or.cond, label %if.then, label %if.end, !dbg !273

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %w, !dbg !274
  %add10 = add nsw i32 %mul9, %add, !dbg !275
  %idxprom = sext i32 %add10 to i64, !dbg !276
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !276
  %6 = load float, ptr %arrayidx, align 4, !dbg !276, !tbaa !41
  %mul11 = mul nsw i32 %add, %h, !dbg !277
  %add12 = add nsw i32 %mul11, %add7, !dbg !278
  %idxprom13 = sext i32 %add12 to i64, !dbg !279
  %arrayidx14 = getelementptr inbounds float, ptr %out, i64 %idxprom13, !dbg !279
  store float %6, ptr %arrayidx14, align 4, !dbg !280, !tbaa !41
  br label %if.end, !dbg !279

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !281
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14transposeTiledPfPKfii(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #2 !dbg !282 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !283
  %mul = shl i32 %0, 5, !dbg !285
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !286
  %add = add i32 %mul, %1, !dbg !288
  %2 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !289
  %mul3 = shl nuw nsw i32 %2, 5, !dbg !291
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !292
  %add5 = add nuw nsw i32 %mul3, %3, !dbg !294
  %cmp = icmp slt i32 %add, %w, !dbg !295
  %cmp6 = icmp slt i32 %add5, %h
  %or.cond = and i1 %cmp, %cmp6, !dbg !296
  br i1 %or.cond, label %if.then, label %if.end, !dbg !296

if.then:                                          ; preds = %entry
  %idxprom10 = zext nneg i32 %3 to i64
  %idxprom13 = zext nneg i32 %1 to i64
  %arrayidx14 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14transposeTiledPfPKfiiE4tile to ptr), i64 0, i64 %idxprom10, i64 %idxprom13
  %mul7 = mul nsw i32 %add5, %w
  %add8 = add nsw i32 %mul7, %add
  %idxprom = sext i32 %add8 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !dbg !297, !tbaa !41
  store float %4, ptr %arrayidx14, align 4, !dbg !298, !tbaa !41
  br label %if.end, !dbg !299

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier0(), !dbg !300
  %add18 = add nuw nsw i32 %mul3, %1, !dbg !301
  %add22 = add i32 %mul, %3, !dbg !302
  %cmp23 = icmp slt i32 %add18, %h, !dbg !303
  %cmp25 = icmp slt i32 %add22, %w
  %or.cond48 = and i1 %cmp25, %cmp23, !dbg !304
  br i1 %or.cond48, label %if.then26, label %if.end37, !dbg !304

if.then26:                                        ; preds = %if.end
  %mul33 = mul nsw i32 %add22, %h
  %add34 = add nsw i32 %mul33, %add18
  %idxprom35 = sext i32 %add34 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %out, i64 %idxprom35
  %idxprom28 = zext nneg i32 %1 to i64
  %idxprom31 = zext nneg i32 %3 to i64
  %arrayidx32 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14transposeTiledPfPKfiiE4tile to ptr), i64 0, i64 %idxprom28, i64 %idxprom31
  %5 = load float, ptr %arrayidx32, align 4, !dbg !305, !tbaa !41
  store float %5, ptr %arrayidx36, align 4, !dbg !306, !tbaa !41
  br label %if.end37, !dbg !307

if.end37:                                         ; preds = %if.then26, %if.end
  ret void, !dbg !308
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8fp64PolyPKdPdi(ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y, i32 noundef %n) local_unnamed_addr #0 !dbg !309 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !310
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !312
  %mul = mul i32 %0, %1, !dbg !314
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !315
  %add = add i32 %mul, %2, !dbg !317
  %cmp = icmp slt i32 %add, %n, !dbg !318
  br i1 %cmp, label %if.then, label %if.end, !dbg !319

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !320
  %arrayidx = getelementptr inbounds double, ptr %x, i64 %idxprom, !dbg !320
  %3 = load double, ptr %arrayidx, align 8, !dbg !320, !tbaa !321
  %4 = tail call contract double @llvm.sqrt.f64(double %3), !dbg !323
  %mul3 = fmul contract double %3, %3, !dbg !324
  %add4 = fadd contract double %mul3, 1.000000e+00, !dbg !325
  %div = fdiv contract double %4, %add4, !dbg !326
  %arrayidx6 = getelementptr inbounds double, ptr %y, i64 %idxprom, !dbg !327
  store double %div, ptr %arrayidx6, align 8, !dbg !328, !tbaa !321
  br label %if.end, !dbg !329

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !330
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11nestedLoopsPfii(ptr nocapture noundef %a, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 !dbg !331 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !332
  %cmp24 = icmp sgt i32 %n, 0, !dbg !334
  br i1 %cmp24, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !335

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp221 = icmp sgt i32 %m, 0
  %xtraiter = and i32 %m, 7
  %1 = icmp ult i32 %m, 8
  %unroll_iter = and i32 %m, 2147483640
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %for.cond1.preheader, !dbg !335

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %i.026 = phi i32 [ 0, %for.cond1.preheader.lr.ph ], [ %inc9, %for.cond.cleanup3 ]
  %s.025 = phi float [ 0.000000e+00, %for.cond1.preheader.lr.ph ], [ %s.1.lcssa, %for.cond.cleanup3 ]
  br i1 %cmp221, label %for.body4.lr.ph, label %for.cond.cleanup3, !dbg !336

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %mul = mul nuw nsw i32 %i.026, %m
  br i1 %1, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4, !dbg !336

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %s.1.lcssa, %for.cond.cleanup3 ], !dbg !337
  %idxprom11 = zext nneg i32 %0 to i64, !dbg !338
  %arrayidx12 = getelementptr inbounds float, ptr %a, i64 %idxprom11, !dbg !338
  store float %s.0.lcssa, ptr %arrayidx12, align 4, !dbg !339, !tbaa !41
  ret void, !dbg !340

for.cond.cleanup3.loopexit.unr-lcssa:             ; preds = %for.body4, %for.body4.lr.ph
  %add7.lcssa.ph = phi float [ poison, %for.body4.lr.ph ], [ %add7.7, %for.body4 ]
  %j.023.unr = phi i32 [ 0, %for.body4.lr.ph ], [ %inc.7, %for.body4 ]
  %s.122.unr = phi float [ %s.025, %for.body4.lr.ph ], [ %add7.7, %for.body4 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !336

for.body4.epil:                                   ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil
  %j.023.epil = phi i32 [ %inc.epil, %for.body4.epil ], [ %j.023.unr, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %s.122.epil = phi float [ %add7.epil, %for.body4.epil ], [ %s.122.unr, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body4.epil ], [ 0, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %add.epil = add nuw nsw i32 %j.023.epil, %mul, !dbg !341
  %mul5.epil = shl nsw i32 %add.epil, 6, !dbg !342
  %add6.epil = add nuw nsw i32 %mul5.epil, %0, !dbg !343
  %idxprom.epil = zext nneg i32 %add6.epil to i64, !dbg !344
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil, !dbg !344
  %2 = load float, ptr %arrayidx.epil, align 4, !dbg !344, !tbaa !41
  %add7.epil = fadd contract float %s.122.epil, %2, !dbg !345
  %inc.epil = add nuw nsw i32 %j.023.epil, 1, !dbg !346
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !336
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !336
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !336, !llvm.loop !347

for.cond.cleanup3:                                ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil, %for.cond1.preheader
  %s.1.lcssa = phi float [ %s.025, %for.cond1.preheader ], [ %add7.lcssa.ph, %for.cond.cleanup3.loopexit.unr-lcssa ], [ %add7.epil, %for.body4.epil ], !dbg !348
  %inc9 = add nuw nsw i32 %i.026, 1, !dbg !349
  %exitcond28.not = icmp eq i32 %inc9, %n, !dbg !334
  br i1 %exitcond28.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !335, !llvm.loop !350

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %j.023 = phi i32 [ %inc.7, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %s.122 = phi float [ %add7.7, %for.body4 ], [ %s.025, %for.body4.lr.ph ]
  %niter = phi i32 [ %niter.next.7, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %add = add nuw nsw i32 %j.023, %mul, !dbg !341
  %mul5 = shl nsw i32 %add, 6, !dbg !342
  %add6 = add nuw nsw i32 %mul5, %0, !dbg !343
  %idxprom = zext nneg i32 %add6 to i64, !dbg !344
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !344
  %3 = load float, ptr %arrayidx, align 4, !dbg !344, !tbaa !41
  %add7 = fadd contract float %s.122, %3, !dbg !345
  %inc = or disjoint i32 %j.023, 1, !dbg !346
  %add.1 = add nuw nsw i32 %inc, %mul, !dbg !341
  %mul5.1 = shl nsw i32 %add.1, 6, !dbg !342
  %add6.1 = add nuw nsw i32 %mul5.1, %0, !dbg !343
  %idxprom.1 = zext nneg i32 %add6.1 to i64, !dbg !344
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1, !dbg !344
  %4 = load float, ptr %arrayidx.1, align 4, !dbg !344, !tbaa !41
  %add7.1 = fadd contract float %add7, %4, !dbg !345
  %inc.1 = or disjoint i32 %j.023, 2, !dbg !346
  %add.2 = add nuw nsw i32 %inc.1, %mul, !dbg !341
  %mul5.2 = shl nsw i32 %add.2, 6, !dbg !342
  %add6.2 = add nuw nsw i32 %mul5.2, %0, !dbg !343
  %idxprom.2 = zext nneg i32 %add6.2 to i64, !dbg !344
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2, !dbg !344
  %5 = load float, ptr %arrayidx.2, align 4, !dbg !344, !tbaa !41
  %add7.2 = fadd contract float %add7.1, %5, !dbg !345
  %inc.2 = or disjoint i32 %j.023, 3, !dbg !346
  %add.3 = add nuw nsw i32 %inc.2, %mul, !dbg !341
  %mul5.3 = shl nsw i32 %add.3, 6, !dbg !342
  %add6.3 = add nuw nsw i32 %mul5.3, %0, !dbg !343
  %idxprom.3 = zext nneg i32 %add6.3 to i64, !dbg !344
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %idxprom.3, !dbg !344
  %6 = load float, ptr %arrayidx.3, align 4, !dbg !344, !tbaa !41
  %add7.3 = fadd contract float %add7.2, %6, !dbg !345
  %inc.3 = or disjoint i32 %j.023, 4, !dbg !346
  %add.4 = add nuw nsw i32 %inc.3, %mul, !dbg !341
  %mul5.4 = shl nsw i32 %add.4, 6, !dbg !342
  %add6.4 = add nuw nsw i32 %mul5.4, %0, !dbg !343
  %idxprom.4 = zext nneg i32 %add6.4 to i64, !dbg !344
  %arrayidx.4 = getelementptr inbounds float, ptr %a, i64 %idxprom.4, !dbg !344
  %7 = load float, ptr %arrayidx.4, align 4, !dbg !344, !tbaa !41
  %add7.4 = fadd contract float %add7.3, %7, !dbg !345
  %inc.4 = or disjoint i32 %j.023, 5, !dbg !346
  %add.5 = add nuw nsw i32 %inc.4, %mul, !dbg !341
  %mul5.5 = shl nsw i32 %add.5, 6, !dbg !342
  %add6.5 = add nuw nsw i32 %mul5.5, %0, !dbg !343
  %idxprom.5 = zext nneg i32 %add6.5 to i64, !dbg !344
  %arrayidx.5 = getelementptr inbounds float, ptr %a, i64 %idxprom.5, !dbg !344
  %8 = load float, ptr %arrayidx.5, align 4, !dbg !344, !tbaa !41
  %add7.5 = fadd contract float %add7.4, %8, !dbg !345
  %inc.5 = or disjoint i32 %j.023, 6, !dbg !346
  %add.6 = add nuw nsw i32 %inc.5, %mul, !dbg !341
  %mul5.6 = shl nsw i32 %add.6, 6, !dbg !342
  %add6.6 = add nuw nsw i32 %mul5.6, %0, !dbg !343
  %idxprom.6 = zext nneg i32 %add6.6 to i64, !dbg !344
  %arrayidx.6 = getelementptr inbounds float, ptr %a, i64 %idxprom.6, !dbg !344
  %9 = load float, ptr %arrayidx.6, align 4, !dbg !344, !tbaa !41
  %add7.6 = fadd contract float %add7.5, %9, !dbg !345
  %inc.6 = or disjoint i32 %j.023, 7, !dbg !346
  %add.7 = add nuw nsw i32 %inc.6, %mul, !dbg !341
  %mul5.7 = shl nsw i32 %add.7, 6, !dbg !342
  %add6.7 = add nuw nsw i32 %mul5.7, %0, !dbg !343
  %idxprom.7 = zext nneg i32 %add6.7 to i64, !dbg !344
  %arrayidx.7 = getelementptr inbounds float, ptr %a, i64 %idxprom.7, !dbg !344
  %10 = load float, ptr %arrayidx.7, align 4, !dbg !344, !tbaa !41
  %add7.7 = fadd contract float %add7.6, %10, !dbg !345
  %inc.7 = add nuw nsw i32 %j.023, 8, !dbg !346
  %niter.next.7 = add i32 %niter, 8, !dbg !336
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !336
  br i1 %niter.ncmp.7, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4, !dbg !336, !llvm.loop !352
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10triangularPfi(ptr nocapture noundef %a, i32 noundef %n) local_unnamed_addr #1 !dbg !353 {
entry:
  %cmp20 = icmp sgt i32 %n, 0, !dbg !354
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %cmp20, label %for.cond1.preheader, label %for.cond.cleanup, !dbg !355

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvar = phi i32 [ %indvar.next, %for.cond.cleanup3 ], [ 0, %entry ]
  %indvars.iv = phi i32 [ %indvars.iv.next, %for.cond.cleanup3 ], [ 1, %entry ]
  %s.021 = phi float [ %add5.lcssa, %for.cond.cleanup3 ], [ 0.000000e+00, %entry ]
  %xtraiter = and i32 %indvars.iv, 7, !dbg !356
  %1 = icmp ult i32 %indvar, 7, !dbg !356
  br i1 %1, label %for.cond.cleanup3.unr-lcssa, label %for.cond1.preheader.new, !dbg !356

for.cond1.preheader.new:                          ; preds = %for.cond1.preheader
  %unroll_iter = and i32 %indvars.iv, -8, !dbg !356
  br label %for.body4, !dbg !356

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add5.lcssa, %for.cond.cleanup3 ], !dbg !357
  %idxprom10 = zext nneg i32 %0 to i64, !dbg !358
  %arrayidx11 = getelementptr inbounds float, ptr %a, i64 %idxprom10, !dbg !358
  store float %s.0.lcssa, ptr %arrayidx11, align 4, !dbg !359, !tbaa !41
  ret void, !dbg !360

for.cond.cleanup3.unr-lcssa:                      ; preds = %for.body4, %for.cond1.preheader
  %add5.lcssa.ph = phi float [ poison, %for.cond1.preheader ], [ %add5.7, %for.body4 ]
  %j.019.unr = phi i32 [ 0, %for.cond1.preheader ], [ %inc.7, %for.body4 ]
  %s.118.unr = phi float [ %s.021, %for.cond1.preheader ], [ %add5.7, %for.body4 ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !356
  br i1 %lcmp.mod.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !356

for.body4.epil:                                   ; preds = %for.cond.cleanup3.unr-lcssa, %for.body4.epil
  %j.019.epil = phi i32 [ %inc.epil, %for.body4.epil ], [ %j.019.unr, %for.cond.cleanup3.unr-lcssa ]
  %s.118.epil = phi float [ %add5.epil, %for.body4.epil ], [ %s.118.unr, %for.cond.cleanup3.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body4.epil ], [ 0, %for.cond.cleanup3.unr-lcssa ]
  %mul.epil = shl nsw i32 %j.019.epil, 5, !dbg !361
  %add.epil = add nuw i32 %mul.epil, %0, !dbg !362
  %idxprom.epil = zext i32 %add.epil to i64, !dbg !363
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil, !dbg !363
  %2 = load float, ptr %arrayidx.epil, align 4, !dbg !363, !tbaa !41
  %add5.epil = fadd contract float %s.118.epil, %2, !dbg !364
  %inc.epil = add nuw nsw i32 %j.019.epil, 1, !dbg !365
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !356
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !356
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !356, !llvm.loop !366

for.cond.cleanup3:                                ; preds = %for.body4.epil, %for.cond.cleanup3.unr-lcssa
  %add5.lcssa = phi float [ %add5.lcssa.ph, %for.cond.cleanup3.unr-lcssa ], [ %add5.epil, %for.body4.epil ], !dbg !364
  %indvars.iv.next = add nuw i32 %indvars.iv, 1, !dbg !355
  %exitcond23.not = icmp eq i32 %indvars.iv, %n, !dbg !354
  %indvar.next = add i32 %indvar, 1, !dbg !355
  br i1 %exitcond23.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !355, !llvm.loop !367

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader.new
  %j.019 = phi i32 [ 0, %for.cond1.preheader.new ], [ %inc.7, %for.body4 ]
  %s.118 = phi float [ %s.021, %for.cond1.preheader.new ], [ %add5.7, %for.body4 ]
  %niter = phi i32 [ 0, %for.cond1.preheader.new ], [ %niter.next.7, %for.body4 ]
  %mul = shl nsw i32 %j.019, 5, !dbg !361
  %add = add nuw i32 %mul, %0, !dbg !362
  %idxprom = zext i32 %add to i64, !dbg !363
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !363
  %3 = load float, ptr %arrayidx, align 4, !dbg !363, !tbaa !41
  %add5 = fadd contract float %s.118, %3, !dbg !364
  %inc = shl i32 %j.019, 5, !dbg !361
  %mul.1 = or disjoint i32 %inc, 32, !dbg !361
  %add.1 = add nuw i32 %mul.1, %0, !dbg !362
  %idxprom.1 = zext i32 %add.1 to i64, !dbg !363
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1, !dbg !363
  %4 = load float, ptr %arrayidx.1, align 4, !dbg !363, !tbaa !41
  %add5.1 = fadd contract float %add5, %4, !dbg !364
  %inc.1 = shl i32 %j.019, 5, !dbg !361
  %mul.2 = or disjoint i32 %inc.1, 64, !dbg !361
  %add.2 = add nuw i32 %mul.2, %0, !dbg !362
  %idxprom.2 = zext i32 %add.2 to i64, !dbg !363
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2, !dbg !363
  %5 = load float, ptr %arrayidx.2, align 4, !dbg !363, !tbaa !41
  %add5.2 = fadd contract float %add5.1, %5, !dbg !364
  %inc.2 = shl i32 %j.019, 5, !dbg !361
  %mul.3 = or disjoint i32 %inc.2, 96, !dbg !361
  %add.3 = add nuw i32 %mul.3, %0, !dbg !362
  %idxprom.3 = zext i32 %add.3 to i64, !dbg !363
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %idxprom.3, !dbg !363
  %6 = load float, ptr %arrayidx.3, align 4, !dbg !363, !tbaa !41
  %add5.3 = fadd contract float %add5.2, %6, !dbg !364
  %inc.3 = shl i32 %j.019, 5, !dbg !361
  %mul.4 = or disjoint i32 %inc.3, 128, !dbg !361
  %add.4 = add nuw i32 %mul.4, %0, !dbg !362
  %idxprom.4 = zext i32 %add.4 to i64, !dbg !363
  %arrayidx.4 = getelementptr inbounds float, ptr %a, i64 %idxprom.4, !dbg !363
  %7 = load float, ptr %arrayidx.4, align 4, !dbg !363, !tbaa !41
  %add5.4 = fadd contract float %add5.3, %7, !dbg !364
  %inc.4 = shl i32 %j.019, 5, !dbg !361
  %mul.5 = or disjoint i32 %inc.4, 160, !dbg !361
  %add.5 = add nuw i32 %mul.5, %0, !dbg !362
  %idxprom.5 = zext i32 %add.5 to i64, !dbg !363
  %arrayidx.5 = getelementptr inbounds float, ptr %a, i64 %idxprom.5, !dbg !363
  %8 = load float, ptr %arrayidx.5, align 4, !dbg !363, !tbaa !41
  %add5.5 = fadd contract float %add5.4, %8, !dbg !364
  %inc.5 = shl i32 %j.019, 5, !dbg !361
  %mul.6 = or disjoint i32 %inc.5, 192, !dbg !361
  %add.6 = add nuw i32 %mul.6, %0, !dbg !362
  %idxprom.6 = zext i32 %add.6 to i64, !dbg !363
  %arrayidx.6 = getelementptr inbounds float, ptr %a, i64 %idxprom.6, !dbg !363
  %9 = load float, ptr %arrayidx.6, align 4, !dbg !363, !tbaa !41
  %add5.6 = fadd contract float %add5.5, %9, !dbg !364
  %inc.6 = shl i32 %j.019, 5, !dbg !361
  %mul.7 = or disjoint i32 %inc.6, 224, !dbg !361
  %add.7 = add nuw i32 %mul.7, %0, !dbg !362
  %idxprom.7 = zext i32 %add.7 to i64, !dbg !363
  %arrayidx.7 = getelementptr inbounds float, ptr %a, i64 %idxprom.7, !dbg !363
  %10 = load float, ptr %arrayidx.7, align 4, !dbg !363, !tbaa !41
  %add5.7 = fadd contract float %add5.6, %10, !dbg !364
  %inc.7 = add nuw nsw i32 %j.019, 8, !dbg !365
  %niter.next.7 = add i32 %niter, 8, !dbg !356
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !356
  br i1 %niter.ncmp.7, label %for.cond.cleanup3.unr-lcssa, label %for.body4, !dbg !356, !llvm.loop !369
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9dynSharedPf(ptr nocapture noundef writeonly %out) local_unnamed_addr #2 !dbg !370 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !371
  %conv = uitofp nneg i32 %0 to float, !dbg !373
  %idxprom = zext nneg i32 %0 to i64, !dbg !374
  %arrayidx = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %idxprom, !dbg !374
  store float %conv, ptr %arrayidx, align 4, !dbg !375, !tbaa !41
  tail call void @llvm.nvvm.barrier0(), !dbg !376
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !377
  %2 = xor i32 %0, -1, !dbg !379
  %sub4 = add nsw i32 %1, %2, !dbg !379
  %idxprom5 = zext i32 %sub4 to i64, !dbg !380
  %arrayidx6 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %idxprom5, !dbg !380
  %3 = load float, ptr %arrayidx6, align 4, !dbg !380, !tbaa !41
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !381
  store float %3, ptr %arrayidx9, align 4, !dbg !382, !tbaa !41
  ret void, !dbg !383
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
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16}
!llvm.module.flags = !{!17, !18, !19, !20, !21}
!llvm.ident = !{!22}

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
!14 = !{ptr @_Z11nestedLoopsPfii, !"kernel", i32 1}
!15 = !{ptr @_Z10triangularPfi, !"kernel", i32 1}
!16 = !{ptr @_Z9dynSharedPf, !"kernel", i32 1}
!17 = !{i32 7, !"Dwarf Version", i32 2}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 3, type: !24, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DISubroutineType(types: !25)
!25 = !{}
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !29)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !28, file: !28, line: 66, type: !24, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!29 = distinct !DILocation(line: 4, column: 11, scope: !23)
!30 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !28, file: !28, line: 79, type: !24, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 4, column: 24, scope: !23)
!33 = !DILocation(line: 4, column: 22, scope: !23)
!34 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !28, file: !28, line: 53, type: !24, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 4, column: 37, scope: !23)
!37 = !DILocation(line: 4, column: 35, scope: !23)
!38 = !DILocation(line: 5, column: 9, scope: !23)
!39 = !DILocation(line: 5, column: 7, scope: !23)
!40 = !DILocation(line: 6, column: 16, scope: !23)
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C++ TBAA"}
!45 = !DILocation(line: 6, column: 14, scope: !23)
!46 = !DILocation(line: 6, column: 23, scope: !23)
!47 = !DILocation(line: 6, column: 21, scope: !23)
!48 = !DILocation(line: 6, column: 10, scope: !23)
!49 = !DILocation(line: 6, column: 5, scope: !23)
!50 = !DILocation(line: 7, column: 1, scope: !23)
!51 = distinct !DISubprogram(name: "matmulNaive", scope: !1, file: !1, line: 9, type: !24, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = !DILocation(line: 67, column: 3, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !28, file: !28, line: 67, type: !24, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 10, column: 11, scope: !51)
!55 = !DILocation(line: 80, column: 3, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !28, file: !28, line: 80, type: !24, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = distinct !DILocation(line: 10, column: 24, scope: !51)
!58 = !DILocation(line: 10, column: 22, scope: !51)
!59 = !DILocation(line: 54, column: 3, scope: !60, inlinedAt: !61)
!60 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !28, file: !28, line: 54, type: !24, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = distinct !DILocation(line: 10, column: 37, scope: !51)
!62 = !DILocation(line: 10, column: 35, scope: !51)
!63 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !64)
!64 = distinct !DILocation(line: 11, column: 11, scope: !51)
!65 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !66)
!66 = distinct !DILocation(line: 11, column: 24, scope: !51)
!67 = !DILocation(line: 11, column: 22, scope: !51)
!68 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !69)
!69 = distinct !DILocation(line: 11, column: 37, scope: !51)
!70 = !DILocation(line: 11, column: 35, scope: !51)
!71 = !DILocation(line: 12, column: 9, scope: !51)
!72 = !DILocation(line: 12, column: 17, scope: !51)
!73 = !DILocation(line: 14, column: 5, scope: !51)
!74 = !DILocation(line: 15, column: 26, scope: !51)
!75 = !DILocation(line: 15, column: 14, scope: !51)
!76 = !DILocation(line: 15, column: 37, scope: !51)
!77 = !DILocation(line: 15, column: 45, scope: !51)
!78 = !DILocation(line: 15, column: 33, scope: !51)
!79 = !DILocation(line: 15, column: 31, scope: !51)
!80 = !DILocation(line: 15, column: 11, scope: !51)
!81 = !DILocation(line: 14, column: 32, scope: !51)
!82 = distinct !{!82, !83}
!83 = !{!"llvm.loop.unroll.disable"}
!84 = !DILocation(line: 16, column: 17, scope: !51)
!85 = !DILocation(line: 16, column: 5, scope: !51)
!86 = !DILocation(line: 16, column: 22, scope: !51)
!87 = !DILocation(line: 17, column: 3, scope: !51)
!88 = distinct !{!88, !73, !89, !90}
!89 = !DILocation(line: 15, column: 48, scope: !51)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 18, column: 1, scope: !51)
!92 = distinct !DISubprogram(name: "matmulTiled", scope: !1, file: !1, line: 21, type: !24, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!93 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !94)
!94 = distinct !DILocation(line: 24, column: 12, scope: !92)
!95 = !DILocation(line: 67, column: 3, scope: !53, inlinedAt: !96)
!96 = distinct !DILocation(line: 24, column: 29, scope: !92)
!97 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !98)
!98 = distinct !DILocation(line: 24, column: 46, scope: !92)
!99 = !DILocation(line: 54, column: 3, scope: !60, inlinedAt: !100)
!100 = distinct !DILocation(line: 24, column: 64, scope: !92)
!101 = !DILocation(line: 25, column: 16, scope: !92)
!102 = !DILocation(line: 25, column: 23, scope: !92)
!103 = !DILocation(line: 26, column: 16, scope: !92)
!104 = !DILocation(line: 26, column: 23, scope: !92)
!105 = !DILocation(line: 28, column: 23, scope: !92)
!106 = !DILocation(line: 28, column: 3, scope: !92)
!107 = !DILocation(line: 33, column: 17, scope: !92)
!108 = !DILocation(line: 27, column: 9, scope: !92)
!109 = !DILocation(line: 36, column: 17, scope: !92)
!110 = !DILocation(line: 36, column: 3, scope: !92)
!111 = !DILocation(line: 36, column: 24, scope: !92)
!112 = !DILocation(line: 37, column: 1, scope: !92)
!113 = !DILocation(line: 29, column: 38, scope: !92)
!114 = !DILocation(line: 29, column: 45, scope: !92)
!115 = !DILocation(line: 29, column: 19, scope: !92)
!116 = !DILocation(line: 29, column: 17, scope: !92)
!117 = !DILocation(line: 30, column: 32, scope: !92)
!118 = !DILocation(line: 30, column: 38, scope: !92)
!119 = !DILocation(line: 30, column: 46, scope: !92)
!120 = !DILocation(line: 30, column: 19, scope: !92)
!121 = !DILocation(line: 30, column: 17, scope: !92)
!122 = !DILocation(line: 31, column: 5, scope: !92)
!123 = !DILocation(line: 33, column: 30, scope: !92)
!124 = !DILocation(line: 33, column: 28, scope: !92)
!125 = !DILocation(line: 33, column: 14, scope: !92)
!126 = !DILocation(line: 34, column: 5, scope: !92)
!127 = !DILocation(line: 28, column: 39, scope: !92)
!128 = distinct !{!128, !106, !129, !90}
!129 = !DILocation(line: 35, column: 3, scope: !92)
!130 = distinct !DISubprogram(name: "stridedCopy", scope: !1, file: !1, line: 39, type: !24, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!131 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !132)
!132 = distinct !DILocation(line: 40, column: 11, scope: !130)
!133 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !134)
!134 = distinct !DILocation(line: 40, column: 24, scope: !130)
!135 = !DILocation(line: 40, column: 22, scope: !130)
!136 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !137)
!137 = distinct !DILocation(line: 40, column: 37, scope: !130)
!138 = !DILocation(line: 40, column: 35, scope: !130)
!139 = !DILocation(line: 41, column: 17, scope: !130)
!140 = !DILocation(line: 41, column: 12, scope: !130)
!141 = !DILocation(line: 41, column: 3, scope: !130)
!142 = !DILocation(line: 41, column: 10, scope: !130)
!143 = !DILocation(line: 42, column: 1, scope: !130)
!144 = distinct !DISubprogram(name: "offsetCopy", scope: !1, file: !1, line: 44, type: !24, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!145 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !146)
!146 = distinct !DILocation(line: 45, column: 11, scope: !144)
!147 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !148)
!148 = distinct !DILocation(line: 45, column: 24, scope: !144)
!149 = !DILocation(line: 45, column: 22, scope: !144)
!150 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !151)
!151 = distinct !DILocation(line: 45, column: 37, scope: !144)
!152 = !DILocation(line: 45, column: 35, scope: !144)
!153 = !DILocation(line: 45, column: 49, scope: !144)
!154 = !DILocation(line: 46, column: 12, scope: !144)
!155 = !DILocation(line: 46, column: 3, scope: !144)
!156 = !DILocation(line: 46, column: 10, scope: !144)
!157 = !DILocation(line: 47, column: 1, scope: !144)
!158 = distinct !DISubprogram(name: "gridStride", scope: !1, file: !1, line: 49, type: !24, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!159 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !160)
!160 = distinct !DILocation(line: 50, column: 16, scope: !158)
!161 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !162)
!162 = distinct !DILocation(line: 50, column: 29, scope: !158)
!163 = !DILocation(line: 50, column: 27, scope: !158)
!164 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !165)
!165 = distinct !DILocation(line: 50, column: 42, scope: !158)
!166 = !DILocation(line: 50, column: 40, scope: !158)
!167 = !DILocation(line: 50, column: 57, scope: !158)
!168 = !DILocation(line: 50, column: 3, scope: !158)
!169 = !DILocation(line: 52, column: 1, scope: !158)
!170 = !DILocation(line: 51, column: 19, scope: !158)
!171 = !DILocation(line: 51, column: 17, scope: !158)
!172 = !DILocation(line: 51, column: 5, scope: !158)
!173 = !DILocation(line: 51, column: 10, scope: !158)
!174 = !DILocation(line: 50, column: 64, scope: !158)
!175 = distinct !{!175, !168, !176, !90}
!176 = !DILocation(line: 51, column: 22, scope: !158)
!177 = distinct !DISubprogram(name: "dataBranch", scope: !1, file: !1, line: 54, type: !24, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!178 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !179)
!179 = distinct !DILocation(line: 55, column: 11, scope: !177)
!180 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !181)
!181 = distinct !DILocation(line: 55, column: 24, scope: !177)
!182 = !DILocation(line: 55, column: 22, scope: !177)
!183 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !184)
!184 = distinct !DILocation(line: 55, column: 37, scope: !177)
!185 = !DILocation(line: 55, column: 35, scope: !177)
!186 = !DILocation(line: 56, column: 9, scope: !177)
!187 = !DILocation(line: 56, column: 7, scope: !177)
!188 = !DILocation(line: 57, column: 13, scope: !177)
!189 = !DILocation(line: 58, column: 9, scope: !177)
!190 = !DILocation(line: 58, column: 7, scope: !177)
!191 = !DILocation(line: 19, column: 48, scope: !192, inlinedAt: !194)
!192 = distinct !DISubprogram(name: "expf", scope: !193, file: !193, line: 19, type: !24, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!193 = !DIFile(filename: "./kc_test_device.h", directory: ".")
!194 = distinct !DILocation(line: 59, column: 9, scope: !177)
!195 = !DILocation(line: 59, column: 17, scope: !177)
!196 = !DILocation(line: 59, column: 24, scope: !177)
!197 = !DILocation(line: 59, column: 5, scope: !177)
!198 = !DILocation(line: 0, scope: !177)
!199 = !DILocation(line: 60, column: 3, scope: !177)
!200 = !DILocation(line: 60, column: 8, scope: !177)
!201 = !DILocation(line: 61, column: 1, scope: !177)
!202 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 63, type: !24, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!203 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !204)
!204 = distinct !DILocation(line: 64, column: 11, scope: !202)
!205 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !206)
!206 = distinct !DILocation(line: 64, column: 24, scope: !202)
!207 = !DILocation(line: 64, column: 22, scope: !202)
!208 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !209)
!209 = distinct !DILocation(line: 64, column: 37, scope: !202)
!210 = !DILocation(line: 64, column: 35, scope: !202)
!211 = !DILocation(line: 65, column: 9, scope: !202)
!212 = !DILocation(line: 65, column: 7, scope: !202)
!213 = !DILocation(line: 66, column: 21, scope: !202)
!214 = !{!215, !215, i64 0}
!215 = !{!"int", !43, i64 0}
!216 = !DILocation(line: 66, column: 29, scope: !202)
!217 = !DILocation(line: 66, column: 16, scope: !202)
!218 = !DILocation(line: 12, column: 57, scope: !219, inlinedAt: !220)
!219 = distinct !DISubprogram(name: "atomicAdd", scope: !193, file: !193, line: 12, type: !24, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!220 = distinct !DILocation(line: 66, column: 5, scope: !202)
!221 = !DILocation(line: 66, column: 5, scope: !202)
!222 = !DILocation(line: 67, column: 1, scope: !202)
!223 = distinct !DISubprogram(name: "reduce", scope: !1, file: !1, line: 69, type: !24, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!224 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !225)
!225 = distinct !DILocation(line: 71, column: 18, scope: !223)
!226 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !227)
!227 = distinct !DILocation(line: 72, column: 16, scope: !223)
!228 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !229)
!229 = distinct !DILocation(line: 72, column: 29, scope: !223)
!230 = !DILocation(line: 72, column: 27, scope: !223)
!231 = !DILocation(line: 72, column: 40, scope: !223)
!232 = !DILocation(line: 73, column: 18, scope: !223)
!233 = !DILocation(line: 73, column: 16, scope: !223)
!234 = !DILocation(line: 73, column: 24, scope: !223)
!235 = !DILocation(line: 73, column: 3, scope: !223)
!236 = !DILocation(line: 73, column: 14, scope: !223)
!237 = !DILocation(line: 74, column: 3, scope: !223)
!238 = !DILocation(line: 75, column: 39, scope: !223)
!239 = !DILocation(line: 75, column: 3, scope: !223)
!240 = !DILocation(line: 80, column: 11, scope: !223)
!241 = !DILocation(line: 80, column: 7, scope: !223)
!242 = !DILocation(line: 75, scope: !223)
!243 = !DILocation(line: 76, column: 13, scope: !223)
!244 = !DILocation(line: 76, column: 9, scope: !223)
!245 = !DILocation(line: 77, column: 21, scope: !223)
!246 = !DILocation(line: 77, column: 18, scope: !223)
!247 = !DILocation(line: 77, column: 7, scope: !223)
!248 = !DILocation(line: 78, column: 5, scope: !223)
!249 = distinct !{!249, !239, !250, !90}
!250 = !DILocation(line: 79, column: 3, scope: !223)
!251 = !DILocation(line: 81, column: 23, scope: !223)
!252 = !DILocation(line: 81, column: 21, scope: !223)
!253 = !DILocation(line: 81, column: 5, scope: !223)
!254 = !DILocation(line: 82, column: 1, scope: !223)
!255 = distinct !DISubprogram(name: "transposeNaive", scope: !1, file: !1, line: 84, type: !24, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!256 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !257)
!257 = distinct !DILocation(line: 85, column: 11, scope: !255)
!258 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !259)
!259 = distinct !DILocation(line: 85, column: 24, scope: !255)
!260 = !DILocation(line: 85, column: 22, scope: !255)
!261 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !262)
!262 = distinct !DILocation(line: 85, column: 37, scope: !255)
!263 = !DILocation(line: 85, column: 35, scope: !255)
!264 = !DILocation(line: 67, column: 3, scope: !53, inlinedAt: !265)
!265 = distinct !DILocation(line: 86, column: 11, scope: !255)
!266 = !DILocation(line: 80, column: 3, scope: !56, inlinedAt: !267)
!267 = distinct !DILocation(line: 86, column: 24, scope: !255)
!268 = !DILocation(line: 86, column: 22, scope: !255)
!269 = !DILocation(line: 54, column: 3, scope: !60, inlinedAt: !270)
!270 = distinct !DILocation(line: 86, column: 37, scope: !255)
!271 = !DILocation(line: 86, column: 35, scope: !255)
!272 = !DILocation(line: 87, column: 9, scope: !255)
!273 = !DILocation(line: 87, column: 13, scope: !255)
!274 = !DILocation(line: 88, column: 27, scope: !255)
!275 = !DILocation(line: 88, column: 31, scope: !255)
!276 = !DILocation(line: 88, column: 22, scope: !255)
!277 = !DILocation(line: 88, column: 11, scope: !255)
!278 = !DILocation(line: 88, column: 15, scope: !255)
!279 = !DILocation(line: 88, column: 5, scope: !255)
!280 = !DILocation(line: 88, column: 20, scope: !255)
!281 = !DILocation(line: 89, column: 1, scope: !255)
!282 = distinct !DISubprogram(name: "transposeTiled", scope: !1, file: !1, line: 91, type: !24, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!283 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !284)
!284 = distinct !DILocation(line: 93, column: 11, scope: !282)
!285 = !DILocation(line: 93, column: 22, scope: !282)
!286 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !287)
!287 = distinct !DILocation(line: 93, column: 29, scope: !282)
!288 = !DILocation(line: 93, column: 27, scope: !282)
!289 = !DILocation(line: 67, column: 3, scope: !53, inlinedAt: !290)
!290 = distinct !DILocation(line: 94, column: 11, scope: !282)
!291 = !DILocation(line: 94, column: 22, scope: !282)
!292 = !DILocation(line: 54, column: 3, scope: !60, inlinedAt: !293)
!293 = distinct !DILocation(line: 94, column: 29, scope: !282)
!294 = !DILocation(line: 94, column: 27, scope: !282)
!295 = !DILocation(line: 95, column: 9, scope: !282)
!296 = !DILocation(line: 95, column: 13, scope: !282)
!297 = !DILocation(line: 96, column: 38, scope: !282)
!298 = !DILocation(line: 96, column: 36, scope: !282)
!299 = !DILocation(line: 96, column: 5, scope: !282)
!300 = !DILocation(line: 97, column: 3, scope: !282)
!301 = !DILocation(line: 98, column: 23, scope: !282)
!302 = !DILocation(line: 99, column: 23, scope: !282)
!303 = !DILocation(line: 100, column: 9, scope: !282)
!304 = !DILocation(line: 100, column: 13, scope: !282)
!305 = !DILocation(line: 101, column: 22, scope: !282)
!306 = !DILocation(line: 101, column: 20, scope: !282)
!307 = !DILocation(line: 101, column: 5, scope: !282)
!308 = !DILocation(line: 102, column: 1, scope: !282)
!309 = distinct !DISubprogram(name: "fp64Poly", scope: !1, file: !1, line: 104, type: !24, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!310 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !311)
!311 = distinct !DILocation(line: 105, column: 11, scope: !309)
!312 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !313)
!313 = distinct !DILocation(line: 105, column: 24, scope: !309)
!314 = !DILocation(line: 105, column: 22, scope: !309)
!315 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !316)
!316 = distinct !DILocation(line: 105, column: 37, scope: !309)
!317 = !DILocation(line: 105, column: 35, scope: !309)
!318 = !DILocation(line: 106, column: 9, scope: !309)
!319 = !DILocation(line: 106, column: 7, scope: !309)
!320 = !DILocation(line: 107, column: 16, scope: !309)
!321 = !{!322, !322, i64 0}
!322 = !{!"double", !43, i64 0}
!323 = !DILocation(line: 108, column: 12, scope: !309)
!324 = !DILocation(line: 108, column: 35, scope: !309)
!325 = !DILocation(line: 108, column: 39, scope: !309)
!326 = !DILocation(line: 108, column: 30, scope: !309)
!327 = !DILocation(line: 108, column: 5, scope: !309)
!328 = !DILocation(line: 108, column: 10, scope: !309)
!329 = !DILocation(line: 109, column: 3, scope: !309)
!330 = !DILocation(line: 110, column: 1, scope: !309)
!331 = distinct !DISubprogram(name: "nestedLoops", scope: !1, file: !1, line: 112, type: !24, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!332 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !333)
!333 = distinct !DILocation(line: 113, column: 11, scope: !331)
!334 = !DILocation(line: 115, column: 21, scope: !331)
!335 = !DILocation(line: 115, column: 3, scope: !331)
!336 = !DILocation(line: 116, column: 5, scope: !331)
!337 = !DILocation(line: 114, column: 9, scope: !331)
!338 = !DILocation(line: 118, column: 3, scope: !331)
!339 = !DILocation(line: 118, column: 8, scope: !331)
!340 = !DILocation(line: 119, column: 1, scope: !331)
!341 = !DILocation(line: 117, column: 21, scope: !331)
!342 = !DILocation(line: 117, column: 26, scope: !331)
!343 = !DILocation(line: 117, column: 31, scope: !331)
!344 = !DILocation(line: 117, column: 12, scope: !331)
!345 = !DILocation(line: 117, column: 9, scope: !331)
!346 = !DILocation(line: 116, column: 28, scope: !331)
!347 = distinct !{!347, !83}
!348 = !DILocation(line: 0, scope: !331)
!349 = !DILocation(line: 115, column: 26, scope: !331)
!350 = distinct !{!350, !335, !351, !90}
!351 = !DILocation(line: 117, column: 34, scope: !331)
!352 = distinct !{!352, !336, !351, !90}
!353 = distinct !DISubprogram(name: "triangular", scope: !1, file: !1, line: 121, type: !24, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!354 = !DILocation(line: 123, column: 21, scope: !353)
!355 = !DILocation(line: 123, column: 3, scope: !353)
!356 = !DILocation(line: 124, column: 5, scope: !353)
!357 = !DILocation(line: 122, column: 9, scope: !353)
!358 = !DILocation(line: 126, column: 3, scope: !353)
!359 = !DILocation(line: 126, column: 18, scope: !353)
!360 = !DILocation(line: 127, column: 1, scope: !353)
!361 = !DILocation(line: 125, column: 16, scope: !353)
!362 = !DILocation(line: 125, column: 21, scope: !353)
!363 = !DILocation(line: 125, column: 12, scope: !353)
!364 = !DILocation(line: 125, column: 9, scope: !353)
!365 = !DILocation(line: 124, column: 29, scope: !353)
!366 = distinct !{!366, !83}
!367 = distinct !{!367, !355, !368, !90}
!368 = !DILocation(line: 125, column: 34, scope: !353)
!369 = distinct !{!369, !356, !368, !90}
!370 = distinct !DISubprogram(name: "dynShared", scope: !1, file: !1, line: 130, type: !24, scopeLine: 130, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!371 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !372)
!372 = distinct !DILocation(line: 131, column: 22, scope: !370)
!373 = !DILocation(line: 131, column: 22, scope: !370)
!374 = !DILocation(line: 131, column: 3, scope: !370)
!375 = !DILocation(line: 131, column: 20, scope: !370)
!376 = !DILocation(line: 132, column: 3, scope: !370)
!377 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !378)
!378 = distinct !DILocation(line: 133, column: 26, scope: !370)
!379 = !DILocation(line: 133, column: 41, scope: !370)
!380 = !DILocation(line: 133, column: 22, scope: !370)
!381 = !DILocation(line: 133, column: 3, scope: !370)
!382 = !DILocation(line: 133, column: 20, scope: !370)
!383 = !DILocation(line: 134, column: 1, scope: !370)
