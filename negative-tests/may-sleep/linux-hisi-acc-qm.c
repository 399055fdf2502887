// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/hisi_acc_qm.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/hisi_acc_qm.h>

static void __used may_sleep_hisi_qm_add_list(struct hisi_qm *a0, struct hisi_qm_list *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	hisi_qm_add_list(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_hisi_qm_del_list(struct hisi_qm *a0, struct hisi_qm_list *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	hisi_qm_del_list(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
