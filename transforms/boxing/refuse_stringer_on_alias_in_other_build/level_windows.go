package eventlog

// Severity is the Windows event log's name for a Level.
type Severity = Level

// String names the level as the Windows event log does.
func (l Severity) String() string {
	switch l {
	case 1:
		return "Warning"
	case 2:
		return "Error"
	}
	return "Information"
}
