//! The SysY runtime library as the interpreter provides it: input from a byte buffer, output into
//! byte buffers, `scanf`-like number reading and `printf`-like formatting, notably C's `%a`
//! hexadecimal float format that `putfloat` uses.

use crate::lexer::parse_float;

/// Standard input, output and error of a running program.
#[derive(Clone, Debug, Default)]
pub struct Io {
    input: Vec<u8>,
    at: usize,
    /// What the program wrote to standard output (bytes: `putch` may write any).
    pub stdout: Vec<u8>,
    /// What the library wrote to standard error (the timer reports).
    pub stderr: String,
}

impl Io {
    /// An `Io` reading `input`.
    pub fn new(input: &[u8]) -> Self {
        Io {
            input: input.to_vec(),
            ..Io::default()
        }
    }

    fn peek(&self) -> Option<u8> {
        self.input.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    /// `getint`: skips whitespace, reads an optionally signed decimal integer (wrapping on
    /// overflow). Returns 0 and reads nothing more when no digits follow, as a failed `scanf`
    /// leaves its variable (our C runtime initialises it to 0).
    pub fn getint(&mut self) -> i32 {
        self.skip_space();
        let start = self.at;
        let neg = match self.peek() {
            Some(b'-') => {
                self.at += 1;
                true
            }
            Some(b'+') => {
                self.at += 1;
                false
            }
            _ => false,
        };
        let mut v: i32 = 0;
        let mut any = false;
        while let Some(c) = self.peek().filter(u8::is_ascii_digit) {
            v = v.wrapping_mul(10).wrapping_add((c - b'0') as i32);
            self.at += 1;
            any = true;
        }
        if !any {
            self.at = start;
            return 0;
        }
        if neg { v.wrapping_neg() } else { v }
    }

    /// `getch`: the next byte, or -1 at the end of input.
    pub fn getch(&mut self) -> i32 {
        match self.peek() {
            Some(c) => {
                self.at += 1;
                c as i32
            }
            None => -1,
        }
    }

    /// `getfloat`: skips whitespace and reads a decimal or hexadecimal float (as `scanf("%a")`),
    /// 0 when none follows.
    pub fn getfloat(&mut self) -> f32 {
        self.skip_space();
        let b = &self.input[self.at..];
        let mut i = 0;
        if matches!(b.first(), Some(b'+' | b'-')) {
            i += 1;
        }
        let hex = b.get(i) == Some(&b'0') && matches!(b.get(i + 1), Some(b'x' | b'X'));
        if hex {
            i += 2;
        }
        let digit = |c: u8| {
            if hex {
                c.is_ascii_hexdigit()
            } else {
                c.is_ascii_digit()
            }
        };
        while b.get(i).is_some_and(|&c| digit(c)) {
            i += 1;
        }
        if b.get(i) == Some(&b'.') {
            i += 1;
            while b.get(i).is_some_and(|&c| digit(c)) {
                i += 1;
            }
        }
        let exp = if hex { [b'p', b'P'] } else { [b'e', b'E'] };
        if b.get(i).is_some_and(|c| exp.contains(c)) {
            let mut j = i + 1;
            if matches!(b.get(j), Some(b'+' | b'-')) {
                j += 1;
            }
            if b.get(j).is_some_and(u8::is_ascii_digit) {
                while b.get(j).is_some_and(u8::is_ascii_digit) {
                    j += 1;
                }
                i = j;
            }
        }
        let text = String::from_utf8_lossy(&b[..i]).into_owned();
        match parse_float(&text) {
            Some(v) => {
                self.at += i;
                v
            }
            None => 0.0,
        }
    }

    /// `putint`
    pub fn putint(&mut self, v: i32) {
        self.stdout.extend_from_slice(v.to_string().as_bytes());
    }

    /// `putch`: writes the low byte.
    pub fn putch(&mut self, v: i32) {
        self.stdout.push(v as u8);
    }

    /// `putfloat`: writes as `printf("%a")`.
    pub fn putfloat(&mut self, v: f32) {
        self.stdout
            .extend_from_slice(format_hex_float(v).as_bytes());
    }

    /// Writes raw text.
    pub fn write(&mut self, s: &str) {
        self.stdout.extend_from_slice(s.as_bytes());
    }
}

/// A value passed to [`printf`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arg {
    /// An `int`.
    Int(i32),
    /// A `float` (promoted to double, as through C's `...`).
    Float(f32),
}

