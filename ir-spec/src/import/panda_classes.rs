//! Facts about Panda's C++ instruction classes that its `instructions.yaml` does not hold: each
//! class's primary base (the class tree) and the mixins it inherits beside it, the mixins that
//! imply another, and the cases of the enumerations some mixins carry. Taken from
//! `static_core/compiler/optimizer/ir/inst.h` and `constants.h` of
//! openharmony/arkcompiler_runtime_core at 1541ba96 (the commit of the table in
//! `../shared/data`): class names and inheritance only.
//!
//! Template instances are named as Panda's own aliases name them (`FixedInputsInst<2U>` is
//! `FixedInputsInst2`); `WithGCBarrierEntrypointInst<N>` is the mixin
//! `WithGCBarrierEntrypointMixin` over `LimitedInputsInst`, and is listed so.

/// Each class: its name, its primary base (`None` for the root, `Inst`) and the mixins it
/// declares (its base's are inherited). Listed depth-first, parents before children.
pub(crate) const PANDA_CLASSES: &[(&str, Option<&str>, &[&str])] = &[
    ("Inst", None, &[]),
    ("DynamicInputsInst", Some("Inst"), &[]),
    (
        "CallIndirectInst",
        Some("DynamicInputsInst"),
        &["InputTypesMixin"],
    ),
    (
        "CallInst",
        Some("DynamicInputsInst"),
        &["InlinedInstMixin", "InputTypesMixin", "MethodDataMixin"],
    ),
    ("CatchPhiInst", Some("DynamicInputsInst"), &[]),
    (
        "IntrinsicInst",
        Some("DynamicInputsInst"),
        &[
            "InlinedInstMixin",
            "InputTypesMixin",
            "TypeIdMixin",
            "MethodDataMixin",
        ],
    ),
    ("PhiInst", Some("DynamicInputsInst"), &["AnyTypeMixin"]),
    ("SaveStateInst", Some("DynamicInputsInst"), &[]),
    ("LimitedInputsInst", Some("Inst"), &[]),
    ("FixedInputsInst", Some("LimitedInputsInst"), &[]),
    ("FixedInputsInst0", Some("FixedInputsInst"), &[]),
    ("ConstantInst", Some("FixedInputsInst0"), &[]),
    ("FunctionImmediateInst", Some("FixedInputsInst0"), &[]),
    (
        "GetAnyTypeNameInst",
        Some("FixedInputsInst0"),
        &["AnyTypeMixin"],
    ),
    ("LoadGCEntrypointInst", Some("FixedInputsInst0"), &[]),
    ("LoadImmediateInst", Some("FixedInputsInst0"), &[]),
    ("LoadObjFromConstInst", Some("FixedInputsInst0"), &[]),
    (
        "ParameterInst",
        Some("FixedInputsInst0"),
        &["LocationDataMixin"],
    ),
    ("ReturnInstI", Some("FixedInputsInst0"), &["ImmediateMixin"]),
    (
        "RuntimeClassInst",
        Some("FixedInputsInst0"),
        &["TypeIdMixin"],
    ),
    ("SpillFillInst", Some("FixedInputsInst0"), &[]),
    ("TryInst", Some("FixedInputsInst0"), &[]),
    ("FixedInputsInst1", Some("FixedInputsInst"), &[]),
    (
        "BinaryImmOperation",
        Some("FixedInputsInst1"),
        &["ImmediateMixin"],
    ),
    (
        "CastAnyTypeValueInst",
        Some("FixedInputsInst1"),
        &["AnyTypeMixin"],
    ),
    (
        "CastInst",
        Some("FixedInputsInst1"),
        &["InstWithOperandsType"],
    ),
    (
        "CastValueToAnyTypeInst",
        Some("FixedInputsInst1"),
        &["AnyTypeMixin"],
    ),
    ("ClassInst", Some("FixedInputsInst1"), &["TypeIdMixin"]),
    (
        "CompareAnyTypeInst",
        Some("FixedInputsInst1"),
        &["AnyTypeMixin"],
    ),
    (
        "DeoptimizeInst",
        Some("FixedInputsInst1"),
        &["DeoptimizeTypeMixin"],
    ),
    ("ExtractBitfieldInst", Some("FixedInputsInst1"), &[]),
    (
        "IfImmInst",
        Some("FixedInputsInst1"),
        &["InstWithOperandsType", "ConditionMixin", "ImmediateMixin"],
    ),
    (
        "LengthMethodInst",
        Some("FixedInputsInst1"),
        &["ArrayInstMixin"],
    ),
    (
        "LoadConstArrayInst",
        Some("FixedInputsInst1"),
        &["TypeIdMixin"],
    ),
    ("LoadFromPool", Some("FixedInputsInst1"), &["TypeIdMixin"]),
    (
        "LoadFromPoolDynamic",
        Some("FixedInputsInst1"),
        &["TypeIdMixin"],
    ),
    (
        "LoadPairPartInst",
        Some("FixedInputsInst1"),
        &["ImmediateMixin"],
    ),
    (
        "ResolveObjectFieldInst",
        Some("FixedInputsInst1"),
        &["TypeIdMixin"],
    ),
    (
        "ResolveObjectFieldStaticInst",
        Some("FixedInputsInst1"),
        &["TypeIdMixin"],
    ),
    (
        "ResolveStaticInst",
        Some("FixedInputsInst1"),
        &["MethodDataMixin"],
    ),
    ("ReturnInlinedInst", Some("FixedInputsInst1"), &[]),
    ("UnaryOperation", Some("FixedInputsInst1"), &[]),
    (
        "UnaryShiftedRegisterOperation",
        Some("FixedInputsInst1"),
        &["ImmediateMixin", "ShiftTypeMixin"],
    ),
    ("WrapObjectNativeInst", Some("FixedInputsInst1"), &[]),
    ("FixedInputsInst2", Some("FixedInputsInst"), &[]),
    (
        "AnyTypeCheckInst",
        Some("FixedInputsInst2"),
        &["AnyTypeMixin"],
    ),
    ("BinaryOperation", Some("FixedInputsInst2"), &[]),
    (
        "BinaryShiftedRegisterOperation",
        Some("FixedInputsInst2"),
        &["ImmediateMixin", "ShiftTypeMixin"],
    ),
    (
        "BoundsCheckInstI",
        Some("FixedInputsInst2"),
        &["ArrayInstMixin", "ImmediateMixin"],
    ),
    (
        "CmpInst",
        Some("FixedInputsInst2"),
        &["InstWithOperandsType"],
    ),
    (
        "CompareInst",
        Some("FixedInputsInst2"),
        &["InstWithOperandsType", "ConditionMixin"],
    ),
    (
        "DeoptimizeCompareImmInst",
        Some("FixedInputsInst2"),
        &[
            "InstWithOperandsType",
            "DeoptimizeTypeMixin",
            "ConditionMixin",
            "ImmediateMixin",
        ],
    ),
    (
        "DeoptimizeIfInst",
        Some("FixedInputsInst2"),
        &["DeoptimizeTypeMixin"],
    ),
    ("DispatchInst", Some("FixedInputsInst2"), &[]),
    (
        "FillConstArrayInst",
        Some("FixedInputsInst2"),
        &["TypeIdMixin", "ImmediateMixin"],
    ),
    ("GlobalVarInst", Some("FixedInputsInst2"), &["TypeIdMixin"]),
    (
        "HclassCheckInst",
        Some("FixedInputsInst2"),
        &["AnyTypeMixin"],
    ),
    (
        "IfInst",
        Some("FixedInputsInst2"),
        &["InstWithOperandsType", "ConditionMixin"],
    ),
    ("BinaryOverflowInst", Some("IfInst"), &[]),
    ("InitStringInst", Some("FixedInputsInst2"), &[]),
    (
        "LoadCompressedStringCharInstI",
        Some("FixedInputsInst2"),
        &["ImmediateMixin"],
    ),
    ("MonitorInst", Some("FixedInputsInst2"), &[]),
    ("NewObjectInst", Some("FixedInputsInst2"), &["TypeIdMixin"]),
    ("NullCheckInst", Some("FixedInputsInst2"), &["TypeIdMixin"]),
    (
        "ResolveVirtualInst",
        Some("FixedInputsInst2"),
        &["MethodDataMixin"],
    ),
    ("ThrowInst", Some("FixedInputsInst2"), &["MethodDataMixin"]),
    (
        "UnresolvedStoreStaticInst",
        Some("FixedInputsInst2"),
        &["NeedWriteBarrierMixin", "TypeIdMixin"],
    ),
    ("FixedInputsInst3", Some("FixedInputsInst"), &[]),
    (
        "BoundsCheckInst",
        Some("FixedInputsInst3"),
        &["ArrayInstMixin"],
    ),
    (
        "CheckCastInst",
        Some("FixedInputsInst3"),
        &["OmitNullCheckMixin", "ClassTypeMixin", "TypeIdMixin"],
    ),
    (
        "DeoptimizeCompareInst",
        Some("FixedInputsInst3"),
        &[
            "InstWithOperandsType",
            "DeoptimizeTypeMixin",
            "ConditionMixin",
        ],
    ),
    (
        "IsInstanceInst",
        Some("FixedInputsInst3"),
        &["OmitNullCheckMixin", "ClassTypeMixin", "TypeIdMixin"],
    ),
    (
        "LoadCompressedStringCharInst",
        Some("FixedInputsInst3"),
        &[],
    ),
    (
        "LoadObjectDynamicInst",
        Some("FixedInputsInst3"),
        &["DynObjectAccessMixin"],
    ),
    ("NewArrayInst", Some("FixedInputsInst3"), &["TypeIdMixin"]),
    (
        "SelectImmInst",
        Some("FixedInputsInst3"),
        &["InstWithOperandsType", "ConditionMixin", "ImmediateMixin"],
    ),
    (
        "SelectImmTransformInst",
        Some("SelectImmInst"),
        &["SelectTransformTypeMixin"],
    ),
    ("FixedInputsInst4", Some("FixedInputsInst"), &[]),
    (
        "SelectInst",
        Some("FixedInputsInst4"),
        &["ConditionMixin", "InstWithOperandsType"],
    ),
    (
        "SelectTransformInst",
        Some("SelectInst"),
        &["SelectTransformTypeMixin"],
    ),
    (
        "StoreObjectDynamicInst",
        Some("FixedInputsInst4"),
        &["DynObjectAccessMixin"],
    ),
    (
        "LoadArrayPairInst",
        Some("LimitedInputsInst"),
        &[
            "NeedReadBarrierMixin",
            "MultipleOutputMixin",
            "WithGCBarrierEntrypointMixin",
            "ImmediateMixin",
        ],
    ),
    (
        "LoadArrayPairInstI",
        Some("LimitedInputsInst"),
        &[
            "NeedReadBarrierMixin",
            "MultipleOutputMixin",
            "WithGCBarrierEntrypointMixin",
            "ImmediateMixin",
        ],
    ),
    (
        "LoadInst",
        Some("LimitedInputsInst"),
        &[
            "ArrayInstMixin",
            "NeedReadBarrierMixin",
            "WithGCBarrierEntrypointMixin",
        ],
    ),
    (
        "LoadInstI",
        Some("LimitedInputsInst"),
        &[
            "VolatileMixin",
            "ArrayInstMixin",
            "NeedReadBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "ImmediateMixin",
        ],
    ),
    (
        "LoadMemInst",
        Some("LimitedInputsInst"),
        &[
            "ScaleMixin",
            "VolatileMixin",
            "NeedReadBarrierMixin",
            "WithGCBarrierEntrypointMixin",
        ],
    ),
    (
        "LoadMemInstI",
        Some("LimitedInputsInst"),
        &[
            "VolatileMixin",
            "NeedReadBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "ImmediateMixin",
        ],
    ),
    (
        "LoadObjectInst",
        Some("LimitedInputsInst"),
        &[
            "ObjectTypeMixin",
            "VolatileMixin",
            "NeedReadBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "TypeIdMixin",
            "FieldMixin",
        ],
    ),
    (
        "LoadObjectPairInst",
        Some("LimitedInputsInst"),
        &[
            "ObjectTypeMixin",
            "VolatileMixin",
            "NeedReadBarrierMixin",
            "MultipleOutputMixin",
            "WithGCBarrierEntrypointMixin",
            "TypeIdMixin2",
            "FieldMixin2",
        ],
    ),
    (
        "LoadResolvedObjectFieldInst",
        Some("LimitedInputsInst"),
        &[
            "VolatileMixin",
            "NeedReadBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "TypeIdMixin",
        ],
    ),
    (
        "LoadResolvedObjectFieldStaticInst",
        Some("LimitedInputsInst"),
        &[
            "VolatileMixin",
            "NeedReadBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "TypeIdMixin",
        ],
    ),
    (
        "LoadStaticInst",
        Some("LimitedInputsInst"),
        &[
            "VolatileMixin",
            "NeedReadBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "TypeIdMixin",
            "FieldMixin",
        ],
    ),
    (
        "StoreArrayPairInst",
        Some("LimitedInputsInst"),
        &[
            "NeedWriteBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "ImmediateMixin",
        ],
    ),
    (
        "StoreArrayPairInstI",
        Some("LimitedInputsInst"),
        &[
            "NeedWriteBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "ImmediateMixin",
        ],
    ),
    (
        "StoreInst",
        Some("LimitedInputsInst"),
        &["NeedWriteBarrierMixin", "WithGCBarrierEntrypointMixin"],
    ),
    (
        "StoreInstI",
        Some("LimitedInputsInst"),
        &[
            "VolatileMixin",
            "NeedWriteBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "ImmediateMixin",
        ],
    ),
    (
        "StoreMemInst",
        Some("LimitedInputsInst"),
        &[
            "ScaleMixin",
            "VolatileMixin",
            "NeedWriteBarrierMixin",
            "WithGCBarrierEntrypointMixin",
        ],
    ),
    (
        "StoreMemInstI",
        Some("LimitedInputsInst"),
        &[
            "VolatileMixin",
            "NeedWriteBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "ImmediateMixin",
        ],
    ),
    (
        "StoreObjectInst",
        Some("LimitedInputsInst"),
        &[
            "ObjectTypeMixin",
            "VolatileMixin",
            "NeedWriteBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "TypeIdMixin",
            "FieldMixin",
        ],
    ),
    (
        "StoreObjectPairInst",
        Some("LimitedInputsInst"),
        &[
            "ObjectTypeMixin",
            "VolatileMixin",
            "NeedWriteBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "TypeIdMixin2",
            "FieldMixin2",
        ],
    ),
    (
        "StoreResolvedObjectFieldInst",
        Some("LimitedInputsInst"),
        &[
            "NeedWriteBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "TypeIdMixin",
        ],
    ),
    (
        "StoreResolvedObjectFieldStaticInst",
        Some("LimitedInputsInst"),
        &[
            "NeedWriteBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "TypeIdMixin",
        ],
    ),
    (
        "StoreStaticInst",
        Some("LimitedInputsInst"),
        &[
            "VolatileMixin",
            "NeedWriteBarrierMixin",
            "WithGCBarrierEntrypointMixin",
            "TypeIdMixin",
            "FieldMixin",
        ],
    ),
];

