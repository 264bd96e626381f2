; Generated from tests/analyzer/inputs/kernels.cu (run in that folder):
; clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fno-discard-value-names -Wno-unknown-cuda-version -S -emit-llvm kernels.cu -o -
; ModuleID = 'kernels.cu'
source_filename = "kernels.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11matmulTiledPKfS0_PfiE3Mds = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11matmulTiledPKfS0_PfiE3Nds = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ6reducePKfPfiE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ14transposeTiledPfPKfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5saxpyifPKfPf(i32 noundef %n, float noundef %a, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %y) local_unnamed_addr #0 !dbg !12 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %mul = mul i32 %0, %1, !dbg !22
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %add = add i32 %mul, %2, !dbg !26
  %cmp = icmp slt i32 %add, %n, !dbg !27
  br i1 %cmp, label %if.then, label %if.end, !dbg !27

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !28
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !28
  %3 = load float, ptr %arrayidx, align 4, !dbg !28, !tbaa !29
  %mul3 = fmul contract float %a, %3, !dbg !31
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !32
  %4 = load float, ptr %arrayidx5, align 4, !dbg !32, !tbaa !29
  %add6 = fadd contract float %mul3, %4, !dbg !33
  store float %add6, ptr %arrayidx5, align 4, !dbg !34, !tbaa !29
  br label %if.end, !dbg !35

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !36
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11matmulNaivePKfS0_Pfi(ptr noundef readonly captures(none) %M, ptr noundef readonly captures(none) %N, ptr noundef writeonly captures(none) %P, i32 noundef %Width) local_unnamed_addr #1 !dbg !37 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !38
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !41
  %mul = mul nuw nsw i32 %0, %1, !dbg !44
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !45
  %add = add nuw nsw i32 %mul, %2, !dbg !48
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !49
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !51
  %mul5 = mul i32 %3, %4, !dbg !53
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %add7 = add i32 %mul5, %5, !dbg !56
  %cmp = icmp slt i32 %add, %Width, !dbg !57
  %cmp8 = icmp slt i32 %add7, %Width
  %or.cond = and i1 %cmp, %cmp8, !dbg !58
  br i1 %or.cond, label %for.body.lr.ph, label %if.end, !dbg !58

for.body.lr.ph:                                   ; preds = %entry
  %mul10 = mul nsw i32 %Width, %add
  %6 = add i32 %Width, -1, !dbg !59
  %xtraiter = and i32 %Width, 3, !dbg !59
  %7 = icmp ult i32 %6, 3, !dbg !59
  br i1 %7, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !59

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %Width, -4, !dbg !59
  br label %for.body, !dbg !59

for.cond.cleanup.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !59
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !59

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.unr-lcssa, %for.body.lr.ph
  %k.037.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.cond.cleanup.unr-lcssa ]
  %Sum.036.epil.init = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add17.3, %for.cond.cleanup.unr-lcssa ]
  %lcmp.mod39 = icmp ne i32 %xtraiter, 0, !dbg !59
  tail call void @llvm.assume(i1 %lcmp.mod39), !dbg !59
  br label %for.body.epil, !dbg !59

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %k.037.epil = phi i32 [ %k.037.epil.init, %for.body.epil.preheader ], [ %inc.epil, %for.body.epil ]
  %Sum.036.epil = phi float [ %Sum.036.epil.init, %for.body.epil.preheader ], [ %add17.epil, %for.body.epil ]
  %epil.iter = phi i32 [ 0, %for.body.epil.preheader ], [ %epil.iter.next, %for.body.epil ]
  %add11.epil = add nuw nsw i32 %k.037.epil, %mul10, !dbg !60
  %idxprom.epil = zext nneg i32 %add11.epil to i64, !dbg !61
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %M, i64 %idxprom.epil, !dbg !61
  %8 = load float, ptr %arrayidx.epil, align 4, !dbg !61, !tbaa !29
  %mul12.epil = mul nuw nsw i32 %k.037.epil, %Width, !dbg !62
  %add13.epil = add nsw i32 %mul12.epil, %add7, !dbg !63
  %idxprom14.epil = sext i32 %add13.epil to i64, !dbg !64
  %arrayidx15.epil = getelementptr inbounds float, ptr %N, i64 %idxprom14.epil, !dbg !64
  %9 = load float, ptr %arrayidx15.epil, align 4, !dbg !64, !tbaa !29
  %mul16.epil = fmul contract float %8, %9, !dbg !65
  %add17.epil = fadd contract float %Sum.036.epil, %mul16.epil, !dbg !66
  %inc.epil = add nuw nsw i32 %k.037.epil, 1, !dbg !67
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !59
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !59
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !59, !llvm.loop !68

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.unr-lcssa
  %add17.lcssa = phi float [ %add17.3, %for.cond.cleanup.unr-lcssa ], [ %add17.epil, %for.body.epil ], !dbg !66
  %add19 = add nsw i32 %mul10, %add7, !dbg !70
  %idxprom20 = sext i32 %add19 to i64, !dbg !71
  %arrayidx21 = getelementptr inbounds float, ptr %P, i64 %idxprom20, !dbg !71
  store float %add17.lcssa, ptr %arrayidx21, align 4, !dbg !72, !tbaa !29
  br label %if.end, !dbg !73

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.037 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %Sum.036 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add17.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add11 = add nuw nsw i32 %k.037, %mul10, !dbg !60
  %idxprom = zext nneg i32 %add11 to i64, !dbg !61
  %arrayidx = getelementptr inbounds nuw float, ptr %M, i64 %idxprom, !dbg !61
  %10 = load float, ptr %arrayidx, align 4, !dbg !61, !tbaa !29
  %mul12 = mul nuw nsw i32 %k.037, %Width, !dbg !62
  %add13 = add nsw i32 %mul12, %add7, !dbg !63
  %idxprom14 = sext i32 %add13 to i64, !dbg !64
  %arrayidx15 = getelementptr inbounds float, ptr %N, i64 %idxprom14, !dbg !64
  %11 = load float, ptr %arrayidx15, align 4, !dbg !64, !tbaa !29
  %mul16 = fmul contract float %10, %11, !dbg !65
  %add17 = fadd contract float %Sum.036, %mul16, !dbg !66
  %inc = or disjoint i32 %k.037, 1, !dbg !67
  %add11.1 = add nuw nsw i32 %inc, %mul10, !dbg !60
  %idxprom.1 = zext nneg i32 %add11.1 to i64, !dbg !61
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %M, i64 %idxprom.1, !dbg !61
  %12 = load float, ptr %arrayidx.1, align 4, !dbg !61, !tbaa !29
  %mul12.1 = mul nuw nsw i32 %inc, %Width, !dbg !62
  %add13.1 = add nsw i32 %mul12.1, %add7, !dbg !63
  %idxprom14.1 = sext i32 %add13.1 to i64, !dbg !64
  %arrayidx15.1 = getelementptr inbounds float, ptr %N, i64 %idxprom14.1, !dbg !64
  %13 = load float, ptr %arrayidx15.1, align 4, !dbg !64, !tbaa !29
  %mul16.1 = fmul contract float %12, %13, !dbg !65
  %add17.1 = fadd contract float %add17, %mul16.1, !dbg !66
  %inc.1 = or disjoint i32 %k.037, 2, !dbg !67
  %add11.2 = add nuw nsw i32 %inc.1, %mul10, !dbg !60
  %idxprom.2 = zext nneg i32 %add11.2 to i64, !dbg !61
  %arrayidx.2 = getelementptr inbounds nuw float, ptr %M, i64 %idxprom.2, !dbg !61
  %14 = load float, ptr %arrayidx.2, align 4, !dbg !61, !tbaa !29
  %mul12.2 = mul nuw nsw i32 %inc.1, %Width, !dbg !62
  %add13.2 = add nsw i32 %mul12.2, %add7, !dbg !63
  %idxprom14.2 = sext i32 %add13.2 to i64, !dbg !64
  %arrayidx15.2 = getelementptr inbounds float, ptr %N, i64 %idxprom14.2, !dbg !64
  %15 = load float, ptr %arrayidx15.2, align 4, !dbg !64, !tbaa !29
  %mul16.2 = fmul contract float %14, %15, !dbg !65
  %add17.2 = fadd contract float %add17.1, %mul16.2, !dbg !66
  %inc.2 = or disjoint i32 %k.037, 3, !dbg !67
  %add11.3 = add nuw nsw i32 %inc.2, %mul10, !dbg !60
  %idxprom.3 = zext nneg i32 %add11.3 to i64, !dbg !61
  %arrayidx.3 = getelementptr inbounds nuw float, ptr %M, i64 %idxprom.3, !dbg !61
  %16 = load float, ptr %arrayidx.3, align 4, !dbg !61, !tbaa !29
  %mul12.3 = mul nuw nsw i32 %inc.2, %Width, !dbg !62
  %add13.3 = add nsw i32 %mul12.3, %add7, !dbg !63
  %idxprom14.3 = sext i32 %add13.3 to i64, !dbg !64
  %arrayidx15.3 = getelementptr inbounds float, ptr %N, i64 %idxprom14.3, !dbg !64
  %17 = load float, ptr %arrayidx15.3, align 4, !dbg !64, !tbaa !29
  %mul16.3 = fmul contract float %16, %17, !dbg !65
  %add17.3 = fadd contract float %add17.2, %mul16.3, !dbg !66
  %inc.3 = add nuw nsw i32 %k.037, 4, !dbg !67
  %niter.next.3 = add i32 %niter, 4, !dbg !59
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !59
  br i1 %niter.ncmp.3, label %for.cond.cleanup.unr-lcssa, label %for.body, !dbg !59, !llvm.loop !74

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !77
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11matmulTiledPKfS0_Pfi(ptr noundef readonly captures(none) %M, ptr noundef readonly captures(none) %N, ptr noundef writeonly captures(none) %P, i32 noundef %Width) local_unnamed_addr #2 !dbg !78 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !79
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !81
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !83
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !85
  %mul = shl nuw nsw i32 %1, 4, !dbg !87
  %add = add nuw nsw i32 %mul, %3, !dbg !88
  %mul4 = shl nsw i32 %0, 4, !dbg !89
  %add5 = add nuw nsw i32 %mul4, %2, !dbg !90
  %div = sdiv i32 %Width, 16
  %cmp67 = icmp sgt i32 %Width, 15, !dbg !91
  %mul6 = mul nsw i32 %Width, %add
  br i1 %cmp67, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !92

