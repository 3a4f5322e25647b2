//! The C runtime: an object linked with `sylib.c`, run with its input.

use super::*;

/// Reads n and n numbers into a local array with `getarray`, prints their sum and the largest
/// with `putint` and `putch`, prints the array back with `putarray`, and a float with
/// `putfloat`; returns the sum modulo 256 as the exit status.
const WITH_RUNTIME: &str = "\
extern %getint() -> i32
extern %getarray(*i32) -> i32
extern %putint(i32)
extern %putch(i32)
extern %putarray(i32, *i32)
extern %putfloat(f32)
function %main() -> i32 {
block0:
    v0 = calloc.*i32 100
    v1 = call.i32 2, v0
    v2 = iconst 0
    v3 = iconst 1
    br block1(v2, v2, v2)
block1(v4: i32, v5: i32, v6: i32):
    v7 = icmp_lt v4, v1
    brcond v7, block2, block5
block2:
    v8 = gep v0, v4
    v9 = load v8
    v10 = iadd v5, v9
    v11 = iadd v4, v3
    v12 = icmp_gt v9, v6
    brcond v12, block3, block4
block3:
    br block1(v11, v10, v9)
block4:
    br block1(v11, v10, v6)
block5:
    call_void 3, v5
    v13 = iconst 10
    call_void 4, v13
    call_void 3, v6
    call_void 4, v13
    call_void 5, v1, v0
    v14 = itof v5
    v15 = fconst 0.5
    v16 = fmul v14, v15
    call_void 6, v16
    call_void 4, v13
    v17 = call.i32 1
    call_void 3, v17
    call_void 4, v13
    v18 = iconst 256
    v19 = imod v5, v18
    ret v19
}
";

#[test]
fn an_object_calling_the_c_runtime_links_with_sylib_and_runs() {
    let m = module(WITH_RUNTIME);
    let lir = lower_module(&m).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lir.externs[0], "getint");
    assert_eq!(lir.extern_callee(2), Ok(3), "callee numbering agrees");
    let object = lir.object().unwrap_or_else(|e| panic!("{e}"));
    let dir = scratch();
    let obj = dir.join("runtime_main.o");
    std::fs::write(&obj, object).expect("object written");
    let exe = dir.join("runtime_main");
    let runtime = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("runtime");
    let gcc = Command::new("aarch64-linux-gnu-gcc")
        .arg("-static")
        .arg("-O2")
        .arg("-o")
        .arg(&exe)
        .arg(&obj)
        .arg(runtime.join("sylib.c"))
        .arg("-I")
        .arg(&runtime)
        .output()
        .unwrap_or_else(|e| {
            panic!("aarch64-linux-gnu-gcc: {e} (install gcc-aarch64-linux-gnu and libc6-dev-arm64-cross; `.ci/setup` does)")
        });
    assert!(
        gcc.status.success(),
        "link failed: {}",
        String::from_utf8_lossy(&gcc.stderr)
    );
    let mut qemu = Command::new("qemu-aarch64")
        .arg(&exe)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("qemu-aarch64: {e} (install qemu-user; `.ci/setup` does)"));
    {
        use std::io::Write;
        let mut stdin = qemu.stdin.take().expect("stdin");
        stdin
            .write_all(b"5\n3 -1 40 2 7\n-17\n")
            .expect("input written");
    }
    let out = qemu.wait_with_output().expect("qemu ran");
    let text = String::from_utf8_lossy(&out.stdout);
    let sum = 3 - 1 + 40 + 2 + 7;
    assert_eq!(
        text,
        format!("{sum}\n40\n5: 3 -1 40 2 7\n0x1.98p+4\n-17\n"),
        "stdout"
    );
    assert_eq!(out.status.code(), Some(sum % 256));
}
