//! What a YAML file's aliases would expand to, counted before anything is expanded: owns
//! refusing alias bombs in time and memory linear in the file. One pass over the parser's
//! events records, for every anchored node, how many nodes and merge keys (`<<`) it holds with
//! its own aliases expanded; an alias then adds its anchor's counts. The first alias or merge
//! key that takes the file past [`Limits::max_nodes`] nodes or [`Limits::max_aliases`] merge
//! keys is where the file is refused, under the same limits (and in the same words) as the
//! parser's own budget, which counts them only while replaying the anchors.

use serde_saphyr::budget::BudgetBreach;
use serde_saphyr::granit_parser::{Event, Parser, ScalarStyle};

use crate::front::read::Limits;

/// Where the file breaks a limit (1-based line and column of the alias or merge key) and how.
#[derive(Clone, Debug)]
pub(crate) struct Breach {
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub column: u32,
    /// The limit broken, in the parser's terms.
    pub breach: BudgetBreach,
}

/// What a node holds, aliases expanded.
#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    nodes: u64,
    merge_keys: u64,
}

/// A collection being read.
struct Frame {
    anchor: usize,
    counts: Counts,
    /// For a mapping, whether the next node is a key.
    expecting_key: Option<bool>,
}

/// The first place `text` breaks `limits` once its aliases are expanded, or `None` when it
/// breaks none of them, or does not parse (the parser then reports it), or nests deeper than
/// the limit (the parser reports that too).
pub(crate) fn check(text: &str, limits: &Limits) -> Option<Breach> {
    let mut anchors: Vec<Option<Counts>> = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
    let mut total = Counts::default();
    for item in Parser::new_from_str(text) {
        let (event, span) = item.ok()?;
        let at = |breach| Breach {
            line: u32::try_from(span.start.line()).unwrap_or(u32::MAX),
            column: u32::try_from(span.start.col() + 1).unwrap_or(u32::MAX),
            breach,
        };
        // The node this event adds (a scalar, an alias, a collection's start), and whether it
        // is a mapping's key.
        let is_key = match &event {
            Event::Scalar(..)
            | Event::Alias(_)
            | Event::SequenceStart(..)
            | Event::MappingStart(..) => stack.last_mut().and_then(|f| {
                let key = f.expecting_key?;
                f.expecting_key = Some(!key);
                Some(key)
            }),
            _ => None,
        };
        let added = match event {
            Event::Scalar(value, style, anchor, tag) => {
                // A plain `<<` key (an explicitly tagged one is left to the parser's count).
                let merge = is_key == Some(true)
                    && value == "<<"
                    && tag.is_none()
                    && matches!(style, ScalarStyle::Plain);
                let counts = Counts {
                    nodes: 1,
                    merge_keys: u64::from(merge),
                };
                record(&mut anchors, anchor, counts);
                counts
            }
            Event::Alias(id) => anchors.get(id).copied().flatten().unwrap_or_default(),
            Event::SequenceStart(_, anchor, _) | Event::MappingStart(_, anchor, _) => {
                if stack.len() >= limits.max_depth {
                    return None;
                }
                let mapping = matches!(event, Event::MappingStart(..));
                // Counted below, with its parents.
                stack.push(Frame {
                    anchor,
                    counts: Counts::default(),
                    expecting_key: mapping.then_some(true),
                });
                Counts {
                    nodes: 1,
                    merge_keys: 0,
                }
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let frame = stack.pop()?;
                record(&mut anchors, frame.anchor, frame.counts);
                // Its counts were added to its parents as they came.
                Counts::default()
            }
            _ => Counts::default(),
        };
        total.nodes = total.nodes.saturating_add(added.nodes);
        total.merge_keys = total.merge_keys.saturating_add(added.merge_keys);
        // Every open collection holds what was added (a collection's start, itself too: it is
        // on the stack by now). The stack is at most `max_depth` deep.
        for f in &mut stack {
            f.counts.nodes = f.counts.nodes.saturating_add(added.nodes);
            f.counts.merge_keys = f.counts.merge_keys.saturating_add(added.merge_keys);
        }
        if total.merge_keys > limits.max_aliases as u64 {
            return Some(at(BudgetBreach::MergeKeys {
                merge_keys: usize::try_from(total.merge_keys).unwrap_or(usize::MAX),
            }));
        }
        if total.nodes > limits.max_nodes as u64 {
            return Some(at(BudgetBreach::Nodes {
                nodes: usize::try_from(total.nodes).unwrap_or(usize::MAX),
            }));
        }
    }
    None
}

/// Records the counts of the node anchored as `anchor` (0: none).
fn record(anchors: &mut Vec<Option<Counts>>, anchor: usize, counts: Counts) {
    if anchor == 0 {
        return;
    }
    if anchors.len() <= anchor {
        anchors.resize(anchor + 1, None);
    }
    anchors[anchor] = Some(counts);
}
