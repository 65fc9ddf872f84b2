// Case: refused (a method and a struct declared per platform, behind the operands).
// Report prints a volume's free bytes through v.Free(), a method usage_unix.go declares
// with a uint64 result and usage_windows.go with an int64 one; Inodes reads a field of
// the stat that statVolume returns, a struct each platform declares with its own field
// types; Blocks calls a method of that struct on the call's result. The type facts are
// of one build (strconv.FormatUint for linux would not compile on windows, and a JSON
// field typed uint64 would not hold an int64): every site is refused as platform_type.
package usage

import (
	"encoding/json"
	"fmt"
)

// Volume is one mounted file system.
type Volume struct {
	Path  string
	total uint64
	used  uint64
}

// Report prints a volume's free space.
func Report(v *Volume) string {
	return fmt.Sprintf("%s free=%d", v.Path, v.Free())
}

// ReportFree prints it through a local.
func ReportFree(v *Volume) string {
	free := v.Free()
	return fmt.Sprintf("%s free=%d", v.Path, free)
}

// Inodes prints a path's inode count.
func Inodes(path string) string {
	st := statVolume(path)
	return fmt.Sprintf("%s inodes=%d", path, st.inodes)
}

// Blocks encodes a path's block count.
func Blocks(path string) ([]byte, error) {
	return json.Marshal(map[string]any{"path": path, "blocks": statVolume(path).Blocks()})
}
