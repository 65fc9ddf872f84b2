// Case: the get-or-create idiom over a lookup returning its cursor, as a game server
// tracks each player's quest progress: `if q.find(id) == nil { q.start(id) }` compares
// the cursor with nil and drops it before the body pushes, and `q.find(id).done++` in
// an if's header reads the field before the body runs. Rewritten (the pushes in the
// bodies cannot move a pointer no longer held).
package quests

type progress struct {
	quest int
	done  int
	next  *progress
}

type journal struct {
	player  string
	entries *progress
}

func (j *journal) start(quest int) {
	j.entries = &progress{quest: quest, next: j.entries}
}

func (j *journal) find(quest int) *progress {
	for p := j.entries; p != nil; p = p.next {
		if p.quest == quest {
			return p
		}
	}
	return nil
}

// ensure starts the quest unless the journal has it already.
func (j *journal) ensure(quest int) {
	if j.find(quest) == nil {
		j.start(quest)
	}
}

// advance records a step, starting the quest on its first one; the step count
// starting at 10 also starts the follow-up quest.
func (j *journal) advance(quest int) {
	j.ensure(quest)
	if j.find(quest).done++; j.find(quest).done == 10 {
		j.start(quest + 1000)
	}
}

// steps says how far the quest got, -1 when not started.
func (j *journal) steps(quest int) int {
	if j.find(quest) != nil {
		return j.find(quest).done
	}
	return -1
}