for.body.lr.ph:                                   ; preds = %entry
  %add8 = add nuw i32 %mul6, %2
  %idxprom10 = zext nneg i32 %3 to i64
  %arrayidx11 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Mds to ptr), i64 %idxprom10
  %idxprom12 = zext nneg i32 %2 to i64
  %arrayidx13 = getelementptr inbounds nuw float, ptr %arrayidx11, i64 %idxprom12
  %arrayidx21 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 %idxprom10
  %arrayidx23 = getelementptr inbounds nuw float, ptr %arrayidx21, i64 %idxprom12
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11matmulTiledPKfS0_PfiE3Nds to ptr), i64 %idxprom12
  %arrayidx31.1 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 4
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 64
  %arrayidx31.2 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 8
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128
  %arrayidx31.3 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 12
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 192
  %arrayidx31.4 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 16
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  %arrayidx31.5 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 20
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 320
  %arrayidx31.6 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 24
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384
  %arrayidx31.7 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 28
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 448
  %arrayidx31.8 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 32
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 512
  %arrayidx31.9 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 36
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 576
  %arrayidx31.10 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 40
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 640
  %arrayidx31.11 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 44
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 704
  %arrayidx31.12 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 48
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 768
  %arrayidx31.13 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 52
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 832
  %arrayidx31.14 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 56
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 896
  %arrayidx31.15 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 60
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 960
  br label %for.body, !dbg !92

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %Pvalue.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add37.15, %for.body ], !dbg !93
  %add42 = add nsw i32 %mul6, %add5, !dbg !94
  %idxprom43 = sext i32 %add42 to i64, !dbg !95
  %arrayidx44 = getelementptr inbounds float, ptr %P, i64 %idxprom43, !dbg !95
  store float %Pvalue.0.lcssa, ptr %arrayidx44, align 4, !dbg !96, !tbaa !29
  ret void, !dbg !97

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %ph.069 = phi i32 [ 0, %for.body.lr.ph ], [ %inc39, %for.body ]
  %Pvalue.068 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add37.15, %for.body ]
  %mul7 = shl nsw i32 %ph.069, 4, !dbg !98
  %add9 = add i32 %add8, %mul7, !dbg !99
  %idxprom = sext i32 %add9 to i64, !dbg !100
  %arrayidx = getelementptr inbounds float, ptr %M, i64 %idxprom, !dbg !100
  %4 = load float, ptr %arrayidx, align 4, !dbg !100, !tbaa !29
  store float %4, ptr %arrayidx13, align 4, !dbg !101, !tbaa !29
  %add15 = add nuw nsw i32 %mul7, %3, !dbg !102
  %mul16 = mul nuw nsw i32 %add15, %Width, !dbg !103
  %add17 = add nuw nsw i32 %mul16, %add5, !dbg !104
  %idxprom18 = zext nneg i32 %add17 to i64, !dbg !105
  %arrayidx19 = getelementptr inbounds nuw float, ptr %N, i64 %idxprom18, !dbg !105
  %5 = load float, ptr %arrayidx19, align 4, !dbg !105, !tbaa !29
  store float %5, ptr %arrayidx23, align 4, !dbg !106, !tbaa !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !107
  %6 = load float, ptr %arrayidx11, align 4, !dbg !108, !tbaa !29
  %7 = load float, ptr %invariant.gep, align 4, !dbg !109, !tbaa !29
  %mul36 = fmul contract float %6, %7, !dbg !110
  %add37 = fadd contract float %Pvalue.068, %mul36, !dbg !111
  %8 = load float, ptr %arrayidx31.1, align 4, !dbg !108, !tbaa !29
  %9 = load float, ptr %gep.1, align 4, !dbg !109, !tbaa !29
  %mul36.1 = fmul contract float %8, %9, !dbg !110
  %add37.1 = fadd contract float %add37, %mul36.1, !dbg !111
  %10 = load float, ptr %arrayidx31.2, align 4, !dbg !108, !tbaa !29
  %11 = load float, ptr %gep.2, align 4, !dbg !109, !tbaa !29
  %mul36.2 = fmul contract float %10, %11, !dbg !110
  %add37.2 = fadd contract float %add37.1, %mul36.2, !dbg !111
  %12 = load float, ptr %arrayidx31.3, align 4, !dbg !108, !tbaa !29
  %13 = load float, ptr %gep.3, align 4, !dbg !109, !tbaa !29
  %mul36.3 = fmul contract float %12, %13, !dbg !110
  %add37.3 = fadd contract float %add37.2, %mul36.3, !dbg !111
  %14 = load float, ptr %arrayidx31.4, align 4, !dbg !108, !tbaa !29
  %15 = load float, ptr %gep.4, align 4, !dbg !109, !tbaa !29
  %mul36.4 = fmul contract float %14, %15, !dbg !110
  %add37.4 = fadd contract float %add37.3, %mul36.4, !dbg !111
  %16 = load float, ptr %arrayidx31.5, align 4, !dbg !108, !tbaa !29
  %17 = load float, ptr %gep.5, align 4, !dbg !109, !tbaa !29
  %mul36.5 = fmul contract float %16, %17, !dbg !110
  %add37.5 = fadd contract float %add37.4, %mul36.5, !dbg !111
  %18 = load float, ptr %arrayidx31.6, align 4, !dbg !108, !tbaa !29
  %19 = load float, ptr %gep.6, align 4, !dbg !109, !tbaa !29
  %mul36.6 = fmul contract float %18, %19, !dbg !110
  %add37.6 = fadd contract float %add37.5, %mul36.6, !dbg !111
  %20 = load float, ptr %arrayidx31.7, align 4, !dbg !108, !tbaa !29
  %21 = load float, ptr %gep.7, align 4, !dbg !109, !tbaa !29
  %mul36.7 = fmul contract float %20, %21, !dbg !110
  %add37.7 = fadd contract float %add37.6, %mul36.7, !dbg !111
  %22 = load float, ptr %arrayidx31.8, align 4, !dbg !108, !tbaa !29
  %23 = load float, ptr %gep.8, align 4, !dbg !109, !tbaa !29
  %mul36.8 = fmul contract float %22, %23, !dbg !110
  %add37.8 = fadd contract float %add37.7, %mul36.8, !dbg !111
  %24 = load float, ptr %arrayidx31.9, align 4, !dbg !108, !tbaa !29
  %25 = load float, ptr %gep.9, align 4, !dbg !109, !tbaa !29
  %mul36.9 = fmul contract float %24, %25, !dbg !110
  %add37.9 = fadd contract float %add37.8, %mul36.9, !dbg !111
  %26 = load float, ptr %arrayidx31.10, align 4, !dbg !108, !tbaa !29
  %27 = load float, ptr %gep.10, align 4, !dbg !109, !tbaa !29
  %mul36.10 = fmul contract float %26, %27, !dbg !110
  %add37.10 = fadd contract float %add37.9, %mul36.10, !dbg !111
  %28 = load float, ptr %arrayidx31.11, align 4, !dbg !108, !tbaa !29
  %29 = load float, ptr %gep.11, align 4, !dbg !109, !tbaa !29
  %mul36.11 = fmul contract float %28, %29, !dbg !110
  %add37.11 = fadd contract float %add37.10, %mul36.11, !dbg !111
  %30 = load float, ptr %arrayidx31.12, align 4, !dbg !108, !tbaa !29
  %31 = load float, ptr %gep.12, align 4, !dbg !109, !tbaa !29
  %mul36.12 = fmul contract float %30, %31, !dbg !110
  %add37.12 = fadd contract float %add37.11, %mul36.12, !dbg !111
  %32 = load float, ptr %arrayidx31.13, align 4, !dbg !108, !tbaa !29
  %33 = load float, ptr %gep.13, align 4, !dbg !109, !tbaa !29
  %mul36.13 = fmul contract float %32, %33, !dbg !110
  %add37.13 = fadd contract float %add37.12, %mul36.13, !dbg !111
  %34 = load float, ptr %arrayidx31.14, align 4, !dbg !108, !tbaa !29
  %35 = load float, ptr %gep.14, align 4, !dbg !109, !tbaa !29
  %mul36.14 = fmul contract float %34, %35, !dbg !110
  %add37.14 = fadd contract float %add37.13, %mul36.14, !dbg !111
  %36 = load float, ptr %arrayidx31.15, align 4, !dbg !108, !tbaa !29
  %37 = load float, ptr %gep.15, align 4, !dbg !109, !tbaa !29
  %mul36.15 = fmul contract float %36, %37, !dbg !110
  %add37.15 = fadd contract float %add37.14, %mul36.15, !dbg !111
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !112
  %inc39 = add nuw nsw i32 %ph.069, 1, !dbg !113
  %exitcond.not = icmp eq i32 %inc39, %div, !dbg !91
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !92, !llvm.loop !114
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11stridedCopyPfPKfi(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in, i32 noundef %stride) local_unnamed_addr #0 !dbg !116 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !117
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !119
  %mul = mul i32 %0, %1, !dbg !121
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !122
  %add = add i32 %mul, %2, !dbg !124
  %mul3 = mul nsw i32 %stride, %add, !dbg !125
  %idxprom = sext i32 %mul3 to i64, !dbg !126
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !126
  %3 = load float, ptr %arrayidx, align 4, !dbg !126, !tbaa !29
  %idxprom4 = sext i32 %add to i64, !dbg !127
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom4, !dbg !127
  store float %3, ptr %arrayidx5, align 4, !dbg !128, !tbaa !29
  ret void, !dbg !129
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10offsetCopyPfPKfi(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in, i32 noundef %offset) local_unnamed_addr #0 !dbg !130 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !131
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !133
  %mul = mul i32 %0, %1, !dbg !135
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !136
  %add = add i32 %mul, %2, !dbg !138
  %add3 = add i32 %add, %offset, !dbg !139
  %idxprom = sext i32 %add3 to i64, !dbg !140
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !140
  %3 = load float, ptr %arrayidx, align 4, !dbg !140, !tbaa !29
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !141
  store float %3, ptr %arrayidx5, align 4, !dbg !142, !tbaa !29
  ret void, !dbg !143
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10gridStrideiPKfPf(i32 noundef %n, ptr noundef readonly captures(none) %x, ptr noundef writeonly captures(none) %y) local_unnamed_addr #1 !dbg !144 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !145
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !147
  %mul = mul i32 %0, %1, !dbg !149
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !150
  %add = add i32 %mul, %2, !dbg !152
  %cmp13 = icmp slt i32 %add, %n, !dbg !153
  br i1 %cmp13, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !154

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul8 = mul i32 %1, %3
  br label %for.body, !dbg !154

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !155

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.014 = phi i32 [ %add, %for.body.lr.ph ], [ %add9, %for.body ]
  %idxprom = sext i32 %i.014 to i64, !dbg !156
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !156
  %4 = load float, ptr %arrayidx, align 4, !dbg !156, !tbaa !29
  %mul3 = fmul contract float %4, 2.000000e+00, !dbg !157
  %arrayidx5 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !158
  store float %mul3, ptr %arrayidx5, align 4, !dbg !159, !tbaa !29
  %add9 = add i32 %i.014, %mul8, !dbg !160
  %cmp = icmp slt i32 %add9, %n, !dbg !153
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !154, !llvm.loop !161
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10dataBranchPKfPfi(ptr noundef readonly captures(none) %x, ptr noundef writeonly captures(none) %y, i32 noundef %n) local_unnamed_addr #2 !dbg !163 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !164
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !166
  %mul = mul i32 %0, %1, !dbg !168
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !169
  %add = add i32 %mul, %2, !dbg !171
  %cmp.not = icmp slt i32 %add, %n, !dbg !172
  br i1 %cmp.not, label %if.end, label %cleanup, !dbg !172

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !173
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom, !dbg !173
  %3 = load float, ptr %arrayidx, align 4, !dbg !173, !tbaa !29
  %cmp3 = fcmp contract ogt float %3, 0.000000e+00, !dbg !174
  br i1 %cmp3, label %if.then4, label %if.end8, !dbg !174

if.then4:                                         ; preds = %if.end
  %div = fdiv contract float %3, 7.000000e+00
  %call.i = tail call contract noundef float @__nv_expf(float noundef %3) #9, !dbg !175
  %mul6 = fmul contract float %call.i, 3.000000e+00, !dbg !179
  %add7 = fadd contract float %div, %mul6, !dbg !180
  br label %if.end8, !dbg !181

if.end8:                                          ; preds = %if.then4, %if.end
  %v.0 = phi float [ %add7, %if.then4 ], [ %3, %if.end ], !dbg !182
  %arrayidx10 = getelementptr inbounds float, ptr %y, i64 %idxprom, !dbg !183
  store float %v.0, ptr %arrayidx10, align 4, !dbg !184, !tbaa !29
  br label %cleanup, !dbg !185

cleanup:                                          ; preds = %entry, %if.end8
  ret void, !dbg !185
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9histogramPKiPii(ptr noundef readonly captures(none) %data, ptr noundef captures(none) %bins, i32 noundef %n) local_unnamed_addr #4 !dbg !186 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !187
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !189
  %mul = mul i32 %0, %1, !dbg !191
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !192
  %add = add i32 %mul, %2, !dbg !194
  %cmp = icmp slt i32 %add, %n, !dbg !195
  br i1 %cmp, label %if.then, label %if.end, !dbg !195

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !196
  %arrayidx = getelementptr inbounds i32, ptr %data, i64 %idxprom, !dbg !196
  %3 = load i32, ptr %arrayidx, align 4, !dbg !196, !tbaa !8
  %and = and i32 %3, 255, !dbg !197
  %idxprom3 = zext nneg i32 %and to i64, !dbg !198
  %arrayidx4 = getelementptr inbounds nuw i32, ptr %bins, i64 %idxprom3, !dbg !198
  %4 = atomicrmw add ptr %arrayidx4, i32 1 seq_cst, align 4, !dbg !199
  br label %if.end, !dbg !202

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !203
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6reducePKfPfi(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #2 !dbg !204 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !205
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !207
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !209
  %mul = mul i32 %1, %2, !dbg !211
  %add = add i32 %mul, %0, !dbg !212
  %cmp = icmp ult i32 %add, %n, !dbg !213
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !214

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !dbg !215, !tbaa !29
  br label %cond.end, !dbg !214

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %3, %cond.true ], [ 0.000000e+00, %entry ], !dbg !214
  %idxprom4 = zext nneg i32 %0 to i64, !dbg !216
  %arrayidx5 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), i64 %idxprom4, !dbg !216
  store float %cond, ptr %arrayidx5, align 4, !dbg !217, !tbaa !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !218
  %s.030 = lshr i32 %2, 1, !dbg !219
  %cmp7.not31 = icmp eq i32 %s.030, 0, !dbg !220
  br i1 %cmp7.not31, label %for.cond.cleanup, label %for.body, !dbg !221

