//! Data items: placed in their sections and addressed by ADRP and ADD.

use super::*;

#[test]
fn data_items_are_placed_in_their_sections_and_addressed_by_adrp_and_add() {
    let code = with_data(interop());
    let dir = scratch("data");
    let object = object_file(&code, &dir, "data");
    let syms = symbols(&object);
    let sections = output(Command::new(readelf()).arg("-S").arg(&object));
    // The section index of each data section, as readelf numbers them.
    let index = |name: &str| {
        // `  [ 3] .data  PROGBITS ...`
        sections
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix('['))
            .filter_map(|l| l.split_once(']'))
            .find(|(_, rest)| rest.split_whitespace().next() == Some(name))
            .map(|(n, _)| n.trim().to_owned())
            .unwrap_or_else(|| panic!("no {name} in {sections}"))
    };
    for (name, size, section) in [
        ("opforge_counter", 8, ".data"),
        ("opforge_zeros", 64, ".bss"),
        ("opforge_word", 8, ".rodata"),
    ] {
        let (_, s, ty, bind, ndx) = &syms[name];
        assert_eq!(
            (*s, ty.as_str(), bind.as_str(), ndx.clone()),
            (size, "OBJECT", "GLOBAL DEFAULT", index(section)),
            "{name}"
        );
    }
    let found = relocations(&object);
    assert_eq!(found, expected_relocations(&code));
    for name in ["opforge_counter", "opforge_word"] {
        for kind in ["R_AARCH64_ADR_PREL_PG_HI21", "R_AARCH64_ADD_ABS_LO12_NC"] {
            assert_eq!(
                found.iter().filter(|r| r.1 == kind && r.2 == name).count(),
                1,
                "{kind} {name}"
            );
        }
    }
    let main = dir.join("data.c");
    std::fs::write(
        &main,
        r#"#include <stdint.h>
#include <stdio.h>
int64_t counter_next(void);
uint64_t ro_word(void);
extern int64_t opforge_counter;
extern int64_t opforge_zeros[8];
int64_t c_square(int64_t x) { return x * x; }
void opforge_trap(uint64_t code, int64_t value) { (void)code; (void)value; }
int main(void) {
    int64_t a = counter_next();
    int64_t b = counter_next();
    opforge_counter = 100;
    int64_t c = counter_next();
    int64_t zeros = 0;
    for (int i = 0; i < 8; i++) zeros |= opforge_zeros[i];
    printf("%lld %lld %lld %lld %#llx %lld\n", (long long)a, (long long)b, (long long)c,
           (long long)opforge_counter, (unsigned long long)ro_word(), (long long)zeros);
    return 0;
}
"#,
    )
    .expect("write the C");
    let printed = link_and_run(&dir, &[main, object]);
    assert_eq!(printed, "42 43 101 101 0x123456789abcdef0 0\n");
}
