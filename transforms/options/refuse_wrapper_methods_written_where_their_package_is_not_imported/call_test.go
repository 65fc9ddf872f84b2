package call

import (
	"net/http"
	"testing"
)

func TestPrepareSetsHeaders(t *testing.T) {
	r, err := http.NewRequest(http.MethodGet, "http://example.com", nil)
	if err != nil {
		t.Fatal(err)
	}
	Prepare(r, WithHeader("Rpc-Caller", "billing"), WithRetries(2))
	if r.Header.Get("Rpc-Caller") != "billing" || r.Header.Get("Rpc-Retries") != "2" {
		t.Fatalf("headers = %v", r.Header)
	}
}