for.cond.cleanup:                                 ; preds = %if.end, %cond.end
  %cmp15 = icmp eq i32 %0, 0, !dbg !222
  br i1 %cmp15, label %if.then16, label %if.end20, !dbg !222

for.body:                                         ; preds = %cond.end, %if.end
  %s.032 = phi i32 [ %s.0, %if.end ], [ %s.030, %cond.end ]
  %cmp8 = icmp samesign ult i32 %0, %s.032, !dbg !223
  br i1 %cmp8, label %if.then, label %if.end, !dbg !223

if.then:                                          ; preds = %for.body
  %add9 = add nuw nsw i32 %s.032, %0
  %idxprom10 = zext nneg i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), i64 %idxprom10
  %4 = load float, ptr %arrayidx11, align 4, !dbg !224, !tbaa !29
  %5 = load float, ptr %arrayidx5, align 4, !dbg !225, !tbaa !29
  %add14 = fadd contract float %4, %5, !dbg !225
  store float %add14, ptr %arrayidx5, align 4, !dbg !225, !tbaa !29
  br label %if.end, !dbg !226

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !227
  %s.0 = lshr i32 %s.032, 1, !dbg !219
  %cmp7.not = icmp eq i32 %s.0, 0, !dbg !220
  br i1 %cmp7.not, label %for.cond.cleanup, label %for.body, !dbg !221, !llvm.loop !228

if.then16:                                        ; preds = %for.cond.cleanup
  %idxprom18 = zext nneg i32 %1 to i64
  %arrayidx19 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom18
  %6 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE5sdata to ptr), align 4, !dbg !230, !tbaa !29
  store float %6, ptr %arrayidx19, align 4, !dbg !231, !tbaa !29
  br label %if.end20, !dbg !232

if.end20:                                         ; preds = %if.then16, %for.cond.cleanup
  ret void, !dbg !233
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14transposeNaivePfPKfii(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 !dbg !234 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !235
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !237
  %mul = mul i32 %0, %1, !dbg !239
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !240
  %add = add i32 %mul, %2, !dbg !242
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !243
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !245
  %mul5 = mul nuw nsw i32 %3, %4, !dbg !247
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !248
  %add7 = add nuw nsw i32 %mul5, %5, !dbg !250
  %cmp = icmp slt i32 %add, %w, !dbg !251
  %cmp8 = icmp slt i32 %add7, %h
  %or.cond = and i1 %cmp, %cmp8, !dbg !252
  br i1 %or.cond, label %if.then, label %if.end, !dbg !252

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %w, %add7, !dbg !253
  %add10 = add nsw i32 %mul9, %add, !dbg !254
  %idxprom = sext i32 %add10 to i64, !dbg !255
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !255
  %6 = load float, ptr %arrayidx, align 4, !dbg !255, !tbaa !29
  %mul11 = mul nsw i32 %h, %add, !dbg !256
  %add12 = add nsw i32 %mul11, %add7, !dbg !257
  %idxprom13 = sext i32 %add12 to i64, !dbg !258
  %arrayidx14 = getelementptr inbounds float, ptr %out, i64 %idxprom13, !dbg !258
  store float %6, ptr %arrayidx14, align 4, !dbg !259, !tbaa !29
  br label %if.end, !dbg !258

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !260
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14transposeTiledPfPKfii(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #2 !dbg !261 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !262
  %mul = shl i32 %0, 5, !dbg !264
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !265
  %add = add i32 %mul, %1, !dbg !267
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !268
  %mul3 = shl nuw nsw i32 %2, 5, !dbg !270
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !271
  %add5 = add nuw nsw i32 %mul3, %3, !dbg !273
  %cmp = icmp slt i32 %add, %w, !dbg !274
  %cmp6 = icmp slt i32 %add5, %h
  %or.cond = and i1 %cmp, %cmp6, !dbg !275
  br i1 %or.cond, label %if.then, label %if.end, !dbg !275

if.then:                                          ; preds = %entry
  %mul7 = mul nsw i32 %w, %add5, !dbg !276
  %add8 = add nsw i32 %mul7, %add, !dbg !277
  %idxprom = sext i32 %add8 to i64, !dbg !278
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !278
  %4 = load float, ptr %arrayidx, align 4, !dbg !278, !tbaa !29
  %idxprom10 = zext nneg i32 %3 to i64, !dbg !279
  %arrayidx11 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14transposeTiledPfPKfiiE4tile to ptr), i64 %idxprom10, !dbg !279
  %idxprom13 = zext nneg i32 %1 to i64, !dbg !279
  %arrayidx14 = getelementptr inbounds nuw float, ptr %arrayidx11, i64 %idxprom13, !dbg !279
  store float %4, ptr %arrayidx14, align 4, !dbg !280, !tbaa !29
  br label %if.end, !dbg !279

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !281
  %add18 = add nuw nsw i32 %mul3, %1, !dbg !282
  %add22 = add i32 %mul, %3, !dbg !283
  %cmp23 = icmp slt i32 %add18, %h, !dbg !284
  %cmp25 = icmp slt i32 %add22, %w
  %or.cond48 = and i1 %cmp25, %cmp23, !dbg !285
  br i1 %or.cond48, label %if.then26, label %if.end37, !dbg !285

if.then26:                                        ; preds = %if.end
  %idxprom28 = zext nneg i32 %1 to i64, !dbg !286
  %arrayidx29 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14transposeTiledPfPKfiiE4tile to ptr), i64 %idxprom28, !dbg !286
  %idxprom31 = zext nneg i32 %3 to i64, !dbg !286
  %arrayidx32 = getelementptr inbounds nuw float, ptr %arrayidx29, i64 %idxprom31, !dbg !286
  %5 = load float, ptr %arrayidx32, align 4, !dbg !286, !tbaa !29
  %mul33 = mul nsw i32 %h, %add22, !dbg !287
  %add34 = add nsw i32 %mul33, %add18, !dbg !288
  %idxprom35 = sext i32 %add34 to i64, !dbg !289
  %arrayidx36 = getelementptr inbounds float, ptr %out, i64 %idxprom35, !dbg !289
  store float %5, ptr %arrayidx36, align 4, !dbg !290, !tbaa !29
  br label %if.end37, !dbg !289

if.end37:                                         ; preds = %if.then26, %if.end
  ret void, !dbg !291
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8fp64PolyPKdPdi(ptr noundef readonly captures(none) %x, ptr noundef writeonly captures(none) %y, i32 noundef %n) local_unnamed_addr #0 !dbg !292 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !293
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !295
  %mul = mul i32 %0, %1, !dbg !297
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !298
  %add = add i32 %mul, %2, !dbg !300
  %cmp = icmp slt i32 %add, %n, !dbg !301
  br i1 %cmp, label %if.then, label %if.end, !dbg !301

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !302
  %arrayidx = getelementptr inbounds double, ptr %x, i64 %idxprom, !dbg !302
  %3 = load double, ptr %arrayidx, align 8, !dbg !302, !tbaa !303
  %4 = tail call contract double @llvm.sqrt.f64(double %3), !dbg !305
  %mul3 = fmul contract double %3, %3, !dbg !306
  %add4 = fadd contract double %mul3, 1.000000e+00, !dbg !307
  %div = fdiv contract double %4, %add4, !dbg !308
  %arrayidx6 = getelementptr inbounds double, ptr %y, i64 %idxprom, !dbg !309
  store double %div, ptr %arrayidx6, align 8, !dbg !310, !tbaa !303
  br label %if.end, !dbg !311

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !312
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11nestedLoopsPfii(ptr noundef captures(none) %a, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 !dbg !313 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !314
  %cmp24 = icmp sgt i32 %n, 0, !dbg !316
  br i1 %cmp24, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !317

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp221 = icmp sgt i32 %m, 0
  %xtraiter = and i32 %m, 7
  %1 = icmp ult i32 %m, 8
  %unroll_iter = and i32 %m, 2147483640
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  %lcmp.mod30 = icmp ne i32 %xtraiter, 0
  br label %for.cond1.preheader, !dbg !317

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %i.026 = phi i32 [ 0, %for.cond1.preheader.lr.ph ], [ %inc9, %for.cond.cleanup3 ]
  %s.025 = phi float [ 0.000000e+00, %for.cond1.preheader.lr.ph ], [ %s.1.lcssa, %for.cond.cleanup3 ]
  br i1 %cmp221, label %for.body4.lr.ph, label %for.cond.cleanup3, !dbg !318

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %mul = mul nuw nsw i32 %i.026, %m
  br i1 %1, label %for.body4.epil.preheader, label %for.body4, !dbg !318

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %s.1.lcssa, %for.cond.cleanup3 ], !dbg !319
  %idxprom11 = zext nneg i32 %0 to i64, !dbg !320
  %arrayidx12 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom11, !dbg !320
  store float %s.0.lcssa, ptr %arrayidx12, align 4, !dbg !321, !tbaa !29
  ret void, !dbg !322

for.cond.cleanup3.loopexit.unr-lcssa:             ; preds = %for.body4
  br i1 %lcmp.mod.not, label %for.cond.cleanup3, label %for.body4.epil.preheader, !dbg !318

for.body4.epil.preheader:                         ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.lr.ph
  %j.023.epil.init = phi i32 [ 0, %for.body4.lr.ph ], [ %inc.7, %for.cond.cleanup3.loopexit.unr-lcssa ]
  %s.122.epil.init = phi float [ %s.025, %for.body4.lr.ph ], [ %add7.7, %for.cond.cleanup3.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod30), !dbg !318
  br label %for.body4.epil, !dbg !318

for.body4.epil:                                   ; preds = %for.body4.epil, %for.body4.epil.preheader
  %j.023.epil = phi i32 [ %j.023.epil.init, %for.body4.epil.preheader ], [ %inc.epil, %for.body4.epil ]
  %s.122.epil = phi float [ %s.122.epil.init, %for.body4.epil.preheader ], [ %add7.epil, %for.body4.epil ]
  %epil.iter = phi i32 [ 0, %for.body4.epil.preheader ], [ %epil.iter.next, %for.body4.epil ]
  %add.epil = add nuw nsw i32 %j.023.epil, %mul, !dbg !323
  %mul5.epil = shl nsw i32 %add.epil, 6, !dbg !324
  %add6.epil = add nuw nsw i32 %mul5.epil, %0, !dbg !325
  %idxprom.epil = zext nneg i32 %add6.epil to i64, !dbg !326
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.epil, !dbg !326
  %2 = load float, ptr %arrayidx.epil, align 4, !dbg !326, !tbaa !29
  %add7.epil = fadd contract float %s.122.epil, %2, !dbg !327
  %inc.epil = add nuw nsw i32 %j.023.epil, 1, !dbg !328
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !318
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !318
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !318, !llvm.loop !329

