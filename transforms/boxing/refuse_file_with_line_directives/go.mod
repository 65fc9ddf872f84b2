module example.com/report

go 1.22
