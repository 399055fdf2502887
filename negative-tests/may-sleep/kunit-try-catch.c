// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <kunit/try-catch.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <kunit/try-catch.h>

static void __used may_sleep_kunit_try_catch_run(struct kunit_try_catch *a0, void *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kunit_try_catch_run(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
