module example.com/authlog

go 1.22
