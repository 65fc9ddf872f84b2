// Package filter decides which loggers a level applies to.
package filter

import "example.com/zlog"

// rule applies a logger option at and above a level.
type rule struct {
	level int
	opt   zlog.Option
}

// Set holds rules without duplicates.
type Set struct {
	rules []rule
}

// Add adds the rule unless an equal one is there, and says whether it was added.
func (s *Set) Add(level int, opt zlog.Option) bool {
	r := rule{level, opt}
	for _, x := range s.rules {
		if x == r {
			return false
		}
	}
	s.rules = append(s.rules, r)
	return true
}

// For lists the options for a level.
func (s *Set) For(level int) []zlog.Option {
	var out []zlog.Option
	for _, r := range s.rules {
		if level >= r.level {
			out = append(out, r.opt)
		}
	}
	return out
}
