// Case: refused (reaches_interface). A test hands two rosters to an equality helper in
// another package of the module (testify's assert.Equal shape), which compares them with
// reflect.DeepEqual: a removed member would stay as a tombstone once the list is a slice,
// and the rosters would no longer be equal.
package guild

type roster struct {
	members *member
}

type member struct {
	name string
	next *member
}

func (r *roster) join(name string) {
	r.members = &member{name: name, next: r.members}
}

func (r *roster) leave(name string) {
	var prev *member
	for m := r.members; m != nil; m = m.next {
		if m.name == name {
			if prev == nil {
				r.members = m.next
			} else {
				prev.next = m.next
			}
			return
		}
		prev = m
	}
}
