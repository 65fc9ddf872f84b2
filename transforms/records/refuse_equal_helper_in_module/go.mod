module example.com/guild

go 1.22
