package call

import "net/http"

type callOption interface {
	apply(*http.Request)
}
