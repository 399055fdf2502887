// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/audit.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_AUDIT
 */
#include <linux/irqflags.h>
#include <linux/audit.h>

static void __used may_sleep_audit_list_rules_send(struct sk_buff *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)audit_list_rules_send(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_audit_update_lsm_rules(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)audit_update_lsm_rules();
#ifndef FIXED
	local_irq_enable();
#endif
}
