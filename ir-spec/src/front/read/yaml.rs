//! The YAML parser under [`Limits`]: its options (every budget of the parser follows the four
//! documented limits) and its errors as located diagnostics in plain English (a breach of the
//! budget names the limit behind it and how to raise it; a quoted number gets a hint).

use serde_saphyr::budget::BudgetBreach;
use serde_saphyr::{DefaultMessageFormatter, Error as YamlError, MessageFormatter};

use super::Limits;
use super::position::{LineIndex, locate};
use super::repeats::{duplicate_key, first_key};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::source::{FileId, Loc};

/// The parser's options under `limits`. Its own budgets all follow the four documented limits,
/// so that no other limit stops a spec first: events are at most two a node (a collection's start
/// and end) plus the aliases; anchors sit on nodes; merge keys are counted against the aliases.
pub(crate) fn options(limits: &Limits) -> serde_saphyr::Options {
    let events = events_limit(limits);
    serde_saphyr::options! {
        budget: serde_saphyr::budget! {
            max_depth: limits.max_depth,
            max_nodes: limits.max_nodes,
            max_events: events,
            max_aliases: limits.max_aliases,
            max_anchors: limits.max_nodes,
            max_merge_keys: limits.max_aliases,
            enforce_alias_anchor_ratio: false,
            max_recorded_anchor_events: events,
            max_recorded_anchor_bytes: limits.max_file_bytes,
            max_documents: 1,
            max_total_scalar_bytes: limits.max_file_bytes,
        },
        alias_limits: serde_saphyr::alias_limits! {
            max_total_replayed_events: events,
            max_replay_stack_depth: limits.max_depth,
        },
        with_snippet: false,
        strict_booleans: true,
    }
}

/// The parser's budget of events under `limits`: two a node (a collection's start and end) and
/// one an alias, with room for the stream's and the document's own events.
fn events_limit(limits: &Limits) -> usize {
    limits
        .max_nodes
        .saturating_mul(2)
        .saturating_add(limits.max_aliases)
        .saturating_add(64)
}

/// How to raise a limit, the end of every message about one.
pub(crate) const RAISE: &str =
    "raise it with `Loader::limits` (`Builder::limits` in a build script)";

/// A breach of the parser's budget in plain English: what went over, and the limit of [`Limits`]
/// that stopped it.
pub(crate) fn budget_message(breach: &BudgetBreach, limits: &Limits) -> String {
    let (what, limit, value) = match breach {
        BudgetBreach::Documents { .. } => {
            return "a spec file holds one YAML document; a second one starts here".to_owned();
        }
        BudgetBreach::SequenceUnbalanced => {
            return "a collection ends here that never started".to_owned();
        }
        BudgetBreach::Nodes { .. } => (
            "YAML nodes (mappings, sequences and scalars, aliases expanded)",
            "max_nodes",
            limits.max_nodes,
        ),
        BudgetBreach::Events { .. } | BudgetBreach::RecordedAnchorEvents { .. } => (
            "YAML nodes, counting each mapping and sequence twice (its start and its end)",
            "max_nodes",
            limits.max_nodes,
        ),
        BudgetBreach::Anchors { .. } => ("anchors", "max_nodes", limits.max_nodes),
        BudgetBreach::Aliases { .. } | BudgetBreach::AliasAnchorRatio { .. } => {
            ("aliases", "max_aliases", limits.max_aliases)
        }
        BudgetBreach::MergeKeys { .. } => (
            "merge keys (`<<`, aliases expanded), counted against the aliases",
            "max_aliases",
            limits.max_aliases,
        ),
        BudgetBreach::Depth { .. } => {
            return format!(
                "the file's mappings and sequences are nested more than {} deep, the limit \
                 `Limits::max_depth`; {RAISE}",
                limits.max_depth
            );
        }
        _ => (
            "bytes of scalar text (aliases expanded)",
            "max_file_bytes",
            limits.max_file_bytes,
        ),
    };
    format!("the file has more than {value} {what}, the limit `Limits::{limit}`; {RAISE}")
}

