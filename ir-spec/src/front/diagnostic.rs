//! Diagnostics: owns the catalogue of spec rules ([`Rule`]), one located finding ([`Diagnostic`])
//! and the error a failed load returns ([`SpecError`]), rendered as `file:line:col`, message,
//! source snippet and hint.

use std::fmt;

use crate::front::source::{Loc, SourceMap};

macro_rules! rules {
    ($($variant:ident = $code:literal, $slug:literal, $summary:literal;)*) => {
        /// Every rule the loader and validator enforce. Each has a stable code (`E0xx`), a short
        /// slug and a one-line summary; documentation lists them in `docs/spec-format.md`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Rule {
            $(#[doc = $summary] $variant,)*
        }

        impl Rule {
            /// Every rule, in code order.
            pub const ALL: &'static [Rule] = &[$(Rule::$variant,)*];

            /// The stable code, such as `E010`.
            pub const fn code(self) -> &'static str {
                match self { $(Rule::$variant => $code,)* }
            }

            /// A short kebab-case name, such as `duplicate-name`.
            pub const fn slug(self) -> &'static str {
                match self { $(Rule::$variant => $slug,)* }
            }

            /// A one-line description of what the rule demands.
            pub const fn summary(self) -> &'static str {
                match self { $(Rule::$variant => $summary,)* }
            }
        }
    };
}

