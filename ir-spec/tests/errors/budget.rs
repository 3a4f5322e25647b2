//! Error cases of the resource budget (E004): the documented limits are the ones that apply, a
//! spec as large as they allow loads, and every breach is told in plain English, naming the limit
//! of [`Limits`] that stopped it and how to raise it.

use super::*;

/// The gate `G{i}` of a large spec: 20 YAML nodes and 25 parser events.
fn big_gate(i: usize) -> String {
    format!(
        "  - {{ name: G{i}, doc: G., class: C, inputs: {{ data: [I32, I32] }}, outputs: {{ data: I32 }}, flags: [pure] }}\n"
    )
}

#[test]
fn the_most_gates_load_within_the_node_limit() {
    // 65,534 gates of 20 nodes each: 1.3 million nodes, within the documented 2,000,000, and 1.6
    // million parser events.
    let mut y = String::from(
        "kind: ir\nversion: 1\ntypes: [{ name: I32, doc: W. }]\nflags: [{ name: pure, doc: P. }]\nclasses: [{ name: C, doc: C. }]\ngates:\n",
    );
    for i in 0..65_534 {
        y += &big_gate(i);
    }
    // The work is linear in the input: bounded in bytes allocated, however busy the machine.
    let spec = bounded(y.len(), || loads(&y));
    assert_eq!(spec.gates.len(), 65_534);
}

#[test]
fn budget_nodes_message() {
    // Gate `G{i}` is on line 5 + i and starts its 20 nodes at node 15 + 20i (14 come before:
    // the document's mapping, `kind`, `version` and `classes` with their values, and the `gates`
    // key and list): node 1,001 is the seventh of `G49`, its class `C`.
    let mut y = String::from("kind: ir\nversion: 1\nclasses: [{ name: C, doc: C. }]\ngates:\n");
    for i in 0..60 {
        y += &big_gate(i);
    }
    let d = &one_under(
        &y,
        Limits {
            max_nodes: 1_000,
            ..Default::default()
        },
    );
    check(
        d,
        &y,
        Rule::Budget,
        (54, 34),
        "C,",
        "more than 1000 YAML nodes",
    );
    assert!(d.message.contains("`Limits::max_nodes`"), "{d:?}");
    plain(d);
}

#[test]
fn budget_depth_message() {
    // 65 nested block sequences, one a line, under a key: the 65th level breaks the default 64.
    let mut y = String::from("kind: ir\nversion: 1\nname:\n");
    for level in 0..70 {
        y += &format!("{}-\n", " ".repeat(level * 2));
    }
    let d = bounded(y.len(), || one(&y));
    // Line 4 + k holds level k at column 2k + 1; the document's mapping is the first collection,
    // so level 63 is the 65th.
    check(
        &d,
        &y,
        Rule::Budget,
        (67, 127),
        "-",
        "nested more than 64 deep",
    );
    assert!(d.message.contains("`Limits::max_depth`"), "{d:?}");
    plain(&d);
}

#[test]
fn budget_aliases_message() {
    let y = format!(
        "kind: ir\nversion: 1\nroots: [&a A{}]\n",
        ", *a".repeat(101)
    );
    // Alias `k` starts at column 4k + 11.
    let d = &one_under(
        &y,
        Limits {
            max_aliases: 100,
            ..Default::default()
        },
    );
    check(
        d,
        &y,
        Rule::Budget,
        (3, 415),
        "*a]",
        "more than 100 aliases",
    );
    assert!(d.message.contains("`Limits::max_aliases`"), "{d:?}");
    plain(d);
}

#[test]
fn budget_scalar_bytes_message() {
    // A 600-byte doc replayed by aliases: the scalars add up to more than the 2,000-byte file.
    let text = "x".repeat(600);
    let mut y = format!("kind: ir\nversion: 1\nclasses: [{{ name: C, doc: &d {text} }}]\ngates:\n");
    for i in 0..5 {
        y += &format!("  - {{ name: G{i}, doc: *d, class: C }}\n");
    }
    let d = &one_under(
        &y,
        Limits {
            max_file_bytes: 2_000,
            ..Default::default()
        },
    );
    // `G2`, on line 7, brings the replayed docs past 2,000 bytes.
    check(
        d,
        &y,
        Rule::Budget,
        (7, 22),
        "*d",
        "more than 2000 bytes of scalar text",
    );
    assert!(d.message.contains("`Limits::max_file_bytes`"), "{d:?}");
    plain(d);
}

#[test]
fn one_anchor_may_serve_many_aliases() {
    // 500 gates share one flag list through an alias: within the documented 10,000 aliases,
    // whatever the ratio of aliases to anchors.
    let mut y = String::from(
        "kind: ir\nversion: 1\nflags: [{ name: pure, doc: P. }]\nclasses: [{ name: C, doc: C. }]\ngates:\n  - { name: G, doc: G., class: C, flags: &p [pure] }\n",
    );
    for i in 0..500 {
        y += &format!("  - {{ name: G{i}, doc: G., class: C, flags: *p }}\n");
    }
    let spec = loads(&y);
    assert_eq!(spec.gates.len(), 501);
}
