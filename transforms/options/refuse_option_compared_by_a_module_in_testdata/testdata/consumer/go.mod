module example.com/limits/compat

go 1.22

require example.com/limits v0.0.0

replace example.com/limits => ../..
