//! The Go grammar unbox parses with: tree-sitter-go 0.25.0 (MIT, see LICENSE) with one
//! change to `grammar.js`, described with how to regenerate `src/parser.c` in README.md.

use tree_sitter_language::LanguageFn;

extern "C" {
    fn tree_sitter_go() -> *const ();
}

/// The tree-sitter language of Go, for `tree_sitter::Parser::set_language`.
// SAFETY: `tree_sitter_go` is the generated parser's entry point, which returns a pointer
// to its static `TSLanguage`.
pub const LANGUAGE: LanguageFn = unsafe { LanguageFn::from_raw(tree_sitter_go) };

/// The grammar's `node-types.json`: every node kind and field it can produce.
pub const NODE_TYPES: &str = include_str!("src/node-types.json");
