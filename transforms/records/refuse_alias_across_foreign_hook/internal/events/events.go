// Package events runs the hooks other packages install: the shape of a plugin or
// config-reload registry.
package events

var onReload []func()

// OnReload installs a hook that Reload runs.
func OnReload(hook func()) { onReload = append(onReload, hook) }

// Reload runs every installed hook.
func Reload() {
	for _, hook := range onReload {
		hook()
	}
}
