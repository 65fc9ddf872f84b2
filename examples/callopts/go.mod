module example.com/callopts

go 1.22
