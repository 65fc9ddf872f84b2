module example.com/session

go 1.22
