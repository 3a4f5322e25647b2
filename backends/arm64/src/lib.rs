//! `opforge-arm64` will own the ARM64 machine-code layer generated from `spec/arm64.yaml`: typed
//! registers and immediates, one constructor per instruction form, an `Inst` enum with `encode`,
//! `decode`, `Display` (LLVM syntax) and `FromStr`, and a code buffer with labels and fixups. It is
//! empty until the issue "ARM64 from tables" fills it.