/// C's `printf` for the subset `putf` supports: `%d`, `%c`, `%f`, `%a` and `%%`. A conversion
/// whose argument is missing or of the other type prints as C would print the bits it finds
/// reinterpreted; here it prints the value converted (C leaves it undefined).
pub fn printf(fmt: &str, args: &[Arg]) -> String {
    let mut out = String::new();
    let mut it = args.iter();
    let mut chars = fmt.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let Some(conv) = chars.next() else {
            out.push('%');
            break;
        };
        let int = |a: Option<&Arg>| match a {
            Some(Arg::Int(v)) => *v,
            Some(Arg::Float(f)) => *f as i32,
            None => 0,
        };
        let float = |a: Option<&Arg>| match a {
            Some(Arg::Int(v)) => *v as f32,
            Some(Arg::Float(f)) => *f,
            None => 0.0,
        };
        match conv {
            'd' => out.push_str(&int(it.next()).to_string()),
            'c' => out.push(int(it.next()) as u8 as char),
            'f' => out.push_str(&format_fixed(float(it.next()))),
            'a' => out.push_str(&format_hex_float(float(it.next()))),
            '%' => out.push('%'),
            other => {
                out.push('%');
                out.push(other);
            }
        }
    }
    out
}

/// `printf("%f")` of a float: six decimals, exactly rounded (glibc rounds the exact binary value
/// to nearest, ties to even, as Rust's formatting does).
pub fn format_fixed(v: f32) -> String {
    if v.is_nan() {
        return if v.is_sign_negative() { "-nan" } else { "nan" }.into();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-inf" } else { "inf" }.into();
    }
    format!("{:.6}", v as f64)
}

/// `printf("%a")` of a float, as glibc prints it after C promotes the float to double:
/// `0x1.8p+1`, `-0x1p-2`, `0x0p+0`, `0x1p-149` (subnormal floats are normal doubles), `inf`,
/// `nan`. The fraction has no trailing zeros and no point when it is empty.
pub fn format_hex_float(v: f32) -> String {
    let d = v as f64;
    let sign = if d.is_sign_negative() { "-" } else { "" };
    if d.is_nan() {
        return format!("{sign}nan");
    }
    if d.is_infinite() {
        return format!("{sign}inf");
    }
    if d == 0.0 {
        return format!("{sign}0x0p+0");
    }
    let bits = d.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64 - 1023;
    let frac = bits & ((1u64 << 52) - 1);
    let digits = format!("{frac:013x}");
    let digits = digits.trim_end_matches('0');
    let point = if digits.is_empty() { "" } else { "." };
    format!("{sign}0x1{point}{digits}p{exp:+}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_float_format_matches_glibc() {
        // Values checked against glibc's printf("%a", (double)f).
        let cases: &[(f32, &str)] = &[
            (3.0, "0x1.8p+1"),
            (1.0, "0x1p+0"),
            (0.0, "0x0p+0"),
            (-0.0, "-0x0p+0"),
            (-2.5, "-0x1.4p+1"),
            (0.1, "0x1.99999ap-4"),
            (3.8, "0x1.e66666p+1"),
            (1e10, "0x1.2a05f2p+33"),
            (f32::MAX, "0x1.fffffep+127"),
            (f32::MIN_POSITIVE, "0x1p-126"),
            (f32::from_bits(1), "0x1p-149"),
            (f32::from_bits(3), "0x1.8p-148"),
            (f32::from_bits(0x007f_ffff), "0x1.fffffcp-127"),
            (-f32::from_bits(0x0040_0000), "-0x1p-127"),
            (f32::INFINITY, "inf"),
            (f32::NEG_INFINITY, "-inf"),
            (f32::NAN, "nan"),
            (std::f32::consts::PI, "0x1.921fb6p+1"),
        ];
        for &(v, s) in cases {
            assert_eq!(format_hex_float(v), s, "for {v:e}");
        }
    }

    #[test]
    fn reading() {
        let mut io = Io::new(b"  -12 +7\n0x1.8p1 -1.5e1 .25 x");
        assert_eq!(io.getint(), -12);
        assert_eq!(io.getint(), 7);
        assert_eq!(io.getfloat(), 3.0);
        assert_eq!(io.getfloat(), -15.0);
        assert_eq!(io.getfloat(), 0.25);
        assert_eq!(io.getch(), b' ' as i32);
        assert_eq!(io.getint(), 0); // no digits: nothing read
        assert_eq!(io.getch(), b'x' as i32);
        assert_eq!(io.getch(), -1);
        assert_eq!(io.getint(), 0);
    }

    #[test]
    fn printf_subset() {
        assert_eq!(
            printf(
                "%d %c %f %a 100%%\n",
                &[Arg::Int(-3), Arg::Int(65), Arg::Float(1.5), Arg::Float(3.0)]
            ),
            "-3 A 1.500000 0x1.8p+1 100%\n"
        );
        assert_eq!(format_fixed(0.1), "0.100000");
        assert_eq!(format_fixed(-1e10), "-10000000000.000000");
    }
}
