//! The Circuit pipeline: owns the way from a Circuit (sea-of-nodes) graph to LIR functions.
//! [`schedule`] places and orders the gates in blocks; [`lower`] drives a target's matcher
//! (generated from `spec/lower-arm64.yaml` or `spec/lower-riscv64.yaml`) over the scheduled
//! gates; [`pipeline`] chains them with the back end for a module of circuits and reads the
//! outcomes back.

pub mod lower;
pub mod pipeline;
pub mod schedule;
