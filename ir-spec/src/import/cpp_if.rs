//! The C preprocessor's conditionals in a YAML table (`#if`, `#ifdef`, `#ifndef`, `#elif`,
//! `#elifdef`, `#elifndef`, `#else`, `#endif`), evaluated for a set of defined macros: owns
//! keeping the lines of the branches taken and dropping the rest, as the table's own build
//! (SpiderMonkey's `GenerateLIRFiles.py` after the preprocessor) sees them. Conditions are
//! `defined(X)`, `defined X`, a bare macro (true when defined), `!`, `&&`, `||` and
//! parentheses.

use std::fmt;

/// A malformed conditional, with its 1-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CppIfError {
    pub(crate) line: usize,
    pub(crate) message: String,
}

impl fmt::Display for CppIfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// One open `#if` block.
struct Open {
    /// Whether the enclosing blocks are all taken.
    outer: bool,
    /// Whether a branch of this block was taken already.
    done: bool,
    /// Whether the current branch is taken.
    active: bool,
    /// Whether `#else` was seen.
    had_else: bool,
}

/// The text with the directive lines and the lines of untaken branches removed (each replaced
/// by an empty line, so line numbers stay those of the file).
pub(crate) fn preprocess(text: &str, defined: &[String]) -> Result<String, CppIfError> {
    let mut out = String::with_capacity(text.len());
    let mut stack: Vec<Open> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let err = |message: String| CppIfError { line: n, message };
        let active = stack.last().is_none_or(|o| o.active);
        let Some((directive, rest)) = directive(line) else {
            if active {
                out.push_str(line);
            }
            out.push('\n');
            continue;
        };
        out.push('\n');
        match directive {
            "if" | "ifdef" | "ifndef" => {
                let cond = condition(directive, rest, defined).map_err(err)?;
                stack.push(Open {
                    outer: active,
                    done: cond,
                    active: active && cond,
                    had_else: false,
                });
            }
            "elif" | "elifdef" | "elifndef" => {
                let plain = &directive[2..];
                let cond = condition(plain, rest, defined).map_err(err)?;
                let open = stack
                    .last_mut()
                    .ok_or_else(|| err(format!("`#{directive}` without `#if`")))?;
                if open.had_else {
                    return Err(err(format!("`#{directive}` after `#else`")));
                }
                open.active = open.outer && !open.done && cond;
                open.done |= cond;
            }
            "else" => {
                let open = stack
                    .last_mut()
                    .ok_or_else(|| err("`#else` without `#if`".to_owned()))?;
                if open.had_else {
                    return Err(err("a second `#else`".to_owned()));
                }
                open.had_else = true;
                open.active = open.outer && !open.done;
                open.done = true;
            }
            "endif" => {
                stack
                    .pop()
                    .ok_or_else(|| err("`#endif` without `#if`".to_owned()))?;
            }
            _ => unreachable!("directive() returns only these"),
        }
    }
    if !stack.is_empty() {
        return Err(CppIfError {
            line: text.lines().count(),
            message: format!("{} `#if` left open at the end", stack.len()),
        });
    }
    Ok(out)
}

