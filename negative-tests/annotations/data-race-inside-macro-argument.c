// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: reads guarded data with data_race() inside another macro's
 * argument (WARN_ON_ONCE()). data_race() turns the analysis off with
 * diagnostic pragmas; inside a macro argument Clang 22 applies the pragma
 * that restores the warning before the argument's own tokens, so the
 * intentional lockless read is still reported. A documented limit (README
 * "Mainline's Context Analysis"): a Clang that fixes it changes this golden.
 * FIXED: the value is read into a variable first.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bug.h>
#include <linux/compiler.h>
#include <linux/spinlock.h>

struct link {
	spinlock_t lock;
	int errors __guarded_by(&lock);
};

static bool __used link_overflowed(struct link *l)
{
#ifdef FIXED
	int errors = data_race(l->errors);

	return WARN_ON_ONCE(errors < 0);
#else
	return WARN_ON_ONCE(data_race(l->errors) < 0);
#endif
}
