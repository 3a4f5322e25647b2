//! The target-neutral back end: owns what every target shares once its LIR table is generated.
//! [`regalloc`] presents a LIR function to regalloc2 from the table's allocation policy rows;
//! [`emit`] lays out the frame from the table's `abi` (outgoing arguments, spills, callee-saved
//! registers, stack reservations) and emits each instruction through the generated emitter;
//! [`module`] chains them for a module of functions that call each other; [`code`] is a module
//! compiled without a harness, as relocatable code (symbols, relocations, data, externals);
//! [`executable`] writes a static ELF executable for any machine and [`emulator`] runs it under
//! qemu-user; [`listing`] prints compiled code a line an instruction; [`target`] is what a target folder implements for all of it; [`trap`] numbers the ways a function can trap. It names no target: each target's entry points
//! (A64's `LirModule` and free functions) live in its folder, and what must know every target
//! asks `crate::targets`.

pub mod code;
pub mod emit;
pub mod emulator;
pub mod executable;
pub mod listing;
pub mod module;
pub mod object;
pub mod regalloc;
pub mod sites;
pub mod target;
pub mod trap;
