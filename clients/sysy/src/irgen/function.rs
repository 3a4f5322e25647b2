//! One function's IR: owns the walk over its checked statements and expressions, the SSA
//! variables of its scalar locals, the `calloc` of each local array, element addresses,
//! branches for conditions, and the blocks of `if`, `while`, `break` and `continue`.
//!
//! A block ends when a terminator is built (`return`, `break`, `continue`, the end of a
//! branch); what follows it in the same statement list cannot run and is not built. Every
//! scalar local starts as zero (C leaves it indeterminate), so each read has a definition.

use std::collections::HashMap;

use opforge_cfg::{Block, Builder, Function, Inst, Ssa, SsaError, Value, Variable};
use sysy_ir::{InstBuilder, Opcode, Type};

use crate::checked::{
    self, Base, BinOp, Builtin, ConstVal, Expr, ExprKind, LocalKind, Place, Program, Scalar, Stmt,
};

use super::IrGenError;
use super::runtime::{Externs, PUT_FIXED, scalar_of};
use super::types::{pointer_to, scalar_type};

/// The IR of `func`, before [`super::fold`].
pub fn generate(
    program: &Program,
    func: &checked::Function,
    externs: &mut Externs,
) -> Result<Function<Opcode>, IrGenError> {
    let mut g = Gen::new(program, func, externs)?;
    for s in &func.body {
        g.stmt(s)?;
    }
    if !g.dead {
        // Falling off the end: `main` returns 0 (C99); other functions give zero too.
        let values = match func.ret {
            None => vec![],
            Some(s) => vec![g.zero(s)],
        };
        g.b().ret(&values);
        g.dead = true;
    }
    let Gen { mut f, ssa, .. } = g;
    ssa.finish(&mut f).map_err(|error| IrGenError::Ssa {
        function: func.name.clone(),
        error,
    })?;
    Ok(f)
}

/// The state of one function's generation.
struct Gen<'p, 'e> {
    program: &'p Program,
    func: &'p checked::Function,
    externs: &'e mut Externs,
    f: Function<Opcode>,
    ssa: Ssa<Type>,
    /// The block instructions go to.
    block: Block,
    /// Whether the current block has ended (or cannot be reached): nothing more is built.
    dead: bool,
    /// The branches into each block so far.
    preds: HashMap<Block, usize>,
    /// Each array local's pointer (a `calloc` or a parameter).
    arrays: HashMap<usize, Value>,
    /// The innermost loops: where `continue` (the latch) and `break` go.
    loops: Vec<(Block, Block)>,
}

type R<T> = Result<T, IrGenError>;

impl<'p, 'e> Gen<'p, 'e> {
    fn new(program: &'p Program, func: &'p checked::Function, externs: &'e mut Externs) -> R<Self> {
        let ty_error = |ty: String| IrGenError::Type {
            item: func.name.clone(),
            ty,
        };
        let mut params = Vec::with_capacity(func.params);
        for l in &func.locals[..func.params] {
            let t = match &l.kind {
                LocalKind::Scalar => Some(scalar_type(l.ty)),
                LocalKind::Pointer { dims } => pointer_to(l.ty, dims),
                LocalKind::Array { dims, .. } => pointer_to(l.ty, dims.get(1..).unwrap_or(&[])),
            };
            params.push(t.ok_or_else(|| ty_error(format!("parameter `{}`", l.name)))?);
        }
        let results: Vec<Type> = func.ret.map(scalar_type).into_iter().collect();
        let mut f = Function::new(func.name.clone(), &params, &results);
        let entry = Builder::new(&mut f).current_block();
        let mut g = Gen {
            program,
            func,
            externs,
            f,
            ssa: Ssa::new(),
            block: entry,
            dead: false,
            preds: HashMap::new(),
            arrays: HashMap::new(),
            loops: Vec::new(),
        };
        g.ssa.seal_block(&mut g.f, entry).map_err(g.ssa_error())?;
        let (mut zero_i, mut zero_f) = (None, None);
        for (l, local) in func.locals.iter().enumerate() {
            let var = Variable(l as u32);
            match &local.kind {
                LocalKind::Scalar => {
                    g.ssa.declare_var(var, scalar_type(local.ty));
                    let v = if l < func.params {
                        g.param(l)
                    } else {
                        let cache = match local.ty {
                            Scalar::Int => &mut zero_i,
                            Scalar::Float => &mut zero_f,
                        };
                        match *cache {
                            Some(v) => v,
                            None => {
                                let v = g.zero(local.ty);
                                *cache = Some(v);
                                v
                            }
                        }
                    };
                    g.ssa.def_var(var, v, entry);
                }
                LocalKind::Pointer { .. } => {
                    let v = g.param(l);
                    g.arrays.insert(l, v);
                }
                LocalKind::Array { dims, .. } => {
                    let ty = pointer_to(local.ty, dims.get(1..).unwrap_or(&[]))
                        .ok_or_else(|| ty_error(format!("array `{}`", local.name)))?;
                    // Below 2^31: sema's `MAX_ELEMS` bounds every array.
                    let count = dims.first().copied().unwrap_or(1) as u32;
                    let v = g.b().calloc(count, ty);
                    g.arrays.insert(l, v);
                }
            }
        }
        Ok(g)
    }

