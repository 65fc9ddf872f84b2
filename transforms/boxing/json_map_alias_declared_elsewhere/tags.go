package telemetry

import (
	"encoding/json"

	"example.com/telemetry/attrs"
)

// withDefaults adds the labels every event carries.
func withDefaults(labels attrs.Labels) attrs.Labels {
	labels["service"] = "telemetry"
	return labels
}

// Tags encodes a defined map type: not a candidate.
func Tags(env string) ([]byte, error) {
	return json.Marshal(withDefaults(attrs.Labels{"env": env}))
}
