// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/psi.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_PSI
 */
#include <linux/irqflags.h>
#include <linux/workqueue.h>
#include <linux/psi.h>

static void __used may_sleep_psi_show(struct seq_file *a0, struct psi_group *a1, enum psi_res a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)psi_show(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_psi_trigger_create_rtpoll_worker(struct psi_group *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)psi_trigger_create_rtpoll_worker(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_psi_trigger_destroy(struct psi_trigger *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	psi_trigger_destroy(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
