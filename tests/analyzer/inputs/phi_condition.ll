; Hand-written: the short-circuit `tx < n && ty < m` as LLVM can leave it, a
; `phi i1 [false, %entry], [%b, %second]` over the first test's branch; the store
; runs where both hold.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @bothInRange(ptr %y, i32 %n, i32 %m) {
entry:
  %tx = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %a = icmp slt i32 %tx, %n
  br i1 %a, label %second, label %join

second:
  %b = icmp slt i32 %ty, %m
  br label %join

join:
  %ok = phi i1 [ false, %entry ], [ %b, %second ]
  br i1 %ok, label %then, label %exit

then:
  store float 1.0, ptr %y, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
