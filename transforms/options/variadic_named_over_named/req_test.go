package req

import (
	"reflect"
	"testing"
)

func TestTags(t *testing.T) {
	got := Tags([]string{"x"}, Tag("a", "1"), Flag("f"))
	if want := []string{"a=1", "x", "f"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Tags = %v, want %v", got, want)
	}
}
