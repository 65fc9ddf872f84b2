package session_test

import (
	"os"
	"os/exec"
	"testing"

	"example.com/session"
)

// TestResettingAnExpiredSessionCrashes runs itself again, resetting an expired session
// there, and expects that run to crash (a nil dereference), as Go's own crash tests do.
func TestResettingAnExpiredSessionCrashes(t *testing.T) {
	if os.Getenv("SESSION_RESET_EXPIRED") == "1" {
		session.New(true).Reset()
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestResettingAnExpiredSessionCrashes$")
	cmd.Env = append(os.Environ(), "SESSION_RESET_EXPIRED=1")
	if err := cmd.Run(); err == nil {
		t.Fatal("resetting an expired session did not crash")
	}
	live := session.New(false)
	live.Reset()
	if !live.Tracked() {
		t.Fatal("a live session stopped counting")
	}
}
