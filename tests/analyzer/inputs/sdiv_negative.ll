; Hand-written: LLVM writes `tx - m / 2` as `tx + m / -2` (an sdiv by a negative
; constant), which C truncates toward zero: for m = 5, tx - 2. A store guarded by
; `tx + m / -2 >= 0` happens for tx >= 2, not tx >= 3 (floor(5 / -2) = -3).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @halfBack(ptr %y, i32 %m) {
entry:
  %tx = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %h = sdiv i32 %m, -2
  %s = add nsw i32 %tx, %h
  %c = icmp sgt i32 %s, -1
  %idx = zext i32 %tx to i64
  %p = getelementptr inbounds float, ptr %y, i64 %idx
  br i1 %c, label %then, label %exit

then:
  store float 1.0, ptr %p, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
