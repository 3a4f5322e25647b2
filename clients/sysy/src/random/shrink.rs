//! Shrinking: cutting a failing program down line by line while it still fails.

/// Cuts `source` down while `still_fails` holds: removes whole blocks (a line opening `{` to
/// its matching `}`), then runs of lines of halving length, then single lines, until nothing
/// more can go. Candidates that do not parse and check ([`crate::compile`]) are skipped, so
/// `still_fails` only sees valid SysY.
pub fn shrink(source: &str, mut still_fails: impl FnMut(&str) -> bool) -> String {
    let mut lines: Vec<String> = source.lines().map(str::to_string).collect();
    let cut = |lines: &[String], from: usize, to: usize| -> Vec<String> {
        lines[..from].iter().chain(&lines[to..]).cloned().collect()
    };
    loop {
        let before = lines.len();
        // Blocks, last first (later code depends on earlier declarations).
        let mut i = lines.len();
        while i > 0 {
            i -= 1;
            if i >= lines.len() || !opens_block(&lines[i]) {
                continue;
            }
            if let Some(end) = block_end(&lines, i)
                && let Some(c) = accept(cut(&lines, i, end + 1), &mut still_fails)
            {
                lines = c;
            }
        }
        // Runs of lines.
        let mut chunk = (lines.len() / 2).max(1);
        loop {
            let mut at = lines.len();
            while at > 0 {
                let from = at.saturating_sub(chunk);
                if let Some(c) = accept(cut(&lines, from, at), &mut still_fails) {
                    lines = c;
                }
                at = from;
            }
            if chunk == 1 {
                break;
            }
            chunk /= 2;
        }
        // Simpler lines: initialisers, returned values and conditions become literals.
        let mut simpler = false;
        for i in 0..lines.len() {
            for cand in simplified(&lines[i]) {
                let mut c = lines.clone();
                c[i] = cand;
                if let Some(c) = accept(c, &mut still_fails) {
                    lines = c;
                    simpler = true;
                    break;
                }
            }
        }
        if lines.len() == before && !simpler {
            break;
        }
    }
    lines.join("\n") + "\n"
}

/// `cand` if it still checks, keeps its `return`s and still fails.
fn accept(cand: Vec<String>, still_fails: &mut impl FnMut(&str) -> bool) -> Option<Vec<String>> {
    let text = cand.join("\n") + "\n";
    (returns_kept(&cand) && crate::compile(&text).is_ok() && still_fails(&text)).then_some(cand)
}

/// Simpler versions of a line: `= e;`, `return e;`, `if (e)` and `while (i < n && e)` with `e`
/// replaced by a literal (never a line that is one already).
fn simplified(line: &str) -> Vec<String> {
    let t = line.trim_start();
    let indent = &line[..line.len() - t.len()];
    let mut out = Vec::new();
    if let Some(rest) = t.strip_prefix("return ")
        && rest != "0;"
    {
        out.push(format!("{indent}return 0;"));
    }
    if let Some(at) = t.find(" = ")
        && t.ends_with(';')
        && !t.starts_with("const")
        && !t.contains('{')
        && !t[at..].starts_with(" = 0;")
    {
        out.push(format!("{}{} = 0;", indent, &t[..at]));
    }
    if t.starts_with("if (") && t.ends_with(") {") && t != "if (1) {" && t != "if (0) {" {
        out.push(format!("{indent}if (1) {{"));
        out.push(format!("{indent}if (0) {{"));
    }
    if t.starts_with("while (")
        && let Some(at) = t.find(" && ")
    {
        out.push(format!("{}) {{", &line[..line.len() - t.len() + at]));
    }
    out
}

/// Every function that returns a value still ends with a `return` (falling off the end of one is
/// undefined in C when the caller uses the value).
fn returns_kept(lines: &[String]) -> bool {
    let mut valued = false;
    let mut prev = "";
    for l in lines {
        if !l.starts_with(' ') && l.ends_with('{') {
            valued = !l.starts_with("void");
        } else if l == "}" && valued && !prev.trim_start().starts_with("return") {
            return false;
        }
        prev = l;
    }
    true
}

fn opens_block(l: &str) -> bool {
    let t = l.trim();
    t.ends_with('{') && !t.starts_with('}')
}

/// The line closing the block opened on line `start`.
fn block_end(lines: &[String], start: usize) -> Option<usize> {
    let mut depth = 0i64;
    for (k, l) in lines.iter().enumerate().skip(start) {
        for c in l.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
        }
        if depth == 0 && k > start {
            return Some(k);
        }
    }
    None
}
