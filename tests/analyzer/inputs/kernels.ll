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
define dso_local void @_Z5saxpyifPKfPf(i32 noundef %n, float noundef %a, ptr nocapture noundef readonly %x, ptr nocapture noundef %y) local_unnamed_addr #0 !dbg !25 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !32
  %mul = mul i32 %0, %1, !dbg !35
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !36
  %add = add i32 %mul, %2, !dbg !39
  %cmp = icmp slt i32 %add, %n, !dbg !40
  br i1 %cmp, label %if.then, label %if.end, !dbg !41

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !42
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !42
  %3 = load float, ptr %arrayidx, align 4, !dbg !42, !tbaa !43
  %mul3 = fmul contract float %3, %a, !dbg !47
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !48
  %4 = load float, ptr %arrayidx5, align 4, !dbg !48, !tbaa !43
  %add6 = fadd contract float %mul3, %4, !dbg !49
  store float %add6, ptr %arrayidx5, align 4, !dbg !50, !tbaa !43
  br label %if.end, !dbg !51

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !52
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11matmulNaivePKfS0_Pfi(ptr nocapture noundef readonly %M, ptr nocapture noundef readonly %N, ptr nocapture noundef writeonly %P, i32 noundef %Width) local_unnamed_addr #1 !dbg !53 {
entry:
  %0 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !54
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !57
  %mul = mul nuw nsw i32 %0, %1, !dbg !60
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !61
  %add = add nuw nsw i32 %mul, %2, !dbg !64
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !67
  %mul5 = mul i32 %3, %4, !dbg !69
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !70
  %add7 = add i32 %mul5, %5, !dbg !72
  %cmp = icmp slt i32 %add, %Width, !dbg !73
  %cmp8 = icmp slt i32 %add7, %Width
  %or.cond = and i1 %cmp, %cmp8, !dbg !74
  br i1 %or.cond, label %for.body.lr.ph, label %if.end, !dbg !74

for.body.lr.ph:                                   ; preds = %entry
  %mul10 = mul nuw nsw i32 %add, %Width
  %6 = add i32 %Width, -1, !dbg !75
  %xtraiter = and i32 %Width, 3, !dbg !75
  %7 = icmp ult i32 %6, 3, !dbg !75
  br i1 %7, label %for.cond.cleanup.unr-lcssa, label %for.body.lr.ph.new, !dbg !75

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %Width, -4, !dbg !75
  br label %for.body, !dbg !75

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body, %for.body.lr.ph
  %add17.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %k.037.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %Sum.036.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !75
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !75

for.body.epil:                                    ; preds = %for.cond.cleanup.unr-lcssa, %for.body.epil
  %k.037.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.037.unr, %for.cond.cleanup.unr-lcssa ]
  %Sum.036.epil = phi float [ %add17.epil, %for.body.epil ], [ %Sum.036.unr, %for.cond.cleanup.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.unr-lcssa ]
  %add11.epil = add nuw nsw i32 %k.037.epil, %mul10, !dbg !76
  %idxprom.epil = zext nneg i32 %add11.epil to i64, !dbg !77
  %arrayidx.epil = getelementptr inbounds float, ptr %M, i64 %idxprom.epil, !dbg !77
  %8 = load float, ptr %arrayidx.epil, align 4, !dbg !77, !tbaa !43
  %mul12.epil = mul nuw nsw i32 %k.037.epil, %Width, !dbg !78
  %add13.epil = add nsw i32 %mul12.epil, %add7, !dbg !79
  %idxprom14.epil = sext i32 %add13.epil to i64, !dbg !80
  %arrayidx15.epil = getelementptr inbounds float, ptr %N, i64 %idxprom14.epil, !dbg !80
  %9 = load float, ptr %arrayidx15.epil, align 4, !dbg !80, !tbaa !43
  %mul16.epil = fmul contract float %8, %9, !dbg !81
  %add17.epil = fadd contract float %Sum.036.epil, %mul16.epil, !dbg !82
  %inc.epil = add nuw nsw i32 %k.037.epil, 1, !dbg !83
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !75
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !75
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !75, !llvm.loop !84

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.unr-lcssa
  %add17.lcssa = phi float [ %add17.lcssa.ph, %for.cond.cleanup.unr-lcssa ], [ %add17.epil, %for.body.epil ], !dbg !82
  %add19 = add nsw i32 %mul10, %add7, !dbg !86
  %idxprom20 = sext i32 %add19 to i64, !dbg !87
  %arrayidx21 = getelementptr inbounds float, ptr %P, i64 %idxprom20, !dbg !87
  store float %add17.lcssa, ptr %arrayidx21, align 4, !dbg !88, !tbaa !43
  br label %if.end, !dbg !89

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.037 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %Sum.036 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add17.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add11 = add nuw nsw i32 %k.037, %mul10, !dbg !76
  %idxprom = zext nneg i32 %add11 to i64, !dbg !77
  %arrayidx = getelementptr inbounds float, ptr %M, i64 %idxprom, !dbg !77
  %10 = load float, ptr %arrayidx, align 4, !dbg !77, !tbaa !43
  %mul12 = mul nuw nsw i32 %k.037, %Width, !dbg !78
  %add13 = add nsw i32 %mul12, %add7, !dbg !79
  %idxprom14 = sext i32 %add13 to i64, !dbg !80
  %arrayidx15 = getelementptr inbounds float, ptr %N, i64 %idxprom14, !dbg !80
  %11 = load float, ptr %arrayidx15, align 4, !dbg !80, !tbaa !43
  %mul16 = fmul contract float %10, %11, !dbg !81
  %add17 = fadd contract float %Sum.036, %mul16, !dbg !82
  %inc = or disjoint i32 %k.037, 1, !dbg !83
  %add11.1 = add nuw nsw i32 %inc, %mul10, !dbg !76
  %idxprom.1 = zext nneg i32 %add11.1 to i64, !dbg !77
  %arrayidx.1 = getelementptr inbounds float, ptr %M, i64 %idxprom.1, !dbg !77
  %12 = load float, ptr %arrayidx.1, align 4, !dbg !77, !tbaa !43
  %mul12.1 = mul nuw nsw i32 %inc, %Width, !dbg !78
  %add13.1 = add nsw i32 %mul12.1, %add7, !dbg !79
  %idxprom14.1 = sext i32 %add13.1 to i64, !dbg !80
  %arrayidx15.1 = getelementptr inbounds float, ptr %N, i64 %idxprom14.1, !dbg !80
  %13 = load float, ptr %arrayidx15.1, align 4, !dbg !80, !tbaa !43
  %mul16.1 = fmul contract float %12, %13, !dbg !81
  %add17.1 = fadd contract float %add17, %mul16.1, !dbg !82
  %inc.1 = or disjoint i32 %k.037, 2, !dbg !83
  %add11.2 = add nuw nsw i32 %inc.1, %mul10, !dbg !76
  %idxprom.2 = zext nneg i32 %add11.2 to i64, !dbg !77
  %arrayidx.2 = getelementptr inbounds float, ptr %M, i64 %idxprom.2, !dbg !77
  %14 = load float, ptr %arrayidx.2, align 4, !dbg !77, !tbaa !43
  %mul12.2 = mul nuw nsw i32 %inc.1, %Width, !dbg !78
  %add13.2 = add nsw i32 %mul12.2, %add7, !dbg !79
  %idxprom14.2 = sext i32 %add13.2 to i64, !dbg !80
  %arrayidx15.2 = getelementptr inbounds float, ptr %N, i64 %idxprom14.2, !dbg !80
  %15 = load float, ptr %arrayidx15.2, align 4, !dbg !80, !tbaa !43
  %mul16.2 = fmul contract float %14, %15, !dbg !81
  %add17.2 = fadd contract float %add17.1, %mul16.2, !dbg !82
  %inc.2 = or disjoint i32 %k.037, 3, !dbg !83
  %add11.3 = add nuw nsw i32 %inc.2, %mul10, !dbg !76
  %idxprom.3 = zext nneg i32 %add11.3 to i64, !dbg !77
  %arrayidx.3 = getelementptr inbounds float, ptr %M, i64 %idxprom.3, !dbg !77
  %16 = load float, ptr %arrayidx.3, align 4, !dbg !77, !tbaa !43
  %mul12.3 = mul nuw nsw i32 %inc.2, %Width, !dbg !78
  %add13.3 = add nsw i32 %mul12.3, %add7, !dbg !79
  %idxprom14.3 = sext i32 %add13.3 to i64, !dbg !80
  %arrayidx15.3 = getelementptr inbounds float, ptr %N, i64 %idxprom14.3, !dbg !80
  %17 = load float, ptr %arrayidx15.3, align 4, !dbg !80, !tbaa !43
  %mul16.3 = fmul contract float %16, %17, !dbg !81
  %add17.3 = fadd contract float %add17.2, %mul16.3, !dbg !82
  %inc.3 = add nuw nsw i32 %k.037, 4, !dbg !83
  %niter.next.3 = add i32 %niter, 4, !dbg !75
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !75
  br i1 %niter.ncmp.3, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !75, !llvm.loop !90

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !93
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11matmulTiledPKfS0_Pfi(ptr nocapture noundef readonly %M, ptr nocapture noundef readonly %N, ptr nocapture noundef writeonly %P, i32 noundef %Width) local_unnamed_addr #2 !dbg !94 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !95
  %1 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !97
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !99
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !101
  %mul = shl nuw nsw i32 %1, 4, !dbg !103
  %add = add nuw nsw i32 %mul, %3, !dbg !104
  %mul4 = shl nsw i32 %0, 4, !dbg !105
  %add5 = add nuw nsw i32 %mul4, %2, !dbg !106
  %div = sdiv i32 %Width, 16
  %cmp67 = icmp sgt i32 %Width, 15, !dbg !107
  %mul6 = mul nsw i32 %add, %Width
  br i1 %cmp67, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !108

