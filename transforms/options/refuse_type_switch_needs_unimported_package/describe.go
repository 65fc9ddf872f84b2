package client

// describe says what an option sets, for debug logs.
func describe(o Option) string {
	switch v := o.(type) {
	case timeoutOption:
		return "timeout " + v.d.String()
	case nameOption:
		return "name " + string(v)
	}
	return "unknown"
}
