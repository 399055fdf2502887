// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/devcoredump.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/devcoredump.h>

static void __used may_sleep_dev_coredumpm_timeout(struct device *a0, struct module *a1, void *a2, size_t a3, gfp_t a4, __typeof__(ssize_t (*)(char *, loff_t, size_t, void *, size_t)) a5, __typeof__(void (*)(void *)) a6, unsigned long a7)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dev_coredumpm_timeout(a0, a1, a2, a3, a4, a5, a6, a7);
#ifndef FIXED
	local_irq_enable();
#endif
}