for.body.lr.ph:                                   ; preds = %entry
  %add8 = add nuw i32 %mul6, %2
  %idxprom10 = zext nneg i32 %3 to i64
  %idxprom12 = zext nneg i32 %2 to i64
  %arrayidx13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 %idxprom12
  %arrayidx23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 0, i64 %idxprom10, i64 %idxprom12
  %arrayidx31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 0, i64 %idxprom10, i64 0, !dbg !109
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
  br label %for.body, !dbg !108

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %Pvalue.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add37.15, %for.body ], !dbg !110
  %add42 = add nsw i32 %mul6, %add5, !dbg !111
  %idxprom43 = sext i32 %add42 to i64, !dbg !112
  %arrayidx44 = getelementptr inbounds float, ptr %P, i64 %idxprom43, !dbg !112
  store float %Pvalue.0.lcssa, ptr %arrayidx44, align 4, !dbg !113, !tbaa !43
  ret void, !dbg !114

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %ph.069 = phi i32 [ 0, %for.body.lr.ph ], [ %inc39, %for.body ]
  %Pvalue.068 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add37.15, %for.body ]
  %mul7 = shl nsw i32 %ph.069, 4, !dbg !115
  %add9 = add i32 %add8, %mul7, !dbg !116
  %idxprom = sext i32 %add9 to i64, !dbg !117
  %arrayidx = getelementptr inbounds float, ptr %M, i64 %idxprom, !dbg !117
  %4 = load float, ptr %arrayidx, align 4, !dbg !117, !tbaa !43
  store float %4, ptr %arrayidx13, align 4, !dbg !118, !tbaa !43
  %add15 = add nuw nsw i32 %mul7, %3, !dbg !119
  %mul16 = mul nuw nsw i32 %add15, %Width, !dbg !120
  %add17 = add nuw nsw i32 %mul16, %add5, !dbg !121
  %idxprom18 = zext nneg i32 %add17 to i64, !dbg !122
  %arrayidx19 = getelementptr inbounds float, ptr %N, i64 %idxprom18, !dbg !122
  %5 = load float, ptr %arrayidx19, align 4, !dbg !122, !tbaa !43
  store float %5, ptr %arrayidx23, align 4, !dbg !123, !tbaa !43
  tail call void @llvm.nvvm.barrier0(), !dbg !124
  %6 = load float, ptr %arrayidx31, align 4, !dbg !109, !tbaa !43
  %7 = load float, ptr %arrayidx35, align 4, !dbg !125, !tbaa !43
  %mul36 = fmul contract float %6, %7, !dbg !126
  %add37 = fadd contract float %Pvalue.068, %mul36, !dbg !127
  %8 = load float, ptr %arrayidx31.1, align 4, !dbg !109, !tbaa !43
  %9 = load float, ptr %arrayidx35.1, align 4, !dbg !125, !tbaa !43
  %mul36.1 = fmul contract float %8, %9, !dbg !126
  %add37.1 = fadd contract float %add37, %mul36.1, !dbg !127
  %10 = load float, ptr %arrayidx31.2, align 4, !dbg !109, !tbaa !43
  %11 = load float, ptr %arrayidx35.2, align 4, !dbg !125, !tbaa !43
  %mul36.2 = fmul contract float %10, %11, !dbg !126
  %add37.2 = fadd contract float %add37.1, %mul36.2, !dbg !127
  %12 = load float, ptr %arrayidx31.3, align 4, !dbg !109, !tbaa !43
  %13 = load float, ptr %arrayidx35.3, align 4, !dbg !125, !tbaa !43
  %mul36.3 = fmul contract float %12, %13, !dbg !126
  %add37.3 = fadd contract float %add37.2, %mul36.3, !dbg !127
  %14 = load float, ptr %arrayidx31.4, align 4, !dbg !109, !tbaa !43
  %15 = load float, ptr %arrayidx35.4, align 4, !dbg !125, !tbaa !43
  %mul36.4 = fmul contract float %14, %15, !dbg !126
  %add37.4 = fadd contract float %add37.3, %mul36.4, !dbg !127
  %16 = load float, ptr %arrayidx31.5, align 4, !dbg !109, !tbaa !43
  %17 = load float, ptr %arrayidx35.5, align 4, !dbg !125, !tbaa !43
  %mul36.5 = fmul contract float %16, %17, !dbg !126
  %add37.5 = fadd contract float %add37.4, %mul36.5, !dbg !127
  %18 = load float, ptr %arrayidx31.6, align 4, !dbg !109, !tbaa !43
  %19 = load float, ptr %arrayidx35.6, align 4, !dbg !125, !tbaa !43
  %mul36.6 = fmul contract float %18, %19, !dbg !126
  %add37.6 = fadd contract float %add37.5, %mul36.6, !dbg !127
  %20 = load float, ptr %arrayidx31.7, align 4, !dbg !109, !tbaa !43
  %21 = load float, ptr %arrayidx35.7, align 4, !dbg !125, !tbaa !43
  %mul36.7 = fmul contract float %20, %21, !dbg !126
  %add37.7 = fadd contract float %add37.6, %mul36.7, !dbg !127
  %22 = load float, ptr %arrayidx31.8, align 4, !dbg !109, !tbaa !43
  %23 = load float, ptr %arrayidx35.8, align 4, !dbg !125, !tbaa !43
  %mul36.8 = fmul contract float %22, %23, !dbg !126
  %add37.8 = fadd contract float %add37.7, %mul36.8, !dbg !127
  %24 = load float, ptr %arrayidx31.9, align 4, !dbg !109, !tbaa !43
  %25 = load float, ptr %arrayidx35.9, align 4, !dbg !125, !tbaa !43
  %mul36.9 = fmul contract float %24, %25, !dbg !126
  %add37.9 = fadd contract float %add37.8, %mul36.9, !dbg !127
  %26 = load float, ptr %arrayidx31.10, align 4, !dbg !109, !tbaa !43
  %27 = load float, ptr %arrayidx35.10, align 4, !dbg !125, !tbaa !43
  %mul36.10 = fmul contract float %26, %27, !dbg !126
  %add37.10 = fadd contract float %add37.9, %mul36.10, !dbg !127
  %28 = load float, ptr %arrayidx31.11, align 4, !dbg !109, !tbaa !43
  %29 = load float, ptr %arrayidx35.11, align 4, !dbg !125, !tbaa !43
  %mul36.11 = fmul contract float %28, %29, !dbg !126
  %add37.11 = fadd contract float %add37.10, %mul36.11, !dbg !127
  %30 = load float, ptr %arrayidx31.12, align 4, !dbg !109, !tbaa !43
  %31 = load float, ptr %arrayidx35.12, align 4, !dbg !125, !tbaa !43
  %mul36.12 = fmul contract float %30, %31, !dbg !126
  %add37.12 = fadd contract float %add37.11, %mul36.12, !dbg !127
  %32 = load float, ptr %arrayidx31.13, align 4, !dbg !109, !tbaa !43
  %33 = load float, ptr %arrayidx35.13, align 4, !dbg !125, !tbaa !43
  %mul36.13 = fmul contract float %32, %33, !dbg !126
  %add37.13 = fadd contract float %add37.12, %mul36.13, !dbg !127
  %34 = load float, ptr %arrayidx31.14, align 4, !dbg !109, !tbaa !43
  %35 = load float, ptr %arrayidx35.14, align 4, !dbg !125, !tbaa !43
  %mul36.14 = fmul contract float %34, %35, !dbg !126
  %add37.14 = fadd contract float %add37.13, %mul36.14, !dbg !127
  %36 = load float, ptr %arrayidx31.15, align 4, !dbg !109, !tbaa !43
  %37 = load float, ptr %arrayidx35.15, align 4, !dbg !125, !tbaa !43
  %mul36.15 = fmul contract float %36, %37, !dbg !126
  %add37.15 = fadd contract float %add37.14, %mul36.15, !dbg !127
  tail call void @llvm.nvvm.barrier0(), !dbg !128
  %inc39 = add nuw nsw i32 %ph.069, 1, !dbg !129
  %exitcond.not = icmp eq i32 %inc39, %div, !dbg !107
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !108, !llvm.loop !130
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11stridedCopyPfPKfi(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %stride) local_unnamed_addr #0 !dbg !132 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !133
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !135
  %mul = mul i32 %0, %1, !dbg !137
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !138
  %add = add i32 %mul, %2, !dbg !140
  %mul3 = mul nsw i32 %add, %stride, !dbg !141
  %idxprom = sext i32 %mul3 to i64, !dbg !142
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !142
  %3 = load float, ptr %arrayidx, align 4, !dbg !142, !tbaa !43
  %idxprom4 = sext i32 %add to i64, !dbg !143
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom4, !dbg !143
  store float %3, ptr %arrayidx5, align 4, !dbg !144, !tbaa !43
  ret void, !dbg !145
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10offsetCopyPfPKfi(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %offset) local_unnamed_addr #0 !dbg !146 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !147
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !149
  %mul = mul i32 %0, %1, !dbg !151
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !152
  %add = add i32 %mul, %2, !dbg !154
  %add3 = add i32 %add, %offset, !dbg !155
  %idxprom = sext i32 %add3 to i64, !dbg !156
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !156
  %3 = load float, ptr %arrayidx, align 4, !dbg !156, !tbaa !43
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !157
  store float %3, ptr %arrayidx5, align 4, !dbg !158, !tbaa !43
  ret void, !dbg !159
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10gridStrideiPKfPf(i32 noundef %n, ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y) local_unnamed_addr #1 !dbg !160 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !161
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !163
  %mul = mul i32 %0, %1, !dbg !165
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !166
  %add = add i32 %mul, %2, !dbg !168
  %cmp13 = icmp slt i32 %add, %n, !dbg !169
  br i1 %cmp13, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !170

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul8 = mul i32 %1, %3
  br label %for.body, !dbg !170

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !171

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.014 = phi i32 [ %add, %for.body.lr.ph ], [ %add9, %for.body ]
  %idxprom = sext i32 %i.014 to i64, !dbg !172
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !172
  %4 = load float, ptr %arrayidx, align 4, !dbg !172, !tbaa !43
  %mul3 = fmul contract float %4, 2.000000e+00, !dbg !173
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !174
  store float %mul3, ptr %arrayidx5, align 4, !dbg !175, !tbaa !43
  %add9 = add i32 %i.014, %mul8, !dbg !176
  %cmp = icmp slt i32 %add9, %n, !dbg !169
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !170, !llvm.loop !177
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10dataBranchPKfPfi(ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y, i32 noundef %n) local_unnamed_addr #2 !dbg !179 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !180
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !182
  %mul = mul i32 %0, %1, !dbg !184
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !185
  %add = add i32 %mul, %2, !dbg !187
  %cmp.not = icmp slt i32 %add, %n, !dbg !188
  br i1 %cmp.not, label %if.end, label %cleanup, !dbg !189

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !190
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !190
  %3 = load float, ptr %arrayidx, align 4, !dbg !190, !tbaa !43
  %cmp3 = fcmp contract ogt float %3, 0.000000e+00, !dbg !191
  br i1 %cmp3, label %if.then4, label %if.end8, !dbg !192

