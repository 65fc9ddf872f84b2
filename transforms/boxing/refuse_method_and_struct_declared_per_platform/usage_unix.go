//go:build !windows

package usage

// Free is what statfs reports as available: unsigned on unix.
func (v *Volume) Free() uint64 { return v.total - v.used }

type stat struct {
	inodes uint64
	blocks uint64
}

func statVolume(path string) stat { return stat{inodes: uint64(len(path)), blocks: 8} }

// Blocks is the volume's size in blocks.
func (s stat) Blocks() uint64 { return s.blocks }
