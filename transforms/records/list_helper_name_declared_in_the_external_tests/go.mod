module example.com/interp

go 1.22
