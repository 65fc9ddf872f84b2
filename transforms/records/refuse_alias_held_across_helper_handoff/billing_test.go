package billing

import "testing"

func TestRenewalDuringChargeStartsAtZero(t *testing.T) {
	s := &session{id: 1, quota: &quota{used: 4}}
	bill := make(chan int)
	ack := make(chan struct{})
	go func() {
		<-bill
		s.renew()
		ack <- struct{}{}
	}()
	s.charge(bill, ack)
	if got := s.used(); got != 0 {
		t.Fatalf("renewed quota used %d, want 0", got)
	}
}
