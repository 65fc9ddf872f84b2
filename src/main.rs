//! The `unbox` binary: parse the command line, run it, exit with its status.

use clap::Parser;
use std::io::Write;
use std::process::ExitCode;
use unbox::cli::Cli;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut err = stderr.lock();
    let result = unbox::commands::run(&cli, &mut out, &mut err).and_then(|code| {
        out.flush()?;
        Ok(code)
    });
    match result {
        Ok(code) => ExitCode::from(code),
        // A closed pipe (`unbox diff | head`) is the reader's choice, not a failure.
        Err(e)
            if e.chain().any(|c| {
                c.downcast_ref::<std::io::Error>()
                    .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
            }) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            let _ = writeln!(err, "unbox: {e:#}");
            ExitCode::from(unbox::commands::USAGE)
        }
    }
}
