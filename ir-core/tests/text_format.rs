//! The textual format: printing then parsing is the identity for every corpus circuit, every
//! example under `examples/` and random (also invalid) circuits; parse errors carry line and
//! column; a parsed circuit's violations point at the text's lines.

#[path = "support/circuits.rs"]
mod circuits;

use ir_core::opcode::{MachineType, Opcode};
use ir_core::text::{parse, print};
use ir_core::verify::Check;
use ir_core::{Circuit, GateRef, GateType, Inputs};
use proptest::prelude::*;

/// Every stored field of every gate, for comparing circuits.
fn fields(c: &Circuit) -> Vec<String> {
    c.gates()
        .map(|g| {
            let v = c.view(g).expect("gate");
            format!(
                "{:?} {:?} {:?} {} {:?} {:?} {:?} {:?}",
                v.opcode,
                v.machine_type,
                v.gate_type,
                v.bitfield,
                v.state,
                v.depend,
                v.data,
                v.root
            )
        })
        .collect()
}

fn round_trip(c: &Circuit) {
    let text = print(c);
    let parsed = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(fields(&parsed.circuit), fields(c), "{text}");
    assert_eq!(print(&parsed.circuit), text);
}

#[test]
fn corpus_circuits_round_trip() {
    for (_, c) in circuits::all() {
        round_trip(&c);
    }
}

#[test]
fn the_examples_parse_verify_and_round_trip() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).expect("examples/") {
        let path = entry.expect("entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("circuit") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read");
        let parsed = parse(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
        assert!(
            parsed.verify().is_empty(),
            "{}: {:?}",
            path.display(),
            parsed.verify()
        );
        round_trip(&parsed.circuit);
        n += 1;
    }
    assert!(n >= 3, "{n} examples");
}

#[test]
fn the_syntax_reads_as_documented() {
    let c = circuits::counted_loop();
    let text = print(&c);
    assert!(text.contains(" = ICMP slt ("), "{text}");
    assert!(text.contains(" = ADD i32 ("), "{text}");
    assert!(text.contains(" = LOOP_BEGIN [%1, %"), "{text}");
    assert!(text.contains(" = ARG i32 0 <%7>"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.contains("= RETURN [") && l.contains("] {%2} (") && l.ends_with("<%3>")),
        "{text}"
    );
}

#[test]
fn parse_errors_carry_line_and_column() {
    let cases: &[(&str, usize, usize, &str)] = &[
        ("%8 = ADDD i32 (%9, %9)\n", 1, 6, "unknown opcode `ADDD`"),
        (
            "%8 = ARG i32 0 <%7>\n%9 = ADD i32 (%8 %8)\n",
            2,
            18,
            "expected `,` or `)`",
        ),
        ("%9 = ARG i32 0 <%7>\n", 1, 1, "expected gate %8 next"),
        (
            "%8 = ICMP sgtx (%8, %8)\n",
            1,
            11,
            "`sgtx` is neither a type nor a case",
        ),
        ("%8 = ARG i32 0 <%7> junk\n", 1, 21, "unexpected `j`"),
        ("// a comment\n\n%8 ARG i32\n", 3, 4, "expected `=`"),
        ("%8 = ADD i32 (x)\n", 1, 15, "expected a gate"),
        ("%8 = ARG i32 #zz\n", 1, 15, "expected a number"),
    ];
    for &(text, line, column, message) in cases {
        let e = parse(text)
            .err()
            .unwrap_or_else(|| panic!("{text:?} parsed"));
        assert_eq!((e.line, e.column), (line, column), "{text:?}: {e}");
        assert!(e.message.contains(message), "{text:?}: {e}");
    }
}

#[test]
fn violations_are_reported_against_the_text_lines() {
    let text =
        "// a sum with a wrong condition type\n%8 = ARG i32 0 <%7>\n%9 = IF_BRANCH [%1] (%8)\n";
    let parsed = parse(text).expect("parses");
    let v = parsed.verify();
    assert!(
        v.iter().any(|(line, x)| *line == 3
            && x.check == Check::DataInputType
            && x.opcode == Some(Opcode::IfBranch)),
        "{v:?}"
    );
}

