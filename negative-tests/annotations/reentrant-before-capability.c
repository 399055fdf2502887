// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a reentrant capability type is declared with __reentrant_cap
 * before CAPABILITY(); Clang requires the capability attribute first and
 * drops reentrant_capability otherwise, so legitimate nested acquisition
 * is reported as a double lock.
 * EXPECT: -Wthread-safety-attributes -Wthread-safety-analysis
 */
#include <linux/compiler_types.h>
#include <linux/thread_safety.h>

#ifdef FIXED
struct CAPABILITY("console_owner") __reentrant_cap console_owner {
#else
struct __reentrant_cap CAPABILITY("console_owner") console_owner {
#endif
	int depth;
};

extern struct console_owner con_owner;
extern void con_owner_enter(void) ACQUIRE(&con_owner);
extern void con_owner_exit(void) RELEASE(&con_owner);

static int con_lines GUARDED_BY(&con_owner);

static void con_emit(void) REQUIRES(&con_owner)
{
	con_lines++;
}

static void __used con_print_nested(void)
{
	con_owner_enter();
	con_emit();
	/* a message printed from within a message: the owner re-enters */
	con_owner_enter();
	con_emit();
	con_owner_exit();
	con_owner_exit();
}
