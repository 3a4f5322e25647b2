//! Linking: the code placed for a JIT, inconsistent code refused, trap handlers and
//! `opforge_trap`, and code the executable already has.

use super::*;

/// The word at byte `at` of `bytes`.
fn word(bytes: &[u8], at: u64) -> u32 {
    let at = at as usize;
    u32::from_le_bytes(bytes[at..at + 4].try_into().expect("four bytes"))
}

#[test]
fn link_places_the_code_for_a_jit() {
    let code = with_data(interop());
    let base = 0x7f12_3456_7000u64;
    // Externals and data where the JIT put them, each a page apart: the externals 16 MiB above
    // the code (a BL reaches ±128 MiB), the data 2 GiB below it (an ADRP reaches ±4 GiB).
    let address = |t: Target| match t {
        Target::External(k) => Some(base + 0x100_0000 + 0x1000 * k as u64),
        Target::Data(k) => Some(base - 0x8000_0000 + 0x1000 * k as u64 + 0x128),
        Target::Function(_) => None,
    };
    let linked = code.link(base, address).expect("the code links");
    assert_eq!(linked.len(), code.bytes.len());
    for r in &code.relocations {
        let target = match r.target {
            Target::Function(i) => base + code.functions[i].offset,
            other => address(other).expect("resolved"),
        };
        // The bits outside the relocation's field are unchanged.
        let field: u32 = match r.kind {
            reloc::CALL26 => 0x03ff_ffff,
            reloc::ADR_PREL_PG_HI21 => 3 << 29 | 0x7_ffff << 5,
            reloc::ADD_ABS_LO12_NC => 0xfff << 10,
            other => panic!("{other:?} in A64 code"),
        };
        assert_eq!(
            word(&linked, r.offset) & !field,
            word(&code.bytes, r.offset) & !field
        );
        if r.kind == reloc::ADD_ABS_LO12_NC {
            continue; // below
        }
        let place = base + r.offset;
        let inst = Inst::decode(word(&linked, r.offset)).expect("a decodable instruction");
        let offset = inst.target().expect("a PC-relative instruction");
        match r.kind {
            reloc::CALL26 => assert_eq!(place.wrapping_add_signed(offset), target, "{inst}"),
            reloc::ADR_PREL_PG_HI21 => {
                assert_eq!(
                    (place & !0xfff).wrapping_add_signed(offset),
                    target & !0xfff
                )
            }
            _ => {}
        }
    }
    // Each ADD's immediate is as the low 12 bits of its datum's address.
    let adds: Vec<&Relocation> = code
        .relocations
        .iter()
        .filter(|r| r.kind == reloc::ADD_ABS_LO12_NC)
        .collect();
    assert_eq!(adds.len(), 2);
    for r in adds {
        let text = Inst::decode(word(&linked, r.offset))
            .expect("an ADD")
            .to_string();
        assert!(text.ends_with("#0x128") || text.ends_with("#296"), "{text}");
    }
    // A resolver without the external fails, naming it; a target beyond a BL's reach fails.
    let missing = code.link(base, |t| match t {
        Target::External(_) => None,
        other => address(other),
    });
    assert_eq!(
        missing.expect_err("unresolved").to_string(),
        "no address for the symbol `c_square`"
    );
    let far = code.link(base, |t| match t {
        Target::External(_) => Some(base + (1 << 28)),
        other => address(other),
    });
    assert!(
        far.expect_err("out of reach")
            .to_string()
            .contains("R_AARCH64_CALL26"),
    );
}

#[test]
fn inconsistent_code_is_refused_with_a_reason() {
    let text = std::fs::read_to_string(root().join("examples/c/interop.circuit")).expect("read");
    let parsed = parse_module(&text, "interop").expect("the module parses");
    // Without the external, with_callback's callee 7 is no symbol.
    let e = compile_module_code(&parsed.module, &[], Options::checked(true))
        .expect_err("an unknown callee");
    assert_eq!(
        e.to_string(),
        "with_callback: a call of callee 7, which is neither one of the module's 7 functions nor \
         one of its 0 external symbols"
    );
    // An external named like a function of the module.
    let e = compile_module_code(&parsed.module, &["twice".into()], Options::checked(true))
        .expect_err("a duplicate name");
    assert_eq!(
        e.to_string(),
        "(object): the symbol `twice` is defined twice"
    );
    let mut code = interop();
    assert_eq!(
        code.push_data(Data {
            name: "d".into(),
            contents: DataContents::Zero(8),
            align: 3,
            read_only: false,
        })
        .map_err(|e| e.to_string()),
        Err("`d`: alignment 3 is not a power of two".into())
    );
    assert_eq!(
        code.push_function("f", &[0; 6], &[])
            .map_err(|e| e.to_string()),
        Err("`f`: 6 bytes are not whole instruction words".into())
    );
    let bad = Relocation {
        offset: 0,
        kind: reloc::CALL26,
        target: Target::Data(7),
        addend: 0,
    };
    assert_eq!(
        code.push_function("f", &[0; 4], &[bad])
            .map_err(|e| e.to_string()),
        Err("the relocation at byte 0x0 points at Data(7), which the code does not have".into())
    );
    code.relocations.push(Relocation {
        offset: code.bytes.len() as u64,
        ..bad
    });
    assert!(write_object(&code).is_err());
}

