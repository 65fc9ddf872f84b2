module example.com/logger

go 1.22
