//! The lexer: SysY source text to tokens with positions. Owns the literal syntax (decimal, octal
//! and hexadecimal integers; decimal and hexadecimal floats), comments, and the conversion of float
//! literal text to `f32` (shared with the runtime library's `getfloat`).

use crate::error::{Error, ErrorKind, Pos};
use std::fmt;

/// What a token is.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// An integer literal's value (before conversion to `int`, which wraps).
    Int(u64),
    /// A float literal's value, rounded to single precision.
    Float(f32),
    /// A string literal's contents with escapes resolved (only `putf` takes one).
    Str(String),
    /// An identifier.
    Ident(String),
    /// `const`
    Const,
    /// `int`
    Int_,
    /// `float`
    Float_,
    /// `void`
    Void,
    /// `if`
    If,
    /// `else`
    Else,
    /// `while`
    While,
    /// `break`
    Break,
    /// `continue`
    Continue,
    /// `return`
    Return,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `*`
    Star,
    /// `/`
    Slash,
    /// `%`
    Percent,
    /// `!`
    Not,
    /// `&&`
    AndAnd,
    /// `||`
    OrOr,
    /// `==`
    EqEq,
    /// `!=`
    NotEq,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `<=`
    Le,
    /// `>=`
    Ge,
    /// `=`
    Assign,
    /// `;`
    Semi,
    /// `,`
    Comma,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LBracket,
    /// `]`
    RBracket,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// The end of the input.
    Eof,
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Tok::Int(v) => return write!(f, "integer `{v}`"),
            Tok::Float(v) => return write!(f, "float `{v}`"),
            Tok::Str(s) => return write!(f, "string {s:?}"),
            Tok::Ident(s) => return write!(f, "identifier `{s}`"),
            Tok::Eof => return write!(f, "end of file"),
            Tok::Const => "const",
            Tok::Int_ => "int",
            Tok::Float_ => "float",
            Tok::Void => "void",
            Tok::If => "if",
            Tok::Else => "else",
            Tok::While => "while",
            Tok::Break => "break",
            Tok::Continue => "continue",
            Tok::Return => "return",
            Tok::Plus => "+",
            Tok::Minus => "-",
            Tok::Star => "*",
            Tok::Slash => "/",
            Tok::Percent => "%",
            Tok::Not => "!",
            Tok::AndAnd => "&&",
            Tok::OrOr => "||",
            Tok::EqEq => "==",
            Tok::NotEq => "!=",
            Tok::Lt => "<",
            Tok::Gt => ">",
            Tok::Le => "<=",
            Tok::Ge => ">=",
            Tok::Assign => "=",
            Tok::Semi => ";",
            Tok::Comma => ",",
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::LBracket => "[",
            Tok::RBracket => "]",
            Tok::LBrace => "{",
            Tok::RBrace => "}",
        };
        write!(f, "`{s}`")
    }
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Its first character's position.
    pub pos: Pos,
}

