// Package codecs lists the event encodings the packages linked into a binary provide.
package codecs

// Names are the registered encodings, in the order their packages were initialized.
var Names []string
