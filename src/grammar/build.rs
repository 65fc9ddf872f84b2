//! Compiles the generated parser (`src/parser.c`) with the C compiler `cc` finds.

fn main() {
    let src = std::path::Path::new("src");
    let parser = src.join("parser.c");
    let mut build = cc::Build::new();
    build.std("c11").include(src).file(&parser);
    #[cfg(target_env = "msvc")]
    build.flag("-utf-8");
    // The generated tables trip warnings no one can fix by hand.
    build.warnings(false);
    println!("cargo:rerun-if-changed={}", parser.display());
    build.compile("unbox-go-grammar");
}
