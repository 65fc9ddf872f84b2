// Case: refused (a value encoding/json cannot encode). Describe puts a job's retry
// callback and its done channel into the map beside its name, so json.Marshal fails with
// an UnsupportedTypeError whatever the map holds; there is no output to keep, and the
// plan says so rather than that the pass cannot write the field's type.
package job

import "encoding/json"

// Job is one unit of background work with a retry policy.
type Job struct {
	Name  string
	Retry func(attempt int) bool
	Done  chan struct{}
}

// Describe encodes a job for the admin endpoint.
func Describe(j Job) ([]byte, error) {
	return json.Marshal(map[string]any{"name": j.Name, "retry": j.Retry})
}

// DescribeDone encodes a job's name and completion channel.
func DescribeDone(j Job) ([]byte, error) {
	return json.Marshal(map[string]any{"name": j.Name, "done": j.Done})
}
