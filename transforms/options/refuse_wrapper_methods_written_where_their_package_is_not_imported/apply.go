package call

import (
	"net/http"
	"strconv"
)

func (h headerOption) apply(r *http.Request) { r.Header.Set(h.key, h.value) }

func (n retriesOption) apply(r *http.Request) { r.Header.Set("Rpc-Retries", strconv.Itoa(int(n))) }

// Prepare applies the options to an outbound request.
func Prepare(r *http.Request, opts ...CallOption) {
	for _, o := range opts {
		o.opt.apply(r)
	}
}
