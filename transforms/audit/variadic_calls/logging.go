// Case: ...interface{} calls: fmt formatting, fmt.Errorf, the log package and a
// *log.Logger, in and out of loops; spread arguments and constants are not boxed.
package logging

import (
	"fmt"
	"io"
	"log"
)

var debug = log.New(io.Discard, "", 0)

func Key(name string, shard int) string {
	return fmt.Sprintf("%s/%d", name, shard) // want: variadic argument, variadic argument
}

func Process(ids []int64) error {
	for i, id := range ids {
		debug.Printf("item %d is %d", i, id) // want: variadic argument, variadic argument
		if id < 0 {
			return fmt.Errorf("bad id %d", id) // want: variadic argument
		}
	}
	log.Println("done", len(ids)) // want: variadic argument
	return nil
}

func Forward(format string, args ...interface{}) string {
	return fmt.Sprintf(format, args...)
}

func Constant() string {
	return fmt.Sprint("fixed", 7, true)
}
