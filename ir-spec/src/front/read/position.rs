//! Positions in a YAML text: the index of its lines that turns a parsed value's byte offset into
//! a line and column and back, and the place of a position the parser reported.

/// Byte offsets of the starts of the lines of a text, to turn the byte offset of a parsed value
/// into a line and column.
pub(crate) struct LineIndex(Vec<usize>);

impl LineIndex {
    /// Indexes the lines of `text`.
    pub(crate) fn new(text: &str) -> Self {
        LineIndex(
            std::iter::once(0)
                .chain(text.match_indices('\n').map(|(i, _)| i + 1))
                .collect(),
        )
    }

    /// The 1-based line and column (in characters, a leading byte-order mark not counted) of byte
    /// `offset` of `text`; `None` when the offset is not a character boundary of `text`.
    pub(crate) fn position(&self, text: &str, offset: usize) -> Option<(u32, u32)> {
        let line = self.0.partition_point(|&start| start <= offset);
        let start = *self.0.get(line.checked_sub(1)?)?;
        let before = text.get(start..offset)?.trim_start_matches('\u{feff}');
        let column = before.chars().count() + 1;
        Some((u32::try_from(line).ok()?, u32::try_from(column).ok()?))
    }

    /// The byte offset in `text` of 1-based `line` and `column`, the inverse of
    /// [`position`](Self::position).
    pub(crate) fn offset(&self, text: &str, line: u32, column: u32) -> Option<usize> {
        let start = *self.0.get((line as usize).checked_sub(1)?)?;
        let rest = text.get(start..)?;
        let line = rest.strip_prefix('\u{feff}').unwrap_or(rest);
        let start = start + (rest.len() - line.len());
        let (i, _) = line
            .char_indices()
            .chain(std::iter::once((line.len(), '\n')))
            .nth((column as usize).checked_sub(1)?)?;
        Some(start + i)
    }
}

/// The line and column in `text` of a position the YAML parser reported. Taken from its byte
/// offset when it has one: the parser's own line and column are wrong for a scalar that starts on
/// a line after its key (`key:` then `  value` is reported on the key's line), its offset is not.
pub(crate) fn locate(index: &LineIndex, text: &str, l: &serde_saphyr::Location) -> (u32, u32) {
    l.span()
        .byte_offset()
        .and_then(|b| index.position(text, usize::try_from(b).ok()?))
        .unwrap_or((l.line() as u32, l.column() as u32))
}
