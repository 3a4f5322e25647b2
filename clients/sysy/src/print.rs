//! A readable text form of a checked program (what `sysyc --emit ast` prints): C-like, with what
//! the checker made explicit shown: locals numbered (`x.0`), globals marked (`@g`), float
//! operators suffixed (`+f`), conversions as `float(..)` and `int(..)`, initialisers flattened to
//! `[index] = value`, constants folded.

use crate::checked::*;
use std::fmt::Write;

/// Renders `p`.
pub fn program(p: &Program) -> String {
    let mut out = String::new();
    for g in &p.globals {
        let kw = if g.is_const { "const " } else { "" };
        let _ = write!(out, "{kw}{} @{}{}", scalar(g.ty), g.name, dims(&g.dims));
        if g.init.is_empty() {
            out.push_str(";\n");
        } else if g.dims.is_empty() {
            let _ = writeln!(out, " = {};", konst(g.init[0].1));
        } else {
            let elems: Vec<String> = g
                .init
                .iter()
                .map(|(at, v)| format!("[{at}] = {}", konst(*v)))
                .collect();
            let _ = writeln!(out, " = {{{}}};", elems.join(", "));
        }
    }
    for f in &p.funcs {
        let ret = f.ret.map(scalar).unwrap_or("void");
        let params: Vec<String> = f.locals[..f.params]
            .iter()
            .enumerate()
            .map(|(k, l)| local_decl(k, l))
            .collect();
        let _ = writeln!(out, "\n{ret} {}({}) {{", f.name, params.join(", "));
        for (k, l) in f.locals.iter().enumerate().skip(f.params) {
            let _ = writeln!(out, "  local {};", local_decl(k, l));
        }
        if f.frame_words > 0 {
            let _ = writeln!(out, "  // frame: {} words", f.frame_words);
        }
        let cx = Cx { p, f };
        for s in &f.body {
            cx.stmt(&mut out, s, 1);
        }
        out.push_str("}\n");
    }
    out
}

fn scalar(s: Scalar) -> &'static str {
    match s {
        Scalar::Int => "int",
        Scalar::Float => "float",
    }
}

fn dims(d: &[usize]) -> String {
    d.iter().map(|d| format!("[{d}]")).collect()
}

fn konst(v: ConstVal) -> String {
    match v {
        ConstVal::Int(i) => i.to_string(),
        ConstVal::Float(f) => format!("{f:?}f"),
    }
}

fn local_decl(k: usize, l: &Local) -> String {
    let shape = match &l.kind {
        LocalKind::Scalar => String::new(),
        LocalKind::Array { dims: d, offset } => format!("{} @frame+{offset}", dims(d)),
        LocalKind::Pointer { dims: d } => format!("[]{}", dims(d)),
    };
    format!("{} {}.{k}{shape}", scalar(l.ty), l.name)
}

struct Cx<'a> {
    p: &'a Program,
    f: &'a Function,
}

