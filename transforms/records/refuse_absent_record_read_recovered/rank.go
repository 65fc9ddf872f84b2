// Case: refused (panic_recovered). A request handler recovers from any panic and answers
// with an error. Reading the rating of a player who has none panics on the nil pointer
// today, so the handler reports the error; stored inline, the absent rating would read
// as a rating of 0 and the handler would answer with it.
package rank

import "errors"

type player struct {
	name   string
	rating *rating
}

type rating struct {
	elo int
}

func (p *player) rate(elo int) { p.rating = &rating{elo: elo} }

var errInternal = errors.New("internal error")

// eloOf answers a rating request, turning a panic into an error as a server would.
func eloOf(p *player) (elo int, err error) {
	defer func() {
		if recover() != nil {
			err = errInternal
		}
	}()
	return p.rating.elo, nil
}
