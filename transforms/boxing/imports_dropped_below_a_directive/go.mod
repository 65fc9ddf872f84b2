module example.com/version

go 1.22
