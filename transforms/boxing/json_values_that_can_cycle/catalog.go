// Case: a catalog service encodes categories that point back to their parent, and a
// pair of records that point at each other. Such a value, when it does refer back to
// itself, makes json fail after 1,000 nested pointers, maps and slices, naming the type
// where it noticed. A map counts as one level: the struct is written behind a pointer
// (`&struct{…}{…}`), which counts as one too, so the error names the same type. Values
// held as `any` are encoded the same way. Rewritten.
package catalog

import (
	"encoding/json"
	"net/http"
)

// Category is a node of the category tree; Parent points back up.
type Category struct {
	Name     string
	Parent   *Category `json:",omitempty"`
	Children []*Category
}

// Adopt makes child a child of parent.
func Adopt(parent, child *Category) {
	parent.Children = append(parent.Children, child)
	child.Parent = parent
}

// Owner and Shop refer to each other.
type Owner struct {
	Name string
	Shop *Shop
}

// Shop is run by an owner.
type Shop struct {
	Name  string
	Owner *Owner
}

// WriteCategory answers a request for one category.
func WriteCategory(w http.ResponseWriter, requestID string, c *Category) error {
	body, err := json.Marshal(map[string]any{
		"request_id": requestID,
		"category":   c,
	})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return err
	}
	w.Header().Set("Content-Type", "application/json")
	_, err = w.Write(body)
	return err
}

// EncodeOwner encodes an owner with its shop.
func EncodeOwner(o *Owner, version int) ([]byte, error) {
	out := map[string]any{"owner": o, "version": version}
	return json.Marshal(out)
}

// EncodeAny encodes whatever the caller holds.
func EncodeAny(kind string, v any) ([]byte, error) {
	return json.Marshal(map[string]any{"kind": kind, "value": v})
}
