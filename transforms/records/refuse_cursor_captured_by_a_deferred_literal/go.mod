module example.com/rpc

go 1.22
