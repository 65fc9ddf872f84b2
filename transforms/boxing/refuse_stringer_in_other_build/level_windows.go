package eventlog

// String names the level as the Windows event log does.
func (l Level) String() string {
	switch l {
	case 1:
		return "Warning"
	case 2:
		return "Error"
	}
	return "Information"
}
