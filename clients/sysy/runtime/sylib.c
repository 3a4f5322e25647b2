/* The SysY runtime library in C, for running SysY programs compiled by gcc (the peer that
 * checks the interpreter and that later benchmarks compare with). Behaviour matches
 * src/runtime.rs: numbers read as scanf reads them (0 when there is none), getch returns -1 at
 * the end of input, floats print as printf("%a"), timer reports go to standard error. */
#include <stdarg.h>
#include <stdio.h>
#include <sys/time.h>

#include "sylib.h"

int getint(void) {
  int t = 0;
  if (scanf("%d", &t) != 1) return 0;
  return t;
}

int getch(void) {
  char c;
  if (scanf("%c", &c) != 1) return -1;
  return (unsigned char)c;
}

float getfloat(void) {
  float f = 0;
  if (scanf("%a", &f) != 1) return 0;
  return f;
}

int getarray(int a[]) {
  int n = getint();
  for (int i = 0; i < n; i++) a[i] = getint();
  return n;
}

int getfarray(float a[]) {
  int n = getint();
  for (int i = 0; i < n; i++) a[i] = getfloat();
  return n;
}

void putint(int a) { printf("%d", a); }

void putch(int a) { printf("%c", a); }

void putfloat(float a) { printf("%a", a); }

void putarray(int n, int a[]) {
  printf("%d:", n);
  for (int i = 0; i < n; i++) printf(" %d", a[i]);
  printf("\n");
}

void putfarray(int n, float a[]) {
  printf("%d:", n);
  for (int i = 0; i < n; i++) printf(" %a", a[i]);
  printf("\n");
}

void putf(char fmt[], ...) {
  va_list args;
  va_start(args, fmt);
  vprintf(fmt, args);
  va_end(args);
}

/* What sysyc calls for putf's %f: its putf is a call per character or conversion. */
void _sysy_putfixed(float a) { printf("%f", a); }

static struct timeval sysy_start;
static int sysy_start_line;

void _sysy_starttime(int lineno) {
  sysy_start_line = lineno;
  gettimeofday(&sysy_start, NULL);
}

void _sysy_stoptime(int lineno) {
  struct timeval stop;
  gettimeofday(&stop, NULL);
  long us = (stop.tv_sec - sysy_start.tv_sec) * 1000000L + (stop.tv_usec - sysy_start.tv_usec);
  fprintf(stderr, "Timer@%04d-%04d: %ldH-%ldM-%ldS-%ldus\n", sysy_start_line, lineno,
          us / 3600000000L, us / 60000000L % 60, us / 1000000L % 60, us % 1000000L);
}
