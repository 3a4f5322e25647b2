//! Decoding: each encoding's own decoder, the fixed-depth trie, the rows it leads to (an
//! encoding's checks and the parts that assemble its `Inst` without a branch per encoding, read
//! together), and `Decoded`.

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

/// The parts a row holds: the most that nearly every A64 encoding needs (SYS and SYSL, with five
/// operands in five places, need five and are built by their own decoders instead).
const PARTS: usize = 4;

/// How the generated decoder assembles an `Inst` without a branch per encoding (see
/// `layout.rs`): each encoding's parts, which its row of `DECODE_ROWS` holds next to its checks.
struct Build {
    /// The carrier integer (`u64` or `u128`).
    int: String,
    /// Parts in a row (rows with fewer are padded with `0`, which adds nothing).
    width: usize,
    /// By encoding: its parts as a Rust array (zeros when it needs more than a row holds).
    parts: Vec<String>,
    /// By encoding: it needs more parts than a row holds (its own decoder builds its `Inst`).
    too_many: Vec<bool>,
    /// `INST_SIZE`, `assemble` and `build`.
    items: String,
}

/// The build parts of every encoding and the functions assembling an `Inst` from a row; `None`
/// when an `Inst` is larger than 16 bytes (then `Decoded::inst` calls the encoding's own
/// decoder).
fn build(isa: &Isa) -> Option<Build> {
    let mut items = String::new();
    let layout = InstLayout::of(isa);
    let carrier = layout.carrier_bits()?;
    let rows: Vec<Vec<u128>> = (0..isa.encodings.len())
        .map(|i| layout.parts(isa, i, carrier))
        .collect();
    let width = rows.iter().map(Vec::len).max().unwrap_or(0).min(PARTS);
    let too_many: Vec<bool> = rows.iter().map(|parts| parts.len() > width).collect();
    let parts: Vec<String> = rows
        .iter()
        .map(|parts| {
            let mut p: Vec<String> = if parts.len() > width {
                Vec::new()
            } else {
                parts.iter().map(|p| format!("{p:#x}")).collect()
            };
            p.resize(width, "0".to_owned());
            format!("[{}]", p.join(", "))
        })
        .collect();
    let size = layout.size;
    let int = format!("u{carrier}");
    w!(
        &mut items,
        "/// Bytes in an `Inst`: a `u16` discriminant, then the variant's operands at their `repr(C)` offsets."
    );
    w!(&mut items, "const INST_SIZE: usize = {size};");
    w!(
        &mut items,
        "const _: () = assert!(core::mem::size_of::<Inst>() == INST_SIZE);"
    );
    // The same size: the integer itself, which the compiler keeps in a register.
    let value = if size == (carrier / 8) as usize {
        format!("core::mem::transmute::<{int}, Inst>(bits)")
    } else {
        "core::mem::transmute::<[u8; INST_SIZE], Inst>({ let mut b = [0u8; INST_SIZE]; b.copy_from_slice(&bits.to_le_bytes()[..INST_SIZE]); b })".to_owned()
    };
    w!(
        &mut items,
        "#[cfg(target_endian = \"big\")] compile_error!(\"the generated decoder assembles `Inst` in its little-endian layout; big-endian targets are not supported\");"
    );
    // The proof is a doc comment so that it stays in the generated file (plain comments do not
    // survive the token stream).
    w!(
        &mut items,
        "/// The `Inst` of encoding `form` whose operands `bits` holds at their offsets past the discriminant (the low 16 bits, which are replaced by `form`'s).\n///\n/// Sound for every `form` and `bits`; this is the file's one `unsafe` block. `Inst` is `#[repr(u16)]`, so it is laid out as a union of `#[repr(C)]` structs, one per variant, each starting with the `u16` discriminant (the Rust reference, \"Primitive representation of enums with fields\"), and `INST_SIZE` is its size (asserted above). The bytes are those of `bits` in little-endian order (`bits` itself when it is as large as an `Inst`), which is the target's own order: a big-endian target is refused at compile time just above (the offsets and rotations of the rows' `parts` are those of a little-endian layout), so the low two bytes are `form`'s discriminant and every operand's bytes hold its value; and `Form` and `Inst` have the same discriminants variant for variant (both are generated from the table's list of encodings, `= index`), so they are a valid discriminant of `Inst`. Every field of every variant is a `#[repr(transparent)]` newtype over `u8`, `u16` or `u32`, for which every initialized bit pattern is valid, and every byte (of the integer or the array) is initialized. So the bytes are a valid `Inst`. That the fields hold the operands of a decoded word (and so only legal values, which `Decoded::new` checked) is what the tests check against each encoding's own decoder, over all 2^32 words in the sweep."
    );
    w!(&mut items, "#[inline(always)]");
    w!(&mut items, "#[allow(unsafe_code)]");
    w!(
        &mut items,
        "fn assemble(form: Form, bits: {int}) -> Inst {{"
    );
    w!(&mut items, "let bits = (bits & !0xffff) | form as {int};");
    w!(&mut items, "unsafe {{ {value} }} }}");
    w!(
        &mut items,
        "/// The `Inst` of `w`, a word of the encoding of `row`, assembled by the row's parts: the OR of `w.rotate_left(k) & m` over its parts `m | k`."
    );
    w!(&mut items, "#[inline(always)]");
    w!(&mut items, "fn build(row: &DecodeRow, w: u32) -> Inst {{");
    w!(&mut items, "let w = w as {int};");
    w!(&mut items, "let mut bits: {int} = 0;");
    w!(
        &mut items,
        "for &p in &row.parts {{ bits |= w.rotate_left(p as u32) & p; }}"
    );
    w!(&mut items, "assemble(row.form, bits) }}");
    Some(Build {
        int,
        width,
        parts,
        too_many,
        items,
    })
}

