// Case: nothing here allocates when boxed, so nothing is reported: constants (even large
// ones), pointers, maps, chans, funcs, zero-size values, single-byte values, values that
// are already interfaces, and nil.
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
