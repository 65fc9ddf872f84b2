// Case: refused (predecessor_after_unlink). Each unlink is followed by a `break`, but
// the `break` leaves only the `switch` around it (in unsubscribe) or the inner loop over
// the topics (in dropTopics), not the walk: `prev = s` still runs, the removed
// subscription becomes the predecessor, and of two matches in a row the original removes
// only the first, while tombstones would remove both.
package pubsub

type broker struct {
	subs *subscription
}

type subscription struct {
	topic string
	id    int
	next  *subscription
}

func (b *broker) subscribe(topic string, id int) {
	b.subs = &subscription{topic: topic, id: id, next: b.subs}
}

// unsubscribe removes the subscriptions of id.
func (b *broker) unsubscribe(id int) {
	var prev *subscription
	for s := b.subs; s != nil; s = s.next {
		switch {
		case s.id == id:
			if prev == nil {
				b.subs = s.next
			} else {
				prev.next = s.next
			}
			break
		case s.id < 0:
			continue
		}
		prev = s
	}
}

func (b *broker) ids() []int {
	var out []int
	for s := b.subs; s != nil; s = s.next {
		out = append(out, s.id)
	}
	return out
}

type router struct {
	routes *route
}

type route struct {
	topic string
	next  *route
}

func (r *router) add(topic string) {
	r.routes = &route{topic: topic, next: r.routes}
}

// dropTopics removes the routes of the given topics.
func (r *router) dropTopics(topics []string) {
	var prev *route
	for c := r.routes; c != nil; c = c.next {
		for _, t := range topics {
			if c.topic == t {
				if prev == nil {
					r.routes = c.next
				} else {
					prev.next = c.next
				}
				break
			}
		}
		prev = c
	}
}

func (r *router) topics() []string {
	var out []string
	for c := r.routes; c != nil; c = c.next {
		out = append(out, c.topic)
	}
	return out
}