rules! {
    Io = "E001", "io", "The spec file must be readable.";
    TooLarge = "E002", "too-large", "A spec file must not exceed the loader's size limit.";
    Syntax = "E003", "yaml-syntax", "A spec file must be well-formed YAML.";
    Budget = "E004", "resource-budget", "A spec file must stay within the loader's node, alias and depth budget.";
    Shape = "E005", "schema", "Keys and values must follow the schema: no unknown keys, no missing keys, values of the right kind.";
    Version = "E006", "version", "The `version` key must name a supported schema version.";
    Kind = "E007", "kind", "The top-level `kind` key must name a kind of spec opforge reads (`ir`, `isa`, `cfg`), the same in every file of one spec.";
    FileTwice = "E008", "file-twice", "A file is given once: the files of one spec are distinct files (compared by their canonical paths).";
    DuplicateName = "E010", "duplicate-name", "Names must be unique within their namespace.";
    InvalidIdentifier = "E011", "invalid-identifier", "Names must be ASCII identifiers: a letter, then letters, digits or underscores.";
    ReservedName = "E012", "reserved-name", "Names must not be Rust keywords or names the generator reserves.";
    GeneratedNameClash = "E013", "generated-name-clash", "Two names must not become the same Rust identifier.";
    MissingDoc = "E014", "missing-doc", "Every public item needs a non-empty `doc`.";
    UnknownType = "E020", "unknown-type", "A type reference must name a primary type, a type set or a type variable.";
    UnknownClass = "E021", "unknown-class", "A class reference must name a declared class.";
    UnknownOpcode = "E022", "unknown-opcode", "An opcode reference must name a gate, a class or an opcode set.";
    UnknownFlag = "E023", "unknown-flag", "A flag reference must name a declared flag.";
    UnknownRoot = "E024", "unknown-root", "A gate's `root` must name an entry of the `roots` list.";
    UnknownAttribute = "E025", "unknown-attribute", "An attribute must be declared in `attributes` before a gate sets it.";
    UnknownLevel = "E026", "unknown-level", "A gate's `level` must name a declared level.";
    UnknownWireKind = "E027", "unknown-wire-kind", "A wire kind of `wires` has one of the behaviours `state`, `depend`, `data` and `root` (its `like:`, or its name), and gates use only the declared wire kinds, by their names.";
    UnknownRole = "E028", "unknown-role", "A key of `roles` must name a role the graph rules and walks know.";
    UnknownGraphRule = "E029", "unknown-graph-rule", "An entry of `graph_rules` must name a graph rule the runtime verifier knows.";
    ClassCycle = "E030", "class-cycle", "The class tree must not contain a cycle.";
    GateWithoutClass = "E031", "gate-without-class", "Every gate must name its class.";
    GateInInnerClass = "E032", "gate-in-inner-class", "A gate must belong to a leaf class, not to a class with subclasses.";
    EmptyClass = "E033", "empty-class", "Every class must contain at least one gate.";
    TooManyOpcodes = "E034", "too-many-opcodes", "A spec must have fewer than 65535 gates so that opcodes fit a `u16` with a niche.";
    TooManyFlags = "E035", "too-many-flags", "A spec may declare at most 64 flags (flags are a 64-bit set).";
    TooManyTypes = "E036", "too-many-types", "A spec may declare at most 64 primary types (type sets are 64-bit masks).";
    ClassTreeTooDeep = "E037", "class-tree-too-deep", "The class tree may be at most 64 levels deep.";
    EmptyTypeSet = "E040", "empty-type-set", "A type set must have at least one member.";
    BadTypeSetMember = "E041", "bad-type-set-member", "A type set member must be a primary type or another type set.";
    TypeSetCycle = "E042", "type-set-cycle", "Type sets must not include themselves.";
    EmptyOpcodeSet = "E043", "empty-opcode-set", "An opcode set must have at least one member.";
    OpcodeSetCycle = "E044", "opcode-set-cycle", "Opcode sets must not include themselves.";
    EmptyAlternative = "E045", "empty-alternative", "An `A | B` list must not have an empty alternative.";
    VariadicWithoutBitfield = "E050", "variadic-without-bitfield", "An input counted by the bitfield needs the gate to declare a `count` bitfield.";
    UnusedCountBitfield = "E051", "unused-count-bitfield", "A `count` bitfield must drive exactly one variadic input.";
    SeveralVariadics = "E052", "several-variadics", "A gate's wire kind may have only one variadic input, and no optional input beside it.";
    OptionalNotLast = "E053", "optional-not-last", "Optional inputs must come after all required inputs of their wire kind.";
    EnumValueCollision = "E054", "enum-value-collision", "Two cases of a bitfield enum must not share a value.";
    EnumValueOverflow = "E055", "enum-value-overflow", "A bitfield enum value must fit in the bitfield's width.";
    BadBitfieldWidth = "E056", "bad-bitfield-width", "A bitfield width must be between 1 and 64 bits.";
    DuplicateEnumCase = "E057", "duplicate-enum-case", "The cases of a bitfield enum must have distinct names.";
    FlexWithoutOutput = "E060", "flex-without-output", "A gate that uses the type variable on an input must produce a value.";
    TypeVariableInSet = "E061", "type-variable-in-set", "A type variable stands for one type; it cannot be a type set member.";
    BadAttributeValue = "E062", "bad-attribute-value", "An attribute value must match the attribute's declared kind and range.";
    BadFieldType = "E063", "bad-field-type", "A gate field's type must be a valid Rust type.";
    RootNotGate = "E064", "root-not-gate", "Each entry of `roots` must name a gate, and the first takes no inputs.";
    OpcodeInputOnData = "E065", "bad-wire-constraint", "State inputs constrain source opcodes; data inputs constrain types.";
    BadRole = "E066", "bad-role", "A role must name what its kind demands: one gate, one root, or roots.";
    MissingRole = "E067", "missing-role", "A graph rule the spec asks for needs every one of its roles.";
    WireKindSplit = "E069", "wire-kind-split", "A gate's inputs of the wire kinds of one behaviour share one group, so they must split by kind: at most one of those kinds is variadic and an optional input ends the group.";
    IsaBitsWidth = "E100", "isa-bits-width", "An encoding's bit pattern must cover exactly 32 bits.";
    IsaBadPattern = "E101", "isa-bad-pattern", "A bit pattern is made of `0`/`1` runs and `field:width` tokens.";
    IsaUnknownName = "E102", "isa-unknown-name", "A register class, operand type, operand, field or encoding reference must name a declared one.";
    IsaUnboundField = "E103", "isa-unbound-field", "Every field of an encoding must be bound by exactly one operand of its template.";
    IsaOperandWidth = "E104", "isa-operand-width", "An operand's fields must add up to its type's encoded width.";
    IsaOverlap = "E105", "isa-overlap", "No two encodings may match the same word; spell one as an alias of the other.";
    IsaBadTemplate = "E106", "isa-bad-template", "An asm template must be well-formed and name only bound operands.";
    IsaBadExpression = "E107", "isa-bad-expression", "An alias expression must parse, name known fields or operands, and have the right type.";
    IsaBadOperandType = "E108", "isa-bad-operand-type", "An operand type must have the parameters its kind needs, and only those, with legal values.";
    IsaAliasCoverage = "E109", "isa-alias-coverage", "An alias must determine every field of its encoding exactly once.";
    IsaValueOverflow = "E110", "isa-value-overflow", "A fixed value must fit its field.";
    IsaExpands = "E111", "isa-expands", "A narrower encoding's `expands` (and `also_compresses`) names a wider encoding by its template, binds each of the narrow encoding's operands (a name written twice ties two operands), fixes the others with literal values of their types, and gives operands only values the wider operands hold.";
    CfgImmediate = "E120", "cfg-immediate", "An immediate kind has either `bits` (1 to 64, optionally `signed`), a non-empty `cases` list, or `float: true` alone.";
    CfgOperandKind = "E121", "cfg-operand-kind", "An operand has exactly one of `value: <type>`, `imm: <kind>` or `block: true`.";
    CfgSameType = "E122", "cfg-same-type", "`same` names an earlier value operand of the instruction, on a value operand or a result; a result has a `type` or a `same`.";
    CfgVariadic = "E123", "cfg-variadic", "Only the last operand of an instruction, a value operand, may be variadic.";
    CfgTerminator = "E124", "cfg-terminator", "Block targets and `returns` belong to terminators, and a terminator has no results.";
    CfgUnknownImmediate = "E125", "cfg-unknown-immediate", "An `imm` operand names a declared immediate kind.";
    CfgMachine = "E126", "cfg-machine", "A LIR's `machine` names a machine table that loads and a crate; allocation and emission fields need a `machine`.";
    CfgRegister = "E127", "cfg-register", "Register classes, sets and type classes name the machine's register kinds and general registers that exist; a register kind is a view of one class; a class's allocation lists name no register it reserves or its `abi` keeps.";
    CfgPolicy = "E128", "cfg-policy", "Allocation policies (`alloc`, `at`, `reuse`, `fixed_each`, temps) are well-formed and fit the value's one register class; a fixed register is one the class allocates (not its scratch, not reserved, not kept by the `abi`).";
    LowerTable = "E130", "lower-table", "A lowering table's `source` is an IR table and its `target` a LIR table (a cfg table with a `machine`), and both load.";
    LowerName = "E131", "lower-name", "Gates, types, enum cases, immediate kinds and target instructions named by a lowering table exist in its source or target table.";
    LowerStep = "E132", "lower-step", "A lowering rule has exactly one of `steps`, `custom` or `unsupported`; its input patterns name inputs that exist; each step parses and gives its instruction operands of the right kind, type and range, defined before use, and defines `out` once.";
    LowerCoverage = "E133", "lower-coverage", "Every gate of the source's MIR level has rules or is marked unsupported; every type, first-input type and bitfield case the source accepts for a gate with rules is lowered by a rule without input conditions or refused; and whatever a rule with input conditions handles, a rule without them lowers too.";
    LowerAmbiguous = "E134", "lower-ambiguous", "Two rules of one gate and one priority never match the same gate.";
    LowerShadowed = "E135", "lower-shadowed", "Every rule can fire: no higher-priority rules take every gate it matches.";
    CfgAbiRegister = "E136", "cfg-abi-register", "Every register the `abi` of a LIR names is a register of the class it is listed under (spelt as any view of that class spells it; the stack pointer, frame pointer and link register of any class), and every class it names is declared.";
    CfgAbiOverlap = "E137", "cfg-abi-overlap", "A register has one role in the `abi`: none is listed twice; the registers it keeps (stack pointer, frame pointer, link register, scratch, reserved) are distinct; argument and result registers are registers the class allocates; callee-saved registers are neither argument, result nor kept registers (the frame pointer aside).";
    CfgAbiShape = "E138", "cfg-abi-shape", "A LIR has at most one `abi`; it names a stack pointer and its stack arguments (slot and alignment powers of two, the alignment at least the slot), lists each register class once, and keeps registers in place of the classes' `reserved` lists.";
    CfgAbiCall = "E139", "cfg-abi-call", "Calls and returns agree with the `abi`: a call's `fixed_each` list gives each class's argument registers in the abi's order, and a fixed result of a call or fixed operand of a return is the result register of its class in the abi.";
    CfgCompoundType = "E140", "cfg-compound-type", "A type is at most one compound family (`pointer: true` or `array: true`), a table declares at most one family of each, a compound family is no register type of a LIR (no `class`), and only a family has `elements`.";
    CfgTypeOf = "E141", "cfg-type-of", "`pointee`, `address` and `global` name an earlier operand of the instruction: `pointee` and `address` a single value operand that only pointers satisfy (`address` followed by a variadic last operand, the indices), `global` an immediate whose kind refers to globals; `pointee` on an immediate needs a kind that refers to globals; a result has at most one of `same`, `pointee`, `address` and `global`.";
    CfgRefers = "E142", "cfg-refers", "An immediate kind's `refers` is `function` or `global`, on an integer kind.";
    Yaml11Boolean = "W001", "yaml-1-1-boolean", "A warning: a name or key is not spelt like a YAML 1.1 boolean (`on`, `off`, `yes`, `no`, `y`, `n`, in any case), which YAML 1.1 tools and editors read as `true` or `false`; quote it.";
    CfgEmit = "E129", "cfg-emit", "Each instruction of a LIR has an emission whose forms exist, whose operands are all bound with values of the right kind and class, and whose expected assembly names bound parts.";
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[{}]", self.code(), self.slug())
    }
}

