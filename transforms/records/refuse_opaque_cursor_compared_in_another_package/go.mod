module example.com/stash

go 1.22
