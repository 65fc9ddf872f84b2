//go:build windows

package usage

// Free is what GetDiskFreeSpaceEx reports, kept signed as the quota API returns it.
func (v *Volume) Free() int64 { return int64(v.total) - int64(v.used) }

type stat struct {
	inodes uint32
	blocks int64
}

func statVolume(path string) stat { return stat{inodes: uint32(len(path)), blocks: 8} }

// Blocks is the volume's size in blocks.
func (s stat) Blocks() int64 { return s.blocks }
