module example.com/arena

go 1.22
