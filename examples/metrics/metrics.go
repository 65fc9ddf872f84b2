// Package metrics aggregates events and serialises them, shaped like the metrics service
// of the boxing field report: every event's numbers go through map[string]interface{}.
package metrics

import (
	"encoding/json"
	"fmt"
	"io"
	"log"
	"strconv"
)

// Event is one measurement.
type Event struct {
	Name  string
	Value int64
	Count int
	Tags  []string
}

// debug logs to nowhere unless enabled, as production loggers often do.
var debug = log.New(io.Discard, "", 0)

// Encode serialises an event the generic way.
func Encode(ev Event) ([]byte, error) {
	m := map[string]interface{}{}
	m["name"] = ev.Name
	m["value"] = ev.Value
	m["count"] = ev.Count
	m["unit"] = "ms"
	return json.Marshal(m)
}

// Key names the series an event belongs to.
func Key(ev Event, shard int) string {
	return fmt.Sprintf("%s/%d", ev.Name, shard)
}

// Process encodes a batch and counts the bytes written.
func Process(events []Event) (int, error) {
	total := 0
	for i, ev := range events {
		debug.Printf("event %d: %s=%d", i, ev.Name, ev.Value)
		b, err := Encode(ev)
		if err != nil {
			return total, fmt.Errorf("event %d: %w", i, err)
		}
		total += len(b)
	}
	return total, nil
}

// Label formats a value without boxing it.
func Label(v int64) string {
	return strconv.FormatInt(v, 10)
}
