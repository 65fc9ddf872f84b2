module example.com/check

go 1.22
