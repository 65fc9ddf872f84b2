module example.com/telemetry/exporter

go 1.22

require example.com/telemetry v0.0.0

replace example.com/telemetry => ../
