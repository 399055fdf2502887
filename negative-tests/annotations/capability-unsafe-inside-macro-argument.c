// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads guarded statistics through capability_unsafe() written
 * inside max()'s arguments. capability_unsafe() silences the analysis with
 * diagnostic pragmas, and in an argument the outer macro expands before
 * substituting it (any argument not pasted with ##), Clang 22 places the
 * closing pragma before the argument's tokens: the read it was meant to
 * exempt is reported anyway. (pr_info()'s arguments are pasted with
 * ##__VA_ARGS__ and not expanded first: there capability_unsafe() works.)
 * A documented limit ("Known limits" in capability-analysis.rst); a Clang
 * that lifts it changes this golden.
 * FIXED: capability_unsafe() reads the value into a local, outside max().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/compiler.h>
#include <linux/minmax.h>
#include <linux/mutex.h>

struct port_stats {
	struct mutex lock;
	unsigned long drops __guarded_by(&lock);
};

static unsigned long __used port_stats_drops(struct port_stats *s)
{
#ifdef FIXED
	unsigned long drops = capability_unsafe(s->drops);

	return max(drops, 1UL);
#else
	return max(capability_unsafe(s->drops), 1UL);
#endif
}
