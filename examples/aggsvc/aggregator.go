// Package aggsvc aggregates metric events and ships them as JSON, shaped like the
// service of the boxing field report.
package aggsvc

import (
	"encoding/json"
	"fmt"
	"io"
	"log"
	"log/slog"
	"strconv"
	"sync/atomic"
	"time"
)

// Event is one measurement from an agent.
type Event struct {
	Host    string
	Metric  string
	Value   float64
	Count   int64
	At      time.Time
	Sampled bool
}

// Aggregator folds events into per-series totals and encodes batches.
type Aggregator struct {
	logger  *log.Logger
	verbose bool
	last    atomic.Value
	totals  map[string]float64
	sink    io.Writer
	seen    int64
}

// New returns an aggregator writing batches to sink.
func New(sink io.Writer, verbose bool) *Aggregator {
	return &Aggregator{
		logger:  log.New(io.Discard, "agg ", 0),
		verbose: verbose,
		totals:  map[string]float64{},
		sink:    sink,
	}
}

// debugf logs through the aggregator's logger when verbose.
func (a *Aggregator) debugf(format string, args ...interface{}) {
	if a.verbose {
		a.logger.Printf(format, args...)
	}
}

// encode turns one event into its wire form, the generic way.
func (a *Aggregator) encode(ev Event) ([]byte, error) {
	m := map[string]interface{}{
		"host":    ev.Host,
		"metric":  ev.Metric,
		"value":   ev.Value,
		"count":   ev.Count,
		"ts":      ev.At.UnixNano(),
		"sampled": ev.Sampled,
	}
	return json.Marshal(m)
}

// Add folds one event in and returns its encoded form.
func (a *Aggregator) Add(ev Event) ([]byte, error) {
	a.seen++
	a.debugf("event %s/%s value=%f count=%d", ev.Host, ev.Metric, ev.Value, ev.Count)
	slog.Debug("event", "host", ev.Host, "count", ev.Count, "value", ev.Value)
	key := ev.Host + "/" + ev.Metric
	a.totals[key] += ev.Value
	a.last.Store(ev.Count)
	return a.encode(ev)
}

// Batch encodes a batch of events as one JSON array of rows.
func (a *Aggregator) Batch(events []Event) (int, error) {
	rows := make([]interface{}, 0, len(events))
	for _, ev := range events {
		b, err := a.Add(ev)
		if err != nil {
			return 0, fmt.Errorf("event %s: %w", ev.Metric, err)
		}
		rows = append(rows, json.RawMessage(b))
		rows = append(rows, ev.Count)
	}
	out, err := json.Marshal(rows)
	if err != nil {
		return 0, err
	}
	n, err := a.sink.Write(out)
	return n, err
}

// Seen is how many events were added, formatted without boxing (a decoy).
func (a *Aggregator) Seen() string {
	return strconv.FormatInt(a.seen, 10)
}

// Limits are constant and pointer-shaped values, which never allocate (decoys).
func (a *Aggregator) Limits() []interface{} {
	const max = 1 << 20
	return []interface{}{max, a, "fixed", true}
}

// Summary prints the totals for an operator.
func (a *Aggregator) Summary() string {
	return fmt.Sprintf("series=%d seen=%d", len(a.totals), a.seen)
}
