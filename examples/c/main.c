/* C calling the functions of examples/c/interop.circuit, and called back by them:
 *   opforge compile --emit obj --extern c_square -o interop.o examples/c/interop.circuit
 *   aarch64-linux-gnu-gcc -static -o interop examples/c/main.c interop.o
 *   qemu-aarch64 ./interop
 * or for RV64 (LP64D):
 *   opforge compile --target riscv64 --emit obj --extern c_square -o interop.o \
 *       examples/c/interop.circuit
 *   riscv64-linux-gnu-gcc -static -o interop examples/c/main.c interop.o
 *   qemu-riscv64 ./interop
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int64_t mul_add(int64_t a, int64_t b);
int64_t twice(int64_t x);
double scale(double x, double y);
int32_t add32(int32_t a, int32_t b);
int64_t with_callback(int64_t a, int64_t b);
int64_t divide(int64_t a, int64_t b);
int64_t sum10(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
              int64_t);

static int squares;

/* Called by with_callback: the stack must be 16-byte aligned at every call (AAPCS64, and
 * LP64D too). */
int64_t c_square(int64_t x) {
    uintptr_t sp;
#if defined(__riscv)
    __asm__ volatile("mv %0, sp" : "=r"(sp));
#else
    __asm__ volatile("mov %0, sp" : "=r"(sp));
#endif
    if (sp % 16 != 0) {
        printf("c_square: the stack pointer %#lx is not 16-byte aligned\n", (unsigned long)sp);
        exit(2);
    }
    squares++;
    return x * x;
}

/* Where a trap of the compiled code ends up: it must not return. */
void opforge_trap(uint64_t code, int64_t value) {
    (void)value;
    printf("opforge_trap(%llu)\n", (unsigned long long)code);
    exit(0);
}

int main(void) {
    printf("mul_add(6, 7) = %lld\n", (long long)mul_add(6, 7));
    printf("twice(5) = %lld\n", (long long)twice(5));
    printf("scale(1.5, 4) = %g\n", scale(1.5, 4.0));
    printf("add32(-5, 3) = %d\n", add32(-5, 3));
    printf("with_callback(3, 4) = %lld after %d squares\n", (long long)with_callback(3, 4), squares);
    printf("sum10(1, ..., 10) = %lld\n", (long long)sum10(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    printf("divide(-42, 5) = %lld\n", (long long)divide(-42, 5));
    printf("divide(7, 0) = %lld\n", (long long)divide(7, 0));
    return 1; /* not reached: the division by zero traps */
}