/// How serious a finding is: an error stops the load; a warning is shown and the load goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The spec is refused.
    Error,
    /// The spec loads, but something in it is likely to mislead a reader or another tool.
    Warning,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        })
    }
}

/// One finding: which rule was broken, where, what was found, and how it might be fixed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Whether the finding stops the load.
    pub severity: Severity,
    /// The broken rule.
    pub rule: Rule,
    /// Where in the spec.
    pub loc: Loc,
    /// What is wrong, in one sentence.
    pub message: String,
    /// A suggestion, such as "did you mean `ADD`?".
    pub hint: Option<String>,
}

impl Diagnostic {
    /// A finding with no hint.
    pub fn new(rule: Rule, loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            rule,
            loc,
            message: message.into(),
            hint: None,
        }
    }

    /// A warning with no hint: shown, but the load goes on.
    pub fn warning(rule: Rule, loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Self::new(rule, loc, message)
        }
    }

    /// Adds a hint.
    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// Adds a hint when there is one.
    pub fn with_optional_hint(mut self, hint: Option<String>) -> Self {
        self.hint = hint;
        self
    }

    /// Renders the finding as `error[E0xx]: message` (`warning[W0xx]` for a warning), the
    /// `--> file:line:col` line, the snippet and the hint.
    pub fn render(&self, sources: &SourceMap) -> String {
        let pad = " ".repeat(self.loc.line.max(1).to_string().len());
        let mut out = format!(
            "{}[{}]: {}\n",
            self.severity,
            self.rule.code(),
            self.message
        );
        out.push_str(&format!("{pad}--> {}\n", position(sources, self.loc)));
        out.push_str(&sources.snippet(self.loc, self.rule.slug()));
        if let Some(hint) = &self.hint {
            out.push_str(&format!("{pad} = help: {hint}\n"));
        }
        out
    }
}

