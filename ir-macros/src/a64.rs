//! `a64!(buf; add x0, x1, #4095; ldr x2, [x3, #8]; b.eq done; done:)`: assembles LLVM-syntax
//! A64 at compile time with the tables of `spec/arm64.yaml` (through `opforge-arm64`'s generated
//! parser and encoder) into a `CodeBuffer`. Unknown mnemonics, operands out of range, wrong
//! register classes and undefined labels are compile errors on the offending instruction, with
//! the legal range in the message. A branch to a label of the same macro is emitted as a fixup.
//! Registers and immediates may be run-time expressions, `X(n)` (also `W`, `B`, `H`, `S`, `D`,
//! `Q`: the upper-cased prefix of each register class of the table) and `#(imm)`: the form is
//! checked at compile time with stand-in values, the values when the code runs. The register
//! syntax, the operand words that are not labels and the PC-relative mnemonics are read from
//! `spec/arm64.yaml` (with A64's codecs registered), not written here. The expansion evaluates to `Result<(), BufferError>`: a label out of a branch's
//! reach, or a run-time operand the form does not accept (`BufferError::Operand`).

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};

/// One statement of the macro: a label definition or an instruction.
enum Stmt {
    Label(proc_macro2::Ident),
    Inst {
        text: Text,
        label: Option<proc_macro2::Ident>,
    },
}

/// An instruction's text: as checked at compile time (run-time operands replaced by stand-ins)
/// and as a format string with one `{}` per run-time operand.
#[derive(Default)]
struct Text {
    check: String,
    fmt: String,
    args: Vec<TokenStream>,
    spans: Vec<(usize, Span)>,
}

impl Text {
    fn push(&mut self, s: &str) {
        self.check.push_str(s);
        self.fmt.push_str(&s.replace('{', "{{").replace('}', "}}"));
    }

    /// A run-time operand: `stand_in` for the compile-time check, `prefix{}` at run time.
    fn runtime(&mut self, stand_in: &str, prefix: &str, expr: TokenStream, span: Span) {
        self.spans.push((self.check.len(), span));
        self.check.push_str(stand_in);
        self.fmt.push_str(prefix);
        self.fmt.push_str("{}");
        self.args.push(expr);
    }
}

/// What the macro reads from `spec/arm64.yaml` (loaded once, with A64's codecs registered):
/// the register syntax and the words that are operands rather than labels.
struct Syntax {
    /// The letters a run-time register may be written with (`X(n)`) and the prefix each stands
    /// for: the upper-cased prefix of every register class.
    runtime_registers: Vec<(String, String)>,
    /// Register prefixes (`x0`..`x30` are register-like).
    prefixes: Vec<String>,
    /// Every other register spelling and every name of an enum operand (`xzr`, `lr`, `lsl`).
    words: Vec<String>,
    /// Mnemonics of the forms whose last operand may be a label (a PC-relative operand).
    branches: Vec<String>,
}

/// The table, compiled into the macro so that editing it rebuilds the macro.
const TABLE: &str = include_str!("../../spec/arm64.yaml");

fn syntax() -> &'static Syntax {
    static SYNTAX: std::sync::OnceLock<Syntax> = std::sync::OnceLock::new();
    SYNTAX.get_or_init(|| {
        let isa = ir_spec::Loader::new()
            .codecs(opforge_arm64_codec::codecs())
            .text("spec/arm64.yaml", TABLE)
            .load_isa();
        let Ok(isa) = isa else {
            // opforge-arm64 itself does not build with a broken table; nothing is register-like.
            return Syntax {
                runtime_registers: Vec::new(),
                prefixes: Vec::new(),
                words: Vec::new(),
                branches: Vec::new(),
            };
        };
        let mut runtime_registers: Vec<(String, String)> = Vec::new();
        let mut words = Vec::new();
        for r in &isa.registers {
            let letter = r.prefix.to_ascii_uppercase();
            if !runtime_registers.iter().any(|(l, _)| *l == letter) {
                runtime_registers.push((letter, r.prefix.clone()));
            }
            words.extend(r.names.iter().chain(&r.also).map(|(n, _)| n.clone()));
        }
        for t in &isa.types {
            if let ir_spec::isa::model::TypeKind::Enum { values, also, .. } = &t.kind {
                words.extend(values.iter().chain(also).map(|(n, _)| n.clone()));
            }
        }
        let pcrel = |ops: &[ir_spec::isa::model::Operand]| {
            ops.iter().any(|o| {
                matches!(
                    isa.types[o.ty].kind,
                    ir_spec::isa::model::TypeKind::Simm { pcrel: true, .. }
                )
            })
        };
        let head = |m: String| -> String {
            m.chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect()
        };
        let mut branches: Vec<String> = isa
            .encodings
            .iter()
            .filter(|e| pcrel(&e.operands))
            .map(|e| head(e.mnemonic()))
            .chain(
                isa.aliases
                    .iter()
                    .filter(|a| pcrel(&a.operands))
                    .map(|a| head(ir_spec::isa::model::mnemonic(&a.template))),
            )
            .collect();
        branches.sort();
        branches.dedup();
        Syntax {
            prefixes: runtime_registers.iter().map(|(_, p)| p.clone()).collect(),
            runtime_registers,
            words,
            branches,
        }
    })
}

