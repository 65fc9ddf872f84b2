// Case: values stored in map[string]interface{} (assignments and literals). Each `want`
// line must be reported with that kind; every other line must not be.
package events

type Event struct {
	ID    int64
	Name  string
	Ratio float64
	OK    bool
	Ptr   *Event
}

func Fields(ev Event, n int) map[string]interface{} {
	m := map[string]interface{}{
		"id":   ev.ID, // want: map value
		"kind": "click",
	}
	m["name"] = ev.Name   // want: map value
	m["ratio"] = ev.Ratio // want: map value
	m["ok"] = ev.OK
	m["ptr"] = ev.Ptr
	m["n"] = n // want: map value
	m["limit"] = 42
	var generic map[string]any = map[string]any{}
	generic["id"] = ev.ID // want: map value
	m["generic"] = generic
	return m
}