for.cond.cleanup3:                                ; preds = %for.cond.cleanup3.loopexit.unr-lcssa, %for.body4.epil, %for.cond1.preheader
  %s.1.lcssa = phi float [ %s.025, %for.cond1.preheader ], [ %add7.7, %for.cond.cleanup3.loopexit.unr-lcssa ], [ %add7.epil, %for.body4.epil ], !dbg !330
  %inc9 = add nuw nsw i32 %i.026, 1, !dbg !331
  %exitcond28.not = icmp eq i32 %inc9, %n, !dbg !316
  br i1 %exitcond28.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !317, !llvm.loop !332

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %j.023 = phi i32 [ %inc.7, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %s.122 = phi float [ %add7.7, %for.body4 ], [ %s.025, %for.body4.lr.ph ]
  %niter = phi i32 [ %niter.next.7, %for.body4 ], [ 0, %for.body4.lr.ph ]
  %add = add nuw nsw i32 %j.023, %mul, !dbg !323
  %mul5 = shl nsw i32 %add, 6, !dbg !324
  %add6 = add nuw nsw i32 %mul5, %0, !dbg !325
  %idxprom = zext nneg i32 %add6 to i64, !dbg !326
  %arrayidx = getelementptr inbounds nuw float, ptr %a, i64 %idxprom, !dbg !326
  %3 = load float, ptr %arrayidx, align 4, !dbg !326, !tbaa !29
  %add7 = fadd contract float %s.122, %3, !dbg !327
  %inc = or disjoint i32 %j.023, 1, !dbg !328
  %add.1 = add nuw nsw i32 %inc, %mul, !dbg !323
  %mul5.1 = shl nsw i32 %add.1, 6, !dbg !324
  %add6.1 = add nuw nsw i32 %mul5.1, %0, !dbg !325
  %idxprom.1 = zext nneg i32 %add6.1 to i64, !dbg !326
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.1, !dbg !326
  %4 = load float, ptr %arrayidx.1, align 4, !dbg !326, !tbaa !29
  %add7.1 = fadd contract float %add7, %4, !dbg !327
  %inc.1 = or disjoint i32 %j.023, 2, !dbg !328
  %add.2 = add nuw nsw i32 %inc.1, %mul, !dbg !323
  %mul5.2 = shl nsw i32 %add.2, 6, !dbg !324
  %add6.2 = add nuw nsw i32 %mul5.2, %0, !dbg !325
  %idxprom.2 = zext nneg i32 %add6.2 to i64, !dbg !326
  %arrayidx.2 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.2, !dbg !326
  %5 = load float, ptr %arrayidx.2, align 4, !dbg !326, !tbaa !29
  %add7.2 = fadd contract float %add7.1, %5, !dbg !327
  %inc.2 = or disjoint i32 %j.023, 3, !dbg !328
  %add.3 = add nuw nsw i32 %inc.2, %mul, !dbg !323
  %mul5.3 = shl nsw i32 %add.3, 6, !dbg !324
  %add6.3 = add nuw nsw i32 %mul5.3, %0, !dbg !325
  %idxprom.3 = zext nneg i32 %add6.3 to i64, !dbg !326
  %arrayidx.3 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.3, !dbg !326
  %6 = load float, ptr %arrayidx.3, align 4, !dbg !326, !tbaa !29
  %add7.3 = fadd contract float %add7.2, %6, !dbg !327
  %inc.3 = or disjoint i32 %j.023, 4, !dbg !328
  %add.4 = add nuw nsw i32 %inc.3, %mul, !dbg !323
  %mul5.4 = shl nsw i32 %add.4, 6, !dbg !324
  %add6.4 = add nuw nsw i32 %mul5.4, %0, !dbg !325
  %idxprom.4 = zext nneg i32 %add6.4 to i64, !dbg !326
  %arrayidx.4 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.4, !dbg !326
  %7 = load float, ptr %arrayidx.4, align 4, !dbg !326, !tbaa !29
  %add7.4 = fadd contract float %add7.3, %7, !dbg !327
  %inc.4 = or disjoint i32 %j.023, 5, !dbg !328
  %add.5 = add nuw nsw i32 %inc.4, %mul, !dbg !323
  %mul5.5 = shl nsw i32 %add.5, 6, !dbg !324
  %add6.5 = add nuw nsw i32 %mul5.5, %0, !dbg !325
  %idxprom.5 = zext nneg i32 %add6.5 to i64, !dbg !326
  %arrayidx.5 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.5, !dbg !326
  %8 = load float, ptr %arrayidx.5, align 4, !dbg !326, !tbaa !29
  %add7.5 = fadd contract float %add7.4, %8, !dbg !327
  %inc.5 = or disjoint i32 %j.023, 6, !dbg !328
  %add.6 = add nuw nsw i32 %inc.5, %mul, !dbg !323
  %mul5.6 = shl nsw i32 %add.6, 6, !dbg !324
  %add6.6 = add nuw nsw i32 %mul5.6, %0, !dbg !325
  %idxprom.6 = zext nneg i32 %add6.6 to i64, !dbg !326
  %arrayidx.6 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.6, !dbg !326
  %9 = load float, ptr %arrayidx.6, align 4, !dbg !326, !tbaa !29
  %add7.6 = fadd contract float %add7.5, %9, !dbg !327
  %inc.6 = or disjoint i32 %j.023, 7, !dbg !328
  %add.7 = add nuw nsw i32 %inc.6, %mul, !dbg !323
  %mul5.7 = shl nsw i32 %add.7, 6, !dbg !324
  %add6.7 = add nuw nsw i32 %mul5.7, %0, !dbg !325
  %idxprom.7 = zext nneg i32 %add6.7 to i64, !dbg !326
  %arrayidx.7 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.7, !dbg !326
  %10 = load float, ptr %arrayidx.7, align 4, !dbg !326, !tbaa !29
  %add7.7 = fadd contract float %add7.6, %10, !dbg !327
  %inc.7 = add nuw nsw i32 %j.023, 8, !dbg !328
  %niter.next.7 = add i32 %niter, 8, !dbg !318
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !318
  br i1 %niter.ncmp.7, label %for.cond.cleanup3.loopexit.unr-lcssa, label %for.body4, !dbg !318, !llvm.loop !334
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10triangularPfi(ptr noundef captures(none) %a, i32 noundef %n) local_unnamed_addr #1 !dbg !335 {
entry:
  %cmp20 = icmp sgt i32 %n, 0, !dbg !336
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %cmp20, label %for.cond1.preheader, label %for.cond.cleanup, !dbg !337

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvar = phi i32 [ %indvar.next, %for.cond.cleanup3 ], [ 0, %entry ]
  %indvars.iv = phi i32 [ %indvars.iv.next, %for.cond.cleanup3 ], [ 1, %entry ]
  %s.021 = phi float [ %add5.lcssa, %for.cond.cleanup3 ], [ 0.000000e+00, %entry ]
  %xtraiter = and i32 %indvars.iv, 7, !dbg !338
  %1 = icmp ult i32 %indvar, 7, !dbg !338
  br i1 %1, label %for.body4.epil.preheader, label %for.cond1.preheader.new, !dbg !338

for.cond1.preheader.new:                          ; preds = %for.cond1.preheader
  %unroll_iter = and i32 %indvars.iv, -8, !dbg !338
  br label %for.body4, !dbg !338

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add5.lcssa, %for.cond.cleanup3 ], !dbg !339
  %idxprom10 = zext nneg i32 %0 to i64, !dbg !340
  %arrayidx11 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom10, !dbg !340
  store float %s.0.lcssa, ptr %arrayidx11, align 4, !dbg !341, !tbaa !29
  ret void, !dbg !342

for.cond.cleanup3.unr-lcssa:                      ; preds = %for.body4
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !338
  br i1 %lcmp.mod.not, label %for.cond.cleanup3, label %for.body4.epil.preheader, !dbg !338

for.body4.epil.preheader:                         ; preds = %for.cond.cleanup3.unr-lcssa, %for.cond1.preheader
  %j.019.epil.init = phi i32 [ 0, %for.cond1.preheader ], [ %inc.7, %for.cond.cleanup3.unr-lcssa ]
  %s.118.epil.init = phi float [ %s.021, %for.cond1.preheader ], [ %add5.7, %for.cond.cleanup3.unr-lcssa ]
  %lcmp.mod25 = icmp ne i32 %xtraiter, 0, !dbg !338
  tail call void @llvm.assume(i1 %lcmp.mod25), !dbg !338
  br label %for.body4.epil, !dbg !338

for.body4.epil:                                   ; preds = %for.body4.epil, %for.body4.epil.preheader
  %j.019.epil = phi i32 [ %j.019.epil.init, %for.body4.epil.preheader ], [ %inc.epil, %for.body4.epil ]
  %s.118.epil = phi float [ %s.118.epil.init, %for.body4.epil.preheader ], [ %add5.epil, %for.body4.epil ]
  %epil.iter = phi i32 [ 0, %for.body4.epil.preheader ], [ %epil.iter.next, %for.body4.epil ]
  %mul.epil = shl nsw i32 %j.019.epil, 5, !dbg !343
  %add.epil = add nuw i32 %mul.epil, %0, !dbg !344
  %idxprom.epil = zext i32 %add.epil to i64, !dbg !345
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.epil, !dbg !345
  %2 = load float, ptr %arrayidx.epil, align 4, !dbg !345, !tbaa !29
  %add5.epil = fadd contract float %s.118.epil, %2, !dbg !346
  %inc.epil = add nuw nsw i32 %j.019.epil, 1, !dbg !347
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !338
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !338
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup3, label %for.body4.epil, !dbg !338, !llvm.loop !348

for.cond.cleanup3:                                ; preds = %for.body4.epil, %for.cond.cleanup3.unr-lcssa
  %add5.lcssa = phi float [ %add5.7, %for.cond.cleanup3.unr-lcssa ], [ %add5.epil, %for.body4.epil ], !dbg !346
  %indvars.iv.next = add nuw i32 %indvars.iv, 1, !dbg !337
  %exitcond23.not = icmp eq i32 %indvars.iv, %n, !dbg !336
  %indvar.next = add i32 %indvar, 1, !dbg !337
  br i1 %exitcond23.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !337, !llvm.loop !349

for.body4:                                        ; preds = %for.body4, %for.cond1.preheader.new
  %j.019 = phi i32 [ 0, %for.cond1.preheader.new ], [ %inc.7, %for.body4 ]
  %s.118 = phi float [ %s.021, %for.cond1.preheader.new ], [ %add5.7, %for.body4 ]
  %niter = phi i32 [ 0, %for.cond1.preheader.new ], [ %niter.next.7, %for.body4 ]
  %mul = shl nsw i32 %j.019, 5, !dbg !343
  %add = add nuw i32 %mul, %0, !dbg !344
  %idxprom = zext i32 %add to i64, !dbg !345
  %arrayidx = getelementptr inbounds nuw float, ptr %a, i64 %idxprom, !dbg !345
  %3 = load float, ptr %arrayidx, align 4, !dbg !345, !tbaa !29
  %add5 = fadd contract float %s.118, %3, !dbg !346
  %inc = shl i32 %j.019, 5, !dbg !343
  %mul.1 = or disjoint i32 %inc, 32, !dbg !343
  %add.1 = add nuw i32 %mul.1, %0, !dbg !344
  %idxprom.1 = zext i32 %add.1 to i64, !dbg !345
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.1, !dbg !345
  %4 = load float, ptr %arrayidx.1, align 4, !dbg !345, !tbaa !29
  %add5.1 = fadd contract float %add5, %4, !dbg !346
  %inc.1 = shl i32 %j.019, 5, !dbg !343
  %mul.2 = or disjoint i32 %inc.1, 64, !dbg !343
  %add.2 = add nuw i32 %mul.2, %0, !dbg !344
  %idxprom.2 = zext i32 %add.2 to i64, !dbg !345
  %arrayidx.2 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.2, !dbg !345
  %5 = load float, ptr %arrayidx.2, align 4, !dbg !345, !tbaa !29
  %add5.2 = fadd contract float %add5.1, %5, !dbg !346
  %inc.2 = shl i32 %j.019, 5, !dbg !343
  %mul.3 = or disjoint i32 %inc.2, 96, !dbg !343
  %add.3 = add nuw i32 %mul.3, %0, !dbg !344
  %idxprom.3 = zext i32 %add.3 to i64, !dbg !345
  %arrayidx.3 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.3, !dbg !345
  %6 = load float, ptr %arrayidx.3, align 4, !dbg !345, !tbaa !29
  %add5.3 = fadd contract float %add5.2, %6, !dbg !346
  %inc.3 = shl i32 %j.019, 5, !dbg !343
  %mul.4 = or disjoint i32 %inc.3, 128, !dbg !343
  %add.4 = add nuw i32 %mul.4, %0, !dbg !344
  %idxprom.4 = zext i32 %add.4 to i64, !dbg !345
  %arrayidx.4 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.4, !dbg !345
  %7 = load float, ptr %arrayidx.4, align 4, !dbg !345, !tbaa !29
  %add5.4 = fadd contract float %add5.3, %7, !dbg !346
  %inc.4 = shl i32 %j.019, 5, !dbg !343
  %mul.5 = or disjoint i32 %inc.4, 160, !dbg !343
  %add.5 = add nuw i32 %mul.5, %0, !dbg !344
  %idxprom.5 = zext i32 %add.5 to i64, !dbg !345
  %arrayidx.5 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.5, !dbg !345
  %8 = load float, ptr %arrayidx.5, align 4, !dbg !345, !tbaa !29
  %add5.5 = fadd contract float %add5.4, %8, !dbg !346
  %inc.5 = shl i32 %j.019, 5, !dbg !343
  %mul.6 = or disjoint i32 %inc.5, 192, !dbg !343
  %add.6 = add nuw i32 %mul.6, %0, !dbg !344
  %idxprom.6 = zext i32 %add.6 to i64, !dbg !345
  %arrayidx.6 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.6, !dbg !345
  %9 = load float, ptr %arrayidx.6, align 4, !dbg !345, !tbaa !29
  %add5.6 = fadd contract float %add5.5, %9, !dbg !346
  %inc.6 = shl i32 %j.019, 5, !dbg !343
  %mul.7 = or disjoint i32 %inc.6, 224, !dbg !343
  %add.7 = add nuw i32 %mul.7, %0, !dbg !344
  %idxprom.7 = zext i32 %add.7 to i64, !dbg !345
  %arrayidx.7 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.7, !dbg !345
  %10 = load float, ptr %arrayidx.7, align 4, !dbg !345, !tbaa !29
  %add5.7 = fadd contract float %add5.6, %10, !dbg !346
  %inc.7 = add nuw nsw i32 %j.019, 8, !dbg !347
  %niter.next.7 = add i32 %niter, 8, !dbg !338
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !338
  br i1 %niter.ncmp.7, label %for.cond.cleanup3.unr-lcssa, label %for.body4, !dbg !338, !llvm.loop !351
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9dynSharedPf(ptr noundef writeonly captures(none) %out) local_unnamed_addr #2 !dbg !352 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !353
  %conv = uitofp nneg i32 %0 to float, !dbg !355
  %idxprom = zext nneg i32 %0 to i64, !dbg !356
  %arrayidx = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %idxprom, !dbg !356
  store float %conv, ptr %arrayidx, align 4, !dbg !357, !tbaa !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !358
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !359
  %2 = xor i32 %0, -1, !dbg !361
  %sub4 = add nsw i32 %1, %2, !dbg !361
  %idxprom5 = zext i32 %sub4 to i64, !dbg !362
  %arrayidx6 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %idxprom5, !dbg !362
  %3 = load float, ptr %arrayidx6, align 4, !dbg !362, !tbaa !29
  %arrayidx9 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom, !dbg !363
  store float %3, ptr %arrayidx9, align 4, !dbg !364, !tbaa !29
  ret void, !dbg !365
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5chasePKiPi(ptr noundef readonly captures(none) %next, ptr noundef writeonly captures(none) %out) local_unnamed_addr #1 !dbg !366 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !367
  br label %while.body, !dbg !369

