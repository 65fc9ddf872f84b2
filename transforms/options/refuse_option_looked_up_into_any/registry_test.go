package registry

import "testing"

func TestDebug(t *testing.T) {
	var r Registry
	r.Add("eu", WithRegion("eu-west-1"))
	r.Add("shards", WithShards(16))
	if got, want := r.Debug("eu"), "eu-west-1 true 16"; got != want {
		t.Errorf("Debug = %q, want %q", got, want)
	}
}
