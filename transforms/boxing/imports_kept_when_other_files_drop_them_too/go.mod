module example.com/twofiles

go 1.22
