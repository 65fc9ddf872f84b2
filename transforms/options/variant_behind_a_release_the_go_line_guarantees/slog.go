//go:build go1.21

package logger

import "log/slog"

type levelOption slog.Level

func (o levelOption) apply(c *config) { c.level = int(o) }

// AtLevel sets the least level logged, as log/slog names it.
func AtLevel(l slog.Level) Option { return levelOption(l) }
