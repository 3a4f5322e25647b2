//! Commands on `.circuit` files: `run` (parse, verify, print the gate table, write the picture)
//! and `dot` (print or write the Graphviz picture).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use ir_core::opcode::Class;
use ir_core::text::{Parsed, parse, print_gate};

fn load(file: &str) -> Result<Parsed, ExitCode> {
    let text = std::fs::read_to_string(file).map_err(|e| {
        eprintln!("opforge: cannot read {file}: {e}");
        ExitCode::FAILURE
    })?;
    parse(&text).map_err(|e| {
        eprintln!("{file}:{}:{}: {}", e.line, e.column, e.message);
        ExitCode::FAILURE
    })
}

/// The class path of an opcode, outermost first: `Mir > IntBinary`.
fn class_path(class: Class) -> String {
    let mut chain: Vec<&str> = std::iter::successors(Some(class), |c| c.parent())
        .map(|c| c.name())
        .collect();
    chain.reverse();
    chain.join(" > ")
}

/// `opforge run FILE.circuit [-o PICTURE]`: parse, verify, print the gate table, write the
/// picture (`.dot`, and `.svg` when Graphviz's `dot` is installed).
pub fn run(file: &str, out: Option<&str>) -> ExitCode {
    let parsed = match load(file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let c = &parsed.circuit;
    println!(
        "{file}: {} gates ({} roots implicit)",
        c.len(),
        ir_core::opcode::Root::ALL.len()
    );
    println!("{:<6} {:<28} gate", "line", "class");
    for g in c.gates() {
        let line = parsed.lines.get(g.index()).copied().unwrap_or(0);
        let class = c
            .opcode(g)
            .map_or_else(String::new, |op| class_path(op.class()));
        let mut text = String::new();
        print_gate(c, g, &mut text);
        let line = if line == 0 {
            "root".to_owned()
        } else {
            line.to_string()
        };
        println!("{line:<6} {class:<28} {text}");
    }
    let violations = parsed.verify();
    let picture = out
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(file).with_extension("dot"));
    if let Err(e) = write_picture(&parsed, file, &picture) {
        eprintln!("opforge: {e}");
        return ExitCode::FAILURE;
    }
    if violations.is_empty() {
        println!("verified: no violation");
        ExitCode::SUCCESS
    } else {
        for (line, v) in &violations {
            eprintln!("{file}:{line}: {v}");
        }
        eprintln!("{} violations", violations.len());
        ExitCode::FAILURE
    }
}

fn write_picture(parsed: &Parsed, title: &str, path: &Path) -> Result<(), String> {
    let svg = path.with_extension("svg");
    for picture in [path, svg.as_path()] {
        if crate::output::same_file(picture, Path::new(title)) {
            return Err(format!(
                "refusing to write the picture to {}: it is the input",
                picture.display()
            ));
        }
    }
    let dot = ir_core::dot::to_dot(&parsed.circuit, title);
    std::fs::write(path, &dot).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!("picture: {}", path.display());
    match std::process::Command::new("dot")
        .arg("-Tsvg")
        .arg(path)
        .arg("-o")
        .arg(&svg)
        .status()
    {
        Ok(s) if s.success() => println!("picture: {}", svg.display()),
        Ok(s) => return Err(format!("dot failed on {} ({s})", path.display())),
        Err(_) => println!("(install Graphviz to render {} as SVG)", path.display()),
    }
    Ok(())
}

/// `opforge dot FILE.circuit [-o OUT.dot]`: the Graphviz picture, on stdout or in a file.
pub fn dot(file: &str, out: Option<&str>) -> ExitCode {
    let parsed = match load(file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let dot = ir_core::dot::to_dot(&parsed.circuit, file);
    crate::output::emit(&dot, crate::output::Sink::of(out, &[file.to_owned()]))
}
