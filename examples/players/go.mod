module example.com/players

go 1.22
