// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/vmpressure.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_MEMCG
 */
#include <linux/irqflags.h>
#include <linux/vmpressure.h>

static void __used may_sleep_vmpressure_cleanup(struct vmpressure *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	vmpressure_cleanup(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
