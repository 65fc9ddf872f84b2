#include "textflag.h"

// func view(b []byte) string
TEXT ·view(SB), NOSPLIT, $0-40
	MOVQ b_base+0(FP), AX
	MOVQ b_len+8(FP), BX
	MOVQ AX, ret_base+24(FP)
	MOVQ BX, ret_len+32(FP)
	RET
