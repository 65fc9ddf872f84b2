module example.com/conns

go 1.22