/// The plain-English message of a YAML error: the budget's breaches and the alias replay limits
/// name the limit of [`Limits`] behind them; other errors keep the parser's wording.
fn yaml_message(e: &YamlError, limits: &Limits) -> String {
    match e {
        YamlError::Budget { breach, .. } => budget_message(breach, limits),
        YamlError::AliasReplayLimitExceeded { .. }
        | YamlError::AliasReplayCounterOverflow { .. } => {
            format!(
                "the file's aliases expand to more than {} YAML events, a limit that follows \
                 `Limits::max_nodes` ({}); {RAISE}",
                events_limit(limits),
                limits.max_nodes
            )
        }
        YamlError::AliasExpansionLimitExceeded { expansions, .. } => format!(
            "an anchor is expanded more than {expansions} times; the limit is `Limits::max_aliases` \
             ({}); {RAISE}",
            limits.max_aliases
        ),
        YamlError::AliasReplayStackDepthExceeded { .. } => format!(
            "aliases are nested more than {} deep, the limit `Limits::max_depth`; {RAISE}",
            limits.max_depth
        ),
        _ => {
            let message = DefaultMessageFormatter.format_message(e);
            let message = message.trim();
            if message.contains("recursion limit") {
                format!(
                    "the file nests flow collections (`[`, `{{`) past the YAML parser's recursion \
                     limit ({message}); a spec needs at most `Limits::max_depth` ({}) levels",
                    limits.max_depth
                )
            } else {
                message.to_owned()
            }
        }
    }
}

/// A YAML or shape error as a located diagnostic (shared by every kind of spec).
pub(crate) fn yaml_diagnostic(
    id: FileId,
    display: &str,
    text: &str,
    e: &YamlError,
    limits: &Limits,
) -> Diagnostic {
    // An error met while replaying an alias is wrapped with the alias's position; classify and
    // word it by the error inside.
    let mut inner = e.without_snippet();
    while let YamlError::AliasError { error, .. } = inner {
        inner = error.without_snippet();
    }
    let rule = match inner {
        YamlError::Budget { .. } => Rule::Budget,
        YamlError::AliasReplayLimitExceeded { .. }
        | YamlError::AliasExpansionLimitExceeded { .. }
        | YamlError::AliasReplayStackDepthExceeded { .. }
        | YamlError::AliasReplayCounterOverflow { .. } => Rule::Budget,
        YamlError::ExternalMessage { .. }
        | YamlError::InvalidUtf8Input
        | YamlError::Eof { .. }
        | YamlError::UnknownAnchor { .. }
        | YamlError::ContainerEndMismatch { .. } => Rule::Syntax,
        _ => Rule::Shape,
    };
    let (line, column) = e
        .location()
        .map_or((0, 0), |l| locate(&LineIndex::new(text), text, &l));
    if let YamlError::DuplicateMappingKey { key, .. } = inner {
        let first = first_key(text, limits, (line, column));
        return duplicate_key(id, display, key.as_deref(), (line, column), first);
    }
    let message = yaml_message(inner, limits);
    let rule = match inner {
        YamlError::Budget {
            breach: BudgetBreach::SequenceUnbalanced,
            ..
        } => Rule::Syntax,
        _ if message.contains("recursion limit") => Rule::Budget,
        _ => rule,
    };
    let hint = match inner {
        YamlError::SerdeUnknownField {
            field: name,
            expected,
            ..
        }
        | YamlError::SerdeUnknownVariant {
            variant: name,
            expected,
            ..
        } => naming::did_you_mean(name, expected.iter().copied()),
        YamlError::SerdeInvalidType {
            unexpected,
            expected,
            ..
        } => quoted_scalar_hint(unexpected, expected),
        _ => None,
    };
    Diagnostic::new(rule, Loc::new(id, line, column), message).with_optional_hint(hint)
}

/// The hint for a quoted number or boolean where one is expected (`unexpected` as serde words it,
/// `string "8"`): YAML, the JSON Schema and editors read a quoted scalar as a string; and for a
/// YAML 1.1 boolean (`yes`), which YAML 1.2 reads as a string too.
fn quoted_scalar_hint(unexpected: &str, expected: &str) -> Option<String> {
    let text = unexpected
        .strip_prefix("string \"")?
        .strip_suffix('"')?
        .trim();
    if expected == "a boolean" {
        let meant = match text.to_ascii_lowercase().as_str() {
            "yes" | "y" | "on" => "true",
            "no" | "n" | "off" => "false",
            _ => "",
        };
        if !meant.is_empty() {
            return Some(format!(
                "`{text}` is a boolean only in YAML 1.1; write `{meant}`"
            ));
        }
    }
    let plain = text.parse::<i128>().is_ok()
        || text.parse::<f64>().is_ok()
        || matches!(text, "true" | "false");
    plain.then(|| format!("a quoted value is a string; write `{text}` without quotes"))
}
