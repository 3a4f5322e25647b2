//! The vocabulary a spec declares its own meaning with: the wire kinds opforge knows (a spec says
//! which of them it uses, and what they carry), the roles (gates the hand-written graph rules and
//! walks of a runtime look up, named by what they do rather than by their opcode names) and the
//! graph rules themselves, each with the roles it needs.
//!
//! A spec binds roles in `roles:` and asks for graph rules in `graph_rules:`; a rule whose roles
//! are not all bound is a located error, so no rule is ever switched off by a missing name.

/// A kind of wire: the one definition in [`opforge_shapes`], re-exported.
pub use opforge_shapes::WireKind;

/// The levels, with their docs, of a spec that declares no `levels`.
pub const DEFAULT_LEVELS: [(&str, &str); 3] = [
    ("HIR", "High level: language-specific."),
    ("MIR", "Middle level: independent of language and target."),
    ("LIR", "Low level: target-specific."),
];

/// What a role must name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoleKind {
    /// Exactly one gate.
    Gate,
    /// Exactly one gate of the `roots` list.
    Root,
    /// Gates of the `roots` list (`A | B`).
    Roots,
    /// Any opcodes: gates, classes, opcode sets (`A | B`).
    Opcodes,
}

macro_rules! roles {
    ($($variant:ident = $name:literal, $kind:ident, $doc:literal;)*) => {
        /// A role: what a runtime's hand-written rules and walks look a gate up by.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Role {
            $(#[doc = $doc] $variant,)*
        }

        impl Role {
            /// Every role, in the order of the generated role table.
            pub const ALL: &'static [Role] = &[$(Role::$variant,)*];

            /// The key a spec binds it with, such as `loop_begin`.
            pub const fn name(self) -> &'static str {
                match self { $(Role::$variant => $name,)* }
            }

            /// What the role means.
            pub const fn doc(self) -> &'static str {
                match self { $(Role::$variant => $doc,)* }
            }

            /// What the role must name.
            pub const fn kind(self) -> RoleKind {
                match self { $(Role::$variant => RoleKind::$kind,)* }
            }
        }
    };
}

roles! {
    StateEntry = "state_entry", Root, "The root where control starts: reachability and the state walk begin here.";
    DependEntry = "depend_entry", Root, "The root where every dependency chain starts.";
    Exits = "exits", Roots, "The root lists that register the gates leaving the function: the backward walk begins there.";
    StateGates = "state_gates", Opcodes, "Gates that are state gates even without state users (such as terminators); every gate with state users is one too.";
    Merge = "merge", Gate, "The join of several control paths, whose selectors take one input per predecessor.";
    LoopBegin = "loop_begin", Gate, "The head of a loop: its selectors may close a cycle through the loop body.";
    LoopBack = "loop_back", Gate, "The end of a loop body, which leads back to the loop head.";
    ValueSelector = "value_selector", Gate, "Picks a value by the path control took into its join.";
    DependSelector = "depend_selector", Gate, "Picks a dependency by the path control took into its join.";
    SwitchCase = "switch_case", Gate, "A case of a multi-way branch (its state input), entered when the branch's first data input equals the case's bitfield.";
    Parameter = "parameter", Gate, "A parameter of the function, read at the position its bitfield gives.";
    Return = "return", Gate, "Leaves the function, returning the value of its first data input (when it has one).";
}

impl Role {
    /// The role bound with key `name`.
    pub fn from_name(name: &str) -> Option<Role> {
        Role::ALL.iter().copied().find(|r| r.name() == name)
    }
}

macro_rules! graph_rules {
    ($($variant:ident = $name:literal, [$($role:ident),*], $doc:literal;)*) => {
        /// A graph-wide rule a runtime verifier runs by hand, beyond the per-gate rules read from
        /// the tables.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GraphRule {
            $(#[doc = $doc] $variant,)*
        }

        impl GraphRule {
            /// Every graph rule.
            pub const ALL: &'static [GraphRule] = &[$(GraphRule::$variant,)*];

            /// The name a spec asks for it by, such as `acyclic`.
            pub const fn name(self) -> &'static str {
                match self { $(GraphRule::$variant => $name,)* }
            }

            /// What the rule demands.
            pub const fn doc(self) -> &'static str {
                match self { $(GraphRule::$variant => $doc,)* }
            }

            /// The roles the rule needs.
            pub const fn roles(self) -> &'static [Role] {
                match self { $(GraphRule::$variant => &[$(Role::$role),*],)* }
            }
        }
    };
}

graph_rules! {
    Reachability = "reachability", [StateEntry, StateGates], "Every state gate is reached from the `state_entry` root along state wires.";
    Acyclic = "acyclic", [LoopBegin, ValueSelector, DependSelector], "Data and dependency flow is acyclic, except through the input of a `loop_begin`'s selector that comes from its `loop_back`.";
    SelectorArity = "selector_arity", [Merge, LoopBegin, ValueSelector, DependSelector], "A selector has one value (or dependency) input per state input of its `merge` or `loop_begin`.";
    ClosedLoops = "closed_loops", [StateEntry, StateGates, LoopBegin, LoopBack], "Every `loop_back` input of a `loop_begin` is reached from that `loop_begin` along state wires: a cycle of the state graph closes the loop.";
    Schedulable = "schedulable", [StateEntry, StateGates, Merge, LoopBegin, ValueSelector, DependSelector], "The block of a value's definition dominates the block of each of its uses (dominators of the state graph from `state_entry`; a selector's input is used at its join's matching predecessor), so every gate can be scheduled.";
    DistinctCases = "distinct_cases", [SwitchCase], "The `switch_case`s of one branch have distinct values, compared at the width of the type of the branch's first data input (so 255 and -1 are one case of an 8-bit value).";
    ParameterTypes = "parameter_types", [Parameter], "The `parameter` gates of one position have one machine type.";
    ReturnType = "return_type", [Return], "Every `return` of a function gives a value of one machine type, or every one gives none.";
}

impl GraphRule {
    /// The graph rule called `name`.
    pub fn from_name(name: &str) -> Option<GraphRule> {
        GraphRule::ALL.iter().copied().find(|r| r.name() == name)
    }
}
