package cmd

import (
	"testing"

	client "example.com/cache"
)

func TestOptionsKeepTheDefaultAddress(t *testing.T) {
	c := client.New(Options("", 3)...)
	if c.Addr() != "localhost:6379" || c.DB() != 3 {
		t.Fatalf("got %s/%d", c.Addr(), c.DB())
	}
}