while.body:                                       ; preds = %entry, %while.body
  %steps.07 = phi i32 [ 0, %entry ], [ %inc, %while.body ]
  %i.06 = phi i32 [ %0, %entry ], [ %1, %while.body ]
  %idxprom = zext nneg i32 %i.06 to i64, !dbg !370
  %arrayidx = getelementptr inbounds nuw i32, ptr %next, i64 %idxprom, !dbg !370
  %1 = load i32, ptr %arrayidx, align 4, !dbg !370, !tbaa !8
  %inc = add nuw nsw i32 %steps.07, 1, !dbg !371
  %cmp = icmp sgt i32 %1, -1, !dbg !372
  br i1 %cmp, label %while.body, label %while.end, !dbg !369, !llvm.loop !373

while.end:                                        ; preds = %while.body
  %idxprom2 = zext nneg i32 %0 to i64, !dbg !375
  %arrayidx3 = getelementptr inbounds nuw i32, ptr %out, i64 %idxprom2, !dbg !375
  store i32 %inc, ptr %arrayidx3, align 4, !dbg !376, !tbaa !8
  ret void, !dbg !377
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9scanStepsPf(ptr noundef captures(none) %x) local_unnamed_addr #2 !dbg !378 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cmp11 = icmp samesign ugt i32 %0, 1, !dbg !379
  br i1 %cmp11, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !380

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom5 = zext nneg i32 %1 to i64
  %arrayidx6 = getelementptr inbounds nuw float, ptr %x, i64 %idxprom5
  br label %for.body, !dbg !380

for.cond.cleanup:                                 ; preds = %cond.end, %entry
  ret void, !dbg !381

for.body:                                         ; preds = %for.body.lr.ph, %cond.end
  %s.012 = phi i32 [ 1, %for.body.lr.ph ], [ %mul, %cond.end ]
  %cmp2.not = icmp samesign ult i32 %1, %s.012, !dbg !382
  br i1 %cmp2.not, label %cond.end, label %cond.true, !dbg !383

cond.true:                                        ; preds = %for.body
  %sub = sub nuw nsw i32 %1, %s.012
  %idxprom = zext nneg i32 %sub to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %x, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !dbg !384, !tbaa !29
  br label %cond.end, !dbg !383

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi contract float [ %2, %cond.true ], [ 0.000000e+00, %for.body ], !dbg !383
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !385
  %3 = load float, ptr %arrayidx6, align 4, !dbg !386, !tbaa !29
  %add = fadd contract float %cond, %3, !dbg !386
  store float %add, ptr %arrayidx6, align 4, !dbg !386, !tbaa !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !387
  %mul = shl nuw nsw i32 %s.012, 1, !dbg !388
  %cmp = icmp samesign ult i32 %mul, %0, !dbg !379
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !380, !llvm.loop !389
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6aosSumPKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !391 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !392
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !394
  %mul = mul i32 %0, %1, !dbg !396
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !397
  %add = add i32 %mul, %2, !dbg !399
  %mul3 = mul nsw i32 %add, 9
  %idxprom = sext i32 %mul3 to i64, !dbg !400
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !400
  %3 = load float, ptr %arrayidx, align 4, !dbg !400, !tbaa !29
  %add5 = fadd contract float %3, 0.000000e+00, !dbg !401
  %4 = sext i32 %mul3 to i64, !dbg !400
  %5 = getelementptr float, ptr %in, i64 %4, !dbg !400
  %arrayidx.1 = getelementptr i8, ptr %5, i64 4, !dbg !400
  %6 = load float, ptr %arrayidx.1, align 4, !dbg !400, !tbaa !29
  %add5.1 = fadd contract float %add5, %6, !dbg !401
  %7 = sext i32 %mul3 to i64, !dbg !400
  %8 = getelementptr float, ptr %in, i64 %7, !dbg !400
  %arrayidx.2 = getelementptr i8, ptr %8, i64 8, !dbg !400
  %9 = load float, ptr %arrayidx.2, align 4, !dbg !400, !tbaa !29
  %add5.2 = fadd contract float %add5.1, %9, !dbg !401
  %10 = sext i32 %mul3 to i64, !dbg !400
  %11 = getelementptr float, ptr %in, i64 %10, !dbg !400
  %arrayidx.3 = getelementptr i8, ptr %11, i64 12, !dbg !400
  %12 = load float, ptr %arrayidx.3, align 4, !dbg !400, !tbaa !29
  %add5.3 = fadd contract float %add5.2, %12, !dbg !401
  %13 = sext i32 %mul3 to i64, !dbg !400
  %14 = getelementptr float, ptr %in, i64 %13, !dbg !400
  %arrayidx.4 = getelementptr i8, ptr %14, i64 16, !dbg !400
  %15 = load float, ptr %arrayidx.4, align 4, !dbg !400, !tbaa !29
  %add5.4 = fadd contract float %add5.3, %15, !dbg !401
  %16 = sext i32 %mul3 to i64, !dbg !400
  %17 = getelementptr float, ptr %in, i64 %16, !dbg !400
  %arrayidx.5 = getelementptr i8, ptr %17, i64 20, !dbg !400
  %18 = load float, ptr %arrayidx.5, align 4, !dbg !400, !tbaa !29
  %add5.5 = fadd contract float %add5.4, %18, !dbg !401
  %19 = sext i32 %mul3 to i64, !dbg !400
  %20 = getelementptr float, ptr %in, i64 %19, !dbg !400
  %arrayidx.6 = getelementptr i8, ptr %20, i64 24, !dbg !400
  %21 = load float, ptr %arrayidx.6, align 4, !dbg !400, !tbaa !29
  %add5.6 = fadd contract float %add5.5, %21, !dbg !401
  %22 = sext i32 %mul3 to i64, !dbg !400
  %23 = getelementptr float, ptr %in, i64 %22, !dbg !400
  %arrayidx.7 = getelementptr i8, ptr %23, i64 28, !dbg !400
  %24 = load float, ptr %arrayidx.7, align 4, !dbg !400, !tbaa !29
  %add5.7 = fadd contract float %add5.6, %24, !dbg !401
  %25 = sext i32 %mul3 to i64, !dbg !400
  %26 = getelementptr float, ptr %in, i64 %25, !dbg !400
  %arrayidx.8 = getelementptr i8, ptr %26, i64 32, !dbg !400
  %27 = load float, ptr %arrayidx.8, align 4, !dbg !400, !tbaa !29
  %add5.8 = fadd contract float %add5.7, %27, !dbg !401
  %idxprom6 = sext i32 %add to i64, !dbg !402
  %arrayidx7 = getelementptr inbounds float, ptr %out, i64 %idxprom6, !dbg !402
  store float %add5.8, ptr %arrayidx7, align 4, !dbg !403, !tbaa !29
  ret void, !dbg !404
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8stencil5PKfPfii(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 !dbg !405 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !406
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !408
  %mul = mul i32 %0, %1, !dbg !410
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !411
  %add = add i32 %mul, %2, !dbg !413
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !414
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !416
  %mul5 = mul nuw nsw i32 %3, %4, !dbg !418
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !419
  %add7 = add nuw nsw i32 %mul5, %5, !dbg !421
  %cmp = icmp sgt i32 %add, 0, !dbg !422
  %cmp8 = icmp ne i32 %add7, 0
  %or.cond = and i1 %cmp, %cmp8, !dbg !423
  %sub = add nsw i32 %w, -1
  %cmp10 = icmp slt i32 %add, %sub
  %or.cond68 = select i1 %or.cond, i1 %cmp10, i1 false, !dbg !423
  %sub12 = add nsw i32 %h, -1
  %cmp13 = icmp slt i32 %add7, %sub12
  %or.cond69 = select i1 %or.cond68, i1 %cmp13, i1 false, !dbg !423
  br i1 %or.cond69, label %if.then, label %if.end, !dbg !423

if.then:                                          ; preds = %entry
  %mul14 = mul nsw i32 %w, %add7, !dbg !424
  %add15 = add nsw i32 %mul14, %add, !dbg !425
  %idxprom = sext i32 %add15 to i64, !dbg !426
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !426
  %6 = load float, ptr %arrayidx, align 4, !dbg !426, !tbaa !29
  %arrayidx20 = getelementptr i8, ptr %arrayidx, i64 -4, !dbg !427
  %7 = load float, ptr %arrayidx20, align 4, !dbg !427, !tbaa !29
  %add21 = fadd contract float %6, %7, !dbg !428
  %arrayidx26 = getelementptr i8, ptr %arrayidx, i64 4, !dbg !429
  %8 = load float, ptr %arrayidx26, align 4, !dbg !429, !tbaa !29
  %add27 = fadd contract float %add21, %8, !dbg !430
  %sub28 = add nsw i32 %add7, -1, !dbg !431
  %mul29 = mul nsw i32 %w, %sub28, !dbg !432
  %add30 = add nsw i32 %mul29, %add, !dbg !433
  %idxprom31 = sext i32 %add30 to i64, !dbg !434
  %arrayidx32 = getelementptr inbounds float, ptr %in, i64 %idxprom31, !dbg !434
  %9 = load float, ptr %arrayidx32, align 4, !dbg !434, !tbaa !29
  %add33 = fadd contract float %add27, %9, !dbg !435
  %add34 = add nuw nsw i32 %add7, 1, !dbg !436
  %mul35 = mul nsw i32 %w, %add34, !dbg !437
  %add36 = add nsw i32 %mul35, %add, !dbg !438
  %idxprom37 = sext i32 %add36 to i64, !dbg !439
  %arrayidx38 = getelementptr inbounds float, ptr %in, i64 %idxprom37, !dbg !439
  %10 = load float, ptr %arrayidx38, align 4, !dbg !439, !tbaa !29
  %add39 = fadd contract float %add33, %10, !dbg !440
  %arrayidx43 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !441
  store float %add39, ptr %arrayidx43, align 4, !dbg !442, !tbaa !29
  br label %if.end, !dbg !441

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !443
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9windowSumPKfPfii(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %mask, i32 noundef %width) local_unnamed_addr #1 !dbg !444 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !445
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !447
  %mul = mul i32 %0, %1, !dbg !449
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !450
  %add = add i32 %mul, %2, !dbg !452
  %cmp.not = icmp slt i32 %add, %width, !dbg !453
  br i1 %cmp.not, label %if.end, label %cleanup, !dbg !453

if.end:                                           ; preds = %entry
  %div.neg = sdiv i32 %mask, -2, !dbg !454
  %sub = add i32 %div.neg, %add, !dbg !455
  %cmp325 = icmp sgt i32 %mask, 0, !dbg !456
  br i1 %cmp325, label %for.body.preheader, label %for.cond.cleanup, !dbg !457

for.body.preheader:                               ; preds = %if.end
  %xtraiter = and i32 %mask, 3, !dbg !457
  %3 = icmp ult i32 %mask, 4, !dbg !457
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new, !dbg !457

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %mask, 2147483644, !dbg !457
  br label %for.body, !dbg !457

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.3
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !458
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !458

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %k.027.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %sum.026.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %sum.1.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod29 = icmp ne i32 %xtraiter, 0, !dbg !458
  tail call void @llvm.assume(i1 %lcmp.mod29), !dbg !458
  br label %for.body.epil, !dbg !458

for.body.epil:                                    ; preds = %for.inc.epil, %for.body.epil.preheader
  %k.027.epil = phi i32 [ %inc.epil, %for.inc.epil ], [ %k.027.epil.init, %for.body.epil.preheader ]
  %sum.026.epil = phi float [ %sum.1.epil, %for.inc.epil ], [ %sum.026.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.inc.epil ], [ 0, %for.body.epil.preheader ]
  %add4.epil = add nsw i32 %sub, %k.027.epil, !dbg !459
  %cmp5.epil = icmp sgt i32 %add4.epil, -1, !dbg !460
  %cmp7.epil = icmp slt i32 %add4.epil, %width
  %or.cond.epil = and i1 %cmp5.epil, %cmp7.epil, !dbg !458
  br i1 %or.cond.epil, label %if.then8.epil, label %for.inc.epil, !dbg !458

if.then8.epil:                                    ; preds = %for.body.epil
  %idxprom.epil = zext nneg i32 %add4.epil to i64
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.epil
  %4 = load float, ptr %arrayidx.epil, align 4, !dbg !461, !tbaa !29
  %add10.epil = fadd contract float %sum.026.epil, %4, !dbg !462
  br label %for.inc.epil, !dbg !463

for.inc.epil:                                     ; preds = %if.then8.epil, %for.body.epil
  %sum.1.epil = phi float [ %add10.epil, %if.then8.epil ], [ %sum.026.epil, %for.body.epil ], !dbg !464
  %inc.epil = add nuw nsw i32 %k.027.epil, 1, !dbg !465
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !457
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !457
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !457, !llvm.loop !466

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.inc.epil, %if.end
  %sum.0.lcssa = phi float [ 0.000000e+00, %if.end ], [ %sum.1.3, %for.cond.cleanup.loopexit.unr-lcssa ], [ %sum.1.epil, %for.inc.epil ], !dbg !464
  %idxprom12 = sext i32 %add to i64, !dbg !467
  %arrayidx13 = getelementptr inbounds float, ptr %out, i64 %idxprom12, !dbg !467
  store float %sum.0.lcssa, ptr %arrayidx13, align 4, !dbg !468, !tbaa !29
  br label %cleanup, !dbg !469

for.body:                                         ; preds = %for.inc.3, %for.body.preheader.new
  %k.027 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.3, %for.inc.3 ]
  %sum.026 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %sum.1.3, %for.inc.3 ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.inc.3 ]
  %add4 = add nsw i32 %sub, %k.027, !dbg !459
  %cmp5 = icmp sgt i32 %add4, -1, !dbg !460
  %cmp7 = icmp slt i32 %add4, %width
  %or.cond = and i1 %cmp5, %cmp7, !dbg !458
  br i1 %or.cond, label %if.then8, label %for.inc, !dbg !458

