//! [`code_buffer!`](crate::code_buffer): how a machine crate declares its code buffer, the
//! [`Target`](super::Target) implemented from its generated layer plus the facts the table does
//! not say.

/// Declares a machine's code buffer in the module of a crate that includes a generated layer
/// (`Inst`, `Form` and `FORMS` in scope): the marker type, implementing [`Target`] with the
/// generated layer's encoder, decoder, offsets and names plus the items given (the unit, the
/// sizes, the reaches, the jump, the inversions: what the table does not say), and
/// `CodeBuffer`, `BufferError` and `Label` at that target.
///
/// ```text
/// opforge_machine::code_buffer! {
///     /// My machine as a target of the shared code buffer.
///     pub struct Mine;
///     type Unit = u32;
///     const FIXED_SIZE: bool = true;
///     // ... the other items of `Target` that the generated layer cannot supply
/// }
/// ```
#[macro_export]
macro_rules! code_buffer {
    ($(#[$meta:meta])* $vis:vis struct $target:ident; $($items:tt)*) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        $vis struct $target;

        /// Instructions with labels and pending fixups.
        $vis type CodeBuffer = $crate::buffer::CodeBuffer<$target>;

        /// Why the buffer cannot be finished or a label not bound.
        $vis type BufferError = $crate::buffer::BufferError<$target>;

        pub use $crate::buffer::Label;

        impl $crate::buffer::Target for $target {
            type Inst = Inst;
            type Form = Form;

            #[inline]
            fn form(inst: Inst) -> Form {
                inst.form()
            }

            #[inline]
            fn form_index(form: Form) -> usize {
                form as usize
            }

            fn form_count() -> usize {
                FORMS.len()
            }

            fn form_name(form: Form) -> &'static str {
                form.info().name
            }

            #[inline]
            fn fixed_bits(form: Form) -> (u32, u32) {
                let info = form.info();
                (info.mask, info.value)
            }

            #[inline]
            fn encode(inst: Inst) -> u32 {
                inst.encode()
            }

            #[inline]
            fn decode(word: u32) -> Option<Inst> {
                Inst::decode(word)
            }

            #[inline]
            fn target(inst: Inst) -> Option<i64> {
                inst.target()
            }

            #[inline]
            fn set_target(inst: &mut Inst, offset: i64) -> Result<(), $crate::OperandError> {
                inst.set_target(offset)
            }

            #[inline]
            fn patches() -> &'static $crate::buffer::PatchCache<$target> {
                static PATCHES: $crate::buffer::PatchCache<$target> =
                    $crate::buffer::PatchCache::new();
                &PATCHES
            }

            $($items)*
        }
    };
}
