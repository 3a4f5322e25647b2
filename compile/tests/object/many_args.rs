//! Ten arguments of each class passed both ways between C and the object, with shared data.

use super::*;

/// `many_ints(a0..a9: i64, d0..d9: f64) -> i64`: `c_many_ints` (an external) on the arguments
/// reversed, plus `a0 * 1000` (a0 live across the call); `many_floats(x0..x9: i32, y0..y9: f32)
/// -> f32`: `c_many_floats` on its arguments, plus y9; `bump(n) -> i64`: `opforge_total += n`,
/// `opforge_buf[2] = n`, returns `opforge_total * 100 + c_table[1]` (`c_table` an external
/// array of C's). Ten arguments of each class: two of each on the stack, both ways.
fn many_args_module() -> LirModule {
    let mut ints = Function::new(
        "many_ints",
        &[[Type::I64; 10], [Type::F64; 10]].concat(),
        &[Type::I64],
    );
    let mut b = Builder::new(&mut ints);
    let params: Vec<Value> = (0..20)
        .map(|k| b.try_param(k).expect("a parameter"))
        .collect();
    let mut args: Vec<Value> = params[..10].iter().rev().copied().collect();
    args.extend(params[10..].iter().rev());
    let r = b.call(3, &args, Type::I64);
    let k = b.iconst(1000, Type::I64);
    let a0 = b.imul(params[0], k);
    let out = b.iadd(r, a0);
    b.ret(out);

    let mut floats = Function::new(
        "many_floats",
        &[[Type::I32; 10], [Type::F32; 10]].concat(),
        &[Type::F32],
    );
    let mut b = Builder::new(&mut floats);
    let params: Vec<Value> = (0..20)
        .map(|k| b.try_param(k).expect("a parameter"))
        .collect();
    let r = b.fcall(4, &params, Type::F32);
    let out = b.fadd(r, params[19]);
    b.fret(out);

    let mut bump = Function::new("bump", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut bump);
    let n = b.try_param(0).expect("n");
    let total = b.global_addr(0);
    let old = b.load(total, 0, Type::I64);
    let new = b.iadd(old, n);
    b.store(new, total, 0);
    let buf = b.global_addr(1);
    let two = b.iconst(2, Type::I64);
    b.store_idx(n, buf, two);
    let table = b.global_addr(5); // 3 data items, then the externals: c_table is the third
    let one = b.iconst(1, Type::I64);
    let t = b.load_idx(table, one, Type::I32);
    let t = b.sextend32(t);
    let k = b.iconst(100, Type::I64);
    let out = b.imul(new, k);
    let out = b.iadd(out, t);
    b.ret(out);

    let mut module = LirModule::new(vec![ints, floats, bump]);
    module.push_data(Data {
        name: "opforge_total".into(),
        contents: DataContents::Bytes(5i64.to_le_bytes().to_vec()),
        align: 8,
        read_only: false,
    });
    module.push_data(Data {
        name: "opforge_buf".into(),
        contents: DataContents::Zero(40),
        align: 8,
        read_only: false,
    });
    module.push_data(Data {
        name: "opforge_ro".into(),
        contents: DataContents::Bytes(2.75f64.to_le_bytes().to_vec()),
        align: 8,
        read_only: true,
    });
    for name in ["c_many_ints", "c_many_floats", "c_table"] {
        module.push_extern(name);
    }
    assert_eq!(module.extern_callee(0), Ok(3));
    assert_eq!(module.extern_callee(1), Ok(4));
    assert_eq!(module.extern_symbol(2), Ok(5));
    module
}

