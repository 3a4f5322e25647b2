// `spec!` works in any module, whatever that module declares: the generated code names its
// runtime by absolute path (`::opforge_ir::...`) and its items sit in a module of their own, so
// none of the names below captures a name the generated code uses.
mod outer {
    pub mod ir {
        #![allow(dead_code, non_camel_case_types)]
        struct Option;
        struct Result;
        struct Some;
        struct String;
        struct u16;
        mod core {}
        mod opforge_ir {}
        type OpcodeInfo = ();
        type OpcodeRange = ();
        ir_macros::spec!("$OPFORGE_ROOT/tests/ui/specs/valid.yaml");
    }
}

use opforge_ir::OpcodeEnum;
use outer::ir::{Class, MachineType, Opcode, class_range};

fn main() {
    assert_eq!(Opcode::ALL.len(), 1);
    assert_eq!("ADD".parse::<Opcode>(), Ok(Opcode::Add));
    assert_eq!(
        "SUB".parse::<Opcode>(),
        Err(opforge_ir::UnknownOpcode("SUB".to_owned()))
    );
    let info: &opforge_ir::OpcodeInfo<Opcode> = Opcode::Add.info();
    assert_eq!((info.name, info.class), ("ADD", Class::Arith));
    let range: opforge_ir::OpcodeRange<Opcode> = class_range::ARITH;
    assert!(range.contains(Opcode::Add) && Class::Arith.contains(Opcode::Add));
    assert_eq!(OpcodeEnum::number(Opcode::Add), 0);
    assert_eq!(MachineType::I32.to_string(), "i32");
}
