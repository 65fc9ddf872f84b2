package ingest

import "example.com/ingest/attrs"

// machineFields tags events from Windows hosts; only the windows build holds this file,
// so it does not keep attrs in this build's programs.
func machineFields(host string) attrs.Fields {
	return attrs.Fields{"host": host, "os": "windows"}
}
