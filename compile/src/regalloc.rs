//! regalloc2 glue (to come).
