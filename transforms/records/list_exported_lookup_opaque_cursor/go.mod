module example.com/list_exported_lookup_opaque_cursor

go 1.22
