// Case: refused (name_shadowed). Validate collects its complaints in a local slice
// named errors, as much configuration code does; errors.New would name that slice, not
// the package, so the Errorf is left as it is.
package config

import (
	"fmt"
	"strings"
)

// Config is a listener's configuration.
type Config struct {
	Name    string
	Port    int
	Workers int
}

// Validate reports every problem of cfg at once.
func Validate(cfg Config) error {
	var errors []string
	if cfg.Name == "" {
		errors = append(errors, "name is empty")
	}
	if cfg.Port <= 0 || cfg.Port > 65535 {
		errors = append(errors, "port out of range")
	}
	if cfg.Workers < 1 {
		errors = append(errors, "workers below one")
	}
	if len(errors) > 0 {
		return fmt.Errorf("config %s: %d problems: %s", cfg.Name, len(errors), strings.Join(errors, "; "))
	}
	return nil
}