/// The macros the conditionals of `text` name (`#ifdef X`, `#if defined(Y) && !Z`), sorted
/// and each once: the macros whose definition changes what the table says, and so the only
/// ones a `--define` may name. A malformed condition contributes the words it has.
pub fn mentioned_macros(text: &str) -> Vec<String> {
    let mut out: Vec<String> = text
        .lines()
        .filter_map(directive)
        .filter(|(d, _)| !matches!(*d, "else" | "endif"))
        .flat_map(|(_, rest)| {
            rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|w| {
                    !w.is_empty() && *w != "defined" && !w.starts_with(|c: char| c.is_ascii_digit())
                })
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The first of `defines` that no conditional of `text` mentions, as a message with a "did you
/// mean" hint among those it does mention; `None` when each is mentioned. A macro no `#if`
/// line names changes nothing, so defining one is a mistake (a misspelling, or the wrong table).
pub fn unknown_define(text: &str, defines: &[String]) -> Option<String> {
    let known = mentioned_macros(text);
    let unknown = defines.iter().find(|d| !known.contains(d))?;
    let hint = crate::naming::did_you_mean(unknown, known.iter().map(String::as_str))
        .map_or_else(String::new, |h| format!("; {h}"));
    Some(format!(
        "no `#if` line of the table mentions the macro `{unknown}`, so defining it changes nothing{hint}"
    ))
}

/// The directive of a line and the rest of it, for the conditionals only (`# comment` lines
/// are YAML comments, not directives).
fn directive(line: &str) -> Option<(&'static str, &str)> {
    let t = line.trim_start().strip_prefix('#')?;
    // Longest first, so `ifdef` is not read as `if`.
    for d in [
        "elifndef", "elifdef", "ifndef", "ifdef", "endif", "elif", "else", "if",
    ] {
        if let Some(rest) = t.strip_prefix(d)
            && (rest.is_empty() || rest.starts_with([' ', '\t', '(', '!']))
        {
            return Some((d, rest.trim()));
        }
    }
    None
}

fn condition(directive: &str, rest: &str, defined: &[String]) -> Result<bool, String> {
    let is_defined = |name: &str| defined.iter().any(|d| d == name);
    match directive {
        "ifdef" | "def" => Ok(is_defined(macro_name(rest)?)),
        "ifndef" | "ndef" => Ok(!is_defined(macro_name(rest)?)),
        _ => {
            let tokens = tokenize(rest)?;
            let mut p = Parser {
                tokens: &tokens,
                at: 0,
                defined,
            };
            let v = p.or()?;
            match p.tokens.get(p.at) {
                None => Ok(v),
                Some(t) => Err(format!("unexpected `{t}` in `{rest}`")),
            }
        }
    }
}

fn macro_name(rest: &str) -> Result<&str, String> {
    let name = rest.trim();
    if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        Ok(name)
    } else {
        Err(format!("`{rest}` is not a macro name"))
    }
}

fn tokenize(s: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(&c) = chars.peek() {
        match c {
            ' ' | '\t' => {
                chars.next();
            }
            '(' | ')' | '!' => {
                out.push(c.to_string());
                chars.next();
            }
            '&' | '|' => {
                chars.next();
                if chars.next() != Some(c) {
                    return Err(format!("`{c}` alone in `{s}`"));
                }
                out.push(format!("{c}{c}"));
            }
            c if c.is_ascii_alphanumeric() || c == '_' => {
                let mut word = String::new();
                while let Some(&c) = chars.peek() {
                    if !(c.is_ascii_alphanumeric() || c == '_') {
                        break;
                    }
                    word.push(c);
                    chars.next();
                }
                out.push(word);
            }
            other => return Err(format!("unexpected `{other}` in `{s}`")),
        }
    }
    Ok(out)
}

/// A recursive-descent reader of a condition's tokens.
struct Parser<'a> {
    tokens: &'a [String],
    at: usize,
    defined: &'a [String],
}

