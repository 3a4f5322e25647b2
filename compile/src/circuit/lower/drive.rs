//! `drive_table!`: a target's generated `Driver`, `Custom` and
//! [`CircuitTarget`](super::CircuitTarget) impls, forwarding to the shared driver and rules.

/// Implements a target's generated `Driver` and `Custom` traits (of the matcher module `$table`)
/// for [`Lowerer`](super::Lowerer) at target `$target`: the `Driver` answers are the shared driver's, the
/// `Custom` rules every table shares (`lower_arg`, `lower_constant`, `lower_alloca`, `lower_exp`,
/// `same_width_copy`, `lower_switch`) are the shared rules of `custom.rs`, and `$extra` are the
/// target's own `Custom` methods.
macro_rules! drive_table {
    ($table:ident, $target:ty, { $($extra:tt)* }) => {
        impl<'f> $table::Driver for $crate::lower::Lowerer<'_, 'f, $target> {
            type Gate = ::ir_core::circuit::GateRef;
            type Builder = ::opforge_cfg::Builder<'f, <$target as $crate::target::Target>::Op>;
            type Error = $crate::lower::LowerError;

            fn opcode(&self, gate: Self::Gate) -> ::ir_core::opcode::Opcode {
                self.gate_opcode(gate)
            }
            fn machine_type(&self, gate: Self::Gate) -> ::ir_core::opcode::MachineType {
                self.gate_type(gate)
            }
            fn bitfield(&self, gate: Self::Gate) -> u64 {
                self.gate_bitfield(gate)
            }
            fn input(&self, gate: Self::Gate, n: usize) -> Self::Gate {
                self.gate_input(gate, n)
            }
            fn input_count(&self, gate: Self::Gate) -> usize {
                self.gate_input_count(gate)
            }
            fn constant(&self, gate: Self::Gate) -> Option<i64> {
                self.gate_constant(gate)
            }
            fn absorbable(&self, input: Self::Gate, user: Self::Gate) -> bool {
                self.gate_absorbable(input, user)
            }
            fn value(&mut self, gate: Self::Gate) -> Result<::opforge_cfg::Value, Self::Error> {
                self.value_of(gate)
            }
            fn define(&mut self, gate: Self::Gate, value: ::opforge_cfg::Value) {
                self.define_value(gate, value)
            }
            fn builder(&mut self) -> &mut Self::Builder {
                self.lir()
            }
            fn target(&self, _gate: Self::Gate, which: usize) -> ::opforge_cfg::Block {
                self.branch_target(which)
            }
            fn unmapped(&self, gate: Self::Gate, bitfield: u64) -> Self::Error {
                self.unmapped_error(gate, bitfield)
            }
            fn untyped(&self, gate: Self::Gate) -> Self::Error {
                self.untyped_error(gate)
            }
            fn out_of_range(&self, gate: Self::Gate, error: ::opforge_cfg::ImmOutOfRange) -> Self::Error {
                self.out_of_range_error(gate, error)
            }
        }

        impl $table::Custom for $crate::lower::Lowerer<'_, '_, $target> {
            fn lower_arg(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.arg_rule(gate)
            }
            fn lower_constant(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.constant_rule(gate)
            }
            fn lower_alloca(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.alloca_rule(gate)
            }
            fn lower_exp(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.exp_rule(gate)
            }
            fn same_width_copy(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.same_width_copy_rule(gate)
            }
            fn lower_switch(&mut self, gate: ::ir_core::circuit::GateRef) -> Result<(), $crate::lower::LowerError> {
                self.switch_rule(gate)
            }
            $($extra)*
        }

        impl $crate::lower::CircuitTarget for $target {
            type Rule = $table::RuleId;
            const TABLE: &'static str = TABLE;
            const MAX_RESERVED: u64 = MAX_RESERVED;

            fn lir_type(t: ::ir_core::opcode::MachineType) -> Option<$crate::target::TypeOf<Self>> {
                $table::target_type(t)
            }
            fn select(l: &$crate::lower::Lowerer<'_, '_, Self>, gate: ::ir_core::circuit::GateRef) -> Option<Self::Rule> {
                $table::select(l, gate)
            }
            fn rule(rule: Self::Rule) -> $crate::lower::RuleFacts {
                let info = &$table::RULES[rule.0 as usize];
                $crate::lower::RuleFacts {
                    absorbs: info.absorbs,
                    immediates: info.immediates,
                    unsupported: info.unsupported,
                }
            }
            fn unsupported(op: ::ir_core::opcode::Opcode) -> Option<&'static str> {
                $table::unsupported(op)
            }
            fn emit_rule(
                l: &mut $crate::lower::Lowerer<'_, '_, Self>,
                gate: ::ir_core::circuit::GateRef,
                rule: Self::Rule,
            ) -> Result<(), $crate::lower::LowerError> {
                $table::emit(l, gate, rule)
            }
            fn harness_int(v: ::ir_core::interp::Value) -> i64 {
                harness_int(v)
            }
            fn jump(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, to: ::opforge_cfg::Block, args: &[::opforge_cfg::Value]) {
                b.jump((to, args));
            }
            fn ret_void(b: &mut ::opforge_cfg::Builder<'_, Self::Op>) {
                b.ret_void();
            }
            fn iconst(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, value: i64, t: $crate::target::TypeOf<Self>) -> ::opforge_cfg::Value {
                b.iconst(value, t)
            }
            fn bitcast_to_float(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, v: ::opforge_cfg::Value, t: $crate::target::TypeOf<Self>) -> ::opforge_cfg::Value {
                b.bitcast_to_float(v, t)
            }
            fn copy_value(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, v: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
                b.copy(v)
            }
            fn frame_addr(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, depth: ::opforge_cfg::UImm<24>) -> ::opforge_cfg::Value {
                b.frame_addr(depth)
            }
            fn imul(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, x: ::opforge_cfg::Value, y: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
                b.imul(x, y)
            }
            fn band(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, x: ::opforge_cfg::Value, y: ::opforge_cfg::Value) -> ::opforge_cfg::Value {
                b.band(x, y)
            }
            fn ushr_imm(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, v: ::opforge_cfg::Value, amount: ::opforge_cfg::UImm<6>) -> ::opforge_cfg::Value {
                b.ushr_imm(v, amount)
            }
            fn canonical(b: &mut ::opforge_cfg::Builder<'_, Self::Op>, v: ::opforge_cfg::Value, ty: ::ir_core::opcode::MachineType) -> ::opforge_cfg::Value {
                canonical(b, v, ty)
            }
            fn branch_if(
                b: &mut ::opforge_cfg::Builder<'_, Self::Op>,
                v: ::opforge_cfg::Value,
                zero: bool,
                to: [::opforge_cfg::Block; 2],
            ) {
                branch_if(b, v, zero, to)
            }
            fn branch_if_equal(
                b: &mut ::opforge_cfg::Builder<'_, Self::Op>,
                x: ::opforge_cfg::Value,
                t: $crate::target::TypeOf<Self>,
                case: u64,
                to: [::opforge_cfg::Block; 2],
            ) {
                branch_if_equal(b, x, t, case, to)
            }
        }
    };
}
pub(crate) use drive_table;
