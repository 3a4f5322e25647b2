//! Initialisers: a scalar's, and an array's brace initialiser flattened to (flat index,
//! expression) pairs.

use super::*;

impl Checker {
    /// Flattens a brace initialiser for an array of `dims` into (flat index, expression) pairs.
    fn flatten<'a>(
        &self,
        list: &'a [Init],
        dims: &[usize],
        base: usize,
        out: &mut Vec<(usize, &'a ast::Expr)>,
    ) -> Result<(), Error> {
        let total: usize = dims.iter().product();
        let excess = |pos| {
            Error::new(
                pos,
                ErrorKind::BadInitializer("excess elements in array initializer".into()),
            )
        };
        let mut at = 0;
        for item in list {
            match item {
                Init::Expr(e) => {
                    if at >= total {
                        return Err(excess(e.pos));
                    }
                    out.push((base + at, e));
                    at += 1;
                }
                Init::List(sub, pos) => {
                    if at >= total {
                        return Err(excess(*pos));
                    }
                    // The largest sub-array that starts at `at`; none: braces around a scalar.
                    let k =
                        (1..dims.len()).find(|&k| at % dims[k..].iter().product::<usize>() == 0);
                    match k {
                        Some(k) => {
                            let sub_dims = &dims[k..];
                            self.flatten(sub, sub_dims, base + at, out)?;
                            at += sub_dims.iter().product::<usize>();
                        }
                        None => {
                            match sub.as_slice() {
                                [] => {}
                                [Init::Expr(e)] => out.push((base + at, e)),
                                _ => {
                                    return Err(Error::new(
                                        *pos,
                                        ErrorKind::BadInitializer(
                                            "braces around a scalar hold more than one value"
                                                .into(),
                                        ),
                                    ));
                                }
                            }
                            at += 1;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The single expression initialising a scalar (`= e` or `= {e}`).
    pub(super) fn scalar_init<'a>(&self, init: &'a Init) -> Result<Option<&'a ast::Expr>, Error> {
        match init {
            Init::Expr(e) => Ok(Some(e)),
            Init::List(l, pos) => match l.as_slice() {
                [] => Ok(None),
                [Init::Expr(e)] => Ok(Some(e)),
                _ => Err(Error::new(
                    *pos,
                    ErrorKind::BadInitializer("a scalar is initialised with a list".into()),
                )),
            },
        }
    }

    pub(super) fn array_init<'a>(
        &self,
        init: &'a Init,
        dims: &[usize],
    ) -> Result<Vec<(usize, &'a ast::Expr)>, Error> {
        match init {
            Init::Expr(e) => Err(Error::new(
                e.pos,
                ErrorKind::BadInitializer("an array needs a brace-enclosed initializer".into()),
            )),
            Init::List(l, _) => {
                let mut out = Vec::new();
                self.flatten(l, dims, 0, &mut out)?;
                Ok(out)
            }
        }
    }
}
