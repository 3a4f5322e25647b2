//! Graphviz pictures of any table's graphs: owns [`to_dot`]. One node per gate (its line of the
//! text format up to its inputs as the label), state wires bold, dependency wires dashed, data
//! wires plain, root-list registrations dotted, and the roots grouped on the top rank. Edges
//! point from a gate to its user, each with the table's name of its wire kind as its tooltip (the
//! kind the row gives that input, when the table declares several kinds of one behaviour).

use core::fmt::Write as _;

use super::arena::Graph;
use super::layer::{GraphLayer, WireKind};
use super::text::{TextPayload, print_gate};
use super::verify::InputAt;

/// Quotes `s` as a Graphviz string.
fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The graph in Graphviz `dot` syntax, titled `title`.
pub fn to_dot<Op: GraphLayer, X: TextPayload<Op>>(graph: &Graph<Op, X>, title: &str) -> String {
    let roots = Op::layer().roots.len().min(graph.len());
    let mut out = String::new();
    let _ = writeln!(out, "digraph {} {{", quoted(title));
    out.push_str("  rankdir=TB;\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n  edge [arrowsize=0.6];\n");
    if roots > 0 {
        out.push_str("  { rank=source;");
        for g in graph.gates().take(roots) {
            let _ = write!(out, " g{};", g.0);
        }
        out.push_str(" }\n");
    }
    for g in graph.gates() {
        let mut line = String::new();
        print_gate(graph, g, &mut line);
        let cut = [" [", " {", " (", " <"]
            .iter()
            .filter_map(|o| line.find(o))
            .min()
            .unwrap_or(line.len());
        let label = &line[..cut];
        let style = if g.index() < roots {
            ", style=filled, fillcolor=\"#eeeeee\""
        } else {
            ""
        };
        let _ = writeln!(out, "  g{} [label={}{style}];", g.0, quoted(label));
    }
    for g in graph.gates() {
        for (kind, style) in [
            (WireKind::State, "style=bold"),
            (WireKind::Depend, "style=dashed"),
            (WireKind::Data, "style=solid"),
            (WireKind::Root, "style=dotted, arrowhead=none"),
        ] {
            let inputs = graph.inputs_of(g, kind);
            for (i, src) in inputs.iter().enumerate() {
                if let (true, Some(op)) = (graph.contains(*src), graph.opcode(g)) {
                    let wire = quoted(InputAt::new(op, kind, i, inputs.len(), None).wire);
                    let _ = writeln!(out, "  g{} -> g{} [{style}, tooltip={wire}];", src.0, g.0);
                }
            }
        }
    }
    out.push_str("}\n");
    out
}
