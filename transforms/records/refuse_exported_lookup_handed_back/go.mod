module example.com/refuse_exported_lookup_handed_back

go 1.22