/// Splits `src` into tokens; the last one is always [`Tok::Eof`].
pub fn lex(src: &str) -> Result<Vec<Token>, Error> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    // Advances over `n` bytes none of which is a newline.
    macro_rules! adv {
        ($n:expr) => {{
            i += $n;
            col += $n as u32;
        }};
    }
    while i < b.len() {
        let c = b[i];
        let pos = Pos::new(line, col);
        if c == b'\n' {
            i += 1;
            line += 1;
            col = 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            adv!(1);
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'*') {
            adv!(2);
            loop {
                if i >= b.len() {
                    return Err(Error::new(pos, ErrorKind::UnterminatedComment));
                }
                if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                    adv!(2);
                    break;
                }
                if b[i] == b'\n' {
                    line += 1;
                    col = 1;
                    i += 1;
                } else {
                    adv!(1);
                }
            }
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let word = &src[start..i];
            col += (i - start) as u32;
            let tok = match word {
                "const" => Tok::Const,
                "int" => Tok::Int_,
                "float" => Tok::Float_,
                "void" => Tok::Void,
                "if" => Tok::If,
                "else" => Tok::Else,
                "while" => Tok::While,
                "break" => Tok::Break,
                "continue" => Tok::Continue,
                "return" => Tok::Return,
                _ => Tok::Ident(word.to_string()),
            };
            out.push(Token { tok, pos });
            continue;
        }
        if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            // A C preprocessing number: digits, letters, `_`, `.`, and a sign after an exponent
            // letter; then classified as a whole.
            let start = i;
            while i < b.len() {
                let d = b[i];
                let sign_after_exponent =
                    (d == b'+' || d == b'-') && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P');
                if d.is_ascii_alphanumeric() || d == b'_' || d == b'.' || sign_after_exponent {
                    i += 1;
                } else {
                    break;
                }
            }
            let text = &src[start..i];
            col += (i - start) as u32;
            let tok = number(text).map_err(|k| Error::new(pos, k))?;
            out.push(Token { tok, pos });
            continue;
        }
        if c == b'"' {
            let mut s = String::new();
            let mut j = i + 1;
            loop {
                match b.get(j) {
                    None | Some(b'\n') => {
                        return Err(Error::new(pos, ErrorKind::UnterminatedString));
                    }
                    Some(b'"') => break,
                    Some(b'\\') => {
                        let e = b.get(j + 1).copied().unwrap_or(b'\\');
                        s.push(match e {
                            b'n' => '\n',
                            b't' => '\t',
                            b'0' => '\0',
                            b'\n' => {
                                return Err(Error::new(pos, ErrorKind::UnterminatedString));
                            }
                            other => other as char,
                        });
                        j += 2;
                    }
                    Some(&other) => {
                        s.push(other as char);
                        j += 1;
                    }
                }
            }
            let n = j + 1 - i;
            adv!(n);
            out.push(Token {
                tok: Tok::Str(s),
                pos,
            });
            continue;
        }
        let two = if i + 1 < b.len() {
            Some((c, b[i + 1]))
        } else {
            None
        };
        let tok2 = match two {
            Some((b'&', b'&')) => Some(Tok::AndAnd),
            Some((b'|', b'|')) => Some(Tok::OrOr),
            Some((b'=', b'=')) => Some(Tok::EqEq),
            Some((b'!', b'=')) => Some(Tok::NotEq),
            Some((b'<', b'=')) => Some(Tok::Le),
            Some((b'>', b'=')) => Some(Tok::Ge),
            _ => None,
        };
        if let Some(tok) = tok2 {
            adv!(2);
            out.push(Token { tok, pos });
            continue;
        }
        let tok = match c {
            b'+' => Tok::Plus,
            b'-' => Tok::Minus,
            b'*' => Tok::Star,
            b'/' => Tok::Slash,
            b'%' => Tok::Percent,
            b'!' => Tok::Not,
            b'<' => Tok::Lt,
            b'>' => Tok::Gt,
            b'=' => Tok::Assign,
            b';' => Tok::Semi,
            b',' => Tok::Comma,
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'[' => Tok::LBracket,
            b']' => Tok::RBracket,
            b'{' => Tok::LBrace,
            b'}' => Tok::RBrace,
            _ => {
                let ch = src[i..].chars().next().unwrap_or('\u{fffd}');
                return Err(Error::new(pos, ErrorKind::UnexpectedChar(ch)));
            }
        };
        adv!(1);
        out.push(Token { tok, pos });
    }
    out.push(Token {
        tok: Tok::Eof,
        pos: Pos::new(line, col),
    });
    Ok(out)
}

