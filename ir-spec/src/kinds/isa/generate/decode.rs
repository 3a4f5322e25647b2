//! Decoding: each encoding's own decoder, the fixed-depth trie, the rows it leads to (an
//! encoding's checks and the parts that assemble its `Inst` without a branch per encoding, read
//! together), and `Decoded`.

use proc_macro2::Ident;
use quote::ToTokens;

use super::*;

pub(super) fn decode(isa: &Isa) -> Result<TokenStream, GenerateError> {
    let own = isa.encodings.iter().map(|e| own_decoder(isa, e));
    let trie = trie(isa)?;
    Ok(quote! { #(#own)* #trie })
}

/// `d_<name>`: the encoding's own decoder, reading every operand from the word and checking it.
fn own_decoder(isa: &Isa, e: &Encoding) -> TokenStream {
    // An encoding without operands (a fixed word such as ERET) does not read `w`.
    let w = ident(if e.operands.is_empty() { "_w" } else { "w" });
    let name = ident(&format!("d_{}", fn_name(&e.name)));
    let v = ident(&variant(e));
    let operands = e.operands.iter().map(|o| {
        let (field, t) = (ident(&var(o)), ident(&isa.types[o.ty].name));
        let raw = extract(e, &o.fields);
        quote! { #field: #t::from_raw(#raw)?, }
    });
    quote! {
        #[inline]
        fn #name(#w: u32) -> Option<Inst> {
            Some(Inst::#v { #(#operands)* })
        }
    }
}

/// The parts a row holds: the most that nearly every A64 encoding needs (SYS and SYSL, with five
/// operands in five places, need five and are built by their own decoders instead).
const PARTS: usize = 4;

/// How the generated decoder assembles an `Inst` without a branch per encoding (see
/// `layout.rs`): each encoding's parts, which its row of `DECODE_ROWS` holds next to its checks.
struct Build {
    /// The carrier integer (`u64` or `u128`).
    int: Ident,
    /// Bytes of the carrier integer.
    bytes: usize,
    /// Parts in a row (rows with fewer are padded with `0`, which adds nothing).
    width: usize,
    /// By encoding: its parts as a Rust array (zeros when it needs more than a row holds).
    parts: Vec<TokenStream>,
    /// By encoding: it needs more parts than a row holds (its own decoder builds its `Inst`).
    too_many: Vec<bool>,
    /// `INST_SIZE`, `assemble` and `build`.
    items: TokenStream,
}

/// The build parts of every encoding and the functions assembling an `Inst` from a row; `None`
/// when an `Inst` is larger than 16 bytes (then `Decoded::inst` calls the encoding's own
/// decoder).
fn build(isa: &Isa) -> Result<Option<Build>, GenerateError> {
    let layout = InstLayout::of(isa);
    let Some(carrier) = layout.carrier_bits() else {
        return Ok(None);
    };
    let rows: Vec<Vec<u128>> = (0..isa.encodings.len())
        .map(|i| layout.parts(isa, i, carrier))
        .collect();
    let width = rows.iter().map(Vec::len).max().unwrap_or(0).min(PARTS);
    let too_many: Vec<bool> = rows.iter().map(|parts| parts.len() > width).collect();
    let parts = rows
        .iter()
        .map(|parts| {
            let mut p: Vec<TokenStream> = if parts.len() > width {
                Vec::new()
            } else {
                parts.iter().map(|&p| hex(p).into_token_stream()).collect()
            };
            p.resize(width, int(0));
            quote! { [#(#p),*] }
        })
        .collect();
    let int = ident(&format!("u{carrier}"));
    let items = build_items(&int, layout.size, carrier)?;
    Ok(Some(Build {
        int,
        bytes: carrier as usize / 8,
        width,
        parts,
        too_many,
        items,
    }))
}

/// `INST_SIZE`, `assemble` (an `Inst` of `size` bytes from the bits of `carrier`, an integer of
/// `bits` bits) and `build`.
fn build_items(carrier: &Ident, size: usize, bits: u32) -> Result<TokenStream, GenerateError> {
    // The same size: the integer itself, which the compiler keeps in a register.
    let value = if size == (bits / 8) as usize {
        quote! { core::mem::transmute::<#carrier, Inst>(bits) }
    } else {
        quote! { core::mem::transmute::<[u8; INST_SIZE], Inst>({ let mut b = [0u8; INST_SIZE]; b.copy_from_slice(&bits.to_le_bytes()[..INST_SIZE]); b }) }
    };
    let size = int(size as u64);
    // prettyplease prints a macro's tokens by their spacing, and quote! spaces the turbofish
    // `::<` apart where lexed Rust text joins it: the check is written as text so that the
    // committed expansions keep `size_of::< Inst >`.
    let size_check = rust(
        "the size check of `Inst`",
        "const _: () = assert!(core::mem::size_of::<Inst>() == INST_SIZE);",
    )?;
    // The proof is a doc comment so that it stays in the generated file (plain comments do not
    // survive the token stream).
    Ok(quote! {
        /// Bytes in an `Inst`: a `u16` discriminant, then the variant's operands at their `repr(C)` offsets.
        const INST_SIZE: usize = #size;
        #size_check
        #[cfg(target_endian = "big")] compile_error!("the generated decoder assembles `Inst` in its little-endian layout; big-endian targets are not supported");
        /// The `Inst` of encoding `form` whose operands `bits` holds at their offsets past the discriminant (the low 16 bits, which are replaced by `form`'s).
        ///
        /// Sound for every `form` and `bits`; this is the file's one `unsafe` block. `Inst` is `#[repr(u16)]`, so it is laid out as a union of `#[repr(C)]` structs, one per variant, each starting with the `u16` discriminant (the Rust reference, "Primitive representation of enums with fields"), and `INST_SIZE` is its size (asserted above). The bytes are those of `bits` in little-endian order (`bits` itself when it is as large as an `Inst`), which is the target's own order: a big-endian target is refused at compile time just above (the offsets and rotations of the rows' `parts` are those of a little-endian layout), so the low two bytes are `form`'s discriminant and every operand's bytes hold its value; and `Form` and `Inst` have the same discriminants variant for variant (both are generated from the table's list of encodings, `= index`), so they are a valid discriminant of `Inst`. Every field of every variant is a `#[repr(transparent)]` newtype over `u8`, `u16` or `u32`, for which every initialized bit pattern is valid, and every byte (of the integer or the array) is initialized. So the bytes are a valid `Inst`. That the fields hold the operands of a decoded word (and so only legal values, which `Decoded::new` checked) is what the tests check against each encoding's own decoder, over all 2^32 words in the sweep.
        #[inline(always)]
        #[allow(unsafe_code)]
        fn assemble(form: Form, bits: #carrier) -> Inst {
            let bits = (bits & !0xffff) | form as #carrier;
            unsafe { #value }
        }
        /// The `Inst` of `w`, a word of the encoding of `row`, assembled by the row's parts: the OR of `w.rotate_left(k) & m` over its parts `m | k`.
        #[inline(always)]
        fn build(row: &DecodeRow, w: u32) -> Inst {
            let w = w as #carrier;
            let mut bits: #carrier = 0;
            for &p in &row.parts { bits |= w.rotate_left(p as u32) & p; }
            assemble(row.form, bits)
        }
    })
}

/// What the functions walking the generated tables follow of their shape.
struct Shape {
    /// The entries' integer: `u32`, or `u64` when a base does not fit beside a mask and shift.
    int: Ident,
    /// Where an entry's base (a node's first entry, a leaf's row or list) starts.
    base_at: u32,
    /// The mask of an entry's window, once shifted down by 5.
    mask: u32,
    /// The row no word passes (the rows of the encodings come before it, the lists after).
    none: usize,
    /// Whether there are lists of encodings that no bit tells apart.
    lists: bool,
    /// Cubes a row checks.
    lanes: usize,
    /// Whether the rows hold build parts.
    build: bool,
}

/// The decode trie as static tables; `Decoded::new` walking it (a table load per level until a
/// leaf, then the encoding's fixed bits and the cubes left to check, without a branch per cube);
/// `Inst::decode` building the typed instruction of the encoding found from its row; and the
/// slow rows' path through the encodings' own decoders.
fn trie(isa: &Isa) -> Result<TokenStream, GenerateError> {
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
    // With the checks, a row holds the parts building the encoding's `Inst` (one row read per
    // word, its discriminant from the row too).
    let build = build(isa)?;
    // A slow row: its encoding has more cubes left to check than a row's lanes, or needs more
    // parts than a row holds. Its lanes hold `(0, 0)`, which every word equals, so its words
    // fail the fast checks and its own decoder, off the fast path, checks and builds them.
    let slow: Vec<bool> = (0..isa.encodings.len())
        .map(|i| trie.checked[i].len() > LANES || build.as_ref().is_some_and(|b| b.too_many[i]))
        .collect();
    // A row: the encoding's fixed bits (its words equal them under the mask) and the cubes left
    // to check (its words differ from each), padded with `(0, 1)`, which no word equals, to
    // `LANES`, which the compiler checks together.
    let lanes = trie
        .checked
        .iter()
        .zip(&slow)
        .map(|(c, &slow)| if slow { 1 } else { c.len() })
        .max()
        .unwrap_or(0)
        .next_multiple_of(LANES);
    let shape = Shape {
        int: ident(int),
        base_at,
        mask: (1u32 << mask_bits) - 1,
        none,
        lists: !trie.lists.is_empty(),
        lanes,
        build: build.is_some(),
    };
    let tables = tables(&trie, &shape);
    let rows = rows(isa, &trie, &shape, &slow, build.as_ref());
    let items = build.map(|b| b.items);
    let decoded = decoded(&shape);
    let decode_as = decode_as(isa);
    let inst_decode = inst_decode(&shape);
    Ok(quote! { #tables #rows #items #decoded #decode_as #inst_decode })
}

/// `DECODE_DEPTH`, `DECODE_ROOT`, `DECODE_ENTRIES` and, if there are lists, `DECODE_LISTS`.
fn tables(trie: &Trie, shape: &Shape) -> TokenStream {
    let Shape {
        int: entry,
        base_at,
        none,
        ..
    } = shape;
    let node_word = |n: usize| {
        let node = trie.nodes[n];
        (node.base as u64) << base_at | ((1u64 << node.bits) - 1) << 5 | u64::from(node.shift)
    };
    let leaf = |s: usize| (s as u64) << base_at;
    let entries = trie.entries.iter().map(|e| {
        hex(match *e {
            Entry::None => leaf(*none),
            Entry::Form(f) => leaf(f),
            Entry::List(l) => leaf(none + 1 + l),
            Entry::Node(n) => node_word(n),
        })
    });
    let depth = int(trie.depth as u64);
    let root_doc = docs(&format!(
        "The root node ({} nodes in all, {} entries).",
        trie.nodes.len(),
        trie.entries.len()
    ));
    let root = hex(node_word(0));
    let entries_doc = docs(&format!(
        "The trie's entries. A node's is `base << {base_at} | mask << 5 | shift`: the next entry for `w` is `base + ((w >> shift) & mask)`. A leaf's is `s << {base_at}` with an empty mask, where `s` is a row of `DECODE_ROWS`{}.",
        if shape.lists {
            format!(" or, from {}, a list of `DECODE_LISTS`", none + 1)
        } else {
            String::new()
        }
    ));
    let count = int(trie.entries.len() as u64);
    let lists = shape.lists.then(|| {
        let lists = trie.lists.iter().map(|l| {
            let rows = l.iter().map(|&r| int(r as u64));
            quote! { &[#(#rows),*] }
        });
        let count = int(trie.lists.len() as u64);
        quote! {
            /// Encodings that no bit tells apart (rows of `DECODE_ROWS`), in table order.
            static DECODE_LISTS: [&[usize]; #count] = [#(#lists),*];
        }
    });
    quote! {
        /// Entries on the trie's longest path: the most a walk reads.
        const DECODE_DEPTH: usize = #depth;
        #root_doc
        const DECODE_ROOT: #entry = #root;
        #entries_doc
        static DECODE_ENTRIES: [#entry; #count] = [#(#entries),*];
        #lists
    }
}

/// `DecodeRow` and `DECODE_ROWS`: each encoding's row (its fixed bits, the cubes left to check,
/// whether it is `slow` and its build parts), then the row no word passes.
fn rows(
    isa: &Isa,
    trie: &Trie,
    shape: &Shape,
    slow: &[bool],
    build: Option<&Build>,
) -> TokenStream {
    let lanes = shape.lanes;
    let mut rows: Vec<TokenStream> = isa
        .encodings
        .iter()
        .zip(&trie.checked)
        .enumerate()
        .map(|(i, (e, checked))| {
            let parts = build.map(|b| &b.parts[i]);
            row(lanes, e, (e.mask, e.value), checked, slow[i], parts)
        })
        .collect();
    if let Some(first) = isa.encodings.first() {
        let none = build.map(|b| {
            let width = int(b.width as u64);
            quote! { [0; #width] }
        });
        rows.push(row(lanes, first, (0, 1), &[], false, none.as_ref()));
    }
    let doc = docs(&format!(
        "An encoding's row: what its words satisfy, `w & mask == value` (its fixed bits) and `w & cube_masks[k] != cube_values[k]` for every `k` (the forbidden cubes left to check: values its operands cannot hold that the walk has not ruled out); its form; whether it is slow (more cubes or parts than a row holds: its lanes fail every word and its own decoder checks and builds its words off the fast path){}.",
        if build.is_some() {
            "; and the parts `m | k` building its `Inst`, the OR of `w.rotate_left(k) & m` (`k` in the low bits, which `m` leaves to the discriminant)"
        } else {
            ""
        }
    ));
    let parts_field = build.map(|b| {
        let (carrier, width) = (&b.int, int(b.width as u64));
        quote! { , parts: [#carrier; #width] }
    });
    let align = int(row_align(lanes, build) as u64);
    let (lanes, count) = (int(lanes as u64), int(rows.len() as u64));
    quote! {
        #doc
        #[repr(C, align(#align))]
        struct DecodeRow { cube_masks: [u32; #lanes], cube_values: [u32; #lanes], mask: u32, value: u32, form: Form, slow: bool #parts_field }
        /// The rows, by index in `Form::ALL`, then the row no word passes.
        static DECODE_ROWS: [DecodeRow; #count] = [#(#rows),*];
    }
}

/// The alignment of a `DecodeRow` of `lanes` lanes: its size rounded up to a power of two, so
/// that no row straddles two 64-byte cache lines (the common word reads one line), or 16 for a
/// row larger than a line.
fn row_align(lanes: usize, build: Option<&Build>) -> usize {
    // The checks: the lanes' masks and values, `mask`, `value`, `form` (a `u16`) and `slow`.
    let checks = 4 * 2 * lanes + 4 + 4 + 2 + 1;
    let size = match build {
        Some(b) => checks.next_multiple_of(b.bytes) + b.bytes * b.width,
        None => checks,
    };
    match size.next_power_of_two() {
        line @ ..=64 => line,
        _ => 16,
    }
}

/// A row of `DECODE_ROWS` for encoding `e`'s form: the words with `value` under `mask` and in
/// none of `cubes` (none of them when `slow`), padded to `lanes`, and its build `parts`.
fn row(
    lanes: usize,
    e: &Encoding,
    (mask, value): (u32, u32),
    cubes: &[Cube],
    slow: bool,
    parts: Option<&TokenStream>,
) -> TokenStream {
    let always = [Cube { mask: 0, value: 0 }];
    let cubes = if slow { &always[..] } else { cubes };
    let mut masks: Vec<TokenStream> = cubes.iter().map(|c| lane(c.mask)).collect();
    let mut values: Vec<TokenStream> = cubes.iter().map(|c| lane(c.value)).collect();
    masks.resize(lanes, int(0).into_token_stream());
    values.resize(lanes, int(1).into_token_stream());
    let parts = parts.map(|p| quote! { , parts: #p });
    let (form, mask, value) = (ident(&variant(e)), word(mask, false), word(value, false));
    quote! {
        DecodeRow { cube_masks: [#(#masks),*], cube_values: [#(#values),*], mask: #mask, value: #value, form: Form::#form, slow: #slow #parts }
    }
}

/// A cube's mask or value in a row's lane.
fn lane(v: u32) -> TokenStream {
    word(v, false).into_token_stream()
}

/// `Decoded`: a word and its encoding, found by walking the trie.
fn decoded(shape: &Shape) -> TokenStream {
    let Shape {
        int: entry,
        base_at,
        none,
        lanes,
        ..
    } = shape;
    let (base_at, lanes) = (int(*base_at), int(*lanes as u64));
    let (mask, step) = (hex(shape.mask), step(shape));
    let lists = shape.lists.then(|| {
        let (none, first) = (int(*none as u64), int(*none as u64 + 1));
        quote! {
            if leaf > #none { return DECODE_LISTS.get(leaf - #first)?.iter().filter_map(|&r| DECODE_ROWS.get(r)).find(|r| Self::passes(r, w) || Self::passes_slow(r, w)); }
        }
    });
    let inst = decoded_inst(shape);
    quote! {
        /// A word known to be an instruction of the table: its encoding and the word. Eight bytes, `Copy`; the operands are read from the word when asked for ([`Decoded::inst`] gives the typed [`Inst`]). What `disasm`-style scanning wants: finding the branches in a buffer costs no operand extraction.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct Decoded { form: Form, word: u32 }
        impl Decoded {
            /// Finds the encoding of `w`, checking its fixed bits and that every operand is legal; `None` when no encoding of the table has `w`.
            #[inline]
            pub fn new(w: u32) -> Option<Decoded> { Self::find(w).map(|row| Decoded { form: row.form, word: w }) }
            /// The row of `DECODE_ROWS` (that of the encoding) whose checks `w` passes.
            #[inline(always)]
            fn find(w: u32) -> Option<&'static DecodeRow> { Self::row_of(Self::walk(w), w) }
            /// The leaf of the trie `w` walks to: the root's entry, then one read per level until a leaf (most words end at the root's entry).
            #[inline(always)]
            fn walk(w: u32) -> #entry {
                let mut e = DECODE_ROOT;
                e = #step;
                for _ in 1..DECODE_DEPTH { if (e >> 5) & #mask == 0 { break; } e = #step; }
                e
            }
            /// The row of leaf `e` whose checks `w` passes.
            #[inline(always)]
            fn row_of(e: #entry, w: u32) -> Option<&'static DecodeRow> {
                let leaf = (e >> #base_at) as usize;
                #lists
                let row = DECODE_ROWS.get(leaf)?;
                if Self::passes(row, w) || Self::passes_slow(row, w) { Some(row) } else { None }
            }
            /// Whether `w` is a word of slow row `row`'s encoding: its fixed bits, then its own decoder, which checks every operand (off the fast path: `false` for any other row).
            #[cold]
            #[inline(never)]
            fn passes_slow(row: &DecodeRow, w: u32) -> bool {
                Inst::decode_slow(row, w).is_some()
            }
            #[inline(always)]
            fn passes(c: &DecodeRow, w: u32) -> bool {
                let mut forbidden = false;
                for k in 0..#lanes { forbidden |= w & c.cube_masks[k] == c.cube_values[k]; }
                // `&`, not `&&`: both checks are cheap, one branch instead of two.
                (w & c.mask == c.value) & !forbidden
            }
            /// The encoding.
            pub const fn form(self) -> Form { self.form }
            /// The word.
            pub const fn word(self) -> u32 { self.word }
            /// The typed instruction (its operands read from the word).
            #[inline]
            #inst
        }
        impl fmt::Display for Decoded { fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt(&self.inst(), f) } }
    }
}

/// One level of a walk: the next entry after entry `e` for word `w`.
fn step(shape: &Shape) -> TokenStream {
    let (base_at, mask) = (int(shape.base_at), hex(shape.mask));
    let (x, e32) = if shape.int == "u32" {
        (quote! { w }, quote! { e })
    } else {
        (quote! { (w as u64) }, quote! { (e as u32) })
    };
    quote! {
        DECODE_ENTRIES[((e >> #base_at) + (#x.wrapping_shr(#e32 & 31) & ((e >> 5) & #mask))) as usize]
    }
}

/// `Decoded::inst`: by the row's parts (one row read per word holds the checks and the parts),
/// or by the encoding's own decoder for a slow row or when there are no parts.
fn decoded_inst(shape: &Shape) -> TokenStream {
    let by_own = quote! {
        match decode_as(self.form as usize, self.word) { Some(i) => i, None => unreachable!("`Decoded::new` checked every operand of {:?} in {:#010x}", self.form, self.word) }
    };
    if shape.build {
        quote! {
            pub fn inst(self) -> Inst { let row = &DECODE_ROWS[self.form as usize]; if row.slow { #by_own } else { build(row, self.word) } }
        }
    } else {
        quote! { pub fn inst(self) -> Inst { #by_own } }
    }
}

/// `decode_as`: a word decoded by the own decoder of the encoding with a given index.
fn decode_as(isa: &Isa) -> TokenStream {
    let arms = isa.encodings.iter().enumerate().map(|(i, e)| {
        let (i, d) = (int(i as u64), ident(&format!("d_{}", fn_name(&e.name))));
        quote! { #i => #d(w), }
    });
    quote! {
        /// Decodes `w`, whose fixed bits are those of the encoding with index `form`.
        #[inline(always)]
        fn decode_as(form: usize, w: u32) -> Option<Inst> { match form { #(#arms)* _ => None } }
    }
}

/// `Inst::decode` (by the walk, then the row's checks and parts), its slow path and
/// `Inst::decode_slice`.
fn inst_decode(shape: &Shape) -> TokenStream {
    let entry = &shape.int;
    let body = if shape.build && !shape.lists {
        // The fast path: the row passes, and its parts build the instruction; a slow row and a
        // word of no encoding fail its checks and go to `decode_slow`.
        let base_at = int(shape.base_at);
        quote! {
            let row = DECODE_ROWS.get((e >> #base_at) as usize)?;
            if Decoded::passes(row, w) { Some(build(row, w)) } else { Self::decode_slow(row, w) }
        }
    } else {
        quote! { Decoded::row_of(e, w).map(|row| Decoded { form: row.form, word: w }.inst()) }
    };
    quote! {
        impl Inst {
            /// Decodes a word into the instruction of the table that matches it, if any (its `Display` then prints the spelling LLVM prints, alias included).
            #[inline]
            pub fn decode(w: u32) -> Option<Inst> { Self::decode_at(Decoded::walk(w), w) }
            /// The instruction of `w`, whose walk ended on entry `e`.
            #[inline(always)]
            fn decode_at(e: #entry, w: u32) -> Option<Inst> { #body }
            /// The instruction of `w` when it fails the fast checks of `row`: a word of a slow row's encoding checked and built by the encoding's own decoder, or `None`.
            #[cold]
            #[inline(never)]
            fn decode_slow(row: &DecodeRow, w: u32) -> Option<Inst> { if row.slow && w & row.mask == row.value { decode_as(row.form as usize, w) } else { None } }
            /// Decodes every word of `words` into `out` (cleared first): `out[i]` is `Inst::decode(words[i])`. What a disassembler of a whole buffer wants: one allocation for the whole buffer.
            pub fn decode_slice(words: &[u32], out: &mut Vec<Option<Inst>>) {
                out.clear();
                out.extend(words.iter().map(|&w| Inst::decode(w)));
            }
        }
    }
}