fn arbitrary_circuit() -> impl Strategy<Value = Circuit> {
    let gate = (
        0..Opcode::COUNT,
        0..MachineType::ALL.len(),
        any::<u64>(),
        any::<u32>(),
        prop::collection::vec((0u8..4, 0u32..64), 0..6),
    );
    prop::collection::vec(gate, 0..30).prop_map(|gates| {
        let mut c = Circuit::new();
        for (op, ty, bits, gt, inputs) in gates {
            let by = |k: u8| {
                inputs
                    .iter()
                    .filter(|(kind, _)| *kind == k)
                    .map(|(_, x)| {
                        if *x == 63 {
                            GateRef::PENDING
                        } else {
                            GateRef(*x)
                        }
                    })
                    .collect::<Vec<_>>()
            };
            let (state, depend, data) = (by(0), by(1), by(2));
            let root = inputs
                .iter()
                .find(|(k, _)| *k == 3)
                .map(|(_, x)| GateRef(*x));
            let ty = MachineType::ALL[ty];
            let gate_type = if gt % 2 == 0 {
                GateType(gt)
            } else if ty == MachineType::Novalue {
                GateType::EMPTY
            } else {
                GateType::mir(ir_core::GcCategory::Native, true)
            };
            let bits = if bits % 3 == 0 { 0 } else { bits };
            let _ = c.add(
                Opcode::ALL[op],
                ty,
                gate_type,
                bits,
                Inputs {
                    state: &state,
                    depend: &depend,
                    data: &data,
                    root,
                },
            );
        }
        c
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]
    #[test]
    fn random_circuits_round_trip(c in arbitrary_circuit()) {
        round_trip(&c);
    }
}

/// Each part of a line at most once and in its place, exactly the operands the gate takes,
/// value numbers in decimal right after `%`: anything else is refused at the unexpected token.
#[test]
fn junk_is_refused_at_the_unexpected_token() {
    let cases: &[(&str, usize, &str)] = &[
        // A second type, more values, a bitfield on top: refused at the second type.
        ("%8 = CONSTANT i32 i64 f32 1 2 3 #4 <%5>", 19, "`i64`"),
        ("%8 = CONSTANT i32 1 2 <%5>", 21, "`2`"),
        ("%8 = CONSTANT i32 1 #4 <%5>", 21, "`#4`"),
        ("%8 = ARG 0 i32 <%7>", 12, "`i32`"),
        ("%8 = ICMP slt sgt (%9, %9)", 15, "`sgt`"),
        ("%8 = ADD i32 #1 #1 (%9, %9)", 17, "`#1`"),
        ("%8 = ADD i32 3 (%9, %9)", 14, "`3`"),
        ("%8 = ARG i32 0 !0x1 !0x2 <%7>", 21, "`!0x2`"),
        ("%8 = ARG i32 0 !1 <%7>", 17, "`1`"),
        // Exactly the operands the gate takes: a value gate without its value.
        ("%8 = ARG i32 <%7>", 14, "`<`"),
        ("%8 = CONSTANT i32", 18, "end of line"),
        ("%8 = ICMP (%9, %9)", 11, "`(`"),
        // Groups in their order, each once.
        ("%8 = ARG i32 0 <%7> (%8)", 21, "`(`"),
        ("%8 = ADD i32 (%9, %9) (%9, %9)", 23, "`(`"),
        ("%8 = ADD i32 (%9,)", 18, "`)`"),
        // Value numbers: decimal, no space, no leading zero.
        ("%0x8 = ARG i32 0 <%7>", 1, "`%0x8`"),
        ("% 8 = ARG i32 0 <%7>", 1, "`%`"),
        ("%08 = ARG i32 0 <%7>", 1, "`%08`"),
        ("%8 = ADD i32 (%0x9, %9)", 15, "`%0x9`"),
        ("%8 = ADD i32 (% 9, %9)", 15, "`%`"),
        ("%8 = ADD i32 (%9, %+9)", 19, "`%`"),
        ("%8 = CONSTANT i32 0x1g <%5>", 19, "`0x1g`"),
        ("%8 = CONSTANT i32 -0x10 <%5>", 19, "`-0x10`"),
        ("%8 = ALLOCA -8 <%6>", 13, "`-8`"),
        ("%8 = CONSTANT i32 #0x10 <%5>", 20, "`0x10`"),
        ("%8 = ARG i32 0 !ff <%7>", 17, "`ff`"),
        ("%8 = ARG i32 0 <%7> $ x", 21, "`$`"),
    ];
    for &(text, column, token) in cases {
        let e = parse(text)
            .err()
            .unwrap_or_else(|| panic!("{text:?} parsed"));
        assert_eq!((e.line, e.column), (1, column), "{text:?}: {e}");
        assert!(e.message.contains(token), "{text:?}: {e}");
    }
}

/// The text of a random circuit whose last line is made of pieces of valid lines, cut short, or
/// has a piece replaced.
fn mangled_text() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "%8",
        "%9",
        "%1",
        "%0x8",
        "% 8",
        "%",
        "%pending",
        "=",
        "ADD",
        "ARG",
        "CONSTANT",
        "ICMP",
        "MERGE",
        "VALUE_SELECTOR",
        "LOOP_BEGIN",
        "i32",
        "i64",
        "f32",
        "novalue",
        "slt",
        "0",
        "1",
        "42",
        "#3",
        "#",
        "!0x80000000",
        "!0x1",
        "!",
        "[",
        "]",
        "{",
        "}",
        "(",
        ")",
        "<",
        ">",
        ",",
        "<%5>",
        "<%7>",
        "(%8, %8)",
        "[%1]",
        "{%2}",
        "//",
        "\u{e9}",
        "\t",
        "0x10",
        "99999999999",
        "18446744073709551616",
        "!0x100000000",
    ]);
    (
        arbitrary_circuit(),
        prop::collection::vec(pieces, 0..12),
        any::<prop::sample::Index>(),
        any::<prop::sample::Index>(),
        0u8..3,
    )
        .prop_map(|(c, pieces, line, cut, how)| {
            let text = print(&c);
            let lines: Vec<&str> = text.lines().collect();
            let soup = pieces.join(" ");
            if lines.is_empty() {
                return format!("{soup}\n");
            }
            let i = line.index(lines.len());
            let l = lines[i];
            let at = cut.index(l.len() + 1);
            let at = (0..=at).rev().find(|&k| l.is_char_boundary(k)).unwrap_or(0);
            let last = match how {
                0 => l[..at].to_owned(),
                1 => format!("{} {soup}", &l[..at]),
                _ => format!("{} {soup}", l.split(' ').next().unwrap_or("")),
            };
            let mut out: String = lines[..i].iter().map(|l| format!("{l}\n")).collect();
            out.push_str(&last);
            out.push('\n');
            out
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]
    /// Random and truncated lines never panic the parser: they parse to a circuit that prints back
    /// to an equivalent one, or they are refused with a location inside the text.
    #[test]
    fn mangled_lines_parse_to_equivalent_circuits_or_are_refused_where_they_go_wrong(
        text in mangled_text()
    ) {
        match parse(&text) {
            Ok(parsed) => {
                let again = parse(&print(&parsed.circuit))
                    .unwrap_or_else(|e| panic!("{text:?} parsed but its print does not: {e}"));
                prop_assert_eq!(fields(&again.circuit), fields(&parsed.circuit));
            }
            Err(e) => {
                let lines: Vec<&str> = text.lines().collect();
                prop_assert!(e.line >= 1 && e.line <= lines.len(), "{:?}: {}", text, e);
                let width = lines[e.line - 1].chars().count();
                prop_assert!(e.column >= 1 && e.column <= width + 1, "{:?}: {}", text, e);
                prop_assert!(!e.message.is_empty());
            }
        }
    }
}