/// `file:line:col`, or just `file` for a finding about the whole file (line 0).
fn position(sources: &SourceMap, loc: Loc) -> String {
    if loc.line == 0 {
        sources.display(loc.file).to_owned()
    } else {
        format!("{}:{}:{}", sources.display(loc.file), loc.line, loc.column)
    }
}

/// The error of a failed load: every finding, with the sources needed to render them.
#[derive(Clone, Debug)]
pub struct SpecError {
    /// The files that were read.
    pub sources: SourceMap,
    /// All findings, in file and line order.
    pub diagnostics: Vec<Diagnostic>,
}

impl SpecError {
    /// The first finding (there is always at least one).
    pub fn first(&self) -> Option<&Diagnostic> {
        self.diagnostics.first()
    }

    /// `file:line:col` of a finding.
    pub fn position(&self, d: &Diagnostic) -> String {
        position(&self.sources, d.loc)
    }
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.diagnostics {
            writeln!(f, "{}", d.render(&self.sources))?;
        }
        let n = self.diagnostics.len();
        write!(f, "{n} error{} in the spec", if n == 1 { "" } else { "s" })
    }
}

impl std::error::Error for SpecError {}

/// The warnings of a load: findings that do not stop it (see [`Severity::Warning`]), with the
/// sources needed to render them.
#[derive(Clone, Debug, Default)]
pub struct Warnings {
    /// The files that were read.
    pub sources: SourceMap,
    /// Every warning, in file and line order.
    pub diagnostics: Vec<Diagnostic>,
}

impl Warnings {
    /// Whether there is no warning.
    pub fn is_empty(&self) -> bool {
        self.diagnostics.is_empty()
    }

    /// One line a warning, `file:line:col: warning[W0xx]: message (help: hint)`, as a build
    /// script hands it to Cargo after `cargo:warning=`.
    pub fn lines(&self) -> Vec<String> {
        self.diagnostics
            .iter()
            .map(|d| {
                let hint = d
                    .hint
                    .as_ref()
                    .map_or_else(String::new, |h| format!(" (help: {h})"));
                format!(
                    "{}: {}[{}]: {}{hint}",
                    position(&self.sources, d.loc),
                    d.severity,
                    d.rule.code(),
                    d.message
                )
            })
            .collect()
    }
}

impl fmt::Display for Warnings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.diagnostics {
            writeln!(f, "{}", d.render(&self.sources))?;
        }
        let n = self.diagnostics.len();
        write!(
            f,
            "{n} warning{} in the spec",
            if n == 1 { "" } else { "s" }
        )
    }
}