    fn ssa_error(&self) -> impl Fn(SsaError) -> IrGenError + use<> {
        let function = self.func.name.clone();
        move |error| IrGenError::Ssa {
            function: function.clone(),
            error,
        }
    }

    /// A builder at the end of the current block.
    fn b(&mut self) -> Builder<'_, Opcode> {
        let mut b = Builder::new(&mut self.f);
        b.switch_to(self.block);
        b
    }

    /// Parameter `index` of the function.
    fn param(&self, index: usize) -> Value {
        let entry = self.f.entry().unwrap_or(self.block);
        self.f.block_params(entry)[index]
    }

    fn zero(&mut self, s: Scalar) -> Value {
        match s {
            Scalar::Int => self.b().iconst(0),
            Scalar::Float => self.b().fconst(0.0),
        }
    }

    fn constant(&mut self, c: ConstVal) -> Value {
        match c {
            ConstVal::Int(n) => self.b().iconst(n),
            ConstVal::Float(x) => self.b().fconst(f64::from(x)),
        }
    }

    // Blocks and branches.

    fn new_block(&mut self) -> Block {
        self.f.create_block()
    }

    /// Continues in `block`, which is dead when nothing branches to it.
    fn switch(&mut self, block: Block) {
        self.block = block;
        self.dead = self.preds.get(&block).copied().unwrap_or(0) == 0;
    }

    fn seal(&mut self, block: Block) -> R<()> {
        let e = self.ssa_error();
        self.ssa.seal_block(&mut self.f, block).map_err(e)
    }

    fn edge(&mut self, inst: Inst, targets: &[Block]) -> R<()> {
        for t in targets {
            *self.preds.entry(*t).or_default() += 1;
        }
        self.dead = true;
        let e = self.ssa_error();
        self.ssa.branch(&self.f, inst).map_err(e)
    }

    fn jump(&mut self, to: Block, args: &[Value]) -> R<()> {
        let inst = self.b().br((to, args));
        self.edge(inst, &[to])
    }

    fn branch(&mut self, cond: Value, then: Block, els: Block) -> R<()> {
        let inst = self.b().brcond(cond, (then, &[]), (els, &[]));
        self.edge(inst, &[then, els])
    }

    // Statements.

    fn stmt(&mut self, s: &Stmt) -> R<()> {
        if self.dead {
            return Ok(());
        }
        match s {
            Stmt::Assign { place, value } => {
                let v = self.value(value)?;
                match place {
                    Place::Local(l) => {
                        let block = self.block;
                        self.ssa.def_var(Variable(*l as u32), v, block);
                    }
                    Place::Global(_) | Place::Elem { .. } => {
                        let addr = self.place_addr(place)?;
                        self.b().store(addr, v);
                    }
                }
            }
            Stmt::InitArray { local, elems } => self.init_array(*local, elems)?,
            Stmt::Expr(e) => {
                self.expr(e)?;
            }
            Stmt::Block(list) => {
                for s in list {
                    self.stmt(s)?;
                }
            }
            Stmt::If { cond, then, els } => {
                let (t, join) = (self.new_block(), self.new_block());
                let e = if els.is_some() {
                    self.new_block()
                } else {
                    join
                };
                self.cond(cond, t, e)?;
                self.seal(t)?;
                self.switch(t);
                self.stmt(then)?;
                if !self.dead {
                    self.jump(join, &[])?;
                }
                if let Some(els) = els {
                    self.seal(e)?;
                    self.switch(e);
                    self.stmt(els)?;
                    if !self.dead {
                        self.jump(join, &[])?;
                    }
                }
                self.seal(join)?;
                self.switch(join);
            }
            Stmt::While { cond, body } => {
                // Rotated: the condition guards the loop once, then ends each iteration, so an
                // iteration takes one branch. `continue` goes to that test (the latch).
                let (inside, latch, exit) = (self.new_block(), self.new_block(), self.new_block());
                self.cond(cond, inside, exit)?;
                self.switch(inside);
                self.loops.push((latch, exit));
                self.stmt(body)?;
                self.loops.pop();
                if !self.dead {
                    self.jump(latch, &[])?;
                }
                self.seal(latch)?;
                self.switch(latch);
                if !self.dead {
                    self.cond(cond, inside, exit)?;
                }
                self.seal(inside)?;
                self.seal(exit)?;
                self.switch(exit);
            }
            Stmt::Break => {
                if let Some(&(_, exit)) = self.loops.last() {
                    self.jump(exit, &[])?;
                }
            }
            Stmt::Continue => {
                if let Some(&(head, _)) = self.loops.last() {
                    self.jump(head, &[])?;
                }
            }
            Stmt::Return(e) => {
                let values = match e {
                    Some(e) => vec![self.value(e)?],
                    None => vec![],
                };
                self.b().ret(&values);
                self.dead = true;
            }
        }
        Ok(())
    }

    /// Zeroes local array `local`, then stores each element given.
    fn init_array(&mut self, local: usize, elems: &[(usize, Expr)]) -> R<()> {
        let l = &self.func.locals[local];
        let (elem, dims) = match &l.kind {
            LocalKind::Array { dims, .. } => (l.ty, dims.clone()),
            _ => return Ok(()),
        };
        let size: usize = dims.iter().product();
        let flat = self.flat(local, dims.len())?;
        /// Arrays up to this many elements are zeroed with one store each, larger ones by a loop.
        const UNROLLED: usize = 64;
        if size <= UNROLLED {
            let given: std::collections::HashSet<usize> = elems.iter().map(|&(at, _)| at).collect();
            let zero = self.zero(elem);
            for at in (0..size).filter(|at| !given.contains(at)) {
                let index = self.b().iconst(elem_index(at));
                let addr = self.b().gep(flat, &[index]);
                self.b().store(addr, zero);
            }
        } else {
            self.zero_loop(flat, elem, size)?;
        }
        for (at, e) in elems {
            let v = self.value(e)?;
            let index = self.b().iconst(elem_index(*at));
            let addr = self.b().gep(flat, &[index]);
            self.b().store(addr, v);
        }
        Ok(())
    }

    /// A pointer to the first scalar of array local `local` of `rank` dimensions.
    fn flat(&mut self, local: usize, rank: usize) -> R<Value> {
        let p = self.arrays[&local];
        if rank <= 1 {
            return Ok(p);
        }
        let zero = self.b().iconst(0);
        let zeros = vec![zero; rank];
        Ok(self.b().gep(p, &zeros))
    }

    /// `for (i = 0; i < size; i++) flat[i] = 0;`
    fn zero_loop(&mut self, flat: Value, elem: Scalar, size: usize) -> R<()> {
        let head = self.new_block();
        let exit = self.new_block();
        let i = self.f.append_block_param(head, Type::I32);
        let start = self.b().iconst(0);
        self.jump(head, &[start])?;
        self.switch(head);
        let zero = self.zero(elem);
        let addr = self.b().gep(flat, &[i]);
        self.b().store(addr, zero);
        let one = self.b().iconst(1);
        let next = self.b().iadd(i, one);
        let end = self.b().iconst(elem_index(size));
        let more = self.b().icmp_lt(next, end);
        let inst = self.b().brcond(more, (head, &[next]), (exit, &[]));
        self.edge(inst, &[head, exit])?;
        self.seal(head)?;
        self.seal(exit)?;
        self.switch(exit);
        Ok(())
    }

    // Addresses.

    /// The pointer of an array and the indexes that come before a subscript: a global's
    /// pointer is to the whole array, so its first index is 0.
    fn base(&mut self, base: Base) -> R<(Value, Vec<Value>)> {
        match base {
            Base::Local(l) => Ok((self.arrays[&l], vec![])),
            Base::Global(g) => {
                let p = self.global(g)?;
                let zero = self.b().iconst(0);
                Ok((p, vec![zero]))
            }
        }
    }

    /// The address of global `g`.
    fn global(&mut self, g: usize) -> R<Value> {
        let global = &self.program.globals[g];
        let ty = pointer_to(global.ty, &global.dims).ok_or_else(|| IrGenError::Type {
            item: global.name.clone(),
            ty: format!("a pointer to {:?} {:?}", global.ty, global.dims),
        })?;
        Ok(self.b().global_addr(super::module_index(g), ty))
    }

    /// The address of a scalar place in memory.
    fn place_addr(&mut self, place: &Place) -> R<Value> {
        match place {
            Place::Local(_) => unreachable!("scalar locals are SSA variables"),
            Place::Global(g) => self.global(*g),
            Place::Elem { base, indices, .. } => {
                let (p, mut list) = self.base(*base)?;
                for e in indices {
                    list.push(self.value(e)?);
                }
                Ok(self.b().gep(p, &list))
            }
        }
    }

    // Expressions.

    /// The value of `e`, which is not `void`.
    fn value(&mut self, e: &Expr) -> R<Value> {
        self.expr(e)?.ok_or_else(|| IrGenError::VoidValue {
            function: self.func.name.clone(),
        })
    }

    /// The value of `e` (`None` for a `void` call).
    fn expr(&mut self, e: &Expr) -> R<Option<Value>> {
        let v = match &e.kind {
            ExprKind::Const(c) => self.constant(*c),
            ExprKind::Load(Place::Local(l)) => {
                let (var, block) = (Variable(*l as u32), self.block);
                let err = self.ssa_error();
                self.ssa.use_var(&mut self.f, var, block).map_err(err)?
            }
            ExprKind::Load(place) => {
                let addr = self.place_addr(place)?;
                self.b().load(addr)
            }
            ExprKind::Addr { base, indices, .. } => {
                let (p, mut list) = self.base(*base)?;
                if list.is_empty() && indices.is_empty() {
                    p
                } else {
                    for e in indices {
                        list.push(self.value(e)?);
                    }
                    let zero = self.b().iconst(0);
                    list.push(zero);
                    self.b().gep(p, &list)
                }
            }
            ExprKind::Neg(x) => {
                let v = self.value(x)?;
                match scalar_of(&e.ty) {
                    Some(Scalar::Float) => self.b().fneg(v),
                    _ => self.b().ineg(v),
                }
            }
            ExprKind::Not { .. } | ExprKind::And(..) | ExprKind::Or(..) => self.truth(e)?,
            ExprKind::Binary { op, operand, l, r } => {
                let (a, b) = (self.value(l)?, self.value(r)?);
                if op.is_comparison() {
                    let c = self.compare(*op, *operand, a, b);
                    self.b().btoi(c)
                } else {
                    self.arith(*op, *operand, a, b)
                }
            }
            ExprKind::IntToFloat(x) => {
                let v = self.value(x)?;
                self.b().itof(v)
            }
            ExprKind::FloatToInt(x) => {
                let v = self.value(x)?;
                self.b().ftoi(v)
            }
            ExprKind::Call { func, args } => {
                let args = self.values(args)?;
                let ret = self.program.funcs[*func].ret.map(scalar_type);
                return Ok(self.call(super::module_index(*func), &args, ret));
            }
            ExprKind::Builtin { which, args, line } => {
                let mut values = self.values(args)?;
                if matches!(which, Builtin::StartTime | Builtin::StopTime) {
                    // A line past 2^31 (a source over 2 GiB) is reported as the last `int`.
                    let line = i32::try_from(*line).unwrap_or(i32::MAX);
                    values.push(self.b().iconst(line));
                }
                let (callee, ret) = self.externs.builtin(*which);
                return Ok(self.call(callee, &values, ret));
            }
            ExprKind::PutF { fmt, args } => {
                self.putf(fmt, args)?;
                return Ok(None);
            }
        };
        Ok(Some(v))
    }

    fn values(&mut self, list: &[Expr]) -> R<Vec<Value>> {
        list.iter().map(|e| self.value(e)).collect()
    }

    fn call(&mut self, callee: u32, args: &[Value], ret: Option<Type>) -> Option<Value> {
        match ret {
            Some(t) => Some(self.b().call(callee, args, t)),
            None => {
                self.b().call_void(callee, args);
                None
            }
        }
    }

    /// An `int` 0 or 1 from branches: `!`, `&&`, `||`.
    fn truth(&mut self, e: &Expr) -> R<Value> {
        if let ExprKind::Not { operand, e: x } = &e.kind {
            // No branches needed: compare with zero.
            let v = self.value(x)?;
            let zero = self.zero(*operand);
            let c = match operand {
                Scalar::Int => self.b().icmp_eq(v, zero),
                Scalar::Float => self.b().fcmp_eq(v, zero),
            };
            return Ok(self.b().btoi(c));
        }
        let (t, f, join) = (self.new_block(), self.new_block(), self.new_block());
        let result = self.f.append_block_param(join, Type::I32);
        self.cond(e, t, f)?;
        for (block, bit) in [(t, 1), (f, 0)] {
            self.seal(block)?;
            self.switch(block);
            if !self.dead {
                let v = self.b().iconst(bit);
                self.jump(join, &[v])?;
            }
        }
        self.seal(join)?;
        self.switch(join);
        Ok(result)
    }

    /// Branches to `then` when the `int` truth value (or float) `e` is not zero, else to `els`.
    fn cond(&mut self, e: &Expr, then: Block, els: Block) -> R<()> {
        match &e.kind {
            ExprKind::Const(c) => {
                let to = if c.is_zero() { els } else { then };
                self.jump(to, &[])
            }
            // The right operand is not built when the left decides alone (a constant).
            ExprKind::And(l, r) => {
                let mid = self.new_block();
                self.cond(l, mid, els)?;
                self.seal(mid)?;
                self.switch(mid);
                if self.dead {
                    return Ok(());
                }
                self.cond(r, then, els)
            }
            ExprKind::Or(l, r) => {
                let mid = self.new_block();
                self.cond(l, then, mid)?;
                self.seal(mid)?;
                self.switch(mid);
                if self.dead {
                    return Ok(());
                }
                self.cond(r, then, els)
            }
            ExprKind::Not { e: x, .. } => self.cond(x, els, then),
            ExprKind::Binary { op, operand, l, r } if op.is_comparison() => {
                let (a, b) = (self.value(l)?, self.value(r)?);
                let c = self.compare(*op, *operand, a, b);
                self.branch(c, then, els)
            }
            _ => {
                let v = self.value(e)?;
                let s = scalar_of(&e.ty).unwrap_or(Scalar::Int);
                let zero = self.zero(s);
                let c = match s {
                    Scalar::Int => self.b().icmp_ne(v, zero),
                    Scalar::Float => self.b().fcmp_ne(v, zero),
                };
                self.branch(c, then, els)
            }
        }
    }

    fn compare(&mut self, op: BinOp, operand: Scalar, a: Value, b: Value) -> Value {
        let mut bld = self.b();
        match (operand, op) {
            (Scalar::Int, BinOp::Lt) => bld.icmp_lt(a, b),
            (Scalar::Int, BinOp::Gt) => bld.icmp_gt(a, b),
            (Scalar::Int, BinOp::Le) => bld.icmp_le(a, b),
            (Scalar::Int, BinOp::Ge) => bld.icmp_ge(a, b),
            (Scalar::Int, BinOp::Eq) => bld.icmp_eq(a, b),
            (Scalar::Int, _) => bld.icmp_ne(a, b),
            (Scalar::Float, BinOp::Lt) => bld.fcmp_lt(a, b),
            (Scalar::Float, BinOp::Gt) => bld.fcmp_gt(a, b),
            (Scalar::Float, BinOp::Le) => bld.fcmp_le(a, b),
            (Scalar::Float, BinOp::Ge) => bld.fcmp_ge(a, b),
            (Scalar::Float, BinOp::Eq) => bld.fcmp_eq(a, b),
            (Scalar::Float, _) => bld.fcmp_ne(a, b),
        }
    }

    fn arith(&mut self, op: BinOp, operand: Scalar, a: Value, b: Value) -> Value {
        let mut bld = self.b();
        match (operand, op) {
            (Scalar::Int, BinOp::Add) => bld.iadd(a, b),
            (Scalar::Int, BinOp::Sub) => bld.isub(a, b),
            (Scalar::Int, BinOp::Mul) => bld.imul(a, b),
            (Scalar::Int, BinOp::Div) => bld.idiv(a, b),
            (Scalar::Int, _) => bld.imod(a, b),
            (Scalar::Float, BinOp::Add) => bld.fadd(a, b),
            (Scalar::Float, BinOp::Sub) => bld.fsub(a, b),
            (Scalar::Float, BinOp::Mul) => bld.fmul(a, b),
            (Scalar::Float, _) => bld.fdiv(a, b),
        }
    }

    /// `putf(fmt, args...)` as calls of `putch`, `putint`, `putfloat` and the `%f` printer,
    /// one per character or conversion (what `runtime::printf` prints).
    fn putf(&mut self, fmt: &str, args: &[Expr]) -> R<()> {
        let mut values = Vec::with_capacity(args.len());
        for a in args {
            values.push((self.value(a)?, scalar_of(&a.ty).unwrap_or(Scalar::Int)));
        }
        let mut next = values.into_iter();
        let bytes = fmt.as_bytes();
        let mut k = 0;
        while k < bytes.len() {
            let (c, conv) = (bytes[k], bytes.get(k + 1).copied());
            k += 1;
            if c != b'%' || conv.is_none() {
                self.put_char(c);
                continue;
            }
            k += 1;
            match conv.unwrap_or(b'%') {
                b'd' | b'c' => {
                    let v = self.converted(next.next(), Scalar::Int);
                    let which = if conv == Some(b'd') {
                        Builtin::PutInt
                    } else {
                        Builtin::PutCh
                    };
                    let (callee, _) = self.externs.builtin(which);
                    self.b().call_void(callee, &[v]);
                }
                b'f' => {
                    let v = self.converted(next.next(), Scalar::Float);
                    let callee = self.externs.callee(PUT_FIXED, &[Type::F32], &[]);
                    self.b().call_void(callee, &[v]);
                }
                b'a' => {
                    let v = self.converted(next.next(), Scalar::Float);
                    let (callee, _) = self.externs.builtin(Builtin::PutFloat);
                    self.b().call_void(callee, &[v]);
                }
                b'%' => self.put_char(b'%'),
                other => {
                    self.put_char(b'%');
                    self.put_char(other);
                }
            }
        }
        Ok(())
    }

    fn put_char(&mut self, c: u8) {
        let v = self.b().iconst(i32::from(c));
        let (callee, _) = self.externs.builtin(Builtin::PutCh);
        self.b().call_void(callee, &[v]);
    }

    /// A `putf` argument converted to `want` (zero when missing).
    fn converted(&mut self, arg: Option<(Value, Scalar)>, want: Scalar) -> Value {
        match arg {
            None => self.zero(want),
            Some((v, s)) if s == want => v,
            Some((v, _)) => match want {
                Scalar::Int => self.b().ftoi(v),
                Scalar::Float => self.b().itof(v),
            },
        }
    }
}

/// An element index or count as the IR's `int`: below 2^31, as sema's `MAX_ELEMS` bounds every
/// array.
fn elem_index(n: usize) -> i32 {
    n as i32
}
