module example.com/aggsvc

go 1.22
