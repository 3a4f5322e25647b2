/* The SysY runtime library's interface, for compiling SysY programs as C: force-include it
 * (`gcc -include sylib.h -x c prog.sy`). It includes no system header, so that a program's own
 * names cannot clash with the C library's declarations. */
#ifndef SYSYC_SYLIB_H
#define SYSYC_SYLIB_H

int getint(void);
int getch(void);
float getfloat(void);
int getarray(int a[]);
int getfarray(float a[]);

void putint(int a);
void putch(int a);
void putfloat(float a);
void putarray(int n, int a[]);
void putfarray(int n, float a[]);
void putf(char fmt[], ...);

/* Programs call starttime() and stoptime(); the timer reports the source line of each. */
void _sysy_starttime(int lineno);
void _sysy_stoptime(int lineno);
#define starttime() _sysy_starttime(__LINE__)
#define stoptime() _sysy_stoptime(__LINE__)

#endif