if.then8:                                         ; preds = %for.body
  %idxprom = zext nneg i32 %add4 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %5 = load float, ptr %arrayidx, align 4, !dbg !461, !tbaa !29
  %add10 = fadd contract float %sum.026, %5, !dbg !462
  br label %for.inc, !dbg !463

for.inc:                                          ; preds = %for.body, %if.then8
  %sum.1 = phi float [ %add10, %if.then8 ], [ %sum.026, %for.body ], !dbg !464
  %inc = or disjoint i32 %k.027, 1, !dbg !465
  %add4.1 = add nsw i32 %sub, %inc, !dbg !459
  %cmp5.1 = icmp sgt i32 %add4.1, -1, !dbg !460
  %cmp7.1 = icmp slt i32 %add4.1, %width
  %or.cond.1 = and i1 %cmp5.1, %cmp7.1, !dbg !458
  br i1 %or.cond.1, label %if.then8.1, label %for.inc.1, !dbg !458

if.then8.1:                                       ; preds = %for.inc
  %idxprom.1 = zext nneg i32 %add4.1 to i64
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !dbg !461, !tbaa !29
  %add10.1 = fadd contract float %sum.1, %6, !dbg !462
  br label %for.inc.1, !dbg !463

for.inc.1:                                        ; preds = %if.then8.1, %for.inc
  %sum.1.1 = phi float [ %add10.1, %if.then8.1 ], [ %sum.1, %for.inc ], !dbg !464
  %inc.1 = or disjoint i32 %k.027, 2, !dbg !465
  %add4.2 = add nsw i32 %sub, %inc.1, !dbg !459
  %cmp5.2 = icmp sgt i32 %add4.2, -1, !dbg !460
  %cmp7.2 = icmp slt i32 %add4.2, %width
  %or.cond.2 = and i1 %cmp5.2, %cmp7.2, !dbg !458
  br i1 %or.cond.2, label %if.then8.2, label %for.inc.2, !dbg !458

if.then8.2:                                       ; preds = %for.inc.1
  %idxprom.2 = zext nneg i32 %add4.2 to i64
  %arrayidx.2 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.2
  %7 = load float, ptr %arrayidx.2, align 4, !dbg !461, !tbaa !29
  %add10.2 = fadd contract float %sum.1.1, %7, !dbg !462
  br label %for.inc.2, !dbg !463

for.inc.2:                                        ; preds = %if.then8.2, %for.inc.1
  %sum.1.2 = phi float [ %add10.2, %if.then8.2 ], [ %sum.1.1, %for.inc.1 ], !dbg !464
  %inc.2 = or disjoint i32 %k.027, 3, !dbg !465
  %add4.3 = add nsw i32 %sub, %inc.2, !dbg !459
  %cmp5.3 = icmp sgt i32 %add4.3, -1, !dbg !460
  %cmp7.3 = icmp slt i32 %add4.3, %width
  %or.cond.3 = and i1 %cmp5.3, %cmp7.3, !dbg !458
  br i1 %or.cond.3, label %if.then8.3, label %for.inc.3, !dbg !458

if.then8.3:                                       ; preds = %for.inc.2
  %idxprom.3 = zext nneg i32 %add4.3 to i64
  %arrayidx.3 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.3
  %8 = load float, ptr %arrayidx.3, align 4, !dbg !461, !tbaa !29
  %add10.3 = fadd contract float %sum.1.2, %8, !dbg !462
  br label %for.inc.3, !dbg !463

