module example.com/client

go 1.22
