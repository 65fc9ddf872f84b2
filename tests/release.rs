//! The release archive: `.ci/release` packages a binary with its README, man page and
//! completions, and writes a checksum `sha256sum -c` accepts; the release workflow builds it
//! for static Linux and macOS with that same script.

mod support;

use std::path::Path;
use std::process::Command;

/// Packages the debug binary as the release script packages a release build (`--binary`),
/// so the test checks the archive without a release build's minutes.
#[test]
fn the_release_script_packages_the_binary_with_its_man_page_completions_and_checksum() {
    let root = support::root();
    let out = tempfile::tempdir().expect("temp folder");
    let binary = assert_cmd::cargo::cargo_bin("unbox");
    let target = "x86_64-unknown-linux-gnu";
    let run = Command::new("bash")
        .arg(root.join(".ci/release"))
        .arg("--binary")
        .arg(&binary)
        .arg("--out")
        .arg(out.path())
        .arg(target)
        .output()
        .expect("run .ci/release");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let version = env!("CARGO_PKG_VERSION");
    let name = format!("unbox-{version}-{target}");
    let archive = out.path().join(format!("{name}.tar.gz"));
    assert_eq!(
        String::from_utf8_lossy(&run.stdout).trim(),
        archive.display().to_string()
    );
    let sums = std::fs::read_to_string(out.path().join(format!("{name}.tar.gz.sha256")))
        .expect("the checksum file");
    assert!(sums.ends_with(&format!("  {name}.tar.gz\n")), "{sums}");
    let check = Command::new("sha256sum")
        .args(["-c", &format!("{name}.tar.gz.sha256")])
        .current_dir(out.path())
        .output()
        .expect("sha256sum");
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stdout)
    );
    let unpack = Command::new("tar")
        .arg("-xzf")
        .arg(&archive)
        .arg("-C")
        .arg(out.path())
        .status()
        .expect("tar");
    assert!(unpack.success());
    let unpacked = out.path().join(&name);
    for file in [
        "unbox",
        "README.md",
        "unbox.1",
        "completions/unbox.bash",
        "completions/unbox.zsh",
        "completions/unbox.fish",
    ] {
        assert!(
            unpacked.join(file).is_file(),
            "{file} is not in the archive"
        );
    }
    let version_line = Command::new(unpacked.join("unbox"))
        .arg("--version")
        .output()
        .expect("the packaged binary runs");
    assert_eq!(
        String::from_utf8_lossy(&version_line.stdout).trim(),
        format!("unbox {version}")
    );
    let page = std::fs::read_to_string(unpacked.join("unbox.1")).expect("man page");
    assert!(page.contains(".SH \"EXIT STATUS\""));
}

/// The workflow builds static Linux and macOS archives with the script above and publishes
/// them with one SHA256SUMS.
#[test]
fn the_release_workflow_builds_static_linux_and_macos_with_the_script() {
    let workflow = std::fs::read_to_string(support::root().join(".github/workflows/release.yml"))
        .expect("the release workflow");
    for needed in [
        "target: x86_64-unknown-linux-musl",
        "target: aarch64-apple-darwin",
        "target: x86_64-apple-darwin",
        "musl-tools",
        "run: .ci/release ${{ matrix.target }}",
        "SHA256SUMS",
        "tags: [\"v*\"]",
    ] {
        assert!(workflow.contains(needed), "the workflow lacks {needed}");
    }
    // The README's one command is the script's default: the static Linux archive.
    let readme = std::fs::read_to_string(support::root().join("README.md")).expect("README");
    assert!(
        readme.contains("\n.ci/release\n"),
        "the README documents .ci/release"
    );
    assert!(Path::new(&support::root().join(".ci/release")).is_file());
}
