module seedgame

go 1.22
