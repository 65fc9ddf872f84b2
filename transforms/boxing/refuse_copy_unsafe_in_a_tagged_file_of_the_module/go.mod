module example.com/dedupe

go 1.22
