//! List pools in the manner of Cranelift's `EntityList`/`ListPool`: owns the storage of many
//! small lists (an instruction's operands, results and block-call arguments, a block's
//! parameters and instructions) in one `Vec` per kind, so a function holds a handful of
//! allocations however many instructions it has, and a walk over it reads memory in order.
//!
//! A list is a [`List`] handle: where it starts in its pool and how long it is. Its capacity is
//! the power of two at or above its length, so it is implied by the length: growing past it
//! moves the list to a block of twice the size, shrinking below half of it gives the tail back.
//! Freed blocks are kept per size and reused, so editing never leaks.

/// A list in a [`ListPool`]: its start and length (the empty list owns no storage).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub(crate) struct List {
    start: u32,
    len: u32,
}

impl List {
    /// Its number of elements.
    #[inline]
    pub(crate) const fn len(self) -> usize {
        self.len as usize
    }
}

/// The size class of a list of `len` elements: the log2 of its capacity (`None` when empty).
#[inline]
fn class(len: usize) -> Option<usize> {
    (len > 0).then(|| len.next_power_of_two().trailing_zeros() as usize)
}

/// Many lists of `T` in one vector.
#[derive(Clone, Debug)]
pub(crate) struct ListPool<T> {
    data: Vec<T>,
    /// The starts of the freed blocks, per size class.
    free: Vec<Vec<u32>>,
}

impl<T> Default for ListPool<T> {
    fn default() -> Self {
        ListPool {
            data: Vec::new(),
            free: Vec::new(),
        }
    }
}

