//! The bookkeeping of a translation: what each source key became, and what could not be said.

use super::*;

#[derive(Default)]
pub(crate) struct Notes {
    pub(crate) t: Translation,
}

impl Notes {
    /// Records that `key` was mapped to `target`.
    pub(crate) fn map(&mut self, key: &str, target: &str) {
        let e = self
            .t
            .coverage
            .entry(key.to_owned())
            .or_insert_with(|| (target.to_owned(), 0));
        e.1 += 1;
    }

    /// Records something the schema cannot say.
    pub(crate) fn lost(&mut self, category: impl Into<String>, item: impl Into<String>) {
        self.t
            .not_expressible
            .entry(category.into())
            .or_default()
            .push(item.into());
    }

    pub(crate) fn workaround(&mut self, category: impl Into<String>, item: impl Into<String>) {
        self.t
            .workarounds
            .entry(category.into())
            .or_default()
            .push(item.into());
    }

    pub(crate) fn doc(&mut self, kind: &str) {
        *self.t.synthesized_docs.entry(kind.to_owned()).or_default() += 1;
    }
}
