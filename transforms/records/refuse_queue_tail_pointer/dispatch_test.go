package dispatch

import "testing"

func TestFirstInFirstOut(t *testing.T) {
	var q queue
	for i, kind := range []string{"mail", "push", "mail"} {
		q.push(int64(i), kind, nil)
	}
	if n := q.pending("mail"); n != 2 {
		t.Fatalf("pending(mail) = %d, want 2", n)
	}
	for want := int64(0); want < 3; want++ {
		id, _, ok := q.pop()
		if !ok || id != want {
			t.Fatalf("pop = %d, %v; want %d", id, ok, want)
		}
	}
	if _, _, ok := q.pop(); ok || q.size != 0 {
		t.Fatalf("the queue is not empty after three pops")
	}
}
