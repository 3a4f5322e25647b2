//! The object's symbols and relocations, as the code says them.

use super::*;

#[test]
fn the_objects_symbols_and_relocations_are_what_the_code_says() {
    let code = interop();
    let dir = scratch("symbols");
    let object = object_file(&code, &dir, "interop");
    let header = output(Command::new(readelf()).arg("-h").arg(&object));
    assert!(header.contains("REL (Relocatable file)"), "{header}");
    assert!(header.contains("AArch64"), "{header}");

    // `.text` holds the code's bytes.
    let dump = output(Command::new(readelf()).args(["-x", ".text"]).arg(&object));
    let text: Vec<u8> = dump
        .lines()
        .filter(|l| l.starts_with("0x"))
        .flat_map(|l| l.split_whitespace().skip(1).take(4))
        .filter(|w| w.len() % 2 == 0 && w.chars().all(|c| c.is_ascii_hexdigit()))
        .flat_map(|w| {
            (0..w.len())
                .step_by(2)
                .map(move |i| u8::from_str_radix(&w[i..i + 2], 16).expect("hex"))
        })
        .collect();
    assert_eq!(text, code.bytes);

    let syms = symbols(&object);
    for f in &code.functions {
        let (value, size, ty, bind, ndx) = &syms[&f.name];
        assert_eq!((*value, *size), (f.offset, f.size), "{}", f.name);
        assert_eq!(ty, "FUNC", "{}", f.name);
        assert_eq!(
            bind,
            if f.global { "GLOBAL DEFAULT" } else { "LOCAL" },
            "{}",
            f.name
        );
        assert_ne!(ndx, "UND", "{}", f.name);
    }
    // The module's seven functions, the table and the trap stub (divide can trap).
    let names: Vec<&str> = code.functions.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "mul_add",
            "twice",
            "scale",
            "add32",
            "with_callback",
            "divide",
            "sum10",
            "opforge.table",
            "opforge.trap_stub"
        ]
    );
    assert_eq!(code.externs, ["c_square", TRAP_SYMBOL]);
    for e in &code.externs {
        assert_eq!(syms[e].4, "UND", "{e} is undefined");
    }
    // The functions tile the code.
    let end = code.functions.iter().fold(0, |at, f| {
        assert_eq!(
            f.offset, at,
            "{} starts where the previous one ends",
            f.name
        );
        at + f.size
    });
    assert_eq!(end, code.bytes.len() as u64);

    // Every call is a CALL26 relocation: twice calls mul_add twice, with_callback c_square
    // twice, the trap stub opforge_trap once.
    let found = relocations(&object);
    assert_eq!(found, expected_relocations(&code));
    let calls = |name: &str| {
        found
            .iter()
            .filter(|r| r.1 == "R_AARCH64_CALL26" && r.2 == name)
            .count()
    };
    assert_eq!(
        (calls("mul_add"), calls("c_square"), calls(TRAP_SYMBOL)),
        (2, 2, 1)
    );
    assert_eq!(found.len(), 5);

    // The global functions have default visibility: a shared library made of the object
    // exports them.
    let library = dir.join("libinterop.so");
    output(
        Command::new(gcc())
            .arg("-shared")
            .arg("-o")
            .arg(&library)
            .arg(&object),
    );
    let exported = output(Command::new(readelf()).arg("--dyn-syms").arg(&library));
    for f in code.functions.iter().filter(|f| f.global) {
        assert!(
            exported.lines().any(|l| {
                let t: Vec<&str> = l.split_whitespace().collect();
                t.len() == 8 && t[7] == f.name && t[3..6] == ["FUNC", "GLOBAL", "DEFAULT"]
            }),
            "{} is not exported: {exported}",
            f.name
        );
    }

    // llvm-objdump puts each relocation under a `bl` whose offset field is left 0.
    let listing = output(Command::new(objdump()).arg("-dr").arg(&object));
    let lines: Vec<&str> = listing.lines().collect();
    let mut seen = 0;
    for (i, line) in lines.iter().enumerate() {
        if line.contains("R_AARCH64_CALL26") {
            let prev = lines[i - 1];
            assert!(prev.contains("\tbl\t"), "{prev} / {line}");
            assert!(prev.contains("00 00 00 94"), "{prev}");
            seen += 1;
        }
    }
    assert_eq!(seen, 5, "{listing}");
    // with_callback keeps a and b across the calls of c_square in callee-saved registers, so
    // the preservation test of `callee_saved_registers_x18_and_sp_survive_calls_from_c` means
    // something: the function saves and restores one.
    let start = listing
        .find("<with_callback>:")
        .expect("with_callback is listed");
    let body = &listing[start
        ..listing[start..]
            .find("\n\n")
            .map_or(listing.len(), |e| start + e)];
    assert!(
        (19..=28).any(|r| body.contains(&format!("x{r},")) || body.contains(&format!("x{r}\n"))),
        "{body}"
    );
}