impl Parser<'_> {
    fn peek(&self) -> Option<&str> {
        self.tokens.get(self.at).map(String::as_str)
    }

    fn or(&mut self) -> Result<bool, String> {
        let mut v = self.and()?;
        while self.peek() == Some("||") {
            self.at += 1;
            v |= self.and()?;
        }
        Ok(v)
    }

    fn and(&mut self) -> Result<bool, String> {
        let mut v = self.unary()?;
        while self.peek() == Some("&&") {
            self.at += 1;
            v &= self.unary()?;
        }
        Ok(v)
    }

    fn unary(&mut self) -> Result<bool, String> {
        let t = self.peek().ok_or("a condition ends early")?.to_owned();
        self.at += 1;
        match t.as_str() {
            "!" => Ok(!self.unary()?),
            "(" => {
                let v = self.or()?;
                self.expect(")")?;
                Ok(v)
            }
            "defined" => {
                let paren = self.peek() == Some("(");
                if paren {
                    self.at += 1;
                }
                let name = self.peek().ok_or("`defined` without a name")?.to_owned();
                self.at += 1;
                if paren {
                    self.expect(")")?;
                }
                Ok(self.defined.contains(&name))
            }
            "0" => Ok(false),
            "1" => Ok(true),
            name if name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') => {
                Ok(self.defined.iter().any(|d| d == name))
            }
            other => Err(format!("unexpected `{other}`")),
        }
    }

    fn expect(&mut self, token: &str) -> Result<(), String> {
        if self.peek() == Some(token) {
            self.at += 1;
            Ok(())
        } else {
            Err(format!("expected `{token}`"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, defined: &[&str]) -> Result<String, CppIfError> {
        let defined: Vec<String> = defined.iter().map(|d| (*d).to_owned()).collect();
        preprocess(text, &defined).map(|t| {
            t.lines()
                .filter(|l| !l.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        })
    }

    const TEXT: &str = "\
a
#if defined(X86) || defined(X64)
b
#elif defined ARM64 && !defined(NEON_OFF)
c
#else
d
#endif
# a comment stays
#ifndef X86
e
#ifdef X64
f
#endif
#endif
";

    #[test]
    fn a_define_no_if_line_mentions() {
        let text = "#ifdef JS_CODEGEN_ARM64\n- a\n#endif\n";
        let ok = ["JS_CODEGEN_ARM64".to_owned()];
        assert_eq!(super::unknown_define(text, &ok), None);
        assert_eq!(
            super::unknown_define(text, &["JS_CODEGEN_ARM46".to_owned()]).as_deref(),
            Some(
                "no `#if` line of the table mentions the macro `JS_CODEGEN_ARM46`, so defining it changes nothing; did you mean `JS_CODEGEN_ARM64`?"
            )
        );
        assert_eq!(
            super::unknown_define(text, &["X".to_owned()]).as_deref(),
            Some(
                "no `#if` line of the table mentions the macro `X`, so defining it changes nothing"
            )
        );
    }

    #[test]
    fn the_macros_a_table_mentions() {
        let text = "#ifdef JS_CODEGEN_ARM64\n- a\n#elif defined(X86) && !NIGHTLY\n# a comment\n#else\n#endif\n#if 0\n#endif\n";
        assert_eq!(
            super::mentioned_macros(text),
            ["JS_CODEGEN_ARM64", "NIGHTLY", "X86"]
        );
    }

    #[test]
    fn the_branch_taken_depends_on_the_defined_macros() {
        assert_eq!(run(TEXT, &["X86"]).as_deref(), Ok("a b # a comment stays"));
        assert_eq!(
            run(TEXT, &["X64"]).as_deref(),
            Ok("a b # a comment stays e f")
        );
        assert_eq!(
            run(TEXT, &["ARM64"]).as_deref(),
            Ok("a c # a comment stays e")
        );
        assert_eq!(
            run(TEXT, &["ARM64", "NEON_OFF"]).as_deref(),
            Ok("a d # a comment stays e")
        );
    }

    #[test]
    fn line_numbers_are_kept() {
        let defined = vec!["ARM64".to_owned()];
        let out = preprocess(TEXT, &defined).expect("valid");
        assert_eq!(out.lines().count(), TEXT.lines().count());
        assert_eq!(out.lines().nth(4), Some("c"));
    }

    #[test]
    fn malformed_conditionals_are_errors_with_their_line() {
        for (text, line, message) in [
            ("#endif\n", 1, "`#endif` without `#if`"),
            ("#if X\n#else\n#else\n#endif\n", 3, "a second `#else`"),
            (
                "#if X\n#else\n#elif Y\n#endif\n",
                3,
                "`#elif` after `#else`",
            ),
            ("#if X\n", 1, "1 `#if` left open at the end"),
            ("#if (X\n#endif\n", 1, "expected `)`"),
            ("#if X & Y\n#endif\n", 1, "`&` alone in `X & Y`"),
            ("#ifdef\n#endif\n", 1, "`` is not a macro name"),
        ] {
            assert_eq!(
                run(text, &[]),
                Err(CppIfError {
                    line,
                    message: message.to_owned()
                }),
                "{text}"
            );
        }
    }
}
