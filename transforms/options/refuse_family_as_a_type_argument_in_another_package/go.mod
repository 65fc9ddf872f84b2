module example.com/dialer

go 1.22