/// Classifies a preprocessing number as an integer or float literal.
fn number(text: &str) -> Result<Tok, ErrorKind> {
    let bad = || ErrorKind::MalformedNumber(text.to_string());
    let lower = text.to_ascii_lowercase();
    let is_hex = lower.starts_with("0x");
    let is_float = if is_hex {
        lower.contains('.') || lower.contains('p')
    } else {
        lower.contains('.') || lower.contains('e')
    };
    if is_float {
        return parse_float(text).map(Tok::Float).ok_or_else(bad);
    }
    let (digits, radix) = if is_hex {
        (&lower[2..], 16)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (&lower[..], 10)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return Err(bad());
    }
    u64::from_str_radix(digits, radix)
        .map(Tok::Int)
        .map_err(|_| ErrorKind::IntegerTooLarge(text.to_string()))
}

/// Parses a C float literal (decimal `1.5`, `.5`, `1e-3`, `2.`; hexadecimal `0x1.8p1`,
/// `0x.AP-3`), with an optional sign and an optional `f`/`F` suffix, to the nearest `f32`.
/// `None` when the text is not exactly one such literal.
pub fn parse_float(text: &str) -> Option<f32> {
    let (neg, body) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let body = body
        .strip_suffix('f')
        .or_else(|| body.strip_suffix('F'))
        .unwrap_or(body);
    let v = if body.len() > 2 && (body.starts_with("0x") || body.starts_with("0X")) {
        parse_hex_float(&body[2..])?
    } else {
        // Rust's grammar is C's for these (digits, optional point, optional exponent) once
        // words such as `inf` are excluded; it rounds correctly to f32.
        let ok = body
            .bytes()
            .all(|c| c.is_ascii_digit() || b".eE+-".contains(&c))
            && body.bytes().any(|c| c.is_ascii_digit())
            && body
                .as_bytes()
                .first()
                .is_some_and(|c| c.is_ascii_digit() || *c == b'.');
        if !ok {
            return None;
        }
        body.parse::<f32>().ok()?
    };
    Some(if neg { -v } else { v })
}

