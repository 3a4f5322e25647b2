//! Constant evaluation: constant expressions (consts, array sizes, global initialisers),
//! array dimensions, and the folding of binary operations on constants.

use super::*;

impl Checker {
    /// Evaluates a constant expression (an error when it is not one).
    pub(super) fn const_eval(&mut self, e: &ast::Expr, what: &str) -> Result<ConstVal, Error> {
        let saved = self.const_ctx;
        self.const_ctx = true;
        let r = self.expr(e);
        self.const_ctx = saved;
        match r?.kind {
            ExprKind::Const(v) => Ok(v),
            _ => Err(Error::new(e.pos, ErrorKind::NotConstant(what.to_string()))),
        }
    }

    pub(super) fn dims(&mut self, dims: &[ast::Expr]) -> Result<Vec<usize>, Error> {
        let mut out = Vec::new();
        let mut total: usize = 1;
        for d in dims {
            let v = match self.const_eval(d, "an array size")? {
                ConstVal::Int(v) => v,
                ConstVal::Float(_) => {
                    return Err(Error::new(
                        d.pos,
                        ErrorKind::TypeMismatch("array size is not an integer".into()),
                    ));
                }
            };
            if v < 0 {
                return Err(Error::new(d.pos, ErrorKind::BadArraySize(v as i64)));
            }
            total = total.saturating_mul(v as usize);
            if total > MAX_ELEMS {
                return Err(Error::new(d.pos, ErrorKind::ArrayTooLarge));
            }
            out.push(v as usize);
        }
        Ok(out)
    }
}

/// Folds a binary operation on constants of the same type; `None` for integer division by
/// zero.
pub fn fold(op: BinOp, a: ConstVal, b: ConstVal) -> Option<ConstVal> {
    Some(match (a, b) {
        (ConstVal::Int(a), ConstVal::Int(b)) => ConstVal::Int(match op {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::Div => a.checked_div(b).or_else(|| (b != 0).then_some(a))?,
            BinOp::Rem => a.checked_rem(b).or_else(|| (b != 0).then_some(0))?,
            BinOp::Lt => (a < b) as i32,
            BinOp::Gt => (a > b) as i32,
            BinOp::Le => (a <= b) as i32,
            BinOp::Ge => (a >= b) as i32,
            BinOp::Eq => (a == b) as i32,
            BinOp::Ne => (a != b) as i32,
        }),
        (ConstVal::Float(a), ConstVal::Float(b)) => match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => {
                ConstVal::Float(float_arith(op, a, b))
            }
            BinOp::Rem => return None,
            BinOp::Lt => ConstVal::Int((a < b) as i32),
            BinOp::Gt => ConstVal::Int((a > b) as i32),
            BinOp::Le => ConstVal::Int((a <= b) as i32),
            BinOp::Ge => ConstVal::Int((a >= b) as i32),
            BinOp::Eq => ConstVal::Int((a == b) as i32),
            BinOp::Ne => ConstVal::Int((a != b) as i32),
        },
        _ => return None,
    })
}