#[test]
fn code_that_cannot_trap_needs_no_trap_handler() {
    let text =
        "func f\n%8 = ARG i64 0 <%7>\n%9 = ADD i64 (%8, %8)\n%10 = RETURN [%1] {%2} (%9) <%3>\n";
    let parsed = parse_module(text, "f").expect("parses");
    let code = compile_module_code(&parsed.module, &[], Options::checked(true)).expect("compiles");
    assert!(code.externs.is_empty(), "{:?}", code.externs);
    assert!(code.relocations.is_empty());
    let names: Vec<&str> = code.functions.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["f", "opforge.table"]);
    // add x0, x0, x0 and ret, inside the frame record's push and pop.
    let listing: Vec<String> = code.bytes[..code.functions[0].size as usize]
        .chunks(4)
        .map(|w| {
            Inst::decode(u32::from_le_bytes(w.try_into().expect("a word")))
                .expect("decodes")
                .to_string()
        })
        .collect();
    assert_eq!(
        listing.last().map(String::as_str),
        Some("ret"),
        "{listing:?}"
    );
}

#[test]
fn linked_where_the_executable_has_it_the_code_is_the_executables() {
    // Calls inside a module, recursion among them, and no trap: the executable's functions and
    // table, after its harness, are the object's code placed at their address.
    let text = "func square\n%8 = ARG i64 0 <%7>\n%9 = MUL i64 (%8, %8)\n%10 = RETURN [%1] {%2} (%9) <%3>\n\
        func sum_squares\n%8 = ARG i64 0 <%7>\n%9 = ARG i64 1 <%7>\n%10 = CONSTANT arch @square <%5>\n\
        %11 = CALL i64 {%2} (%10, %8)\n%12 = CALL i64 {%11} (%10, %9)\n%13 = ADD i64 (%11, %12)\n\
        %14 = RETURN [%1] {%12} (%13) <%3>\n\
        func countdown\n%8 = ARG i64 0 <%7>\n%9 = CONSTANT i64 0 <%5>\n%10 = ICMP sgt (%8, %9)\n\
        %11 = IF_BRANCH [%1] (%10)\n%12 = IF_TRUE [%11]\n%13 = IF_FALSE [%11]\n\
        %14 = CONSTANT arch @countdown <%5>\n%15 = CONSTANT i64 1 <%5>\n%16 = SUB i64 (%8, %15)\n\
        %17 = DEPEND_RELAY [%12] {%2}\n%18 = CALL i64 {%17} (%14, %16)\n\
        %19 = CONSTANT arch @sum_squares <%5>\n%20 = CALL i64 {%18} (%19, %18, %8)\n\
        %21 = RETURN [%12] {%20} (%20) <%3>\n%22 = RETURN [%13] {%2} (%9) <%3>\n";
    let parsed = parse_module(text, "m").expect("the module parses");
    let options = Options::checked(true);
    let code = compile_module_code(&parsed.module, &[], options).expect("relocatable code");
    assert!(code.externs.is_empty(), "nothing traps: {:?}", code.externs);
    assert_eq!(
        code.relocations.len(),
        4,
        "four calls: {:?}",
        code.relocations
    );
    let program = compile_module(&parsed.module, &[], options).expect("an executable");
    let words = code.bytes.len() / 4;
    let first = program.words.len() - words;
    let base = opforge_compile::elf::CODE + 4 * first as u64;
    let linked = code.link(base, |_| None).expect("links");
    let exe: Vec<u8> = program.words[first..]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    assert_eq!(linked, exe);
    // Unlinked, only the relocated words differ.
    let differ: Vec<u64> = (0..words as u64)
        .filter(|&i| word(&code.bytes, 4 * i) != word(&exe, 4 * i))
        .map(|i| 4 * i)
        .collect();
    let relocated: Vec<u64> = code.relocations.iter().map(|r| r.offset).collect();
    assert_eq!(differ, relocated);
}

#[test]
fn a_throw_calls_opforge_trap_with_its_code_and_value() {
    let text = "func fail\n%8 = ARG i64 0 <%7>\n%9 = CONSTANT i64 1 <%5>\n%10 = ADD i64 (%8, %9)\n\
        %11 = THROW [%1] {%2} (%10) <%4>\n";
    let parsed = parse_module(text, "fail").expect("the module parses");
    let code = compile_module_code(&parsed.module, &[], Options::checked(true)).expect("compiles");
    assert_eq!(code.externs, [TRAP_SYMBOL]);
    let dir = scratch("throw");
    let object = object_file(&code, &dir, "fail");
    let main = dir.join("throw.c");
    std::fs::write(
        &main,
        r#"#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
int64_t fail(int64_t);
void opforge_trap(uint64_t code, int64_t value) {
    printf("opforge_trap(%llu, %lld)\n", (unsigned long long)code, (long long)value);
    exit(0);
}
int main(void) { fail(42); return 1; }
"#,
    )
    .expect("write the C");
    assert_eq!(link_and_run(&dir, &[main, object]), "opforge_trap(5, 43)\n");
}
