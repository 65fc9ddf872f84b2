package outbound

import (
	"net/http"
	"testing"
)

func TestPrepare(t *testing.T) {
	r, err := http.NewRequest(http.MethodPost, "http://example.com/rpc", nil)
	if err != nil {
		t.Fatal(err)
	}
	Prepare(r, WithHeader("Rpc-Encoding", "json"), WithCaller("billing"))
	if r.Header.Get("Rpc-Encoding") != "json" || r.Header.Get("Rpc-Caller") != "billing" {
		t.Fatalf("headers = %v", r.Header)
	}
}
