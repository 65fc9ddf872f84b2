// Case: a traversal in a function that already uses every usual index name (`i`, `j`,
// `k`, `n`, `idx`) for its own counters, as a leaderboard laying scores out in pages
// does. The index loop takes the first name the function does not spell (`i2`).
// Rewritten.
package board

type score struct {
	player string
	points int
	next   *score
}

type board struct {
	scores *score
}

func (b *board) post(player string, points int) {
	b.scores = &score{player: player, points: points, next: b.scores}
}

// pages lays the scores out newest first, w to a page, and sums the points.
func (b *board) pages(w int) ([][]string, int) {
	var pages [][]string
	var page []string
	i, j, k, n, idx := 0, 0, 0, 0, 0
	for s := b.scores; s != nil; s = s.next {
		page = append(page, s.player)
		i++
		j += s.points
		k = j * 2
		if idx = i % w; idx == 0 {
			pages = append(pages, page)
			page = nil
			n++
		}
	}
	if page != nil {
		pages = append(pages, page)
		n++
	}
	_ = k
	return pages[:n], j
}