/// Appends the tokens as LLVM assembly text: words separated by spaces, `, ` after commas,
/// nothing around `#`, `.`, `-`, `!` and brackets. `X(expr)` and `#(expr)` are run-time
/// operands.
fn render(tokens: &[TokenTree], out: &mut Text) {
    let mut prev_word = false;
    let mut i = 0;
    while i < tokens.len() {
        let t = &tokens[i];
        let next_paren = match tokens.get(i + 1) {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => {
                Some(g.stream())
            }
            _ => None,
        };
        match t {
            TokenTree::Ident(id)
                if next_paren.is_some()
                    && syntax().runtime_registers.iter().any(|(k, _)| id == k) =>
            {
                let prefix = syntax()
                    .runtime_registers
                    .iter()
                    .find(|(k, _)| id == k)
                    .map_or("x", |r| r.1.as_str());
                if prev_word {
                    out.push(" ");
                }
                let expr = next_paren.unwrap_or_default();
                out.runtime(&format!("{prefix}0"), prefix, expr, id.span());
                prev_word = true;
                i += 2;
                continue;
            }
            TokenTree::Punct(p) if p.as_char() == '#' && next_paren.is_some() => {
                if prev_word {
                    out.push(" ");
                }
                out.push("#");
                let expr = next_paren.unwrap_or_default();
                out.runtime("0", "", expr, p.span());
                prev_word = false;
                i += 2;
                continue;
            }
            TokenTree::Ident(_) | TokenTree::Literal(_) => {
                if prev_word {
                    out.push(" ");
                }
                out.spans.push((out.check.len(), t.span()));
                out.push(&t.to_string());
                prev_word = true;
            }
            TokenTree::Punct(p) => {
                match p.as_char() {
                    ',' => out.push(", "),
                    '#' if prev_word => {
                        out.push(" ");
                        out.spans.push((out.check.len(), t.span()));
                        out.push("#");
                    }
                    c => {
                        out.spans.push((out.check.len(), t.span()));
                        out.push(&c.to_string());
                    }
                }
                prev_word = false;
            }
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::None => ("", ""),
                };
                if prev_word {
                    out.push(" ");
                }
                out.spans.push((out.check.len(), g.span_open()));
                out.push(open);
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                render(&inner, out);
                out.push(close);
                prev_word = false;
            }
        }
        i += 1;
    }
}

