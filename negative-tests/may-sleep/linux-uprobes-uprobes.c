// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/uprobes.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_UPROBES
 */
#include <linux/irqflags.h>
#include <linux/uprobes.h>

static void __used may_sleep_uprobe_apply(struct uprobe *a0, struct uprobe_consumer *a1, bool a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)uprobe_apply(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_uprobe_clear_state(struct mm_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	uprobe_clear_state(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_uprobe_register(struct inode *a0, loff_t a1, loff_t a2, struct uprobe_consumer *a3)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)uprobe_register(a0, a1, a2, a3);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_uprobe_unregister_nosync(struct uprobe *a0, struct uprobe_consumer *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	uprobe_unregister_nosync(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_uprobe_unregister_sync(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	uprobe_unregister_sync();
#ifndef FIXED
	local_irq_enable();
#endif
}
