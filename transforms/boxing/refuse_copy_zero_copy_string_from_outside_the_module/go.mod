module example.com/dedupe

go 1.22

require example.com/bytesconv v0.0.0

replace example.com/bytesconv => ./bytesconv