impl<T: Copy> ListPool<T> {
    /// Makes room for `additional` more elements without reallocating.
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.data.reserve(additional);
    }

    /// The elements of `list`.
    pub(crate) fn get(&self, list: List) -> &[T] {
        let start = list.start as usize;
        self.data.get(start..start + list.len()).unwrap_or(&[])
    }

    /// The elements of `list`, for editing.
    pub(crate) fn get_mut(&mut self, list: List) -> &mut [T] {
        let start = list.start as usize;
        self.data
            .get_mut(start..start + list.len())
            .unwrap_or(&mut [])
    }

    /// A block of size class `class`, filled with `fill`: a freed one when there is one.
    fn alloc(&mut self, class: usize, fill: T) -> u32 {
        if let Some(start) = self.free.get_mut(class).and_then(Vec::pop) {
            return start;
        }
        let start = self.data.len();
        self.data.resize(start + (1 << class), fill);
        start as u32
    }

    /// Gives back the block of size class `class` at `start`.
    fn release(&mut self, start: u32, class: usize) {
        if self.free.len() <= class {
            self.free.resize_with(class + 1, Vec::new);
        }
        self.free[class].push(start);
    }

    /// A new list holding `items`.
    pub(crate) fn alloc_slice(&mut self, items: &[T]) -> List {
        let Some((&first, c)) = items.first().zip(class(items.len())) else {
            return List::default();
        };
        // A freed block is refilled in place; a new one is written in one pass at the end (the
        // items, then the rest of the block), element by element: these lists are short.
        let start = match self.free.get_mut(c).and_then(Vec::pop) {
            Some(start) => {
                let at = start as usize;
                for (slot, &x) in self.data[at..at + items.len()].iter_mut().zip(items) {
                    *slot = x;
                }
                start
            }
            None => {
                let start = self.data.len();
                self.data.reserve(1 << c);
                for &x in items {
                    self.data.push(x);
                }
                for _ in items.len()..1 << c {
                    self.data.push(first);
                }
                start as u32
            }
        };
        List {
            start,
            len: items.len() as u32,
        }
    }

    /// A new list holding what `items` yields.
    #[inline]
    pub(crate) fn alloc_iter(&mut self, items: impl IntoIterator<Item = T>) -> List {
        let items = items.into_iter();
        // An iterator that knows its length (an array's, a range's) is written straight into
        // one block of the right size.
        match items.size_hint() {
            (n, Some(m)) if n == m && n > 0 => self.alloc_known(items, n),
            _ => self.alloc_unknown(items),
        }
    }

    /// A new list holding what `items` yields, which says it yields `n` (at least one) items:
    /// one block of `n`'s size class, filled in one pass. Should `items` yield fewer, the list
    /// is shorter; should it yield more, the rest are pushed.
    #[inline]
    fn alloc_known(&mut self, mut items: impl Iterator<Item = T>, n: usize) -> List {
        let Some(first) = items.next() else {
            return List::default();
        };
        let c = class(n).unwrap_or(0);
        let (start, len) = match self.free.get_mut(c).and_then(Vec::pop) {
            Some(start) => {
                let at = start as usize;
                let block = &mut self.data[at..at + (1 << c)];
                block[0] = first;
                let mut len = 1;
                for (slot, x) in block[1..n].iter_mut().zip(&mut items) {
                    *slot = x;
                    len += 1;
                }
                (start, len)
            }
            None => {
                let start = self.data.len();
                self.data.reserve(1 << c);
                self.data.push(first);
                for _ in 1..n {
                    let Some(x) = items.next() else { break };
                    self.data.push(x);
                }
                let len = self.data.len() - start;
                // The rest of the block, so that the next list starts on its own block.
                self.data.resize(start + (1 << c), first);
                (start as u32, len)
            }
        };
        let mut list = List {
            start,
            len: n as u32,
        };
        if len < n {
            // Fewer than promised: the block's tail beyond the shorter list's class goes back.
            self.truncate(&mut list, len);
        }
        for x in items {
            self.push(&mut list, x);
        }
        list
    }

    /// A new list holding what `items` yields, its length not known in advance.
    fn alloc_unknown(&mut self, items: impl Iterator<Item = T>) -> List {
        // The first few items on the stack, then one block for them: a short list (the usual
        // operand or result list) is not moved from block to block as it grows.
        const SHORT: usize = 8;
        let mut items = items;
        let Some(first) = items.next() else {
            return List::default();
        };
        let mut buf = [first; SHORT];
        let mut n = 1;
        while n < SHORT {
            let Some(x) = items.next() else { break };
            buf[n] = x;
            n += 1;
        }
        let mut list = self.alloc_slice(&buf[..n]);
        if n == SHORT {
            for x in items {
                self.push(&mut list, x);
            }
        }
        list
    }

    /// Appends `x` to `list`.
    pub(crate) fn push(&mut self, list: &mut List, x: T) {
        let len = list.len();
        // A list of no element or of a power of two fills its block: it moves to the next,
        // unless its block ends the pool, where it grows in place (the list being filled, as a
        // builder fills the block it is in, never moves).
        if len & len.wrapping_sub(1) == 0 {
            let grown = class(len + 1).unwrap_or(0);
            if len > 0 && list.start as usize + len == self.data.len() {
                self.data.resize(list.start as usize + (1 << grown), x);
            } else {
                let start = self.alloc(grown, x);
                let (from, to) = (list.start as usize, start as usize);
                self.data.copy_within(from..from + len, to);
                if let Some(c) = class(len) {
                    self.release(list.start, c);
                }
                list.start = start;
            }
        }
        self.data[list.start as usize + len] = x;
        list.len += 1;
    }

    /// Inserts `x` at position `at` of `list` (clamped to its length).
    pub(crate) fn insert(&mut self, list: &mut List, at: usize, x: T) {
        self.push(list, x);
        if at >= list.len() - 1 {
            return;
        }
        let items = self.get_mut(*list);
        let at = at.min(items.len() - 1);
        items[at..].rotate_right(1);
    }

    /// Shortens `list` to `len` elements, giving back the storage it no longer needs.
    pub(crate) fn truncate(&mut self, list: &mut List, len: usize) {
        let old = list.len();
        if len >= old {
            return;
        }
        if let Some(c) = class(old) {
            match class(len) {
                None => {
                    self.release(list.start, c);
                    list.start = 0;
                }
                // The tail beyond the smaller capacity 2^k is blocks of 2^k, 2^(k+1), ..,
                // 2^(c-1) elements, each at the offset of its own size.
                Some(k) => {
                    for j in k..c {
                        self.release(list.start + (1 << j), j);
                    }
                }
            }
        }
        list.len = len as u32;
    }

    /// Removes the elements for which `keep` is false, keeping the order of the others.
    pub(crate) fn retain(&mut self, list: &mut List, mut keep: impl FnMut(T) -> bool) {
        let items = self.get_mut(*list);
        let mut kept = 0;
        for k in 0..items.len() {
            if keep(items[k]) {
                items[kept] = items[k];
                kept += 1;
            }
        }
        self.truncate(list, kept);
    }

    /// Frees `list`, leaving it empty.
    pub(crate) fn clear(&mut self, list: &mut List) {
        self.truncate(list, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An iterator that claims an exact length, right or wrong (the pool must not trust it).
    struct Claims<I> {
        items: I,
        len: usize,
    }

    impl<I: Iterator> Iterator for Claims<I> {
        type Item = I::Item;
        fn next(&mut self) -> Option<I::Item> {
            self.len = self.len.saturating_sub(1);
            self.items.next()
        }
        fn size_hint(&self) -> (usize, Option<usize>) {
            (self.len, Some(self.len))
        }
    }

    /// A model check: random edits of several lists against plain vectors, with every freed
    /// block reused before the pool grows.
    #[test]
    fn lists_behave_as_vectors_and_storage_is_reused() {
        let mut pool = ListPool::<u32>::default();
        let mut lists = [List::default(); 8];
        let mut model = vec![Vec::new(); 8];
        let mut rng = opforge_rng::Rng::xorshift64(0x2545_F491_4F6C_DD1D);
        let mut next = |n: u64| (rng.next_u64() % n) as usize;
        for step in 0..20_000u32 {
            let k = next(8);
            let (l, m) = (&mut lists[k], &mut model[k]);
            match next(6) {
                0 | 1 => {
                    pool.push(l, step);
                    m.push(step);
                }
                2 => {
                    let at = next(m.len() as u64 + 1);
                    pool.insert(l, at, step);
                    m.insert(at, step);
                }
                3 => {
                    let len = next(m.len() as u64 + 1);
                    pool.truncate(l, len);
                    m.truncate(len);
                }
                4 => {
                    pool.retain(l, |x| x % 3 != 0);
                    m.retain(|x| x % 3 != 0);
                }
                _ => {
                    let items: Vec<u32> = (0..next(12) as u32).map(|x| x + step).collect();
                    pool.clear(l);
                    // Each way of making a list: from a slice, from an iterator that knows its
                    // length, from one that does not, and from ones that promise too few or
                    // too many items.
                    *l = match next(5) {
                        0 => pool.alloc_slice(&items),
                        1 => pool.alloc_iter(items.iter().copied()),
                        2 => pool.alloc_iter(items.iter().copied().filter(|_| true)),
                        3 => pool.alloc_iter(Claims {
                            items: items.iter().copied(),
                            len: items.len() + 3,
                        }),
                        _ => pool.alloc_iter(Claims {
                            items: items.iter().copied(),
                            len: items.len().saturating_sub(3),
                        }),
                    };
                    *m = items;
                }
            }
            for (l, m) in lists.iter().zip(&model) {
                assert_eq!(pool.get(*l), m.as_slice(), "step {step}");
            }
        }
        // Live storage plus free blocks account for the whole pool: nothing leaked.
        let live: usize = lists
            .iter()
            .map(|l| class(l.len()).map_or(0, |c| 1 << c))
            .sum();
        let free: usize = pool
            .free
            .iter()
            .enumerate()
            .map(|(c, starts)| starts.len() << c)
            .sum();
        assert_eq!(live + free, pool.data.len());
    }

    /// The list whose block ends the pool grows in place; another moves, leaving its block
    /// free for reuse.
    #[test]
    fn the_last_list_grows_in_place() {
        let mut pool = ListPool::<u32>::default();
        let mut early = pool.alloc_slice(&[1]);
        let mut last = pool.alloc_slice(&[2]);
        let start = last.start;
        for x in 3..40 {
            pool.push(&mut last, x);
        }
        assert_eq!(last.start, start, "the last list never moved");
        assert_eq!(pool.data.len(), start as usize + 64);
        assert!(pool.free.iter().all(Vec::is_empty), "nothing was freed");
        pool.push(&mut early, 9);
        assert_ne!(early.start, 0, "a list not at the end moves");
        assert_eq!(pool.get(early), &[1, 9]);
        assert_eq!(pool.free[0], [0], "its old block is free");
        assert_eq!(pool.get(last), (2..40).collect::<Vec<_>>().as_slice());
    }

    #[test]
    fn from_iter_and_insert_clamp() {
        let mut pool = ListPool::<u8>::default();
        let mut l = pool.alloc_iter([1, 2, 3]);
        pool.insert(&mut l, 99, 4);
        pool.insert(&mut l, 0, 0);
        assert_eq!(pool.get(l), &[0, 1, 2, 3, 4]);
        pool.clear(&mut l);
        assert_eq!(pool.get(l), &[] as &[u8]);
    }
}
