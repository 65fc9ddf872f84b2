module example.com/vm

go 1.22
