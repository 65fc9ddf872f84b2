// Case: refused (imports_on_one_line). The file writes its imports on one line, which
// gofmt would split; the pass edits imports line by line (adding strconv, dropping fmt)
// and does not take such a file: gofmt it first.
package kv

import ("fmt"; "os")

// Pair is one setting as the environment spells it.
func Pair(key string, n int) string { return fmt.Sprintf("%s=%d", key, n) + os.Getenv("KV_SUFFIX") }
