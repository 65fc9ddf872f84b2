module example.com/match

go 1.22
