module example.com/limits/lib

go 1.22
