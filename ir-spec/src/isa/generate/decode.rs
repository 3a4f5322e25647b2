//! Decoding: each encoding's own decoder, the fixed-depth trie with its checks, the build table
//! that assembles an `Inst` without a branch per encoding, and `Decoded`.

use super::*;

pub(super) fn decode(out: &mut String, isa: &Isa) {
    for e in &isa.encodings {
        w!(out, "#[inline]");
        // An encoding without operands (a fixed word such as ERET) does not read `w`.
        let w = if e.operands.is_empty() { "_w" } else { "w" };
        w!(
            out,
            "fn d_{}({w}: u32) -> Option<Inst> {{",
            fn_name(&e.name)
        );
        w!(out, "Some(Inst::{} {{", variant(e));
        for o in &e.operands {
            let t = &isa.types[o.ty];
            w!(
                out,
                "{}: {}::from_raw({})?,",
                var(o),
                t.name,
                extract(e, &o.fields)
            );
        }
        w!(out, "}}) }}");
    }
    trie(out, isa);
}

/// `Decoded::inst`: the variant assembled from the word by the encoding's row of
/// `DECODE_BUILD` (see `layout.rs`), with no branch per encoding; or, when an `Inst` is larger
/// than 16 bytes, the encoding's own decoder.
pub(super) fn inst_fn(isa: &Isa) -> (String, String, bool) {
    let (mut tables, mut out) = (String::new(), String::new());
    let layout = InstLayout::of(isa);
    let Some(carrier) = layout.carrier_bits() else {
        w!(&mut out, "#[inline] pub fn inst(self) -> Inst {{");
        w!(
            out,
            "match decode_as(self.form as usize, self.word) {{ Some(i) => i, None => unreachable!(\"`Decoded::new` checked every operand of {{:?}} in {{:#010x}}\", self.form, self.word) }} }}"
        );
        return (tables, out, false);
    };
    let rows: Vec<Vec<u128>> = (0..isa.encodings.len())
        .map(|i| layout.parts(isa, i, carrier))
        .collect();
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    let table: Vec<String> = rows
        .iter()
        .map(|parts| {
            let mut p: Vec<String> = parts.iter().map(|p| format!("{p:#x}")).collect();
            p.resize(width, "0".to_owned());
            format!("[{}]", p.join(", "))
        })
        .collect();
    let size = layout.size;
    let int = format!("u{carrier}");
    w!(
        &mut tables,
        "/// Bytes in an `Inst`: a `u16` discriminant, then the variant's operands at their `repr(C)` offsets."
    );
    w!(&mut tables, "const INST_SIZE: usize = {size};");
    w!(
        &mut tables,
        "const _: () = assert!(core::mem::size_of::<Inst>() == INST_SIZE);"
    );
    w!(
        &mut tables,
        "/// By encoding (index in `Form::ALL`): the parts `m | k` assembling its `Inst`, the OR of `w.rotate_left(k) & m` (`k` in the low bits, which `m` leaves to the discriminant)."
    );
    w!(
        &mut tables,
        "static DECODE_BUILD: [[{int}; {width}]; {}] = [{}];",
        rows.len(),
        table.join(", ")
    );
    let bytes = if size == (carrier / 8) as usize {
        "bits.to_le_bytes()".to_owned()
    } else {
        "{ let mut b = [0u8; INST_SIZE]; b.copy_from_slice(&bits.to_le_bytes()[..INST_SIZE]); b }"
            .to_owned()
    };
    w!(
        &mut tables,
        "#[cfg(target_endian = \"big\")] compile_error!(\"the generated decoder assembles `Inst` in its little-endian layout; big-endian targets are not supported\");"
    );
    // The proof is a doc comment so that it stays in the generated file (plain comments do not
    // survive the token stream).
    w!(
        &mut tables,
        "/// The `Inst` of encoding `form` whose operands `bits` holds at their offsets past the discriminant (the low 16 bits, which are replaced by `form`'s).\n///\n/// Sound for every `form` and `bits`; this is the file's one `unsafe` block. `Inst` is `#[repr(u16)]`, so it is laid out as a union of `#[repr(C)]` structs, one per variant, each starting with the `u16` discriminant (the Rust reference, \"Primitive representation of enums with fields\"), and `INST_SIZE` is its size (asserted above). The bytes are those of `bits` in little-endian order, which is the target's own order: a big-endian target is refused at compile time just above (the offsets and rotations of `DECODE_BUILD` are those of a little-endian layout), so the low two bytes are `form`'s discriminant and every operand's bytes hold its value; and `Form` and `Inst` have the same discriminants variant for variant (both are generated from the table's list of encodings, `= index`), so they are a valid discriminant of `Inst`. Every field of every variant is a `#[repr(transparent)]` newtype over `u8`, `u16` or `u32`, for which every initialized bit pattern is valid, and every byte of the array is initialized. So the bytes are a valid `Inst`. That the fields hold the operands of a decoded word (and so only legal values, which `Decoded::new` checked) is what the tests check against each encoding's own decoder, over all 2^32 words in the sweep."
    );
    w!(&mut tables, "#[inline(always)]");
    w!(&mut tables, "#[allow(unsafe_code)]");
    w!(
        &mut tables,
        "fn assemble(form: Form, bits: {int}) -> Inst {{"
    );
    w!(&mut tables, "let bits = (bits & !0xffff) | form as {int};");
    w!(
        &mut tables,
        "unsafe {{ core::mem::transmute::<[u8; INST_SIZE], Inst>({bytes}) }} }}"
    );
    w!(
        &mut tables,
        "/// The `Inst` of `w`, a word of the encoding with index `row` (its row of `DECODE_BUILD` and `DECODE_CHECKS`), assembled by the row's parts."
    );
    w!(&mut tables, "#[inline(always)]");
    w!(&mut tables, "fn build(row: usize, w: u32) -> Inst {{");
    w!(&mut tables, "let w = w as {int};");
    w!(&mut tables, "let mut bits: {int} = 0;");
    w!(
        &mut tables,
        "for &p in &DECODE_BUILD[row] {{ bits |= w.rotate_left(p as u32) & p; }}"
    );
    w!(&mut tables, "assemble(DECODE_CHECKS[row].form, bits) }}");
    w!(&mut out, "#[inline]");
    w!(
        &mut out,
        "pub fn inst(self) -> Inst {{ build(self.form as usize, self.word) }}"
    );
    (tables, out, true)
}

