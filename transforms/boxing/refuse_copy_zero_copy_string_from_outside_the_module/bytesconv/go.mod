module example.com/bytesconv

go 1.22
