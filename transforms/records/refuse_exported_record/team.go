// Case: refused (exported). The record type is exported, so code outside the package may
// hold *Coach values.
package team

type team struct{ coach *Coach }

// Coach leads a team.
type Coach struct{ Name string }

func (t *team) hasCoach() bool { return t.coach != nil }