#[test]
fn c_and_the_object_call_each_other_with_ten_arguments_of_each_class_and_share_data() {
    let module = many_args_module();
    let dir = scratch("many_args");
    let object = dir.join("many_args.o");
    std::fs::write(&object, module.object().unwrap_or_else(|e| panic!("{e}")))
        .expect("write the object");
    let syms = symbols(&object);
    for (name, ty) in [
        ("many_ints", "FUNC"),
        ("many_floats", "FUNC"),
        ("bump", "FUNC"),
        ("opforge_total", "OBJECT"),
        ("opforge_buf", "OBJECT"),
        ("opforge_ro", "OBJECT"),
    ] {
        assert_eq!(syms[name].2, ty, "{name}");
        assert_eq!(syms[name].3, "GLOBAL DEFAULT", "{name}");
    }
    for name in ["c_many_ints", "c_many_floats", "c_table"] {
        assert_eq!(syms[name].4, "UND", "{name}");
    }
    let main = dir.join("many_args.c");
    std::fs::write(
        &main,
        r#"#include <stdint.h>
#include <stdio.h>
int64_t many_ints(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
                  int64_t, int64_t, double, double, double, double, double, double, double,
                  double, double, double);
float many_floats(int, int, int, int, int, int, int, int, int, int, float, float, float,
                  float, float, float, float, float, float, float);
int64_t bump(int64_t);
extern int64_t opforge_total;
extern int64_t opforge_buf[5];
extern const double opforge_ro;
int32_t c_table[3] = {11, 22, 33};
int64_t c_many_ints(int64_t a0, int64_t a1, int64_t a2, int64_t a3, int64_t a4, int64_t a5,
                    int64_t a6, int64_t a7, int64_t a8, int64_t a9, double d0, double d1,
                    double d2, double d3, double d4, double d5, double d6, double d7,
                    double d8, double d9) {
    int64_t a[10] = {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9};
    double d[10] = {d0, d1, d2, d3, d4, d5, d6, d7, d8, d9};
    int64_t s = 0;
    double t = 0;
    for (int k = 0; k < 10; k++) { s += (k + 1) * a[k]; t += (k + 1) * d[k]; }
    return s + (int64_t)(t * 4);
}
float c_many_floats(int x0, int x1, int x2, int x3, int x4, int x5, int x6, int x7, int x8,
                    int x9, float y0, float y1, float y2, float y3, float y4, float y5,
                    float y6, float y7, float y8, float y9) {
    int x[10] = {x0, x1, x2, x3, x4, x5, x6, x7, x8, x9};
    float y[10] = {y0, y1, y2, y3, y4, y5, y6, y7, y8, y9};
    int s = 0;
    float t = 0;
    for (int k = 0; k < 10; k++) { s += (k + 1) * x[k]; t += (k + 1) * y[k]; }
    return (float)s + t;
}
int main(void) {
    int64_t i = many_ints(1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
                          0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5);
    float f = many_floats(-1, 2, -3, 4, -5, 6, -7, 8, -9, 10,
                          0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5);
    int64_t b1 = bump(3);
    int64_t b2 = bump(4);
    printf("%lld %.2f %lld %lld %lld %lld %.2f\n", (long long)i, f, (long long)b1,
           (long long)b2, (long long)opforge_total, (long long)opforge_buf[2], opforge_ro);
    return 0;
}
"#,
    )
    .expect("write the C");
    let printed = link_and_run(&dir, &[main, object]);
    // The same computations in Rust.
    let a: Vec<i64> = (1..=10).collect();
    let d: Vec<f64> = (0..10).map(|k| k as f64 + 0.5).collect();
    let (ra, rd): (Vec<i64>, Vec<f64>) = (
        a.iter().rev().copied().collect(),
        d.iter().rev().copied().collect(),
    );
    let s: i64 = (0..10).map(|k| (k as i64 + 1) * ra[k]).sum();
    let t: f64 = (0..10).map(|k| (k as f64 + 1.0) * rd[k]).sum();
    let ints = s + (t * 4.0) as i64 + a[0] * 1000;
    let x: Vec<i32> = (1..=10).map(|k| if k % 2 == 1 { -k } else { k }).collect();
    let y: Vec<f32> = (1..=10).map(|k| k as f32 * 0.25).collect();
    let s: i32 = (0..10).map(|k| (k as i32 + 1) * x[k]).sum();
    let t: f32 = (0..10).map(|k| (k as f32 + 1.0) * y[k]).sum();
    let floats = s as f32 + t + y[9];
    let (b1, b2) = ((5 + 3) * 100 + 22, (5 + 3 + 4) * 100 + 22);
    assert_eq!(printed, format!("{ints} {floats:.2} {b1} {b2} 12 4 2.75\n"));
}
