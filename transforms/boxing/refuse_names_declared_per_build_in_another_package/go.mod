module example.com/poller

go 1.22
