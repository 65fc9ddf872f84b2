package route

import "testing"

func TestNew(t *testing.T) {
	s, kinds := New(Path("/users"), Method("GET"))
	if s.path != "/users" || s.method != "GET" || len(kinds) != 2 || kinds[0] != "path" {
		t.Fatalf("New = %+v, %v", s, kinds)
	}
}