pub fn expand(input: TokenStream) -> TokenStream {
    let tokens: Vec<TokenTree> = input.into_iter().collect();
    let mut parts = tokens.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ';'));
    let buffer: Vec<TokenTree> = match parts.next() {
        Some(b) if !b.is_empty() => b.to_vec(),
        _ => {
            return quote! { ::core::compile_error!("a64!: expected `a64!(buffer; instruction; ...)`") };
        }
    };
    let statements: Vec<&[TokenTree]> = parts.filter(|s| !s.is_empty()).collect();
    // A statement may start with `label:`; labels are collected first, so that a branch may name
    // a label defined further down.
    let split_label = |s: &[TokenTree]| -> (Option<proc_macro2::Ident>, Vec<TokenTree>) {
        match s {
            [TokenTree::Ident(i), TokenTree::Punct(p), rest @ ..] if p.as_char() == ':' => {
                (Some(i.clone()), rest.to_vec())
            }
            _ => (None, s.to_vec()),
        }
    };
    let labels: Vec<String> = statements
        .iter()
        .filter_map(|s| split_label(s).0.map(|i| i.to_string()))
        .collect();
    let mut stmts = Vec::new();
    let mut errors = TokenStream::new();
    for whole in statements {
        let (defined, rest) = split_label(whole);
        if let Some(i) = defined {
            stmts.push(Stmt::Label(i));
        }
        if rest.is_empty() {
            continue;
        }
        let s = rest.as_slice();
        // A last operand naming a label of this macro is a PC-relative target: assemble it with
        // offset 0 and let the buffer patch it.
        let (body, label) = match s.split_last() {
            Some((TokenTree::Ident(i), rest))
                if labels.contains(&i.to_string()) && rest.len() > 1 =>
            {
                (rest, Some(i.clone()))
            }
            Some((TokenTree::Ident(i), _))
                if !is_register_like(&i.to_string())
                    && s.len() > 1
                    && !labels.contains(&i.to_string())
                    && looks_like_branch(s) =>
            {
                let message =
                    format!("a64!: undefined label `{i}`; define it with `{i}:` in the same macro");
                let span = i.span();
                errors.extend(quote_spanned! {span=> ::core::compile_error!(#message); });
                continue;
            }
            _ => (s, None),
        };
        let mut text = Text::default();
        render(body, &mut text);
        if label.is_some() {
            text.push(" #0");
        }
        stmts.push(Stmt::Inst { text, label });
    }
    let buf = TokenStream::from_iter(buffer);
    let mut body = TokenStream::new();
    for l in &labels {
        let id = format_ident!("{}", l);
        body.extend(quote! { let #id = __a64_buf.new_label(); });
    }
    for s in stmts {
        match s {
            Stmt::Label(id) => body.extend(quote! {
                if let Err(e) = __a64_buf.bind(#id) { __a64_result = Err(e); }
            }),
            Stmt::Inst { text, label } => match text.check.parse::<opforge_arm64::Inst>() {
                Ok(inst) if text.args.is_empty() => {
                    let word = inst.encode();
                    body.extend(match label {
                        None => quote! { __a64_buf.emit_word(#word); },
                        Some(l) => quote! {
                            // The word was built from the tables at compile time, so it decodes.
                            if let Some(inst) = ::opforge_arm64::Inst::decode(#word)
                                && let Err(e) = __a64_buf.emit_to(inst, #l)
                            {
                                __a64_result = Err(e);
                            }
                        },
                    });
                }
                Ok(_) => {
                    // Run-time operands: the form was checked with stand-ins; the values are
                    // checked when the instruction is parsed at run time.
                    let fmt = &text.fmt;
                    let args = &text.args;
                    let emit = match label {
                        None => quote! { __a64_buf.emit(inst); },
                        Some(l) => quote! {
                            if let Err(e) = __a64_buf.emit_to(inst, #l) {
                                __a64_result = Err(e);
                            }
                        },
                    };
                    body.extend(quote! {
                        {
                            let text = ::std::format!(#fmt, #((#args)),*);
                            match text.parse::<::opforge_arm64::Inst>() {
                                Ok(inst) => { #emit }
                                Err(error) => {
                                    if __a64_result.is_ok() {
                                        __a64_result = Err(::opforge_arm64::BufferError::Operand { text, error });
                                    }
                                }
                            }
                        }
                    });
                }
                Err(e) => {
                    // Point at the token the parser stopped at (its column in the rendered text).
                    let at = e.column.saturating_sub(1);
                    let span = text
                        .spans
                        .iter()
                        .rev()
                        .find(|(start, _)| *start <= at)
                        .map_or_else(Span::call_site, |s| s.1);
                    let message = format!("a64!: `{}`: {}", text.check, e.message);
                    errors.extend(quote_spanned! {span=> ::core::compile_error!(#message); });
                }
            },
        }
    }
    quote! {
        {
            #errors
            let __a64_buf: &mut ::opforge_arm64::CodeBuffer = &mut #buf;
            let mut __a64_result: ::core::result::Result<(), ::opforge_arm64::BufferError> = Ok(());
            #body
            __a64_result
        }
    }
}

/// Register names and other operand words (shift and extension names) of the table: operands,
/// not labels.
fn is_register_like(w: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    let syntax = syntax();
    syntax.words.iter().any(|x| x == w)
        || syntax
            .prefixes
            .iter()
            .any(|p| w.strip_prefix(p.as_str()).is_some_and(digits))
}

/// Whether a statement is a branch or another PC-relative form whose last operand may be a label.
fn looks_like_branch(s: &[TokenTree]) -> bool {
    let Some(TokenTree::Ident(m)) = s.first() else {
        return false;
    };
    syntax().branches.contains(&m.to_string())
}
