//! The `unbox` binary: parse the command line, run it, exit with its status.
//!
//! Invariant: no logic beyond wiring the real streams to `commands::run`.

use clap::Parser;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use unbox::cli::{Cli, Color};
use unbox::commands::{self, Streams};

/// One allocator for the whole process: see [`use_one_allocator`].
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    use_one_allocator();
    let cli = Cli::parse();
    let color = commands::run_options(&cli).color.unwrap_or(Color::Auto);
    let stdout = std::io::stdout();
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(stdout.lock());
    // Not locked for the whole run: the progress bar draws on stderr from worker threads,
    // which would wait forever for a lock this thread holds.
    let mut err = std::io::stderr();
    let mut input = stdin.lock();
    let mut io = Streams {
        stdout: &mut out,
        stderr: &mut err,
        stdin: &mut input,
        interactive: std::io::stdin().is_terminal(),
        style: Streams::style_for(color, std::io::stdout().is_terminal()),
        err_style: Streams::style_for(color, std::io::stderr().is_terminal()),
        progress: std::io::stderr().is_terminal(),
    };
    let result = commands::run(&cli, &mut io, &invocation()).and_then(|code| {
        out.flush()?;
        Ok(code)
    });
    match result {
        Ok(code) => ExitCode::from(code),
        // A closed pipe (`unbox diff | head`) is the reader's choice, not a failure.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "unbox: {e:#}");
            ExitCode::from(commands::USAGE)
        }
    }
}

/// Hands tree-sitter's C core the allocator Rust uses. Parsing allocates and frees a node
/// at a time, so most of a run's allocations are tree-sitter's; with glibc's malloc they
/// were about a tenth of the CPU time over GOROOT/src.
fn use_one_allocator() {
    // SAFETY: called first thing in `main`, before any tree exists, so no tree-sitter
    // memory allocated by one allocator is ever freed by the other; the four functions
    // are mimalloc's drop-in equivalents of malloc, calloc, realloc and free.
    unsafe {
        tree_sitter::set_allocator(
            Some(libmimalloc_sys::mi_malloc),
            Some(libmimalloc_sys::mi_calloc),
            Some(libmimalloc_sys::mi_realloc),
            Some(libmimalloc_sys::mi_free),
        );
    }
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// The command line as typed, with arguments quoted where a shell would need it, so a
/// commit message can say exactly how to reproduce it.
fn invocation() -> String {
    let words: Vec<String> = std::env::args()
        .enumerate()
        .map(|(i, arg)| if i == 0 { "unbox".to_string() } else { arg })
        .map(|arg| {
            let plain = !arg.is_empty()
                && arg
                    .chars()
                    .all(|c| c.is_alphanumeric() || "-_./=:,+@%".contains(c));
            if plain {
                arg
            } else {
                format!("'{}'", arg.replace('\'', r"'\''"))
            }
        })
        .collect();
    words.join(" ")
}
