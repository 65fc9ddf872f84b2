package retry_test

import (
	"fmt"

	"example.com/retry"
)

func ExampleParse() {
	fmt.Println(retry.Parse("5"))
	fmt.Println(retry.Parse("many"))
	// Output:
	// 5 <nil>
	// 3 retry: not a count
}

func ExampleAttempts() {
	o, _ := retry.Parse("7")
	fmt.Println(retry.Attempts(o, retry.Backoff("exponential")))
	// Output: 7
}