/// Value bitfields take the numbers users write, read by the gate's type, and print back in one
/// canonical form (the decimal bit pattern) that reads back to the same circuit.
#[test]
fn constants_take_signed_hex_and_float_spellings_and_print_one_form() {
    let text = "%8 = CONSTANT i64 -1 <%5>\n%9 = CONSTANT i32 0xFFFFFFF6 <%5>\n\
                %10 = CONSTANT f64 2.0 <%5>\n%11 = CONSTANT f64 0x1.8p1 <%5>\n\
                %12 = CONSTANT f32 -0.0 <%5>\n%13 = CONSTANT f64 0x7FF0000000000001 <%5>\n\
                %14 = CONSTANT i8 -128 <%5>\n%15 = CONSTANT f64 nan <%5>\n";
    let c = parse(text).unwrap_or_else(|e| panic!("{e}")).circuit;
    let bits: Vec<u64> = (8..16)
        .map(|g| c.bitfield(GateRef(g)).expect("a gate"))
        .collect();
    assert_eq!(
        bits[..7],
        [
            u64::MAX,
            0xFFFF_FFF6,
            2.0f64.to_bits(),
            3.0f64.to_bits(),
            u64::from((-0.0f32).to_bits()),
            0x7FF0_0000_0000_0001,
            0x80,
        ]
    );
    assert!(f64::from_bits(bits[7]).is_nan());
    let printed = print(&c);
    assert!(
        printed.contains("%8 = CONSTANT i64 18446744073709551615"),
        "{printed}"
    );
    let again = parse(&printed).unwrap_or_else(|e| panic!("{e}")).circuit;
    assert_eq!(print(&again), printed);
    round_trip(&c);
}
