//! unbox: rewrites Go code so it allocates less.
//!
//! Layers, bottom up (no module imports one above it): [`syntax`], [`types`] (the type
//! facts a package carries) and [`edit`]; then [`passes`]; then [`workspace`],
//! [`typecheck`] (runs Go's type checker), [`engine`] and the outputs ([`diff`], [`plan`], [`apply`],
//! [`git`], [`gofmt`], [`verify`], [`message`], [`audit`]); [`cli`] and [`commands`] on top.
//! See `ARCHITECTURE.md` in the design folder.
//!
//! Invariant: the library never exits the process and only uses the streams `main` hands
//! it; the real stdin, stdout and stderr are wired in `main` alone.

pub mod apply;
pub mod audit;
pub mod cli;
pub mod commands;
pub mod diff;
pub mod edit;
pub mod engine;
pub mod git;
pub mod gofmt;
pub mod ignore;
pub mod line_endings;
pub mod message;
pub mod passes;
pub mod plan;
pub mod platforms;
pub mod problem;
pub mod replay;
pub mod settings;
pub mod style;
pub mod syntax;
pub mod typecheck;
pub mod types;
pub mod verify;
pub mod workspace;
