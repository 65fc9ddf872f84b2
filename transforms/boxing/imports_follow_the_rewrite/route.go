package dial

// fmt spells the route names.
import (
	"fmt"
)

// Route names a backend route by its service and method.
func Route(service, method string) string {
	return fmt.Sprintf("/%s/%s", service, method)
}