/// Parses the part of a hexadecimal float after `0x`: hex digits with an optional point, then
/// `p` and a decimal exponent (optional here, as `scanf` allows).
fn parse_hex_float(s: &str) -> Option<f32> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut mant: u64 = 0;
    let mut exp: i64 = 0; // binary exponent adjustment
    let mut sticky = false;
    let mut any = false;
    let mut seen_point = false;
    while i < b.len() {
        let c = b[i];
        if c == b'.' {
            if seen_point {
                return None;
            }
            seen_point = true;
            i += 1;
            continue;
        }
        let Some(d) = (c as char).to_digit(16) else {
            break;
        };
        any = true;
        if mant >> 56 == 0 {
            mant = (mant << 4) | d as u64;
            if seen_point {
                exp -= 4;
            }
        } else {
            sticky |= d != 0;
            if !seen_point {
                exp += 4;
            }
        }
        i += 1;
    }
    if !any {
        return None;
    }
    if i < b.len() {
        if b[i] != b'p' && b[i] != b'P' {
            return None;
        }
        let e = &s[i + 1..];
        let digits = e.strip_prefix(['+', '-']).unwrap_or(e);
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let v: i64 = digits.parse::<i64>().unwrap_or(i64::MAX / 4).min(100_000);
        exp += if e.starts_with('-') { -v } else { v };
    }
    if mant == 0 {
        return Some(0.0);
    }
    // Keep 60 significant bits with a sticky bit below, so the f64 conversion's rounding and
    // the f32 one are both on exact values where it matters.
    if sticky {
        mant |= 1;
    }
    let mut v = mant as f64; // rounds beyond 53 bits; the sticky bit breaks ties correctly
    // Scale in steps that stay exact within f64's range.
    let mut e = exp;
    while e > 0 {
        let s = e.min(1000);
        v *= 2f64.powi(s as i32);
        e -= s;
        if v.is_infinite() {
            break;
        }
    }
    while e < 0 {
        let s = (-e).min(1000);
        // Stop scaling below f32's range: the result rounds to zero anyway and f64 subnormals
        // would lose bits first.
        v *= 2f64.powi(-(s as i32));
        e += s;
        if v == 0.0 {
            break;
        }
    }
    Some(v as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn integers() {
        assert_eq!(
            toks("0 17 017 0x1F 0XfF 2147483648"),
            vec![
                Tok::Int(0),
                Tok::Int(17),
                Tok::Int(15),
                Tok::Int(31),
                Tok::Int(255),
                Tok::Int(2147483648),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn floats() {
        assert_eq!(
            toks("1.5 .5 1e-3 2. 0x1.8p1 0x.AP-3 -.33E+5 1.0f 03.5"),
            vec![
                Tok::Float(1.5),
                Tok::Float(0.5),
                Tok::Float(1e-3),
                Tok::Float(2.0),
                Tok::Float(3.0),
                Tok::Float(0.078125),
                Tok::Minus,
                Tok::Float(33000.0),
                Tok::Float(1.0),
                Tok::Float(3.5),
                Tok::Eof
            ]
        );
        assert_eq!(parse_float("0x1.921fb6p+1"), Some(std::f32::consts::PI));
        assert_eq!(parse_float("0x1p-149"), Some(f32::from_bits(1)));
        assert_eq!(parse_float("0x1p-150"), Some(0.0));
        assert_eq!(parse_float("0x1p128"), Some(f32::INFINITY));
        assert_eq!(parse_float("-0x1.000001p0"), Some(-1.0)); // ties to even
        assert_eq!(parse_float("0x1.0000011p0"), Some(1.0 + f32::EPSILON));
        assert_eq!(parse_float("inf"), None);
        assert_eq!(parse_float("1e"), None);
    }

    #[test]
    fn comments_and_positions() {
        let t = lex("int /* a\n b */ x; // c\n  y").unwrap();
        assert_eq!(t[0].pos, Pos::new(1, 1));
        assert_eq!(
            t[1],
            Token {
                tok: Tok::Ident("x".into()),
                pos: Pos::new(2, 7)
            }
        );
        assert_eq!(t[2].pos, Pos::new(2, 8));
        assert_eq!(
            t[3],
            Token {
                tok: Tok::Ident("y".into()),
                pos: Pos::new(3, 3)
            }
        );
        assert_eq!(t[4].tok, Tok::Eof);
    }

    #[test]
    fn operators() {
        assert_eq!(
            toks("a<=b&&!c||d!=e==f>=g<h>i=j"),
            vec![
                Tok::Ident("a".into()),
                Tok::Le,
                Tok::Ident("b".into()),
                Tok::AndAnd,
                Tok::Not,
                Tok::Ident("c".into()),
                Tok::OrOr,
                Tok::Ident("d".into()),
                Tok::NotEq,
                Tok::Ident("e".into()),
                Tok::EqEq,
                Tok::Ident("f".into()),
                Tok::Ge,
                Tok::Ident("g".into()),
                Tok::Lt,
                Tok::Ident("h".into()),
                Tok::Gt,
                Tok::Ident("i".into()),
                Tok::Assign,
                Tok::Ident("j".into()),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn located_errors() {
        let e = lex("int x;\n  int y = 09;").unwrap_err();
        assert_eq!(e.pos, Pos::new(2, 11));
        assert_eq!(e.kind, ErrorKind::MalformedNumber("09".into()));
        let e = lex("x /* never closed").unwrap_err();
        assert_eq!(
            (e.pos, e.kind),
            (Pos::new(1, 3), ErrorKind::UnterminatedComment)
        );
        let e = lex("a = b @ c;").unwrap_err();
        assert_eq!(
            (e.pos, e.kind),
            (Pos::new(1, 7), ErrorKind::UnexpectedChar('@'))
        );
        let e = lex("1e+").unwrap_err();
        assert_eq!(e.kind, ErrorKind::MalformedNumber("1e+".into()));
        let e = lex("99999999999999999999999").unwrap_err();
        assert!(matches!(e.kind, ErrorKind::IntegerTooLarge(_)));
        assert!(lex("\"abc").is_err());
        assert_eq!(toks("\"a%d\\n\""), vec![Tok::Str("a%d\n".into()), Tok::Eof]);
    }
}
