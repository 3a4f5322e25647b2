//! Graphviz pictures of circuits: the runtime's pictures (`opforge_ir::graph::to_dot`) of the
//! circuit's arena. One node per gate (its text line up to its inputs as the label), state wires
//! bold, dependency wires dashed, data wires plain, root-list registrations dotted, and the root
//! gates grouped on the top rank. Edges point from a gate to its user.

use crate::circuit::Circuit;

/// The circuit in Graphviz `dot` syntax.
pub fn to_dot(c: &Circuit, title: &str) -> String {
    opforge_ir::graph::to_dot(c.graph(), title)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse;

    #[test]
    fn a_picture_has_a_node_per_gate_and_an_edge_per_input_of_a_gate() {
        let c = parse("%8 = ARG i32 0 <%7>\n%9 = ADD i32 (%8, %8)\n")
            .expect("parses")
            .circuit;
        let dot = to_dot(&c, "sum \"one\"");
        assert!(dot.starts_with("digraph \"sum \\\"one\\\"\" {"), "{dot}");
        assert!(dot.contains("g9 [label=\"%9 = ADD i32\"];"), "{dot}");
        assert!(
            dot.contains("g8 -> g9 [style=solid, tooltip=\"data\"];"),
            "{dot}"
        );
        let inputs: usize = c.gates().map(|g| c.inputs(g).len()).sum();
        assert_eq!(dot.matches(" -> ").count(), inputs);
    }
}