/// Mixins that derive from another mixin: `(mixin, the mixin it implies)`.
pub(crate) const PANDA_MIXIN_BASES: &[(&str, &str)] = &[("TypeIdMixin2", "TypeIdMixin")];

/// The cases of Panda's `ConditionCode` (carried by `ConditionMixin`), in order.
pub(crate) const CONDITION_CODES: &[&str] = &[
    "eq", "ne", "lt", "le", "gt", "ge", "b", "be", "a", "ae", "tst_eq", "tst_ne",
];

/// The cases of Panda's `ShiftType` (carried by `ShiftTypeMixin`), in order.
pub(crate) const SHIFT_TYPES: &[&str] = &["lsl", "lsr", "asr", "ror"];

/// The primary base of `class`, when the facts know the class.
pub(crate) fn parent_of(class: &str) -> Option<Option<&'static str>> {
    PANDA_CLASSES
        .iter()
        .find(|(c, _, _)| *c == class)
        .map(|(_, p, _)| *p)
}

/// The mixins of `class` and of its bases, each once, in the order met from the class up,
/// with the mixins they imply.
pub(crate) fn mixins_of(class: &str) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    let mut at = Some(class);
    // The facts are a tree listed parents first, so the walk up ends.
    for _ in 0..PANDA_CLASSES.len() {
        let Some(name) = at else { break };
        let Some((_, parent, mixins)) = PANDA_CLASSES.iter().find(|(c, _, _)| *c == name) else {
            break;
        };
        for m in *mixins {
            for implied in std::iter::once(*m).chain(
                PANDA_MIXIN_BASES
                    .iter()
                    .filter(|(d, _)| d == m)
                    .map(|(_, b)| *b),
            ) {
                if !out.contains(&implied) {
                    out.push(implied);
                }
            }
        }
        at = *parent;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_but_the_root_has_a_known_base_listed_before_it() {
        for (i, (class, parent, _)) in PANDA_CLASSES.iter().enumerate() {
            match parent {
                None => assert_eq!(*class, "Inst"),
                Some(p) => assert!(
                    PANDA_CLASSES[..i].iter().any(|(c, _, _)| c == p),
                    "{class}: base {p} is not listed before it"
                ),
            }
        }
    }

    #[test]
    fn mixins_are_inherited_from_bases_and_implied_by_derived_mixins() {
        // `BinaryOverflowInst` derives from `IfInst`, which carries the condition.
        assert!(mixins_of("BinaryOverflowInst").contains(&"ConditionMixin"));
        let pair = mixins_of("LoadObjectPairInst");
        assert!(pair.contains(&"TypeIdMixin2") && pair.contains(&"TypeIdMixin"));
        assert!(mixins_of("Inst").is_empty());
        assert_eq!(parent_of("BinaryOperation"), Some(Some("FixedInputsInst2")));
        assert_eq!(parent_of("NoSuchInst"), None);
    }
}
