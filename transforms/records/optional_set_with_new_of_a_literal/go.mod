module example.com/cache

go 1.26
