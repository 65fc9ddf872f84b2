module example.com/rpcconf

go 1.22