/// The decode trie as static tables; `Decoded::new` walking it (a table load per level until a
/// leaf, then the encoding's fixed bits and the cubes left to check, without a branch per cube);
/// `Inst::decode` building the typed instruction of the encoding found from its row; and the
/// slow rows' path through the encodings' own decoders.
pub(super) fn trie(out: &mut String, isa: &Isa) {
    let trie = Trie::build(isa);
    let none = isa.encodings.len();
    // A node's entry is `base << BASE | mask << 5 | shift` (the shift below 32, the mask of up
    // to MAX_WINDOW bits); the walk's next entry for `w` is `base + ((w >> shift) & mask)`. A
    // leaf's is `s << BASE` with an empty mask, where `s` is a row of `DECODE_ROWS` (the
    // encodings, then the row no word passes) or, past them, a list: the walk stops on it.
    let mask_bits = crate::kinds::isa::decode_trie::MAX_WINDOW;
    let small_base = 5 + mask_bits;
    let leaves = none + 1 + trie.lists.len();
    let (int, base_at): (&str, u32) = if leaves.max(trie.entries.len()) < 1 << (32 - small_base) {
        ("u32", small_base)
    } else {
        ("u64", 32)
    };
    let node_word = |n: usize| {
        let node = trie.nodes[n];
        (node.base as u64) << base_at | ((1u64 << node.bits) - 1) << 5 | u64::from(node.shift)
    };
    let leaf = |s: usize| (s as u64) << base_at;
    let entries: Vec<String> = trie
        .entries
        .iter()
        .map(|e| match *e {
            Entry::None => leaf(none),
            Entry::Form(f) => leaf(f),
            Entry::List(l) => leaf(none + 1 + l),
            Entry::Node(n) => node_word(n),
        })
        .map(|v| format!("{v:#x}"))
        .collect();
    // With the checks, a row holds the parts building the encoding's `Inst` (one row read per
    // word, its discriminant from the row too).
    let build = build(isa);
    // A slow row: its encoding has more cubes left to check than a row's lanes, or needs more
    // parts than a row holds. Its lanes hold `(0, 0)`, which every word equals, so its words
    // fail the fast checks and its own decoder, off the fast path, checks and builds them.
    let slow: Vec<bool> = (0..isa.encodings.len())
        .map(|i| trie.checked[i].len() > LANES || build.as_ref().is_some_and(|b| b.too_many[i]))
        .collect();
    // A row: the encoding's fixed bits (its words equal them under the mask) and the cubes left
    // to check (its words differ from each), padded with `(0, 1)`, which no word equals, to a
    // multiple of four lanes for 128-bit compares.
    let lanes = trie
        .checked
        .iter()
        .zip(&slow)
        .map(|(c, &slow)| if slow { 1 } else { c.len() })
        .max()
        .unwrap_or(0)
        .next_multiple_of(4);
    let row = |form: &str,
               (mask, value): (u32, u32),
               cubes: &[Cube],
               slow: bool,
               parts: Option<&str>| {
        let always = [Cube { mask: 0, value: 0 }];
        let cubes = if slow { &always[..] } else { cubes };
        let mut masks: Vec<String> = cubes.iter().map(|c| format!("{:#010x}", c.mask)).collect();
        let mut values: Vec<String> = cubes.iter().map(|c| format!("{:#010x}", c.value)).collect();
        masks.resize(lanes, "0".to_owned());
        values.resize(lanes, "1".to_owned());
        let parts = parts.map_or(String::new(), |p| format!(", parts: {p}"));
        format!(
            "DecodeRow {{ cube_masks: [{}], cube_values: [{}], mask: {mask:#010x}, value: {value:#010x}, form: Form::{form}, slow: {slow}{parts} }}",
            masks.join(", "),
            values.join(", ")
        )
    };
    let parts_of = |i: usize| build.as_ref().map(|b| b.parts[i].as_str());
    let mut rows: Vec<String> = isa
        .encodings
        .iter()
        .zip(&trie.checked)
        .enumerate()
        .map(|(i, (e, checked))| {
            row(
                &variant(e),
                (e.mask, e.value),
                checked,
                slow[i],
                parts_of(i),
            )
        })
        .collect();
    if let Some(first) = isa.encodings.first() {
        let none = build.as_ref().map(|b| format!("[0; {}]", b.width));
        rows.push(row(&variant(first), (0, 1), &[], false, none.as_deref()));
    }
    w!(
        out,
        "/// Entries on the trie's longest path: the most a walk reads."
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
        "/// The trie's entries. A node's is `base << {base_at} | mask << 5 | shift`: the next entry for `w` is `base + ((w >> shift) & mask)`. A leaf's is `s << {base_at}` with an empty mask, where `s` is a row of `DECODE_ROWS`{}.",
        if trie.lists.is_empty() {
            String::new()
        } else {
            format!(" or, from {}, a list of `DECODE_LISTS`", none + 1)
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
            "/// Encodings that no bit tells apart (rows of `DECODE_ROWS`), in table order."
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
        "/// An encoding's row: what its words satisfy, `w & mask == value` (its fixed bits) and `w & cube_masks[k] != cube_values[k]` for every `k` (the forbidden cubes left to check: values its operands cannot hold that the walk has not ruled out); its form; whether it is slow (more cubes or parts than a row holds: its lanes fail every word and its own decoder checks and builds its words off the fast path){}.",
        if build.is_some() {
            "; and the parts `m | k` building its `Inst`, the OR of `w.rotate_left(k) & m` (`k` in the low bits, which `m` leaves to the discriminant)"
        } else {
            ""
        }
    );
    w!(out, "#[repr(C, align(16))]");
    let parts_field = build.as_ref().map_or(String::new(), |b| {
        format!(", parts: [{}; {}]", b.int, b.width)
    });
    w!(
        out,
        "struct DecodeRow {{ cube_masks: [u32; {lanes}], cube_values: [u32; {lanes}], mask: u32, value: u32, form: Form, slow: bool{parts_field} }}"
    );
    w!(
        out,
        "/// The rows, by index in `Form::ALL`, then the row no word passes."
    );
    w!(
        out,
        "static DECODE_ROWS: [DecodeRow; {}] = [{}];",
        rows.len(),
        rows.join(", ")
    );
    if let Some(b) = &build {
        out.push_str(&b.items);
    }
    w!(
        out,
        "/// A word known to be an instruction of the table: its encoding and the word. Eight bytes, `Copy`; the operands are read from the word when asked for ([`Decoded::inst`] gives the typed [`Inst`]). What `disasm`-style scanning wants: finding the branches in a buffer costs no operand extraction."
    );
    w!(out, "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    w!(out, "pub struct Decoded {{ form: Form, word: u32 }}");
    // `Decoded::inst` and `Inst::decode`: by the row's parts (the row found holds the checks and
    // the parts, one row read per word), or by the encoding's own decoder.
    // `Decoded::inst`: by the row's parts (one row read per word holds the checks and the
    // parts), or by the encoding's own decoder for a slow row or when there are no parts.
    let by_own = "match decode_as(self.form as usize, self.word) { Some(i) => i, None => unreachable!(\"`Decoded::new` checked every operand of {:?} in {:#010x}\", self.form, self.word) }";
    let inst = if build.is_some() {
        format!(
            "pub fn inst(self) -> Inst {{ let row = &DECODE_ROWS[self.form as usize]; if row.slow {{ {by_own} }} else {{ build(row, self.word) }} }}"
        )
    } else {
        format!("pub fn inst(self) -> Inst {{ {by_own} }}")
    };
    w!(out, "impl Decoded {{");
    w!(
        out,
        "/// Finds the encoding of `w`, checking its fixed bits and that every operand is legal; `None` when no encoding of the table has `w`."
    );
    w!(out, "#[inline]");
    w!(
        out,
        "pub fn new(w: u32) -> Option<Decoded> {{ Self::find(w).map(|row| Decoded {{ form: row.form, word: w }}) }}"
    );
    w!(
        out,
        "/// The row of `DECODE_ROWS` (that of the encoding) whose checks `w` passes."
    );
    w!(out, "#[inline(always)]");
    w!(
        out,
        "fn find(w: u32) -> Option<&'static DecodeRow> {{ Self::row_of(Self::walk(w), w) }}"
    );
    // One level of a walk: the next entry after entry `e` for word `w`.
    let mask = (1u32 << mask_bits) - 1;
    let step = |e: &str, w: &str| {
        let (x, e32) = if int == "u32" {
            (w.to_owned(), e.to_owned())
        } else {
            (format!("({w} as u64)"), format!("({e} as u32)"))
        };
        format!(
            "DECODE_ENTRIES[(({e} >> {base_at}) + ({x}.wrapping_shr({e32} & 31) & (({e} >> 5) & {mask:#x}))) as usize]"
        )
    };
    w!(
        out,
        "/// The leaf of the trie `w` walks to: the root's entry, then one read per level until a leaf (most words end at the root's entry)."
    );
    w!(out, "#[inline(always)]");
    w!(out, "fn walk(w: u32) -> {int} {{");
    w!(out, "let mut e = DECODE_ROOT;");
    w!(out, "e = {};", step("e", "w"));
    w!(
        out,
        "for _ in 1..DECODE_DEPTH {{ if (e >> 5) & {mask:#x} == 0 {{ break; }} e = {}; }}",
        step("e", "w")
    );
    w!(out, "e }}");
    w!(out, "/// The row of leaf `e` whose checks `w` passes.");
    w!(out, "#[inline(always)]");
    w!(
        out,
        "fn row_of(e: {int}, w: u32) -> Option<&'static DecodeRow> {{"
    );
    w!(out, "let leaf = (e >> {base_at}) as usize;");
    if !trie.lists.is_empty() {
        w!(
            out,
            "if leaf > {none} {{ return DECODE_LISTS.get(leaf - {})?.iter().filter_map(|&r| DECODE_ROWS.get(r)).find(|r| Self::passes(r, w) || Self::passes_slow(r, w)); }}",
            none + 1
        );
    }
    w!(out, "let row = DECODE_ROWS.get(leaf)?;");
    w!(
        out,
        "if Self::passes(row, w) || Self::passes_slow(row, w) {{ Some(row) }} else {{ None }}"
    );
    w!(out, "}}");
    w!(
        out,
        "/// Whether `w` is a word of slow row `row`'s encoding: its fixed bits, then its own decoder, which checks every operand (off the fast path: `false` for any other row)."
    );
    w!(out, "#[cold]");
    w!(out, "#[inline(never)]");
    w!(out, "fn passes_slow(row: &DecodeRow, w: u32) -> bool {{");
    w!(out, "Inst::decode_slow(row, w).is_some()");
    w!(out, "}}");
    w!(out, "#[inline(always)]");
    w!(out, "fn passes(c: &DecodeRow, w: u32) -> bool {{");
    w!(out, "let mut forbidden = false;");
    w!(
        out,
        "for k in 0..{lanes} {{ forbidden |= w & c.cube_masks[k] == c.cube_values[k]; }}"
    );
    // `&`, not `&&`: both checks are cheap, one branch instead of two.
    w!(out, "(w & c.mask == c.value) & !forbidden");
    w!(out, "}}");
    w!(out, "/// The encoding.");
    w!(out, "pub const fn form(self) -> Form {{ self.form }}");
    w!(out, "/// The word.");
    w!(out, "pub const fn word(self) -> u32 {{ self.word }}");
    w!(
        out,
        "/// The typed instruction (its operands read from the word)."
    );
    w!(out, "#[inline]");
    w!(out, "{inst}");
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
    w!(
        out,
        "pub fn decode(w: u32) -> Option<Inst> {{ Self::decode_at(Decoded::walk(w), w) }}"
    );
    w!(
        out,
        "/// The instruction of `w`, whose walk ended on entry `e`."
    );
    w!(out, "#[inline(always)]");
    w!(out, "fn decode_at(e: {int}, w: u32) -> Option<Inst> {{");
    if build.is_some() && trie.lists.is_empty() {
        // The fast path: the row passes, and its parts build the instruction; a slow row and a
        // word of no encoding fail its checks and go to `decode_slow`.
        w!(
            out,
            "let row = DECODE_ROWS.get((e >> {base_at}) as usize)?;"
        );
        w!(
            out,
            "if Decoded::passes(row, w) {{ Some(build(row, w)) }} else {{ Self::decode_slow(row, w) }}"
        );
        w!(out, "}}");
    } else {
        w!(
            out,
            "Decoded::row_of(e, w).map(|row| Decoded {{ form: row.form, word: w }}.inst()) }}"
        );
    }
    w!(
        out,
        "/// The instruction of `w` when it fails the fast checks of `row`: a word of a slow row's encoding checked and built by the encoding's own decoder, or `None`."
    );
    w!(out, "#[cold]");
    w!(out, "#[inline(never)]");
    w!(
        out,
        "fn decode_slow(row: &DecodeRow, w: u32) -> Option<Inst> {{ if row.slow && w & row.mask == row.value {{ decode_as(row.form as usize, w) }} else {{ None }} }}"
    );
    w!(
        out,
        "/// Decodes every word of `words` into `out` (cleared first): `out[i]` is `Inst::decode(words[i])`. What a disassembler of a whole buffer wants: one allocation for the whole buffer."
    );
    w!(
        out,
        "pub fn decode_slice(words: &[u32], out: &mut Vec<Option<Inst>>) {{"
    );
    w!(out, "out.clear();");
    w!(out, "out.extend(words.iter().map(|&w| Inst::decode(w)));");
    w!(out, "}}");
    w!(out, "}}");
}
