//! Assembly templates: `add {Xd}, {Xn}, #{imm12}<, lsl #{sh}>`. Text is literal, `{name}` is an
//! operand and `<...>` is an optional group, printed when an operand inside differs from its
//! default and optional when parsing. Groups nest.

/// A template piece with operand names not yet resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RawPiece {
    /// Literal text.
    Text(String),
    /// An operand name and its character offset in the template.
    Operand(String, usize),
    /// An optional group.
    Optional(Vec<RawPiece>),
}

/// A malformed template: character offset and message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateError {
    /// Offset in characters.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

/// Splits a template into pieces.
pub fn parse(text: &str) -> Result<Vec<RawPiece>, TemplateError> {
    let chars: Vec<char> = text.chars().collect();
    let mut stack: Vec<(Vec<RawPiece>, usize)> = vec![(Vec::new(), 0)];
    let mut lit = String::new();
    let mut i = 0;
    let flush = |lit: &mut String, stack: &mut Vec<(Vec<RawPiece>, usize)>| {
        if !lit.is_empty()
            && let Some((top, _)) = stack.last_mut()
        {
            top.push(RawPiece::Text(std::mem::take(lit)));
        }
    };
    while i < chars.len() {
        match chars[i] {
            '{' => {
                flush(&mut lit, &mut stack);
                let start = i;
                let Some(len) = chars[i + 1..].iter().position(|&c| c == '}') else {
                    return Err(TemplateError {
                        offset: i,
                        message: "`{` without a closing `}`".into(),
                    });
                };
                let name: String = chars[i + 1..i + 1 + len].iter().collect();
                if !crate::front::naming::is_identifier(&name) {
                    return Err(TemplateError {
                        offset: i + 1,
                        message: format!("`{{{name}}}` does not name an operand"),
                    });
                }
                if let Some((top, _)) = stack.last_mut() {
                    top.push(RawPiece::Operand(name, start));
                }
                i += len + 2;
            }
            '}' => {
                return Err(TemplateError {
                    offset: i,
                    message: "`}` without an opening `{`".into(),
                });
            }
            '<' => {
                flush(&mut lit, &mut stack);
                stack.push((Vec::new(), i));
                i += 1;
            }
            '>' => {
                flush(&mut lit, &mut stack);
                if stack.len() < 2 {
                    return Err(TemplateError {
                        offset: i,
                        message: "`>` without an opening `<`".into(),
                    });
                }
                if let Some((group, at)) = stack.pop() {
                    if !group.iter().any(has_operand) {
                        return Err(TemplateError {
                            offset: at,
                            message: "an optional group must contain an operand".into(),
                        });
                    }
                    if let Some((top, _)) = stack.last_mut() {
                        top.push(RawPiece::Optional(group));
                    }
                }
                i += 1;
            }
            c => {
                lit.push(c);
                i += 1;
            }
        }
    }
    flush(&mut lit, &mut stack);
    if stack.len() > 1 {
        let at = stack.last().map_or(0, |(_, at)| *at);
        return Err(TemplateError {
            offset: at,
            message: "`<` without a closing `>`".into(),
        });
    }
    let pieces = stack.pop().map(|(p, _)| p).unwrap_or_default();
    match pieces.first() {
        Some(RawPiece::Text(t)) if t.starts_with(|c: char| c.is_ascii_alphabetic()) => Ok(pieces),
        _ => Err(TemplateError {
            offset: 0,
            message: "a template must start with its mnemonic".into(),
        }),
    }
}

fn has_operand(p: &RawPiece) -> bool {
    match p {
        RawPiece::Text(_) => false,
        RawPiece::Operand(..) => true,
        RawPiece::Optional(g) => g.iter().any(has_operand),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces() {
        let p = parse("add {Xd}, {Xn}, #{imm}<, lsl #{sh}>").unwrap();
        assert_eq!(p.len(), 7);
        assert_eq!(p[1], RawPiece::Operand("Xd".into(), 4));
        assert_eq!(
            p[6],
            RawPiece::Optional(vec![
                RawPiece::Text(", lsl #".into()),
                RawPiece::Operand("sh".into(), 30)
            ])
        );
    }

    #[test]
    fn errors() {
        assert_eq!(parse("add {Xd").unwrap_err().offset, 4);
        assert_eq!(parse("add <, x").unwrap_err().offset, 4);
        assert_eq!(parse("add <{a}").unwrap_err().offset, 4);
        assert_eq!(parse("add x>").unwrap_err().offset, 5);
        assert_eq!(parse("{a} add").unwrap_err().offset, 0);
        assert_eq!(parse("add {1a}").unwrap_err().offset, 5);
    }
}
