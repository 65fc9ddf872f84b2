module example.com/tracing

go 1.22
