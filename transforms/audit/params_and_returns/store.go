// Case: values passed to interface parameters of the package's own functions, and
// returned as interfaces; pointers and error values already typed as error are free.
package store

import "errors"

type Record struct{ ID, Size int64 }

type NotFound struct{ Key string }

func (e NotFound) Error() string { return "not found: " + e.Key }

func Put(key string, value any) {}

func Save(r Record, p *Record, count int) {
	Put("record", r)     // want: argument
	Put("pointer", p)
	Put("count", count)  // want: argument
	Put("size", r.Size)  // want: argument
}

func Value(r Record) interface{} {
	return r.ID // want: return
}

func Find(key string) (Record, error) {
	if key == "" {
		return Record{}, NotFound{Key: key} // want: return
	}
	err := errors.New("closed")
	return Record{}, err
}
