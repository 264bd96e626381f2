; Hand-written (LLVM 22 writes `x & 1` as `trunc i32 %x to i1` in some places, e.g.
; the remainder test of a loop unrolled by 2): a store guarded by the low bit of
; tid.x, and an index that adds 1 on even lanes (xor, zext of the same bit).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @oddLanes(ptr %y) {
entry:
  %tx = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = trunc i32 %tx to i1
  %even = xor i1 %odd, true
  %k = zext i1 %even to i32
  %i = add i32 %tx, %k
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr %y, i64 %idx
  br i1 %odd, label %then, label %exit

then:
  store float 1.0, ptr %p, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
