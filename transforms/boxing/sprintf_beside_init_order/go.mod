module example.com/codecs

go 1.22
