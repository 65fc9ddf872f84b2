package jobs

import (
	"strings"
	"testing"
)

func TestJobsKeepTheirOrder(t *testing.T) {
	q := &queue{}
	q.submit(1, "index")
	q.retry(7, "mail", 1)
	q.submit(2, "thumbnail")
	q.retry(8, "webhook", 2)
	q.submit(3, "report")
	if got := strings.Join(q.names(), ","); got != "index,thumbnail,report,mail#2,webhook#3" {
		t.Errorf("names = %s", got)
	}
}

func BenchmarkSubmit(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		q := &queue{}
		for n := 0; n < 8; n++ {
			q.submit(n, "job")
		}
	}
}
