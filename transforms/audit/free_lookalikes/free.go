// Case: nothing here allocates when boxed, so nothing is reported: constants (even large
// ones), pointers, maps, chans, funcs, zero-size values, single-byte values, values that
// are already interfaces, nil, and struct or array literals of constants only. The two
// lines marked `want` are their look-alikes that do allocate (go build -gcflags=-S calls
// runtime.convT on exactly those two lines).
package free

import "fmt"

type empty struct{}

type flag bool

type handle map[string]int

const big = 1 << 40

func Use(x any) {}

func Free(p *int, m map[string]int, c chan int, b byte, f flag, h handle, e error, s fmt.Stringer) {
	Use(12345)
	Use(big)
	Use("text")
	Use(p)
	Use(m)
	Use(c)
	Use(func() {})
	Use(empty{})
	Use(struct{}{})
	Use(b)
	Use(true)
	Use(f)
	Use(h)
	Use(e)
	Use(s)
	Use(nil)
	Use(int64(7))
	fmt.Println("constant", 3.5, 'x')
}

// config is what a component reports about itself, as exporters' MarshalLog does.
type config struct {
	Type    string
	Retries int
}

// Describe returns literals whose elements are all constants: gc boxes them from
// read-only data, though its escape analysis says they escape.
func Describe(retries int) []any {
	return []any{
		config{Type: "stdout", Retries: 3},
		struct{ Type string }{Type: "otlp"},
		[2]int{1, 2},
		config{Type: "grpc", Retries: retries}, // want: slice element
		[]string{},                             // want: slice element
	}
}
