module example.com/league

go 1.22