if.then4:                                         ; preds = %if.end
  %div = fdiv contract float %3, 7.000000e+00
  %call.i = tail call contract noundef float @__nv_expf(float noundef %3) #7, !dbg !193
  %mul6 = fmul contract float %call.i, 3.000000e+00, !dbg !197
  %add7 = fadd contract float %div, %mul6, !dbg !198
  br label %if.end8, !dbg !199

if.end8:                                          ; preds = %if.then4, %if.end
  %v.0 = phi float [ %add7, %if.then4 ], [ %3, %if.end ], !dbg !200
  %arrayidx10 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !201
  store float %v.0, ptr %arrayidx10, align 4, !dbg !202, !tbaa !43
  br label %cleanup, !dbg !203

cleanup:                                          ; preds = %entry, %if.end8
  ret void, !dbg !203
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9histogramPKiPii(ptr nocapture noundef readonly %data, ptr nocapture noundef %bins, i32 noundef %n) local_unnamed_addr #4 !dbg !204 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !205
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !207
  %mul = mul i32 %0, %1, !dbg !209
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !210
  %add = add i32 %mul, %2, !dbg !212
  %cmp = icmp slt i32 %add, %n, !dbg !213
  br i1 %cmp, label %if.then, label %if.end, !dbg !214

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !215
  %arrayidx = getelementptr inbounds i32, ptr %data, i64 %idxprom, !dbg !215
  %3 = load i32, ptr %arrayidx, align 4, !dbg !215, !tbaa !216
  %and = and i32 %3, 255, !dbg !218
  %idxprom3 = zext nneg i32 %and to i64, !dbg !219
  %arrayidx4 = getelementptr inbounds i32, ptr %bins, i64 %idxprom3, !dbg !219
  %4 = atomicrmw add ptr %arrayidx4, i32 1 seq_cst, align 4, !dbg !220
  br label %if.end, !dbg !223

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !224
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6reducePKfPfi(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i32 noundef %n) local_unnamed_addr #2 !dbg !225 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !226
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !228
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !230
  %mul = mul i32 %1, %2, !dbg !232
  %add = add i32 %mul, %0, !dbg !233
  %cmp = icmp ult i32 %add, %n, !dbg !234
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !235

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !dbg !236, !tbaa !43
  br label %cond.end, !dbg !235

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %3, %cond.true ], [ 0.000000e+00, %entry ], !dbg !235
  %idxprom4 = zext nneg i32 %0 to i64, !dbg !237
  %arrayidx5 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), i64 0, i64 %idxprom4, !dbg !237
  store float %cond, ptr %arrayidx5, align 4, !dbg !238, !tbaa !43
  tail call void @llvm.nvvm.barrier0(), !dbg !239
  %cmp7.not31 = icmp ult i32 %2, 2, !dbg !240
  br i1 %cmp7.not31, label %for.cond.cleanup, label %for.body, !dbg !241

for.cond.cleanup:                                 ; preds = %if.end, %cond.end
  %cmp15 = icmp eq i32 %0, 0, !dbg !242
  br i1 %cmp15, label %if.then16, label %if.end20, !dbg !243

for.body:                                         ; preds = %cond.end, %if.end
  %s.032.in = phi i32 [ %s.032, %if.end ], [ %2, %cond.end ]
  %s.032 = lshr i32 %s.032.in, 1, !dbg !244
  %cmp8 = icmp ult i32 %0, %s.032, !dbg !245
  br i1 %cmp8, label %if.then, label %if.end, !dbg !246

if.then:                                          ; preds = %for.body
  %add9 = add nuw nsw i32 %s.032, %0
  %idxprom10 = zext nneg i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), i64 0, i64 %idxprom10
  %4 = load float, ptr %arrayidx11, align 4, !dbg !247, !tbaa !43
  %5 = load float, ptr %arrayidx5, align 4, !dbg !248, !tbaa !43
  %add14 = fadd contract float %4, %5, !dbg !248
  store float %add14, ptr %arrayidx5, align 4, !dbg !248, !tbaa !43
  br label %if.end, !dbg !249

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier0(), !dbg !250
  %cmp7.not = icmp ult i32 %s.032.in, 4, !dbg !240
  br i1 %cmp7.not, label %for.cond.cleanup, label %for.body, !dbg !241, !llvm.loop !251

if.then16:                                        ; preds = %for.cond.cleanup
  %idxprom18 = zext nneg i32 %1 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %out, i64 %idxprom18
  %6 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), align 4, !dbg !253, !tbaa !43
  store float %6, ptr %arrayidx19, align 4, !dbg !254, !tbaa !43
  br label %if.end20, !dbg !255

if.end20:                                         ; preds = %if.then16, %for.cond.cleanup
  ret void, !dbg !256
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14transposeNaivePfPKfii(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 !dbg !257 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !258
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !260
  %mul = mul i32 %0, %1, !dbg !262
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !263
  %add = add i32 %mul, %2, !dbg !265
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !266
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !268
  %mul5 = mul nuw nsw i32 %3, %4, !dbg !270
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !271
  %add7 = add nuw nsw i32 %mul5, %5, !dbg !273
  %cmp = icmp slt i32 %add, %w, !dbg !274
  %cmp8 = icmp slt i32 %add7, %h
  %or.cond = and i1 %cmp, %cmp8, !dbg !275
  br i1 %or.cond, label %if.then, label %if.end, !dbg !275

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %w, !dbg !276
  %add10 = add nsw i32 %mul9, %add, !dbg !277
  %idxprom = sext i32 %add10 to i64, !dbg !278
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !278
  %6 = load float, ptr %arrayidx, align 4, !dbg !278, !tbaa !43
  %mul11 = mul nsw i32 %add, %h, !dbg !279
  %add12 = add nsw i32 %mul11, %add7, !dbg !280
  %idxprom13 = sext i32 %add12 to i64, !dbg !281
  %arrayidx14 = getelementptr inbounds float, ptr %out, i64 %idxprom13, !dbg !281
  store float %6, ptr %arrayidx14, align 4, !dbg !282, !tbaa !43
  br label %if.end, !dbg !281

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !283
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14transposeTiledPfPKfii(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #2 !dbg !284 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !285
  %mul = shl i32 %0, 5, !dbg !287
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !288
  %add = add i32 %mul, %1, !dbg !290
  %2 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !291
  %mul3 = shl nuw nsw i32 %2, 5, !dbg !293
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !294
  %add5 = add nuw nsw i32 %mul3, %3, !dbg !296
  %cmp = icmp slt i32 %add, %w, !dbg !297
  %cmp6 = icmp slt i32 %add5, %h
  %or.cond = and i1 %cmp, %cmp6, !dbg !298
  br i1 %or.cond, label %if.then, label %if.end, !dbg !298

if.then:                                          ; preds = %entry
  %idxprom10 = zext nneg i32 %3 to i64
  %idxprom13 = zext nneg i32 %1 to i64
  %arrayidx14 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14transposeTiledPfPKfiiE4tile to ptr), i64 0, i64 %idxprom10, i64 %idxprom13
  %mul7 = mul nsw i32 %add5, %w
  %add8 = add nsw i32 %mul7, %add
  %idxprom = sext i32 %add8 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !dbg !299, !tbaa !43
  store float %4, ptr %arrayidx14, align 4, !dbg !300, !tbaa !43
  br label %if.end, !dbg !301

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier0(), !dbg !302
  %add18 = add nuw nsw i32 %mul3, %1, !dbg !303
  %add22 = add i32 %mul, %3, !dbg !304
  %cmp23 = icmp slt i32 %add18, %h, !dbg !305
  %cmp25 = icmp slt i32 %add22, %w
  %or.cond48 = and i1 %cmp25, %cmp23, !dbg !306
  br i1 %or.cond48, label %if.then26, label %if.end37, !dbg !306

if.then26:                                        ; preds = %if.end
  %mul33 = mul nsw i32 %add22, %h
  %add34 = add nsw i32 %mul33, %add18
  %idxprom35 = sext i32 %add34 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %out, i64 %idxprom35
  %idxprom28 = zext nneg i32 %1 to i64
  %idxprom31 = zext nneg i32 %3 to i64
  %arrayidx32 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14transposeTiledPfPKfiiE4tile to ptr), i64 0, i64 %idxprom28, i64 %idxprom31
  %5 = load float, ptr %arrayidx32, align 4, !dbg !307, !tbaa !43
  store float %5, ptr %arrayidx36, align 4, !dbg !308, !tbaa !43
  br label %if.end37, !dbg !309

