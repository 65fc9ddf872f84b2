module example.com/tournament

go 1.22
