// Package telemetry aggregates metric events per service and metric and flushes each series
// as one JSON line, shaped like the telemetry pipeline of the boxing field report: every
// flushed line goes through a map[string]interface{}, series keys through fmt.Sprintf, and a
// missing metric through fmt.Errorf.
package telemetry

import (
	"encoding/json"
	"fmt"
	"sort"
)

// Event is one measurement reported by a host.
type Event struct {
	Service string
	Host    string
	Metric  string
	Value   float64
	Unix    int64 // seconds since the epoch
}

// series is what the aggregator keeps for one service and metric.
type series struct {
	service, host, metric string
	count                 int64
	sum                   float64
	last                  int64
}

// Aggregator sums events per series until the next flush.
type Aggregator struct {
	series map[string]*series
}

// NewAggregator returns an empty aggregator.
func NewAggregator() *Aggregator {
	return &Aggregator{series: make(map[string]*series)}
}

// key names the series of a service's metric.
func key(service, metric string) string {
	return fmt.Sprintf("%s:%s", service, metric)
}

// Add counts an event into its series; the series keeps the latest host and timestamp.
func (a *Aggregator) Add(ev Event) {
	k := key(ev.Service, ev.Metric)
	s := a.series[k]
	if s == nil {
		s = &series{service: ev.Service, metric: ev.Metric}
		a.series[k] = s
	}
	s.host = ev.Host
	s.count++
	s.sum += ev.Value
	s.last = ev.Unix
}

// Total is the sum of a metric since the last flush.
func (a *Aggregator) Total(service, metric string) (float64, error) {
	s := a.series[key(service, metric)]
	if s == nil {
		return 0, fmt.Errorf("metric %s not found for service %s", metric, service)
	}
	return s.sum, nil
}

// encode is the JSON line of one series.
func encode(s *series) ([]byte, error) {
	line := map[string]interface{}{
		"service":   s.service,
		"host":      s.host,
		"metric":    s.metric,
		"count":     s.count,
		"sum":       s.sum,
		"timestamp": s.last,
	}
	return json.Marshal(line)
}

// Flush encodes every series in key order, one line each, and starts over. On an error
// (a sum that is NaN or infinite) nothing is flushed and the series are kept.
func (a *Aggregator) Flush() ([]byte, error) {
	keys := make([]string, 0, len(a.series))
	for k := range a.series {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []byte
	for _, k := range keys {
		b, err := encode(a.series[k])
		if err != nil {
			return nil, err
		}
		out = append(append(out, b...), '\n')
	}
	a.series = make(map[string]*series)
	return out, nil
}
