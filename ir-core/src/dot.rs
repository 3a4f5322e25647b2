//! Graphviz pictures of circuits: one node per gate (opcode, type and bitfield in the label), state
//! wires bold, dependency wires dashed, data wires plain, root-list registrations dotted, and the
//! root gates grouped on the top rank. Edges point from a gate to its user.

use std::fmt::Write as _;

use crate::circuit::{Circuit, WireKind};
use crate::opcode::Root;

/// The circuit in Graphviz `dot` syntax.
pub fn to_dot(c: &Circuit, title: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "digraph \"{}\" {{", title.replace('"', "'"));
    out.push_str("  rankdir=TB;\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n  edge [arrowsize=0.6];\n");
    out.push_str("  { rank=source;");
    for root in Root::ALL {
        let _ = write!(out, " g{};", c.root(root).0);
    }
    out.push_str(" }\n");
    for g in c.gates() {
        let mut line = String::new();
        crate::text::print_gate(c, g, &mut line);
        let label = match line
            .find(" [")
            .or_else(|| line.find(" {"))
            .or_else(|| line.find(" ("))
            .or_else(|| line.find(" <"))
        {
            Some(cut) => line[..cut].to_owned(),
            None => line,
        };
        let style = if Root::ALL.iter().any(|r| c.root(*r) == g) {
            ", style=filled, fillcolor=\"#eeeeee\""
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  g{} [label=\"{}\"{style}];",
            g.0,
            label.replace('"', "'")
        );
    }
    for g in c.gates() {
        for (kind, style) in [
            (WireKind::State, "style=bold"),
            (WireKind::Depend, "style=dashed"),
            (WireKind::Data, "style=solid"),
            (WireKind::Root, "style=dotted, arrowhead=none"),
        ] {
            for src in c.inputs_of(g, kind) {
                if c.contains(*src) {
                    let _ = writeln!(out, "  g{} -> g{} [{style}];", src.0, g.0);
                }
            }
        }
    }
    out.push_str("}\n");
    out
}
