//! The random IR spec generator.

use super::*;

/// A random IR spec.
pub(crate) fn ir_spec(rng: &mut Rng) -> String {
    let mut y = String::from("kind: ir\nversion: 1\n");
    if rng.chance(5) {
        return y;
    }
    let types = names(rng, 3);
    let sets = names(rng, 2);
    let vars = names(rng, 1);
    let flags = names(rng, 3);
    let decl = |y: &mut String, key: &str, items: &[String], extra: &dyn Fn(usize) -> String| {
        if !items.is_empty() {
            let _ = writeln!(y, "{key}:");
            for (i, n) in items.iter().enumerate() {
                let _ = writeln!(y, "  - {{ name: {n}, doc: D.{} }}", extra(i));
            }
        }
    };
    decl(&mut y, "types", &types, &|_| String::new());
    if !types.is_empty() {
        let first = types[0].clone();
        decl(&mut y, "type_sets", &sets, &|_| {
            format!(", members: [{first}]")
        });
    }
    decl(&mut y, "type_vars", &vars, &|_| String::new());
    decl(&mut y, "flags", &flags, &|_| String::new());
    let levels = names(rng, 2);
    if rng.chance(40) {
        decl(&mut y, "levels", &levels, &|_| String::new());
    }
    let attrs = names(rng, 2);
    let mut attr_values = Vec::new();
    if !attrs.is_empty() {
        y.push_str("attributes:\n");
        for a in &attrs {
            let (kind, default, value) = match rng.below(5) {
                0 => ("bool".to_owned(), String::new(), "true".to_owned()),
                1 => (
                    "{ int: { min: 0, max: 3 } }".to_owned(),
                    ", default: 0".to_owned(),
                    "2".to_owned(),
                ),
                2 => {
                    let mut v = names(rng, 3);
                    v.push(name(rng));
                    let first = v[0].clone();
                    (
                        format!("{{ enum: {} }}", list(&v)),
                        format!(", default: {first}"),
                        v[v.len() - 1].clone(),
                    )
                }
                3 => {
                    let v = vec![name(rng), name(rng)];
                    let one = v[1].clone();
                    (
                        format!("{{ set: {} }}", list(&v)),
                        String::new(),
                        format!("[{one}]"),
                    )
                }
                _ => (
                    "text".to_owned(),
                    ", default: \"t\"".to_owned(),
                    "\"u\"".to_owned(),
                ),
            };
            attr_values.push((a.clone(), value));
            let _ = writeln!(y, "  - {{ name: {a}, doc: D., kind: {kind}{default} }}");
        }
    }
    // Classes: a few top-level ones, each with a child sometimes; gates go to leaves.
    let mut leaves = Vec::new();
    let tops = names(rng, 2);
    if !tops.is_empty() {
        y.push_str("classes:\n");
    }
    for t in &tops {
        let _ = writeln!(y, "  - {{ name: {t}, doc: D. }}");
        if rng.chance(30) {
            let c = name(rng);
            let _ = writeln!(y, "  - {{ name: {c}, doc: D., parent: {t} }}");
            leaves.push(c);
        } else {
            leaves.push(t.clone());
        }
    }
    let mut root = None;
    if !leaves.is_empty() {
        y.push_str("gates:\n");
    }
    for leaf in &leaves {
        for _ in 0..1 + rng.below(3) {
            let g = name(rng);
            let mut keys = vec![
                format!("name: {g}"),
                "doc: D.".into(),
                format!("class: {leaf}"),
            ];
            if !flags.is_empty() && rng.chance(50) {
                keys.push(format!("flags: [{}]", flags[rng.below(flags.len())]));
            }
            if rng.chance(30) && !levels.is_empty() {
                keys.push(format!("level: {}", levels[0]));
            }
            if !attr_values.is_empty() && rng.chance(50) {
                let (a, v) = &attr_values[rng.below(attr_values.len())];
                keys.push(format!("attrs: {{ {a}: {v} }}"));
            }
            let mut data = Vec::new();
            for _ in 0..rng.below(3) {
                let ty = match rng.below(3) {
                    0 if !types.is_empty() => format!(", type: {}", types[0]),
                    1 if !vars.is_empty() => format!(", type: {}", vars[0]),
                    _ => String::new(),
                };
                data.push(format!("{{ name: {}{ty} }}", name(rng)));
            }
            if data.is_empty() {
                root.get_or_insert_with(|| g.clone());
            } else {
                keys.push(format!("inputs: {{ data: {} }}", list(&data)));
            }
            if !vars.is_empty() {
                keys.push(format!("outputs: {{ data: {} }}", vars[0]));
            } else if !types.is_empty() && rng.chance(50) {
                keys.push(format!("outputs: {{ data: {} }}", types[0]));
            }
            if rng.chance(35) {
                let e = name(rng);
                let cases: Vec<String> = (0..1 + rng.below(3))
                    .map(|i| format!("{{ name: {}, value: {i}, doc: D. }}", name(rng)))
                    .collect();
                keys.push(format!(
                    "bitfield: {{ enum: {{ name: {e}, doc: D., width: 4, values: {} }} }}",
                    list(&cases)
                ));
            }
            let _ = writeln!(y, "  - {{ {} }}", keys.join(", "));
        }
    }
    if let Some(r) = root.filter(|_| rng.chance(50)) {
        let _ = writeln!(y, "roots: [{r}]");
    }
    y
}
