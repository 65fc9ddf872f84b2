module example.com/limits/app

go 1.22

require example.com/limits/lib v0.0.0
