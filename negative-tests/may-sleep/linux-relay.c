// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/relay.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/relay.h>

static void __used may_sleep_relay_close(struct rchan *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	relay_close(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_relay_late_setup_files(struct rchan *a0, const char *a1, struct dentry *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)relay_late_setup_files(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_relay_open(const char *a0, struct dentry *a1, size_t a2, size_t a3, const struct rchan_callbacks *a4, void *a5)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)relay_open(a0, a1, a2, a3, a4, a5);
#ifndef FIXED
	local_irq_enable();
#endif
}
