module example.com/zlog

go 1.22
