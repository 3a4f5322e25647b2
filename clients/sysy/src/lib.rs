//! `sysyc`: the front half of a SysY compiler (the C subset of the Chinese compiler contest)
//! and its reference tooling. [`lexer`] and [`parser`] turn source text into an [`ast`];
//! [`sema`] checks it into a typed, resolved [`checked`] program ([`print`](mod@print) renders it);
//! [`interp`] runs that with the [`runtime`] library. Code generation through opforge's tables comes later and will start from
//! [`checked::Program`].

pub mod ast;
pub mod checked;
pub mod codegen;
pub mod driver;
pub mod error;
pub mod interp;
pub mod irgen;
pub mod lexer;
pub mod parser;
pub mod peer;
pub mod print;
pub mod random;
pub mod runtime;
pub mod sema;

pub use error::{Error, ErrorKind, Pos};

/// Parses and checks a source file.
pub fn compile(src: &str) -> Result<checked::Program, Error> {
    with_stack(|| {
        let cu = parser::parse_here(src)?;
        sema::check_here(&cu)
    })
}

/// The stack the front end's recursive passes run on: enough for the deepest nesting the parser
/// accepts (a 20 000-operator chain is a 20 000-deep tree).
const FRONT_STACK: usize = 512 << 20;

/// Runs `f` on a thread with the front end's large stack.
pub fn with_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    with_stack_size(FRONT_STACK, f)
}

/// Runs `f` on a thread with a stack of `bytes` (reserved address space; only what is used is
/// committed), or on the current thread if no such thread can be made.
pub fn with_stack_size<T: Send>(bytes: usize, f: impl FnOnce() -> T + Send) -> T {
    let cell = std::sync::Mutex::new(Some(f));
    let take = || cell.lock().ok().and_then(|mut g| g.take());
    let ran = std::thread::scope(|s| {
        let spawned = std::thread::Builder::new()
            .name("sysyc".into())
            .stack_size(bytes)
            .spawn_scoped(s, || take().map(|f| f()));
        match spawned.map(|h| h.join()) {
            Ok(Ok(v)) => v,
            Ok(Err(p)) => std::panic::resume_unwind(p),
            Err(_) => None,
        }
    });
    match ran {
        Some(v) => v,
        // Could not spawn: the closure is still in the cell and runs here.
        None => match take() {
            Some(f) => f(),
            None => unreachable!("a thread that took the closure returned its result"),
        },
    }
}
