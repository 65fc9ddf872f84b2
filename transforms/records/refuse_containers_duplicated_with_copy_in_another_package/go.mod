module example.com/upstream

go 1.26