/// The decode trie as static tables; `Decoded::new` walking it (a fixed number of table loads,
/// then the encoding's fixed bits and forbidden cubes, checked without a branch per cube); and
/// `Inst::decode` building the typed instruction of the encoding found.
pub(super) fn trie(out: &mut String, isa: &Isa) {
    let trie = Trie::build(isa);
    let none = isa.encodings.len();
    // A node's entry: `base << BASE | mask << 8 | shift`; the walk's next entry for `w` is
    // `base + ((w >> shift) & mask)`. A leaf (what the walk ends on): an encoding's index (its
    // row of `DECODE_CHECKS`), `none` (the row no word passes), or `LIST | l`.
    let (int, base_at): (&str, u32) = if trie.entries.len() < 1 << 16 {
        ("u32", 16)
    } else {
        ("u64", 32)
    };
    let list_flag: u64 = 1 << (base_at * 2 - 1);
    let node_word = |n: usize| {
        let node = trie.nodes[n];
        (node.base as u64) << base_at | ((1u64 << node.bits) - 1) << 8 | u64::from(node.shift)
    };
    let entries: Vec<String> = trie
        .entries
        .iter()
        .map(|e| {
            let v = match *e {
                Entry::None => none as u64,
                Entry::Form(f) => f as u64,
                Entry::List(l) => list_flag | l as u64,
                Entry::Node(n) => node_word(n),
            };
            format!("{v:#x}")
        })
        .collect();
    // A row: the encoding's fixed bits (its words equal them under the mask) and its forbidden
    // cubes (its words differ from each), padded with `(0, 1)`, which no word equals, to a
    // multiple of four lanes for 128-bit compares.
    let lanes = trie
        .forbidden
        .iter()
        .map(Vec::len)
        .max()
        .unwrap_or(0)
        .next_multiple_of(4);
    let row = |form: &str, (mask, value): (u32, u32), cubes: &[Cube]| {
        let mut masks: Vec<String> = cubes.iter().map(|c| format!("{:#010x}", c.mask)).collect();
        let mut values: Vec<String> = cubes.iter().map(|c| format!("{:#010x}", c.value)).collect();
        masks.resize(lanes, "0".to_owned());
        values.resize(lanes, "1".to_owned());
        format!(
            "DecodeCheck {{ cube_masks: [{}], cube_values: [{}], mask: {mask:#010x}, value: {value:#010x}, form: Form::{form} }}",
            masks.join(", "),
            values.join(", ")
        )
    };
    let mut checks: Vec<String> = isa
        .encodings
        .iter()
        .zip(&trie.forbidden)
        .map(|(e, forbidden)| row(&variant(e), (e.mask, e.value), forbidden))
        .collect();
    if let Some(first) = isa.encodings.first() {
        checks.push(row(&variant(first), (0, 1), &[]));
    }
    w!(
        out,
        "/// Entries every walk of the trie reads (shorter paths pass through nodes that read no bits)."
    );
    w!(out, "const DECODE_DEPTH: usize = {};", trie.depth);
    w!(
        out,
        "/// The root node ({} nodes in all, {} entries).",
        trie.nodes.len(),
        trie.entries.len()
    );
    w!(out, "const DECODE_ROOT: {int} = {:#x};", node_word(0));
    w!(
        out,
        "/// The trie's entries. A node's is `base << {base_at} | mask << 8 | shift`: the next entry for `w` is `base + ((w >> shift) & mask)`. A leaf's is the index of the encoding's row in `DECODE_CHECKS`{}.",
        if trie.lists.is_empty() {
            String::new()
        } else {
            format!(", or `{list_flag:#x} | l` for the encodings of list `l`")
        }
    );
    w!(
        out,
        "static DECODE_ENTRIES: [{int}; {}] = [{}];",
        entries.len(),
        entries.join(", ")
    );
    if !trie.lists.is_empty() {
        let lists: Vec<String> = trie
            .lists
            .iter()
            .map(|l| {
                let rows: Vec<String> = l.iter().map(usize::to_string).collect();
                format!("&[{}]", rows.join(", "))
            })
            .collect();
        w!(
            out,
            "/// Encodings that no bit tells apart (rows of `DECODE_CHECKS`), in table order."
        );
        w!(
            out,
            "static DECODE_LISTS: [&[usize]; {}] = [{}];",
            lists.len(),
            lists.join(", ")
        );
    }
    w!(
        out,
        "/// What an encoding's words satisfy: `w & mask == value` (its fixed bits) and `w & cube_masks[k] != cube_values[k]` for every `k` (the forbidden cubes: values its operands cannot hold)."
    );
    w!(out, "#[repr(C, align(16))]");
    w!(
        out,
        "struct DecodeCheck {{ cube_masks: [u32; {lanes}], cube_values: [u32; {lanes}], mask: u32, value: u32, form: Form }}"
    );
    w!(
        out,
        "/// The checks, by index in `Form::ALL`, then the row no word passes."
    );
    w!(
        out,
        "static DECODE_CHECKS: [DecodeCheck; {}] = [{}];",
        checks.len(),
        checks.join(", ")
    );
    let (tables, inst, built) = inst_fn(isa);
    out.push_str(&tables);
    w!(
        out,
        "/// A word known to be an instruction of the table: its encoding and the word. Eight bytes, `Copy`; the operands are read from the word when asked for ([`Decoded::inst`] gives the typed [`Inst`]). What `disasm`-style scanning wants: finding the branches in a buffer costs no operand extraction."
    );
    w!(out, "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    w!(out, "pub struct Decoded {{ form: Form, word: u32 }}");
    w!(out, "impl Decoded {{");
    w!(
        out,
        "/// Finds the encoding of `w`, checking its fixed bits and that every operand is legal; `None` when no encoding of the table has `w`."
    );
    w!(out, "#[inline]");
    w!(
        out,
        "pub fn new(w: u32) -> Option<Decoded> {{ Self::find(w).map(|row| Decoded {{ form: DECODE_CHECKS[row].form, word: w }}) }}"
    );
    w!(
        out,
        "/// The row of `DECODE_CHECKS` (the index of the encoding) whose checks `w` passes."
    );
    w!(out, "#[inline(always)]");
    w!(out, "fn find(w: u32) -> Option<usize> {{");
    w!(out, "let mut e = DECODE_ROOT;");
    let (x, e32) = if int == "u32" {
        ("w", "e")
    } else {
        ("w as u64", "e as u32")
    };
    w!(out, "let x = {x};");
    w!(out, "for _ in 0..DECODE_DEPTH {{");
    w!(
        out,
        "e = DECODE_ENTRIES[((e >> {base_at}) + (x.wrapping_shr({e32}) & ((e >> 8) & 0xff))) as usize];"
    );
    w!(out, "}}");
    if !trie.lists.is_empty() {
        w!(
            out,
            "if e & {list_flag:#x} != 0 {{ return DECODE_LISTS.get((e & {:#x}) as usize)?.iter().copied().find(|&r| Self::passes(r, w)); }}",
            list_flag - 1
        );
    }
    w!(out, "Self::passes(e as usize, w).then_some(e as usize)");
    w!(out, "}}");
    w!(out, "#[inline(always)]");
    w!(out, "fn passes(row: usize, w: u32) -> bool {{");
    w!(out, "let c = &DECODE_CHECKS[row];");
    w!(out, "let mut forbidden = false;");
    w!(
        out,
        "for k in 0..{lanes} {{ forbidden |= w & c.cube_masks[k] == c.cube_values[k]; }}"
    );
    w!(out, "w & c.mask == c.value && !forbidden");
    w!(out, "}}");
    w!(out, "/// The encoding.");
    w!(out, "pub const fn form(self) -> Form {{ self.form }}");
    w!(out, "/// The word.");
    w!(out, "pub const fn word(self) -> u32 {{ self.word }}");
    w!(
        out,
        "/// The typed instruction (its operands read from the word)."
    );
    out.push_str(&inst);
    w!(out, "}}");
    w!(
        out,
        "impl fmt::Display for Decoded {{ fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{ fmt::Display::fmt(&self.inst(), f) }} }}"
    );
    w!(
        out,
        "/// Decodes `w`, whose fixed bits are those of the encoding with index `form`."
    );
    w!(out, "#[inline(always)]");
    w!(
        out,
        "fn decode_as(form: usize, w: u32) -> Option<Inst> {{ match form {{"
    );
    for (i, e) in isa.encodings.iter().enumerate() {
        w!(out, "{i} => d_{}(w),", fn_name(&e.name));
    }
    w!(out, "_ => None }} }}");
    w!(out, "impl Inst {{");
    w!(
        out,
        "/// Decodes a word into the instruction of the table that matches it, if any (its `Display` then prints the spelling LLVM prints, alias included)."
    );
    w!(out, "#[inline]");
    if built {
        // The build row is found by the trie's row index, not by the form read from the check
        // row: its load does not wait for the check row's.
        w!(
            out,
            "pub fn decode(w: u32) -> Option<Inst> {{ Decoded::find(w).map(|row| build(row, w)) }}"
        );
    } else {
        w!(
            out,
            "pub fn decode(w: u32) -> Option<Inst> {{ Decoded::new(w).map(Decoded::inst) }}"
        );
    }
    w!(out, "}}");
}