if.end37:                                         ; preds = %if.then26, %if.end
  ret void, !dbg !310
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8fp64PolyPKdPdi(ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y, i32 noundef %n) local_unnamed_addr #0 !dbg !311 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !312
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !314
  %mul = mul i32 %0, %1, !dbg !316
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !317
  %add = add i32 %mul, %2, !dbg !319
  %cmp = icmp slt i32 %add, %n, !dbg !320
  br i1 %cmp, label %if.then, label %if.end, !dbg !321

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !322
  %arrayidx = getelementptr inbounds double, ptr %x, i64 %idxprom, !dbg !322
  %3 = load double, ptr %arrayidx, align 8, !dbg !322, !tbaa !323
  %4 = tail call contract double @llvm.sqrt.f64(double %3), !dbg !325
  %mul3 = fmul contract double %3, %3, !dbg !326
  %add4 = fadd contract double %mul3, 1.000000e+00, !dbg !327
  %div = fdiv contract double %4, %add4, !dbg !328
  %arrayidx6 = getelementptr inbounds double, ptr %y, i64 %idxprom, !dbg !329
  store double %div, ptr %arrayidx6, align 8, !dbg !330, !tbaa !323
  br label %if.end, !dbg !331

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !332
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11nestedLoopsPfii(ptr nocapture noundef %a, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 !dbg !333 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !334
  %cmp24 = icmp sgt i32 %n, 0, !dbg !336
  br i1 %cmp24, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !337

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp221 = icmp sgt i32 %m, 0
  %xtraiter = and i32 %m, 7
  %1 = icmp ult i32 %m, 8
  %unroll_iter = and i32 %m, 2147483640
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %for.cond1.preheader, !dbg !337

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %i.026 = phi i32 [ 0, %for.cond1.preheader.lr.ph ], [ %inc9, %for.cond.cleanup3 ]
  %s.025 = phi float [ 0.000000e+00, %for.cond1.preheader.lr.ph ], [ %s.1.lcssa, %for.cond.cleanup3 ]
  br i1 %cmp221, label %for.body4.lr.ph, label %for.cond.cleanup3, !dbg !338

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %mul = mul nuw nsw i32 %i.026, %m
  br i1 %1, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4, !dbg !338

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %s.1.lcssa, %for.cond.cleanup3 ], !dbg !339
  %idxprom11 = zext nneg i32 %0 to i64, !dbg !340
  %arrayidx12 = getelementptr inbounds float, ptr %a, i64 %idxprom11, !dbg !340
  store float %s.0.lcssa, ptr %arrayidx12, align 4, !dbg !341, !tbaa !43
  ret void, !dbg !342

