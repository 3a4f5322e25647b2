//! The kinds of wire of a gate graph ([`WireKind`]) and how often a gate's inputs occur
//! ([`Repeat`], [`DependCount`]).

/// The wire behaviours a gate's inputs are stored by, in the order they are stored. A table
/// declares its wire kinds in its `wires:` list under names of its own, each with one of these
/// behaviours (its `like:`, or its name); the runtime's `LayerInfo::wire_name` gives the table's
/// name of the kind with each behaviour. Each behaviour has its own key under a gate's `inputs`
/// and `outputs` (or, for `root`, the gate's `root` key) with its own shape.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum WireKind {
    /// Control: which state a gate follows (`inputs.state`, `outputs.state`).
    State,
    /// Order: what a gate must come after (`inputs.depend`, `outputs.depend`), counted, not
    /// typed.
    Depend,
    /// Values (`inputs.data`, `outputs.data`), typed.
    Data,
    /// The registration of a gate in one of the root lists (a gate's `root`).
    Root,
}

impl WireKind {
    /// Every wire kind, in storage order (the order of a gate's inputs).
    pub const ALL: [WireKind; 4] = [
        WireKind::State,
        WireKind::Depend,
        WireKind::Data,
        WireKind::Root,
    ];

    /// The kind's index in [`WireKind::ALL`] (and in the runtime's `LayerInfo::wires`).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name a spec uses: `state`, `depend`, `data`, `root`.
    pub const fn name(self) -> &'static str {
        match self {
            WireKind::State => "state",
            WireKind::Depend => "depend",
            WireKind::Data => "data",
            WireKind::Root => "root",
        }
    }

    /// The doc a spec that declares no `wires` gets.
    pub const fn default_doc(self) -> &'static str {
        match self {
            WireKind::State => "Which state a gate follows: the control skeleton of the graph.",
            WireKind::Depend => "Memory order: a gate comes after the gates it depends on.",
            WireKind::Data => "A value, produced by one gate and used by others.",
            WireKind::Root => "Registration of a gate in one of the root lists.",
        }
    }

    /// The wire kind called `name` in a spec.
    pub fn from_name(name: &str) -> Option<WireKind> {
        WireKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

impl core::fmt::Display for WireKind {
    /// The kind's generic name (`state`, `dependency`, `data`, `root`); a table's own names are
    /// the runtime's `LayerInfo::wire_name`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            WireKind::State => "state",
            WireKind::Depend => "dependency",
            WireKind::Data => "data",
            WireKind::Root => "root",
        })
    }
}

/// How often an input of a gate occurs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Repeat {
    /// Once (at most once when optional).
    Once,
    /// As many times as the gate's bitfield says.
    Bitfield,
    /// Any number of times.
    Any,
}

/// The number of dependency inputs of a gate. `N` is the count's integer (`u32` as the
/// generator reads it, `u16` in the runtime's rows).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DependCount<N> {
    /// Exactly this many.
    Fixed(N),
    /// As many as the gate's bitfield says.
    Bitfield,
    /// Any number.
    Any,
}
