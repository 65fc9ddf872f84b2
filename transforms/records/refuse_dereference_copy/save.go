// Case: refused (container_by_value). A container is copied through a dereference, which
// never names its type; the copy would stop sharing its record.
package save

type slot struct{ data *blob }

type blob struct{ bytes []byte }

func backup(s *slot) {
	saved := *s
	_ = saved
}