for.cond.cleanup3.loopexit.unr-lcssa:             ; preds = %for.body4, %for.body4.lr.ph
  %add7.lcssa.ph = phi float [ poison, %for.body4.lr.ph ], [ %add7.7, %for.body4 ]
  %j.023.unr = phi i32 [ 0, %for.body4.lr.ph ], [ %inc.7, %for.body4 ]
  %s.122.unr = phi float [ %s.025, %for.body4.lr.ph ], [ %add7.7, %for.body4 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !338

for.body4.epil:                                   ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil
  %j.023.epil = phi i32 [ %inc.epil, %for.body4.epil ], [ %j.023.unr, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %s.122.epil = phi float [ %add7.epil, %for.body4.epil ], [ %s.122.unr, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body4.epil ], [ 0, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %add.epil = add nuw nsw i32 %j.023.epil, %mul, !dbg !343
  %mul5.epil = shl nsw i32 %add.epil, 6, !dbg !344
  %add6.epil = add nuw nsw i32 %mul5.epil, %0, !dbg !345
  %idxprom.epil = zext nneg i32 %add6.epil to i64, !dbg !346
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil, !dbg !346
  %2 = load float, ptr %arrayidx.epil, align 4, !dbg !346, !tbaa !43
  %add7.epil = fadd contract float %s.122.epil, %2, !dbg !347
  %inc.epil = add nuw nsw i32 %j.023.epil, 1, !dbg !348
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !338
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !338
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !338, !llvm.loop !349

for.cond.cleanup3:                                ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil, %for.cond1.preheader
  %s.1.lcssa = phi float [ %s.025, %for.cond1.preheader ], [ %add7.lcssa.ph, %for.cond.cleanup3.loopexit.unr-lcssa ], [ %add7.epil, %for.body4.epil ], !dbg !350
  %inc9 = add nuw nsw i32 %i.026, 1, !dbg !351
  %exitcond28.not = icmp eq i32 %inc9, %n, !dbg !336
  br i1 %exitcond28.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !337, !llvm.loop !352

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %j.023 = phi i32 [ %inc.7, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %s.122 = phi float [ %add7.7, %for.body4 ], [ %s.025, %for.body4.lr.ph ]
  %niter = phi i32 [ %niter.next.7, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %add = add nuw nsw i32 %j.023, %mul, !dbg !343
  %mul5 = shl nsw i32 %add, 6, !dbg !344
  %add6 = add nuw nsw i32 %mul5, %0, !dbg !345
  %idxprom = zext nneg i32 %add6 to i64, !dbg !346
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !346
  %3 = load float, ptr %arrayidx, align 4, !dbg !346, !tbaa !43
  %add7 = fadd contract float %s.122, %3, !dbg !347
  %inc = or disjoint i32 %j.023, 1, !dbg !348
  %add.1 = add nuw nsw i32 %inc, %mul, !dbg !343
  %mul5.1 = shl nsw i32 %add.1, 6, !dbg !344
  %add6.1 = add nuw nsw i32 %mul5.1, %0, !dbg !345
  %idxprom.1 = zext nneg i32 %add6.1 to i64, !dbg !346
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1, !dbg !346
  %4 = load float, ptr %arrayidx.1, align 4, !dbg !346, !tbaa !43
  %add7.1 = fadd contract float %add7, %4, !dbg !347
  %inc.1 = or disjoint i32 %j.023, 2, !dbg !348
  %add.2 = add nuw nsw i32 %inc.1, %mul, !dbg !343
  %mul5.2 = shl nsw i32 %add.2, 6, !dbg !344
  %add6.2 = add nuw nsw i32 %mul5.2, %0, !dbg !345
  %idxprom.2 = zext nneg i32 %add6.2 to i64, !dbg !346
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2, !dbg !346
  %5 = load float, ptr %arrayidx.2, align 4, !dbg !346, !tbaa !43
  %add7.2 = fadd contract float %add7.1, %5, !dbg !347
  %inc.2 = or disjoint i32 %j.023, 3, !dbg !348
  %add.3 = add nuw nsw i32 %inc.2, %mul, !dbg !343
  %mul5.3 = shl nsw i32 %add.3, 6, !dbg !344
  %add6.3 = add nuw nsw i32 %mul5.3, %0, !dbg !345
  %idxprom.3 = zext nneg i32 %add6.3 to i64, !dbg !346
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %idxprom.3, !dbg !346
  %6 = load float, ptr %arrayidx.3, align 4, !dbg !346, !tbaa !43
  %add7.3 = fadd contract float %add7.2, %6, !dbg !347
  %inc.3 = or disjoint i32 %j.023, 4, !dbg !348
  %add.4 = add nuw nsw i32 %inc.3, %mul, !dbg !343
  %mul5.4 = shl nsw i32 %add.4, 6, !dbg !344
  %add6.4 = add nuw nsw i32 %mul5.4, %0, !dbg !345
  %idxprom.4 = zext nneg i32 %add6.4 to i64, !dbg !346
  %arrayidx.4 = getelementptr inbounds float, ptr %a, i64 %idxprom.4, !dbg !346
  %7 = load float, ptr %arrayidx.4, align 4, !dbg !346, !tbaa !43
  %add7.4 = fadd contract float %add7.3, %7, !dbg !347
  %inc.4 = or disjoint i32 %j.023, 5, !dbg !348
  %add.5 = add nuw nsw i32 %inc.4, %mul, !dbg !343
  %mul5.5 = shl nsw i32 %add.5, 6, !dbg !344
  %add6.5 = add nuw nsw i32 %mul5.5, %0, !dbg !345
  %idxprom.5 = zext nneg i32 %add6.5 to i64, !dbg !346
  %arrayidx.5 = getelementptr inbounds float, ptr %a, i64 %idxprom.5, !dbg !346
  %8 = load float, ptr %arrayidx.5, align 4, !dbg !346, !tbaa !43
  %add7.5 = fadd contract float %add7.4, %8, !dbg !347
  %inc.5 = or disjoint i32 %j.023, 6, !dbg !348
  %add.6 = add nuw nsw i32 %inc.5, %mul, !dbg !343
  %mul5.6 = shl nsw i32 %add.6, 6, !dbg !344
  %add6.6 = add nuw nsw i32 %mul5.6, %0, !dbg !345
  %idxprom.6 = zext nneg i32 %add6.6 to i64, !dbg !346
  %arrayidx.6 = getelementptr inbounds float, ptr %a, i64 %idxprom.6, !dbg !346
  %9 = load float, ptr %arrayidx.6, align 4, !dbg !346, !tbaa !43
  %add7.6 = fadd contract float %add7.5, %9, !dbg !347
  %inc.6 = or disjoint i32 %j.023, 7, !dbg !348
  %add.7 = add nuw nsw i32 %inc.6, %mul, !dbg !343
  %mul5.7 = shl nsw i32 %add.7, 6, !dbg !344
  %add6.7 = add nuw nsw i32 %mul5.7, %0, !dbg !345
  %idxprom.7 = zext nneg i32 %add6.7 to i64, !dbg !346
  %arrayidx.7 = getelementptr inbounds float, ptr %a, i64 %idxprom.7, !dbg !346
  %10 = load float, ptr %arrayidx.7, align 4, !dbg !346, !tbaa !43
  %add7.7 = fadd contract float %add7.6, %10, !dbg !347
  %inc.7 = add nuw nsw i32 %j.023, 8, !dbg !348
  %niter.next.7 = add i32 %niter, 8, !dbg !338
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !338
  br i1 %niter.ncmp.7, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4, !dbg !338, !llvm.loop !354
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10triangularPfi(ptr nocapture noundef %a, i32 noundef %n) local_unnamed_addr #1 !dbg !355 {
entry:
  %cmp20 = icmp sgt i32 %n, 0, !dbg !356
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %cmp20, label %for.cond1.preheader, label %for.cond.cleanup, !dbg !357

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvar = phi i32 [ %indvar.next, %for.cond.cleanup3 ], [ 0, %entry ]
  %indvars.iv = phi i32 [ %indvars.iv.next, %for.cond.cleanup3 ], [ 1, %entry ]
  %s.021 = phi float [ %add5.lcssa, %for.cond.cleanup3 ], [ 0.000000e+00, %entry ]
  %xtraiter = and i32 %indvars.iv, 7, !dbg !358
  %1 = icmp ult i32 %indvar, 7, !dbg !358
  br i1 %1, label %for.cond.cleanup3.unr-lcssa, label %for.cond1.preheader.new, !dbg !358

for.cond1.preheader.new:                          ; preds = %for.cond1.preheader
  %unroll_iter = and i32 %indvars.iv, -8, !dbg !358
  br label %for.body4, !dbg !358

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add5.lcssa, %for.cond.cleanup3 ], !dbg !359
  %idxprom10 = zext nneg i32 %0 to i64, !dbg !360
  %arrayidx11 = getelementptr inbounds float, ptr %a, i64 %idxprom10, !dbg !360
  store float %s.0.lcssa, ptr %arrayidx11, align 4, !dbg !361, !tbaa !43
  ret void, !dbg !362

for.cond.cleanup3.unr-lcssa:                      ; preds = %for.body4, %for.cond1.preheader
  %add5.lcssa.ph = phi float [ poison, %for.cond1.preheader ], [ %add5.7, %for.body4 ]
  %j.019.unr = phi i32 [ 0, %for.cond1.preheader ], [ %inc.7, %for.body4 ]
  %s.118.unr = phi float [ %s.021, %for.cond1.preheader ], [ %add5.7, %for.body4 ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !358
  br i1 %lcmp.mod.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !358

for.body4.epil:                                   ; preds = %for.cond.cleanup3.unr-lcssa, %for.body4.epil
  %j.019.epil = phi i32 [ %inc.epil, %for.body4.epil ], [ %j.019.unr, %for.cond.cleanup3.unr-lcssa ]
  %s.118.epil = phi float [ %add5.epil, %for.body4.epil ], [ %s.118.unr, %for.cond.cleanup3.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body4.epil ], [ 0, %for.cond.cleanup3.unr-lcssa ]
  %mul.epil = shl nsw i32 %j.019.epil, 5, !dbg !363
  %add.epil = add nuw i32 %mul.epil, %0, !dbg !364
  %idxprom.epil = zext i32 %add.epil to i64, !dbg !365
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil, !dbg !365
  %2 = load float, ptr %arrayidx.epil, align 4, !dbg !365, !tbaa !43
  %add5.epil = fadd contract float %s.118.epil, %2, !dbg !366
  %inc.epil = add nuw nsw i32 %j.019.epil, 1, !dbg !367
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !358
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !358
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !358, !llvm.loop !368

for.cond.cleanup3:                                ; preds = %for.body4.epil, %for.cond.cleanup3.unr-lcssa
  %add5.lcssa = phi float [ %add5.lcssa.ph, %for.cond.cleanup3.unr-lcssa ], [ %add5.epil, %for.body4.epil ], !dbg !366
  %indvars.iv.next = add nuw i32 %indvars.iv, 1, !dbg !357
  %exitcond23.not = icmp eq i32 %indvars.iv, %n, !dbg !356
  %indvar.next = add i32 %indvar, 1, !dbg !357
  br i1 %exitcond23.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !357, !llvm.loop !369

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader.new
  %j.019 = phi i32 [ 0, %for.cond1.preheader.new ], [ %inc.7, %for.body4 ]
  %s.118 = phi float [ %s.021, %for.cond1.preheader.new ], [ %add5.7, %for.body4 ]
  %niter = phi i32 [ 0, %for.cond1.preheader.new ], [ %niter.next.7, %for.body4 ]
  %mul = shl nsw i32 %j.019, 5, !dbg !363
  %add = add nuw i32 %mul, %0, !dbg !364
  %idxprom = zext i32 %add to i64, !dbg !365
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom, !dbg !365
  %3 = load float, ptr %arrayidx, align 4, !dbg !365, !tbaa !43
  %add5 = fadd contract float %s.118, %3, !dbg !366
  %inc = shl i32 %j.019, 5, !dbg !363
  %mul.1 = or disjoint i32 %inc, 32, !dbg !363
  %add.1 = add nuw i32 %mul.1, %0, !dbg !364
  %idxprom.1 = zext i32 %add.1 to i64, !dbg !365
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1, !dbg !365
  %4 = load float, ptr %arrayidx.1, align 4, !dbg !365, !tbaa !43
  %add5.1 = fadd contract float %add5, %4, !dbg !366
  %inc.1 = shl i32 %j.019, 5, !dbg !363
  %mul.2 = or disjoint i32 %inc.1, 64, !dbg !363
  %add.2 = add nuw i32 %mul.2, %0, !dbg !364
  %idxprom.2 = zext i32 %add.2 to i64, !dbg !365
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2, !dbg !365
  %5 = load float, ptr %arrayidx.2, align 4, !dbg !365, !tbaa !43
  %add5.2 = fadd contract float %add5.1, %5, !dbg !366
  %inc.2 = shl i32 %j.019, 5, !dbg !363
  %mul.3 = or disjoint i32 %inc.2, 96, !dbg !363
  %add.3 = add nuw i32 %mul.3, %0, !dbg !364
  %idxprom.3 = zext i32 %add.3 to i64, !dbg !365
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %idxprom.3, !dbg !365
  %6 = load float, ptr %arrayidx.3, align 4, !dbg !365, !tbaa !43
  %add5.3 = fadd contract float %add5.2, %6, !dbg !366
  %inc.3 = shl i32 %j.019, 5, !dbg !363
  %mul.4 = or disjoint i32 %inc.3, 128, !dbg !363
  %add.4 = add nuw i32 %mul.4, %0, !dbg !364
  %idxprom.4 = zext i32 %add.4 to i64, !dbg !365
  %arrayidx.4 = getelementptr inbounds float, ptr %a, i64 %idxprom.4, !dbg !365
  %7 = load float, ptr %arrayidx.4, align 4, !dbg !365, !tbaa !43
  %add5.4 = fadd contract float %add5.3, %7, !dbg !366
  %inc.4 = shl i32 %j.019, 5, !dbg !363
  %mul.5 = or disjoint i32 %inc.4, 160, !dbg !363
  %add.5 = add nuw i32 %mul.5, %0, !dbg !364
  %idxprom.5 = zext i32 %add.5 to i64, !dbg !365
  %arrayidx.5 = getelementptr inbounds float, ptr %a, i64 %idxprom.5, !dbg !365
  %8 = load float, ptr %arrayidx.5, align 4, !dbg !365, !tbaa !43
  %add5.5 = fadd contract float %add5.4, %8, !dbg !366
  %inc.5 = shl i32 %j.019, 5, !dbg !363
  %mul.6 = or disjoint i32 %inc.5, 192, !dbg !363
  %add.6 = add nuw i32 %mul.6, %0, !dbg !364
  %idxprom.6 = zext i32 %add.6 to i64, !dbg !365
  %arrayidx.6 = getelementptr inbounds float, ptr %a, i64 %idxprom.6, !dbg !365
  %9 = load float, ptr %arrayidx.6, align 4, !dbg !365, !tbaa !43
  %add5.6 = fadd contract float %add5.5, %9, !dbg !366
  %inc.6 = shl i32 %j.019, 5, !dbg !363
  %mul.7 = or disjoint i32 %inc.6, 224, !dbg !363
  %add.7 = add nuw i32 %mul.7, %0, !dbg !364
  %idxprom.7 = zext i32 %add.7 to i64, !dbg !365
  %arrayidx.7 = getelementptr inbounds float, ptr %a, i64 %idxprom.7, !dbg !365
  %10 = load float, ptr %arrayidx.7, align 4, !dbg !365, !tbaa !43
  %add5.7 = fadd contract float %add5.6, %10, !dbg !366
  %inc.7 = add nuw nsw i32 %j.019, 8, !dbg !367
  %niter.next.7 = add i32 %niter, 8, !dbg !358
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !358
  br i1 %niter.ncmp.7, label %for.cond.cleanup3.unr-lcssa, label %for.body4, !dbg !358, !llvm.loop !371
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9dynSharedPf(ptr nocapture noundef writeonly %out) local_unnamed_addr #2 !dbg !372 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !373
  %conv = uitofp nneg i32 %0 to float, !dbg !375
  %idxprom = zext nneg i32 %0 to i64, !dbg !376
  %arrayidx = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %idxprom, !dbg !376
  store float %conv, ptr %arrayidx, align 4, !dbg !377, !tbaa !43
  tail call void @llvm.nvvm.barrier0(), !dbg !378
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !379
  %2 = xor i32 %0, -1, !dbg !381
  %sub4 = add nsw i32 %1, %2, !dbg !381
  %idxprom5 = zext i32 %sub4 to i64, !dbg !382
  %arrayidx6 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %idxprom5, !dbg !382
  %3 = load float, ptr %arrayidx6, align 4, !dbg !382, !tbaa !43
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !383
  store float %3, ptr %arrayidx9, align 4, !dbg !384, !tbaa !43
  ret void, !dbg !385
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z5chasePKiPi(ptr nocapture noundef readonly %next, ptr nocapture noundef writeonly %out) local_unnamed_addr #1 !dbg !386 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !387
  br label %while.body, !dbg !389

while.body:                                       ; preds = %entry, %while.body
  %steps.07 = phi i32 [ 0, %entry ], [ %inc, %while.body ]
  %i.06 = phi i32 [ %0, %entry ], [ %1, %while.body ]
  %idxprom = zext nneg i32 %i.06 to i64, !dbg !390
  %arrayidx = getelementptr inbounds i32, ptr %next, i64 %idxprom, !dbg !390
  %1 = load i32, ptr %arrayidx, align 4, !dbg !390, !tbaa !216
  %inc = add nuw nsw i32 %steps.07, 1, !dbg !391
  %cmp = icmp sgt i32 %1, -1, !dbg !392
  br i1 %cmp, label %while.body, label %while.end, !dbg !389, !llvm.loop !393

while.end:                                        ; preds = %while.body
  %idxprom2 = zext nneg i32 %0 to i64, !dbg !395
  %arrayidx3 = getelementptr inbounds i32, ptr %out, i64 %idxprom2, !dbg !395
  store i32 %inc, ptr %arrayidx3, align 4, !dbg !396, !tbaa !216
  ret void, !dbg !397
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9scanStepsPf(ptr nocapture noundef %x) local_unnamed_addr #2 !dbg !398 {
entry:
  %0 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cmp11 = icmp ugt i32 %0, 1, !dbg !399
  br i1 %cmp11, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !400

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom5 = zext nneg i32 %1 to i64
  %arrayidx6 = getelementptr inbounds float, ptr %x, i64 %idxprom5
  br label %for.body, !dbg !400

for.cond.cleanup:                                 ; preds = %cond.end, %entry
  ret void, !dbg !401

for.body:                                         ; preds = %for.body.lr.ph, %cond.end
  %s.012 = phi i32 [ 1, %for.body.lr.ph ], [ %mul, %cond.end ]
  %cmp2.not = icmp ult i32 %1, %s.012, !dbg !402
  br i1 %cmp2.not, label %cond.end, label %cond.true, !dbg !403

cond.true:                                        ; preds = %for.body
  %sub = sub nsw i32 %1, %s.012
  %idxprom = zext i32 %sub to i64
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !dbg !404, !tbaa !43
  br label %cond.end, !dbg !403

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi contract float [ %2, %cond.true ], [ 0.000000e+00, %for.body ], !dbg !403
  tail call void @llvm.nvvm.barrier0(), !dbg !405
  %3 = load float, ptr %arrayidx6, align 4, !dbg !406, !tbaa !43
  %add = fadd contract float %cond, %3, !dbg !406
  store float %add, ptr %arrayidx6, align 4, !dbg !406, !tbaa !43
  tail call void @llvm.nvvm.barrier0(), !dbg !407
  %mul = shl nuw nsw i32 %s.012, 1, !dbg !408
  %cmp = icmp ult i32 %mul, %0, !dbg !399
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !400, !llvm.loop !409
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
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18}
!llvm.module.flags = !{!19, !20, !21, !22, !23}
!llvm.ident = !{!24}

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
!19 = !{i32 7, !"Dwarf Version", i32 2}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 3, type: !26, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = !DISubroutineType(types: !27)
!27 = !{}
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !31)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !30, file: !30, line: 66, type: !26, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!31 = distinct !DILocation(line: 4, column: 11, scope: !25)
!32 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !30, file: !30, line: 79, type: !26, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 4, column: 24, scope: !25)
!35 = !DILocation(line: 4, column: 22, scope: !25)
!36 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !30, file: !30, line: 53, type: !26, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 4, column: 37, scope: !25)
!39 = !DILocation(line: 4, column: 35, scope: !25)
!40 = !DILocation(line: 5, column: 9, scope: !25)
!41 = !DILocation(line: 5, column: 7, scope: !25)
!42 = !DILocation(line: 6, column: 16, scope: !25)
!43 = !{!44, !44, i64 0}
!44 = !{!"float", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C++ TBAA"}
!47 = !DILocation(line: 6, column: 14, scope: !25)
!48 = !DILocation(line: 6, column: 23, scope: !25)
!49 = !DILocation(line: 6, column: 21, scope: !25)
!50 = !DILocation(line: 6, column: 10, scope: !25)
!51 = !DILocation(line: 6, column: 5, scope: !25)
!52 = !DILocation(line: 7, column: 1, scope: !25)
!53 = distinct !DISubprogram(name: "matmulNaive", scope: !1, file: !1, line: 9, type: !26, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 67, column: 3, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !30, file: !30, line: 67, type: !26, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 10, column: 11, scope: !53)
!57 = !DILocation(line: 80, column: 3, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !30, file: !30, line: 80, type: !26, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = distinct !DILocation(line: 10, column: 24, scope: !53)
!60 = !DILocation(line: 10, column: 22, scope: !53)
!61 = !DILocation(line: 54, column: 3, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !30, file: !30, line: 54, type: !26, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = distinct !DILocation(line: 10, column: 37, scope: !53)
!64 = !DILocation(line: 10, column: 35, scope: !53)
!65 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !66)
!66 = distinct !DILocation(line: 11, column: 11, scope: !53)
!67 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !68)
!68 = distinct !DILocation(line: 11, column: 24, scope: !53)
!69 = !DILocation(line: 11, column: 22, scope: !53)
!70 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !71)
!71 = distinct !DILocation(line: 11, column: 37, scope: !53)
!72 = !DILocation(line: 11, column: 35, scope: !53)
!73 = !DILocation(line: 12, column: 9, scope: !53)
!74 = !DILocation(line: 12, column: 17, scope: !53)
!75 = !DILocation(line: 14, column: 5, scope: !53)
!76 = !DILocation(line: 15, column: 26, scope: !53)
!77 = !DILocation(line: 15, column: 14, scope: !53)
!78 = !DILocation(line: 15, column: 37, scope: !53)
!79 = !DILocation(line: 15, column: 45, scope: !53)
!80 = !DILocation(line: 15, column: 33, scope: !53)
!81 = !DILocation(line: 15, column: 31, scope: !53)
!82 = !DILocation(line: 15, column: 11, scope: !53)
!83 = !DILocation(line: 14, column: 32, scope: !53)
!84 = distinct !{!84, !85}
!85 = !{!"llvm.loop.unroll.disable"}
!86 = !DILocation(line: 16, column: 17, scope: !53)
!87 = !DILocation(line: 16, column: 5, scope: !53)
!88 = !DILocation(line: 16, column: 22, scope: !53)
!89 = !DILocation(line: 17, column: 3, scope: !53)
!90 = distinct !{!90, !75, !91, !92}
!91 = !DILocation(line: 15, column: 48, scope: !53)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 18, column: 1, scope: !53)
!94 = distinct !DISubprogram(name: "matmulTiled", scope: !1, file: !1, line: 21, type: !26, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!95 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !96)
!96 = distinct !DILocation(line: 24, column: 12, scope: !94)
!97 = !DILocation(line: 67, column: 3, scope: !55, inlinedAt: !98)
!98 = distinct !DILocation(line: 24, column: 29, scope: !94)
!99 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !100)
!100 = distinct !DILocation(line: 24, column: 46, scope: !94)
!101 = !DILocation(line: 54, column: 3, scope: !62, inlinedAt: !102)
!102 = distinct !DILocation(line: 24, column: 64, scope: !94)
!103 = !DILocation(line: 25, column: 16, scope: !94)
!104 = !DILocation(line: 25, column: 23, scope: !94)
!105 = !DILocation(line: 26, column: 16, scope: !94)
!106 = !DILocation(line: 26, column: 23, scope: !94)
!107 = !DILocation(line: 28, column: 23, scope: !94)
!108 = !DILocation(line: 28, column: 3, scope: !94)
!109 = !DILocation(line: 33, column: 17, scope: !94)
!110 = !DILocation(line: 27, column: 9, scope: !94)
!111 = !DILocation(line: 36, column: 17, scope: !94)
!112 = !DILocation(line: 36, column: 3, scope: !94)
!113 = !DILocation(line: 36, column: 24, scope: !94)
!114 = !DILocation(line: 37, column: 1, scope: !94)
!115 = !DILocation(line: 29, column: 38, scope: !94)
!116 = !DILocation(line: 29, column: 45, scope: !94)
!117 = !DILocation(line: 29, column: 19, scope: !94)
!118 = !DILocation(line: 29, column: 17, scope: !94)
!119 = !DILocation(line: 30, column: 32, scope: !94)
!120 = !DILocation(line: 30, column: 38, scope: !94)
!121 = !DILocation(line: 30, column: 46, scope: !94)
!122 = !DILocation(line: 30, column: 19, scope: !94)
!123 = !DILocation(line: 30, column: 17, scope: !94)
!124 = !DILocation(line: 31, column: 5, scope: !94)
!125 = !DILocation(line: 33, column: 30, scope: !94)
!126 = !DILocation(line: 33, column: 28, scope: !94)
!127 = !DILocation(line: 33, column: 14, scope: !94)
!128 = !DILocation(line: 34, column: 5, scope: !94)
!129 = !DILocation(line: 28, column: 39, scope: !94)
!130 = distinct !{!130, !108, !131, !92}
!131 = !DILocation(line: 35, column: 3, scope: !94)
!132 = distinct !DISubprogram(name: "stridedCopy", scope: !1, file: !1, line: 39, type: !26, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!133 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !134)
!134 = distinct !DILocation(line: 40, column: 11, scope: !132)
!135 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !136)
!136 = distinct !DILocation(line: 40, column: 24, scope: !132)
!137 = !DILocation(line: 40, column: 22, scope: !132)
!138 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !139)
!139 = distinct !DILocation(line: 40, column: 37, scope: !132)
!140 = !DILocation(line: 40, column: 35, scope: !132)
!141 = !DILocation(line: 41, column: 17, scope: !132)
!142 = !DILocation(line: 41, column: 12, scope: !132)
!143 = !DILocation(line: 41, column: 3, scope: !132)
!144 = !DILocation(line: 41, column: 10, scope: !132)
!145 = !DILocation(line: 42, column: 1, scope: !132)
!146 = distinct !DISubprogram(name: "offsetCopy", scope: !1, file: !1, line: 44, type: !26, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!147 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !148)
!148 = distinct !DILocation(line: 45, column: 11, scope: !146)
!149 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !150)
!150 = distinct !DILocation(line: 45, column: 24, scope: !146)
!151 = !DILocation(line: 45, column: 22, scope: !146)
!152 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !153)
!153 = distinct !DILocation(line: 45, column: 37, scope: !146)
!154 = !DILocation(line: 45, column: 35, scope: !146)
!155 = !DILocation(line: 45, column: 49, scope: !146)
!156 = !DILocation(line: 46, column: 12, scope: !146)
!157 = !DILocation(line: 46, column: 3, scope: !146)
!158 = !DILocation(line: 46, column: 10, scope: !146)
!159 = !DILocation(line: 47, column: 1, scope: !146)
!160 = distinct !DISubprogram(name: "gridStride", scope: !1, file: !1, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!161 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !162)
!162 = distinct !DILocation(line: 50, column: 16, scope: !160)
!163 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !164)
!164 = distinct !DILocation(line: 50, column: 29, scope: !160)
!165 = !DILocation(line: 50, column: 27, scope: !160)
!166 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !167)
!167 = distinct !DILocation(line: 50, column: 42, scope: !160)
!168 = !DILocation(line: 50, column: 40, scope: !160)
!169 = !DILocation(line: 50, column: 57, scope: !160)
!170 = !DILocation(line: 50, column: 3, scope: !160)
!171 = !DILocation(line: 52, column: 1, scope: !160)
!172 = !DILocation(line: 51, column: 19, scope: !160)
!173 = !DILocation(line: 51, column: 17, scope: !160)
!174 = !DILocation(line: 51, column: 5, scope: !160)
!175 = !DILocation(line: 51, column: 10, scope: !160)
!176 = !DILocation(line: 50, column: 64, scope: !160)
!177 = distinct !{!177, !170, !178, !92}
!178 = !DILocation(line: 51, column: 22, scope: !160)
!179 = distinct !DISubprogram(name: "dataBranch", scope: !1, file: !1, line: 54, type: !26, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!180 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !181)
!181 = distinct !DILocation(line: 55, column: 11, scope: !179)
!182 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !183)
!183 = distinct !DILocation(line: 55, column: 24, scope: !179)
!184 = !DILocation(line: 55, column: 22, scope: !179)
!185 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !186)
!186 = distinct !DILocation(line: 55, column: 37, scope: !179)
!187 = !DILocation(line: 55, column: 35, scope: !179)
!188 = !DILocation(line: 56, column: 9, scope: !179)
!189 = !DILocation(line: 56, column: 7, scope: !179)
!190 = !DILocation(line: 57, column: 13, scope: !179)
!191 = !DILocation(line: 58, column: 9, scope: !179)
!192 = !DILocation(line: 58, column: 7, scope: !179)
!193 = !DILocation(line: 19, column: 48, scope: !194, inlinedAt: !196)
!194 = distinct !DISubprogram(name: "expf", scope: !195, file: !195, line: 19, type: !26, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!195 = !DIFile(filename: "./kc_test_device.h", directory: "/work/main/tests/analyzer/inputs")
!196 = distinct !DILocation(line: 59, column: 9, scope: !179)
!197 = !DILocation(line: 59, column: 17, scope: !179)
!198 = !DILocation(line: 59, column: 24, scope: !179)
!199 = !DILocation(line: 59, column: 5, scope: !179)
!200 = !DILocation(line: 0, scope: !179)
!201 = !DILocation(line: 60, column: 3, scope: !179)
!202 = !DILocation(line: 60, column: 8, scope: !179)
!203 = !DILocation(line: 61, column: 1, scope: !179)
!204 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 63, type: !26, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!205 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !206)
!206 = distinct !DILocation(line: 64, column: 11, scope: !204)
!207 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !208)
!208 = distinct !DILocation(line: 64, column: 24, scope: !204)
!209 = !DILocation(line: 64, column: 22, scope: !204)
!210 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !211)
!211 = distinct !DILocation(line: 64, column: 37, scope: !204)
!212 = !DILocation(line: 64, column: 35, scope: !204)
!213 = !DILocation(line: 65, column: 9, scope: !204)
!214 = !DILocation(line: 65, column: 7, scope: !204)
!215 = !DILocation(line: 66, column: 21, scope: !204)
!216 = !{!217, !217, i64 0}
!217 = !{!"int", !45, i64 0}
!218 = !DILocation(line: 66, column: 29, scope: !204)
!219 = !DILocation(line: 66, column: 16, scope: !204)
!220 = !DILocation(line: 12, column: 57, scope: !221, inlinedAt: !222)
!221 = distinct !DISubprogram(name: "atomicAdd", scope: !195, file: !195, line: 12, type: !26, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!222 = distinct !DILocation(line: 66, column: 5, scope: !204)
!223 = !DILocation(line: 66, column: 5, scope: !204)
!224 = !DILocation(line: 67, column: 1, scope: !204)
!225 = distinct !DISubprogram(name: "reduce", scope: !1, file: !1, line: 69, type: !26, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!226 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !227)
!227 = distinct !DILocation(line: 71, column: 18, scope: !225)
!228 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !229)
!229 = distinct !DILocation(line: 72, column: 16, scope: !225)
!230 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !231)
!231 = distinct !DILocation(line: 72, column: 29, scope: !225)
!232 = !DILocation(line: 72, column: 27, scope: !225)
!233 = !DILocation(line: 72, column: 40, scope: !225)
!234 = !DILocation(line: 73, column: 18, scope: !225)
!235 = !DILocation(line: 73, column: 16, scope: !225)
!236 = !DILocation(line: 73, column: 24, scope: !225)
!237 = !DILocation(line: 73, column: 3, scope: !225)
!238 = !DILocation(line: 73, column: 14, scope: !225)
!239 = !DILocation(line: 74, column: 3, scope: !225)
!240 = !DILocation(line: 75, column: 39, scope: !225)
!241 = !DILocation(line: 75, column: 3, scope: !225)
!242 = !DILocation(line: 80, column: 11, scope: !225)
!243 = !DILocation(line: 80, column: 7, scope: !225)
!244 = !DILocation(line: 75, scope: !225)
!245 = !DILocation(line: 76, column: 13, scope: !225)
!246 = !DILocation(line: 76, column: 9, scope: !225)
!247 = !DILocation(line: 77, column: 21, scope: !225)
!248 = !DILocation(line: 77, column: 18, scope: !225)
!249 = !DILocation(line: 77, column: 7, scope: !225)
!250 = !DILocation(line: 78, column: 5, scope: !225)
!251 = distinct !{!251, !241, !252, !92}
!252 = !DILocation(line: 79, column: 3, scope: !225)
!253 = !DILocation(line: 81, column: 23, scope: !225)
!254 = !DILocation(line: 81, column: 21, scope: !225)
!255 = !DILocation(line: 81, column: 5, scope: !225)
!256 = !DILocation(line: 82, column: 1, scope: !225)
!257 = distinct !DISubprogram(name: "transposeNaive", scope: !1, file: !1, line: 84, type: !26, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!258 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !259)
!259 = distinct !DILocation(line: 85, column: 11, scope: !257)
!260 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !261)
!261 = distinct !DILocation(line: 85, column: 24, scope: !257)
!262 = !DILocation(line: 85, column: 22, scope: !257)
!263 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !264)
!264 = distinct !DILocation(line: 85, column: 37, scope: !257)
!265 = !DILocation(line: 85, column: 35, scope: !257)
!266 = !DILocation(line: 67, column: 3, scope: !55, inlinedAt: !267)
!267 = distinct !DILocation(line: 86, column: 11, scope: !257)
!268 = !DILocation(line: 80, column: 3, scope: !58, inlinedAt: !269)
!269 = distinct !DILocation(line: 86, column: 24, scope: !257)
!270 = !DILocation(line: 86, column: 22, scope: !257)
!271 = !DILocation(line: 54, column: 3, scope: !62, inlinedAt: !272)
!272 = distinct !DILocation(line: 86, column: 37, scope: !257)
!273 = !DILocation(line: 86, column: 35, scope: !257)
!274 = !DILocation(line: 87, column: 9, scope: !257)
!275 = !DILocation(line: 87, column: 13, scope: !257)
!276 = !DILocation(line: 88, column: 27, scope: !257)
!277 = !DILocation(line: 88, column: 31, scope: !257)
!278 = !DILocation(line: 88, column: 22, scope: !257)
!279 = !DILocation(line: 88, column: 11, scope: !257)
!280 = !DILocation(line: 88, column: 15, scope: !257)
!281 = !DILocation(line: 88, column: 5, scope: !257)
!282 = !DILocation(line: 88, column: 20, scope: !257)
!283 = !DILocation(line: 89, column: 1, scope: !257)
!284 = distinct !DISubprogram(name: "transposeTiled", scope: !1, file: !1, line: 91, type: !26, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!285 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !286)
!286 = distinct !DILocation(line: 93, column: 11, scope: !284)
!287 = !DILocation(line: 93, column: 22, scope: !284)
!288 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !289)
!289 = distinct !DILocation(line: 93, column: 29, scope: !284)
!290 = !DILocation(line: 93, column: 27, scope: !284)
!291 = !DILocation(line: 67, column: 3, scope: !55, inlinedAt: !292)
!292 = distinct !DILocation(line: 94, column: 11, scope: !284)
!293 = !DILocation(line: 94, column: 22, scope: !284)
!294 = !DILocation(line: 54, column: 3, scope: !62, inlinedAt: !295)
!295 = distinct !DILocation(line: 94, column: 29, scope: !284)
!296 = !DILocation(line: 94, column: 27, scope: !284)
!297 = !DILocation(line: 95, column: 9, scope: !284)
!298 = !DILocation(line: 95, column: 13, scope: !284)
!299 = !DILocation(line: 96, column: 38, scope: !284)
!300 = !DILocation(line: 96, column: 36, scope: !284)
!301 = !DILocation(line: 96, column: 5, scope: !284)
!302 = !DILocation(line: 97, column: 3, scope: !284)
!303 = !DILocation(line: 98, column: 23, scope: !284)
!304 = !DILocation(line: 99, column: 23, scope: !284)
!305 = !DILocation(line: 100, column: 9, scope: !284)
!306 = !DILocation(line: 100, column: 13, scope: !284)
!307 = !DILocation(line: 101, column: 22, scope: !284)
!308 = !DILocation(line: 101, column: 20, scope: !284)
!309 = !DILocation(line: 101, column: 5, scope: !284)
!310 = !DILocation(line: 102, column: 1, scope: !284)
!311 = distinct !DISubprogram(name: "fp64Poly", scope: !1, file: !1, line: 104, type: !26, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!312 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !313)
!313 = distinct !DILocation(line: 105, column: 11, scope: !311)
!314 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !315)
!315 = distinct !DILocation(line: 105, column: 24, scope: !311)
!316 = !DILocation(line: 105, column: 22, scope: !311)
!317 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !318)
!318 = distinct !DILocation(line: 105, column: 37, scope: !311)
!319 = !DILocation(line: 105, column: 35, scope: !311)
!320 = !DILocation(line: 106, column: 9, scope: !311)
!321 = !DILocation(line: 106, column: 7, scope: !311)
!322 = !DILocation(line: 107, column: 16, scope: !311)
!323 = !{!324, !324, i64 0}
!324 = !{!"double", !45, i64 0}
!325 = !DILocation(line: 108, column: 12, scope: !311)
!326 = !DILocation(line: 108, column: 35, scope: !311)
!327 = !DILocation(line: 108, column: 39, scope: !311)
!328 = !DILocation(line: 108, column: 30, scope: !311)
!329 = !DILocation(line: 108, column: 5, scope: !311)
!330 = !DILocation(line: 108, column: 10, scope: !311)
!331 = !DILocation(line: 109, column: 3, scope: !311)
!332 = !DILocation(line: 110, column: 1, scope: !311)
!333 = distinct !DISubprogram(name: "nestedLoops", scope: !1, file: !1, line: 112, type: !26, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!334 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !335)
!335 = distinct !DILocation(line: 113, column: 11, scope: !333)
!336 = !DILocation(line: 115, column: 21, scope: !333)
!337 = !DILocation(line: 115, column: 3, scope: !333)
!338 = !DILocation(line: 116, column: 5, scope: !333)
!339 = !DILocation(line: 114, column: 9, scope: !333)
!340 = !DILocation(line: 118, column: 3, scope: !333)
!341 = !DILocation(line: 118, column: 8, scope: !333)
!342 = !DILocation(line: 119, column: 1, scope: !333)
!343 = !DILocation(line: 117, column: 21, scope: !333)
!344 = !DILocation(line: 117, column: 26, scope: !333)
!345 = !DILocation(line: 117, column: 31, scope: !333)
!346 = !DILocation(line: 117, column: 12, scope: !333)
!347 = !DILocation(line: 117, column: 9, scope: !333)
!348 = !DILocation(line: 116, column: 28, scope: !333)
!349 = distinct !{!349, !85}
!350 = !DILocation(line: 0, scope: !333)
!351 = !DILocation(line: 115, column: 26, scope: !333)
!352 = distinct !{!352, !337, !353, !92}
!353 = !DILocation(line: 117, column: 34, scope: !333)
!354 = distinct !{!354, !338, !353, !92}
!355 = distinct !DISubprogram(name: "triangular", scope: !1, file: !1, line: 121, type: !26, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!356 = !DILocation(line: 123, column: 21, scope: !355)
!357 = !DILocation(line: 123, column: 3, scope: !355)
!358 = !DILocation(line: 124, column: 5, scope: !355)
!359 = !DILocation(line: 122, column: 9, scope: !355)
!360 = !DILocation(line: 126, column: 3, scope: !355)
!361 = !DILocation(line: 126, column: 18, scope: !355)
!362 = !DILocation(line: 127, column: 1, scope: !355)
!363 = !DILocation(line: 125, column: 16, scope: !355)
!364 = !DILocation(line: 125, column: 21, scope: !355)
!365 = !DILocation(line: 125, column: 12, scope: !355)
!366 = !DILocation(line: 125, column: 9, scope: !355)
!367 = !DILocation(line: 124, column: 29, scope: !355)
!368 = distinct !{!368, !85}
!369 = distinct !{!369, !357, !370, !92}
!370 = !DILocation(line: 125, column: 34, scope: !355)
!371 = distinct !{!371, !358, !370, !92}
!372 = distinct !DISubprogram(name: "dynShared", scope: !1, file: !1, line: 130, type: !26, scopeLine: 130, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!373 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !374)
!374 = distinct !DILocation(line: 131, column: 22, scope: !372)
!375 = !DILocation(line: 131, column: 22, scope: !372)
!376 = !DILocation(line: 131, column: 3, scope: !372)
!377 = !DILocation(line: 131, column: 20, scope: !372)
!378 = !DILocation(line: 132, column: 3, scope: !372)
!379 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !380)
!380 = distinct !DILocation(line: 133, column: 26, scope: !372)
!381 = !DILocation(line: 133, column: 41, scope: !372)
!382 = !DILocation(line: 133, column: 22, scope: !372)
!383 = !DILocation(line: 133, column: 3, scope: !372)
!384 = !DILocation(line: 133, column: 20, scope: !372)
!385 = !DILocation(line: 134, column: 1, scope: !372)
!386 = distinct !DISubprogram(name: "chase", scope: !1, file: !1, line: 137, type: !26, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!387 = !DILocation(line: 53, column: 3, scope: !37, inlinedAt: !388)
!388 = distinct !DILocation(line: 138, column: 11, scope: !386)
!389 = !DILocation(line: 139, column: 3, scope: !386)
!390 = !DILocation(line: 140, column: 9, scope: !386)
!391 = !DILocation(line: 141, column: 5, scope: !386)
!392 = !DILocation(line: 139, column: 12, scope: !386)
!393 = distinct !{!393, !389, !394, !92}
!394 = !DILocation(line: 142, column: 3, scope: !386)
!395 = !DILocation(line: 143, column: 3, scope: !386)
!396 = !DILocation(line: 143, column: 20, scope: !386)
!397 = !DILocation(line: 144, column: 1, scope: !386)
!398 = distinct !DISubprogram(name: "scanSteps", scope: !1, file: !1, line: 147, type: !26, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!399 = !DILocation(line: 148, column: 26, scope: !398)
!400 = !DILocation(line: 148, column: 3, scope: !398)
!401 = !DILocation(line: 154, column: 1, scope: !398)
!402 = !DILocation(line: 149, column: 27, scope: !398)
!403 = !DILocation(line: 149, column: 15, scope: !398)
!404 = !DILocation(line: 149, column: 34, scope: !398)
!405 = !DILocation(line: 150, column: 5, scope: !398)
!406 = !DILocation(line: 151, column: 20, scope: !398)
!407 = !DILocation(line: 152, column: 5, scope: !398)
!408 = !DILocation(line: 148, column: 42, scope: !398)
!409 = distinct !{!409, !400, !410, !92}
!410 = !DILocation(line: 153, column: 3, scope: !398)
