module example.com/lifecycle

go 1.22
