// Case: refused (alias_escapes). charge keeps an alias of the session's quota, reports
// its use to the biller through report (a package function that sends and waits), then
// counts one more use through the alias; the biller may renew the quota meanwhile. The
// original's alias keeps the old quota; stored inline, it would point at the container's
// field and count the use on the new one. A call to a package function that lets other
// goroutines run counts like a channel operation written in place.
package billing

type quota struct {
	used int
}

type session struct {
	id    int
	quota *quota
}

func (s *session) renew() { s.quota = &quota{} }

// charge bills the use so far, then counts one more on the same quota.
func (s *session) charge(bill chan<- int, ack <-chan struct{}) {
	q := s.quota
	if q == nil {
		return
	}
	report(bill, ack, q.used)
	q.used++
}

func report(bill chan<- int, ack <-chan struct{}, used int) {
	bill <- used
	<-ack
}

func (s *session) used() int {
	if s.quota == nil {
		return -1
	}
	return s.quota.used
}
