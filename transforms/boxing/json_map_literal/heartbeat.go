// Case: json.Marshal of a map[string]interface{} literal written in the call, with distinct
// constant keys listed out of sorted order: it becomes an anonymous struct with one tagged
// field per key in sorted (byte) order, so the bytes, including HTML escaping, stay the
// same. Rewritten.
package heartbeat

import "encoding/json"

// Encode is the heartbeat a service sends to the fleet monitor.
func Encode(service string, count int, latencyMs float64, ok bool, tags []string) ([]byte, error) {
	return json.Marshal(map[string]interface{}{"service": service, "count": count, "latency_ms": latencyMs, "ok": ok, "tags": tags})
}

// EncodeDeploy announces a rollout. Byte order puts "git.sha" before "gitRef" and "Replicas"
// before every lower-case key.
func EncodeDeploy(service, version, sha, ref string, replicas uint64, weight float32) ([]byte, error) {
	return json.Marshal(map[string]interface{}{
		"version":       version,
		"service":       service,
		"gitRef":        ref,
		"git.sha":       sha,
		"Replicas":      replicas,
		"canary_weight": weight,
	})
}