impl Cx<'_> {
    fn stmt(&self, out: &mut String, s: &Stmt, depth: usize) {
        let pad = "  ".repeat(depth);
        match s {
            Stmt::Assign { place, value } => {
                let _ = writeln!(out, "{pad}{} = {};", self.place(place), self.expr(value));
            }
            Stmt::InitArray { local, elems } => {
                let l = &self.f.locals[*local];
                let elems: Vec<String> = elems
                    .iter()
                    .map(|(at, e)| format!("[{at}] = {}", self.expr(e)))
                    .collect();
                let _ = writeln!(out, "{pad}{}.{local} = {{{}}};", l.name, elems.join(", "));
            }
            Stmt::Expr(e) => {
                let _ = writeln!(out, "{pad}{};", self.expr(e));
            }
            Stmt::Block(b) => {
                let _ = writeln!(out, "{pad}{{");
                for s in b {
                    self.stmt(out, s, depth + 1);
                }
                let _ = writeln!(out, "{pad}}}");
            }
            Stmt::If { cond, then, els } => {
                let _ = writeln!(out, "{pad}if ({})", self.expr(cond));
                self.stmt(out, then, depth + 1);
                if let Some(e) = els {
                    let _ = writeln!(out, "{pad}else");
                    self.stmt(out, e, depth + 1);
                }
            }
            Stmt::While { cond, body } => {
                let _ = writeln!(out, "{pad}while ({})", self.expr(cond));
                self.stmt(out, body, depth + 1);
            }
            Stmt::Break => {
                let _ = writeln!(out, "{pad}break;");
            }
            Stmt::Continue => {
                let _ = writeln!(out, "{pad}continue;");
            }
            Stmt::Return(None) => {
                let _ = writeln!(out, "{pad}return;");
            }
            Stmt::Return(Some(e)) => {
                let _ = writeln!(out, "{pad}return {};", self.expr(e));
            }
        }
    }

    fn base(&self, b: Base) -> String {
        match b {
            Base::Local(l) => format!("{}.{l}", self.f.locals[l].name),
            Base::Global(g) => format!("@{}", self.p.globals[g].name),
        }
    }

    fn subscripts(&self, indices: &[Expr]) -> String {
        indices
            .iter()
            .map(|i| format!("[{}]", self.expr(i)))
            .collect()
    }

    fn place(&self, p: &Place) -> String {
        match p {
            Place::Local(l) => format!("{}.{l}", self.f.locals[*l].name),
            Place::Global(g) => format!("@{}", self.p.globals[*g].name),
            Place::Elem { base, indices, .. } => {
                format!("{}{}", self.base(*base), self.subscripts(indices))
            }
        }
    }

    fn args(&self, args: &[Expr]) -> String {
        args.iter()
            .map(|a| self.expr(a))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn expr(&self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Const(v) => konst(*v),
            ExprKind::Load(p) => self.place(p),
            ExprKind::Addr { base, indices, .. } => {
                format!("&{}{}", self.base(*base), self.subscripts(indices))
            }
            ExprKind::Neg(x) => {
                let f = if x.ty == Ty::Scalar(Scalar::Float) {
                    "f"
                } else {
                    ""
                };
                format!("(-{f} {})", self.expr(x))
            }
            ExprKind::Not { operand, e } => {
                let f = if *operand == Scalar::Float { "f" } else { "" };
                format!("(!{f} {})", self.expr(e))
            }
            ExprKind::Binary { op, operand, l, r } => {
                let sym = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::Mul => "*",
                    BinOp::Div => "/",
                    BinOp::Rem => "%",
                    BinOp::Lt => "<",
                    BinOp::Gt => ">",
                    BinOp::Le => "<=",
                    BinOp::Ge => ">=",
                    BinOp::Eq => "==",
                    BinOp::Ne => "!=",
                };
                let f = if *operand == Scalar::Float { "f" } else { "" };
                format!("({} {sym}{f} {})", self.expr(l), self.expr(r))
            }
            ExprKind::And(l, r) => format!("({} && {})", self.expr(l), self.expr(r)),
            ExprKind::Or(l, r) => format!("({} || {})", self.expr(l), self.expr(r)),
            ExprKind::IntToFloat(x) => format!("float({})", self.expr(x)),
            ExprKind::FloatToInt(x) => format!("int({})", self.expr(x)),
            ExprKind::Call { func, args } => {
                format!("{}({})", self.p.funcs[*func].name, self.args(args))
            }
            ExprKind::Builtin { which, args, .. } => {
                format!("{}({})", which.name(), self.args(args))
            }
            ExprKind::PutF { fmt, args } => {
                let rest = if args.is_empty() {
                    String::new()
                } else {
                    format!(", {}", self.args(args))
                };
                format!("putf({fmt:?}{rest})")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn prints_what_the_checker_made_explicit() {
        let p = crate::compile(
            "const int N = 2;
             int g[N][2] = {{1}, {0, 3}};
             float h;
             int f(int a[][2], float x) { return a[1][1] + x; }
             int main() {
               int l[3] = {h, 2};
               if (h && !l[0]) { h = -h; } else while (1) break;
               putint(f(g, 1));
               return N;
             }",
        )
        .expect("a valid program");
        assert_eq!(
            super::program(&p),
            "const int @N = 2;
int @g[2][2] = {[0] = 1, [3] = 3};
float @h;

int f(int a.0[][2], float x.1) {
  return int((float(a.0[1][1]) +f x.1));
}

int main() {
  local int l.0[3] @frame+0;
  // frame: 3 words
  l.0 = {[0] = int(@h), [1] = 2};
  if (((@h !=f 0.0f) && (! l.0[0])))
    {
      @h = (-f @h);
    }
  else
    while (1)
      break;
  putint(f(&@g, 1.0f));
  return 2;
}
"
        );
    }
}
