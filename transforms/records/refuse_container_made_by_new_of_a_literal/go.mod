module example.com/lobby

go 1.26
