//! What the suite tests share: where the contest's programs are, how expected output compares.

#![allow(dead_code)] // each test binary uses a part

use std::path::{Path, PathBuf};

/// `<workspace root>/../shared/data/sysy`, i.e. `/work/shared/data/sysy` for any checkout that
/// sits directly under `/work`. Panics (failing the test) with a clear message when absent: these
/// tests never skip silently.
pub fn data_dir() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = root.join("../shared/data/sysy");
    assert!(
        dir.join("functional").is_dir(),
        "the SysY test programs are missing: expected {}/functional (the workspace root's \
         sibling `shared/data/sysy`); these tests need them and do not skip",
        dir.display()
    );
    dir.canonicalize().unwrap_or(dir)
}

/// Checks that `arch`'s gcc and qemu run (failing the test with how to install them when not)
/// and creates the scratch directory `<temp>/sysyc-WHAT-ARCH-PID`.
pub fn tools_and_scratch(arch: sysyc::peer::Arch, what: &str) -> PathBuf {
    if let Err(e) = sysyc::peer::require_tools_for(arch) {
        panic!("{e}");
    }
    let dir = std::env::temp_dir().join(format!(
        "sysyc-{what}-{}-{}",
        arch.name(),
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// One case of a suite: the program, its input (empty when there is no `.in`) and the
/// expected output.
pub struct Case {
    pub name: String,
    pub sy: PathBuf,
    pub input: Vec<u8>,
    pub expected: String,
}

/// The cases of `suite` (`functional` or `performance`), sorted by name.
pub fn cases(suite: &str) -> Vec<Case> {
    let dir = data_dir().join(suite);
    let mut out = Vec::new();
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "sy") {
            let name = path
                .file_stem()
                .expect("a file name")
                .to_string_lossy()
                .into_owned();
            let input = std::fs::read(path.with_extension("in")).unwrap_or_default();
            let expected = std::fs::read_to_string(path.with_extension("out"))
                .unwrap_or_else(|e| panic!("{name}: cannot read the .out file: {e}"));
            out.push(Case {
                name,
                sy: path,
                input,
                expected,
            });
        }
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// The judge's comparison: the output with all whitespace collapsed, and the status (the last
/// token) exactly. Returns a description of the difference, if any.
pub fn compare(got: &str, expected: &str) -> Result<(), String> {
    let g: Vec<&str> = got.split_whitespace().collect();
    let e: Vec<&str> = expected.split_whitespace().collect();
    if g == e {
        return Ok(());
    }
    let (gs, es) = (
        g.last().copied().unwrap_or(""),
        e.last().copied().unwrap_or(""),
    );
    if gs != es {
        return Err(format!("status {gs}, expected {es}"));
    }
    let at = g
        .iter()
        .zip(&e)
        .position(|(a, b)| a != b)
        .unwrap_or(g.len().min(e.len()));
    Err(format!(
        "output differs at token {at}: got {:?}, expected {:?}",
        g.get(at).copied().unwrap_or("<end>"),
        e.get(at).copied().unwrap_or("<end>")
    ))
}

/// Runs `f` over `items` on `threads` threads, collecting results in order.
pub fn parallel<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<R>>> =
        items.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if i >= items.len() {
                        break;
                    }
                    let r = f(&items[i]);
                    *results[i].lock().expect("not poisoned") = Some(r);
                }
            });
        }
    });
    results
        .into_iter()
        .map(|m| {
            m.into_inner()
                .expect("not poisoned")
                .expect("every item ran")
        })
        .collect()
}
