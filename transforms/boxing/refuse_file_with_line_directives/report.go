// Case: refused (line_directive). A file generated from a template keeps //line
// directives, so that runtime.Caller and panics name the template's lines. A directive
// sets the position of the line after it and of the lines that follow: dropping the
// import of fmt, or any edit adding or removing lines, would shift every position
// reported after it. No site of such a file is rewritten.
package report

//line report.tmpl:1
import (
	"flag"
	"fmt"
	"runtime"
	"strconv"
)

var verbose = flag.Bool("report.verbose", false, "report every call")

// Where is the tag and the template line it was called from.
func Where(tag string) string {
	_, file, line, _ := runtime.Caller(0)
	where := fmt.Sprintf("%s %s", tag, file[len(file)-11:])
	if *verbose {
		where += " (verbose)"
	}
	return where + ":" + strconv.Itoa(line)
}
