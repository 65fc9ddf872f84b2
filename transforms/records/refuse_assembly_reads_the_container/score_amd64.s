#include "textflag.h"

// func score(u *unit) int64
TEXT ·score(SB), NOSPLIT, $0-16
	MOVQ u+0(FP), AX
	MOVQ 0(AX), BX
	ADDQ BX, BX
	MOVQ 16(AX), CX
	ADDQ CX, BX
	MOVQ BX, ret+8(FP)
	RET