for.inc.3:                                        ; preds = %if.then8.3, %for.inc.2
  %sum.1.3 = phi float [ %add10.3, %if.then8.3 ], [ %sum.1.2, %for.inc.2 ], !dbg !464
  %inc.3 = add nuw nsw i32 %k.027, 4, !dbg !465
  %niter.next.3 = add i32 %niter, 4, !dbg !457
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter, !dbg !457
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !457, !llvm.loop !470

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  ret void, !dbg !469
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kernels.cu", directory: "/work/main/tests/analyzer/inputs")
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
!12 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 4, column: 11, scope: !12)
!19 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 4, column: 24, scope: !12)
!22 = !DILocation(line: 4, column: 22, scope: !12)
!23 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 4, column: 37, scope: !12)
!26 = !DILocation(line: 4, column: 35, scope: !12)
!27 = !DILocation(line: 5, column: 9, scope: !12)
!28 = !DILocation(line: 6, column: 16, scope: !12)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !10, i64 0}
!31 = !DILocation(line: 6, column: 14, scope: !12)
!32 = !DILocation(line: 6, column: 23, scope: !12)
!33 = !DILocation(line: 6, column: 21, scope: !12)
!34 = !DILocation(line: 6, column: 10, scope: !12)
!35 = !DILocation(line: 6, column: 5, scope: !12)
!36 = !DILocation(line: 7, column: 1, scope: !12)
!37 = distinct !DISubprogram(name: "matmulNaive", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = !DILocation(line: 67, column: 27, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 10, column: 11, scope: !37)
!41 = !DILocation(line: 80, column: 27, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 10, column: 24, scope: !37)
!44 = !DILocation(line: 10, column: 22, scope: !37)
!45 = !DILocation(line: 54, column: 27, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 10, column: 37, scope: !37)
!48 = !DILocation(line: 10, column: 35, scope: !37)
!49 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !50)
!50 = distinct !DILocation(line: 11, column: 11, scope: !37)
!51 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !52)
!52 = distinct !DILocation(line: 11, column: 24, scope: !37)
!53 = !DILocation(line: 11, column: 22, scope: !37)
!54 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !55)
!55 = distinct !DILocation(line: 11, column: 37, scope: !37)
!56 = !DILocation(line: 11, column: 35, scope: !37)
!57 = !DILocation(line: 12, column: 9, scope: !37)
!58 = !DILocation(line: 12, column: 17, scope: !37)
!59 = !DILocation(line: 14, column: 5, scope: !37)
!60 = !DILocation(line: 15, column: 26, scope: !37)
!61 = !DILocation(line: 15, column: 14, scope: !37)
!62 = !DILocation(line: 15, column: 37, scope: !37)
!63 = !DILocation(line: 15, column: 45, scope: !37)
!64 = !DILocation(line: 15, column: 33, scope: !37)
!65 = !DILocation(line: 15, column: 31, scope: !37)
!66 = !DILocation(line: 15, column: 11, scope: !37)
!67 = !DILocation(line: 14, column: 32, scope: !37)
!68 = distinct !{!68, !69}
!69 = !{!"llvm.loop.unroll.disable"}
!70 = !DILocation(line: 16, column: 17, scope: !37)
!71 = !DILocation(line: 16, column: 5, scope: !37)
!72 = !DILocation(line: 16, column: 22, scope: !37)
!73 = !DILocation(line: 17, column: 3, scope: !37)
!74 = distinct !{!74, !59, !75, !76}
!75 = !DILocation(line: 15, column: 48, scope: !37)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 18, column: 1, scope: !37)
!78 = distinct !DISubprogram(name: "matmulTiled", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !80)
!80 = distinct !DILocation(line: 24, column: 12, scope: !78)
!81 = !DILocation(line: 67, column: 27, scope: !39, inlinedAt: !82)
!82 = distinct !DILocation(line: 24, column: 29, scope: !78)
!83 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !84)
!84 = distinct !DILocation(line: 24, column: 46, scope: !78)
!85 = !DILocation(line: 54, column: 27, scope: !46, inlinedAt: !86)
!86 = distinct !DILocation(line: 24, column: 64, scope: !78)
!87 = !DILocation(line: 25, column: 16, scope: !78)
!88 = !DILocation(line: 25, column: 23, scope: !78)
!89 = !DILocation(line: 26, column: 16, scope: !78)
!90 = !DILocation(line: 26, column: 23, scope: !78)
!91 = !DILocation(line: 28, column: 23, scope: !78)
!92 = !DILocation(line: 28, column: 3, scope: !78)
!93 = !DILocation(line: 27, column: 9, scope: !78)
!94 = !DILocation(line: 36, column: 17, scope: !78)
!95 = !DILocation(line: 36, column: 3, scope: !78)
!96 = !DILocation(line: 36, column: 24, scope: !78)
!97 = !DILocation(line: 37, column: 1, scope: !78)
!98 = !DILocation(line: 29, column: 38, scope: !78)
!99 = !DILocation(line: 29, column: 45, scope: !78)
!100 = !DILocation(line: 29, column: 19, scope: !78)
!101 = !DILocation(line: 29, column: 17, scope: !78)
!102 = !DILocation(line: 30, column: 32, scope: !78)
!103 = !DILocation(line: 30, column: 38, scope: !78)
!104 = !DILocation(line: 30, column: 46, scope: !78)
!105 = !DILocation(line: 30, column: 19, scope: !78)
!106 = !DILocation(line: 30, column: 17, scope: !78)
!107 = !DILocation(line: 31, column: 5, scope: !78)
!108 = !DILocation(line: 33, column: 17, scope: !78)
!109 = !DILocation(line: 33, column: 30, scope: !78)
!110 = !DILocation(line: 33, column: 28, scope: !78)
!111 = !DILocation(line: 33, column: 14, scope: !78)
!112 = !DILocation(line: 34, column: 5, scope: !78)
!113 = !DILocation(line: 28, column: 39, scope: !78)
!114 = distinct !{!114, !92, !115, !76}
!115 = !DILocation(line: 35, column: 3, scope: !78)
!116 = distinct !DISubprogram(name: "stridedCopy", scope: !1, file: !1, line: 39, type: !13, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!117 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !118)
!118 = distinct !DILocation(line: 40, column: 11, scope: !116)
!119 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !120)
!120 = distinct !DILocation(line: 40, column: 24, scope: !116)
!121 = !DILocation(line: 40, column: 22, scope: !116)
!122 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !123)
!123 = distinct !DILocation(line: 40, column: 37, scope: !116)
!124 = !DILocation(line: 40, column: 35, scope: !116)
!125 = !DILocation(line: 41, column: 17, scope: !116)
!126 = !DILocation(line: 41, column: 12, scope: !116)
!127 = !DILocation(line: 41, column: 3, scope: !116)
!128 = !DILocation(line: 41, column: 10, scope: !116)
!129 = !DILocation(line: 42, column: 1, scope: !116)
!130 = distinct !DISubprogram(name: "offsetCopy", scope: !1, file: !1, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!131 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !132)
!132 = distinct !DILocation(line: 45, column: 11, scope: !130)
!133 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !134)
!134 = distinct !DILocation(line: 45, column: 24, scope: !130)
!135 = !DILocation(line: 45, column: 22, scope: !130)
!136 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !137)
!137 = distinct !DILocation(line: 45, column: 37, scope: !130)
!138 = !DILocation(line: 45, column: 35, scope: !130)
!139 = !DILocation(line: 45, column: 49, scope: !130)
!140 = !DILocation(line: 46, column: 12, scope: !130)
!141 = !DILocation(line: 46, column: 3, scope: !130)
!142 = !DILocation(line: 46, column: 10, scope: !130)
!143 = !DILocation(line: 47, column: 1, scope: !130)
!144 = distinct !DISubprogram(name: "gridStride", scope: !1, file: !1, line: 49, type: !13, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!145 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !146)
!146 = distinct !DILocation(line: 50, column: 16, scope: !144)
!147 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !148)
!148 = distinct !DILocation(line: 50, column: 29, scope: !144)
!149 = !DILocation(line: 50, column: 27, scope: !144)
!150 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !151)
!151 = distinct !DILocation(line: 50, column: 42, scope: !144)
!152 = !DILocation(line: 50, column: 40, scope: !144)
!153 = !DILocation(line: 50, column: 57, scope: !144)
!154 = !DILocation(line: 50, column: 3, scope: !144)
!155 = !DILocation(line: 52, column: 1, scope: !144)
!156 = !DILocation(line: 51, column: 19, scope: !144)
!157 = !DILocation(line: 51, column: 17, scope: !144)
!158 = !DILocation(line: 51, column: 5, scope: !144)
!159 = !DILocation(line: 51, column: 10, scope: !144)
!160 = !DILocation(line: 50, column: 64, scope: !144)
!161 = distinct !{!161, !154, !162, !76}
!162 = !DILocation(line: 51, column: 22, scope: !144)
!163 = distinct !DISubprogram(name: "dataBranch", scope: !1, file: !1, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!164 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !165)
!165 = distinct !DILocation(line: 55, column: 11, scope: !163)
!166 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !167)
!167 = distinct !DILocation(line: 55, column: 24, scope: !163)
!168 = !DILocation(line: 55, column: 22, scope: !163)
!169 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !170)
!170 = distinct !DILocation(line: 55, column: 37, scope: !163)
!171 = !DILocation(line: 55, column: 35, scope: !163)
!172 = !DILocation(line: 56, column: 9, scope: !163)
!173 = !DILocation(line: 57, column: 13, scope: !163)
!174 = !DILocation(line: 58, column: 9, scope: !163)
!175 = !DILocation(line: 19, column: 48, scope: !176, inlinedAt: !178)
!176 = distinct !DISubprogram(name: "expf", scope: !177, file: !177, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!177 = !DIFile(filename: "./kc_test_device.h", directory: "/work/main/tests/analyzer/inputs")
!178 = distinct !DILocation(line: 59, column: 9, scope: !163)
!179 = !DILocation(line: 59, column: 17, scope: !163)
!180 = !DILocation(line: 59, column: 24, scope: !163)
!181 = !DILocation(line: 59, column: 5, scope: !163)
!182 = !DILocation(line: 0, scope: !163)
!183 = !DILocation(line: 60, column: 3, scope: !163)
!184 = !DILocation(line: 60, column: 8, scope: !163)
!185 = !DILocation(line: 61, column: 1, scope: !163)
!186 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 63, type: !13, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!187 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !188)
!188 = distinct !DILocation(line: 64, column: 11, scope: !186)
!189 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !190)
!190 = distinct !DILocation(line: 64, column: 24, scope: !186)
!191 = !DILocation(line: 64, column: 22, scope: !186)
!192 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !193)
!193 = distinct !DILocation(line: 64, column: 37, scope: !186)
!194 = !DILocation(line: 64, column: 35, scope: !186)
!195 = !DILocation(line: 65, column: 9, scope: !186)
!196 = !DILocation(line: 66, column: 21, scope: !186)
!197 = !DILocation(line: 66, column: 29, scope: !186)
!198 = !DILocation(line: 66, column: 16, scope: !186)
!199 = !DILocation(line: 12, column: 57, scope: !200, inlinedAt: !201)
!200 = distinct !DISubprogram(name: "atomicAdd", scope: !177, file: !177, line: 12, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!201 = distinct !DILocation(line: 66, column: 5, scope: !186)
!202 = !DILocation(line: 66, column: 5, scope: !186)
!203 = !DILocation(line: 67, column: 1, scope: !186)
!204 = distinct !DISubprogram(name: "reduce", scope: !1, file: !1, line: 69, type: !13, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!205 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !206)
!206 = distinct !DILocation(line: 71, column: 18, scope: !204)
!207 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !208)
!208 = distinct !DILocation(line: 72, column: 16, scope: !204)
!209 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !210)
!210 = distinct !DILocation(line: 72, column: 29, scope: !204)
!211 = !DILocation(line: 72, column: 27, scope: !204)
!212 = !DILocation(line: 72, column: 40, scope: !204)
!213 = !DILocation(line: 73, column: 18, scope: !204)
!214 = !DILocation(line: 73, column: 16, scope: !204)
!215 = !DILocation(line: 73, column: 24, scope: !204)
!216 = !DILocation(line: 73, column: 3, scope: !204)
!217 = !DILocation(line: 73, column: 14, scope: !204)
!218 = !DILocation(line: 74, column: 3, scope: !204)
!219 = !DILocation(line: 75, scope: !204)
!220 = !DILocation(line: 75, column: 39, scope: !204)
!221 = !DILocation(line: 75, column: 3, scope: !204)
!222 = !DILocation(line: 80, column: 11, scope: !204)
!223 = !DILocation(line: 76, column: 13, scope: !204)
!224 = !DILocation(line: 77, column: 21, scope: !204)
!225 = !DILocation(line: 77, column: 18, scope: !204)
!226 = !DILocation(line: 77, column: 7, scope: !204)
!227 = !DILocation(line: 78, column: 5, scope: !204)
!228 = distinct !{!228, !221, !229, !76}
!229 = !DILocation(line: 79, column: 3, scope: !204)
!230 = !DILocation(line: 81, column: 23, scope: !204)
!231 = !DILocation(line: 81, column: 21, scope: !204)
!232 = !DILocation(line: 81, column: 5, scope: !204)
!233 = !DILocation(line: 82, column: 1, scope: !204)
!234 = distinct !DISubprogram(name: "transposeNaive", scope: !1, file: !1, line: 84, type: !13, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!235 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !236)
!236 = distinct !DILocation(line: 85, column: 11, scope: !234)
!237 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !238)
!238 = distinct !DILocation(line: 85, column: 24, scope: !234)
!239 = !DILocation(line: 85, column: 22, scope: !234)
!240 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !241)
!241 = distinct !DILocation(line: 85, column: 37, scope: !234)
!242 = !DILocation(line: 85, column: 35, scope: !234)
!243 = !DILocation(line: 67, column: 27, scope: !39, inlinedAt: !244)
!244 = distinct !DILocation(line: 86, column: 11, scope: !234)
!245 = !DILocation(line: 80, column: 27, scope: !42, inlinedAt: !246)
!246 = distinct !DILocation(line: 86, column: 24, scope: !234)
!247 = !DILocation(line: 86, column: 22, scope: !234)
!248 = !DILocation(line: 54, column: 27, scope: !46, inlinedAt: !249)
!249 = distinct !DILocation(line: 86, column: 37, scope: !234)
!250 = !DILocation(line: 86, column: 35, scope: !234)
!251 = !DILocation(line: 87, column: 9, scope: !234)
!252 = !DILocation(line: 87, column: 13, scope: !234)
!253 = !DILocation(line: 88, column: 27, scope: !234)
!254 = !DILocation(line: 88, column: 31, scope: !234)
!255 = !DILocation(line: 88, column: 22, scope: !234)
!256 = !DILocation(line: 88, column: 11, scope: !234)
!257 = !DILocation(line: 88, column: 15, scope: !234)
!258 = !DILocation(line: 88, column: 5, scope: !234)
!259 = !DILocation(line: 88, column: 20, scope: !234)
!260 = !DILocation(line: 89, column: 1, scope: !234)
!261 = distinct !DISubprogram(name: "transposeTiled", scope: !1, file: !1, line: 91, type: !13, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!262 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !263)
!263 = distinct !DILocation(line: 93, column: 11, scope: !261)
!264 = !DILocation(line: 93, column: 22, scope: !261)
!265 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !266)
!266 = distinct !DILocation(line: 93, column: 29, scope: !261)
!267 = !DILocation(line: 93, column: 27, scope: !261)
!268 = !DILocation(line: 67, column: 27, scope: !39, inlinedAt: !269)
!269 = distinct !DILocation(line: 94, column: 11, scope: !261)
!270 = !DILocation(line: 94, column: 22, scope: !261)
!271 = !DILocation(line: 54, column: 27, scope: !46, inlinedAt: !272)
!272 = distinct !DILocation(line: 94, column: 29, scope: !261)
!273 = !DILocation(line: 94, column: 27, scope: !261)
!274 = !DILocation(line: 95, column: 9, scope: !261)
!275 = !DILocation(line: 95, column: 13, scope: !261)
!276 = !DILocation(line: 96, column: 43, scope: !261)
!277 = !DILocation(line: 96, column: 47, scope: !261)
!278 = !DILocation(line: 96, column: 38, scope: !261)
!279 = !DILocation(line: 96, column: 5, scope: !261)
!280 = !DILocation(line: 96, column: 36, scope: !261)
!281 = !DILocation(line: 97, column: 3, scope: !261)
!282 = !DILocation(line: 98, column: 23, scope: !261)
!283 = !DILocation(line: 99, column: 23, scope: !261)
!284 = !DILocation(line: 100, column: 9, scope: !261)
!285 = !DILocation(line: 100, column: 13, scope: !261)
!286 = !DILocation(line: 101, column: 22, scope: !261)
!287 = !DILocation(line: 101, column: 11, scope: !261)
!288 = !DILocation(line: 101, column: 15, scope: !261)
!289 = !DILocation(line: 101, column: 5, scope: !261)
!290 = !DILocation(line: 101, column: 20, scope: !261)
!291 = !DILocation(line: 102, column: 1, scope: !261)
!292 = distinct !DISubprogram(name: "fp64Poly", scope: !1, file: !1, line: 104, type: !13, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!293 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !294)
!294 = distinct !DILocation(line: 105, column: 11, scope: !292)
!295 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !296)
!296 = distinct !DILocation(line: 105, column: 24, scope: !292)
!297 = !DILocation(line: 105, column: 22, scope: !292)
!298 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !299)
!299 = distinct !DILocation(line: 105, column: 37, scope: !292)
!300 = !DILocation(line: 105, column: 35, scope: !292)
!301 = !DILocation(line: 106, column: 9, scope: !292)
!302 = !DILocation(line: 107, column: 16, scope: !292)
!303 = !{!304, !304, i64 0}
!304 = !{!"double", !10, i64 0}
!305 = !DILocation(line: 108, column: 12, scope: !292)
!306 = !DILocation(line: 108, column: 35, scope: !292)
!307 = !DILocation(line: 108, column: 39, scope: !292)
!308 = !DILocation(line: 108, column: 30, scope: !292)
!309 = !DILocation(line: 108, column: 5, scope: !292)
!310 = !DILocation(line: 108, column: 10, scope: !292)
!311 = !DILocation(line: 109, column: 3, scope: !292)
!312 = !DILocation(line: 110, column: 1, scope: !292)
!313 = distinct !DISubprogram(name: "nestedLoops", scope: !1, file: !1, line: 112, type: !13, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!314 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !315)
!315 = distinct !DILocation(line: 113, column: 11, scope: !313)
!316 = !DILocation(line: 115, column: 21, scope: !313)
!317 = !DILocation(line: 115, column: 3, scope: !313)
!318 = !DILocation(line: 116, column: 5, scope: !313)
!319 = !DILocation(line: 114, column: 9, scope: !313)
!320 = !DILocation(line: 118, column: 3, scope: !313)
!321 = !DILocation(line: 118, column: 8, scope: !313)
!322 = !DILocation(line: 119, column: 1, scope: !313)
!323 = !DILocation(line: 117, column: 21, scope: !313)
!324 = !DILocation(line: 117, column: 26, scope: !313)
!325 = !DILocation(line: 117, column: 31, scope: !313)
!326 = !DILocation(line: 117, column: 12, scope: !313)
!327 = !DILocation(line: 117, column: 9, scope: !313)
!328 = !DILocation(line: 116, column: 28, scope: !313)
!329 = distinct !{!329, !69}
!330 = !DILocation(line: 0, scope: !313)
!331 = !DILocation(line: 115, column: 26, scope: !313)
!332 = distinct !{!332, !317, !333, !76}
!333 = !DILocation(line: 117, column: 34, scope: !313)
!334 = distinct !{!334, !318, !333, !76}
!335 = distinct !DISubprogram(name: "triangular", scope: !1, file: !1, line: 121, type: !13, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!336 = !DILocation(line: 123, column: 21, scope: !335)
!337 = !DILocation(line: 123, column: 3, scope: !335)
!338 = !DILocation(line: 124, column: 5, scope: !335)
!339 = !DILocation(line: 122, column: 9, scope: !335)
!340 = !DILocation(line: 126, column: 3, scope: !335)
!341 = !DILocation(line: 126, column: 18, scope: !335)
!342 = !DILocation(line: 127, column: 1, scope: !335)
!343 = !DILocation(line: 125, column: 16, scope: !335)
!344 = !DILocation(line: 125, column: 21, scope: !335)
!345 = !DILocation(line: 125, column: 12, scope: !335)
!346 = !DILocation(line: 125, column: 9, scope: !335)
!347 = !DILocation(line: 124, column: 29, scope: !335)
!348 = distinct !{!348, !69}
!349 = distinct !{!349, !337, !350, !76}
!350 = !DILocation(line: 125, column: 34, scope: !335)
!351 = distinct !{!351, !338, !350, !76}
!352 = distinct !DISubprogram(name: "dynShared", scope: !1, file: !1, line: 130, type: !13, scopeLine: 130, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!353 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !354)
!354 = distinct !DILocation(line: 131, column: 22, scope: !352)
!355 = !DILocation(line: 131, column: 22, scope: !352)
!356 = !DILocation(line: 131, column: 3, scope: !352)
!357 = !DILocation(line: 131, column: 20, scope: !352)
!358 = !DILocation(line: 132, column: 3, scope: !352)
!359 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !360)
!360 = distinct !DILocation(line: 133, column: 26, scope: !352)
!361 = !DILocation(line: 133, column: 41, scope: !352)
!362 = !DILocation(line: 133, column: 22, scope: !352)
!363 = !DILocation(line: 133, column: 3, scope: !352)
!364 = !DILocation(line: 133, column: 20, scope: !352)
!365 = !DILocation(line: 134, column: 1, scope: !352)
!366 = distinct !DISubprogram(name: "chase", scope: !1, file: !1, line: 137, type: !13, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!367 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !368)
!368 = distinct !DILocation(line: 138, column: 11, scope: !366)
!369 = !DILocation(line: 139, column: 3, scope: !366)
!370 = !DILocation(line: 140, column: 9, scope: !366)
!371 = !DILocation(line: 141, column: 5, scope: !366)
!372 = !DILocation(line: 139, column: 12, scope: !366)
!373 = distinct !{!373, !369, !374, !76}
!374 = !DILocation(line: 142, column: 3, scope: !366)
!375 = !DILocation(line: 143, column: 3, scope: !366)
!376 = !DILocation(line: 143, column: 20, scope: !366)
!377 = !DILocation(line: 144, column: 1, scope: !366)
!378 = distinct !DISubprogram(name: "scanSteps", scope: !1, file: !1, line: 147, type: !13, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!379 = !DILocation(line: 148, column: 26, scope: !378)
!380 = !DILocation(line: 148, column: 3, scope: !378)
!381 = !DILocation(line: 154, column: 1, scope: !378)
!382 = !DILocation(line: 149, column: 27, scope: !378)
!383 = !DILocation(line: 149, column: 15, scope: !378)
!384 = !DILocation(line: 149, column: 34, scope: !378)
!385 = !DILocation(line: 150, column: 5, scope: !378)
!386 = !DILocation(line: 151, column: 20, scope: !378)
!387 = !DILocation(line: 152, column: 5, scope: !378)
!388 = !DILocation(line: 148, column: 42, scope: !378)
!389 = distinct !{!389, !380, !390, !76}
!390 = !DILocation(line: 153, column: 3, scope: !378)
!391 = distinct !DISubprogram(name: "aosSum", scope: !1, file: !1, line: 158, type: !13, scopeLine: 158, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!392 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !393)
!393 = distinct !DILocation(line: 159, column: 11, scope: !391)
!394 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !395)
!395 = distinct !DILocation(line: 159, column: 24, scope: !391)
!396 = !DILocation(line: 159, column: 22, scope: !391)
!397 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !398)
!398 = distinct !DILocation(line: 159, column: 37, scope: !391)
!399 = !DILocation(line: 159, column: 35, scope: !391)
!400 = !DILocation(line: 162, column: 10, scope: !391)
!401 = !DILocation(line: 162, column: 7, scope: !391)
!402 = !DILocation(line: 163, column: 3, scope: !391)
!403 = !DILocation(line: 163, column: 10, scope: !391)
!404 = !DILocation(line: 164, column: 1, scope: !391)
!405 = distinct !DISubprogram(name: "stencil5", scope: !1, file: !1, line: 167, type: !13, scopeLine: 167, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!406 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !407)
!407 = distinct !DILocation(line: 168, column: 11, scope: !405)
!408 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !409)
!409 = distinct !DILocation(line: 168, column: 24, scope: !405)
!410 = !DILocation(line: 168, column: 22, scope: !405)
!411 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !412)
!412 = distinct !DILocation(line: 168, column: 37, scope: !405)
!413 = !DILocation(line: 168, column: 35, scope: !405)
!414 = !DILocation(line: 67, column: 27, scope: !39, inlinedAt: !415)
!415 = distinct !DILocation(line: 169, column: 11, scope: !405)
!416 = !DILocation(line: 80, column: 27, scope: !42, inlinedAt: !417)
!417 = distinct !DILocation(line: 169, column: 24, scope: !405)
!418 = !DILocation(line: 169, column: 22, scope: !405)
!419 = !DILocation(line: 54, column: 27, scope: !46, inlinedAt: !420)
!420 = distinct !DILocation(line: 169, column: 37, scope: !405)
!421 = !DILocation(line: 169, column: 35, scope: !405)
!422 = !DILocation(line: 170, column: 9, scope: !405)
!423 = !DILocation(line: 170, column: 13, scope: !405)
!424 = !DILocation(line: 171, column: 27, scope: !405)
!425 = !DILocation(line: 171, column: 31, scope: !405)
!426 = !DILocation(line: 171, column: 22, scope: !405)
!427 = !DILocation(line: 171, column: 38, scope: !405)
!428 = !DILocation(line: 171, column: 36, scope: !405)
!429 = !DILocation(line: 171, column: 58, scope: !405)
!430 = !DILocation(line: 171, column: 56, scope: !405)
!431 = !DILocation(line: 171, column: 84, scope: !405)
!432 = !DILocation(line: 171, column: 89, scope: !405)
!433 = !DILocation(line: 171, column: 93, scope: !405)
!434 = !DILocation(line: 171, column: 78, scope: !405)
!435 = !DILocation(line: 171, column: 76, scope: !405)
!436 = !DILocation(line: 172, column: 28, scope: !405)
!437 = !DILocation(line: 172, column: 33, scope: !405)
!438 = !DILocation(line: 172, column: 37, scope: !405)
!439 = !DILocation(line: 172, column: 22, scope: !405)
!440 = !DILocation(line: 171, column: 98, scope: !405)
!441 = !DILocation(line: 171, column: 5, scope: !405)
!442 = !DILocation(line: 171, column: 20, scope: !405)
!443 = !DILocation(line: 173, column: 1, scope: !405)
!444 = distinct !DISubprogram(name: "windowSum", scope: !1, file: !1, line: 178, type: !13, scopeLine: 178, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!445 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !446)
!446 = distinct !DILocation(line: 179, column: 11, scope: !444)
!447 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !448)
!448 = distinct !DILocation(line: 179, column: 24, scope: !444)
!449 = !DILocation(line: 179, column: 22, scope: !444)
!450 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !451)
!451 = distinct !DILocation(line: 179, column: 37, scope: !444)
!452 = !DILocation(line: 179, column: 35, scope: !444)
!453 = !DILocation(line: 180, column: 9, scope: !444)
!454 = !DILocation(line: 182, column: 24, scope: !444)
!455 = !DILocation(line: 182, column: 17, scope: !444)
!456 = !DILocation(line: 184, column: 21, scope: !444)
!457 = !DILocation(line: 184, column: 3, scope: !444)
!458 = !DILocation(line: 185, column: 24, scope: !444)
!459 = !DILocation(line: 185, column: 15, scope: !444)
!460 = !DILocation(line: 185, column: 19, scope: !444)
!461 = !DILocation(line: 186, column: 14, scope: !444)
!462 = !DILocation(line: 186, column: 11, scope: !444)
!463 = !DILocation(line: 186, column: 7, scope: !444)
!464 = !DILocation(line: 0, scope: !444)
!465 = !DILocation(line: 184, column: 29, scope: !444)
!466 = distinct !{!466, !69}
!467 = !DILocation(line: 187, column: 3, scope: !444)
!468 = !DILocation(line: 187, column: 10, scope: !444)
!469 = !DILocation(line: 188, column: 1, scope: !444)
!470 = distinct !{!470, !457, !471, !76}
!471 = !DILocation(line: 186, column: 26, scope: !444)
